/**
 * Reads the built-in catalogue's data in the engine's model (`db/catalogue/<game>/`: `game.json`, the
 * game system, and one catalogue file per faction; beside them `glossary.json`, the game's glossary, is
 * read by read-catalogue-files.ts), each file checked against the model's schema before use — at the
 * build when the CLI bundle carries the file's checked value (checked-data.ts), else here. Throws the
 * first bad file as a `CatalogueFileError`, like the glossary's reader.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameData } from '../../core';
import { GAME_IDS } from '../../core';
import { parseCatalogue, parseGameSystem, type DataFileParse } from '../../core';
import { bundledCheckedData, readChecked, type CheckedData } from './checked-data';
import { CatalogueFileError, GLOSSARY_FILE } from './read-catalogue-files';

/** A game's game system, beside its catalogues. */
export const GAME_SYSTEM_FILE = 'game.json';

/** A data file's text parsed and checked; throws its problems as a `CatalogueFileError`. */
export function parseBuiltinFile<T>(
  path: string,
  text: string,
  parse: (value: unknown) => DataFileParse<T>,
): T {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new CatalogueFileError(path, [`not valid JSON (${(error as Error).message})`]);
  }
  const parsed = parse(raw);
  if (!parsed.ok)
    throw new CatalogueFileError(path, parsed.code === 'too-deep' ? ['nested too deep'] : parsed.issues);
  return parsed.value;
}

/** The key of a data file in the checked data: its path under db/catalogue. */
export function builtinDataKey(game: string, name: string): string {
  return `${game}/${name}`;
}

/** One data file of the built-in catalogue, with the schema that checks it. */
export interface BuiltinDataFile {
  key: string;
  path: string;
  parse: (value: unknown) => DataFileParse<unknown>;
}

/**
 * Every data file of a game (its game system first, then its catalogues: the folder's other JSON files
 * but the glossary), or undefined when the game has none.
 */
export function builtinDataFiles(root: string, game: string): BuiltinDataFile[] | undefined {
  const folder = join(root, game);
  if (!existsSync(join(folder, GAME_SYSTEM_FILE))) return undefined;
  const file = (name: string, parse: BuiltinDataFile['parse']): BuiltinDataFile => ({
    key: builtinDataKey(game, name),
    path: join(folder, name),
    parse,
  });
  return [
    file(GAME_SYSTEM_FILE, parseGameSystem),
    ...readdirSync(folder)
      .filter((name) => name.endsWith('.json') && name !== GAME_SYSTEM_FILE && name !== GLOSSARY_FILE)
      .sort()
      .map((name) => file(name, parseCatalogue)),
  ];
}

/** One game's data (`<root>/<game>`), or undefined when the game has none. */
export function readBuiltinGame(
  root: string,
  game: string,
  checked: CheckedData | undefined = bundledCheckedData(),
): GameData | undefined {
  const files = builtinDataFiles(root, game);
  if (!files) return undefined;
  const [gameFile, ...catalogueFiles] = files.map(({ key, path, parse }) =>
    readChecked(checked, key, readFileSync(path), (text) => parseBuiltinFile(path, text, parse)),
  );
  const gameSystem = gameFile as GameData['gameSystem'];
  const catalogues = catalogueFiles as GameData['catalogues'];
  const folder = join(root, game);
  for (const catalogue of catalogues)
    if (catalogue.gameSystemId !== gameSystem.id)
      throw new CatalogueFileError(join(folder, `${catalogue.id}.json`), [
        `belongs to game system ${catalogue.gameSystemId}, not ${gameSystem.id}`,
      ]);
  return { gameSystem, catalogues };
}

/** Every game under `root` (db/catalogue) that has a game system, in folder name order. */
export function readBuiltinGameData(root: string, checked?: CheckedData): GameData[] {
  return readdirSync(root)
    .sort()
    .flatMap((game) => readBuiltinGame(root, game, checked) ?? []);
}

