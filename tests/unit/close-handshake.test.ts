/**
 * The desktop close handshake: the window does not close until the page has stored what was waiting,
 * only our own page may let it close, and a page that never answers does not hold it open for ever.
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => ({}));

const { flushPageBeforeClose, CLOSE_TIMEOUT_MS } = await import('../../src/main/electron/close-handshake');
const { CLOSE_READY_CHANNEL, CLOSE_REQUEST_CHANNEL } = await import('../../src/shared/desktop-bridge');
const { APP_ORIGIN } = await import('../../src/main/electron/security');

const OUR_FRAME = { url: 'muster://app/index.html', parent: null };

function setup() {
  const ipcMain = new EventEmitter();
  const webContents = { send: vi.fn(), isDestroyed: () => false };
  const window = Object.assign(new EventEmitter(), {
    webContents,
    closed: false,
    isDestroyed: () => window.closed,
    close: vi.fn(() => {
      const event = { prevented: false, preventDefault: () => (event.prevented = true) };
      window.emit('close', event);
      if (!event.prevented) {
        window.closed = true;
        window.emit('closed');
      }
    }),
  });
  flushPageBeforeClose(window as never, ipcMain as never, () => APP_ORIGIN);
  const pageAnswers = (sender: unknown = webContents, senderFrame: unknown = OUR_FRAME) =>
    ipcMain.emit(CLOSE_READY_CHANNEL, { sender, senderFrame });
  return { ipcMain, window, webContents, pageAnswers };
}

describe('close handshake', () => {
  it('holds the window until the page says its last edit is stored, then closes it', () => {
    const { window, webContents, pageAnswers } = setup();
    window.close();
    expect(window.closed).toBe(false);
    expect(webContents.send).toHaveBeenCalledWith(CLOSE_REQUEST_CHANNEL);
    window.close(); // a second click waits as well, without asking twice
    expect(webContents.send).toHaveBeenCalledTimes(1);
    pageAnswers();
    expect(window.closed).toBe(true);
  });

  it('ignores answers from another frame or before any close was asked', () => {
    const { window, webContents, pageAnswers } = setup();
    pageAnswers();
    window.close();
    pageAnswers({ other: true });
    pageAnswers(webContents, { url: 'https://evil.example/', parent: null });
    pageAnswers(webContents, { url: OUR_FRAME.url, parent: {} });
    expect(window.closed).toBe(false);
    pageAnswers();
    expect(window.closed).toBe(true);
  });

  it('closes anyway when the page never answers', () => {
    vi.useFakeTimers();
    try {
      const { window } = setup();
      window.close();
      vi.advanceTimersByTime(CLOSE_TIMEOUT_MS - 1);
      expect(window.closed).toBe(false);
      vi.advanceTimersByTime(1);
      expect(window.closed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops listening once the window is gone', () => {
    const { ipcMain, window, pageAnswers } = setup();
    window.close();
    pageAnswers();
    expect(ipcMain.listenerCount(CLOSE_READY_CHANNEL)).toBe(0);
  });
});
