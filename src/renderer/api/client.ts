import type { MusterClient } from '../../shared/api-contract';
import { API_METHOD_NAMES, type ApiMethodName } from '../../shared/api-methods';
import { failure, type ApiResult } from '../../shared/api-result';

declare global {
  interface Window {
    /** Present in the desktop app: the preload's named methods. */
    muster?: MusterClient;
  }
}

const TOKEN_KEY = 'muster.token';
const KEEPALIVE_LIMIT = 60_000;

/**
 * Browser mode receives its access token in the address fragment (#token=…). We keep it for this
 * tab only and remove it from the address bar so it is not bookmarked or shared by accident.
 */
export function takeTokenFromLocation(
  location: Location,
  storage: Storage,
  history: History,
): string | undefined {
  const match = /(?:^#|&)token=([A-Za-z0-9_-]+)/.exec(location.hash);
  if (match?.[1]) {
    storage.setItem(TOKEN_KEY, match[1]);
    history.replaceState(null, '', location.pathname + location.search);
  }
  return storage.getItem(TOKEN_KEY) ?? undefined;
}

export function createHttpClient(token: string | undefined, fetchImpl: typeof fetch = fetch): MusterClient {
  const call = async (method: ApiMethodName, input: unknown): Promise<ApiResult<unknown>> => {
    if (!token)
      return failure('unauthorized', 'No access token: open the address printed by "npm run serve".');
    try {
      const body = JSON.stringify(input ?? {});
      const response = await fetchImpl(`/api/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body,
        // The last autosave is sent as the page unloads: keepalive lets it finish after the page is
        // gone. Browsers cap keepalive bodies at 64 KiB, so larger ones go without it.
        keepalive: body.length < KEEPALIVE_LIMIT && new TextEncoder().encode(body).length < KEEPALIVE_LIMIT,
      });
      return (await response.json()) as ApiResult<unknown>;
    } catch (error) {
      return failure('internal', `The Muster server did not answer: ${String(error)}`);
    }
  };
  return Object.fromEntries(
    API_METHOD_NAMES.map((method) => [method, (input: unknown) => call(method, input)]),
  ) as MusterClient;
}

/** The desktop preload when present, otherwise the browser-mode HTTP API. */
export function connectClient(): MusterClient {
  if (window.muster) return window.muster;
  return createHttpClient(takeTokenFromLocation(window.location, window.sessionStorage, window.history));
}

/** Unwraps a result, throwing the API's own message: for resources that show errors themselves. */
export async function unwrap<T>(result: Promise<ApiResult<T>>): Promise<T> {
  const settled = await result;
  if (!settled.ok) throw new Error(settled.error.message);
  return settled.value;
}
