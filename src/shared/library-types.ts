/**
 * The whole-library file (`exportLibrary`, the daily backups): its `format` marker and the newest
 * version this Muster reads. Shared so that the page can say what a picked file is before sending it.
 */
export const LIBRARY_FORMAT = 'muster-library';
export const LIBRARY_VERSION = 1;

/** What importing a library file (or restoring a backup) did. */
export interface LibraryImportReport {
  added: number;
  updated: number;
  /** Already saved, as new or newer: the saved copy was kept. */
  unchanged: number;
  /** Rosters that could not be read or whose faction this catalogue lacks; the file still holds them. */
  refused: Array<{ name: string; message: string }>;
  /**
   * Of the lists added or updated, those whose faction's community data is not stored here: kept as
   * they are, read-only until that data is imported.
   */
  needingData: number;
  settings: number;
}

/** A backup Muster can restore the library from. */
export interface BackupInfo {
  file: string;
  /** A daily library file, one taken after a bulk import, or the database copy taken before a migration. */
  kind: 'daily' | 'after-import' | 'pre-migration';
  /** When it was written (ISO). */
  at: string;
}
