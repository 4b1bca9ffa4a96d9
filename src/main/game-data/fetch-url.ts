/**
 * Downloads one address for community data (a repository index, a file it lists), bounded: a size
 * limit checked on the announced length and again on every chunk received (a server may announce
 * nothing or lie), a time limit for the whole answer, redirects followed by hand and counted, and
 * never from https down to plain http. Failures are data (FetchError), said by the messages.
 * The same for an index on disk and the files beside it (readLocalBytes), with the same size limits.
 */
import { readFile, stat } from 'node:fs/promises';
import type { FetchError } from '../../core';

export const FETCH_LIMITS = {
  /** An index lists a few hundred files: a few hundred kilobytes at most. */
  maxIndexBytes: 4 * 1024 * 1024,
  /** The largest real catalogues are a few megabytes; the same bound as a file inside a zip. */
  maxFileBytes: 64 * 1024 * 1024,
  /** Everything one import downloads, as the bound on everything one zip inflates to. */
  maxTotalBytes: 256 * 1024 * 1024,
  timeoutMs: 60_000,
  maxRedirects: 5,
};

export class FetchFailure extends Error {
  constructor(readonly error: FetchError) {
    super(`${error.code}: ${error.url}`);
    this.name = 'FetchFailure';
  }
}

export interface FetchOptions {
  maxBytes: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /**
   * The folder every redirect must stay under (an index's folder, for the files it lists): the
   * index was checked to name only files under it, and a redirect must not lead elsewhere instead.
   */
  within?: URL;
}

/** Whether an address is in a folder (`new URL('./', …)`): same scheme, host and port, path below. */
export function isUnder(url: URL, folder: URL): boolean {
  return (
    url.origin === folder.origin &&
    url.protocol === folder.protocol &&
    url.pathname.startsWith(folder.pathname)
  );
}

function httpUrl(address: string): URL | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The bytes at an http(s) address; throws FetchFailure. */
export async function fetchBytes(address: string, options: FetchOptions): Promise<Uint8Array> {
  const fetched = await fetchWithValidators(address, options, {});
  // No validator was sent: a 304 cannot come back as an answer to this request.
  if (fetched.notModified) throw new FetchFailure({ code: 'http-status', url: address, status: 304 });
  return fetched.bytes;
}

/** The validators of an earlier answer, sent back as If-None-Match / If-Modified-Since. */
export interface Validators {
  etag?: string | null;
  lastModified?: string | null;
}

export type ConditionalFetch =
  | { notModified: true }
  | { notModified: false; bytes: Uint8Array; etag: string | null; lastModified: string | null };

/**
 * A conditional request (RFC 9110): the server answers 304 with no body when the resource is still
 * the one the validators describe, and the bytes with its new validators otherwise. Same bounds as
 * fetchBytes, redirects included (the validators go with every hop).
 */
export async function fetchWithValidators(
  address: string,
  options: FetchOptions,
  validators: Validators,
): Promise<ConditionalFetch> {
  const headers: Record<string, string> = { accept: '*/*' };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  const conditional = headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined;
  const timeoutMs = options.timeoutMs ?? FETCH_LIMITS.timeoutMs;
  const maxRedirects = options.maxRedirects ?? FETCH_LIMITS.maxRedirects;
  let url = httpUrl(address);
  if (!url) throw new FetchFailure({ code: 'bad-url', url: address });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const response = await request(url, controller.signal, address, timeoutMs, headers);
      if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
        await response.body?.cancel();
        if (redirects >= maxRedirects) throw new FetchFailure({ code: 'too-many-redirects', url: address });
        const next = httpUrl(new URL(response.headers.get('location')!, url).href);
        if (!next) throw new FetchFailure({ code: 'bad-url', url: response.headers.get('location')! });
        if (url.protocol === 'https:' && next.protocol !== 'https:')
          throw new FetchFailure({ code: 'insecure-redirect', url: address });
        // Checked at every step, so that no request at all goes outside the folder.
        if (options.within && !isUnder(next, options.within))
          throw new FetchFailure({ code: 'redirect-outside-base', url: address, location: next.href });
        url = next;
        continue;
      }
      if (conditional && response.status === 304) {
        await response.body?.cancel();
        return { notModified: true };
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new FetchFailure({ code: 'http-status', url: url.href, status: response.status });
      }
      const etag = response.headers.get('etag');
      const lastModified = response.headers.get('last-modified');
      const bytes = await readBounded(response, url.href, options.maxBytes, controller, timeoutMs);
      return { notModified: false, bytes, etag, lastModified };
    }
  } finally {
    clearTimeout(timer);
  }
}

async function request(
  url: URL,
  signal: AbortSignal,
  address: string,
  timeoutMs: number,
  headers: Record<string, string>,
): Promise<Response> {
  try {
    // Redirects by hand: to count them and to refuse a downgrade to plain http.
    return await fetch(url, { redirect: 'manual', signal, headers });
  } catch (error) {
    throw failureOf(error, signal, address, timeoutMs);
  }
}

function failureOf(error: unknown, signal: AbortSignal, url: string, timeoutMs: number): FetchFailure {
  if (error instanceof FetchFailure) return error;
  if (signal.aborted)
    return new FetchFailure({ code: 'timeout', url, seconds: Math.round(timeoutMs / 1000) });
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
  const detail = cause ?? (error instanceof Error ? error.message : String(error));
  return new FetchFailure({ code: 'network', url, detail });
}

async function readBounded(
  response: Response,
  url: string,
  maxBytes: number,
  controller: AbortController,
  timeoutMs: number,
): Promise<Uint8Array> {
  const announced = Number(response.headers.get('content-length') ?? '0');
  if (announced > maxBytes) {
    controller.abort();
    throw new FetchFailure({ code: 'too-large', url, limit: maxBytes });
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    const reader = response.body?.getReader();
    for (;;) {
      if (!reader) break;
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel();
        throw new FetchFailure({ code: 'too-large', url, limit: maxBytes });
      }
      chunks.push(value);
    }
  } catch (error) {
    throw failureOf(error, controller.signal, url, timeoutMs);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The bytes of a regular file on disk, within a size bound; throws FetchFailure (`url` is the path).
 * Anything but a regular file is refused before it is opened: a named pipe would block the read.
 */
export async function readLocalBytes(path: string, maxBytes: number): Promise<Uint8Array> {
  const failure = (error: unknown): FetchFailure => {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return new FetchFailure({ code: 'not-found', url: path });
    return new FetchFailure({ code: 'unreadable', url: path, detail: code ?? String(error) });
  };
  let size: number;
  try {
    const stats = await stat(path);
    if (!stats.isFile()) throw new FetchFailure({ code: 'unreadable', url: path, detail: 'not a file' });
    size = stats.size;
  } catch (error) {
    throw error instanceof FetchFailure ? error : failure(error);
  }
  if (size > maxBytes) throw new FetchFailure({ code: 'too-large', url: path, limit: maxBytes });
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
  } catch (error) {
    throw failure(error);
  }
  // The file may have grown since it was measured.
  if (bytes.byteLength > maxBytes) throw new FetchFailure({ code: 'too-large', url: path, limit: maxBytes });
  return bytes;
}
