import {
  libraryFromDatabase,
  readBackupFile,
  readLibraryText,
  type LibraryFile,
} from '../backups/library-file';
import { listBackups, writeDailyBackup } from '../backups/backup-folder';
import { rosterStore } from '../rosters/roster-store';
import type { SqliteDatabase } from '../db/open-database';
import type { LibraryImportReport } from '../../shared/library-types';
import { SETTING_KEYS } from '../../shared/api-contract';
import { ApiFailure } from './api-failure';
import type { ApiHandlers, ServiceContext } from './handlers';

type Methods = 'exportLibrary' | 'importLibrary' | 'listBackups' | 'restoreBackup';

/** Writes today's library backup when there is a library to keep and no backup of today yet. */
export function backUpDaily(db: SqliteDatabase, dataDir: string, now: () => Date = () => new Date()): void {
  // An empty library (a fresh start, or one just recovered from damage) is never backed up: it would
  // become the latest backup and hide the one that holds the lists.
  const count = db.prepare('SELECT count(*) AS n FROM roster WHERE deleted_at IS NULL').get() as {
    n: number;
  };
  if (count.n === 0) return;
  writeDailyBackup(dataDir, () => JSON.stringify(libraryFromDatabase(db, now())), now());
}

/** Settings Muster knows, from a library file: others are ignored rather than stored blindly. */
function knownSettings(library: LibraryFile): Array<[string, string]> {
  return Object.entries(library.settings).filter(([key]) =>
    (SETTING_KEYS as readonly string[]).includes(key),
  );
}

export function libraryHandlers(context: ServiceContext): Pick<ApiHandlers, Methods> {
  const { db, dataDir, databaseFile } = context;
  const store = rosterStore(db, context.catalogue);
  const putSetting = db.prepare(
    `INSERT INTO app_setting (key, value) VALUES (?, ?)
     ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  );

  /** The lists and the settings of a library file, in one BEGIN IMMEDIATE transaction: all or nothing. */
  function importLibrary(library: LibraryFile): LibraryImportReport {
    return db
      .transaction(() => {
        const counts = store.importMany(library.rosters);
        const settings = knownSettings(library);
        for (const [key, value] of settings) putSetting.run(key, value);
        return { ...counts, settings: settings.length };
      })
      .immediate();
  }

  function backupToRestore(file: string | undefined): string {
    const known = listBackups(dataDir, databaseFile);
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
    listBackups: () => listBackups(dataDir, databaseFile),
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
