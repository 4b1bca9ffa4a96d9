/**
 * The main window's size, place and maximised / full-screen state, remembered between launches in
 * `window-state.json` in the data folder (written atomically). Restored only when the saved place is
 * still on a display: a window saved on a second monitor since unplugged, or on a larger screen, must not
 * open where nobody can see it or grab it; it opens at the default size, centred, instead. A missing,
 * damaged or hand-edited file gives the defaults too. Pure apart from the file, which is injected.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { diskStateFileIo, type StateFileIo } from './state-file-io';

export const WINDOW_STATE_FILE = 'window-state.json';

export const DEFAULT_WINDOW_SIZE = { width: 1400, height: 900 } as const;
/** Smaller than this is not a window anyone left on purpose (and the layout's narrow mode starts at 1100). */
export const MIN_WINDOW_SIZE = { width: 640, height: 480 } as const;
/** How much of the title bar must be on a display for the place to be kept: enough to grab it. */
const VISIBLE_MARGIN = { width: 120, height: 40 } as const;

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

const coordinate = z.number().int().min(-100_000).max(100_000);
const length = z.number().int().min(1).max(100_000);

const stateSchema = z.strictObject({
  bounds: z.strictObject({ x: coordinate, y: coordinate, width: length, height: length }),
  maximized: z.boolean(),
  fullScreen: z.boolean().optional(),
});
export type WindowState = z.infer<typeof stateSchema>;

/** The saved state, or undefined when there is none or it cannot be read. */
export function parseWindowState(text: string | undefined): WindowState | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed = stateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the window's top band (where its title bar is) lies enough on one display's work area. */
export function isVisibleOn(bounds: Rectangle, workAreas: readonly Rectangle[]): boolean {
  const top = { ...bounds, height: Math.min(bounds.height, VISIBLE_MARGIN.height) };
  return workAreas.some((area) => {
    const width = Math.min(top.x + top.width, area.x + area.width) - Math.max(top.x, area.x);
    const height = Math.min(top.y + top.height, area.y + area.height) - Math.max(top.y, area.y);
    return width >= VISIBLE_MARGIN.width && height >= Math.min(VISIBLE_MARGIN.height, top.height);
  });
}

/** The options the window opens with: the saved place when it is visible, else the default size. */
export interface WindowPlacement {
  bounds: Partial<Rectangle> & { width: number; height: number };
  maximized: boolean;
  fullScreen: boolean;
}

export function placementFor(
  saved: WindowState | undefined,
  workAreas: readonly Rectangle[],
): WindowPlacement {
  const fallback: WindowPlacement = {
    bounds: { ...DEFAULT_WINDOW_SIZE },
    maximized: false,
    fullScreen: false,
  };
  if (!saved) return fallback;
  const size = {
    width: Math.max(saved.bounds.width, MIN_WINDOW_SIZE.width),
    height: Math.max(saved.bounds.height, MIN_WINDOW_SIZE.height),
  };
  // The maximised state is kept even where the place is not: the window then maximises on the main display.
  const flags = { maximized: saved.maximized, fullScreen: saved.fullScreen === true };
  if (!isVisibleOn({ ...saved.bounds, ...size }, workAreas)) return { ...fallback, ...flags };
  return { bounds: { x: saved.bounds.x, y: saved.bounds.y, ...size }, ...flags };
}

/** What the shell needs of a window to remember it. */
export interface TrackedWindow {
  getNormalBounds(): Rectangle;
  isMaximized(): boolean;
  isFullScreen(): boolean;
  on(event: 'close', listener: () => void): unknown;
}

export class WindowStateFile {
  constructor(
    private readonly folder: string | (() => string),
    private readonly io: StateFileIo = diskStateFileIo,
  ) {}

  get file(): string {
    return join(typeof this.folder === 'string' ? this.folder : this.folder(), WINDOW_STATE_FILE);
  }

  read(): WindowState | undefined {
    return parseWindowState(this.io.read(this.file));
  }

  /** A failed write costs the player only the place next time: logged, never in their way. */
  write(state: WindowState): void {
    try {
      this.io.write(this.file, `${JSON.stringify(state, null, 2)}\n`);
    } catch (error) {
      console.error(`Cannot write ${this.file}:`, error);
    }
  }

  /**
   * Saves the window's state when it closes: its normal bounds (those it returns to from maximised or
   * full screen, so that restoring it does not make a maximised window of the size of the screen).
   */
  track(window: TrackedWindow): void {
    window.on('close', () =>
      this.write({
        bounds: roundBounds(window.getNormalBounds()),
        maximized: window.isMaximized(),
        fullScreen: window.isFullScreen(),
      }),
    );
  }
}

const roundBounds = (bounds: Rectangle): Rectangle => ({
  x: Math.round(bounds.x),
  y: Math.round(bounds.y),
  width: Math.max(1, Math.round(bounds.width)),
  height: Math.max(1, Math.round(bounds.height)),
});

/** Applies the maximised and full-screen state once the window exists (before it is shown). */
export function applyPlacementState(
  window: { maximize(): void; setFullScreen(flag: boolean): void },
  placement: WindowPlacement,
): void {
  if (placement.maximized) window.maximize();
  if (placement.fullScreen) window.setFullScreen(true);
}
