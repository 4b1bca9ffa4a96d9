/**
 * Edits never change the roster they are given (drafts.ts): every edit is played on a deep-frozen
 * roster, where any write would throw, and what it does not touch stays the same object.
 */
import { describe, expect, it } from 'vitest';
import { DataIndex } from '../../../src/core/engine/data-index';
import {
  addForce,
  customise,
  deselectSelection,
  duplicateForce,
  duplicateSelection,
  removeForce,
  selectEntry,
  setCostLimit,
  setSelectionCount,
  type EditContext,
  type EditResult,
} from '../../../src/core/engine/edits';
import type { RosterSelection, TreeRoster } from '../../../src/core/roster/tree';
import { oneFaction } from './one-faction';

const data = oneFaction(
  [
    {
      id: 'squad',
      name: 'Squad',
      type: 'unit',
      categoryLinks: [{ id: 'squad-troops', targetId: 'troops', primary: true }],
      selectionEntries: [
        {
          id: 'trooper',
          name: 'Trooper',
          type: 'model',
          constraints: [{ id: 'trooper-min', type: 'min', value: 3, field: 'selections', scope: 'parent' }],
          selectionEntries: [{ id: 'grenades', name: 'Grenades', type: 'upgrade', collective: true }],
        },
        { id: 'banner', name: 'Banner', type: 'upgrade' },
      ],
    },
    { id: 'hero', name: 'Hero', type: 'unit' },
  ],
  [
    {
      id: 'army',
      name: 'Army',
      categoryLinks: [{ id: 'army-troops', targetId: 'troops' }],
      forceEntries: [{ id: 'allies', name: 'Allies' }],
    },
  ],
  { categoryEntries: [{ id: 'troops', name: 'Troops' }] },
);

function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current !== 'object' || current === null || Object.isFrozen(current)) continue;
    Object.freeze(current);
    for (const child of Object.values(current)) stack.push(child);
  }
  return value;
}

describe('edits share what they do not touch and never write to the roster given', () => {
  const index = new DataIndex(data);
  let serial = 0;
  const context: EditContext = { index, newId: () => `n${(serial += 1)}` };

  let roster: TreeRoster = { id: 'r', name: 'r', gameSystemId: 'gs', costLimits: { pts: 100 }, forces: [] };
  const army = addForce(context, roster, 'army', 'faction');
  roster = army.roster;
  const forceId = army.createdId!;
  const squads: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const added = selectEntry(context, roster, forceId, 'squad');
    roster = added.roster;
    squads.push(added.createdId!);
  }
  roster = selectEntry(context, roster, forceId, 'hero').roster;
  const frozen = deepFreeze(roster);
  const before = JSON.stringify(frozen);
  const units = () => frozen.forces[0]!.selections;
  const trooperOf = (squad: RosterSelection) =>
    squad.selections.find((child) => child.entryId === 'trooper')!;
  const [first, second, third] = squads;

  const edits: [string, () => EditResult, string | undefined][] = [
    ['a unit added', () => selectEntry(context, frozen, forceId, 'hero'), undefined],
    ['an option taken', () => selectEntry(context, frozen, forceId, 'banner', second), second],
    ['a count set', () => setSelectionCount(context, frozen, trooperOf(units()[1]!).id, 5), second],
    ['a unit removed', () => deselectSelection(context, frozen, second!), second],
    ['a unit duplicated', () => duplicateSelection(context, frozen, second!), second],
    ['a unit named', () => customise(frozen, { selectionId: second }, { customName: 'Reds' }), second],
    ['the force named', () => customise(frozen, { forceId }, { customName: 'Host' }), undefined],
    [
      'a category noted',
      () => customise(frozen, { forceId, categoryId: 'troops' }, { customNotes: 'n' }),
      undefined,
    ],
    ['the cost limit set', () => setCostLimit(frozen, 'pts', 200), undefined],
    ['a force added', () => addForce(context, frozen, 'army', 'faction'), undefined],
    ['a child force added', () => addForce(context, frozen, 'allies', 'faction', forceId), undefined],
    ['a force duplicated', () => duplicateForce(context, frozen, forceId), undefined],
  ];

  it.each(edits)('%s', (_name, edit, touched) => {
    const result = edit();
    expect(JSON.stringify(frozen)).toBe(before);
    expect(result.roster).not.toBe(frozen);
    const after = result.roster.forces[0]!.selections;
    // Units the edit does not touch are the very same objects.
    for (const id of [first, third]) {
      if (id === touched) continue;
      expect(after.find((unit) => unit.id === id)).toBe(units().find((unit) => unit.id === id));
    }
    if (touched && after.some((unit) => unit.id === touched))
      expect(after.find((unit) => unit.id === touched)).not.toBe(units().find((unit) => unit.id === touched));
  });

  it('a force removed leaves the roster given as it was', () => {
    const result = removeForce(frozen, forceId);
    expect(JSON.stringify(frozen)).toBe(before);
    expect(result.roster.forces).toHaveLength(0);
  });

  it('does what it says on the copy', () => {
    const counted = setSelectionCount(context, frozen, trooperOf(units()[1]!).id, 5).roster;
    const squad = counted.forces[0]!.selections[1]!;
    expect(trooperOf(squad).number).toBe(5);
    expect(trooperOf(units()[1]!).number).toBe(3);
    const noted = customise(frozen, { forceId, categoryId: 'troops' }, { customNotes: 'n' }).roster;
    expect(noted.forces[0]!.categories?.troops?.customNotes).toBe('n');
    expect(setCostLimit(frozen, 'pts', 200).roster.costLimits.pts).toBe(200);
  });
});

describe('a file that repeats an id (read from elsewhere, not checked for it)', () => {
  it('is edited on copies: whichever selection the edit finds is the draft’s own', () => {
    const index = new DataIndex(data);
    const context: EditContext = { index, newId: () => 'new' };
    const twin = (id: string): RosterSelection => ({
      id,
      entryId: 'squad',
      number: 1,
      selections: [{ id: 'w', entryId: 'banner', number: 1, selections: [] }],
    });
    const roster = deepFreeze<TreeRoster>({
      id: 'r',
      name: 'r',
      gameSystemId: 'gs',
      costLimits: {},
      forces: [
        { id: 'f', entryId: 'army', catalogueId: 'faction', selections: [twin('a'), twin('b')], forces: [] },
      ],
    });
    const named = customise(roster, { selectionId: 'w' }, { customName: 'x' }).roster;
    expect(named.forces[0]!.selections.some((unit) => unit.selections[0]!.customName === 'x')).toBe(true);
    expect(() => deselectSelection(context, roster, 'w')).not.toThrow();
  });
});
