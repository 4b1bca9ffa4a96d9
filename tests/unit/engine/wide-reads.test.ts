/**
 * Units whose modifiers look outside them (a count in the force, a cost limit, what the force is) are
 * taken over from the last evaluation only while what they read gives the same value
 * (unit-memo.ts `WideRead`): random edits of a list, each evaluated with the memos of the edits
 * before it, give exactly what a cold evaluation gives, selection by selection. The force's limits
 * on many entries and a category are counted from the force's index (key-index.ts) past two walks.
 */
import { describe, expect, it } from 'vitest';
import type { Condition, SelectionEntry } from '../../../src/core/catalogue/model';
import { DataIndex } from '../../../src/core/engine/data-index';
import { evaluateRoster, type RosterEvaluation } from '../../../src/core/engine/evaluate';
import {
  forEachSelectionIn,
  matchesSelection,
  queryValue,
  selectionsCounted,
} from '../../../src/core/engine/queries';
import { UnitMemos } from '../../../src/core/engine/unit-memo';
import type { RosterSelection, TreeRoster } from '../../../src/core/roster/tree';
import { random } from '../../helpers/random-edits';
import { oneFaction } from './one-faction';

const inForce = (childId: string, type: Condition['type'] = 'atLeast', value = 1): Condition => ({
  type,
  value,
  field: 'selections',
  scope: 'force',
  childId,
});

const ENTRIES: SelectionEntry[] = [
  {
    id: 'trooper',
    name: 'Trooper',
    type: 'unit',
    costs: [{ typeId: 'pts', value: 10 }],
    categoryLinks: [{ id: 'trooper-troops', targetId: 'troops', primary: true }],
    // Dearer for each troops unit of the force.
    modifiers: [
      {
        type: 'increment',
        field: 'pts',
        value: 5,
        repeats: [{ value: 1, repeats: 1, field: 'selections', scope: 'force', childId: 'troops' }],
      },
    ],
  },
  {
    id: 'leader',
    name: 'Leader',
    type: 'unit',
    constraints: [{ id: 'leader-max', type: 'max', value: 1, field: 'selections', scope: 'force' }],
    costs: [{ typeId: 'pts', value: 50 }],
    categoryLinks: [{ id: 'leader-hq', targetId: 'hq', primary: true }],
  },
  {
    id: 'squad',
    name: 'Squad',
    type: 'unit',
    constraints: [{ id: 'squad-max', type: 'max', value: 3, field: 'selections', scope: 'force' }],
    costs: [{ typeId: 'pts', value: 30 }],
    selectionEntries: [
      {
        id: 'banner',
        name: 'Banner',
        type: 'upgrade',
        costs: [{ typeId: 'pts', value: 5 }],
        constraints: [{ id: 'banner-max', type: 'max', value: 0, field: 'selections', scope: 'parent' }],
        // A banner only with a leader in the force.
        modifiers: [{ type: 'set', field: 'banner-max', value: 1, conditions: [inForce('leader')] }],
      },
    ],
  },
  {
    id: 'scout',
    name: 'Scout',
    type: 'unit',
    constraints: [{ id: 'scout-max', type: 'max', value: 2, field: 'selections', scope: 'force' }],
    costs: [{ typeId: 'pts', value: 20 }],
    // Free in small games: the roster's cost limit read from a unit.
    modifiers: [
      {
        type: 'set',
        field: 'pts',
        value: 0,
        conditions: [{ type: 'lessThan', value: 200, field: 'limit::pts', scope: 'roster', childId: 'any' }],
      },
      // Hidden once three troops units are in the force.
      { type: 'set', field: 'hidden', value: true, conditions: [inForce('troops', 'atLeast', 3)] },
    ],
  },
  {
    id: 'herald',
    name: 'Herald',
    type: 'unit',
    constraints: [{ id: 'herald-max', type: 'max', value: 1, field: 'selections', scope: 'force' }],
    costs: [{ typeId: 'pts', value: 15 }],
    // Dearer in the second army: what its force is, read from the unit.
    modifiers: [
      {
        type: 'increment',
        field: 'pts',
        value: 10,
        conditions: [
          { type: 'instanceOf', value: 1, field: 'selections', scope: 'force', childId: 'second' },
        ],
      },
    ],
  },
];

const index = new DataIndex(
  oneFaction(
    ENTRIES,
    ['first', 'second'].map((id) => ({
      id,
      name: id,
      // At most four troops units: counted in the force with the units' own limits.
      categoryLinks: [
        {
          id: `${id}-troops`,
          targetId: 'troops',
          constraints: [
            { id: `${id}-troops-max`, type: 'max', value: 4, field: 'selections', scope: 'parent' },
          ],
        },
      ],
    })),
    {
      categoryEntries: [
        { id: 'troops', name: 'Troops' },
        { id: 'hq', name: 'HQ' },
      ],
    },
  ),
);

