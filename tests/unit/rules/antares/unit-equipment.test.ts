import { describe, expect, it } from 'vitest';
import { validate } from '../../../../src/core/engine/validate';
import { unitEquipment } from '../../../../src/core/rules/antares/unit-equipment';
import { catalogue, entry, option, roster } from '../../../helpers/engine-fixtures';

const cat = catalogue(
  'antares',
  [
    entry({
      id: 'ai-squad',
      kind: 'tactical',
      count: { min: 5, max: 10, default: 5, unit: 'model' },
      abilities: [{ id: 'reflex' }],
      options: [
        option({ id: 'trooper', kind: 'model', max: 5 }),
        option({ id: 'spotter', kind: 'model', max: 1, abilities: [{ id: 'buddy' }] }),
        option({
          id: 'targeter-drone',
          kind: 'model',
          max: 4,
          abilities: [{ id: 'buddy' }, { id: 'targeter' }],
        }),
      ],
    }),
    entry({
      id: 'skyriders',
      kind: 'tactical',
      count: { min: 3, max: 6, default: 3, unit: 'model' },
      abilities: [{ id: 'reflex' }, { id: 'hl' }],
    }),
    entry({ id: 'boosted-bikes', kind: 'tactical', abilities: [{ id: 'hl' }] }),
    entry({
      id: 'command',
      kind: 'tactical',
      count: { min: 3, max: 5, default: 3, unit: 'model' },
      abilities: [{ id: 'medic' }],
      options: [option({ id: 'medi-probe', kind: 'upgrade', max: 2, abilities: [{ id: 'medic' }] })],
    }),
    entry({
      id: 'targeter-probes',
      kind: 'auxiliary',
      tags: ['probe'],
      count: { min: 1, max: 6, default: 4, unit: 'model' },
      abilities: [{ id: 'targeter' }],
    }),
  ],
  [
    { id: 'reflex', ruleKind: 'reflex-armour' },
    { id: 'hl', ruleKind: 'hl-booster' },
    { id: 'buddy', ruleKind: 'buddy-drone' },
    { id: 'medic', ruleKind: 'medic' },
    { id: 'targeter', ruleKind: 'targeter' },
  ],
  [option({ id: 'medi-drone', kind: 'model', max: 2, abilities: [{ id: 'buddy' }, { id: 'medic' }] })],
);
const figures = (selections: Parameters<typeof roster>[1]) =>
  validate(roster('antares', selections), cat, [unitEquipment]).stats.antaresUnits;

// Seed 004: « Les Buddy Drones font partie de l'équipement de leur unité et ne sont pas comptés comme des membres de l'unité. »
describe('buddy drones are not unit members', () => {
  it('counts models without drones, extra troopers included', () => {
    expect(
      figures([{ entry: 'ai-squad', options: { trooper: 2, spotter: 1 }, items: { 'medi-drone': 1 } }]),
    ).toEqual([
      { selection: 's1', models: 7, drones: 2, resBonus: 1, medicRerolls: 1, targeters: 0, targeterBonus: 0 },
    ]);
  });
});

// Seed 004: « Les troupes équipées d'armure réflexe ajoutent +1 … motos … d'Augmentateurs HL ajoutent +2 »
describe('reflex armour', () => {
  it('+1 Res, +2 for mounts with HL boosters, nothing for boosters alone', () => {
    const units = figures([{ entry: 'ai-squad' }, { entry: 'skyriders' }, { entry: 'boosted-bikes' }]);
    expect(units?.map((u) => [u.selection, u.resBonus])).toEqual([
      ['s1', 1],
      ['s2', 2],
      ['s3', 0],
    ]);
  });
});

// Seed 004: « une unité à portée d'un Medic, d'un Medi-Probe et d'un Medi-Drone, aura trois relances. »
describe('medic rerolls stack', () => {
  it('Medic + Medi-Probe + Medi-Drone: three rerolls', () => {
    expect(figures([{ entry: 'command', options: { 'medi-probe': 1 }, items: { 'medi-drone': 1 } }])).toEqual(
      [
        {
          selection: 's1',
          models: 3,
          drones: 1,
          resBonus: 0,
          medicRerolls: 3,
          targeters: 0,
          targeterBonus: 0,
        },
      ],
    );
    expect(figures([{ entry: 'command', options: { 'medi-probe': 2 } }])?.[0]?.medicRerolls).toBe(3);
    expect(figures([{ entry: 'command' }])?.[0]?.medicRerolls).toBe(1);
  });
});

// Seed 004: « ajoute +1 à sa valeur de Préc pour chaque Targeter Probe … jusqu'à un maximum de +3. »
describe('targeter bonus capped at +3', () => {
  it('one per probe or drone, +3 at most', () => {
    const units = figures([
      { entry: 'targeter-probes', id: 'p4' },
      { entry: 'targeter-probes', id: 'p2', count: 2 },
      { entry: 'ai-squad', id: 'a', options: { 'targeter-drone': 4 } },
    ]);
    expect(units?.map((u) => [u.selection, u.targeters, u.targeterBonus])).toEqual([
      ['a', 4, 3],
      ['p2', 2, 2],
      ['p4', 4, 3],
    ]);
    expect(units?.[0]).toMatchObject({ models: 5, drones: 4 });
  });
});
