import Database from 'better-sqlite3';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMigrations } from '../../src/main/db/migrations';
import { DatabaseTooNewError, openDatabase } from '../../src/main/db/open-database';
import { migrationsFolder } from '../../src/main/paths';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const migrations = readMigrations(migrationsFolder());

describe('openDatabase', () => {
  it('creates the file, applies every migration and sets the durability pragmas', () => {
    const file = join(tempDir(), 'nested', 'muster.db');
    const { db, schemaVersion } = openDatabase({ file, migrations });
    expect(existsSync(file)).toBe(true);
    expect(schemaVersion).toBe(migrations.length);
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });

  it('is idempotent: reopening an up-to-date database migrates nothing and takes no backup', () => {
    const dir = tempDir();
    const file = join(dir, 'muster.db');
    openDatabase({ file, migrations }).db.close();
    const reopened = openDatabase({ file, migrations });
    expect(reopened.backupFile).toBeUndefined();
    reopened.db.close();
    expect(readdirSync(dir).filter((name) => name.endsWith('.bak'))).toEqual([]);
  });

  it('backs up an existing database before migrating it', () => {
    const file = join(tempDir(), 'muster.db');
    const first = openDatabase({ file, migrations: migrations.slice(0, 1) });
    first.db.prepare("INSERT INTO app_setting (key, value) VALUES ('language', 'en')").run();
    first.db.close();
    const extra = {
      version: migrations.length + 1,
      name: 'extra',
      sql: 'CREATE TABLE extra (id INTEGER PRIMARY KEY);',
    };
    const later = [...migrations, extra];
    const upgraded = openDatabase({ file, migrations: later, now: () => new Date('2026-01-02T03:04:05Z') });
    expect(upgraded.backupFile).toMatch(/muster\.db\.v1-2026-01-02T03-04-05-000Z\.bak$/);
    upgraded.db.close();
    const backup = new Database(upgraded.backupFile!, { readonly: true });
    expect(backup.pragma('user_version', { simple: true })).toBe(1);
    expect(backup.prepare('SELECT value FROM app_setting').get()).toEqual({ value: 'en' });
    backup.close();
  });

  it('rolls a failing migration back entirely, leaving the previous version intact', () => {
    const file = join(tempDir(), 'muster.db');
    openDatabase({ file, migrations }).db.close();
    const broken = {
      version: migrations.length + 1,
      name: 'broken',
      sql: 'CREATE TABLE half_done (id INTEGER); INSERT INTO missing_table VALUES (1);',
    };
    expect(() => openDatabase({ file, migrations: [...migrations, broken] })).toThrow(/missing_table/);
    const db = new Database(file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'half_done'").get()).toEqual({
      n: 0,
    });
    db.close();
  });

  it('refuses a database written by a newer Muster, with a clear message, and changes nothing', () => {
    const file = join(tempDir(), 'muster.db');
    const db = new Database(file);
    db.pragma(`user_version = ${migrations.length + 5}`);
    db.close();
    expect(() => openDatabase({ file, migrations })).toThrow(DatabaseTooNewError);
    expect(() => openDatabase({ file, migrations })).toThrow(
      /newer Muster \(schema \d+; this version knows up to \d+\)/,
    );
    const after = new Database(file, { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(migrations.length + 5);
    after.close();
  });
});

describe('readMigrations', () => {
  it('numbers migrations from 1 without gaps', () => {
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, index) => index + 1));
  });
});
