import { readCatalogueFiles } from '../../src/main/catalogue/read-catalogue-files';
import { writeGameCatalogue } from '../../src/main/catalogue/write-catalogue';
import type { SqliteDatabase } from '../../src/main/db/open-database';

/**
 * The built-in catalogue's rows as the loader of an older schema wrote them, for migration tests: its
 * version without the files' stamp (migration 011) and each weapon with its profiles (dropped by 012).
 */
export function loadCatalogueAtOldSchema(db: SqliteDatabase, folder: string): void {
  const files = readCatalogueFiles(folder, undefined);
  const weapon = db.prepare(
    'INSERT INTO weapon (game_id, id, name_fr, name_en, profiles) VALUES (?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    db.prepare("INSERT INTO catalogue_source (id, version, loaded_at) VALUES ('builtin', ?, ?)").run(
      files.version,
      new Date().toISOString(),
    );
    for (const game of files.games) {
      writeGameCatalogue(db, 'builtin', { ...game, weapons: [] });
      for (const w of game.weapons)
        weapon.run(game.game.id, w.id, w.name.fr, w.name.en, JSON.stringify(w.profiles));
    }
  })();
}
