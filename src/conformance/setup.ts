/**
 * A spec's `setup` (game system and catalogues written in BattleScribe's vocabulary) read into
 * catalogue model v2. The spec format uses the model's own field names, so this fills defaults
 * (ids, names, kinds) and refuses what is not an object.
 */
import type { GameData } from '../core/catalogue/v2/model';
import { parseCatalogue, parseGameSystem } from '../core/catalogue/v2/schema';

export interface SpecSetup {
  gameSystem?: Record<string, unknown>;
  catalogues?: Record<string, unknown>[];
  dataSource?: string;
}

export function gameDataFromSetup(setup: SpecSetup): GameData {
  const raw = setup.gameSystem ?? {};
  const gameSystemId = typeof raw.id === 'string' ? raw.id : 'test-gs';
  const gameSystem = parsed(
    parseGameSystem({
      ...raw,
      kind: 'gameSystem',
      id: gameSystemId,
      name: typeof raw.name === 'string' ? raw.name : 'Test Game System',
    }),
    'gameSystem',
  );
  const catalogues = (setup.catalogues ?? []).map((catalogue, position) =>
    parsed(
      parseCatalogue({
        ...catalogue,
        kind: 'catalogue',
        id: typeof catalogue.id === 'string' ? catalogue.id : `cat-${position + 1}`,
        name:
          typeof catalogue.name === 'string'
            ? catalogue.name
            : String(catalogue.id ?? `Catalogue ${position + 1}`),
        gameSystemId: typeof catalogue.gameSystemId === 'string' ? catalogue.gameSystemId : gameSystemId,
      }),
      `catalogues[${position}]`,
    ),
  );
  return { gameSystem, catalogues };
}

function parsed<T>(
  result: { ok: true; value: T } | { ok: false; code: string; issues: string[] },
  where: string,
): T {
  if (result.ok) return result.value;
  throw new Error(`setup.${where} is not catalogue model v2 (${result.code}): ${result.issues.join('; ')}`);
}
