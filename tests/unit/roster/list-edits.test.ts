/**
 * The builder's edits (src/renderer/state/roster-ops.ts) without a browser: each returns a new roster
 * in which only the changed selections are new objects (the engine caches per selection object and
 * undo keeps every snapshot), and references between selections stay valid.
 */
import { describe, expect, it } from 'vitest';
import { parseRoster } from '../../../src/core/roster/read-roster';
import type { Roster } from '../../../src/core/roster/schema';
import {
  attachTo,
  duplicateUnit,
  embarkIn,
  idFactory,
  moveAmongSiblings,
  moveSelection,
  removeSelection,
  setCount,
  setLabel,
  setTaken,
} from '../../../src/core/roster/list-edits';

function roster(): Roster {
  return parseRoster({
    format: 'muster-roster',
    version: 2,
    id: 'roster-edits',
    name: 'Test',
    game: 'netepic',
    faction: 'netepic-space-marines',
    pointsLimit: 3000,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    selections: [
      { id: 'c1', entry: 'company' },
      { id: 'd1', entry: 'detachment', parent: 'c1', options: { rhino: 3 } },
      { id: 'd2', entry: 'detachment', parent: 'c1', embarkedIn: 'd1' },
      { id: 'h1', entry: 'captain', parent: 'c1', attachedTo: 'd1' },
      { id: 'x1', entry: 'chaplain', attachedTo: 'd2' },
    ],
  });
}

const ids = (r: Roster) => r.selections.map((s) => s.id);
/** The roster must still read as a valid file: no dangling reference. */
const valid = (r: Roster) => parseRoster(JSON.parse(JSON.stringify(r)));

describe('builder edits', () => {
  it('changes only the edited selection object', () => {
    const before = roster();
    const after = setTaken(before, 'd1', 'options', 'rhino', 2);
    expect(after).not.toBe(before);
    after.selections.forEach((s, i) => {
      if (s.id === 'd1') expect(s).not.toBe(before.selections[i]);
      else expect(s).toBe(before.selections[i]);
    });
    expect(after.selections[1]!.options).toEqual({ rhino: 2 });
    // Taking none removes the key; an edit that changes nothing returns the same roster.
    expect(setTaken(after, 'd1', 'options', 'rhino', 0).selections[1]!.options).toEqual({});
    expect(setTaken(before, 'd1', 'options', 'rhino', 3)).toBe(before);
    expect(setCount(before, 'd1', undefined)).toBe(before);
    expect(setLabel(before, 'd1', '  ')).toBe(before);
    expect(setLabel(before, 'd1', ' Varro ').selections[1]!.label).toBe('Varro');
  });

  it('removes a formation with its units and frees who was attached to or embarked in them', () => {
    const after = valid(removeSelection(roster(), 'c1'));
    expect(ids(after)).toEqual(['x1']);
    expect(after.selections[0]!.attachedTo).toBeUndefined();
    const withoutTransport = valid(removeSelection(roster(), 'd1'));
    expect(withoutTransport.selections.find((s) => s.id === 'd2')!.embarkedIn).toBeUndefined();
    expect(withoutTransport.selections.find((s) => s.id === 'h1')!.attachedTo).toBeUndefined();
  });

  it('duplicates a formation with fresh ids, its units inside the copy, outside links dropped', () => {
    const before = roster();
    let seed = 0;
    const { roster: after, copyId } = duplicateUnit(
      before,
      'c1',
      idFactory(before, () => (seed += 0.137) % 1),
    );
    valid(after);
    expect(after.selections).toHaveLength(9);
    const copies = after.selections.slice(4, 8);
    expect(copies[0]!.id).toBe(copyId);
    expect(copies.slice(1).every((s) => s.parent === copyId)).toBe(true);
    // The copied détachement rides in the copied Rhinos; the copied Captain joins the copied détachement.
    expect(copies[2]!.embarkedIn).toBe(copies[1]!.id);
    expect(copies[3]!.attachedTo).toBe(copies[1]!.id);
    expect(new Set(ids(after)).size).toBe(9);
    // A single unit's copy does not take the original's place in a transport.
    const single = duplicateUnit(before, 'd2').roster;
    expect(single.selections[3]!.embarkedIn).toBeUndefined();
  });

  it('leaves custom names with the originals when duplicating', () => {
    const named = setLabel(setLabel(roster(), 'c1', '3e Compagnie'), 'd1', 'Escouade Varro');
    const { roster: after, copyId } = duplicateUnit(named, 'c1');
    const copies = after.selections.slice(4, 8);
    expect(copies[0]!.id).toBe(copyId);
    expect(copies.map((s) => s.label)).toEqual([undefined, undefined, undefined, undefined]);
    expect(after.selections.find((s) => s.id === 'd1')!.label).toBe('Escouade Varro');
  });

  it('moves among siblings and between formations, never into itself', () => {
    const before = roster();
    expect(ids(moveAmongSiblings(before, 'd2', -1))).toEqual(['c1', 'd2', 'd1', 'h1', 'x1']);
    expect(moveAmongSiblings(before, 'd1', -1)).toBe(before);
    const out = valid(moveSelection(before, 'h1', { after: 'x1' }));
    expect(out.selections.find((s) => s.id === 'h1')!.parent).toBeUndefined();
    expect(ids(out)).toEqual(['c1', 'd1', 'd2', 'x1', 'h1']);
    const into = valid(moveSelection(before, 'x1', { into: 'c1' }));
    expect(into.selections.find((s) => s.id === 'x1')!.parent).toBe('c1');
    expect(moveSelection(before, 'c1', { into: 'd1' })).toBe(before);
    // The company moves with its units, in their order.
    expect(ids(moveSelection(before, 'c1', { after: 'x1' }))).toEqual(['x1', 'c1', 'd1', 'd2', 'h1']);
  });

  it('attaches and embarks, and frees again', () => {
    const before = roster();
    const attached = attachTo(before, 'x1', 'd1');
    expect(attached.selections[4]!.attachedTo).toBe('d1');
    expect('attachedTo' in attachTo(attached, 'x1', undefined).selections[4]!).toBe(false);
    expect(attachTo(before, 'd1', 'd1')).toBe(before);
    expect('embarkedIn' in embarkIn(before, 'd2', undefined).selections[2]!).toBe(false);
  });
});
