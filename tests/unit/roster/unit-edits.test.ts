/**
 * The builder's edits of a list's units made on the list itself (roster/unit-edits.ts,
 * unit-options.ts): a no-op gives back the same list, what an edit leaves is the same object (the
 * engine memoises per selection object, the undo history keeps every list), relations stay valid
 * (the list must still read as a file), and an option's copies are edited one by one.
 */
import { describe, expect, it } from 'vitest';
import type { MusterList } from '../../../src/core/roster/list';
import { parseTreeRoster } from '../../../src/core/roster/read-roster-tree';
import type { V2Migration } from '../../../src/core/roster/migrate/cards-to-tree';
import type { RosterSelection } from '../../../src/core/roster/tree';
import {
  attachUnit,
  duplicateUnitOf,
  embarkUnit,
  removeUnit,
  setListFields,
  setUnitName,
  type UnitEditContext,
} from '../../../src/core/roster/unit-edits';
import {
  chooseUnitOption,
  optionCopies,
  setUnitCount,
  setUnitTaken,
  unitTaken,
} from '../../../src/core/roster/unit-options';
import { findCard, unitIdFactory } from '../../../src/core/roster/unit-tree';
import { moveUnit, moveUnitAmongSiblings } from '../../../src/core/roster/unit-moves';
import { sel } from '../../helpers/roster-selection';

/** Units of their own inside a company; a Terminator squad is one selection per copy. */
const HELD = new Set(['detachment', 'captain']);
const migration: V2Migration = {
  forceOf: () => ({ entryId: 'force', catalogueId: 'marines', costTypeId: 'pts' }),
  selectionShape: (_game, entryId, count) =>
    entryId === 'squad'
      ? { number: 1, models: [{ entryId: 'squad.models', number: count ?? 5 }] }
      : { number: count ?? 1, models: [] },
  isModelSelection: (_game, entryId, child) => child === `${entryId}.models`,
  countOf: (_game, entryId, number, models) => {
    if (entryId !== 'squad') return number === 1 ? undefined : number;
    const total = models.reduce((sum, model) => sum + model.number, 0);
    return total === 5 ? undefined : total;
  },
  copiesOf: (_game, _faction, _holders, _unit, key) => key === 'terminator',
};
const context: UnitEditContext = {
  migration,
  isCard: (selection) => HELD.has(selection.entryId),
  isItem: (entryId) => entryId === 'medkit',
  costTypeId: 'pts',
};

function list(): MusterList {
  return parseTreeRoster(
    {
      format: 'muster-roster',
      version: 3,
      id: 'unit-edits',
      name: 'Test',
      gameSystemId: 'netepic',
      costLimits: { pts: 3000 },
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
      forces: [
        {
          id: 'f1',
          entryId: 'force',
          catalogueId: 'marines',
          forces: [],
          selections: [
            sel('c1', 'company', 1, [
              sel('c1.o.banner', 'banner'),
              sel('d1', 'detachment', 1, [sel('d1.o.rhino', 'rhino', 3)]),
              { ...sel('d2', 'detachment'), embarkedIn: 'd1' },
              { ...sel('h1', 'captain'), attachedTo: 'd1' },
            ]),
            { ...sel('x1', 'chaplain'), attachedTo: 'd2' },
            sel('t1', 'terminators', 1, [
              sel('t1.o.terminator', 'terminator', 1, [sel('t1.o.terminator/fist', 'fist', 2)]),
              sel('t1.o.terminator:2', 'terminator', 1, [sel('t1.o.terminator/cannon', 'cannon', 1)]),
              sel('t1.o.plasma', 'plasma', 2, [sel('t1.o.plasma/scope', 'scope', 2)]),
              sel('t1.i.medkit', 'medkit', 1),
            ]),
            sel('s1', 'squad', 1, [sel('s1.m.squad.models', 'squad.models', 5)]),
          ],
        },
        { id: 'f2', entryId: 'allies', catalogueId: 'guard', forces: [], selections: [sel('g1', 'guard')] },
      ],
    },
    migration,
  );
}

