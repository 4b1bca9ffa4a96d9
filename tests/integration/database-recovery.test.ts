/**
 * Issue 14 point 3: a database a player cannot use is refused before anything writes to it, a damaged
 * one is recognised as such, migration backups stay bounded and every failure names the file and says
 * what to do.
 */
import Database from 'better-sqlite3';
import { existsSync, readdirSync, readFileSync, truncateSync, writeFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMigrations } from '../../src/main/db/migrations';
import {
  DatabaseDamagedError,
  DatabaseError,
  DatabaseTooNewError,
  openDatabase,
} from '../../src/main/db/open-database';
import { explainDatabaseFailure } from '../../src/main/db/database-errors';
import { migrationsFolder } from '../../src/main/paths';
import { startService } from '../../src/main/service/create-service';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const migrations = readMigrations(migrationsFolder());

function sqliteError(message: string, code: string): Error {
  return new Database.SqliteError(message, code);
}

describe('opening a database Muster cannot use', () => {
  it('refuses a database from a newer Muster before writing anything to it, not even the WAL switch', () => {
    const file = join(tempDir(), 'muster.db');
    const db = new Database(file);
    db.exec('CREATE TABLE t (x INTEGER)');
    db.pragma(`user_version = ${migrations.length + 5}`);
    db.close();
    const before = readFileSync(file);
    expect(() => openDatabase({ file, migrations })).toThrow(DatabaseTooNewError);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('recognises a file that is not a database and names it', () => {
    const file = join(tempDir(), 'muster.db');
    writeFileSync(file, Buffer.alloc(8192, 'not a database at all '));
    const attempt = () => openDatabase({ file, migrations });
    expect(attempt).toThrow(DatabaseDamagedError);
    expect(attempt).toThrow(file);
    expect(attempt).toThrow(/restore-backup/);
  });

  it('recognises a truncated database', () => {
    const dir = tempDir();
    startService({ dataDir: dir, host: 'cli' }).close();
    const file = join(dir, 'muster.db');
    truncateSync(file, Math.floor(statSync(file).size / 2));
    expect(() => openDatabase({ file, migrations })).toThrow(DatabaseDamagedError);
  });
});

describe('migration backups', () => {
  const broken = {
    version: migrations.length + 1,
    name: 'broken',
    sql: 'INSERT INTO missing_table VALUES (1);',
  };

  it('keeps one backup however many times a failing migration is retried', () => {
    const dir = tempDir();
    const file = join(dir, 'muster.db');
    openDatabase({ file, migrations }).db.close();
    for (let attempt = 0; attempt < 3; attempt++) {
      const now = () => new Date(Date.UTC(2026, 0, 1 + attempt));
      expect(() => openDatabase({ file, migrations: [...migrations, broken], now })).toThrow(/missing_table/);
    }
    expect(readdirSync(dir).filter((name) => name.endsWith('.bak'))).toHaveLength(1);
  });

  it('keeps only the newest pre-migration backup once a migration succeeds', () => {
    const dir = tempDir();
    const file = join(dir, 'muster.db');
    openDatabase({ file, migrations: migrations.slice(0, 1) }).db.close();
    openDatabase({ file, migrations: migrations.slice(0, 2), now: () => new Date('2026-01-01') }).db.close();
    openDatabase({ file, migrations, now: () => new Date('2026-02-01') }).db.close();
    expect(readdirSync(dir).filter((name) => name.endsWith('.bak'))).toEqual([
      'muster.db.v2-2026-02-01T00-00-00-000Z.bak',
    ]);
  });

  it('says the disk is full, naming the file, when a migration runs out of space', () => {
    const file = join(tempDir(), 'muster.db');
    openDatabase({ file, migrations }).db.close();
    const filling = {
      version: migrations.length + 1,
      name: 'filling',
      sql:
        'PRAGMA max_page_count = 1; CREATE TABLE big (x TEXT); ' +
        'WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000) INSERT INTO big SELECT hex(randomblob(500)) FROM n;',
    };
    const attempt = () => openDatabase({ file, migrations: [...migrations, filling] });
    expect(attempt).toThrow(DatabaseError);
    expect(attempt).toThrow(`The disk holding ${file} is full`);
  });
});

describe('explainDatabaseFailure', () => {
  const file = '/data/Muster/muster.db';

  it('reads a disk I/O error on a full disk as a full disk', () => {
    const explained = explainDatabaseFailure(
      sqliteError('disk I/O error', 'SQLITE_IOERR_WRITE'),
      file,
      () => 0,
    );
    expect((explained as Error).message).toMatch(
      /^The disk holding \/data\/Muster\/muster\.db is full: free some space/,
    );
  });

  it('names the file and what to do for an I/O error with space left, a read-only file and a lock', () => {
    const cases: Array<[string, string, RegExp]> = [
      ['disk I/O error', 'SQLITE_IOERR', /could not read or write .*muster\.db.*check that the disk/],
      ['attempt to write a readonly database', 'SQLITE_READONLY', /cannot write .*muster\.db.*permissions/],
      ['database is locked', 'SQLITE_BUSY', /muster\.db is busy.*Try again/],
    ];
    for (const [message, code, expected] of cases)
      expect((explainDatabaseFailure(sqliteError(message, code), file, () => 1e12) as Error).message).toMatch(
        expected,
      );
  });

  it('turns "file is not a database" into damage to recover from', () => {
    expect(
      explainDatabaseFailure(sqliteError('file is not a database', 'SQLITE_NOTADB'), file),
    ).toBeInstanceOf(DatabaseDamagedError);
  });
});
