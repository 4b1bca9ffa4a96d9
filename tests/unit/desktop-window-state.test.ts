/**
 * The window's size, place and maximised state, remembered in window-state.json in the data folder:
 * restored only on a display that is still there, the defaults for a damaged file. Without Electron:
 * the displays' work areas and the window are stand-ins.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyPlacementState,
  DEFAULT_WINDOW_SIZE,
  isVisibleOn,
  parseWindowState,
  placementFor,
  WINDOW_STATE_FILE,
  WindowStateFile,
  type Rectangle,
} from '../../src/main/electron/window-state';

const LAPTOP: Rectangle = { x: 0, y: 0, width: 1920, height: 1050 };
const RIGHT_MONITOR: Rectangle = { x: 1920, y: 0, width: 2560, height: 1400 };
const DEFAULTS = { bounds: { ...DEFAULT_WINDOW_SIZE }, maximized: false, fullScreen: false };

function fakeWindow(bounds: Rectangle, maximized = false, fullScreen = false) {
  const listeners: Record<string, () => void> = {};
  return {
    getNormalBounds: () => bounds,
    isMaximized: () => maximized,
    isFullScreen: () => fullScreen,
    on: (event: 'close', listener: () => void) => void (listeners[event] = listener),
    close: () => listeners.close?.(),
  };
}

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));
function dataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'muster-window-'));
  folders.push(folder);
  return folder;
}

describe('the window’s place', () => {
  it('is saved when the window closes, with its normal bounds, and opens there again', () => {
    const folder = dataFolder();
    const file = new WindowStateFile(folder);
    const window = fakeWindow({ x: 2100, y: 80, width: 1280.4, height: 860 }, true);
    file.track(window);
    window.close();
    const saved = JSON.parse(readFileSync(join(folder, WINDOW_STATE_FILE), 'utf8')) as unknown;
    expect(saved).toEqual({
      bounds: { x: 2100, y: 80, width: 1280, height: 860 },
      maximized: true,
      fullScreen: false,
    });
    expect(placementFor(new WindowStateFile(folder).read(), [LAPTOP, RIGHT_MONITOR])).toEqual({
      bounds: { x: 2100, y: 80, width: 1280, height: 860 },
      maximized: true,
      fullScreen: false,
    });
  });

  it('is not restored off screen: a monitor unplugged since gives the default size, maximised kept', () => {
    const saved = parseWindowState(
      JSON.stringify({ bounds: { x: 2100, y: 80, width: 1280, height: 860 }, maximized: true }),
    );
    expect(placementFor(saved, [LAPTOP])).toEqual({ ...DEFAULTS, maximized: true });
    // Above the top of every display (its title bar out of reach), or with a sliver left visible.
    const above = { bounds: { x: 100, y: -900, width: 1200, height: 880 }, maximized: false };
    expect(placementFor(above, [LAPTOP])).toEqual(DEFAULTS);
    const sliver = { bounds: { x: 1850, y: 100, width: 1200, height: 800 }, maximized: false };
    expect(placementFor(sliver, [LAPTOP])).toEqual(DEFAULTS);
  });

  it('is visible when its title bar is on a display enough to grab it', () => {
    expect(isVisibleOn({ x: 1700, y: 10, width: 800, height: 600 }, [LAPTOP])).toBe(true);
    expect(isVisibleOn({ x: 1820, y: 10, width: 800, height: 600 }, [LAPTOP])).toBe(false);
    expect(isVisibleOn({ x: 1820, y: 10, width: 800, height: 600 }, [LAPTOP, RIGHT_MONITOR])).toBe(true);
    expect(isVisibleOn({ x: 10, y: 10, width: 800, height: 600 }, [])).toBe(false);
  });

  it('never opens tinier than a usable window', () => {
    const tiny = { bounds: { x: 10, y: 10, width: 50, height: 20 }, maximized: false };
    expect(placementFor(tiny, [LAPTOP]).bounds).toEqual({ x: 10, y: 10, width: 640, height: 480 });
  });

  const DAMAGED = [
    '',
    '{',
    'null',
    '[]',
    '{"bounds":{"x":0,"y":0,"width":800},"maximized":false}',
    '{"bounds":{"x":"0","y":0,"width":800,"height":600},"maximized":false}',
    '{"bounds":{"x":0,"y":0,"width":-800,"height":600},"maximized":false}',
    '{"bounds":{"x":1e308,"y":0,"width":800,"height":600},"maximized":false}',
    '{"bounds":{"x":0.5,"y":0,"width":800,"height":600},"maximized":false}',
    '{"bounds":{"x":0,"y":0,"width":800,"height":600},"maximized":"yes"}',
    '{"bounds":{"x":0,"y":0,"width":800,"height":600},"maximized":false,"extra":1}',
  ];
  for (const text of DAMAGED)
    it(`gives the defaults for a damaged file: ${JSON.stringify(text).slice(0, 60)}`, () => {
      const folder = dataFolder();
      writeFileSync(join(folder, WINDOW_STATE_FILE), text);
      expect(new WindowStateFile(folder).read()).toBeUndefined();
      expect(placementFor(new WindowStateFile(folder).read(), [LAPTOP])).toEqual(DEFAULTS);
    });

  it('gives the defaults when there is no file yet', () => {
    expect(placementFor(new WindowStateFile(dataFolder()).read(), [LAPTOP])).toEqual(DEFAULTS);
  });

  it('logs a failed write rather than throw it', () => {
    const write = vi.fn(() => {
      throw new Error('EROFS: read-only file system');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const file = new WindowStateFile('/data', { read: () => undefined, write });
    expect(() =>
      file.write({ bounds: { x: 0, y: 0, width: 800, height: 600 }, maximized: false }),
    ).not.toThrow();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('window-state.json'), expect.any(Error));
    error.mockRestore();
  });

  it('maximises or goes full screen once the window exists', () => {
    const window = { maximize: vi.fn(), setFullScreen: vi.fn() };
    applyPlacementState(window, { ...DEFAULTS, maximized: true });
    expect(window.maximize).toHaveBeenCalledTimes(1);
    expect(window.setFullScreen).not.toHaveBeenCalled();
    applyPlacementState(window, { ...DEFAULTS, fullScreen: true });
    expect(window.setFullScreen).toHaveBeenCalledWith(true);
  });

  it('opens the window at the placement given (createMainWindow)', async () => {
    vi.doMock('electron', () => ({}));
    const { createMainWindow } = await import('../../src/main/electron/window');
    const created: Record<string, unknown>[] = [];
    class FakeWindow {
      constructor(options: Record<string, unknown>) {
        created.push(options);
      }
    }
    createMainWindow(FakeWindow as never, '/p.cjs', {
      packaged: true,
      bounds: { x: 5, y: 6, width: 900, height: 700 },
    });
    createMainWindow(FakeWindow as never, '/p.cjs', { packaged: true });
    expect(created[0]).toMatchObject({ x: 5, y: 6, width: 900, height: 700, show: false });
    expect(created[1]).toMatchObject({ width: 1400, height: 900 });
    expect(created[1]).not.toHaveProperty('x');
  });
});
