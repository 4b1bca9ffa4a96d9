/**
 * What the built-in catalogue lends to the community entries it names by `bsdataId`: the French name
 * and the rules Muster's own rules read, once per rule and wording, never over what the data says.
 */
import { describe, expect, it } from 'vitest';
import { withBuiltinKnowledge } from '../../../src/core/bsdata/builtin-overlay';
import type { Catalogue, GameData, GameSystem } from '../../../src/core/catalogue/model';

const system = (id: string, extra: Partial<GameSystem> = {}): GameSystem =>
  ({ kind: 'gameSystem', id, name: id, revision: 1, ...extra }) as GameSystem;

const builtin: GameData = {
  gameSystem: system('netepic', {
    sharedRules: [
      {
        id: 'personnage-lie',
        name: { fr: 'Personnage Lié', en: 'Attached Character' },
        description: { fr: 'Rejoint…', en: 'Joins…' },
      },
      { id: 'elite', name: { fr: 'Elite', en: 'Elite' } },
    ],
  }),
  catalogues: [
    {
      kind: 'catalogue',
      id: 'netepic-space-marines',
      name: 'SM',
      gameSystemId: 'netepic',
      selectionEntries: [
        {
          id: 'sm-chaplain',
          name: { fr: 'Chapelain', en: 'Chaplain' },
          type: 'unit',
          bsdataId: 'aaaa-1111',
          infoLinks: [
            { id: 'l1', targetId: 'personnage-lie', type: 'rule' },
            { id: 'l2', targetId: 'elite', type: 'rule', name: { fr: 'Elite (1)', en: 'Elite (1)' } },
          ],
        },
      ],
    } as Catalogue,
  ],
};

const community = (): GameData => ({
  gameSystem: system('b6ca-ebfc'),
  catalogues: [
    {
      kind: 'catalogue',
      id: 'cat-sm',
      name: 'Space Marines',
      gameSystemId: 'b6ca-ebfc',
      sharedSelectionEntries: [
        {
          id: 'aaaa-1111',
          name: 'Chaplain',
          type: 'unit',
          infoLinks: [{ id: 'x', targetId: 'data-elite', type: 'rule', name: 'Elite (1)' }],
        },
        { id: 'bbbb-2222', name: 'Librarian', type: 'unit' },
      ],
    } as Catalogue,
  ],
});

describe('what the built-in catalogue lends to community entries', () => {
  it('gives the French name and the rules the data does not name, and changes nothing else', () => {
    const data = community();
    const before = JSON.stringify(data);
    const lent = withBuiltinKnowledge(data, builtin);
    expect(JSON.stringify(data)).toBe(before);
    const [chaplain, librarian] = lent.catalogues[0]!.sharedSelectionEntries!;
    expect(chaplain!.name).toEqual({ en: 'Chaplain', fr: 'Chapelain' });
    // Elite (1) is already named by the data's own link: only Personnage Lié is lent.
    expect(chaplain!.rules).toEqual([
      {
        id: 'muster.personnage-lie.attached-character',
        name: { fr: 'Personnage Lié', en: 'Attached Character' },
        description: { fr: 'Rejoint…', en: 'Joins…' },
      },
    ]);
    expect(librarian).toBe(data.catalogues[0]!.sharedSelectionEntries![1]);
  });

  it('leaves the data as it is without a built-in catalogue for the game', () => {
    const data = community();
    expect(withBuiltinKnowledge(data, undefined)).toBe(data);
  });
});