/** The list still reads as a file: no dangling reference, no duplicate id, no loop. */
const reads = (edited: MusterList) => parseTreeRoster(JSON.parse(JSON.stringify(edited)), migration);
const roots = (edited: MusterList) => edited.forces[0]!.selections;
const card = (edited: MusterList, id: string) => findCard(edited, context.isCard, id)!.card;

describe('edits of the list itself: no-ops', () => {
  it('give back the same list', () => {
    const before = list();
    expect(setUnitTaken(before, context, 'd1', 'options', 'rhino', 3)).toBe(before);
    expect(setUnitTaken(before, context, 'nobody', 'options', 'rhino', 1)).toBe(before);
    // An option inside one that is not taken: nothing holds it.
    expect(setUnitTaken(before, context, 'd1', 'options', 'hunter/gun', 1)).toBe(before);
    expect(setUnitCount(before, context, 's1', undefined)).toBe(before);
    expect(setUnitCount(before, context, 's1', 5)).toBe(before);
    expect(setUnitCount(before, context, 'd1', 1)).toBe(before);
    expect(setUnitName(before, context, 'd1', '   ')).toBe(before);
    expect(attachUnit(before, context, 'h1', 'd1')).toBe(before);
    expect(attachUnit(before, context, 'h1', 'h1')).toBe(before);
    expect(attachUnit(before, context, 'h1', 'nobody')).toBe(before);
    expect(embarkUnit(before, context, 'd1', undefined)).toBe(before);
    expect(removeUnit(before, context, 'nobody')).toBe(before);
    expect(duplicateUnitOf(before, context, 'nobody')).toEqual({ list: before, copyId: null });
    expect(moveUnitAmongSiblings(before, context, 'c1', -1)).toBe(before);
    expect(moveUnitAmongSiblings(before, context, 'h1', 1)).toBe(before);
    expect(moveUnit(before, context, 'x1', { after: 'c1' })).toBe(before);
    expect(moveUnit(before, context, 'd2', { before: 'h1' })).toBe(before);
    expect(moveUnit(before, context, 'h1', { into: 'c1' })).toBe(before);
    expect(setListFields(before, context, { name: 'Test', notes: '', pointsLimit: 3000 })).toBe(before);
    expect(chooseUnitOption(before, context, 'd1', ['rhino', 'razorback'], 'rhino')).not.toBe(before);
    expect(chooseUnitOption(before, context, 'c1', ['banner', 'standard'], 'banner')).toBe(before);
  });

  it('refuse moving a unit into itself or into what it holds, and a relation that loops', () => {
    const before = list();
    expect(moveUnit(before, context, 'c1', { into: 'c1' })).toBe(before);
    expect(moveUnit(before, context, 'c1', { into: 'd1' })).toBe(before);
    expect(moveUnit(before, context, 'c1', { before: 'd2' })).toBe(before);
    expect(moveUnit(before, context, 'c1', { after: 'h1' })).toBe(before);
    // A unit that would be an option of the holder, not a unit of its own there.
    expect(moveUnit(before, context, 't1', { into: 'c1' })).toBe(before);
    // x1 is attached to d2: d2 attached to x1 would loop.
    expect(attachUnit(before, context, 'd2', 'x1')).toBe(before);
  });
});

