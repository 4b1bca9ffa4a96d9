/**
 * A page that crashes (its renderer process gone: killed, out of memory, a Chromium bug) or that stops
 * answering for a while is loaded again on the screen it showed: the list open in the editor is in
 * the address (`#/roster/<id>`), and every edit is saved as it is made, so the player is back on their
 * list. The address carries `?recovered=crashed|unresponsive` for the page to say what happened; it then
 * removes it. A page that keeps crashing is not reloaded for ever: past a few crashes in a minute the
 * shell stops and leaves the window as it is (the log says why).
 */
import { isAppUrl } from './security';

export type RecoveryReason = 'crashed' | 'unresponsive';
export const RECOVERY_PARAMETER = 'recovered';

/** How long a page may hang (a long import, a huge list) before it is reloaded. */
export const UNRESPONSIVE_GRACE_MS = 15_000;
export const MAX_RECOVERIES = 3;
export const RECOVERY_WINDOW_MS = 60_000;

/**
 * The address to load again: the crashed page's own, when it is ours (the app's origin), with the
 * recovery reason; else the app's first page. The screen (the hash) is kept; any query is replaced.
 */
export function recoveryUrl(
  lastUrl: string,
  appOrigin: string,
  startUrl: string,
  reason: RecoveryReason,
): string {
  // The same test as navigation's and IPC's (a custom scheme's origin is rebuilt there).
  const url = new URL(isAppUrl(lastUrl, appOrigin) ? lastUrl : startUrl);
  url.search = `?${RECOVERY_PARAMETER}=${reason}`;
  return url.href;
}

export interface RecoverableContents {
  getURL(): string;
  loadURL(url: string): Promise<void>;
  forcefullyCrashRenderer(): void;
  isDestroyed(): boolean;
  on(event: 'render-process-gone', listener: (event: unknown, details: { reason: string }) => void): unknown;
}

export interface RecoverableWindow {
  webContents: RecoverableContents;
  on(event: 'unresponsive' | 'responsive', listener: () => void): unknown;
}

export interface RecoveryDeps {
  appOrigin(): string;
  startUrl(): string;
  log(message: string): void;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** Watches one window's page; reloads it after a crash or a long hang, a few times a minute at most. */
export function recoverCrashedPages(window: RecoverableWindow, deps: RecoveryDeps): void {
  const now = deps.now ?? (() => Date.now());
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as NodeJS.Timeout));
  const contents = window.webContents;
  const recent: number[] = [];
  let hang: unknown;
  // The page's address before it went: after a crash getURL may already be empty.
  let lastUrl = '';
  let killedForHang = false;

  const reload = (reason: RecoveryReason) => {
    if (contents.isDestroyed()) return;
    const at = now();
    while (recent.length > 0 && at - recent[0]! > RECOVERY_WINDOW_MS) recent.shift();
    if (recent.length >= MAX_RECOVERIES) {
      deps.log(
        `The page ${reason === 'crashed' ? 'crashed' : 'stopped answering'} again: not reloaded (${MAX_RECOVERIES} times within a minute).`,
      );
      return;
    }
    recent.push(at);
    const url = recoveryUrl(lastUrl || contents.getURL(), deps.appOrigin(), deps.startUrl(), reason);
    deps.log(`The page ${reason === 'crashed' ? 'crashed' : 'stopped answering'}: loaded again at ${url}`);
    contents.loadURL(url).catch((error: unknown) => deps.log(`Reloading the page failed: ${String(error)}`));
  };

  contents.on('render-process-gone', (_event, details) => {
    if (hang !== undefined) clearTimer(hang);
    hang = undefined;
    // The renderer ended for a hang: reloaded already. A clean exit is the window closing.
    if (killedForHang) return void (killedForHang = false);
    if (details.reason === 'clean-exit') return;
    reload('crashed');
  });
  window.on('unresponsive', () => {
    if (hang !== undefined) return;
    lastUrl = contents.getURL();
    hang = setTimer(() => {
      hang = undefined;
      if (contents.isDestroyed()) return;
      // Ending the hung renderer first: a reload alone would wait on it. Its end is not a crash.
      killedForHang = true;
      contents.forcefullyCrashRenderer();
      reload('unresponsive');
    }, UNRESPONSIVE_GRACE_MS);
  });
  window.on('responsive', () => {
    if (hang !== undefined) clearTimer(hang);
    hang = undefined;
  });
}