/** What a list's evaluation says, selection by selection: costs and verdicts. */
function outcome(evaluation: RosterEvaluation): unknown {
  const { tree, evaluator, costs, verdicts } = evaluation;
  return {
    costs: [...costs],
    selections: tree.selections.map((element) => ({
      id: element.selection.id,
      costs: [...evaluator.of(element).costs],
      hidden: evaluator.of(element).hidden,
      limits: [...evaluator.of(element).constraintValues],
    })),
    verdicts: verdicts.map((verdict) => ({
      code: verdict.code,
      params: verdict.params,
      on: verdict.selections,
    })),
  };
}

/** One edit as the builder makes them: a new list sharing every selection object it leaves alone. */
function edited(roster: TreeRoster, next: () => number, serial: number): TreeRoster {
  const [force] = roster.forces;
  const units = force!.selections;
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const withUnits = (selections: RosterSelection[]): TreeRoster => ({
    ...roster,
    forces: [{ ...force!, selections }],
  });
  const choice = next();
  if (choice < 0.4 || units.length === 0) {
    const entryId = pick(ENTRIES).id;
    return withUnits([...units, { id: `u${serial}`, entryId, number: 1, selections: [] }]);
  }
  if (choice < 0.65) {
    const gone = pick(units);
    return withUnits(units.filter((unit) => unit !== gone));
  }
  if (choice < 0.85) {
    const squads = units.filter((unit) => unit.entryId === 'squad');
    if (squads.length === 0) return roster;
    const squad = pick(squads);
    const banners =
      squad.selections.length > 0 ? [] : [{ id: `b${serial}`, entryId: 'banner', number: 1, selections: [] }];
    return withUnits(units.map((unit) => (unit === squad ? { ...squad, selections: banners } : unit)));
  }
  if (choice < 0.93) return { ...roster, costLimits: { pts: roster.costLimits.pts === 100 ? 1000 : 100 } };
  return { ...roster, forces: [{ ...force!, entryId: force!.entryId === 'first' ? 'second' : 'first' }] };
}

describe('units that read outside themselves, taken over from the last evaluation', () => {
  it.each([1, 2, 3, 4])('give what a cold evaluation gives, through 150 random edits (seed %i)', (seed) => {
    const next = random(seed);
    const memos = new UnitMemos(index);
    let roster: TreeRoster = {
      id: 'r',
      name: 'r',
      gameSystemId: 'gs',
      costLimits: { pts: 1000 },
      forces: [{ id: 'f', entryId: 'first', catalogueId: 'faction', selections: [], forces: [] }],
    };
    for (let serial = 0; serial < 150; serial += 1) {
      roster = edited(roster, next, serial);
      const warm = outcome(evaluateRoster(index, roster, memos));
      const cold = outcome(evaluateRoster(index, structuredClone(roster)));
      expect(warm, `after edit ${serial}`).toEqual(cold);
    }
  });
});

