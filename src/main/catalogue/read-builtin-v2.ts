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

/** One game's v2 data (`<root>/<game>/v2`), or undefined when the game has none. */
export function readBuiltinGame(root: string, game: string): GameData | undefined {
  const folder = join(root, game, 'v2');
  if (!existsSync(join(folder, 'game.json'))) return undefined;
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
  return { gameSystem, catalogues };
}

/** Every game under `root` (db/catalogue) that has a v2 folder, in folder name order. */
export function readBuiltinGameData(root: string): GameData[] {
  return readdirSync(root)
    .sort()
    .flatMap((game) => readBuiltinGame(root, game) ?? []);
}

/**
 * A game's v2 data read and checked the first time it is asked for, then kept: a command that
 * validates one Deadzone list reads Deadzone's files only (start-up time is a target of the CLI).
 */
export function builtinGameDataLoader(root: string): (game: string) => GameData | undefined {
  const read = new Map<string, GameData | undefined>();
  return (game) => {
    if (!read.has(game)) read.set(game, readBuiltinGame(root, game));
    return read.get(game);
  };
}
