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

/** Reads and checks every game folder under `root` (db/catalogue). Throws on the first bad file. */
export function readCatalogueFiles(root: string): CatalogueFiles {
  const hash = createHash('sha256');
  const games: GameCatalogueFiles[] = [];
  for (const gameId of GAME_IDS) {
    const folder = join(root, gameId);
    const gamePath = join(folder, 'game.json');
    if (!existsSync(gamePath)) continue;
    const read = (name: string): string => {
      const text = readFileSync(join(folder, name), 'utf8');
      hash.update(`${gameId}/${name}\0${text}\0`);
      return text;
    };
    const game = parseJson(gamePath, read('game.json'), gameFileSchema);
    const factions = readdirSync(folder)
      .filter((name) => name.endsWith('.json') && name !== 'game.json')
      .sort()
      .map((name) => parseJson(join(folder, name), read(name), factionFileSchema));
    // The rules in model v2 are part of the catalogue's version: a change there recomputes the library.
    const v2Folder = join(folder, 'v2');
    if (existsSync(v2Folder))
      for (const name of readdirSync(v2Folder)
        .filter((file) => file.endsWith('.json'))
        .sort())
        hash.update(`${gameId}/v2/${name}\0${readFileSync(join(v2Folder, name), 'utf8')}\0`);
    const problems = checkCatalogueReferences(game, factions);
    if (problems.length > 0) throw new CatalogueFileError(folder, problems);
    games.push({ game, factions });
  }
  return { games, version: hash.digest('hex') };
}
