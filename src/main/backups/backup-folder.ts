import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkDatabaseCopy, migrationBackups } from '../db/migration-backup';
import type { BackupInfo } from '../../shared/library-types';

export type { BackupInfo } from '../../shared/library-types';

export const DAILY_BACKUPS_KEPT = 7;
const DAILY_NAME = /^library-(\d{4}-\d{2}-\d{2})\.json$/;

export function backupsFolder(dataDir: string): string {
  return join(dataDir, 'backups');
}

function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/**
 * Writes today's library backup unless there is one already, then keeps the newest DAILY_BACKUPS_KEPT.
 * `library` is only called when a backup is due. Returns the file written, if any.
 */
export function writeDailyBackup(
  dataDir: string,
  library: () => string,
  now: Date = new Date(),
): string | undefined {
  const folder = backupsFolder(dataDir);
  const file = join(folder, `library-${now.toISOString().slice(0, 10)}.json`);
  if (existsSync(file)) return undefined;
  mkdirSync(folder, { recursive: true });
  writeAtomically(file, library());
  const daily = readdirSync(folder)
    .filter((name) => DAILY_NAME.test(name))
    .sort()
    .reverse();
  for (const old of daily.slice(DAILY_BACKUPS_KEPT)) rmSync(join(folder, old), { force: true });
  return file;
}

function info(file: string, kind: BackupInfo['kind']): BackupInfo {
  return { file, kind, at: statSync(file).mtime.toISOString() };
}

/**
 * Every backup Muster knows of, newest first: daily library files, then database copies. A database
 * copy is listed only when it reads back whole (one half-written by a process killed mid-copy is not a
 * backup, whatever its name says).
 */
export function listBackups(dataDir: string, databaseFile: string, nativeBinding?: string): BackupInfo[] {
  const folder = backupsFolder(dataDir);
  const daily = existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => DAILY_NAME.test(name))
        .map((name) => info(join(folder, name), 'daily'))
    : [];
  const copies = migrationBackups(databaseFile)
    .filter((path) => checkDatabaseCopy(path, nativeBinding ? { nativeBinding } : {}).ok)
    .map((path) => info(path, 'pre-migration'));
  return [...daily, ...copies].sort((a, b) => b.at.localeCompare(a.at));
}

/** Moves a damaged database (and its WAL) aside under a timestamped name; returns the new name. */
export function moveDamagedAside(databaseFile: string, now: Date = new Date()): string {
  const aside = `${databaseFile}.damaged-${now.toISOString().replace(/[:.]/g, '-')}`;
  renameSync(databaseFile, aside);
  for (const suffix of ['-wal', '-shm'])
    if (existsSync(databaseFile + suffix)) renameSync(databaseFile + suffix, aside + suffix);
  return aside;
}
