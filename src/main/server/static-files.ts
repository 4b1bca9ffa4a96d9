import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
};

/**
 * Resolves a URL path inside `root`, or undefined when it would escape it (../, encoded slashes,
 * NUL bytes). "/" is the app's index.html.
 */
export function resolveStaticPath(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const relative = decoded === '/' ? 'index.html' : decoded.replace(/^\/+/, '');
  const full = normalize(join(root, relative));
  return full.startsWith(normalize(root) + sep) ? full : undefined;
}

export async function readStaticFile(
  root: string,
  urlPath: string,
): Promise<{ body: Buffer; contentType: string } | undefined> {
  const file = resolveStaticPath(root, urlPath);
  if (!file) return undefined;
  try {
    const body = await readFile(file);
    return { body, contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' };
  } catch {
    return undefined;
  }
}
