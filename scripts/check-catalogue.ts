// Checks the authored catalogue files (schema and cross references) and prints a count per faction.
import { resolve } from 'node:path';
import { readCatalogueFiles, CatalogueFileError } from '../src/main/catalogue/read-catalogue-files';

try {
  for (const { game, factions } of readCatalogueFiles(resolve(import.meta.dirname, '../db/catalogue'))
    .games) {
    console.log(`${game.game.id}: ${game.abilities.length} abilities, ${game.weapons.length} shared weapons`);
    for (const f of factions)
      console.log(
        `  ${f.faction.id}: ${f.entries.length} entries, ${f.weapons.length} weapons, ${f.abilities.length} abilities`,
      );
  }
} catch (error) {
  if (error instanceof CatalogueFileError) {
    console.error(`Invalid catalogue file ${error.file}:`);
    for (const p of error.problems) console.error(`  - ${p}`);
    process.exit(1);
  }
  throw error;
}
