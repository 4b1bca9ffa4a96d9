/**
 * Issue 23 point 1: the copy kept before a schema upgrade is written under a temporary name, checked
 * and only then renamed; a half-written `.bak` (a process killed during `VACUUM INTO`) is never
 * reused, never kept as the only copy and never listed. Point 8: a 0-byte `muster.db` is damage.
 * The kill loop itself is `scripts/kill-test-backup.js` (outside the timed suite).
 */
import Database from 'better-sqlite3';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMigrations } from '../../src/main/db/migrations';
import { openDatabase } from '../../src/main/db/open-database';
import { listBackups } from '../../src/main/backups/backup-folder';
import { readBackupFile } from '../../src/main/backups/library-file';
import { migrationsFolder } from '../../src/main/paths';
import { startService } from '../../src/main/service/create-service';
import { dispatch } from '../../src/main/service/dispatch';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const migrations = readMigrations(migrationsFolder());
const upgrade = {
  version: migrations.length + 1,
  name: 'upgrade',
  sql: 'CREATE TABLE upgraded (id INTEGER PRIMARY KEY);',
};
const later = [...migrations, upgrade];

/** A library at the current schema with one list and one setting, through the real service. */
async function libraryAt(dir: string): Promise<string> {
  const service = startService({ dataDir: dir, host: 'cli' });
  try {
    const created = await dispatch(service.handlers, 'createRoster', {
      game: 'deadzone',
      faction: 'deadzone-enforcers',
      name: 'Patrouille',
      pointsLimit: 150,
    });
    expect(created.ok).toBe(true);
    expect((await dispatch(service.handlers, 'setSetting', { key: 'language', value: 'en' })).ok).toBe(true);
  } finally {
    service.close();
  }
  return join(dir, 'muster.db');
}

/** What a kill during `VACUUM INTO` leaves: the start of a real copy, cut short. */
function halfWrittenCopyOf(file: string, copy: string): void {
  const db = new Database(file);
  const whole = `${copy}.whole`;
  db.prepare('VACUUM INTO ?').run(whole);
  db.close();
  const bytes = readFileSync(whole);
  rmSync(whole);
  writeFileSync(copy, bytes.subarray(0, Math.floor(bytes.length / 3)));
}

/** A process id no live process has: above every system's largest (Linux allows up to 2^22). */
const DEAD_PID = 2_147_483_644;

describe('the pre-upgrade backup', () => {
  it('replaces a half-written .bak of the current version instead of reusing it, and the kept copy restores', async () => {
    const dir = tempDir();
    const file = await libraryAt(dir);
    const broken = `${file}.v${migrations.length}-2020-01-01T00-00-00-000Z.bak`;
    halfWrittenCopyOf(file, broken);

    const upgraded = openDatabase({ file, migrations: later, now: () => new Date('2026-03-04T05:06:07Z') });
    upgraded.db.close();

    expect(upgraded.backupFile).toBe(`${file}.v${migrations.length}-2026-03-04T05-06-07-000Z.bak`);
    expect(existsSync(broken)).toBe(false);
    expect(readdirSync(dir).filter((name) => name.includes('.bak'))).toEqual([
      `muster.db.v${migrations.length}-2026-03-04T05-06-07-000Z.bak`,
    ]);
    const restored = readBackupFile(upgraded.backupFile!);
    expect(restored.rosters).toHaveLength(1);
    expect(restored.settings).toEqual({ language: 'en' });
    const copy = new Database(upgraded.backupFile!, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    copy.close();
  });

  it('never lists a half-written .bak as a pre-migration backup, nor offers it to restore', async () => {
    const dir = tempDir();
    const file = await libraryAt(dir);
    halfWrittenCopyOf(file, `${file}.v${migrations.length - 1}-2020-01-01T00-00-00-000Z.bak`);
    expect(listBackups(dir, file).filter((backup) => backup.kind === 'pre-migration')).toEqual([]);
  });

  it('reuses a checked copy of the same state when a failing upgrade is retried', async () => {
    const dir = tempDir();
    const file = await libraryAt(dir);
    const failing = { ...upgrade, sql: 'INSERT INTO missing_table VALUES (1);' };
    const first = () => new Date('2026-01-01T00:00:00Z');
    expect(() => openDatabase({ file, migrations: [...migrations, failing], now: first })).toThrow(
      /missing_table/,
    );
    const second = () => new Date('2026-01-02T00:00:00Z');
    const retried = openDatabase({ file, migrations: later, now: second });
    retried.db.close();
    expect(retried.backupFile).toMatch(/v\d+-2026-01-01T00-00-00-000Z\.bak$/);
  });

  it('removes the temporary copy a killed process left behind, and never lists it', async () => {
    const dir = tempDir();
    const file = await libraryAt(dir);
    const leftover = `${file}.v${migrations.length}-2020-01-01T00-00-00-000Z.bak.${DEAD_PID}.partial`;
    halfWrittenCopyOf(file, leftover);
    expect(listBackups(dir, file).map((backup) => backup.file)).not.toContain(leftover);
    openDatabase({ file, migrations: later }).db.close();
    expect(existsSync(leftover)).toBe(false);
    expect(readdirSync(dir).filter((name) => name.includes('.bak'))).toHaveLength(1);
  });
});

describe('a 0-byte muster.db', () => {
  it('is damage: kept aside, and the library shows the damaged-database banner', async () => {
    const dir = tempDir();
    const file = await libraryAt(dir);
    writeFileSync(file, '');
    for (const suffix of ['-wal', '-shm']) if (existsSync(file + suffix)) writeFileSync(file + suffix, '');
    const service = startService({ dataDir: dir, host: 'cli' });
    try {
      const info = await dispatch(service.handlers, 'appInfo', {});
      expect(info).toMatchObject({
        ok: true,
        value: { damagedDatabase: expect.stringMatching(/muster\.db\.damaged-/) },
      });
      const lists = await dispatch(service.handlers, 'listRosters', {});
      expect(lists).toEqual({ ok: true, value: [] });
    } finally {
      service.close();
    }
  });
});
