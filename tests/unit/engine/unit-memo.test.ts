/**
 * Which units the engine may take over between evaluations (unit-memo.ts): those whose limits count
 * inside them and whose profiles look at nothing outside them; their modifiers may look anywhere.
 * Each case is one root entry of a small faction.
 */
import { describe, expect, it } from 'vitest';
import type { Condition, SelectionEntry } from '../../../src/core/catalogue/model';
import { DataIndex } from '../../../src/core/engine/data-index';
import { evaluateRoster } from '../../../src/core/engine/evaluate';
import { mayBeTakenOver, UnitMemos, type WideRead } from '../../../src/core/engine/unit-memo';
import type { RosterSelection, TreeRoster } from '../../../src/core/roster/tree';
import { oneFaction } from './one-faction';

const when = (scope: string, field = 'selections'): Condition => ({
  type: 'atLeast',
  value: 1,
  field,
  scope,
  childId: 'any',
});

const hiddenWhen = (condition: Condition) => ({
  type: 'set' as const,
  field: 'hidden',
  value: true,
  conditions: [condition],
});

const ENTRIES: Record<string, SelectionEntry> = {
  plain: { id: 'plain', name: 'Plain', type: 'unit', costs: [{ typeId: 'pts', value: 10 }] },
  ownLimitInForce: {
    id: 'ownLimitInForce',
    name: 'Limited',
    type: 'unit',
    // Counted in the force, at every evaluation: no reason to evaluate the unit again.
    constraints: [{ id: 'one', type: 'max', value: 1, field: 'selections', scope: 'force' }],
  },
  looksAtItself: {
    id: 'looksAtItself',
    name: 'Self',
    type: 'unit',
    modifiers: [hiddenWhen(when('self'))],
  },
  looksAtTheForce: {
    id: 'looksAtTheForce',
    name: 'Force',
    type: 'unit',
    modifiers: [hiddenWhen(when('force'))],
  },
  looksAtItsParent: {
    id: 'looksAtItsParent',
    name: 'Parent',
    type: 'unit',
    // At the root, the parent is the force.
    modifiers: [hiddenWhen(when('parent'))],
  },
  optionLooksAtItsHolder: {
    id: 'optionLooksAtItsHolder',
    name: 'Holder',
    type: 'unit',
    selectionEntries: [
      {
        id: 'gun',
        name: 'Gun',
        type: 'upgrade',
        constraints: [{ id: 'gun-max', type: 'max', value: 2, field: 'selections', scope: 'parent' }],
        modifiers: [hiddenWhen(when('parent'))],
      },
    ],
  },
  optionLooksAtTheRoster: {
    id: 'optionLooksAtTheRoster',
    name: 'Roster',
    type: 'unit',
    selectionEntries: [
      {
        id: 'banner',
        name: 'Banner',
        type: 'upgrade',
        constraints: [{ id: 'banner-max', type: 'max', value: 1, field: 'selections', scope: 'roster' }],
      },
    ],
  },
  readsACostLimit: {
    id: 'readsACostLimit',
    name: 'Limit',
    type: 'unit',
    modifiers: [hiddenWhen(when('self', 'limit::pts'))],
  },
  profileLooksAtTheForce: {
    id: 'profileLooksAtTheForce',
    name: 'Profile',
    type: 'unit',
    profiles: [
      {
        id: 'p',
        name: 'Profile',
        typeId: 't',
        modifiers: [{ type: 'set', field: 'c', value: 'x', conditions: [when('force')] }],
      },
    ],
  },
  ancestorScope: {
    id: 'ancestorScope',
    name: 'Ancestor',
    type: 'unit',
    selectionEntries: [
      { id: 'deep', name: 'Deep', type: 'upgrade', modifiers: [hiddenWhen(when('ancestor'))] },
    ],
  },
};

const data = oneFaction(Object.values(ENTRIES));

