/**
 * The roster panel draws root cards only in view: the keyboard's ↑ ↓ follow the list's reading order,
 * and a unit reached from elsewhere is scrolled to through the root card that holds it.
 */
import { describe, expect, it } from 'vitest';
import { readingOrder, rootOf, type RosterStructure } from '../../../src/renderer/state/roster-structure';
import type { UnitCard } from '../../../src/core/roster/cards';

/** Only what readingOrder and rootOf read: who holds whom. */
function structureOf(selections: UnitCard[]): RosterStructure {
  const byId = new Map(selections.map((s) => [s.id, s]));
  const held = (id: string) => selections.filter((s) => s.parent === id);
  return {
    roots: selections.filter((s) => s.parent === undefined || !byId.has(s.parent)),
    byId,
    childrenOf: held,
    attachedTo: () => [],
    embarkedIn: () => [],
    resolved: () => undefined,
    ids: { children: new Map(), attached: new Map(), embarked: new Map() },
  };
}

const unit = (id: string, parent?: string): UnitCard => ({ id, entry: 'e', options: {}, items: {}, parent });

describe('the roster panel reading order', () => {
  const structure = structureOf([
    unit('a'),
    unit('c1'),
    unit('d1', 'c1'),
    unit('b'),
    unit('d2', 'c1'),
    unit('p1', 'd2'),
    unit('orphan', 'gone'),
  ]);

  it('puts each formation before what it holds, depth first, in the list order', () => {
    expect(readingOrder(structure)).toEqual(['a', 'c1', 'd1', 'd2', 'p1', 'b', 'orphan']);
  });

  it('finds the root card holding a unit, however deep', () => {
    expect(rootOf(structure, 'p1')).toBe('c1');
    expect(rootOf(structure, 'd1')).toBe('c1');
    expect(rootOf(structure, 'b')).toBe('b');
    // A parent missing from the list: the unit is shown at the top level, its own root.
    expect(rootOf(structure, 'orphan')).toBe('orphan');
    expect(rootOf(structure, 'nobody')).toBeUndefined();
  });

  it('stops on a cycle in a damaged list', () => {
    const looped = structureOf([unit('x', 'y'), unit('y', 'x')]);
    expect(readingOrder(looped)).toEqual([]);
    expect(['x', 'y']).toContain(rootOf(looped, 'x'));
  });
});
