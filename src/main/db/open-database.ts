import Database from 'better-sqlite3';
import { mkdirSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Migration } from './migrations';

export type SqliteDatabase = Database.Database;

export class DatabaseTooNewError extends Error {
  constructor(
    readonly file: string,
    readonly found: number,
    readonly supported: number,
  ) {
    super(
      `The database ${file} was written by a newer Muster (schema ${found}; this version knows up to ${supported}). ` +
        'Update Muster, or open another data folder with --data-dir.',
    );
    this.name = 'DatabaseTooNewError';
  }
}

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
 * migration leaves the database exactly as it was.
 */
export function openDatabase({
  file,
  migrations,
  nativeBinding,
  now = () => new Date(),
}: OpenDatabaseOptions): OpenedDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const existed = file !== ':memory:' && existsSync(file);
  const db = new Database(file, nativeBinding ? { nativeBinding } : {});
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    const latest = migrations.length;
    const current = db.pragma('user_version', { simple: true }) as number;
    if (current > latest) throw new DatabaseTooNewError(file, current, latest);
    let backupFile: string | undefined;
    if (current < latest && existed && current > 0) {
      backupFile = `${file}.v${current}-${now().toISOString().replace(/[:.]/g, '-')}.bak`;
      db.prepare('VACUUM INTO ?').run(backupFile);
    }
    // BEGIN IMMEDIATE: another process opening the same folder may be migrating too. Ours waits for
    // the write lock instead of failing on a stale read, then skips what the other one applied.
    for (const migration of migrations.slice(current)) {
      db.transaction(() => {
        if ((db.pragma('user_version', { simple: true }) as number) >= migration.version) return;
        db.exec(migration.sql);
        db.pragma(`user_version = ${migration.version}`);
      }).immediate();
    }
    return { db, schemaVersion: latest, ...(backupFile ? { backupFile } : {}) };
  } catch (error) {
    db.close();
    throw error;
  }
}
