/**
 * Small hand-made catalogues and rosters for rule tests: each test states only what matters to it.
 * `entry()` fills the schema's defaults, `roster()` numbers selections s1, s2… unless given ids.
 */
import {
  entrySchema,
  optionSchema,
  type CatalogueEntry,
  type CatalogueOption,
  type GameId,
  type RuleKind,
} from '../../src/core/catalogue/schema';
import type { EngineCatalogue } from '../../src/core/engine/types';
import { rosterSchema, ROSTER_VERSION, type Roster } from '../../src/core/roster/migrate/v2-file';
import { ROSTER_FORMAT } from '../../src/core/roster/tree';

export function entry(partial: Partial<CatalogueEntry> & { id: string; kind: string }): CatalogueEntry {
  return entrySchema.parse({
    name: { fr: partial.id, en: partial.id },
    count: { min: 1, max: 1, default: 1, unit: 'model' },
    costs: { points: 10 },
    ...partial,
  });
}

export function option(
  partial: Partial<CatalogueOption> & { id: string; kind: CatalogueOption['kind'] },
): CatalogueOption {
  return optionSchema.parse({ name: { fr: partial.id, en: partial.id }, ...partial });
}

export interface AbilityFixture {
  id: string;
  ruleKind?: RuleKind;
  name?: { fr: string; en: string };
  restriction?: { names: string[]; traits: string[] };
  scope?: string;
}

export function catalogue(
  game: GameId,
  entries: CatalogueEntry[],
  abilities: AbilityFixture[] = [],
  items: CatalogueOption[] = [],
): EngineCatalogue {
  return {
    game: { id: game, costTypes: [{ id: 'points', primary: true }] },
    faction: { id: `${game}-test` },
    entries,
    items,
    abilities: Object.fromEntries(
      abilities.map((a) => [
        a.id,
        {
          id: a.id,
          name: a.name ?? { fr: a.id, en: a.id },
          ruleKind: a.ruleKind ?? null,
          scope: a.scope ?? 'unit',
          restriction: a.restriction ?? null,
        },
      ]),
    ),
  };
}

export type SelectionFixture = Partial<Roster['selections'][number]> & { entry: string };

export function roster(game: GameId, selections: SelectionFixture[], pointsLimit = 1000): Roster {
  return rosterSchema.parse({
    format: ROSTER_FORMAT,
    version: ROSTER_VERSION,
    id: 'roster-test',
    name: 'Test',
    game,
    faction: `${game}-test`,
    pointsLimit,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    selections: selections.map((s, i) => ({ id: `s${i + 1}`, ...s })),
  });
}

/** The codes a validation produced, sorted, for compact assertions. */
export function codes(result: { issues: { code: string }[] }): string[] {
  return result.issues.map((i) => i.code).sort();
}
