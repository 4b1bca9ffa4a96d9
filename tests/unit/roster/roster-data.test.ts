import { describe, expect, it } from 'vitest';
import type { ListCards } from '../../../src/core/roster/cards';
import { fileChanges, recordedDiffers, removals, sameRevisions } from '../../../src/main/rosters/roster-data';
import type { FactionCatalogue } from '../../../src/shared/catalogue-types';

const RECORD = {
  gameSystemId: 'gs',
  gameSystemRevision: 3,
  catalogueRevision: 7,
  libraries: { lib: 2 },
};

describe('the data revisions a list records', () => {
  it('differ from the stored files when a revision changed or a file is gone, libraries included', () => {
    const stored = new Map([
      ['gs', 3],
      ['cat', 7],
      ['lib', 2],
    ]);
    expect(recordedDiffers(RECORD, 'cat', stored)).toBe(false);
    expect(recordedDiffers(RECORD, 'cat', new Map([...stored, ['lib', 3]]))).toBe(true);
    expect(recordedDiffers(RECORD, 'cat', new Map([...stored, ['gs', 2]]))).toBe(true);
    const withoutCatalogue = new Map(stored);
    withoutCatalogue.delete('cat');
    expect(recordedDiffers(RECORD, 'cat', withoutCatalogue)).toBe(true);
    expect(sameRevisions(RECORD, { ...RECORD, libraries: { lib: 2 } })).toBe(true);
    expect(sameRevisions(RECORD, { ...RECORD, libraries: {} })).toBe(false);
  });

  it('name the files whose revision changed, a library added and the catalogue removed', () => {
    const changes = fileChanges(
      RECORD,
      { ...RECORD, catalogueRevision: 8, libraries: { lib: 2, other: 1 } },
      'cat',
      [
        {
          id: 'cat',
          kind: 'catalogue',
          gameSystemId: 'gs',
          name: 'Crew',
          revision: 8,
          source: 's',
          importedAt: '',
        },
        {
          id: 'other',
          kind: 'catalogue',
          gameSystemId: 'gs',
          name: 'Other',
          revision: 1,
          source: 's',
          importedAt: '',
        },
      ],
    );
    expect(changes).toEqual([
      { id: 'cat', kind: 'catalogue', name: 'Crew', from: 7, to: 8 },
      { id: 'other', kind: 'catalogue', name: 'Other', from: null, to: 1 },
    ]);
    expect(fileChanges(RECORD, null, 'cat', [])).toEqual([
      { id: 'gs', kind: 'gameSystem', name: 'gs', from: 3, to: null },
      { id: 'cat', kind: 'catalogue', name: 'cat', from: 7, to: null },
      { id: 'lib', kind: 'catalogue', name: 'lib', from: 2, to: null },
    ]);
  });

  it('find the units, options and items a list holds that the catalogue no longer has', () => {
    const catalogue = {
      entries: [
        { id: 'squad', name: { fr: 'Escouade', en: 'Squad' }, options: [{ id: 'a' }, { id: 'a/b' }] },
      ],
      items: [{ id: 'medkit' }],
    } as unknown as FactionCatalogue;
    const roster = {
      selections: [
        {
          id: 's1',
          entry: 'squad',
          options: { a: 1, 'a/b': 1, 'a/gone': 1, unused: 0 },
          items: { medkit: 1, lost: 2 },
        },
        { id: 's2', entry: 'link::vanished', options: {}, items: {}, label: 'Bob' },
      ],
    } as unknown as ListCards;
    expect(removals(roster, catalogue)).toEqual([
      { selection: 's1', unit: { fr: 'Escouade', en: 'Squad' }, kind: 'option', id: 'a/gone', name: null },
      { selection: 's1', unit: { fr: 'Escouade', en: 'Squad' }, kind: 'item', id: 'lost', name: null },
      { selection: 's2', unit: { fr: 'Bob', en: 'Bob' }, kind: 'entry', id: 'link::vanished', name: null },
    ]);
  });
});
