/**
 * The force a list takes: the choices a faction's data offers (its game system's and its own force
 * entries), the one a new list starts with, and the one a version 2 list is judged by once it records
 * it (issue 21: every list was judged by the data's first force entry).
 */
import { describe, expect, it } from 'vitest';
import type { Catalogue, ForceEntry, GameData } from '../../../src/core/catalogue/model';
import { defaultForce, forceChoices, forceOfList } from '../../../src/core/catalogue/forces';
import { builtinMigration } from '../../../src/core/roster/builtin-migration';
import { migrateV2 } from '../../../src/core/roster/migrate/cards-to-tree';
import { rosterFingerprint } from '../../../src/core/export/fingerprint';
import { decodeShareCode, encodeShareCode, isSharedList } from '../../../src/core/share/share-code';
import type { ListCards } from '../../../src/core/roster/cards';

const force = (id: string, name: string, hidden = false): ForceEntry => ({
  id,
  name,
  ...(hidden ? { hidden: true } : {}),
});

function data(systemForces: ForceEntry[], catalogues: Catalogue[]): GameData {
  return {
    gameSystem: { kind: 'gameSystem', id: 'sys', name: 'System', forceEntries: systemForces },
    catalogues,
  };
}

const catalogue = (id: string, name: string, forceEntries?: ForceEntry[]): Catalogue => ({
  kind: 'catalogue',
  id,
  name,
  gameSystemId: 'sys',
  ...(forceEntries ? { forceEntries } : {}),
});

const antaresLike = data(
  [
    force('concord', 'Concord'),
    force('algoryn', 'Algoryn'),
    force('ghar-empire', 'Ghar Empire'),
    force('ghar-rebel', 'Ghar Rebel'),
    force('spearhead', 'Algoryn Spearhead'),
    force('secret', 'Secret', true),
  ],
  [catalogue('alg', 'Algoryn'), catalogue('ghar', 'Ghar'), catalogue('other', 'Virai')],
);

describe('the forces a list may take', () => {
  it('offers every force entry of the game system and of the catalogue, hidden ones left out', () => {
    const withOwn = data([force('a', 'A')], [catalogue('c', 'C', [force('b', 'B'), force('x', 'X', true)])]);
    expect(forceChoices(withOwn, 'c').map((choice) => choice.id)).toEqual(['a', 'b']);
    expect(forceChoices(antaresLike, 'alg')).toHaveLength(5);
  });

  it('starts a new list with the force named like its catalogue, not the data’s first', () => {
    expect(defaultForce(antaresLike, 'alg')?.id).toBe('algoryn');
    // "Ghar" begins "Ghar Empire" and "Ghar Rebel": the first of them in the data's order.
    expect(defaultForce(antaresLike, 'ghar')?.id).toBe('ghar-empire');
    // No name alike: the data's first.
    expect(defaultForce(antaresLike, 'other')?.id).toBe('concord');
    // A catalogue's own force before the game system's unnamed one (NetEpic Gold).
    const own = data([force('blank', '    ')], [catalogue('sm', 'Space Marines', [force('ultra', 'Codex')])]);
    expect(defaultForce(own, 'sm')?.id).toBe('ultra');
  });

  it('keeps the force a list records while the data offers it', () => {
    expect(forceOfList(antaresLike, 'alg', 'spearhead')?.id).toBe('spearhead');
    expect(forceOfList(antaresLike, 'alg', 'gone')?.id).toBe('algoryn');
    expect(forceOfList(antaresLike, 'alg', undefined)?.id).toBe('algoryn');
  });
});

const list = (fields: Partial<ListCards> = {}): ListCards => ({
  id: 'list-1',
  name: 'Liste',
  game: 'antares',
  faction: 'alg',
  pointsLimit: 1000,
  notes: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  selections: [],
  ...fields,
});

describe('a list of version 2 with its force', () => {
  const migration = builtinMigration([
    { ...antaresLike, gameSystem: { ...antaresLike.gameSystem, id: 'antares' } },
  ]);

  it('becomes a tree whose force is the one it records, else the faction’s default', () => {
    expect(migrateV2(list({ force: 'spearhead' }), migration).forces[0]!.entryId).toBe('spearhead');
    expect(migrateV2(list(), migration).forces[0]!.entryId).toBe('algoryn');
  });

  it('travels in share codes, and changes the fingerprint only when recorded', () => {
    const shared = decodeShareCode(encodeShareCode(migrateV2(list({ force: 'spearhead' }), migration)), {
      id: 'list-2',
      at: '2026-01-02T00:00:00.000Z',
    });
    expect(isSharedList(shared) && shared.forces[0]!.entryId).toBe('spearhead');
    expect(rosterFingerprint(list())).toBe(rosterFingerprint({ ...list(), name: 'Autre' }));
    expect(rosterFingerprint(list({ force: 'spearhead' }))).not.toBe(rosterFingerprint(list()));
    expect(rosterFingerprint(list({ force: 'spearhead' }))).not.toBe(
      rosterFingerprint(list({ force: 'algoryn' })),
    );
  });
});