/** The built-in data by game, read on demand; `catalogue` reads a single faction's file. */
export interface BuiltinGameDataLoader {
  (game: string): GameData | undefined;
  /**
   * The game system with the one catalogue `id` (its file `<id>.json`), without reading the game's
   * other catalogues: a command judging one list needs its faction only. Undefined when there is none.
   */
  catalogue(game: string, id: string): GameData | undefined;
  /**
   * Reads every game's data not read yet, one file per turn of the event loop: the app reads ahead
   * what the first list opened needs without holding the thread that answers requests for the whole
   * of it (a file takes up to ~30 ms to check, a game's files a few hundred).
   */
  readAhead(games: readonly string[], stillWanted: () => boolean): Promise<void>;
  /**
   * Whether a game has a catalogue file named `<id>.json`: a built-in catalogue's file is named by its
   * id, so an id no file has is no built-in faction's, known without reading any game's data.
   */
  named(id: string): boolean;
}

/** The next turn of the event loop: requests that came meanwhile are answered first. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A game's data read and checked the first time it is asked for, then kept: a command that
 * validates one Deadzone list reads Deadzone's files only (start-up time is a target of the CLI).
 */
export function builtinGameDataLoader(
  root: string,
  checked: CheckedData | undefined = bundledCheckedData(),
): BuiltinGameDataLoader {
  const read = new Map<string, GameData | undefined>();
  const single = new Map<string, GameData | undefined>();
  const whole = (game: string) => {
    if (!read.has(game)) read.set(game, readBuiltinGame(root, game, checked));
    return read.get(game);
  };
  /** The game's files read one per turn, then put together as `readBuiltinGame` does. */
  const readInTurns = async (game: string, stillWanted: () => boolean): Promise<void> => {
    const values = new Map<string, { bytes: Buffer; value: unknown }>();
    for (const { key, path, parse } of builtinDataFiles(root, game) ?? []) {
      await nextTurn();
      if (!stillWanted() || read.has(game)) return;
      const bytes = readFileSync(path);
      values.set(key, {
        bytes,
        value: readChecked(checked, key, bytes, (text) => parseBuiltinFile(path, text, parse)),
      });
    }
    await nextTurn();
    if (!stillWanted() || read.has(game)) return;
    // The values just checked, for the same bytes: a file changed meanwhile is checked again.
    const ahead: CheckedData = {
      read: (key, bytes) => {
        const kept = values.get(key);
        return kept?.bytes.equals(bytes) ? kept.value : undefined;
      },
    };
    read.set(game, readBuiltinGame(root, game, ahead));
  };
  const one = (game: string, id: string): GameData | undefined => {
    const all = read.get(game);
    if (all) {
      const own = all.catalogues.find((candidate) => candidate.id === id);
      return own ? { gameSystem: all.gameSystem, catalogues: [own] } : undefined;
    }
    const files = builtinDataFiles(root, game);
    const file = files?.find(({ key }) => key === builtinDataKey(game, `${id}.json`));
    // A catalogue whose file is named otherwise is found among the game's others.
    if (!files || !file) return whole(game) && one(game, id);
    const [gameSystem, catalogue] = [files[0]!, file].map(({ key, path, parse }) =>
      readChecked(checked, key, readFileSync(path), (text) => parseBuiltinFile(path, text, parse)),
    ) as [GameData['gameSystem'], GameData['catalogues'][number]];
    if (catalogue.id !== id) return whole(game) && one(game, id);
    if (catalogue.gameSystemId !== gameSystem.id)
      throw new CatalogueFileError(file.path, [
        `belongs to game system ${catalogue.gameSystemId}, not ${gameSystem.id}`,
      ]);
    return { gameSystem, catalogues: [catalogue] };
  };
  const names = new Map<string, Set<string>>();
  const namesOf = (game: string) => {
    let found = names.get(game);
    if (!found) {
      found = new Set((builtinDataFiles(root, game) ?? []).map(({ key }) => key));
      names.set(game, found);
    }
    return found;
  };
  return Object.assign(whole, {
    named: (id: string) => GAME_IDS.some((game) => namesOf(game).has(builtinDataKey(game, `${id}.json`))),
    async readAhead(games: readonly string[], stillWanted: () => boolean) {
      for (const game of games) if (!read.has(game)) await readInTurns(game, stillWanted);
    },
    catalogue(game: string, id: string) {
      const key = `${game}\0${id}`;
      if (!single.has(key)) single.set(key, one(game, id));
      return single.get(key);
    },
  });
}
