/**
 * Before the window closes, the page stores what is still waiting (a name typed a moment ago, not yet
 * saved): the first close is held back, the page is asked to flush, and the window closes when it
 * answers. A page that never answers (hung, crashed) does not keep the window open for ever.
 */
import type { IpcMain, IpcMainEvent } from 'electron';
import { CLOSE_READY_CHANNEL, CLOSE_REQUEST_CHANNEL } from '../../shared/desktop-bridge';
import { isTrustedSender } from './security';

/** The parts of a BrowserWindow the handshake uses. */
export interface ClosingWindow {
  on(event: 'close', listener: (event: { preventDefault(): void }) => void): unknown;
  once(event: 'closed', listener: () => void): unknown;
  close(): void;
  isDestroyed(): boolean;
  webContents: { send(channel: string): void; isDestroyed(): boolean };
}

export const CLOSE_TIMEOUT_MS = 5_000;

export function flushPageBeforeClose(
  window: ClosingWindow,
  ipcMain: Pick<IpcMain, 'on' | 'removeListener'>,
  appOrigin: () => string,
  timeoutMs = CLOSE_TIMEOUT_MS,
): void {
  let mayClose = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const closeNow = () => {
    clearTimeout(timer);
    mayClose = true;
    if (!window.isDestroyed()) window.close();
  };
  const onReady = (event: IpcMainEvent) => {
    if (event.sender !== window.webContents || !isTrustedSender(event.senderFrame, appOrigin())) return;
    if (timer !== undefined) closeNow();
  };

  ipcMain.on(CLOSE_READY_CHANNEL, onReady);
  window.once('closed', () => {
    clearTimeout(timer);
    ipcMain.removeListener(CLOSE_READY_CHANNEL, onReady);
  });
  window.on('close', (event) => {
    if (mayClose || window.webContents.isDestroyed()) return;
    event.preventDefault();
    if (timer !== undefined) return; // already asked: a second click on the close box waits too
    timer = setTimeout(closeNow, timeoutMs);
    window.webContents.send(CLOSE_REQUEST_CHANNEL);
  });
}
