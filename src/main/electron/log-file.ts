/**
 * The desktop app's log file: a packaged Windows app has no console, so main-process errors, warnings
 * and crashes (of the page, the GPU or a utility process) are written to `logs/muster.log` in the data
 * folder, whose path "À propos" shows. It never grows past a size: past `maxBytes` the file becomes
 * `muster.1.log`, the older ones move up one, and the oldest beyond `keep` is deleted. Writes are
 * synchronous appends (a crash must not lose its last line) and never throw: a log that cannot be
 * written must not take the app down with it.
 */
import { appendFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { inspect } from 'node:util';

export const LOG_FOLDER = 'logs';
export const LOG_FILE = 'muster.log';
/** 1 MiB a file and four files: weeks of a usual app's errors, never more than 4 MiB on disk. */
export const DEFAULT_MAX_LOG_BYTES = 1024 * 1024;
export const DEFAULT_KEPT_LOGS = 3;

export type LogLevel = 'info' | 'warn' | 'error';

export interface LogFs {
  size(path: string): number | undefined;
  append(path: string, text: string): void;
  rename(from: string, to: string): void;
  remove(path: string): void;
  makeFolder(path: string): void;
}

const nodeFs: LogFs = {
  size: (path) => {
    try {
      return statSync(path).size;
    } catch {
      return undefined;
    }
  },
  append: (path, text) => appendFileSync(path, text, 'utf8'),
  rename: (from, to) => renameSync(from, to),
  remove: (path) => rmSync(path, { force: true }),
  makeFolder: (path) => mkdirSync(path, { recursive: true }),
};

/** `muster.log` → `muster.2.log` */
export function rotatedName(file: string, index: number): string {
  return index === 0 ? file : file.replace(/\.log$/, `.${index}.log`);
}

/** One line per entry: time, level, message; an error with its stack on the lines after. */
export function formatEntry(level: LogLevel, parts: readonly unknown[], now: Date): string {
  const text = parts
    .map((part) =>
      typeof part === 'string'
        ? part
        : part instanceof Error
          ? (part.stack ?? `${part.name}: ${part.message}`)
          : inspect(part, { depth: 4, breakLength: Infinity }),
    )
    .join(' ');
  return `${now.toISOString()} ${level.toUpperCase()} ${text}\n`;
}

export class RotatingLog {
  private readonly fs: LogFs;
  private readonly maxBytes: number;
  private readonly keep: number;
  private readonly now: () => Date;

  /**
   * `dataDir` may be a function: the shell creates the log when its module loads, and Electron's data
   * folder is asked for on the first line written.
   */
  constructor(
    private readonly dataDir: string | (() => string),
    options: { fs?: LogFs; maxBytes?: number; keep?: number; now?: () => Date } = {},
  ) {
    this.fs = options.fs ?? nodeFs;
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_LOG_BYTES;
    this.keep = options.keep ?? DEFAULT_KEPT_LOGS;
    this.now = options.now ?? (() => new Date());
  }

  get file(): string {
    return join(typeof this.dataDir === 'string' ? this.dataDir : this.dataDir(), LOG_FOLDER, LOG_FILE);
  }

  write(level: LogLevel, ...parts: unknown[]): void {
    try {
      const entry = formatEntry(level, parts, this.now());
      this.fs.makeFolder(dirname(this.file));
      const size = this.fs.size(this.file) ?? 0;
      if (size > 0 && size + Buffer.byteLength(entry) > this.maxBytes) this.rotate();
      this.fs.append(this.file, entry);
    } catch {
      // Nowhere left to say it: the log is a help, never a reason to fail.
    }
  }

  /** muster.log → muster.1.log → … → muster.<keep>.log, the oldest deleted. */
  private rotate(): void {
    const file = this.file;
    this.fs.remove(rotatedName(file, this.keep));
    for (let index = this.keep - 1; index >= 0; index -= 1) {
      const from = rotatedName(file, index);
      if (this.fs.size(from) !== undefined) this.fs.rename(from, rotatedName(file, index + 1));
    }
  }
}

/** The parts of Electron and Node the log listens to (passed in: tested without Electron). */
export interface CrashSources {
  process: Pick<NodeJS.EventEmitter, 'on'>;
  app: {
    on(
      event: 'render-process-gone',
      listener: (event: unknown, contents: unknown, details: { reason: string; exitCode: number }) => void,
    ): unknown;
    on(
      event: 'child-process-gone',
      listener: (
        event: unknown,
        details: { type: string; reason: string; exitCode: number; name?: string },
      ) => void,
    ): unknown;
  };
  console: Pick<Console, 'error' | 'warn'>;
}

/**
 * Everything worth a bug report goes to the log as well as the console: console.error and warn (the
 * shell's own messages), errors nobody caught, and processes that ended badly. An uncaught exception
 * is written, then `fatal` ends the app (the shell says so in a dialog first): carrying on in an unknown
 * state could save a list half changed.
 */
export function captureToLog(log: RotatingLog, sources: CrashSources, fatal: (error: unknown) => void): void {
  const { console: out } = sources;
  const error = out.error.bind(out);
  const warn = out.warn.bind(out);
  out.error = (...parts: unknown[]) => {
    log.write('error', ...parts);
    error(...parts);
  };
  out.warn = (...parts: unknown[]) => {
    log.write('warn', ...parts);
    warn(...parts);
  };
  sources.process.on('uncaughtException', (thrown: unknown) => {
    log.write('error', 'Uncaught exception:', thrown);
    error(thrown);
    fatal(thrown);
  });
  // Written and shown, and the app carries on (as Electron does without this listener).
  sources.process.on('unhandledRejection', (reason: unknown) => {
    log.write('error', 'Unhandled promise rejection:', reason);
    error('Unhandled promise rejection:', reason);
  });
  sources.app.on('render-process-gone', (_event, _contents, details) =>
    log.write('error', `The page's process ended: ${details.reason} (exit code ${details.exitCode})`),
  );
  sources.app.on('child-process-gone', (_event, details) => {
    if (details.reason === 'clean-exit') return;
    const name = details.name ? ` ${details.name}` : '';
    log.write(
      'error',
      `A ${details.type}${name} process ended: ${details.reason} (exit code ${details.exitCode})`,
    );
  });
}
