/**
 * Reads the built-in catalogue in model v2 (`db/catalogue/<game>/v2/`: `game.json`, the game system,
 * and one catalogue file per faction), each file checked against the v2 schema before use. Throws
 * the first bad file as a `CatalogueFileError`, like the v1 reader.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameData } from '../../core/catalogue/v2/model';
import { parseCatalogue, parseGameSystem, type DataFileParse } from '../../core/catalogue/v2/schema';
import { CatalogueFileError } from './read-catalogue-files';

function parseFile<T>(path: string, parse: (value: unknown) => DataFileParse<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new CatalogueFileError(path, [`not valid JSON (${(error as Error).message})`]);
  }
  const parsed = parse(raw);
  if (!parsed.ok)
    throw new CatalogueFileError(path, parsed.code === 'too-deep' ? ['nested too deep'] : parsed.issues);
  return parsed.value;
}

/** Every game under `root` (db/catalogue) that has a v2 folder, in folder name order. */
export function readBuiltinGameData(root: string): GameData[] {
  const games: GameData[] = [];
  for (const game of readdirSync(root).sort()) {
    const folder = join(root, game, 'v2');
    if (!existsSync(join(folder, 'game.json'))) continue;
    const gameSystem = parseFile(join(folder, 'game.json'), parseGameSystem);
    const catalogues = readdirSync(folder)
      .filter((name) => name.endsWith('.json') && name !== 'game.json')
      .sort()
      .map((name) => parseFile(join(folder, name), parseCatalogue));
    for (const catalogue of catalogues)
      if (catalogue.gameSystemId !== gameSystem.id)
        throw new CatalogueFileError(join(folder, `${catalogue.id}.json`), [
          `belongs to game system ${catalogue.gameSystemId}, not ${gameSystem.id}`,
        ]);
    games.push({ gameSystem, catalogues });
  }
  return games;
}
