import { describe, expect, it } from 'vitest';
import { ROSTER_FORMAT } from '../../../src/core/roster/tree';
import { ROSTER_VERSION, type Roster } from '../../../src/core/roster/migrate/v2-file';
import {
  dataMissingMessage,
  dataMissingOf,
  dataMissingText,
  lastKnownOf,
  neededFiles,
  uncheckedLastKnown,
} from '../../../src/main/rosters/last-known';
import type { ValidationResult } from '../../../src/core/engine/types';
import type { FactionCatalogue } from '../../../src/shared/catalogue-types';
import type { RosterLastKnown } from '../../../src/shared/roster-types';

const LAST_KNOWN: RosterLastKnown = {
  factionName: { fr: 'Chasseurs', en: 'Hunters' },
  gameSystemName: 'Skirmish',
  cost: { id: 'pts', name: { fr: 'pts', en: 'pts' } },
  figures: { points: 30, errors: 0, warnings: 1 },
  units: [{ id: 's1', name: { fr: 'Meute', en: 'Pack' }, count: 3, points: 30 }],
  files: [
    { id: 'gs', kind: 'gameSystem', name: 'Skirmish', revision: 4 },
    { id: 'cat', kind: 'catalogue', name: 'Hunters', revision: 9 },
    { id: 'lib', kind: 'catalogue', name: 'Beasts', revision: 2 },
  ],
};

const ROSTER: Roster = {
  format: ROSTER_FORMAT,
  version: ROSTER_VERSION,
  id: 'list-1',
  name: 'Chasse',
  game: 'deadzone',
  faction: 'cat',
  pointsLimit: 70,
  notes: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  selections: [],
  data: { gameSystemId: 'gs', gameSystemRevision: 4, catalogueRevision: 8, libraries: { lib: 2 } },
};

describe('what a list whose data is gone needs', () => {
  it('names the files it recorded, with the revisions it recorded and the names it last showed', () => {
    const stored = new Map([['gs', 5]]);
    expect(neededFiles('cat', ROSTER.data, LAST_KNOWN, stored)).toEqual([
      { id: 'gs', kind: 'gameSystem', name: 'Skirmish', revision: 4, stored: true },
      { id: 'cat', kind: 'catalogue', name: 'Hunters', revision: 8, stored: false },
      { id: 'lib', kind: 'catalogue', name: 'Beasts', revision: 2, stored: false },
    ]);
  });

  it('falls back on the files its summary names, and on the faction’s id when it knows nothing', () => {
    expect(neededFiles('cat', undefined, LAST_KNOWN, new Map()).map((file) => file.id)).toEqual([
      'gs',
      'cat',
      'lib',
    ]);
    expect(neededFiles('cat', undefined, null, new Map())).toEqual([
      { id: 'cat', kind: 'catalogue', name: 'cat', revision: null, stored: false },
    ]);
  });

  it('says in French and English the files that are not stored, by name and revision, and how to import them', () => {
    const missing = dataMissingOf(ROSTER, LAST_KNOWN.figures, LAST_KNOWN, new Map([['gs', 4]]));
    expect(missing).toMatchObject({ rosterId: 'list-1', name: 'Chasse', lastKnown: LAST_KNOWN });
    expect(dataMissingText(missing, 'fr')).toBe(
      'La liste « Chasse » (Chasseurs) est en lecture seule : les données communautaires de sa faction ne sont pas enregistrées ici. Importez Hunters (révision 8), Beasts (révision 2) (« muster data import FICHIERS… », ou la page « Données de jeu ») pour la modifier, l’exporter ou la partager. Rien de la liste n’est perdu.',
    );
    expect(dataMissingText(missing, 'en')).toBe(
      'The list "Chasse" (Hunters) is read-only: the community data of its faction is not stored here. Import Hunters (revision 8), Beasts (revision 2) ("muster data import FILES…", or the "Game data" page) to edit, export or share it. Nothing of the list is lost.',
    );
    expect(dataMissingMessage(missing)).toBe(dataMissingText(missing, 'en'));
  });

  it('a list imported without its data knows its faction and files by their ids, and how many units it holds', () => {
    const known = uncheckedLastKnown(
      { ...ROSTER, selections: [{ id: 'a', entry: 'pack', options: {}, items: {} }] },
      new Map([['gs', 'Skirmish']]),
    );
    expect(known).toEqual({
      factionName: { fr: 'cat', en: 'cat' },
      gameSystemName: 'Skirmish',
      cost: null,
      figures: { points: 0, errors: 0, warnings: 0 },
      units: [],
      files: [
        { id: 'gs', kind: 'gameSystem', name: 'Skirmish', revision: 4 },
        { id: 'cat', kind: 'catalogue', name: 'cat', revision: 8 },
        { id: 'lib', kind: 'catalogue', name: 'lib', revision: 2 },
      ],
      unchecked: { units: 1 },
    });
    const { data: _data, ...unrecorded } = ROSTER;
    expect(uncheckedLastKnown(unrecorded, new Map())).toMatchObject({ gameSystemName: '', files: [] });
  });
});

describe('what a list of an imported faction keeps for when its data is gone', () => {
  const catalogue: FactionCatalogue = {
    game: {
      id: 'deadzone',
      name: { fr: 'Deadzone', en: 'Deadzone' },
      defaultPointsLimit: 70,
      costTypes: [{ id: 'pts', name: { fr: 'pts', en: 'pts' }, primary: true }],
      unitStats: [],
      weaponStats: [],
      rangeBands: [],
      factionCount: 1,
    },
    faction: {
      id: 'cat',
      game: 'deadzone',
      name: { fr: 'Chasseurs', en: 'Hunters' },
      sources: [],
      entryCount: 0,
      community: { gameSystemId: 'gs', gameSystemName: 'Skirmish', revision: 4 },
    },
    entries: [],
    items: [],
    abilities: {},
    weapons: {},
  };
  // A pack holding a beast: the pack's own price is nothing, its card says what it holds.
  const roster: Roster = {
    ...ROSTER,
    selections: [
      { id: 'pack', entry: 'pack', options: {}, items: {} },
      { id: 'beast', entry: 'beast', options: {}, items: {}, parent: 'pack' },
    ],
  };
  const result: ValidationResult = {
    valid: true,
    errors: 0,
    warnings: 0,
    issues: [],
    stats: {
      points: 30,
      pointsLimit: 70,
      pointsRemaining: 40,
      costs: { pts: 30 },
      unitCosts: { pack: { pts: 0 }, beast: { pts: 30 } },
      shownCosts: { pack: { pts: 30 }, beast: { pts: 30 } },
    },
  };

  it('gives each unit the price the validation shows on its card, with what it holds', () => {
    const known = lastKnownOf(roster, catalogue, result);
    expect(known?.units.map((unit) => [unit.id, unit.parent, unit.points])).toEqual([
      ['pack', undefined, 30],
      ['beast', 'pack', 30],
    ]);
    expect(known?.figures).toEqual({ points: 30, errors: 0, warnings: 0 });
  });
});
