import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, type GameId, type RuleKind } from '../../../src/core/catalogue/schema';
import { validate } from '../../../src/core/engine/validate';
import type { ValidationResult } from '../../../src/core/engine/types';
import type { ListCards } from '../../../src/core/roster/cards';
import { catalogue, entry, option, roster, type AbilityFixture } from '../../helpers/engine-fixtures';

/** A catalogue per game that uses every rule kind, so that every rule module has something to chew on. */
const KINDS: Record<GameId, string[]> = {
  netepic: ['compagnie', 'detachement', 'carte-de-soutien', 'carte-speciale'],
  deadzone: ['leader', 'troop', 'specialist', 'support'],
  'freebooters-fate': ['leader', 'follower', 'specialist', 'mercenary'],
  antares: ['tactical', 'support', 'strategic', 'auxiliary'],
};
const RULE_KINDS: RuleKind[] = [
  'attached-character',
  'transport',
  'elite',
  'infiltration',
  'command-unit',
  'flying',
  'tactician',
  'looter',
  'bestial',
  'vehicle',
  'leader-only',
  'restricted-action',
  'reflex-armour',
  'hl-booster',
  'medic',
  'targeter',
  'compactor-drone',
  'buddy-drone',
];
const abilities: AbilityFixture[] = RULE_KINDS.map((kind) => ({
  id: kind,
  ruleKind: kind,
  ...(kind === 'restricted-action' ? { restriction: { names: ['Hero 0'], traits: ['Mystique'] } } : {}),
}));

function gameCatalogue(game: GameId) {
  const entries = KINDS[game].flatMap((kind, k) =>
    [0, 1, 2].map((n) =>
      entry({
        id: `${kind}-${n}`,
        name: { fr: `Hero ${n}`, en: `Hero ${n}` },
        kind,
        class: ((n + k) % 5) + 1,
        walker: n === 2,
        traits: n === 1 ? ['Mystique'] : [],
        count: { min: 1, max: 6, default: 2, unit: game === 'netepic' ? 'base' : 'model' },
        costs: { points: 10 + n },
        abilities: [
          { id: RULE_KINDS[(k * 3 + n) % RULE_KINDS.length]!, param: n + 1 },
          { id: RULE_KINDS[(k * 5 + n * 7) % RULE_KINDS.length]!, param: 6 },
        ],
        contains: kind === 'compagnie' ? [{ entry: `${KINDS[game][1]}-0`, min: 1, max: 3 }] : [],
        options: [
          option({
            id: 'rhino',
            kind: 'model',
            max: 3,
            class: 3,
            abilities: [{ id: 'transport', param: 2 }],
          }),
          option({ id: 'load-a', kind: 'upgrade', group: 'loads', abilities: [{ id: 'compactor-drone' }] }),
          option({ id: 'load-b', kind: 'upgrade', group: 'loads' }),
          option({ id: 'act', kind: 'action', abilities: [{ id: 'restricted-action' }] }),
        ],
        optionGroups: [{ id: 'loads', name: { fr: 'Charges', en: 'Loads' }, min: 0, max: 1 }],
      }),
    ),
  );
  return catalogue(game, entries, abilities, [option({ id: 'item', kind: 'item', max: 5 })]);
}
const catalogues = Object.fromEntries(GAME_IDS.map((g) => [g, gameCatalogue(g)])) as Record<
  GameId,
  ReturnType<typeof gameCatalogue>
>;

const rosterArbitrary = fc.constantFrom(...GAME_IDS).chain((game) => {
  const entryIds = [...catalogues[game].entries.map((e) => e.id), 'unknown-entry'];
  const ref = fc.option(
    fc.integer({ min: 0, max: 40 }).map((n) => `s${n}`),
    { nil: undefined },
  );
  const selection = fc.record({
    entry: fc.constantFrom(...entryIds),
    parent: ref,
    attachedTo: ref,
    embarkedIn: ref,
    count: fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }),
    options: fc.dictionary(
      fc.constantFrom('rhino', 'load-a', 'load-b', 'act', 'nope'),
      fc.integer({ min: 0, max: 4 }),
    ),
    items: fc.dictionary(fc.constantFrom('item', 'ghost'), fc.integer({ min: 0, max: 5 })),
  });
  return fc
    .tuple(fc.array(selection, { maxLength: 30 }), fc.integer({ min: 1, max: 500 }))
    .map(([selections, limit]) => roster(game, selections.map(withoutUndefined), limit));
});

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The verdict, independent of order: codes with their selection sets, and the figures. */
function verdict(result: ValidationResult) {
  return {
    valid: result.valid,
    issues: result.issues.map((i) => `${i.severity} ${i.code} ${[...i.selections].sort().join(',')}`).sort(),
    points: result.stats.points,
    elite: result.stats.elitePool?.total,
    dice: result.stats.tacticianDice?.dice,
    transports: result.stats.transports,
    characters: result.stats.attachedCharacters,
    composition: result.stats.composition,
  };
}

describe('validation engine properties', () => {
  it('never throws on random rosters of any game', () => {
    fc.assert(
      fc.property(rosterArbitrary, (r: ListCards) => {
        const result = validate(r, catalogues[r.game]);
        expect(result.errors).toBe(result.issues.filter((i) => i.severity === 'error').length);
      }),
      { numRuns: 400 },
    );
  });

  it('gives the same verdict whatever the order of the selections', () => {
    fc.assert(
      fc.property(rosterArbitrary, fc.nat(), (r: ListCards, seed: number) => {
        const shuffled = [...r.selections];
        let s = seed;
        for (let i = shuffled.length - 1; i > 0; i--) {
          s = (s * 1103515245 + 12345) % 2 ** 31;
          const j = s % (i + 1);
          [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
        }
        const reordered = { ...r, selections: shuffled };
        expect(verdict(validate(reordered, catalogues[r.game]))).toEqual(
          verdict(validate(r, catalogues[r.game])),
        );
      }),
      { numRuns: 400 },
    );
  });
});
