/**
 * Roster files the system asks Muster to open: from the command line of the first launch, from a second
 * launch (single instance: its command line comes to the first), from macOS's open-file event, or from
 * the recent-files menu. They wait in a queue until the page takes them, so a file given before the
 * window is ready is not lost. Pure apart from reading the file, which is injected.
 */
import { readFileSync, statSync } from 'node:fs';
import { basename, isAbsolute, resolve } from 'node:path';
import { isMusterLink } from './muster-link';

/** The same bound as the open dialog's and importRoster's input. */
export const MAX_ROSTER_FILE_BYTES = 10_000_000;

export interface ArgvContext {
  /** The working folder of the launch that gave these arguments (relative paths are from there). */
  cwd: string;
  /** True when Electron runs from a folder (npm start): argv[1] is then the app, not a file. */
  defaultApp: boolean;
}

/**
 * The files Muster opens: its own roster files (`.muster`, the older `.muster.json`, any `.json` list),
 * and BattleScribe / New Recruit rosters (`.ros`, `.rosz`), which are imported as lists of their
 * imported faction. The packages register the first and the last two with the system
 * (electron-builder.config.ts).
 */
export const ROSTER_FILE = /\.(muster|json)$/i;
export const BATTLESCRIBE_ROSTER_FILE = /\.rosz?$/i;

const opensAsFile = (arg: string) => ROSTER_FILE.test(arg) || BATTLESCRIBE_ROSTER_FILE.test(arg);

/** The arguments after the executable (and the app folder in development). */
const givenArgs = (argv: readonly string[], defaultApp: boolean) => argv.slice(defaultApp ? 2 : 1);

/**
 * The roster files in a command line. Switches are never files: Chromium adds its own to a second
 * instance's arguments, and macOS adds -psn_…; `muster:` links are not files either (linksFromArgv).
 */
export function rosterPathsFromArgv(argv: readonly string[], { cwd, defaultApp }: ArgvContext): string[] {
  const paths = givenArgs(argv, defaultApp)
    .filter((arg) => !arg.startsWith('-') && !isMusterLink(arg) && opensAsFile(arg))
    .map((arg) => (isAbsolute(arg) ? arg : resolve(cwd, arg)));
  return [...new Set(paths)];
}

/** The `muster:` links in a command line, as given (parseMusterLink reads them). */
export function linksFromArgv(
  argv: readonly string[],
  { defaultApp }: Pick<ArgvContext, 'defaultApp'>,
): string[] {
  return [...new Set(givenArgs(argv, defaultApp).filter(isMusterLink))];
}

export interface OpenedFile {
  path: string;
  fileName: string;
  text: string;
}

export type OpenedFileResult =
  | OpenedFile
  | { path: string; fileName: string; base64: string }
  | { path: string; fileName: string; error: string };

/** A BattleScribe roster: the bound of `muster import-roster` (README), before base64. */
export const MAX_BATTLESCRIBE_FILE_BYTES = 16_000_000;

/**
 * Reads a file given by the system for the page: a roster file as text, a BattleScribe roster as
 * base64 (a `.rosz` is a zip) for `importRosterFile`; a file that is gone or too large says so instead.
 */
export function readRosterFile(
  path: string,
  fs: { size(path: string): number; read(path: string): string; readBase64?(path: string): string } = {
    size: (file) => statSync(file).size,
    read: (file) => readFileSync(file, 'utf8'),
    readBase64: (file) => readFileSync(file).toString('base64'),
  },
): OpenedFileResult {
  const fileName = basename(path);
  const battleScribe = BATTLESCRIBE_ROSTER_FILE.test(path);
  const limit = battleScribe ? MAX_BATTLESCRIBE_FILE_BYTES : MAX_ROSTER_FILE_BYTES;
  try {
    if (fs.size(path) > limit) return { path, fileName, error: `${fileName} is too large` };
    if (!battleScribe) return { path, fileName, text: fs.read(path) };
    const base64 = (fs.readBase64 ?? ((file) => readFileSync(file).toString('base64')))(path);
    return { path, fileName, base64 };
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
