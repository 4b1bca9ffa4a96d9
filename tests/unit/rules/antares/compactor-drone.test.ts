import { describe, expect, it } from 'vitest';
import { validate } from '../../../../src/core/engine/validate';
import { compactorDrone } from '../../../../src/core/rules/antares/compactor-drone';
import { catalogue, codes, entry, option, roster } from '../../../helpers/engine-fixtures';

const load = (id: string, fr: string, en: string) =>
  option({
    id,
    kind: 'upgrade',
    group: 'compactor-load',
    name: { fr, en },
    abilities: [{ id: 'compactor' }],
  });

const cat = catalogue(
  'antares',
  [
    entry({
      id: 'bikes',
      kind: 'tactical',
      name: { fr: 'Motos d’assaut', en: 'Skyrider squad' },
      options: [
        load('load-bikes', 'Compacteur : motos', 'Compactor: bikes'),
        load('load-weapon', 'Compacteur : arme de soutien', 'Compactor: support weapon'),
      ],
      optionGroups: [{ id: 'compactor-load', name: { fr: 'Charge', en: 'Load' }, min: 0, max: 3 }],
    }),
    entry({ id: 'squad', kind: 'tactical' }),
  ],
  [{ id: 'compactor', ruleKind: 'compactor-drone', name: { fr: 'Drone Compacteur', en: 'Compactor Drone' } }],
  [option({ id: 'compactor-drone', kind: 'upgrade', max: 2, abilities: [{ id: 'compactor' }] })],
);
const check = (selections: Parameters<typeof roster>[1]) =>
  validate(roster('antares', selections), cat, [compactorDrone]);

// Seed 004: « Un Compactor Drone peut transporter une des choses suivantes : toutes les motos d'une unité montée, l'arme de soutien… »
describe('compactor-drone.loads', () => {
  it('one load per Compactor Drone', () => {
    const two = check([{ entry: 'bikes', options: { 'load-bikes': 1, 'load-weapon': 1 } }]);
    expect(codes(two)).toEqual(['compactor-drone.loads']);
    expect(two.issues[0]).toMatchObject({
      severity: 'error',
      selections: ['s1'],
      source: { rule: 'compactor-drone', ability: 'compactor' },
    });
    expect(two.issues[0]!.message.fr).toBe(
      '« Motos d’assaut » charge 2 éléments dans son Drone Compacteur (« Compacteur : motos », « Compacteur : arme de soutien ») : un Drone Compacteur ne transporte qu’une seule de ces charges.',
    );
    expect(codes(check([{ entry: 'bikes', options: { 'load-bikes': 1 } }]))).toEqual([]);
    expect(codes(check([{ entry: 'bikes', options: { 'load-bikes': 2 } }]))).toEqual([
      'compactor-drone.loads',
    ]);
  });

  it('as many loads as separate Compactor Drones taken', () => {
    const ok = check([
      { entry: 'bikes', items: { 'compactor-drone': 2 }, options: { 'load-bikes': 1, 'load-weapon': 1 } },
    ]);
    expect(codes(ok)).toEqual([]);
    const over = check([
      { entry: 'bikes', items: { 'compactor-drone': 1 }, options: { 'load-bikes': 1, 'load-weapon': 1 } },
    ]);
    expect(codes(over)).toEqual(['compactor-drone.loads']);
  });

  it('leaves units without Compactor Drone alone', () => {
    expect(codes(check([{ entry: 'squad', items: { 'compactor-drone': 1 } }, { entry: 'bikes' }]))).toEqual(
      [],
    );
  });
});
