import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { checkCatalogueReferences } from '../../core';
import { gameFileSchema, GAME_IDS, type GameFile } from '../../core';
import { bundledCheckedData, readChecked, type CheckedData } from './checked-data';

/** Each game's description and glossary, beside its data in the engine's model. */
export const GLOSSARY_FILE = 'glossary.json';

export interface CatalogueFiles {
  /** Each game's description and glossary (glossary.json); its factions are its data's catalogues. */
  games: GameFile[];
  /** Hash of every file's name and content: the built-in catalogue's version. */
  version: string;
}

export class CatalogueFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems.join('; ')}`);
    this.name = 'CatalogueFileError';
  }
}

function parseJson<T>(file: string, text: string, schema: z.ZodType<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new CatalogueFileError(file, [`not valid JSON (${(error as Error).message})`]);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new CatalogueFileError(
      file,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  return parsed.data;
}

interface GameBytes {
  gameId: string;
  folder: string;
  game: Buffer;
}

/** A file of the built-in catalogue: its key (its path under the catalogue's root) and its path. */
interface CatalogueFile {
  key: string;
  path: string;
}

/**
 * Every file the catalogue's version is made of, game by game, each game's glossary first, then its
 * data in the engine's model: its folder's other JSON files (a change there recomputes the library).
 */
function catalogueFilesByGame(root: string): { gameId: string; folder: string; files: CatalogueFile[] }[] {
  const games = [];
  for (const gameId of GAME_IDS) {
    const folder = join(root, gameId);
    if (!existsSync(join(folder, GLOSSARY_FILE))) continue;
    const files = [
      GLOSSARY_FILE,
      ...readdirSync(folder)
        .filter((name) => name.endsWith('.json') && name !== GLOSSARY_FILE)
        .sort(),
    ].map((name) => ({ key: `${gameId}/${name}`, path: join(folder, name) }));
    games.push({ gameId, folder, files });
  }
  return games;
}

/**
 * Every game file of the built-in catalogue as bytes, with the catalogue's version: a hash of every
 * file's name and content. The bytes are hashed as read, not decoded first: the same hash as of their
 * UTF-8 text, for less work at each start.
 */
function readCatalogueBytes(root: string): { games: GameBytes[]; version: string } {
  const hash = createHash('sha256');
  const games: GameBytes[] = [];
  for (const { gameId, folder, files } of catalogueFilesByGame(root)) {
    let game: Buffer | undefined;
    for (const { key, path } of files) {
      const bytes = readFileSync(path);
      hash.update(`${key}\0`);
      hash.update(bytes);
      hash.update('\0');
      game ??= bytes;
    }
    games.push({ gameId, folder, game: game! });
  }
  return { games, version: hash.digest('hex') };
}

/**
 * A file whose last change is this close to the moment its stamp is taken may change again within
 * the file system's timestamp granularity (2 s on FAT, 1 s on HFS+) without its stamp changing.
 */
const STAMP_SETTLE_MS = 2_000;

/**
 * The stamp of the built-in catalogue's files: each one's key, size, modification and change times.
 * Any write to a file sets its change time (which, unlike the modification time, no tool can set
 * back), and a file added or removed changes the list: while the stamp is the one recorded with a
 * version, the files are those that version was hashed from, and a start need not read them
 * (9 MB hashed at every start was 8–11 ms of `muster validate`). Undefined while a file changed less
 * than STAMP_SETTLE_MS before `now`: it is then hashed, and stamped at a later start.
 */
export function catalogueStamp(root: string, now: number = Date.now()): string | undefined {
  const stamps: [string, number, number, number][] = [];
  for (const { files } of catalogueFilesByGame(root))
    for (const { key, path } of files) {
      const { size, mtimeMs, ctimeMs } = statSync(path);
      if (Math.max(mtimeMs, ctimeMs) > now - STAMP_SETTLE_MS) return undefined;
      stamps.push([key, size, mtimeMs, ctimeMs]);
    }
  return JSON.stringify(stamps);
}

/**
 * The built-in catalogue's version alone: the files read and hashed, not parsed. A start that finds
 * this version already loaded needs nothing more (the loaded rows came from these very bytes, checked).
 */
export function readCatalogueVersion(root: string): string {
  return readCatalogueBytes(root).version;
}

/** A glossary of the built-in catalogue (`<game>/glossary.json`), with the schema that checks it. */
export interface BuiltinGlossaryFile {
  key: string;
  path: string;
  parse: (text: string) => unknown;
}

/** The glossary of every game of the built-in catalogue. */
export function builtinGlossaryFiles(root: string): BuiltinGlossaryFile[] {
  return readCatalogueBytes(root).games.map(({ gameId, folder }) =>
    glossaryFile(gameId, folder, GLOSSARY_FILE, gameFileSchema),
  );
}

function glossaryFile<T>(
  gameId: string,
  folder: string,
  name: string,
  schema: z.ZodType<T>,
): BuiltinGlossaryFile {
  const path = join(folder, name);
  return { key: `${gameId}/${name}`, path, parse: (text) => parseJson(path, text, schema) };
}

/**
 * Reads and checks every game folder under `root` (db/catalogue). Throws on the first bad file. A file
 * checked at the build (checked-data.ts) with these very bytes is read back without its schema.
 */
export function readCatalogueFiles(
  root: string,
  checked: CheckedData | undefined = bundledCheckedData(),
): CatalogueFiles {
  const { games: read, version } = readCatalogueBytes(root);
  const games: GameFile[] = [];
  for (const { gameId, folder, game: bytes } of read) {
    const game = readChecked(checked, `${gameId}/${GLOSSARY_FILE}`, bytes, (text) =>
      parseJson(join(folder, GLOSSARY_FILE), text, gameFileSchema),
    );
    const problems = checkCatalogueReferences(game);
    if (problems.length > 0) throw new CatalogueFileError(folder, problems);
    games.push(game);
  }
  return { games, version };
}
