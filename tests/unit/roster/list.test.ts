import { describe, expect, it } from 'vitest';
import {
  listFaction,
  pointsLimitOf,
  selectionsWithCards,
  withCardIds,
  writeList,
  type MusterList,
} from '../../../src/core/roster/list';
import { readTreeRoster } from '../../../src/core/roster/read-roster-tree';
import { type V2Migration } from '../../../src/core/roster/migrate/cards-to-tree';
import { RosterFormatError } from '../../../src/core/roster/read-failure';
import type { RosterSelection } from '../../../src/core/roster/tree';

const migration: V2Migration = {
  forceOf: () => ({ entryId: 'force', catalogueId: 'cat', costTypeId: 'pts' }),
  selectionShape: (_game, _entry, count) => ({ number: count ?? 1, models: [] }),
};

const v2 = {
  format: 'muster-roster',
  version: 2,
  id: 'list-1',
  name: 'Nested',
  game: 'deadzone',
  faction: 'cat',
  pointsLimit: 100,
  notes: 'Notes',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  data: { gameSystemId: 'gs', gameSystemRevision: 3, catalogueRevision: 4 },
  selections: [
    { id: 'u1', entry: 'trooper', options: { 'armour::plate': 1, 'armour::plate/gun': 2 }, items: {} },
    { id: 'c1', entry: 'company', options: {}, items: {} },
    { id: 'd1', entry: 'squad', parent: 'c1', options: { x: 1 }, items: { med: 1 }, label: 'Mine' },
  ],
};

function selection(id: string, entryId: string, selections: RosterSelection[] = []): RosterSelection {
  return { id, entryId, number: 1, selections };
}

/** The list with one force of the catalogue holding these selections. */
function oneForce(list: MusterList, selections: RosterSelection[]): MusterList {
  return { ...list, forces: [{ id: 'f', entryId: 'force', catalogueId: 'cat', forces: [], selections }] };
}

describe('the list model', () => {
  it('reads a version 2 file with its data revisions, and writes a file read back the same', () => {
    const list = readTreeRoster(JSON.stringify(v2), migration);
    expect(list.version).toBe(3);
    expect(listFaction(list)).toBe('cat');
    expect(list.data).toEqual(v2.data);
    expect(list.customNotes).toBe('Notes');
    expect(pointsLimitOf(list, 'pts')).toBe(100);
    // Nested options keep their path in their ids ('/'), which a file of the list accepts.
    const text = writeList(list);
    expect(text).toContain('u1.o.armour::plate/gun');
    expect(readTreeRoster(text, migration)).toEqual(list);
  });

  it('refuses a newer version, saying which it supports', () => {
    const newer = { ...v2, version: 4 };
    expect(() => readTreeRoster(JSON.stringify(newer), migration)).toThrow(RosterFormatError);
  });

  it('tells each selection its card: roots and what the data makes units of their own', () => {
    const list = readTreeRoster(JSON.stringify(v2), migration);
    const seen = [...selectionsWithCards(list.forces, (s) => s.entryId === 'squad')].map(
      ({ selection, card, holderCard }) =>
        `${selection.id}>${card.id}${holderCard ? `<${holderCard.id}` : ''}`,
    );
    expect(seen).toEqual([
      'u1>u1',
      'u1.o.armour::plate>u1',
      'u1.o.armour::plate/gun>u1',
      'c1>c1',
      'd1>d1<c1',
      'd1.o.x>d1',
      'd1.i.med>d1',
    ]);
  });

  it('names what a card holds after the card, following references, and changes nothing when they do', () => {
    const list: MusterList = oneForce(readTreeRoster(JSON.stringify(v2), migration), [
      selection('c1', 'company', [
        selection('zz9', 'squad', [selection('opt', 'gun')]),
        selection('m', 'model'),
      ]),
      { ...selection('h', 'hero'), attachedTo: 'zz9' },
    ]);
    const named = withCardIds(list, (s) => s.entryId === 'squad');
    const ids = [...selectionsWithCards(named.forces, (s) => s.entryId === 'squad')].map(
      (x) => x.selection.id,
    );
    expect(ids).toEqual(['c1', 'zz9', 'zz9.1', 'c1.1', 'h']);
    expect(withCardIds(named, (s) => s.entryId === 'squad')).toBe(named);
    // A card keeps its id: relations name cards.
    expect(named.forces[0]!.selections[1]!.attachedTo).toBe('zz9');
  });

  it('gives a card whose id holds a dot another, following what names it', () => {
    const base = readTreeRoster(JSON.stringify(v2), migration);
    const list: MusterList = oneForce(base, [
      selection('a.b', 'squad', [selection('a.b.gun', 'gun')]),
      { ...selection('h', 'hero'), attachedTo: 'a.b' },
    ]);
    const named = withCardIds(list, () => false);
    const [card, hero] = named.forces[0]!.selections;
    expect(card!.id).toBe('a-b');
    expect(card!.selections[0]!.id).toBe('a-b.1');
    expect(hero!.attachedTo).toBe('a-b');
  });
});
