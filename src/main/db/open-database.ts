import Database from 'better-sqlite3';
import { mkdirSync, existsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Migration } from './migrations';
import { preMigrationBackup, pruneMigrationBackups } from './migration-backup';
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
      current > 0 && current < latest ? preMigrationBackup(db, file, now, nativeBinding) : undefined;
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
  if (isEmptyFile(file)) throw new DatabaseDamagedError(file, 'the file is empty: 0 bytes');
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

/**
 * SQLite opens a 0-byte file as an empty database, so a library truncated to nothing would open as
 * a new one, silently. Muster writes the header as it creates the file (the switch to WAL), so an
 * existing empty file is damage, unless its WAL holds the pages not yet copied into it.
 */
function isEmptyFile(file: string): boolean {
  const wal = `${file}-wal`;
  return statSync(file).size === 0 && !(existsSync(wal) && statSync(wal).size > 0);
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
