/**
 * The cards read who a unit holds, has attached and carries from the structure's id maps, made in its
 * one pass over the list: they say what childrenOf, attachedTo and embarkedIn say, unit by unit.
 */
import { describe, expect, it } from 'vitest';
import type { EngineCatalogue } from '../../../src/core';
import type { ListCards, UnitCard } from '../../../src/core/roster/cards';
import { rosterStructure } from '../../../src/renderer/state/roster-structure';

const unit = (id: string, links: Partial<UnitCard> = {}): UnitCard => ({
  id,
  entry: 'e',
  options: {},
  items: {},
  ...links,
});

const catalogue = {
  game: { costTypes: [] },
  entries: [],
  items: [],
  abilities: {},
} as unknown as EngineCatalogue;

function rosterOf(selections: UnitCard[]): ListCards {
  return { id: 'r', selections } as unknown as ListCards;
}

describe('the roster structure id maps', () => {
  const selections = [
    unit('company'),
    unit('tactical', { parent: 'company' }),
    unit('captain', { attachedTo: 'tactical' }),
    unit('rhino', { parent: 'company' }),
    unit('devastator', { parent: 'company', embarkedIn: 'rhino' }),
    unit('chaplain', { attachedTo: 'tactical', embarkedIn: 'rhino' }),
    // Its formation is gone: it is drawn at the top level, held by nobody.
    unit('orphan', { parent: 'missing' }),
  ];
  const structure = rosterStructure(rosterOf(selections), catalogue);

  it('gives, for every unit, the ids the relations give, in the list order', () => {
    for (const { id } of selections) {
      const ids = (list: UnitCard[]) => (list.length > 0 ? list.map((s) => s.id) : undefined);
      expect(structure.ids.children.get(id)).toEqual(ids(structure.childrenOf(id)));
      expect(structure.ids.attached.get(id)).toEqual(ids(structure.attachedTo(id)));
      expect(structure.ids.embarked.get(id)).toEqual(ids(structure.embarkedIn(id)));
    }
    expect(structure.ids.children.get('company')).toEqual(['tactical', 'rhino', 'devastator']);
    expect(structure.ids.attached.get('tactical')).toEqual(['captain', 'chaplain']);
    expect(structure.ids.embarked.get('rhino')).toEqual(['devastator', 'chaplain']);
  });

  it('keys no unit whose formation is missing under that formation', () => {
    expect(structure.ids.children.has('missing')).toBe(false);
    expect(structure.roots.map((s) => s.id)).toEqual(['company', 'captain', 'chaplain', 'orphan']);
  });
});
