import { describe, expect, it } from 'vitest';
import { validate } from '../../../../src/core/engine/validate';
import { tactician } from '../../../../src/core/rules/deadzone/tactician';
import { catalogue, codes, entry, option, roster } from '../../../helpers/engine-fixtures';

const cat = catalogue(
  'deadzone',
  [
    entry({
      id: 'captain',
      kind: 'leader',
      name: { fr: 'Capitaine', en: 'Captain' },
      abilities: [{ id: 'tacticien', param: 2 }],
    }),
    entry({
      id: 'sergeant',
      kind: 'troop',
      name: { fr: 'Sergent', en: 'Sergeant' },
      abilities: [{ id: 'tacticien', param: 1 }],
    }),
    entry({
      id: 'veteran',
      kind: 'troop',
      name: { fr: 'Vétéran', en: 'Veteran' },
      abilities: [{ id: 'tacticien', param: 2 }],
    }),
    entry({
      id: 'trooper',
      kind: 'troop',
      options: [option({ id: 'comms', kind: 'upgrade', abilities: [{ id: 'tacticien', param: 3 }] })],
    }),
    entry({ id: 'odd', kind: 'troop', abilities: [{ id: 'tacticien' }] }),
  ],
  [{ id: 'tacticien', ruleKind: 'tactician', name: { fr: 'Tacticien (n)', en: 'Tactician (n)' } }],
);
const check = (selections: Parameters<typeof roster>[1]) =>
  validate(roster('deadzone', selections), cat, [tactician]);

// Seed 000, Tacticien (n): « Vous ne pouvez appliquer la capacité Tacticien que d’une seule figurine de votre Groupe de Combat. »
describe('tactician.redundant and stats.tacticianDice', () => {
  it('a single Tacticien adds its dice and gets no warning', () => {
    const one = check([{ entry: 'captain', id: 'c' }, { entry: 'trooper' }]);
    expect(codes(one)).toEqual([]);
    expect(one.stats.tacticianDice).toEqual({ dice: 2, from: 'c', redundant: [] });
  });

  it('the best one counts; the others get a warning naming both', () => {
    const two = check([
      { entry: 'sergeant', id: 's' },
      { entry: 'captain', id: 'c' },
    ]);
    expect(two.stats.tacticianDice).toEqual({ dice: 2, from: 'c', redundant: ['s'] });
    expect(codes(two)).toEqual(['tactician.redundant']);
    expect(two.issues[0]).toMatchObject({
      severity: 'warning',
      selections: ['s', 'c'],
      source: { rule: 'tactician', ability: 'tacticien' },
    });
    expect(two.issues[0]!.message.fr).toBe(
      '« Sergent » (Tacticien (1)) n’ajoute aucun dé de commandement : seul « Capitaine » (Tacticien (2)) compte pour le groupe de combat. Il ne sert que de remplaçant si « Capitaine » est perdu.',
    );
  });

  it('breaks ties by selection id, not by position', () => {
    const a = check([
      { entry: 'veteran', id: 'b' },
      { entry: 'captain', id: 'a' },
    ]);
    const b = check([
      { entry: 'captain', id: 'a' },
      { entry: 'veteran', id: 'b' },
    ]);
    expect(a.stats.tacticianDice).toEqual({ dice: 2, from: 'a', redundant: ['b'] });
    expect(b.stats.tacticianDice).toEqual(a.stats.tacticianDice);
    expect(a.issues).toEqual(b.issues);
  });

  it('counts a Tacticien given by an option, and a missing value as 0', () => {
    const r = check([
      { entry: 'captain', id: 'c' },
      { entry: 'trooper', id: 't', options: { comms: 1 } },
      { entry: 'odd', id: 'o' },
    ]);
    expect(r.stats.tacticianDice).toEqual({ dice: 3, from: 't', redundant: ['c', 'o'] });
    expect(codes(r)).toEqual(['tactician.redundant', 'tactician.redundant']);
  });

  it('reports no dice without a Tacticien', () => {
    expect(check([{ entry: 'trooper' }]).stats.tacticianDice).toEqual({ dice: 0, from: null, redundant: [] });
  });
});
