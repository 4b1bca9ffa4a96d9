// Checks the built-in catalogue files (each game's glossary.json and its data in the engine's model, with
// their schemas and cross references) and prints a count per game and faction.
import { resolve } from 'node:path';
import { readCatalogueFiles, CatalogueFileError } from '../src/main/catalogue/read-catalogue-files';
import { readBuiltinGame } from '../src/main/catalogue/read-builtin-data';

const root = resolve(import.meta.dirname, '../db/catalogue');
try {
  for (const game of readCatalogueFiles(root).games) {
    console.log(`${game.game.id}: ${game.abilities.length} abilities, ${game.weapons.length} shared weapons`);
    for (const catalogue of readBuiltinGame(root, game.game.id)?.catalogues ?? [])
      console.log(`  ${catalogue.id}: ${catalogue.selectionEntries?.length ?? 0} root entries`);
  }
} catch (error) {
  if (error instanceof CatalogueFileError) {
    console.error(`Invalid catalogue file ${error.file}:`);
    for (const p of error.problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  throw error;
}
