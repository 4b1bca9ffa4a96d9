import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkDatabaseCopy, migrationBackups } from '../db/migration-backup';
import type { BackupInfo } from '../../shared/library-types';

export type { BackupInfo } from '../../shared/library-types';

export const DAILY_BACKUPS_KEPT = 7;
export const IMPORT_BACKUPS_KEPT = 3;
const DAILY_NAME = /^library-(\d{4}-\d{2}-\d{2})\.json$/;
const IMPORT_NAME = /^library-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)-after-import\.json$/;

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

/**
 * Writes a library backup right after a bulk import (a library file, community data), so that what was
 * imported is in a backup the same day, then keeps the newest IMPORT_BACKUPS_KEPT of them. The daily
 * backups are left as they are: they hold the library as it was before the import.
 */
export function writeImportBackup(dataDir: string, library: string, now: Date = new Date()): string {
  const folder = backupsFolder(dataDir);
  const file = join(folder, `library-${now.toISOString().replace(/[:.]/g, '-')}-after-import.json`);
  mkdirSync(folder, { recursive: true });
  writeAtomically(file, library);
  const kept = readdirSync(folder)
    .filter((name) => IMPORT_NAME.test(name))
    .sort()
    .reverse();
  for (const old of kept.slice(IMPORT_BACKUPS_KEPT)) rmSync(join(folder, old), { force: true });
  return file;
}

function info(file: string, kind: BackupInfo['kind']): BackupInfo {
  return { file, kind, at: statSync(file).mtime.toISOString() };
}

/**
 * Every backup Muster knows of, newest first: daily library files, those taken after an import, and
 * database copies. A database copy is listed only when it reads back whole (one half-written by a
 * process killed mid-copy is not a backup, whatever its name says).
 */
export function listBackups(dataDir: string, databaseFile: string, nativeBinding?: string): BackupInfo[] {
  const folder = backupsFolder(dataDir);
  const names = existsSync(folder) ? readdirSync(folder) : [];
  const daily = names
    .filter((name) => DAILY_NAME.test(name))
    .map((name) => info(join(folder, name), 'daily'));
  const afterImport = names
    .filter((name) => IMPORT_NAME.test(name))
    .map((name) => info(join(folder, name), 'after-import'));
  const copies = migrationBackups(databaseFile)
    .filter((path) => checkDatabaseCopy(path, nativeBinding ? { nativeBinding } : {}).ok)
    .map((path) => info(path, 'pre-migration'));
  return [...daily, ...afterImport, ...copies].sort((a, b) => b.at.localeCompare(a.at));
}

/** Moves a damaged database (and its WAL) aside under a timestamped name; returns the new name. */
export function moveDamagedAside(databaseFile: string, now: Date = new Date()): string {
  const aside = `${databaseFile}.damaged-${now.toISOString().replace(/[:.]/g, '-')}`;
  renameSync(databaseFile, aside);
  for (const suffix of ['-wal', '-shm'])
    if (existsSync(databaseFile + suffix)) renameSync(databaseFile + suffix, aside + suffix);
  return aside;
}
