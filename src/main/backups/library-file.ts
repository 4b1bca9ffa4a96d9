import Database from 'better-sqlite3';
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { ApiFailure } from '../service/api-failure';
import type { SqliteDatabase } from '../db/open-database';
import { LIBRARY_FORMAT, LIBRARY_VERSION } from '../../shared/library-types';

export { LIBRARY_FORMAT, LIBRARY_VERSION };

/**
 * The whole library as one file: every saved roster (the roster files themselves) and the settings.
 * Used for a player's own export and for the daily backups, so a backup restores like an import.
 */
export interface LibraryFile {
  format: typeof LIBRARY_FORMAT;
  version: number;
  exportedAt: string;
  settings: Record<string, string>;
  /** Roster documents, each read again with the roster file reader on import. */
  rosters: unknown[];
  /**
   * What the library last showed of its lists of imported factions, by list id (RosterLastKnown, the
   * `last_known` column): a list whose faction's data is not stored where the file is imported keeps
   * it, and shows it read-only until the data is imported. Optional: older files have none, and an
   * older Muster ignores it.
   */
  lastKnown?: Record<string, unknown>;
}

function hasTable(db: SqliteDatabase, name: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(name) !== undefined;
}

/** Whether the roster table has the `last_known` column (migration 007): a backup copy may be older. */
function hasLastKnown(db: SqliteDatabase): boolean {
  return (
    db.prepare("SELECT 1 FROM pragma_table_info('roster') WHERE name = 'last_known'").get() !== undefined
  );
}

/** The lists' last known summaries by id (those that have one). */
function lastKnownOfLists(db: SqliteDatabase): Record<string, unknown> {
  if (!hasTable(db, 'roster') || !hasLastKnown(db)) return {};
  const rows = db
    .prepare<[], { id: string; last_known: string }>(
      'SELECT id, last_known FROM roster WHERE deleted_at IS NULL AND last_known IS NOT NULL ORDER BY id',
    )
    .all();
  return Object.fromEntries(rows.map((row) => [row.id, JSON.parse(row.last_known) as unknown]));
}

/** Reads the library out of a database: the live one, or a backup copy of an older schema. */
export function libraryFromDatabase(db: SqliteDatabase, now: Date = new Date()): LibraryFile {
  const rosters = hasTable(db, 'roster')
    ? db
        .prepare<[], { document: string }>(
          'SELECT document FROM roster WHERE deleted_at IS NULL ORDER BY updated_at DESC',
        )
        .all()
        .map((row) => JSON.parse(row.document) as unknown)
    : [];
  const settings = hasTable(db, 'app_setting')
    ? Object.fromEntries(
        db
          .prepare<[], { key: string; value: string }>('SELECT key, value FROM app_setting')
          .all()
          .map((row) => [row.key, row.value]),
      )
    : {};
  return {
    format: LIBRARY_FORMAT,
    version: LIBRARY_VERSION,
    exportedAt: now.toISOString(),
    settings,
    rosters,
    lastKnown: lastKnownOfLists(db),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a library file's text; anything else is refused with a sentence saying what it is not. */
export function readLibraryText(text: string): LibraryFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ApiFailure('invalid-input', 'This is not a Muster library file: it is not JSON.');
  }
  if (!isRecord(raw) || raw.format !== LIBRARY_FORMAT || !Array.isArray(raw.rosters))
    throw new ApiFailure(
      'invalid-input',
      `This is not a Muster library file (expected "format": "${LIBRARY_FORMAT}" and a "rosters" list).`,
    );
  if (typeof raw.version !== 'number' || raw.version > LIBRARY_VERSION)
    throw new ApiFailure(
      'invalid-input',
      `This library file was written by a newer Muster (version ${String(raw.version)}): update Muster to read it.`,
    );
  const settings = isRecord(raw.settings)
    ? Object.fromEntries(
        Object.entries(raw.settings).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
      )
    : {};
  return {
    format: LIBRARY_FORMAT,
    version: raw.version,
    exportedAt: typeof raw.exportedAt === 'string' ? raw.exportedAt : '',
    settings,
    rosters: raw.rosters,
    ...(isRecord(raw.lastKnown) ? { lastKnown: raw.lastKnown } : {}),
  };
}

const SQLITE_MAGIC = 'SQLite format 3\0';

function startsLikeSqlite(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(SQLITE_MAGIC.length);
    const read = readSync(fd, head, 0, head.length, 0);
    return read === head.length && head.toString('latin1') === SQLITE_MAGIC;
  } catch {
    return false;
  } finally {
    closeSync(fd);
  }
}

/** Reads a backup: a library file, or a database copy (a pre-migration backup, a saved muster.db). */
export function readBackupFile(file: string, nativeBinding?: string): LibraryFile {
  if (!startsLikeSqlite(file)) return readLibraryText(readFileSync(file, 'utf8'));
  const db = new Database(file, {
    readonly: true,
    fileMustExist: true,
    ...(nativeBinding ? { nativeBinding } : {}),
  });
  try {
    return libraryFromDatabase(db);
  } finally {
    db.close();
  }
}
