import { statfsSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A database failure a player can act on: the message names the file and says what to do, because
 * it reaches them as is (a dialog in the desktop app, a line on the terminal, an API error).
 */
export class DatabaseError extends Error {
  constructor(
    readonly file: string,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'DatabaseError';
  }
}

export class DatabaseTooNewError extends DatabaseError {
  constructor(
    file: string,
    readonly found: number,
    readonly supported: number,
  ) {
    super(
      file,
      `The database ${file} was written by a newer Muster (schema ${found}; this version knows up to ${supported}). ` +
        'It was left untouched. Update Muster, or open another data folder with --data-dir.',
    );
    this.name = 'DatabaseTooNewError';
  }
}

/** The file is not a readable SQLite database (overwritten, truncated, damaged on disk). */
export class DatabaseDamagedError extends DatabaseError {
  constructor(file: string, detail: string, cause?: unknown) {
    super(
      file,
      `The database ${file} is damaged (${detail}). Muster keeps it aside and starts with a fresh one; ` +
        'restore your lists from a backup with "muster restore-backup".',
      cause,
    );
    this.name = 'DatabaseDamagedError';
  }
}

interface SqliteLike {
  code?: unknown;
  message: string;
}

function sqliteCode(error: unknown): string | undefined {
  if (!(error instanceof Error) || error.name !== 'SqliteError') return undefined;
  const code = (error as SqliteLike).code;
  return typeof code === 'string' ? code : undefined;
}

/** Whether another connection holds the lock longer than the busy timeout. */
export function isBusy(error: unknown): boolean {
  const code = sqliteCode(error);
  return code !== undefined && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'));
}

/** Whether SQLite reports the file as not a database, or its content as malformed. */
export function isDamage(error: unknown): boolean {
  const code = sqliteCode(error);
  return code === 'SQLITE_NOTADB' || (code?.startsWith('SQLITE_CORRUPT') ?? false);
}

/** Free bytes on the disk holding `file`; undefined when the platform cannot say. */
export function freeBytesNear(file: string): number | undefined {
  try {
    const stats = statfsSync(dirname(file));
    return Number(stats.bavail) * Number(stats.bsize);
  } catch {
    return undefined;
  }
}

// Below this, an I/O error is most likely the disk filling up: SQLite then often reports
// "disk I/O error" (a failed write to the WAL or its index) rather than SQLITE_FULL.
const NEARLY_FULL_BYTES = 8 * 1024 * 1024;

function adviceFor(code: string, file: string, freeBytes: number | undefined): string | undefined {
  const diskFull = `The disk holding ${file} is full: free some space on it, then try again. Nothing was lost: the change was not applied.`;
  if (code === 'SQLITE_FULL') return diskFull;
  if (code.startsWith('SQLITE_IOERR'))
    return freeBytes !== undefined && freeBytes < NEARLY_FULL_BYTES
      ? diskFull
      : `Muster could not read or write ${file} (disk I/O error): check that the disk is connected and healthy and that the folder is writable, then try again.`;
  if (code.startsWith('SQLITE_READONLY') || code === 'SQLITE_PERM' || code.startsWith('SQLITE_CANTOPEN'))
    return `Muster cannot write ${file}: check the permissions of the file and its folder, or use another data folder with --data-dir (MUSTER_DATA_DIR).`;
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
    return `The database ${file} is busy: another Muster (the desktop app, browser mode or a command) is writing to it. Try again in a moment.`;
  return undefined;
}

/**
 * The player-facing form of a SQLite failure on `file`, or the error itself when it is not one we can
 * explain. Damage is reported separately (see isDamage), since it calls for a recovery, not advice.
 */
export function explainDatabaseFailure(
  error: unknown,
  file: string,
  freeBytes: () => number | undefined = () => freeBytesNear(file),
): unknown {
  if (error instanceof DatabaseError) return error;
  const code = sqliteCode(error);
  if (code === undefined) return error;
  const message = (error as SqliteLike).message;
  if (isDamage(error)) return new DatabaseDamagedError(file, message, error);
  const advice = adviceFor(code, file, freeBytes());
  return new DatabaseError(file, advice ? `${advice} (SQLite: ${message})` : `${file}: ${message}`, error);
}
