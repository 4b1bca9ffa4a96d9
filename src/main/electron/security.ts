/**
 * The desktop shell's guards, kept free of side effects at import time so that they can be
 * unit-tested with `electron` mocked (Electron itself cannot run on our CI machines).
 */
import type { App, Session, Shell, WebContents } from 'electron';
import { CONTENT_SECURITY_POLICY } from '../content-security-policy';

export const APP_SCHEME = 'muster';
export const APP_ORIGIN = `${APP_SCHEME}://app`;

function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    // Custom schemes report an opaque origin ("null"); rebuild it from protocol and host.
    return parsed.origin === 'null' ? `${parsed.protocol}//${parsed.host}` : parsed.origin;
  } catch {
    return undefined;
  }
}

/** Same-origin test used for navigation and for IPC senders. */
export function isAppUrl(url: string, appOrigin: string): boolean {
  return originOf(url) === appOrigin;
}

/** IPC is answered only for the top frame of our own page. */
export function isTrustedSender(
  frame: { url: string; parent: unknown } | null | undefined,
  appOrigin: string,
): boolean {
  return !!frame && frame.parent === null && isAppUrl(frame.url, appOrigin);
}

/** Opens a link in the system browser, and only an https one. */
export async function openExternalSafely(shell: Pick<Shell, 'openExternal'>, url: string): Promise<boolean> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:') return false;
  await shell.openExternal(parsed.toString());
  return true;
}

/** Denies every permission request and check (camera, notifications, geolocation…). */
export function denyAllPermissions(
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>,
): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

/** Adds our CSP to every response the session receives, whatever serves it. */
export function enforceContentSecurityPolicy(session: Pick<Session, 'webRequest'>): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });
}

/**
 * For every web contents: no navigation away from the app, no new windows (https links go to the
 * system browser), no <webview>.
 */
export function guardWebContents(
  contents: WebContents,
  appOrigin: string,
  shell: Pick<Shell, 'openExternal'>,
): void {
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url, appOrigin)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url, appOrigin)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    void openExternalSafely(shell, url);
    return { action: 'deny' };
  });
}

export function installAppGuards(
  app: Pick<App, 'on'>,
  appOrigin: () => string,
  shell: Pick<Shell, 'openExternal'>,
): void {
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, appOrigin(), shell));
}
