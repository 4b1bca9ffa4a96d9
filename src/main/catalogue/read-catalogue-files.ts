import { readdirSync, readFileSync, existsSync } from 'node:fs';
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

export class CatalogueFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems.join('; ')}`);
    this.name = 'CatalogueFileError';
  }
}

function parseJsonFile<T>(file: string, schema: z.ZodType<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
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
export function readCatalogueFiles(root: string): GameCatalogueFiles[] {
  const games: GameCatalogueFiles[] = [];
  for (const gameId of GAME_IDS) {
    const folder = join(root, gameId);
    const gameFile = join(folder, 'game.json');
    if (!existsSync(gameFile)) continue;
    const game = parseJsonFile(gameFile, gameFileSchema);
    const factions = readdirSync(folder)
      .filter((name) => name.endsWith('.json') && name !== 'game.json')
      .sort()
      .map((name) => parseJsonFile(join(folder, name), factionFileSchema));
    const problems = checkCatalogueReferences(game, factions);
    if (problems.length > 0) throw new CatalogueFileError(folder, problems);
    games.push({ game, factions });
  }
  return games;
}