describe('edits of the list itself: what they change', () => {
  it('share every force and selection they leave', () => {
    const before = list();
    const after = setUnitTaken(before, context, 'd1', 'options', 'rhino', 2);
    expect(after.forces[1]).toBe(before.forces[1]);
    expect(roots(after).slice(1)).toEqual(roots(before).slice(1));
    roots(after)
      .slice(1)
      .forEach((unit, index) => expect(unit).toBe(roots(before)[index + 1]));
    const [banner, d1, d2, h1] = roots(after)[0]!.selections;
    const old = roots(before)[0]!.selections;
    expect(banner).toBe(old[0]);
    expect(d1).not.toBe(old[1]);
    expect(d2).toBe(old[2]);
    expect(h1).toBe(old[3]);
    expect(d1!.selections).toEqual([sel('d1.o.rhino', 'rhino', 2)]);
    expect(unitTaken(after, context, 'd1', 'options', 'rhino')).toBe(2);
    // A unit moved keeps its object, and so does all it holds.
    const moved = moveUnit(before, context, 't1', { before: 'c1' });
    expect(roots(moved).map((unit) => unit.id)).toEqual(['t1', 'c1', 'x1', 's1']);
    expect(roots(moved)[0]).toBe(roots(before)[2]);
    expect(moved.forces[1]).toBe(before.forces[1]);
    expect(setUnitName(before, context, 'h1', ' Varro ').forces[1]).toBe(before.forces[1]);
  });

  it('remove a unit with what it holds, freeing who was attached to or embarked in it', () => {
    const withoutCompany = reads(removeUnit(list(), context, 'c1'));
    expect(roots(withoutCompany).map((unit) => unit.id)).toEqual(['x1', 't1', 's1']);
    expect(card(withoutCompany, 'x1').attachedTo).toBeUndefined();
    const withoutTransport = reads(removeUnit(list(), context, 'd1'));
    expect(card(withoutTransport, 'd2').embarkedIn).toBeUndefined();
    expect(card(withoutTransport, 'h1').attachedTo).toBeUndefined();
    expect(card(withoutTransport, 'x1').attachedTo).toBe('d2');
  });

  it('duplicate a unit right after it, fresh ids, its name and outside relations dropped', () => {
    const named = setUnitName(setUnitName(list(), context, 'c1', 'Ultima'), context, 'd1', 'Varro');
    let seed = 0;
    const { list: after, copyId } = duplicateUnitOf(
      named,
      context,
      'c1',
      unitIdFactory(named, () => (seed += 0.137) % 1),
    );
    reads(after);
    expect(roots(after).map((unit) => unit.id)).toEqual(['c1', copyId, 'x1', 't1', 's1']);
    const copy = card(after, copyId!);
    expect(copy.customName).toBeUndefined();
    const [banner, d1, d2, h1] = copy.selections as [
      RosterSelection,
      RosterSelection,
      RosterSelection,
      RosterSelection,
    ];
    expect(banner.id).toBe(`${copyId}.o.banner`);
    expect(d1.customName).toBeUndefined();
    expect(d1.selections[0]!.id).toBe(`${d1.id}.o.rhino`);
    // Relations inside the copy follow the copy.
    expect(d2.embarkedIn).toBe(d1.id);
    expect(h1.attachedTo).toBe(d1.id);
    expect(new Set([copyId, d1.id, d2.id, h1.id]).size).toBe(4);
    // A unit joined to another is copied free.
    const chaplain = duplicateUnitOf(list(), context, 'x1');
    expect(card(chaplain.list, chaplain.copyId!).attachedTo).toBeUndefined();
  });

  it('set a name, a relation, the list’s fields', () => {
    const before = list();
    expect(card(setUnitName(before, context, 'd1', ' Varro '), 'd1').customName).toBe('Varro');
    expect(
      card(setUnitName(setUnitName(before, context, 'd1', 'V'), context, 'd1', ''), 'd1'),
    ).not.toHaveProperty('customName');
    expect(card(reads(attachUnit(before, context, 'x1', 'd1')), 'x1').attachedTo).toBe('d1');
    expect(card(attachUnit(before, context, 'x1', undefined), 'x1')).not.toHaveProperty('attachedTo');
    expect(card(reads(embarkUnit(before, context, 'x1', 'd1')), 'x1').embarkedIn).toBe('d1');
    const fields = setListFields(before, context, { name: 'Other', notes: 'Some', pointsLimit: 2000 });
    expect([fields.name, fields.customNotes, fields.costLimits]).toEqual(['Other', 'Some', { pts: 2000 }]);
    expect(setListFields(fields, context, { notes: '' })).not.toHaveProperty('customNotes');
    const force = setListFields(before, context, { force: 'detachment-force' });
    expect(force.forces[0]!.entryId).toBe('detachment-force');
    expect(force.forces[0]!.selections).toBe(before.forces[0]!.selections);
    expect(force.forces[1]).toBe(before.forces[1]);
    expect(setListFields(before, context, { force: 'force' })).toBe(before);
  });

  it('move a unit into a holder, beside another, and one step among its siblings', () => {
    const before = list();
    const out = reads(moveUnit(before, context, 'd2', { into: undefined }));
    expect(roots(out).map((unit) => unit.id)).toEqual(['c1', 'x1', 't1', 's1', 'd2']);
    const back = moveUnit(out, context, 'd2', { after: 'd1' });
    expect(card(back, 'c1').selections.map((child) => child.id)).toEqual(['c1.o.banner', 'd1', 'd2', 'h1']);
    const down = moveUnitAmongSiblings(before, context, 'd1', 1);
    expect(card(down, 'c1').selections.map((child) => child.id)).toEqual(['c1.o.banner', 'd2', 'd1', 'h1']);
    const up = moveUnitAmongSiblings(before, context, 's1', -1);
    expect(roots(up).map((unit) => unit.id)).toEqual(['c1', 'x1', 's1', 't1']);
  });
});

