/**
 * The cross-check against the community data on cases where the two data sets model the same thing
 * differently: an option on a model the unit already comes with, an entry one side holds under
 * another and the other lists on its own, and a weapon the community data types as a model.
 */
import { describe, expect, it } from 'vitest';
import {
  compareWithCommunity,
  indexCommunity,
  type CommunityNotes,
} from '../../../src/core/bsdata/community-check';
import type { Catalogue, Constraint, GameData, GameSystem } from '../../../src/core/catalogue/model';
import { DataIndex } from '../../../src/core/engine/data-index';
import { priceAsAdded } from '../../../src/core/engine/price-as-added';

function gameSystem(id: string): GameSystem {
  return {
    kind: 'gameSystem',
    id,
    name: 'Game',
    costTypes: [{ id: 'pts', name: 'points' }],
    forceEntries: [{ id: `${id}-army`, name: 'Army' }],
  };
}

function between(id: string, min: number, max: number): Constraint[] {
  return [
    { id: `${id}.min`, type: 'min', value: min, field: 'selections', scope: 'parent' },
    { id: `${id}.max`, type: 'max', value: max, field: 'selections', scope: 'parent' },
  ];
}

/** Community side: the leader model carries the ammunition, the animal stands on its own. */
const theirs: GameData = {
  gameSystem: gameSystem('gs-c'),
  catalogues: [
    {
      kind: 'catalogue',
      id: 'cat-c',
      name: 'Faction',
      gameSystemId: 'gs-c',
      sharedSelectionEntries: [
        {
          id: 'c-ammo',
          name: 'Ammo',
          type: 'upgrade',
          collective: true,
          costs: [{ typeId: 'pts', value: 0 }],
        },
        {
          id: 'c-carbine',
          name: 'Carbine',
          type: 'model',
          collective: true,
          costs: [{ typeId: 'pts', value: 0 }],
        },
      ],
      selectionEntries: [
        {
          id: 'c-squad',
          name: 'Command Squad',
          type: 'unit',
          costs: [{ typeId: 'pts', value: 30 }],
          selectionEntries: [
            {
              id: 'c-leader',
              name: 'Commander',
              type: 'model',
              constraints: between('c-leader', 1, 1),
              entryLinks: [
                {
                  id: 'c-ammo-link',
                  targetId: 'c-ammo',
                  type: 'selectionEntry',
                  constraints: [
                    { id: 'c-ammo.max', type: 'max', value: 1, field: 'selections', scope: 'parent' },
                  ],
                  modifiers: [{ type: 'increment', field: 'pts', value: 5 }],
                },
              ],
            },
            {
              id: 'c-trooper',
              name: 'Trooper',
              type: 'model',
              constraints: between('c-trooper', 2, 4),
              costs: [{ typeId: 'pts', value: 10 }],
            },
          ],
          entryLinks: [
            {
              id: 'c-carbine-link',
              targetId: 'c-carbine',
              type: 'selectionEntry',
              constraints: between('c-carbine-link', 1, 1),
            },
          ],
        },
        { id: 'c-handler', name: 'Handler', type: 'model', costs: [{ typeId: 'pts', value: 60 }] },
        { id: 'c-animal', name: 'Animal', type: 'model', costs: [{ typeId: 'pts', value: 30 }] },
      ],
    },
  ],
};

/** Ours: the ammunition is the squad's option, the animal is held by its handler. */
const ours: GameData = {
  gameSystem: gameSystem('gs-o'),
  catalogues: [
    {
      kind: 'catalogue',
      id: 'cat-o',
      name: 'Faction',
      gameSystemId: 'gs-o',
      selectionEntries: [
        {
          id: 'squad',
          name: 'Command Squad',
          type: 'unit',
          bsdataId: 'c-squad',
          costs: [{ typeId: 'pts', value: 50 }],
          selectionEntries: [
            {
              id: 'squad.models',
              name: 'Commander and troopers',
              type: 'model',
              defaultAmount: 3,
              constraints: between('squad.models', 3, 3),
            },
            {
              id: 'ammo',
              name: 'Ammo',
              type: 'upgrade',
              bsdataId: 'c-ammo',
              costs: [{ typeId: 'pts', value: 5 }],
              constraints: [{ id: 'ammo.max', type: 'max', value: 1, field: 'selections', scope: 'parent' }],
            },
          ],
        },
        {
          id: 'handler',
          name: 'Handler',
          type: 'model',
          bsdataId: 'c-handler',
          costs: [{ typeId: 'pts', value: 60 }],
          selectionEntries: [
            {
              id: 'animal',
              name: 'Animal',
              type: 'model',
              bsdataId: 'c-animal',
              costs: [{ typeId: 'pts', value: 30 }],
            },
          ],
        },
      ],
    },
  ],
};

const notes: CommunityNotes = { costTypes: { pts: 'pts' }, corrections: [] };

describe('cross-check against the community data', () => {
  const community = new DataIndex(theirs);

  it('prices an option on a model the unit comes with inside that model, not in a second one', () => {
    expect(priceAsAdded(community, 'cat-c', 'c-ammo', 'c-squad')?.costs.get('pts')).toBe(5);
  });

  it('reports a collective model entry as such (equipment every model carries)', () => {
    const models = priceAsAdded(community, 'cat-c', 'c-squad')!.models;
    expect(models.filter((model) => !model.collective).reduce((sum, model) => sum + model.number, 0)).toBe(3);
    expect(models.find((model) => model.defId === 'c-carbine')?.collective).toBe(true);
  });

  it('agrees on a unit, its option, and an animal one side holds under its handler', () => {
    const differences = compareWithCommunity(
      ours.catalogues[0] as Catalogue,
      { index: new DataIndex(ours), catalogueId: 'cat-o' },
      { index: community, catalogueId: 'cat-c' },
      indexCommunity([theirs.gameSystem, ...theirs.catalogues]),
      notes,
    );
    expect(differences).toEqual([]);
  });

  it('still reports a real difference', () => {
    const cheaper = structuredClone(ours);
    cheaper.catalogues[0]!.selectionEntries![1]!.selectionEntries![0]!.costs = [{ typeId: 'pts', value: 25 }];
    const differences = compareWithCommunity(
      cheaper.catalogues[0] as Catalogue,
      { index: new DataIndex(cheaper), catalogueId: 'cat-o' },
      { index: community, catalogueId: 'cat-c' },
      indexCommunity([theirs.gameSystem, ...theirs.catalogues]),
      notes,
    );
    expect(differences).toEqual([{ id: 'animal', what: 'cost:pts', ours: 25, community: 30 }]);
  });
});
