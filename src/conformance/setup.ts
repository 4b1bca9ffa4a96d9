/**
 * A spec's `setup` (game system and catalogues written in BattleScribe's vocabulary) read into
 * catalogue model v2. The spec format uses the model's own field names, so this fills defaults
 * (ids, names, kinds) and refuses what is not an object.
 */
import type { GameData } from '../core';
import { parseCatalogue, parseGameSystem } from '../core';
import { CONDITION_GROUP_TYPES, CONDITION_TYPES, CONSTRAINT_TYPES, MODIFIER_TYPES } from '../core';

export interface SpecSetup {
  gameSystem?: Record<string, unknown>;
  catalogues?: Record<string, unknown>[];
  dataSource?: string;
}

/** Values of BattleScribe's vocabulary the engine reads; New Recruit's additions are named when met. */
const SUPPORTED: Record<string, ReadonlySet<string>> = {
  modifier: new Set<string>(MODIFIER_TYPES),
  condition: new Set<string>(CONDITION_TYPES),
  constraint: new Set<string>(CONSTRAINT_TYPES),
  conditionGroup: new Set<string>(CONDITION_GROUP_TYPES),
};
const LIST_KIND: Record<string, keyof typeof SUPPORTED> = {
  modifiers: 'modifier',
  conditions: 'condition',
  constraints: 'constraint',
  conditionGroups: 'conditionGroup',
};

/** Thrown for a construct of the spec that Muster's engine does not read: the spec is skipped, naming it. */
export class UnsupportedConstruct extends Error {}

/** Looks for a modifier, condition, constraint or group type outside BattleScribe's vocabulary. */
export function unsupportedConstruct(value: unknown): string | undefined {
  const stack: unknown[] = [value];
  let visited = 0;
  while (stack.length > 0 && visited < 1_000_000) {
    visited += 1;
    const current = stack.pop();
    if (current === null || typeof current !== 'object') continue;
    for (const [key, child] of Object.entries(current)) {
      const kind = LIST_KIND[key];
      if (kind && Array.isArray(child)) {
        for (const item of child as { type?: unknown }[]) {
          if (typeof item?.type === 'string' && !SUPPORTED[kind]!.has(item.type))
            return `${kind} type ${item.type}`;
        }
      }
      stack.push(child);
    }
  }
  return undefined;
}

export function gameDataFromSetup(setup: SpecSetup): GameData {
  const construct = unsupportedConstruct(setup);
  if (construct) throw new UnsupportedConstruct(`${construct} (a New Recruit addition Muster does not read)`);
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
