/**
 * Attachment and embarkation chains thousands long: found in one pass, reported once, the message a
 * few lines whatever the length (a chain of 4,999 made a 326 MB message in a quadratic time).
 */
import { describe, expect, it } from 'vitest';
import { readRoster } from '../../../src/core/roster/migrate/read-v2';
import { RosterFormatError, MAX_LISTED_PROBLEMS } from '../../../src/core/roster/read-failure';
import { readTreeRoster } from '../../../src/core/roster/read-roster-tree';
import { type V2Migration } from '../../../src/core/roster/migrate/cards-to-tree';
import {
  MAX_RELATION_CHAIN,
  relationChainFindings,
  type Related,
} from '../../../src/core/roster/relation-chains';

const migration: V2Migration = {
  forceOf: (game, faction) => ({ entryId: `${game}-force`, catalogueId: faction, costTypeId: 'points' }),
  selectionShape: (_game, _entryId, count) => ({ number: count ?? 1, models: [] }),
};

const v2File = (selections: unknown[]) =>
  JSON.stringify({
    format: 'muster-roster',
    version: 2,
    id: 'roster-1',
    name: 'List',
    game: 'netepic',
    faction: 'netepic-space-marines',
    pointsLimit: 3000,
    notes: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    selections,
  });

const v3File = (selections: unknown[]) =>
  JSON.stringify({
    format: 'muster-roster',
    version: 3,
    id: 'roster-1',
    name: 'List',
    gameSystemId: 'netepic',
    costLimits: { points: 3000 },
    forces: [{ id: 'f1', entryId: 'army', catalogueId: 'space-marines', selections, forces: [] }],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });

function refusal(run: () => unknown): RosterFormatError {
  try {
    run();
  } catch (error) {
    if (error instanceof RosterFormatError) return error;
    throw error;
  }
  throw new Error('read without a refusal');
}

/** `s1` joined to `s0`, `s2` to `s1`…; `parent` nests each in the one before as well. */
const chainV2 = (length: number, key: 'attachedTo' | 'embarkedIn', nested: boolean) =>
  Array.from({ length }, (_, i) => ({
    id: `s${i}`,
    entry: 'x',
    ...(i > 0 ? { [key]: `s${i - 1}` } : {}),
    ...(i > 0 && nested ? { parent: `s${i - 1}` } : {}),
  }));

describe('relation chains', () => {
  it.each(['attachedTo', 'embarkedIn'] as const)(
    'a version 2 list with a 5,000-long %s chain, nested or not, becomes version 3 refused in a few short lines',
    (key) => {
      for (const nested of [false, true]) {
        const error = refusal(() => readTreeRoster(v2File(chainV2(5000, key, nested)), migration));
        expect(error.reason).toEqual({
          code: 'invalid-content',
          problems: [{ kind: 'chain-too-long', path: `selections.9.${key}`, limit: MAX_RELATION_CHAIN }],
        });
        expect(error.message.length).toBeLessThan(500);
      }
    },
  );

  it('a version 3 list with a 5,000-long chain is refused once per relation', () => {
    const selections = Array.from({ length: 5000 }, (_, i) => ({
      id: `s${i}`,
      entryId: 'x',
      number: 1,
      selections: [],
      ...(i > 0 ? { attachedTo: `s${i - 1}`, embarkedIn: `s${i - 1}` } : {}),
    }));
    const error = refusal(() => readTreeRoster(v3File(selections), migration));
    expect(error.reason).toMatchObject({
      code: 'invalid-content',
      problems: [
        { kind: 'chain-too-long', path: expect.stringMatching(/attachedTo$/) },
        { kind: 'chain-too-long', path: expect.stringMatching(/embarkedIn$/) },
      ],
    });
    expect(error.message.length).toBeLessThan(500);
  });

  it('a loop is reported once, at the first selection leading into it; formations in a loop too', () => {
    const loop: Related[] = [
      { id: 'a', attachedTo: 'b' },
      { id: 'b', attachedTo: 'c' },
      { id: 'c', attachedTo: 'a' },
      { id: 'd', attachedTo: 'a' },
      { id: 'e', embarkedIn: 'd' },
    ];
    expect(relationChainFindings(loop)).toEqual([{ index: 0, relation: 'attachedTo', problem: 'cycle' }]);
    const error = refusal(() =>
      readTreeRoster(
        v2File([
          { id: 'a', entry: 'x' },
          { id: 'b', entry: 'x', parent: 'c' },
          { id: 'c', entry: 'x', parent: 'b' },
        ]),
        migration,
      ),
    );
    expect(error.reason).toEqual({
      code: 'invalid-content',
      problems: [{ kind: 'reference-cycle', path: 'selections', id: 'b' }],
    });
  });

  it('chains up to the limit are accepted; a reference to nobody or to itself ends a chain', () => {
    const chain = (length: number): Related[] =>
      Array.from({ length }, (_, i) => ({ id: `s${i}`, ...(i > 0 ? { embarkedIn: `s${i - 1}` } : {}) }));
    expect(relationChainFindings(chain(MAX_RELATION_CHAIN + 1))).toEqual([]);
    expect(relationChainFindings(chain(MAX_RELATION_CHAIN + 2))).toEqual([
      { index: MAX_RELATION_CHAIN + 1, relation: 'embarkedIn', problem: 'too-long' },
    ]);
    expect(
      relationChainFindings([
        { id: 'a', attachedTo: 'a' },
        { id: 'b', attachedTo: 'nobody' },
      ]),
    ).toEqual([]);
  });

  it('reads each selection’s relations a bounded number of times however long the chain (linear)', () => {
    const reads = (length: number) => {
      let count = 0;
      const items = Array.from({ length }, (_, i) => {
        const target = i > 0 ? `s${i - 1}` : undefined;
        return {
          id: `s${i}`,
          get attachedTo() {
            count += 1;
            return target;
          },
        };
      });
      relationChainFindings(items);
      return count;
    };
    expect(reads(5000)).toBeLessThanOrEqual(2 * 5000);
    expect(reads(50_000)).toBeLessThanOrEqual(2 * 50_000);
  });

  it('lists at most MAX_LISTED_PROBLEMS wrong fields, then how many more', () => {
    const duplicates = Array.from({ length: 5000 }, () => ({ id: 'same', entry: 'x' }));
    const error = refusal(() => readRoster(v2File(duplicates)));
    const problems = (error.reason as { problems: unknown[] }).problems;
    expect(problems).toHaveLength(MAX_LISTED_PROBLEMS + 1);
    expect(problems.at(-1)).toEqual({ kind: 'more-problems', count: 4999 - MAX_LISTED_PROBLEMS });
    expect(error.message).toContain(`and ${4999 - MAX_LISTED_PROBLEMS} more problems`);
    expect(error.message.length).toBeLessThan(3000);
  });
});
