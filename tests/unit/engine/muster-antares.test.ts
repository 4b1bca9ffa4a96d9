/**
 * Antares on the generic engine. Compactor drones are data, not a Muster rule: a drone carries one
 * load, and the data says it with a group of loads limited to one in its parent (`shared="false"`,
 * as the community data writes it); this checks the engine counts a group's own limit, through
 * links too. Unit equipment is a Muster figure per unit (seed 004).
 */
import { describe, expect, it } from 'vitest';
import type { GameData, SelectionEntryGroup } from '../../../src/core/catalogue/model';
import { renderFigure } from '../../../src/core/engine/messages';
import { runMusterRules } from '../../../src/core/engine/muster/run';
import { binding, entry, evaluate, sel, unitSel } from './muster-fixtures';
import { paramsByName } from '../../../src/core/engine/verdict';

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
          paramsByName(verdict).entry,
          paramsByName(verdict).count,
          verdict.owner.id,
        ]),
      ).toEqual([['data.max-selections', 'Compactor Drone', 2, 'b']]);
    });
});

const equipmentData: GameData = {
  gameSystem: {
    kind: 'gameSystem',
    id: 'antares-test',
    name: 'Antares',
    costTypes: [{ id: 'pts', name: 'pts' }],
    forceEntries: [{ id: 'army', name: 'Army' }],
  },
  catalogues: [
    {
      kind: 'catalogue',
      id: 'concord',
      name: 'Concord',
      gameSystemId: 'antares-test',
      selectionEntries: [
        entry('ai-squad', 'Strike Squad', {
          rules: ['Reflex Armour'],
          children: [
            entry('trooper', 'Trooper', { type: 'model' }),
            entry('spotter', 'Spotter Drone', { type: 'upgrade', rules: ['Buddy Drone'] }),
            entry('targeter-drone', 'Targeter Drone', {
              type: 'upgrade',
              rules: ['Buddy Drone', 'Targeter Probe'],
            }),
          ],
        }),
        entry('skyriders', 'Skyriders', {
          rules: ['Reflex Armour', 'HL Booster'],
          children: [entry('rider', 'Rider', { type: 'model' })],
        }),
        entry('command', 'Command Squad', {
          rules: ['Medic'],
          children: [
            entry('officer', 'Officer', { type: 'model' }),
            entry('medi-probe', 'Medi-Probe', { type: 'upgrade', rules: ['Medi-Probe'] }),
            entry('medi-drone', 'Medi-Drone', { rules: ['Buddy Drone', 'Medi-Drone'] }),
          ],
        }),
        entry('probes', 'Targeter Probe Shard', {
          children: [entry('probe', 'Targeter Probe', { type: 'model', rules: ['Targeter Probe'] })],
        }),
      ],
    },
  ],
};

describe('Antares unit equipment (seed 004)', () => {
  it('drones are equipment, not members; Res, Medic and targeter figures add up, targeters to +3', () => {
    const evaluation = evaluate(equipmentData, [
      unitSel('ai', 'ai-squad', { trooper: 5, spotter: 1, 'targeter-drone': 2 }),
      unitSel('sky', 'skyriders', { rider: 3 }),
      unitSel('cmd', 'command', { officer: 3, 'medi-probe': 2, 'medi-drone': 1 }),
      unitSel('pr', 'probes', { probe: 4 }),
    ]);
    const { figures, verdicts } = runMusterRules(evaluation, binding('antares'));
    expect(verdicts).toEqual([]);
    expect(
      figures.map((figure) => [
        figure.selections[0],
        figure.value,
        paramsByName(figure).drones,
        paramsByName(figure).resBonus,
        paramsByName(figure).medicRerolls,
        paramsByName(figure).targeters,
        paramsByName(figure).targeterBonus,
      ]),
    ).toEqual([
      ['ai', 5, 3, 1, 0, 2, 2],
      ['sky', 3, 0, 2, 0, 0, 0],
      ['cmd', 3, 1, 0, 4, 0, 0],
      ['pr', 4, 0, 0, 0, 4, 3],
    ]);
    expect(renderFigure(figures[0]!, 'fr')).toBe(
      '« Strike Squad » : 5 figurines ; 3 drones (équipement) ; Rés +1 ; Préc +2 (ciblage)',
    );
    expect(renderFigure(figures[2]!, 'en')).toBe(
      '“Command Squad”: 3 models; 1 drone (equipment); 4 Medic rerolls',
    );
  });
});
