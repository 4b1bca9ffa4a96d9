/**
 * Small hand-made catalogues and rosters for rule tests: each test states only what matters to it.
 * `entry()` and `option()` fill in the usual values, `roster()` numbers selections s1, s2… unless given ids.
 */
import type { GameId, RuleKind } from '../../src/core/catalogue/schema';
import type { CatalogueEntry, CatalogueOption, WeaponRef } from '../../src/core/catalogue/entry-types';
import type { EngineCatalogue } from '../../src/core/engine/types';
import { rosterSchema, ROSTER_VERSION, type Roster } from '../../src/core/roster/migrate/v2-file';
import { ROSTER_FORMAT } from '../../src/core/roster/tree';

/** Weapons as a test writes them: a count of one when it says none. */
type WeaponFixture = Omit<WeaponRef, 'count'> & { count?: number };
const weaponRefs = (weapons: WeaponFixture[] | undefined): WeaponRef[] =>
  (weapons ?? []).map((weapon) => ({ count: 1, ...weapon }));

type OptionFixture = Partial<Omit<CatalogueOption, 'weapons'>> & {
  id: string;
  kind: CatalogueOption['kind'];
  weapons?: WeaponFixture[];
};

type EntryFixture = Partial<Omit<CatalogueEntry, 'options' | 'weapons' | 'limit'>> & {
  id: string;
  kind: string;
  options?: OptionFixture[];
  weapons?: WeaponFixture[];
  limit?: Partial<NonNullable<CatalogueEntry['limit']>>;
};

/** An entry of the builder's view with what a test does not say at its usual value. */
export function entry(partial: EntryFixture): CatalogueEntry {
  const { options, weapons, limit, ...rest } = partial;
  return {
    name: { fr: partial.id, en: partial.id },
    walker: false,
    count: { min: 1, max: 1, default: 1, unit: 'model' },
    costs: { points: 10 },
    unique: false,
    traits: [],
    tags: [],
    profiles: [],
    abilities: [],
    optionGroups: [],
    contains: [],
    ...rest,
    weapons: weaponRefs(weapons),
    options: (options ?? []).map(option),
    ...(limit ? { limit: { min: 0, per: 'army', ...limit } } : {}),
  };
}

/** An option of the builder's view with what a test does not say at its usual value. */
export function option(partial: OptionFixture): CatalogueOption {
  const { weapons, ...rest } = partial;
  return {
    name: { fr: partial.id, en: partial.id },
    costs: {},
    min: 0,
    max: 1,
    default: 0,
    abilities: [],
    tags: [],
    ...rest,
    weapons: weaponRefs(weapons),
  };
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
