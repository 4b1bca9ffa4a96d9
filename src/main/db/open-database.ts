import Database from 'better-sqlite3';
import { mkdirSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { Migration } from './migrations';
import {
  DatabaseDamagedError,
  DatabaseTooNewError,
  explainDatabaseFailure,
  isDamage,
} from './database-errors';

export { DatabaseDamagedError, DatabaseError, DatabaseTooNewError } from './database-errors';

export type SqliteDatabase = Database.Database;

export interface OpenDatabaseOptions {
  file: string;
  migrations: Migration[];
  nativeBinding?: string;
  /** Clock for backup names; injected by tests. */
  now?: () => Date;
}

export interface OpenedDatabase {
  db: SqliteDatabase;
  schemaVersion: number;
  /** The backup taken before migrating an existing database, if any. */
  backupFile?: string;
}

/**
 * Opens (or creates) the database, sets the durability pragmas and brings the schema up to date.
 * Each migration runs in its own transaction together with its `user_version` bump, so a failing
 * migration leaves the database exactly as it was. Every failure names the file and says what to do
 * (see database-errors.ts); a damaged file throws DatabaseDamagedError for the caller to recover from.
 */
export function openDatabase(options: OpenDatabaseOptions): OpenedDatabase {
  try {
    return openChecked(options);
  } catch (error) {
    throw explainDatabaseFailure(error, options.file);
  }
}

function openChecked({ file, migrations, nativeBinding, now = () => new Date() }: OpenDatabaseOptions) {
  const latest = migrations.length;
  const onDisk = file !== ':memory:';
  if (onDisk) mkdirSync(dirname(file), { recursive: true });
  const existed = onDisk && existsSync(file);
  // Checked read-only first: switching to WAL rewrites the header, which a newer Muster's database
  // or a damaged file must never get.
  const current = existed ? probeExisting(file, latest, nativeBinding) : 0;
  const db = new Database(file, nativeBinding ? { nativeBinding } : {});
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    const backupFile =
      current > 0 && current < latest ? preMigrationBackup(db, file, current, now) : undefined;
    migrate(db, migrations, current);
    if (backupFile) pruneMigrationBackups(file, backupFile);
    return { db, schemaVersion: latest, ...(backupFile ? { backupFile } : {}) };
  } catch (error) {
    db.close();
    throw error;
  }
}

/** The schema version of an existing file, read without writing; throws when it cannot be used. */
function probeExisting(file: string, latest: number, nativeBinding: string | undefined): number {
  let probe: SqliteDatabase | undefined;
  try {
    probe = new Database(file, {
      readonly: true,
      fileMustExist: true,
      ...(nativeBinding ? { nativeBinding } : {}),
    });
    const version = probe.pragma('user_version', { simple: true }) as number;
    if (version > latest) throw new DatabaseTooNewError(file, version, latest);
    // quick_check reads every page once without checking indexes against tables: it finds a
    // truncated or overwritten file in milliseconds for a library of this size.
    const verdict = probe.pragma('quick_check(1)', { simple: true }) as string;
    if (verdict !== 'ok') throw new DatabaseDamagedError(file, verdict);
    return version;
  } catch (error) {
    if (isDamage(error)) throw new DatabaseDamagedError(file, (error as Error).message, error);
    throw error;
  } finally {
    probe?.close();
  }
}

// BEGIN IMMEDIATE: another process opening the same folder may be migrating too. Ours waits for
// the write lock instead of failing on a stale read, then skips what the other one applied.
function migrate(db: SqliteDatabase, migrations: Migration[], current: number): void {
  for (const migration of migrations.slice(current)) {
    db.transaction(() => {
      if ((db.pragma('user_version', { simple: true }) as number) >= migration.version) return;
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    }).immediate();
  }
}

function migrationBackups(file: string): string[] {
  const prefix = `${basename(file)}.v`;
  return readdirSync(dirname(file))
    .filter((name) => name.startsWith(prefix) && name.endsWith('.bak'))
    .map((name) => join(dirname(file), name));
}

/**
 * One copy of the database as it was before migrating from `current`. A migration that fails and is
 * retried at every start reuses it instead of writing one more full copy each time.
 */
function preMigrationBackup(db: SqliteDatabase, file: string, current: number, now: () => Date): string {
  const existing = migrationBackups(file).filter((path) =>
    basename(path).startsWith(`${basename(file)}.v${current}-`),
  );
  if (existing.length > 0) return existing.sort().at(-1)!;
  const backupFile = `${file}.v${current}-${now().toISOString().replace(/[:.]/g, '-')}.bak`;
  try {
    db.prepare('VACUUM INTO ?').run(backupFile);
  } catch (error) {
    rmSync(backupFile, { force: true }); // a half-written copy (disk full) is no backup
    throw error;
  }
  return backupFile;
}

/** After a successful migration only its own backup is kept: older ones hold older data. */
function pruneMigrationBackups(file: string, keep: string): void {
  for (const path of migrationBackups(file)) if (path !== keep) rmSync(path, { force: true });
}
