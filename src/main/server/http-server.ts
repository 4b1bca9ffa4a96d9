import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { CONTENT_SECURITY_POLICY } from '../content-security-policy';
import { dispatch } from '../service/dispatch';
import type { ApiHandlers } from '../service/handlers';
import { INPUT_LIMITS } from '../../shared/api-contract';
import { failure, type ApiResult, type RequestProblem } from '../../shared/api-result';
import { readStaticFile } from './static-files';

/** Room for the JSON around an input's text or files (names, options, quotes). */
const ENVELOPE_BYTES = 1024 * 1024;
const MAX_BODY_BYTES = 2 * 1024 * 1024;
/**
 * A text of n characters takes at most 3n bytes as a JSON string in UTF-8 (a character of the basic
 * plane is 3 bytes at most, an escaped quote, backslash or line break 2); base64 is plain ASCII.
 */
const JSON_BYTES_PER_CHAR = 3;
const text = (chars: number) => chars * JSON_BYTES_PER_CHAR + ENVELOPE_BYTES;
const base64 = (chars: number) => chars + ENVELOPE_BYTES;
/** Community data releases run to tens of megabytes: what one request of game data may carry in all. */
const GAME_DATA_BODY_BYTES = 256 * 1024 * 1024;

/**
 * The body each method may send, from the API's own input limits (INPUT_LIMITS): whatever the API
 * accepts passes the server, and the token is checked before any body is read. A list travels as
 * JSON to save, check or export it, as big as one the API imports as text.
 */
const BODY_BYTES: Record<string, number> = {
  importGameData: GAME_DATA_BODY_BYTES + ENVELOPE_BYTES,
  startGameDataImport: GAME_DATA_BODY_BYTES + ENVELOPE_BYTES,
  checkRosterFile: base64(INPUT_LIMITS.checkRosterFileBase64),
  importRosterFile: base64(INPUT_LIMITS.importRosterFileBase64),
  validateRosterFile: base64(INPUT_LIMITS.importRosterFileBase64),
  importRoster: text(INPUT_LIMITS.rosterChars),
  saveRoster: text(INPUT_LIMITS.rosterChars),
  validateRoster: text(INPUT_LIMITS.rosterChars),
  exportRoster: text(INPUT_LIMITS.rosterChars),
  importLibrary: text(INPUT_LIMITS.libraryChars),
  importGlossary: text(INPUT_LIMITS.glossaryChars),
  importShareCode: text(INPUT_LIMITS.shareCodeChars),
};

export function bodyLimitFor(method: string): number {
  return BODY_BYTES[method] ?? MAX_BODY_BYTES;
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

function sendResult(
  response: ServerResponse,
  status: number,
  result: ApiResult<unknown>,
  method?: string,
): void {
  send(response, status, resultBody(result, method), 'application/json; charset=utf-8');
}

/**
 * Methods whose answer is an object the service keeps and answers again unchanged (a faction's
 * catalogue: over a megabyte for an imported one, serialised and encoded at every open otherwise).
 */
const SERIALISED_ONCE: ReadonlySet<string> = new Set(['getFactionCatalogue']);
const serialisedResults = new WeakMap<object, Buffer>();

/** The result as JSON; that of a method above serialised and encoded once per object the service keeps. */
function resultBody(result: ApiResult<unknown>, method: string | undefined): string | Buffer {
  const value = result.ok ? result.value : undefined;
  if (method === undefined || !SERIALISED_ONCE.has(method) || typeof value !== 'object' || value === null)
    return JSON.stringify(result);
  let body = serialisedResults.get(value);
  if (body === undefined) {
    body = Buffer.from(JSON.stringify(result));
    serialisedResults.set(value, body);
  }
  return body;
}

/**
 * The body as text, or how large it was when over the limit. A body over the limit is still read to
 * its end and dropped (within the request timeout), so that the client gets the refusal instead of
 * a connection reset while it is still sending.
 */
async function readBody(request: IncomingMessage, limit: number): Promise<string | { tooLarge: number }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
    else chunks.length = 0;
  }
  return size > limit ? { tooLarge: size } : Buffer.concat(chunks).toString('utf8');
}

/** A refusal of the request itself, as data the page says in its language (`request`). */
function requestFailure(problem: RequestProblem, message: string): ApiResult<never> {
  const result = failure('invalid-input', message);
  if (!result.ok) result.error.request = problem;
  return result;
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
      const method = url.pathname.slice(API_PREFIX.length);
      const limit = bodyLimitFor(method);
      const tooLarge = (size: number) =>
        sendResult(
          response,
          413,
          requestFailure(
            { code: 'body-too-large', limit },
            `The request to ${method} is ${size} bytes, over its limit of ${limit} bytes`,
          ),
        );
      const announced = Number(request.headers['content-length'] ?? NaN);
      if (announced > limit) {
        // Refused before reading: Node reads the rest of the body and drops it once this is sent.
        tooLarge(announced);
        return;
      }
      let input: unknown;
      try {
        const body = await readBody(request, limit);
        if (typeof body !== 'string') return tooLarge(body.tooLarge);
        input = JSON.parse(body);
      } catch (error) {
        sendResult(
          response,
          400,
          requestFailure({ code: 'unreadable-body' }, `Unreadable request body: ${(error as Error).message}`),
        );
        return;
      }
      const result = await dispatch(options.handlers, method, input);
      sendResult(
        response,
        result.ok ? 200 : result.error.code === 'unknown-method' ? 404 : 200,
        result,
        method,
      );
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
