/**
 * What only the desktop app keeps: the recent roster files and the update-check setting, in
 * desktop.json in Electron's user data folder (written atomically). The library, its settings and its
 * backups stay in the database shared with the CLI and browser mode, which have no use for these.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { diskStateFileIo, type StateFileIo } from './state-file-io';

/** As many as a File menu shows comfortably. */
export const MAX_RECENT_FILES = 10;

const stateSchema = z.object({
  recentFiles: z.array(z.string().min(1).max(4096)).max(MAX_RECENT_FILES).catch([]),
  /**
   * On by default: Muster opens files other players send, in a Chromium that gets security fixes only
   * through new releases, so a player should hear of them. The check only reads the latest release's
   * version number; it downloads and installs nothing, and fails silently offline.
   */
  checkForUpdates: z.boolean().catch(true),
  /** ISO time of the last check: once a day at most. */
  lastUpdateCheck: z.string().max(40).optional().catch(undefined),
});
export type DesktopState = z.infer<typeof stateSchema>;

export const DEFAULT_DESKTOP_STATE: DesktopState = { recentFiles: [], checkForUpdates: true };

/** Anything unreadable (missing file, hand-edited, damaged) falls back to the defaults, field by field. */
export function parseDesktopState(text: string | undefined): DesktopState {
  if (text === undefined) return { ...DEFAULT_DESKTOP_STATE };
  try {
    const parsed = stateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : { ...DEFAULT_DESKTOP_STATE };
  } catch {
    return { ...DEFAULT_DESKTOP_STATE };
  }
}

/**
 * The file just opened or saved goes first, once; the oldest fall off the end. Paths are compared
 * without case on Windows and macOS, whose usual file systems ignore it.
 */
export function addRecentFile(
  recent: readonly string[],
  path: string,
  platform: NodeJS.Platform,
  max = MAX_RECENT_FILES,
): string[] {
  const key = (p: string) => (platform === 'linux' ? p : p.toLowerCase());
  return [path, ...recent.filter((other) => key(other) !== key(path))].slice(0, max);
}

/** A file that is no longer there leaves the list when the menu is built. */
export function existingRecentFiles(recent: readonly string[], exists: (path: string) => boolean): string[] {
  return recent.filter(exists);
}

export class DesktopStateFile {
  /**
   * `folder` may be a function: Electron's user data folder is asked for when the file is first used,
   * not when the shell's module loads.
   */
  constructor(
    private readonly folder: string | (() => string),
    private readonly io: StateFileIo = diskStateFileIo,
  ) {}

  private get file(): string {
    return join(typeof this.folder === 'string' ? this.folder : this.folder(), 'desktop.json');
  }

  read(): DesktopState {
    return parseDesktopState(this.io.read(this.file));
  }

  /** Changes and writes the state; a failed write is not worth a player's attention (logged only). */
  update(change: (state: DesktopState) => DesktopState): DesktopState {
    const next = change(this.read());
    try {
      this.io.write(this.file, `${JSON.stringify(next, null, 2)}\n`);
    } catch (error) {
      console.error(`Cannot write ${this.file}:`, error);
    }
    return next;
  }
}
