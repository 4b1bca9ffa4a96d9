/**
 * Browser mode against slow and malformed clients: connections that send their headers or body slowly,
 * or nothing at all, are closed after the configured timeouts; a request with two Host headers is
 * refused. Raw sockets, because an HTTP client would not send such requests.
 */
import { writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_SERVER_TIMEOUTS,
  startBrowserServer,
  type BrowserServer,
  type ServerTimeouts,
} from '../../src/main/server/http-server';
import { useService } from '../helpers/service';
import { useTempDirs } from '../helpers/temp-dir';

const openService = useService();
const tempDir = useTempDirs();
const servers: BrowserServer[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) await server.close();
});

// Short, so that the tests wait little; the defaults are ten times longer or more.
const SHORT: ServerTimeouts = { headersMs: 600, requestMs: 1_200, keepAliveMs: 400 };
// Far above every timeout above, even on a busy machine: a connection still open then was never closed.
const GIVE_UP_MS = 15_000;

// Generous limits for a busy two-core machine: each test's own bounds are what it checks.
const SLOW_MACHINE = { timeout: 60_000 };

async function start(timeouts?: ServerTimeouts): Promise<BrowserServer> {
  const staticRoot = tempDir();
  writeFileSync(join(staticRoot, 'index.html'), '<!doctype html><title>Muster</title>');
  const server = await startBrowserServer({
    handlers: openService('browser').handlers,
    staticRoot,
    port: 0,
    ...(timeouts ? { timeouts } : {}),
  });
  servers.push(server);
  return server;
}

/** A raw connection, with what it received and whether the server closed it within GIVE_UP_MS. */
async function open(server: BrowserServer) {
  const socket = connect(server.port, '127.0.0.1');
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<'closed' | 'still open'>((resolve) => {
    const timer = setTimeout(() => resolve('still open'), GIVE_UP_MS);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve('closed');
    });
  });
  return { socket, closed, received: () => received };
}

describe('browser mode against slow and malformed clients', SLOW_MACHINE, () => {
  it('uses timeouts of 10 s for headers, 30 s for a request and 5 s for an idle connection', () => {
    expect(DEFAULT_SERVER_TIMEOUTS).toEqual({ headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000 });
  });

  it('refuses a request carrying two Host headers', async () => {
    const server = await start();
    const host = `127.0.0.1:${server.port}`;
    const connection = await open(server);
    connection.socket.write(
      `POST /api/appInfo HTTP/1.1\r\nHost: ${host}\r\nHost: evil.example\r\nAuthorization: Bearer ${server.token}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
    );
    expect(await connection.closed).toBe('closed');
    expect(connection.received()).toMatch(/^HTTP\/1\.1 400 /);
    expect(connection.received()).not.toContain('"ok":true');
  });

  it('still answers a request with one Host header', async () => {
    const server = await start();
    const connection = await open(server);
    connection.socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nConnection: close\r\n\r\n`);
    expect(await connection.closed).toBe('closed');
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('closes a connection that sends nothing', async () => {
    const server = await start(SHORT);
    const connection = await open(server);
    expect(await connection.closed).toBe('closed');
  }, 30_000);

  it('closes a connection whose headers never end', async () => {
    const server = await start(SHORT);
    const connection = await open(server);
    connection.socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n`);
    expect(await connection.closed).toBe('closed');
  }, 30_000);

  it('closes a connection whose body comes too slowly', async () => {
    const server = await start(SHORT);
    const connection = await open(server);
    connection.socket.write(
      `POST /api/appInfo HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nAuthorization: Bearer ${server.token}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    // A byte now and then keeps the socket busy, but the body never completes in time.
    const drip = setInterval(() => connection.socket.write(' '), 200);
    try {
      expect(await connection.closed).toBe('closed');
    } finally {
      clearInterval(drip);
    }
    expect(connection.received()).not.toContain('"ok":true');
  }, 30_000);

  it('closes a kept-alive connection left idle after a response', async () => {
    const server = await start(SHORT);
    const connection = await open(server);
    connection.socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`);
    expect(await connection.closed).toBe('closed');
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /);
  }, 30_000);
});
