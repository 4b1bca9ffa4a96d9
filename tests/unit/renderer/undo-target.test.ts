import { describe, expect, it } from 'vitest';
import { parseRoster } from '../../../src/core/roster/migrate/read-v2';
import { addSelection, moveAmongSiblings, setRosterFields, setTaken } from '../../helpers/card-edits';
import { changedSelection } from '../../../src/renderer/state/undo-target';

const before = parseRoster({
  format: 'muster-roster',
  version: 2,
  id: 'roster-tests',
  name: 'Test',
  game: 'netepic',
  faction: 'netepic-space-marines',
  pointsLimit: 3000,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  selections: [
    { id: 'a', entry: 'x' },
    { id: 'b', entry: 'x' },
    { id: 'c', entry: 'x' },
  ],
});

describe('the unit an undo step gives the focus to', () => {
  it('is the unit whose options changed, either way', () => {
    const after = setTaken(before, 'b', 'options', 'rhino', 2);
    expect(changedSelection(after, before)).toBe('b');
    expect(changedSelection(before, after)).toBe('b');
  });
  it('is a unit brought back, or one moved back', () => {
    const added = addSelection(before, { id: 'd', entry: 'x', options: {}, items: {} });
    expect(changedSelection(before, added)).toBe('d');
    expect(changedSelection(moveAmongSiblings(before, 'c', -1), before)).toBe('b');
  });
  it('is none for an edit of the list itself or a removal', () => {
    expect(changedSelection(before, setRosterFields(before, { name: 'Autre' }))).toBeNull();
    expect(changedSelection(before, { ...before, selections: before.selections.slice(1) })).toBeNull();
  });
});
