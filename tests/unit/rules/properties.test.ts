/**
 * Properties of the whole validation on the built-in data of each game (its engine, the data rule and
 * Muster's rules): random lists of a file of version 2, units naming entries of the faction or not,
 * holding, joining and boarding each other at random, with any count, options and items. Whatever such
 * a file holds, it is either judged (its verdict saying what is wrong with it) or refused as a file
 * with its problems named, never anything else; and the outcome does not depend on the order the file
 * lists its units in.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameId } from '../../../src/core/catalogue/schema';
import { validate } from '../../../src/core/engine/validate';
import type { ValidationResult } from '../../../src/core/engine/types';
import type { ListCards } from '../../../src/core/roster/cards';
import { RosterFormatError } from '../../../src/core/roster/read-failure';
import { builtinView } from '../../helpers/builtin-view';
import { roster } from '../../helpers/engine-fixtures';

/** A faction per game, and two for NetEpic: one written for the first model's lists, one codex. */
const FACTIONS: [GameId, string][] = [
  ['netepic', 'netepic-space-marines'],
  ['netepic', 'netepic-fr-tyranids-310'],
  ['deadzone', 'deadzone-enforcers'],
  ['freebooters-fate', 'freebooters-fate-amazonen'],
  ['antares', 'antares-algoryn'],
];
const views = new Map(FACTIONS.map(([game, id]) => [id, builtinView(game, id)]));
const viewOf = (r: ListCards) => views.get(r.faction)!;

const rosterArbitrary = fc.constantFrom(...FACTIONS).chain(([game, faction]) => {
  const view = views.get(faction)!;
  // Entries the faction has (a few, so that units meet each other) and one it has not.
  const entries = [...view.entries.slice(0, 12), undefined];
  // Mostly none; else a unit of the list (numbered s1…, itself at times), rarely one it does not have.
  const ref = fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 12 },
    { arbitrary: fc.nat(), weight: 3 },
    { arbitrary: fc.constant(-1), weight: 1 },
  );
  const selection = fc.constantFrom(...entries).chain((entry) =>
    fc.record({
      entry: fc.constant(entry?.id ?? 'not-in-the-data'),
      parent: ref,
      attachedTo: ref,
      embarkedIn: ref,
      count: fc.option(fc.integer({ min: 0, max: 9 }), { nil: undefined }),
      options: fc.dictionary(
        fc.constantFrom(...(entry?.options ?? []).map((option) => option.id), 'nope'),
        fc.integer({ min: 0, max: 4 }),
        { maxKeys: 4 },
      ),
      items: fc.dictionary(
        fc.constantFrom(...view.items.map((item) => item.id), 'ghost'),
        fc.integer({ min: 0, max: 5 }),
        { maxKeys: 3 },
      ),
    }),
  );
  return fc
    .tuple(fc.array(selection, { maxLength: 24 }), fc.integer({ min: 1, max: 3000 }))
    .map(([selections, limit]) => {
      const unit = (n: number | undefined) =>
        n === undefined ? undefined : n < 0 ? 'not-a-unit' : `s${(n % selections.length) + 1}`;
      const units = selections.map((one) => ({
        ...one,
        parent: unit(one.parent),
        attachedTo: unit(one.attachedTo),
        embarkedIn: unit(one.embarkedIn),
      }));
      return { ...roster(game, units.map(withoutUndefined), limit), faction };
    });
});

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function bySelection<T extends { selection: string }>(lines: T[] | undefined): T[] | undefined {
  return lines && [...lines].sort((a, b) => (a.selection < b.selection ? -1 : 1));
}

type Outcome = { judged: ValidationResult } | { refused: RosterFormatError };

/** The list judged, or the file refused for what it holds; any other error is thrown on. */
function outcome(r: ListCards): Outcome {
  try {
    return { judged: validate(r, viewOf(r)) };
  } catch (error) {
    if (error instanceof RosterFormatError) return { refused: error };
    throw error;
  }
}

/** The outcome, independent of order: codes with their selection sets and the figures, or the refusal. */
function comparable(found: Outcome) {
  // A refusal names where each problem is, by the units' places in the file: only its reason compares.
  if ('refused' in found) return { refused: found.refused.reason.code };
  const result = found.judged;
  return {
    valid: result.valid,
    issues: result.issues.map((i) => `${i.severity} ${i.code} ${[...i.selections].sort().join(',')}`).sort(),
    points: result.stats.points,
    costs: result.stats.costs,
    unitCosts: result.stats.unitCosts,
    elite: result.stats.elitePool?.total,
    dice: result.stats.tacticianDice?.dice,
    // Listed in the list's order, as the builder shows them: compared as sets.
    transports: bySelection(
      result.stats.transports?.map((line) => ({ ...line, passengers: [...line.passengers].sort() })),
    ),
    characters: bySelection(result.stats.attachedCharacters),
    composition: result.stats.composition,
  };
}

describe('validation properties, on the built-in data of each game', () => {
  it('never throws on random lists, and counts its errors and warnings', () => {
    fc.assert(
      fc.property(rosterArbitrary, (r: ListCards) => {
        const found = outcome(r);
        if ('refused' in found) {
          expect(found.refused.problems.length).toBeGreaterThan(0);
          return;
        }
        const result = found.judged;
        expect(result.errors).toBe(result.issues.filter((i) => i.severity === 'error').length);
        expect(result.warnings).toBe(result.issues.filter((i) => i.severity === 'warning').length);
        expect(result.valid).toBe(result.errors === 0);
        expect(Number.isFinite(result.stats.points)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same verdict whatever the order of the units', () => {
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
        expect(comparable(outcome(reordered))).toEqual(comparable(outcome(r)));
      }),
      { numRuns: 300 },
    );
  });

  it('meets every outcome: lists priced, lists in error, files refused', () => {
    const found = fc.sample(rosterArbitrary, { numRuns: 100, seed: 7 }).map(outcome);
    const judged = found.flatMap((one) => ('judged' in one ? [one.judged] : []));
    expect(judged.some((result) => result.stats.points > 0)).toBe(true);
    expect(judged.some((result) => !result.valid)).toBe(true);
    expect(judged.length).toBeGreaterThan(found.length / 3);
    expect(found.some((one) => 'refused' in one)).toBe(true);
  });
});
