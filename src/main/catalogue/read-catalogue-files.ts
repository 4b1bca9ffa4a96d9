import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { checkCatalogueReferences } from '../../core/catalogue/check-references';
import {
  factionFileSchema,
  gameFileSchema,
  GAME_IDS,
  type FactionFile,
  type GameFile,
} from '../../core/catalogue/schema';

export interface GameCatalogueFiles {
  game: GameFile;
  factions: FactionFile[];
}

export interface CatalogueFiles {
  games: GameCatalogueFiles[];
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

interface GameTexts {
  gameId: string;
  folder: string;
  game: string;
  /** Faction files by name, in name order. */
  factions: { name: string; text: string }[];
}

/**
 * Every file of the built-in catalogue as text, with the catalogue's version: a hash of every file's
 * name and content, the v2 rules included (a change there recomputes the library).
 */
function readCatalogueTexts(root: string): { games: GameTexts[]; version: string } {
  const hash = createHash('sha256');
  const games: GameTexts[] = [];
  for (const gameId of GAME_IDS) {
    const folder = join(root, gameId);
    if (!existsSync(join(folder, 'game.json'))) continue;
    const read = (name: string): string => {
      const text = readFileSync(join(folder, name), 'utf8');
      hash.update(`${gameId}/${name}\0${text}\0`);
      return text;
    };
    const game = read('game.json');
    const factions = readdirSync(folder)
      .filter((name) => name.endsWith('.json') && name !== 'game.json')
      .sort()
      .map((name) => ({ name, text: read(name) }));
    const v2Folder = join(folder, 'v2');
    if (existsSync(v2Folder))
      for (const name of readdirSync(v2Folder)
        .filter((file) => file.endsWith('.json'))
        .sort())
        hash.update(`${gameId}/v2/${name}\0${readFileSync(join(v2Folder, name), 'utf8')}\0`);
    games.push({ gameId, folder, game, factions });
  }
  return { games, version: hash.digest('hex') };
}

/**
 * The built-in catalogue's version alone: the files read and hashed, not parsed. A start that finds
 * this version already loaded needs nothing more (the loaded rows came from these very bytes, checked).
 */
export function readCatalogueVersion(root: string): string {
  return readCatalogueTexts(root).version;
}

/** Reads and checks every game folder under `root` (db/catalogue). Throws on the first bad file. */
export function readCatalogueFiles(root: string): CatalogueFiles {
  const { games: texts, version } = readCatalogueTexts(root);
  const games: GameCatalogueFiles[] = [];
  for (const { folder, game: gameText, factions: factionTexts } of texts) {
    const game = parseJson(join(folder, 'game.json'), gameText, gameFileSchema);
    const factions = factionTexts.map(({ name, text }) =>
      parseJson(join(folder, name), text, factionFileSchema),
    );
    const problems = checkCatalogueReferences(game, factions);
    if (problems.length > 0) throw new CatalogueFileError(folder, problems);
    games.push({ game, factions });
  }
  return { games, version };
}
