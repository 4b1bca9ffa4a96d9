import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { CONTENT_SECURITY_POLICY } from '../content-security-policy';
import { dispatch } from '../service/dispatch';
import type { ApiHandlers } from '../service/handlers';
import { failure, type ApiResult } from '../../shared/api-result';
import { readStaticFile } from './static-files';

const MAX_BODY_BYTES = 2 * 1024 * 1024;
/**
 * Methods that carry files get room for them (community data releases run to tens of megabytes,
 * sent as base64); every other call stays small. The token is checked before any body is read.
 */
const FILE_BODY_BYTES: Record<string, number> = {
  importGameData: 256 * 1024 * 1024,
  checkRosterFile: 64 * 1024 * 1024,
  importRoster: 32 * 1024 * 1024,
  importLibrary: 64 * 1024 * 1024,
};

export function bodyLimitFor(method: string): number {
  return FILE_BODY_BYTES[method] ?? MAX_BODY_BYTES;
}
const API_PREFIX = '/api/';

export interface BrowserServerOptions {
  handlers: ApiHandlers;
  /** The built renderer (out/renderer). */
  staticRoot: string;
  port: number;
  /** Defaults to a fresh random token: each launch gets its own. */
  token?: string;
  /** Defaults to DEFAULT_SERVER_TIMEOUTS; tests pass short ones. */
  timeouts?: Partial<ServerTimeouts>;
}

/** How long a connection may take, in milliseconds, before the server closes it. */
export interface ServerTimeouts {
  /** From the connection (or the end of the previous response) to the end of the request's headers. */
  headersMs: number;
  /** From the start of a request to the end of its body: a body sent slowly is cut off. */
  requestMs: number;
  /** An idle kept-alive connection, after a response. */
  keepAliveMs: number;
}

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
};

/** Node checks the header and request timeouts on a timer; a fraction of the shortest one keeps them tight. */
function checkingInterval(timeouts: ServerTimeouts): number {
  return Math.max(50, Math.min(1_000, Math.floor(Math.min(timeouts.headersMs, timeouts.requestMs) / 4)));
}

/**
 * How many Host headers the request carries. Node keeps the first one only in `headers`, so a request
 * with two (one for us, one for a proxy or another site) would pass the Host check unseen.
 */
function hostHeaderCount(request: IncomingMessage): number {
  let count = 0;
  for (let i = 0; i < request.rawHeaders.length; i += 2)
    if (request.rawHeaders[i]!.toLowerCase() === 'host') count++;
  return count;
}

export interface BrowserServer {
  /** The address to open, carrying the token in the fragment (never sent to the server in logs). */
  url: string;
  origin: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

function sameToken(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

function send(response: ServerResponse, status: number, body: string | Buffer, contentType: string): void {
  response.writeHead(status, {
    'Content-Type': contentType,
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': 'no-store',
  });
  response.end(body);
}

function sendResult(response: ServerResponse, status: number, result: ApiResult<unknown>): void {
  send(response, status, JSON.stringify(result), 'application/json; charset=utf-8');
}

async function readBody(request: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Browser mode: serves the built renderer and the API on 127.0.0.1 only. The API needs the per-launch
 * token, and requests whose Host or Origin is not this server are refused (DNS rebinding, other
 * sites in the same browser).
 */
export async function startBrowserServer(options: BrowserServerOptions): Promise<BrowserServer> {
  const token = options.token ?? newToken();
  let allowedHosts: Set<string> = new Set();
  let allowedOrigins: Set<string> = new Set();
  let origin = '';

  const timeouts = { ...DEFAULT_SERVER_TIMEOUTS, ...options.timeouts };
  const server = createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: checkingInterval(timeouts),
    },
    (request, response) => {
      void handle(request, response).catch((error: unknown) => {
        if (!response.headersSent) sendResult(response, 500, failure('internal', String(error)));
      });
    },
  );

  // Also set on the server: older Node versions read keepAliveTimeout from the server only.
  server.keepAliveTimeout = timeouts.keepAliveMs;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (hostHeaderCount(request) > 1) {
      send(response, 400, 'One Host header only', 'text/plain; charset=utf-8');
      return;
    }
    if (!allowedHosts.has(request.headers.host ?? '')) {
      send(response, 421, 'Unknown host', 'text/plain; charset=utf-8');
      return;
    }
    const requestOrigin = request.headers.origin;
    if (requestOrigin !== undefined && !allowedOrigins.has(requestOrigin)) {
      sendResult(response, 403, failure('unauthorized', 'Requests from other origins are refused'));
      return;
    }
    const url = new URL(request.url ?? '/', origin);
    if (url.pathname.startsWith(API_PREFIX)) {
      if (request.method !== 'POST') {
        sendResult(response, 405, failure('invalid-input', 'API calls use POST'));
        return;
      }
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!sameToken(token, bearer)) {
        sendResult(response, 401, failure('unauthorized', 'Missing or wrong access token'));
        return;
      }
      if (!(request.headers['content-type'] ?? '').startsWith('application/json')) {
        sendResult(response, 415, failure('invalid-input', 'API calls send JSON'));
        return;
      }
      let input: unknown;
      try {
        input = JSON.parse(await readBody(request, bodyLimitFor(url.pathname.slice(API_PREFIX.length))));
      } catch (error) {
        sendResult(
          response,
          400,
          failure('invalid-input', `Unreadable request body: ${(error as Error).message}`),
        );
        return;
      }
      const result = await dispatch(options.handlers, url.pathname.slice(API_PREFIX.length), input);
      sendResult(response, result.ok ? 200 : result.error.code === 'unknown-method' ? 404 : 200, result);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      send(response, 405, 'Method not allowed', 'text/plain; charset=utf-8');
      return;
    }
    const file = await readStaticFile(options.staticRoot, url.pathname);
    if (!file) {
      send(response, 404, 'Not found', 'text/plain; charset=utf-8');
      return;
    }
    send(response, 200, file.body, file.contentType);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  allowedHosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  allowedOrigins = new Set([...allowedHosts].map((host) => `http://${host}`));
  return {
    url: `${origin}/#token=${token}`,
    origin,
    port,
    token,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
