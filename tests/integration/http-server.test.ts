import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyLimitFor, startBrowserServer, type BrowserServer } from '../../src/main/server/http-server';
import { INPUT_LIMITS } from '../../src/shared/api-contract';
import { useService } from '../helpers/service';
import { useTempDirs } from '../helpers/temp-dir';

const openService = useService();
const tempDir = useTempDirs();
const servers: BrowserServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function start(): Promise<BrowserServer> {
  const staticRoot = tempDir();
  writeFileSync(join(staticRoot, 'index.html'), '<!doctype html><title>Muster</title>');
  mkdirSync(join(staticRoot, 'assets'));
  writeFileSync(join(staticRoot, 'assets', 'app.js'), 'console.log(1)');
  const server = await startBrowserServer({ handlers: openService('browser').handlers, staticRoot, port: 0 });
  servers.push(server);
  return server;
}

/** Raw HTTP so that Host and Origin can be set freely (fetch forbids both). */
function raw(
  server: BrowserServer,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

function api(server: BrowserServer, method: string, input: unknown, headers: Record<string, string> = {}) {
  return raw(server, `/api/${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${server.token}`, ...headers },
    body: JSON.stringify(input),
  });
}

describe('browser-mode server', () => {
  it('listens on 127.0.0.1 and prints a URL carrying a fresh token', async () => {
    const a = await start();
    const b = await start();
    expect(a.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#token=[A-Za-z0-9_-]{40,}$/);
    expect(a.token).not.toBe(b.token);
  });

  it('serves the renderer with a strict CSP', async () => {
    const server = await start();
    const page = await raw(server, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Muster</title>');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect((await raw(server, '/assets/app.js')).status).toBe(200);
  });

  it('refuses paths that escape the renderer folder', async () => {
    const server = await start();
    for (const path of [
      '/../package.json',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fsecret',
      '/a%00b',
    ])
      expect((await raw(server, path)).status).toBe(404);
  });

  it('answers API calls with the token and reaches SQLite', async () => {
    const server = await start();
    const stored = await api(server, 'setSetting', { key: 'theme', value: 'dark' });
    expect(JSON.parse(stored.body)).toEqual({ ok: true, value: 'dark' });
    const read = await api(server, 'getSetting', { key: 'theme' });
    expect(JSON.parse(read.body)).toEqual({ ok: true, value: 'dark' });
  });

  it('answers a faction catalogue as the service gives it, each time, and an unknown one as an error', async () => {
    const service = openService('browser');
    const staticRoot = tempDir();
    writeFileSync(join(staticRoot, 'index.html'), '<!doctype html><title>Muster</title>');
    const server = await startBrowserServer({ handlers: service.handlers, staticRoot, port: 0 });
    servers.push(server);
    const input = { faction: 'netepic-space-marines' };
    const expected = JSON.parse(JSON.stringify(await service.handlers.getFactionCatalogue(input))) as unknown;
    const first = await api(server, 'getFactionCatalogue', input);
    expect(JSON.parse(first.body)).toEqual({ ok: true, value: expected });
    expect((await api(server, 'getFactionCatalogue', input)).body).toBe(first.body);
    const unknown = JSON.parse((await api(server, 'getFactionCatalogue', { faction: 'nowhere' })).body);
    expect(unknown).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it('refuses a missing or wrong token', async () => {
    const server = await start();
    expect((await api(server, 'appInfo', {}, { Authorization: '' })).status).toBe(401);
    expect((await api(server, 'appInfo', {}, { Authorization: 'Bearer nope' })).status).toBe(401);
  });

  it('refuses other origins and other hosts (DNS rebinding)', async () => {
    const server = await start();
    const foreign = await api(server, 'appInfo', {}, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const sameOrigin = await api(server, 'appInfo', {}, { Origin: server.origin });
    expect(sameOrigin.status).toBe(200);
    const rebound = await raw(server, '/', { headers: { Host: `evil.example:${server.port}` } });
    expect(rebound.status).toBe(421);
  });

  it('reports bad bodies and unknown methods as error data', async () => {
    const server = await start();
    const garbled = await raw(server, '/api/appInfo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${server.token}` },
      body: '{not json',
    });
    expect(garbled.status).toBe(400);
    expect(JSON.parse(garbled.body)).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    const unknown = await api(server, 'nope', {});
    expect(unknown.status).toBe(404);
    expect((await raw(server, '/api/appInfo')).status).toBe(405);
  });

  it('closes cleanly, freeing its port', async () => {
    const server = await start();
    await server.close();
    servers.splice(servers.indexOf(server), 1);
    await expect(raw(server, '/')).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('request bodies', () => {
  it('lets files through to the methods that take them, and keeps every other call small', async () => {
    const server = await start();
    // 3 MiB of base64: over the ordinary limit, well under the one for game data.
    const base64 = 'A'.repeat(3 * 1024 * 1024);
    const imported = await api(server, 'importGameData', { files: [{ name: 'big.txt', base64 }] });
    expect(imported.status).toBe(200);
    expect(JSON.parse(imported.body)).toMatchObject({ ok: true, value: { stored: false } });
    const other = await api(server, 'setSetting', { key: 'language', value: base64 });
    expect(other.status).toBe(413);
    expect(JSON.parse(other.body)).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-input',
        request: { code: 'body-too-large', limit: bodyLimitFor('setSetting') },
      },
    });
  });

  it('lets through whatever the API itself accepts: a 1.6 MB .ros, a 3 MB glossary', async () => {
    const server = await start();
    const ros = Buffer.from(`<roster>${' '.repeat(1_600_000)}</roster>`).toString('base64');
    const checked = await api(server, 'checkRosterFile', { name: 'big.ros', base64: ros });
    expect(checked.status).toBe(200);
    expect(JSON.parse(checked.body)).toMatchObject({ ok: true });
    const imported = await api(server, 'importRosterFile', { name: 'big.ros', base64: ros });
    expect(JSON.parse(imported.body)).toMatchObject({ ok: true, value: { ok: false } });
    // Accented text with line breaks: more bytes in JSON than characters.
    const section = `### Tacticien (n)\n\n${'Une seule figurine, accentuée : é à ç. '.repeat(40)}\n\n`;
    const text = section.repeat(2000);
    expect(text.length).toBeGreaterThan(3_000_000);
    const glossary = await api(server, 'importGlossary', { game: 'deadzone', text, sourceName: 'big.md' });
    expect(glossary.status).toBe(200);
    expect(JSON.parse(glossary.body)).toMatchObject({ ok: true, value: { added: ['tacticien'] } });
    for (const method of [
      'importGlossary',
      'importRoster',
      'importLibrary',
      'importRosterFile',
      'checkRosterFile',
    ])
      expect(bodyLimitFor(method)).toBeGreaterThan(2 * 1024 * 1024);
    expect(bodyLimitFor('importGlossary')).toBeGreaterThanOrEqual(3 * INPUT_LIMITS.glossaryChars);
    expect(bodyLimitFor('importRosterFile')).toBeGreaterThanOrEqual(INPUT_LIMITS.importRosterFileBase64);
  });

  it('answers a body far over the limit with a 413 as data, announced or not, never a reset', async () => {
    const server = await start();
    const limit = bodyLimitFor('importShareCode');
    const huge = JSON.stringify({ code: 'x'.repeat(limit * 3) });
    // Announced (Content-Length): refused before reading, the rest read and dropped.
    const announced = await api(server, 'importShareCode', JSON.parse(huge) as unknown);
    expect(announced.status).toBe(413);
    expect(JSON.parse(announced.body)).toMatchObject({
      ok: false,
      error: { request: { code: 'body-too-large', limit } },
    });
    // Sent in chunks without a length: read to its end, then refused.
    const chunked = await streamed(server, 'importShareCode', huge);
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toMatchObject({ error: { request: { code: 'body-too-large' } } });
    // The server still answers.
    expect((await api(server, 'appInfo', {})).status).toBe(200);
    const broken = await raw(server, '/api/appInfo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${server.token}` },
      body: '{"cut',
    });
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body)).toMatchObject({ error: { request: { code: 'unreadable-body' } } });
  });
});

/** A body written in pieces without Content-Length (chunked), as a browser streams a large upload. */
function streamed(
  server: BrowserServer,
  method: string,
  body: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: `/api/${method}`,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${server.token}` },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    const piece = 256 * 1024;
    for (let at = 0; at < body.length; at += piece) req.write(body.slice(at, at + piece));
    req.end();
  });
}