describe('units the engine may take over from the last evaluation', () => {
  const index = new DataIndex(data);
  const root = (id: string) => {
    const node = index.rootOptions('faction').find((option) => option.defId === id);
    if (!node) throw new Error(`no root entry ${id}`);
    return node;
  };

  it.each([
    ['plain', true],
    ['ownLimitInForce', true],
    ['looksAtItself', true],
    ['optionLooksAtItsHolder', true],
    // Modifiers may look anywhere: what they read outside the unit is checked at each evaluation.
    ['looksAtTheForce', true],
    ['looksAtItsParent', true],
    ['readsACostLimit', true],
    ['ancestorScope', true],
    ['optionLooksAtTheRoster', false],
    ['profileLooksAtTheForce', false],
  ])('%s: %s', (id, expected) => {
    expect(mayBeTakenOver(index, root(id))).toBe(expected);
  });
});

describe('a limit of an option not chosen, in several units', () => {
  // Each squad lacks its own standard: a `min … scope self` of an option no squad took.
  const squads = oneFaction([
    {
      id: 'squad',
      name: 'Squad',
      type: 'unit',
      selectionEntries: [
        {
          id: 'standard',
          name: 'Standard',
          type: 'upgrade',
          constraints: [{ id: 'c1', type: 'min', value: 1, field: 'selections', scope: 'self' }],
        },
      ],
    },
    { id: 'hero', name: 'Hero', type: 'unit' },
  ]);
  const unit = (id: string, entryId = 'squad'): RosterSelection => ({
    id,
    entryId,
    number: 1,
    selections: [],
  });
  const rosterOf = (selections: RosterSelection[]): TreeRoster => ({
    id: 'r',
    name: 'r',
    gameSystemId: 'gs',
    costLimits: {},
    forces: [{ id: 'f', entryId: 'army', catalogueId: 'faction', selections, forces: [] }],
  });
  const missing = (roster: TreeRoster, memos?: UnitMemos) =>
    evaluateRoster(index, roster, memos).verdicts.filter((verdict) => verdict.source.constraintId === 'c1')
      .length;
  const index = new DataIndex(squads);

  it('is reported for each unit, taken over or not', () => {
    const a = unit('a');
    const b = unit('b');
    expect(missing(rosterOf([a, b]))).toBe(2);
    const memos = new UnitMemos(index);
    expect(missing(rosterOf([a, b]), memos)).toBe(2);
    // Another unit added: both squads taken over, their verdicts still theirs.
    expect(missing(rosterOf([a, b, unit('h', 'hero')]), memos)).toBe(2);
    expect(missing(rosterOf([a, b, unit('h', 'hero')]))).toBe(2);
  });
});

describe("units' reads shared between units", () => {
  const memos = new UnitMemos(new DataIndex(data));
  const count = when('force');
  const other = when('roster');
  const read = (value: number, offset = 0, query = count): WideRead => ({
    offset,
    value,
    instance: false,
    query,
  });

  it('gives units reading the same one list, a copy of the first', () => {
    const first = [read(2), read(1, 0, other)];
    const shared = memos.sharedReads(first);
    expect(shared).not.toBe(first);
    expect(shared).toEqual(first);
    expect(memos.sharedReads([read(2), read(1, 0, other)])).toBe(shared);
  });

  it.each([
    ['another value', [read(3), read(1, 0, other)]],
    ['another place in the unit', [read(2, 1), read(1, 0, other)]],
    ['another query', [read(2), read(1, 0, count)]],
    ['-0 where 0 was read', [read(2), read(-0, 0, other)]],
    ['fewer reads', [read(2)]],
  ])('keeps lists apart that differ by %s', (_, reads) => {
    const base = memos.sharedReads([read(2), read(0, 0, other)]);
    const shared = memos.sharedReads(reads);
    expect(shared).not.toBe(base);
    expect(shared).toEqual(reads);
  });
});
