/**
 * A page that crashes or hangs is loaded again on the screen it showed, with the reason for the page to
 * say; a page that keeps crashing is left alone. The window and its page are stand-ins; time is driven
 * by hand (no waiting).
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import {
  MAX_RECOVERIES,
  recoverCrashedPages,
  recoveryUrl,
  UNRESPONSIVE_GRACE_MS,
} from '../../src/main/electron/crash-recovery';

const ORIGIN = 'muster://app';
const START = 'muster://app/index.html';
const ON_LIST = 'muster://app/index.html#/roster/abc123def';

function setup(url = ON_LIST) {
  const contents = Object.assign(new EventEmitter(), {
    url,
    destroyed: false,
    getURL: () => contents.url,
    loadURL: vi.fn(async (next: string) => void (contents.url = next)),
    forcefullyCrashRenderer: vi.fn(() => contents.emit('render-process-gone', {}, { reason: 'killed' })),
    isDestroyed: () => contents.destroyed,
  });
  const window = Object.assign(new EventEmitter(), { webContents: contents });
  let clock = 0;
  const timers = new Map<number, { run: () => void; at: number }>();
  let next = 1;
  const log = vi.fn();
  recoverCrashedPages(window as never, {
    appOrigin: () => ORIGIN,
    startUrl: () => START,
    log,
    now: () => clock,
    setTimer: (run, ms) => {
      timers.set(next, { run, at: clock + ms });
      return next++;
    },
    clearTimer: (timer) => timers.delete(timer as number),
  });
  const advance = (ms: number) => {
    clock += ms;
    for (const [id, timer] of [...timers])
      if (timer.at <= clock) {
        timers.delete(id);
        timer.run();
      }
  };
  const crash = (reason = 'crashed') => contents.emit('render-process-gone', {}, { reason });
  return { contents, window, log, advance, crash, timers };
}

describe('a page that crashes', () => {
  it('is loaded again on the list it showed, saying why', () => {
    const { contents, crash, log } = setup();
    crash('oom');
    expect(contents.loadURL).toHaveBeenCalledWith(
      'muster://app/index.html?recovered=crashed#/roster/abc123def',
    );
    expect(log).toHaveBeenCalledWith(expect.stringContaining('crashed'));
  });

  it('is not reloaded when its process ends cleanly (the window closing)', () => {
    const { contents, crash } = setup();
    crash('clean-exit');
    expect(contents.loadURL).not.toHaveBeenCalled();
  });

  it('goes back to the app’s first page when its address was not the app’s', () => {
    expect(recoveryUrl('https://evil.example/#/roster/abc', ORIGIN, START, 'crashed')).toBe(
      'muster://app/index.html?recovered=crashed',
    );
    expect(recoveryUrl('', ORIGIN, START, 'crashed')).toBe('muster://app/index.html?recovered=crashed');
    // A mark of an earlier recovery is replaced, not added to.
    expect(recoveryUrl(`${START}?recovered=crashed#/data`, ORIGIN, START, 'unresponsive')).toBe(
      'muster://app/index.html?recovered=unresponsive#/data',
    );
    // The development server's pages are the app's too.
    expect(
      recoveryUrl(
        'http://localhost:5173/#/roster/x1y2z3',
        'http://localhost:5173',
        'http://localhost:5173/',
        'crashed',
      ),
    ).toBe('http://localhost:5173/?recovered=crashed#/roster/x1y2z3');
  });

  it(`is reloaded ${MAX_RECOVERIES} times a minute at most, then left as it is`, () => {
    const { contents, crash, advance, log } = setup();
    for (let i = 0; i < MAX_RECOVERIES + 2; i++) crash();
    expect(contents.loadURL).toHaveBeenCalledTimes(MAX_RECOVERIES);
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('not reloaded'));
    // A minute later it may crash once more and be reloaded again.
    advance(61_000);
    crash();
    expect(contents.loadURL).toHaveBeenCalledTimes(MAX_RECOVERIES + 1);
  });

  it('is not touched once its window is gone', () => {
    const { contents, crash } = setup();
    contents.destroyed = true;
    crash();
    expect(contents.loadURL).not.toHaveBeenCalled();
  });
});

describe('a page that stops answering', () => {
  it('is given time, then its renderer ended and the page loaded again, once', () => {
    const { contents, window, advance } = setup();
    window.emit('unresponsive');
    advance(UNRESPONSIVE_GRACE_MS - 1);
    expect(contents.forcefullyCrashRenderer).not.toHaveBeenCalled();
    advance(1);
    expect(contents.forcefullyCrashRenderer).toHaveBeenCalledTimes(1);
    // The ended renderer's "gone" is not a second crash: one reload, said as a hang.
    expect(contents.loadURL).toHaveBeenCalledTimes(1);
    expect(contents.loadURL).toHaveBeenCalledWith(
      'muster://app/index.html?recovered=unresponsive#/roster/abc123def',
    );
  });

  it('is left alone when it answers again in time', () => {
    const { contents, window, advance, timers } = setup();
    window.emit('unresponsive');
    window.emit('unresponsive');
    expect(timers.size).toBe(1);
    window.emit('responsive');
    advance(UNRESPONSIVE_GRACE_MS * 2);
    expect(contents.forcefullyCrashRenderer).not.toHaveBeenCalled();
    expect(contents.loadURL).not.toHaveBeenCalled();
  });
});