describe('edits of a unit’s contents', () => {
  it('edit an option’s copies one by one: the others keep their own subtree', () => {
    const before = list();
    const copies = card(before, 't1').selections.slice(0, 2);
    const more = setUnitTaken(before, context, 't1', 'options', 'terminator', 3);
    const after = card(more, 't1').selections;
    expect(after[0]).toBe(copies[0]);
    expect(after[1]).toBe(copies[1]);
    // The new copy holds its share of what the copies hold: 2 fists and 1 cannon among 2 copies.
    expect(after[2]).toEqual(
      sel('t1.o.terminator:3', 'terminator', 1, [sel('t1.o.terminator/fist:2', 'fist', 1)]),
    );
    reads(more);
    const fewer = card(setUnitTaken(more, context, 't1', 'options', 'terminator', 1), 't1').selections;
    expect(fewer.filter((child) => child.entryId === 'terminator')).toEqual([copies[0]]);
    // An option inside the copies, lowered where there is most of it.
    const inner = setUnitTaken(before, context, 't1', 'options', 'terminator/fist', 1);
    expect(card(inner, 't1').selections[0]!.selections).toEqual([sel('t1.o.terminator/fist', 'fist', 1)]);
    expect(card(inner, 't1').selections[1]).toBe(copies[1]);
    // Raised where there is least: the second copy, which has none.
    const raised = setUnitTaken(before, context, 't1', 'options', 'terminator/fist', 3);
    expect(card(raised, 't1').selections[0]).toBe(copies[0]);
    expect(card(raised, 't1').selections[1]!.selections.map((child) => child.entryId)).toEqual([
      'cannon',
      'fist',
    ]);
  });

  it('count and edit what one copy holds, the other copies left as they are', () => {
    const before = list();
    const [first, second] = card(before, 't1').selections as [RosterSelection, RosterSelection];
    expect(optionCopies(before, context, 't1', 'terminator')).toEqual([
      't1.o.terminator',
      't1.o.terminator:2',
    ]);
    expect(optionCopies(before, context, 't1', 'plasma')).toEqual(['t1.o.plasma']);
    expect(optionCopies(before, context, 't1', 'melta')).toEqual([]);
    // Counted in the copy: the card shows two fists in all, both in the first copy.
    expect(unitTaken(before, context, 't1', 'options', 'terminator/fist')).toBe(2);
    expect(unitTaken(before, context, 't1', 'options', 'terminator/fist', first.id)).toBe(2);
    expect(unitTaken(before, context, 't1', 'options', 'terminator/fist', second.id)).toBe(0);
    expect(unitTaken(before, context, 't1', 'options', 'terminator/cannon', second.id)).toBe(1);
    // A fist for the second copy goes there, where the card's count would have dealt it too, and
    // one fewer in the first copy is taken from it even though the second has one now.
    const fisted = setUnitTaken(before, context, 't1', 'options', 'terminator/fist', 1, second.id);
    expect(card(fisted, 't1').selections[0]).toBe(first);
    expect(card(fisted, 't1').selections[1]!.selections.map((child) => child.entryId)).toEqual([
      'cannon',
      'fist',
    ]);
    const lowered = setUnitTaken(fisted, context, 't1', 'options', 'terminator/fist', 1, first.id);
    expect(unitTaken(lowered, context, 't1', 'options', 'terminator/fist', first.id)).toBe(1);
    expect(card(lowered, 't1').selections[1]).toBe(card(fisted, 't1').selections[1]);
    reads(lowered);
    // A choice in one copy: its cannon traded for a fist, the first copy untouched.
    const swapped = chooseUnitOption(
      before,
      context,
      't1',
      ['terminator/cannon', 'terminator/fist'],
      'terminator/fist',
      'options',
      second.id,
    );
    expect(card(swapped, 't1').selections[0]).toBe(first);
    expect(card(swapped, 't1').selections[1]!.selections.map((child) => child.entryId)).toEqual(['fist']);
    // A copy that is no selection of the key above (the key's own copy, another option, nothing) changes nothing.
    for (const copy of [second.id, 't1.o.plasma', 'nobody']) {
      expect(setUnitTaken(before, context, 't1', 'options', 'terminator', 3, copy)).toBe(before);
      expect(unitTaken(before, context, 't1', 'options', 'terminator', copy)).toBe(0);
    }
    expect(setUnitTaken(before, context, 't1', 'options', 'terminator/fist', 4, 't1.o.plasma')).toBe(before);
  });

  it('raise an option of one selection with what it holds per model, drop it with what it holds', () => {
    const before = list();
    const plasma = setUnitTaken(before, context, 't1', 'options', 'plasma', 3);
    expect(card(plasma, 't1').selections[2]).toEqual(
      sel('t1.o.plasma', 'plasma', 3, [sel('t1.o.plasma/scope', 'scope', 3)]),
    );
    const none = setUnitTaken(before, context, 't1', 'options', 'plasma', 0);
    expect(card(none, 't1').selections.map((child) => child.id)).toEqual([
      't1.o.terminator',
      't1.o.terminator:2',
      't1.i.medkit',
    ]);
    // A new option goes after the unit's options, before its items; an item after them.
    const melta = setUnitTaken(before, context, 't1', 'options', 'melta', 1);
    expect(card(melta, 't1').selections.map((child) => child.id)[3]).toBe('t1.o.melta');
    const items = setUnitTaken(before, context, 't1', 'items', 'medkit', 2);
    expect(card(items, 't1').selections[3]).toEqual(sel('t1.i.medkit', 'medkit', 2));
    expect(setUnitTaken(before, context, 't1', 'items', 'medkit/x', 1)).toBe(before);
  });

  it('choose one option of an exclusive choice, the others dropped', () => {
    const before = list();
    const chosen = chooseUnitOption(before, context, 'd1', ['rhino', 'razorback'], 'razorback');
    expect(card(chosen, 'd1').selections).toEqual([sel('d1.o.razorback', 'razorback', 1)]);
    expect(
      card(chooseUnitOption(chosen, context, 'd1', ['rhino', 'razorback'], undefined), 'd1').selections,
    ).toEqual([]);
  });

  it('set a unit’s count in its model selections, the default by undefined', () => {
    const before = list();
    const seven = setUnitCount(before, context, 's1', 7);
    expect(card(seven, 's1').selections).toEqual([sel('s1.m.squad.models', 'squad.models', 7)]);
    expect(card(setUnitCount(seven, context, 's1', undefined), 's1').selections).toEqual(
      card(before, 's1').selections,
    );
    expect(card(setUnitCount(before, context, 'x1', 2), 'x1').number).toBe(2);
  });
});
