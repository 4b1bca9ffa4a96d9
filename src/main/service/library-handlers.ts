import {
  libraryFromDatabase,
  readBackupFile,
  readLibraryText,
  type LibraryFile,
} from '../backups/library-file';
import { listBackups, writeDailyBackup, writeImportBackup } from '../backups/backup-folder';
import { rosterStore } from '../rosters/roster-store';
import { lastKnownReader } from '../rosters/last-known-schema';
import type { SqliteDatabase } from '../db/open-database';
import type { LibraryImportReport } from '../../shared/library-types';
import { SETTING_KEYS, SETTING_VALUE_MAX_LENGTH } from '../../shared/api-contract';
import { wellFormed } from '../../core';
import { ApiFailure } from './api-failure';
import type { ApiHandlers, ServiceContext } from './handlers';

type Methods = 'exportLibrary' | 'importLibrary' | 'listBackups' | 'restoreBackup';

/** Writes today's library backup when there is a library to keep and no backup of today yet. */
export function backUpDaily(db: SqliteDatabase, dataDir: string, now: () => Date = () => new Date()): void {
  // An empty library (a fresh start, or one just recovered from damage) is never backed up: it would
  // become the latest backup and hide the one that holds the lists.
  if (!libraryHasLists(db)) return;
  writeDailyBackup(dataDir, () => JSON.stringify(libraryFromDatabase(db, now())), now());
}

function libraryHasLists(db: SqliteDatabase): boolean {
  const count = db.prepare('SELECT count(*) AS n FROM roster WHERE deleted_at IS NULL').get() as {
    n: number;
  };
  return count.n > 0;
}

/** A backup of the library right after a bulk import, so that the import is in one today. */
export function backUpAfterImport(
  db: SqliteDatabase,
  dataDir: string,
  now: () => Date = () => new Date(),
): void {
  // As for the daily backup: an empty library would only hide the backups that hold lists.
  if (!libraryHasLists(db)) return;
  try {
    writeImportBackup(dataDir, JSON.stringify(libraryFromDatabase(db, now())), now());
  } catch (error) {
    // The import itself is stored and acknowledged: a backup that cannot be written (a full disk)
    // must not turn it into a failure. The next daily backup takes it.
    console.error(`The backup after the import could not be written: ${(error as Error).message}`);
  }
}

/**
 * Settings Muster knows, from a library file: others are ignored rather than stored blindly. A value
 * longer than `setSetting` accepts refuses the whole file before anything is imported.
 */
function knownSettings(library: LibraryFile): Array<[string, string]> {
  const known = Object.entries(library.settings).filter(([key]) =>
    (SETTING_KEYS as readonly string[]).includes(key),
  );
  const tooLong = known.find(([, value]) => value.length > SETTING_VALUE_MAX_LENGTH);
  if (tooLong)
    throw new ApiFailure(
      'invalid-input',
      `The setting "${tooLong[0]}" of this library file is ${tooLong[1].length} characters long; a setting holds at most ${SETTING_VALUE_MAX_LENGTH}. Nothing was imported.`,
    );
  return known.map(([key, value]) => [key, wellFormed(value)]);
}

export function libraryHandlers(context: ServiceContext): Pick<ApiHandlers, Methods> {
  const { db, dataDir, databaseFile } = context;
  const store = rosterStore(db, context.catalogue, undefined, context.gameData.bindings);
  const putSetting = db.prepare(
    `INSERT INTO app_setting (key, value) VALUES (?, ?)
     ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  );

  /** The lists and the settings of a library file, in one BEGIN IMMEDIATE transaction: all or nothing. */
  function importLibrary(library: LibraryFile): LibraryImportReport {
    const settings = knownSettings(library);
    const counts = db
      .transaction(() => {
        const imported = store.importMany(library.rosters, lastKnownReader(library.lastKnown));
        for (const [key, value] of settings) putSetting.run(key, value);
        return imported;
      })
      .immediate();
    context.backUpAfterImport();
    return { ...counts, settings: settings.length };
  }

  function backupToRestore(file: string | undefined): string {
    const known = listBackups(dataDir, databaseFile, context.nativeBinding);
    if (file === undefined) {
      if (known.length === 0)
        throw new ApiFailure('not-found', `There is no backup of the library in ${dataDir} to restore.`);
      return known[0]!.file;
    }
    // Only files Muster wrote itself: the API must not become a way to read any file on the disk.
    if (!known.some((backup) => backup.file === file))
      throw new ApiFailure('not-found', `${file} is not one of the backups of ${dataDir}.`);
    return file;
  }

  return {
    exportLibrary: () => {
      const stamp = new Date().toISOString().slice(0, 10);
      return {
        fileName: `muster-library-${stamp}.json`,
        mediaType: 'application/json',
        encoding: 'utf8',
        content: `${JSON.stringify(libraryFromDatabase(db), null, 2)}\n`,
      };
    },
    importLibrary: ({ text }) => importLibrary(readLibraryText(text)),
    listBackups: () => listBackups(dataDir, databaseFile, context.nativeBinding),
    restoreBackup: ({ file }) => {
      const chosen = backupToRestore(file);
      let library: LibraryFile;
      try {
        library = readBackupFile(chosen, context.nativeBinding);
      } catch (error) {
        if (error instanceof ApiFailure) throw error;
        throw new ApiFailure(
          'database',
          `The backup ${chosen} cannot be read (${error instanceof Error ? error.message : String(error)}): choose an older one with listBackups.`,
        );
      }
      return { file: chosen, ...importLibrary(library) };
    },
  };
}
