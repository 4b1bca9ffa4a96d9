/**
 * The copy of the database kept before a schema upgrade (`muster.db.v<old>-<time>.bak`). A copy only
 * ever carries its final name once it has been checked: it is written under a temporary name, read
 * back (integrity, schema version, number of lists and settings), flushed to disk and only then
 * renamed. A process killed while copying leaves at most a temporary file, which is never listed nor
 * reused, and a `.bak` that fails the check (one written by an older Muster killed mid-copy) is
 * replaced, never trusted.
 */
import Database from 'better-sqlite3';
import { closeSync, existsSync, fsyncSync, openSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { DatabaseError } from './database-errors';

type SqliteDatabase = Database.Database;

/** What a copy must hold to stand for the database it was taken from. */
export interface DatabaseCensus {
  version: number;
  /** Every row of `roster` (deleted lists included: a restore may want them) and of `app_setting`. */
  rosters: number;
  settings: number;
}

const PARTIAL = /\.(\d+)\.partial$/;

function hasTable(db: SqliteDatabase, name: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?").get(name) !== undefined;
}

function rowsOf(db: SqliteDatabase, table: 'roster' | 'app_setting'): number {
  if (!hasTable(db, table)) return 0;
  return (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
}

export function censusOf(db: SqliteDatabase): DatabaseCensus {
  return {
    version: db.pragma('user_version', { simple: true }) as number,
    rosters: rowsOf(db, 'roster'),
    settings: rowsOf(db, 'app_setting'),
  };
}

export type CopyCheck = { ok: true; census: DatabaseCensus } | { ok: false; reason: string };

/**
 * Reads a database copy back without writing to it. `thorough` runs `integrity_check` (every page,
 * every index against its table) rather than `quick_check`; `expected` is the census it must match.
 */
export function checkDatabaseCopy(
  file: string,
  options: { expected?: DatabaseCensus; thorough?: boolean; nativeBinding?: string } = {},
): CopyCheck {
  let copy: SqliteDatabase | undefined;
  try {
    copy = new Database(file, {
      readonly: true,
      fileMustExist: true,
      ...(options.nativeBinding ? { nativeBinding: options.nativeBinding } : {}),
    });
    const verdict = copy.pragma(options.thorough ? 'integrity_check(1)' : 'quick_check(1)', {
      simple: true,
    }) as string;
    if (verdict !== 'ok') return { ok: false, reason: verdict };
    const census = censusOf(copy);
    // An empty file opens as a database of version 0 with no table: it is no copy of a library.
    if (census.version === 0) return { ok: false, reason: 'not a Muster database (schema version 0)' };
    const expected = options.expected;
    if (
      expected &&
      (census.version !== expected.version ||
        census.rosters !== expected.rosters ||
        census.settings !== expected.settings)
    )
      return {
        ok: false,
        reason: `holds schema ${census.version}, ${census.rosters} lists and ${census.settings} settings; expected ${expected.version}, ${expected.rosters} and ${expected.settings}`,
      };
    return { ok: true, census };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    copy?.close();
  }
}

/** The pre-migration copies of `file` under their final names, newest name last. */
export function migrationBackups(file: string): string[] {
  const prefix = `${basename(file)}.v`;
  if (!existsSync(dirname(file))) return [];
  return readdirSync(dirname(file))
    .filter((name) => name.startsWith(prefix) && name.endsWith('.bak'))
    .sort()
    .map((name) => join(dirname(file), name));
}

function processIsAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the temporary copies a killed process left behind. A copy another live Muster is still
 * writing (two processes may start on the same folder) is left alone: its name carries its process.
 */
export function removeAbandonedCopies(file: string): void {
  const prefix = `${basename(file)}.v`;
  for (const name of readdirSync(dirname(file))) {
    const pid = PARTIAL.exec(name)?.[1];
    if (!name.startsWith(prefix) || pid === undefined || processIsAlive(Number(pid))) continue;
    rmSync(join(dirname(file), name), { force: true });
  }
}

function flushToDisk(path: string, flags: 'r' | 'r+'): void {
  let fd: number | undefined;
  try {
    fd = openSync(path, flags);
    fsyncSync(fd);
  } catch (error) {
    // Directories cannot be opened for syncing on Windows; the rename is durable there anyway.
    if (flags === 'r+') throw error;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Why a copy just written cannot be kept: the copy is removed and the upgrade stops before it starts. */
export class BackupCheckError extends DatabaseError {
  constructor(file: string, reason: string) {
    super(
      file,
      `The copy of ${file} taken before upgrading it failed its check (${reason}); nothing was changed. ` +
        'Check the disk holding the data folder and start Muster again.',
    );
    this.name = 'BackupCheckError';
  }
}

/**
 * One checked copy of the database as it is before migrating from `census.version`. A checked copy of
 * this same state already there (a migration that failed and is retried at every start) is reused
 * instead of writing one more full copy each time; one that fails its check is removed.
 */
export function preMigrationBackup(
  db: SqliteDatabase,
  file: string,
  now: () => Date,
  nativeBinding?: string,
): string {
  removeAbandonedCopies(file);
  const census = censusOf(db);
  const ofThisVersion = migrationBackups(file)
    .filter((path) => basename(path).startsWith(`${basename(file)}.v${census.version}-`))
    .reverse();
  for (const path of ofThisVersion) {
    const check = checkDatabaseCopy(path, { thorough: true, nativeBinding });
    if (!check.ok) {
      rmSync(path, { force: true }); // a half-written copy is no backup: never reuse nor list it
      continue;
    }
    const { rosters, settings } = check.census;
    if (check.census.version === census.version && rosters === census.rosters && settings === census.settings)
      return path;
  }
  const backupFile = `${file}.v${census.version}-${now().toISOString().replace(/[:.]/g, '-')}.bak`;
  const partial = `${backupFile}.${process.pid}.partial`;
  try {
    db.prepare('VACUUM INTO ?').run(partial);
    const check = checkDatabaseCopy(partial, { expected: census, thorough: true, nativeBinding });
    if (!check.ok) throw new BackupCheckError(file, check.reason);
    flushToDisk(partial, 'r+');
    renameSync(partial, backupFile);
    flushToDisk(dirname(file), 'r');
  } catch (error) {
    rmSync(partial, { force: true }); // a half-written copy (disk full) is no backup
    throw error;
  }
  return backupFile;
}

/** After a successful migration only its own backup is kept: older ones hold older data. */
export function pruneMigrationBackups(file: string, keep: string): void {
  for (const path of migrationBackups(file)) if (path !== keep) rmSync(path, { force: true });
}