describe('one edit at a time: the units taken over are those that read the same', () => {
  const unit = (id: string, entryId: string): RosterSelection => ({ id, entryId, number: 1, selections: [] });
  const listOf = (selections: RosterSelection[], costLimit = 1000, forceEntry = 'first'): TreeRoster => ({
    id: 'r',
    name: 'r',
    gameSystemId: 'gs',
    costLimits: { pts: costLimit },
    forces: [{ id: 'f', entryId: forceEntry, catalogueId: 'faction', selections, forces: [] }],
  });

  /** Evaluates with the memos, as a cold evaluation does: the units taken over, and each unit's cost. */
  function step(memos: UnitMemos, roster: TreeRoster) {
    const warm = evaluateRoster(index, roster, memos);
    expect(outcome(warm)).toEqual(outcome(evaluateRoster(index, structuredClone(roster))));
    const roots = warm.tree.selections.filter((element) => element.unit === element);
    return {
      takenOver: roots
        .filter((root) => warm.evaluator.unitMemo(root) !== undefined)
        .map((root) => root.selection.id),
      cost: Object.fromEntries(
        roots.map((root) => [root.selection.id, warm.evaluator.of(root).costs.get('pts')]),
      ),
      total: warm.costs.get('pts'),
    };
  }

  it('evaluates again the units whose count in the force another unit changed', () => {
    const memos = new UnitMemos(index);
    const [t1, t2, t3, leader] = [
      unit('t1', 'trooper'),
      unit('t2', 'trooper'),
      unit('t3', 'trooper'),
      unit('l', 'leader'),
    ];
    expect(step(memos, listOf([t1!, t2!, leader!])).cost).toEqual({ t1: 20, t2: 20, l: 50 });
    // A third troops unit: the two others, unchanged, read 3 troops in the force now.
    const third = step(memos, listOf([t1!, t2!, leader!, t3!]));
    expect(third.takenOver).toEqual(['l']);
    expect(third.cost).toEqual({ t1: 25, t2: 25, l: 50, t3: 25 });
    expect(third.total).toBe(125);
    // The leader gone: the troopers read what they read, the first one too (it counts itself).
    const without = step(memos, listOf([t1!, t2!, t3!]));
    expect(without.takenOver).toEqual(['t1', 't2', 't3']);
    expect(without.total).toBe(75);
  });

  it("evaluates again the units that read the list's cost limit or its force when they change", () => {
    const memos = new UnitMemos(index);
    const units = [unit('s', 'scout'), unit('h', 'herald'), unit('t', 'trooper')];
    expect(step(memos, listOf(units)).cost).toEqual({ s: 20, h: 15, t: 15 });
    const small = step(memos, listOf(units, 100));
    expect(small.takenOver).toEqual(['h', 't']);
    expect(small.cost).toEqual({ s: 0, h: 15, t: 15 });
    const second = step(memos, listOf(units, 100, 'second'));
    expect(second.takenOver).toEqual(['s', 't']);
    expect(second.cost).toEqual({ s: 0, h: 25, t: 15 });
    // Back to the first list: each unit reads again what it read then.
    expect(step(memos, listOf(units)).total).toBe(50);
  });

  it('takes over units of one entry reading different values each by its own reads', () => {
    const memos = new UnitMemos(index);
    const first = [unit('h1', 'herald'), unit('s1', 'scout')];
    const second = [unit('h2', 'herald'), unit('s2', 'scout')];
    const both = (entries: [string, string]): TreeRoster => ({
      ...listOf([]),
      forces: [
        { id: 'f1', entryId: entries[0], catalogueId: 'faction', selections: first, forces: [] },
        { id: 'f2', entryId: entries[1], catalogueId: 'faction', selections: second, forces: [] },
      ],
    });
    expect(step(memos, both(['first', 'second'])).cost).toEqual({ h1: 15, s1: 20, h2: 25, s2: 20 });
    // The forces swapped: each herald reads the other value, the scouts the same one.
    const swapped = step(memos, both(['second', 'first']));
    expect(swapped.takenOver).toEqual(['s1', 's2']);
    expect(swapped.cost).toEqual({ h1: 25, s1: 20, h2: 15, s2: 20 });
  });
});

describe("a force's index of its selections", () => {
  it('counts and lists every id as a walk of the force does', () => {
    const next = random(7);
    let roster: TreeRoster = {
      id: 'r',
      name: 'r',
      gameSystemId: 'gs',
      costLimits: { pts: 1000 },
      forces: [{ id: 'f', entryId: 'first', catalogueId: 'faction', selections: [], forces: [] }],
    };
    for (let serial = 0; serial < 40; serial += 1) roster = edited(roster, next, serial);
    const ids = [
      'trooper',
      'leader',
      'squad',
      'scout',
      'herald',
      'banner',
      'troops',
      'hq',
      'unit',
      'upgrade',
    ];
    for (const [deep, exact] of [
      [false, false],
      [true, false],
      [true, true],
    ] as const) {
      const { evaluator, tree } = evaluateRoster(index, roster);
      const force = tree.forces[0]!;
      const query = { field: 'selections', scope: 'force', includeChildSelections: deep };
      const walked = ids.map((id) => {
        const found: string[] = [];
        forEachSelectionIn(evaluator, force, deep, false, (element) => {
          if (element.number > 0 && matchesSelection(evaluator, element, { id, exact }))
            found.push(element.selection.id);
        });
        return found;
      });
      // Past two walks with the same flags, the force is indexed: every count after that reads the index.
      const counted = ids.map((id) => queryValue(evaluator, force, query, { id, exact }));
      const listed = ids.map((id) =>
        selectionsCounted(evaluator, force, query, { id, exact }).map((element) => element.selection.id),
      );
      expect(counted).toEqual(walked.map((found) => found.length));
      expect(listed).toEqual(walked);
      expect(walked.some((found) => found.length > 0)).toBe(true);
    }
  });
});
