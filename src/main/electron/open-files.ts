/**
 * Roster files the system asks Muster to open: from the command line of the first launch, from a second
 * launch (single instance: its command line comes to the first), from macOS's open-file event, or from
 * the recent-files menu. They wait in a queue until the page takes them, so a file given before the
 * window is ready is not lost. Pure apart from reading the file, which is injected.
 */
import { readFileSync, statSync } from 'node:fs';
import { basename, isAbsolute, resolve } from 'node:path';

/** The same bound as the open dialog's and importRoster's input. */
export const MAX_ROSTER_FILE_BYTES = 10_000_000;

export interface ArgvContext {
  /** The working folder of the launch that gave these arguments (relative paths are from there). */
  cwd: string;
  /** True when Electron runs from a folder (npm start): argv[1] is then the app, not a file. */
  defaultApp: boolean;
}

/**
 * The roster files in a command line: the arguments after the executable (and the app folder in
 * development) that end in .json. Switches are never files: Chromium adds its own to a second
 * instance's arguments, and macOS adds -psn_….
 */
export function rosterPathsFromArgv(argv: readonly string[], { cwd, defaultApp }: ArgvContext): string[] {
  const args = argv.slice(defaultApp ? 2 : 1);
  const paths = args
    .filter((arg) => !arg.startsWith('-') && /\.json$/i.test(arg))
    .map((arg) => (isAbsolute(arg) ? arg : resolve(cwd, arg)));
  return [...new Set(paths)];
}

export interface OpenedFile {
  path: string;
  fileName: string;
  text: string;
}

export type OpenedFileResult = OpenedFile | { path: string; fileName: string; error: string };

/** Reads a roster file for the page; a file that is gone or too large says so instead. */
export function readRosterFile(
  path: string,
  fs: { size(path: string): number; read(path: string): string } = {
    size: (file) => statSync(file).size,
    read: (file) => readFileSync(file, 'utf8'),
  },
): OpenedFileResult {
  const fileName = basename(path);
  try {
    if (fs.size(path) > MAX_ROSTER_FILE_BYTES) return { path, fileName, error: `${fileName} is too large` };
    return { path, fileName, text: fs.read(path) };
  } catch (error) {
    return { path, fileName, error: error instanceof Error ? error.message : String(error) };
  }
}

/** The files waiting for the page, in the order they came, each once. */
export class PendingFiles {
  private paths: string[] = [];

  add(paths: readonly string[]): void {
    for (const path of paths) if (!this.paths.includes(path)) this.paths.push(path);
  }

  get size(): number {
    return this.paths.length;
  }

  /** Everything waiting; the queue is empty afterwards. */
  take(): string[] {
    const taken = this.paths;
    this.paths = [];
    return taken;
  }
}
