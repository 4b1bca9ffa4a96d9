/**
 * Antares compactor drones as data, not as a Muster rule: a drone carries one load, and the data
 * says it with a group of loads limited to one in its parent (`shared="false"`, as the community
 * data writes it). This checks the engine counts a group's own limit, through links too.
 */
import { describe, expect, it } from 'vitest';
import type { GameData, SelectionEntryGroup } from '../../../src/core/catalogue/v2/model';
import { sel } from './muster-fixtures';
import { evaluate } from './muster-fixtures';

function loads(shared: boolean): SelectionEntryGroup {
  return {
    id: 'compactor',
    name: 'Compactor Drone',
    constraints: [{ id: 'one-load', type: 'max', value: 1, field: 'selections', scope: 'parent', shared }],
    entryLinks: [
      { id: 'l-drone', targetId: 'drone', type: 'selectionEntry' },
      { id: 'l-plasma', targetId: 'drone-plasma', type: 'selectionEntry' },
    ],
  };
}

const antares = (shared: boolean): GameData => ({
  gameSystem: {
    kind: 'gameSystem',
    id: 'antares-test',
    name: 'Antares',
    costTypes: [{ id: 'pts', name: 'pts' }],
    forceEntries: [{ id: 'army', name: 'Army' }],
    sharedSelectionEntries: [
      { id: 'drone', name: 'Compactor Drone', type: 'upgrade' },
      { id: 'drone-plasma', name: 'Compactor Drone with Plasma Cannon', type: 'upgrade' },
    ],
  },
  catalogues: [
    {
      kind: 'catalogue',
      id: 'isorian',
      name: 'Isorian',
      gameSystemId: 'antares-test',
      selectionEntries: [
        {
          id: 'bikes',
          name: 'Pulse Bike Command Squad',
          type: 'unit',
          selectionEntryGroups: [
            { id: 'options', name: 'Unit Options', selectionEntryGroups: [loads(shared)] },
          ],
        },
      ],
    },
  ],
});

const chosen = (...paths: string[]) => [
  sel('b', 'bikes', {
    selections: paths.map((path, at) => sel(`b${at}`, path, { entryGroupId: 'compactor' })),
  }),
];

describe('Antares compactor drone: one load per drone, said by the data', () => {
  for (const shared of [false, true])
    it(`a second load is over the group's limit (shared ${shared})`, () => {
      const over = (paths: string[]) =>
        evaluate(antares(shared), chosen(...paths)).verdicts.filter((verdict) =>
          verdict.code.startsWith('data.max'),
        );
      expect(over(['l-drone::drone'])).toEqual([]);
      expect(
        over(['l-drone::drone', 'l-plasma::drone-plasma']).map((verdict) => [
          verdict.code,
          verdict.params.entry,
          verdict.params.count,
          verdict.owner.id,
        ]),
      ).toEqual([['data.max-selections', 'Compactor Drone', 2, 'b']]);
    });
});
