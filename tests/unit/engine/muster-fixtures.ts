/**
 * Small hand-written v2 games for Muster's rules: a NetEpic-like army (détachements with Rhinos, a
 * company holding its own détachement, characters, walkers, a titan, skimmer and flying transports)
 * and a Deadzone-like strike team. Categories and abilities are written as the built-in catalogue
 * and the community data write them (ids like `class-1`, rule names like "Transport (2)").
 */
import { resolve } from 'node:path';
import type { GameData, SelectionEntry } from '../../../src/core/catalogue/model';
import { DataIndex } from '../../../src/core/engine/data-index';
import { evaluateRoster } from '../../../src/core/engine/evaluate';
import type { GameBinding } from '../../../src/core/engine/muster/binding';
import type { RosterSelection, TreeRoster } from '../../../src/core/roster/tree';
import { readBindings } from '../../../src/main/game-data/read-bindings';

const read = readBindings(resolve(import.meta.dirname, '../../../db/bindings'));

export function bindings(): GameBinding[] {
  return read;
}

export function binding(game: string): GameBinding {
  return read.find((each) => each.game === game)!;
}

interface Spec {
  categories?: string[];
  rules?: string[];
  children?: SelectionEntry[];
  type?: 'unit' | 'model' | 'upgrade';
  abilitiesText?: string;
}

export function entry(id: string, name: string, spec: Spec = {}): SelectionEntry {
  return {
    id,
    name,
    type: spec.type ?? 'unit',
    categoryLinks: (spec.categories ?? []).map((category) => ({
      id: `${id}--${category}`,
      targetId: category,
    })),
    rules: (spec.rules ?? []).map((rule, at) => ({ id: `${id}--rule-${at}`, name: rule })),
    profiles:
      spec.abilitiesText === undefined
        ? []
        : [
            {
              id: `${id}--profile`,
              name,
              typeId: 'model',
              characteristics: [{ typeId: 'abilities', name: 'Abilities', value: spec.abilitiesText }],
            },
          ],
    selectionEntries: spec.children ?? [],
  };
}

const model = (id: string, name: string, spec: Spec = {}) => entry(id, name, { ...spec, type: 'model' });
const marine = (id: string) => model(id, 'Marine', { categories: ['infantry'] });

const CATEGORIES = [
  'infantry',
  'cavalry',
  'walker',
  'vehicle',
  'character',
  'compagnie',
  'class-1',
  'class-2',
  'class-3',
  'class-5',
  'leader',
];

