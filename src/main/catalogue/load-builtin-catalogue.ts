import { join } from 'node:path';
import type { SqliteDatabase } from '../db/open-database';
import { catalogueStamp, readCatalogueFiles, readCatalogueVersion } from './read-catalogue-files';
import { writeGameCatalogue } from './write-catalogue';

export const BUILTIN_SOURCE = 'builtin';

export function builtinCatalogueFolder(appRoot: string): string {
  return join(appRoot, 'db', 'catalogue');
}

export interface CatalogueLoadResult {
  loaded: boolean;
  version: string;
  /** Whether the files were read and hashed; false when their stamp was the one recorded. */
  hashed: boolean;
}

/**
 * Loads the games' descriptions and glossaries (db/catalogue/<game>/glossary.json) into SQLite when the
 * built-in catalogue's content hash (its data in the engine's model included) differs from the one loaded before:
 * the built-in rows are replaced as a whole, in one transaction. Rosters and imported rule texts live
 * in other tables and are not touched. A bad file throws before anything is written. When the hash is
 * the one loaded, the files are not parsed again, and when their stamp (sizes and times) is the one
 * recorded with it, not even read (every command starts here: the CLI's start-up time).
 */
export function loadBuiltinCatalogue(
  db: SqliteDatabase,
  folder: string,
  /** Runs in the loading transaction once the catalogue changed: what follows is recorded with it. */
  whenLoaded: () => void = () => {},
  now: () => number = Date.now,
): CatalogueLoadResult {
  const loaded = () =>
    db
      .prepare<[string], { version: string; file_stamps: string | null }>(
        'SELECT version, file_stamps FROM catalogue_source WHERE id = ?',
      )
      .get(BUILTIN_SOURCE);
  // Taken before the files are read: a file changed meanwhile leaves a stamp that is not its own, and
  // is read again at the next start.
  const stamp = catalogueStamp(folder, now());
  // Recorded with the version it was taken for: a version written without it is not vouched for.
  const stampOf = (version: string) => (stamp === undefined ? null : `${version} ${stamp}`);
  const before = loaded();
  if (before && stamp !== undefined && before.file_stamps === stampOf(before.version))
    return { loaded: false, version: before.version, hashed: false };
  const current = readCatalogueVersion(folder);
  if (before?.version === current) {
    if (stamp !== undefined)
      db.prepare('UPDATE catalogue_source SET file_stamps = ? WHERE id = ? AND version = ?').run(
        stampOf(current),
        BUILTIN_SOURCE,
        current,
      );
    return { loaded: false, version: current, hashed: true };
  }
  const files = readCatalogueFiles(folder);
  // BEGIN IMMEDIATE: the transaction reads before it writes, and a reader cannot become the writer
  // once another process has committed (SQLITE_BUSY at once, whatever the busy timeout). Taking the
  // write lock first makes a concurrent start wait, then find the catalogue already loaded.
  const written = db
    .transaction(() => {
      if (loaded()?.version === files.version) return false;
      db.prepare('DELETE FROM catalogue_source WHERE id = ?').run(BUILTIN_SOURCE);
      db.prepare(
        'INSERT INTO catalogue_source (id, version, loaded_at, file_stamps) VALUES (?, ?, ?, ?)',
      ).run(BUILTIN_SOURCE, files.version, new Date().toISOString(), stampOf(files.version));
      for (const game of files.games) writeGameCatalogue(db, BUILTIN_SOURCE, game);
      whenLoaded();
      return true;
    })
    .immediate();
  return { loaded: written, version: files.version, hashed: true };
}
