import { join } from 'node:path';
import type { SqliteDatabase } from '../db/open-database';
import { readCatalogueFiles, readCatalogueVersion } from './read-catalogue-files';
import { writeGameCatalogue } from './write-catalogue';

export const BUILTIN_SOURCE = 'builtin';

export function builtinCatalogueFolder(appRoot: string): string {
  return join(appRoot, 'db', 'catalogue');
}

export interface CatalogueLoadResult {
  loaded: boolean;
  version: string;
}

/**
 * Loads the games' descriptions and glossaries (db/catalogue/<game>/game.json) into SQLite when the
 * built-in catalogue's content hash (its v2 data included) differs from the one loaded before:
 * the built-in rows are replaced as a whole, in one transaction. Rosters and imported rule texts live
 * in other tables and are not touched. A bad file throws before anything is written. When the hash is
 * the one loaded, the files are not parsed again (every command starts here: the CLI's start-up time).
 */
export function loadBuiltinCatalogue(
  db: SqliteDatabase,
  folder: string,
  /** Runs in the loading transaction once the catalogue changed: what follows is recorded with it. */
  whenLoaded: () => void = () => {},
): CatalogueLoadResult {
  const loadedVersion = () =>
    db
      .prepare<[string], { version: string }>('SELECT version FROM catalogue_source WHERE id = ?')
      .get(BUILTIN_SOURCE)?.version;
  const current = readCatalogueVersion(folder);
  if (loadedVersion() === current) return { loaded: false, version: current };
  const files = readCatalogueFiles(folder);
  // BEGIN IMMEDIATE: the transaction reads before it writes, and a reader cannot become the writer
  // once another process has committed (SQLITE_BUSY at once, whatever the busy timeout). Taking the
  // write lock first makes a concurrent start wait, then find the catalogue already loaded.
  const loaded = db
    .transaction(() => {
      if (loadedVersion() === files.version) return false;
      db.prepare('DELETE FROM catalogue_source WHERE id = ?').run(BUILTIN_SOURCE);
      db.prepare('INSERT INTO catalogue_source (id, version, loaded_at) VALUES (?, ?, ?)').run(
        BUILTIN_SOURCE,
        files.version,
        new Date().toISOString(),
      );
      for (const game of files.games) writeGameCatalogue(db, BUILTIN_SOURCE, game);
      whenLoaded();
      return true;
    })
    .immediate();
  return { loaded, version: files.version };
}