export const netepicData: GameData = {
  gameSystem: {
    kind: 'gameSystem',
    id: 'netepic-test',
    name: 'NetEpic',
    costTypes: [{ id: 'pts', name: 'points' }],
    categoryEntries: CATEGORIES.map((id) => ({ id, name: id })),
    forceEntries: [{ id: 'army', name: 'Armée' }],
  },
  catalogues: [
    {
      kind: 'catalogue',
      id: 'marines',
      name: 'Space Marines',
      gameSystemId: 'netepic-test',
      selectionEntries: [
        entry('tactical', 'Détachement Tactique', {
          categories: ['class-1'],
          children: [
            marine('marine'),
            model('rhino', 'Rhino', { categories: ['vehicle'], rules: ['Transport (2)'] }),
          ],
        }),
        entry('scouts', 'Détachement de Scouts', {
          categories: ['class-1'],
          rules: ['Infiltration', 'Elite (1)'],
          children: [marine('scout')],
        }),
        entry('bikes', 'Escadron de Motos', {
          categories: ['class-2'],
          children: [model('bike', 'Moto', { categories: ['cavalry'] })],
        }),
        entry('tank', 'Predator', {
          categories: ['class-3'],
          children: [model('predator', 'Predator', { categories: ['vehicle'] })],
        }),
        entry('rhinos', 'Escadron de Rhinos', {
          categories: ['class-3'],
          children: [model('rhino-3', 'Rhino', { categories: ['vehicle'], rules: ['Transport (2)'] })],
        }),
        entry('raider', 'Land Raider', {
          categories: ['class-3'],
          children: [
            model('raider-model', 'Land Raider', { categories: ['vehicle'], rules: ['Transport (6)'] }),
          ],
        }),
        entry('falcon', 'Falcon', {
          categories: ['class-3'],
          children: [
            model('falcon-model', 'Falcon', {
              categories: ['vehicle'],
              rules: ['Transport (6)', 'Antigrav'],
            }),
          ],
        }),
        entry('hawk', 'Thunderhawk', {
          categories: ['class-3'],
          rules: ['Volant'],
          children: [
            model('hawk-model', 'Thunderhawk', { categories: ['vehicle'], rules: ['Transport (6)'] }),
          ],
        }),
        entry('dread', 'Dreadnought', {
          categories: ['class-3'],
          children: [model('dread-model', 'Dreadnought', { categories: ['walker'] })],
        }),
        entry('titan', 'Warlord', {
          categories: ['class-5'],
          children: [model('titan-model', 'Warlord', { categories: ['walker'] })],
        }),
        entry('commander', 'Commandant', {
          categories: ['character', 'class-1'],
          rules: ['Personnage Lié', 'Elite (2)'],
          children: [marine('commander-base')],
        }),
        entry('chaplain', 'Chapelain', {
          categories: ['character', 'class-1'],
          rules: ['Personnage Lié'],
          children: [marine('chaplain-base')],
        }),
        entry('librarian', 'Archiviste', {
          categories: ['character', 'class-1'],
          rules: ['Personnage Lié'],
          children: [marine('librarian-base')],
        }),
        entry('bike-captain', 'Capitaine à moto', {
          categories: ['character', 'class-2'],
          rules: ['Attached Character'],
          children: [model('captain-bike', 'Moto', { categories: ['cavalry'] })],
        }),
        // As the built-in catalogue writes units: the class on the unit, its number its bases.
        entry('guards', 'Gardes', { categories: ['class-1'] }),
        // The built-in catalogue writes a one-base character as a model, at the root or in a company.
        entry('apothecary', 'Apothicaire', {
          type: 'model',
          categories: ['character', 'class-1', 'infantry'],
          rules: ['Personnage Lié'],
        }),
        entry('riders', 'Rough Riders', { categories: ['class-2'] }),
        entry('gold-elite', 'Vétérans', {
          categories: ['class-1'],
          rules: ['Elite'],
          children: [marine('veteran')],
        }),
        entry('company', 'Compagnie Tactique', {
          categories: ['compagnie'],
          rules: ['Elite (3)'],
          children: [
            entry('co-tactical', 'Détachement Tactique de compagnie', {
              categories: ['class-1'],
              children: [marine('co-marine')],
            }),
            entry('co-apothecary', 'Apothicaire de compagnie', {
              type: 'model',
              categories: ['character', 'class-1', 'infantry'],
              rules: ['Personnage Lié'],
            }),
            entry('co-captain', 'Capitaine de compagnie', {
              categories: ['character', 'class-1'],
              rules: ['Personnage Lié'],
              children: [marine('co-captain-base')],
            }),
          ],
        }),
      ],
    },
  ],
};

export const deadzoneData: GameData = {
  gameSystem: {
    kind: 'gameSystem',
    id: 'deadzone-test',
    name: 'Deadzone',
    costTypes: [{ id: 'pts', name: 'points' }],
    profileTypes: [
      { id: 'model', name: 'Model', characteristicTypes: [{ id: 'abilities', name: 'Abilities' }] },
    ],
    categoryEntries: [{ id: 'leader-cat', name: 'Leader' }],
    forceEntries: [{ id: 'team', name: 'Strike team' }],
  },
  catalogues: [
    {
      kind: 'catalogue',
      id: 'enforcers',
      name: 'Enforcers',
      gameSystemId: 'deadzone-test',
      selectionEntries: [
        entry('captain', 'Captain', {
          categories: ['leader-cat'],
          rules: ['Stratège'],
          abilitiesText: 'Tactician (2)',
        }),
        entry('sergeant', 'Sergeant', { abilitiesText: 'Strategist, Logistics, Tactician (2)' }),
        entry('veteran', 'Veteran', { abilitiesText: 'Tactician (1)' }),
        entry('trooper', 'Trooper', { rules: ['Logistique'] }),
      ],
    },
  ],
};

/** A selection of a root entry (or of a child entry, given as `children`). */
export function sel(id: string, entryId: string, extra: Partial<RosterSelection> = {}): RosterSelection {
  return { id, entryId, number: 1, selections: [], ...extra };
}

/** A unit with its models: `models` maps a model entry to how many. */
export function unitSel(
  id: string,
  entryId: string,
  models: Record<string, number>,
  extra: Partial<RosterSelection> = {},
): RosterSelection {
  const selections = Object.entries(models).map(([model, number]) =>
    sel(`${id}.${model}`, model, { number }),
  );
  return sel(id, entryId, { selections, ...extra });
}

export function rosterOf(data: GameData, selections: RosterSelection[]): TreeRoster {
  return {
    id: 'roster',
    name: 'Liste',
    gameSystemId: data.gameSystem.id,
    costLimits: {},
    forces: [
      {
        id: 'force',
        entryId: data.gameSystem.forceEntries![0]!.id,
        catalogueId: data.catalogues[0]!.id,
        selections,
        forces: [],
      },
    ],
  };
}

export function evaluate(data: GameData, selections: RosterSelection[]) {
  return evaluateRoster(new DataIndex(data), rosterOf(data, selections));
}
