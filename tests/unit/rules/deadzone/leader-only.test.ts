import { describe, expect, it } from 'vitest';
import { validate } from '../../../../src/core/engine/validate';
import { leaderOnly } from '../../../../src/core/rules/deadzone/leader-only';
import { catalogue, codes, entry, option, roster } from '../../../helpers/engine-fixtures';

const cat = catalogue(
  'deadzone',
  [
    entry({ id: 'captain', kind: 'leader', abilities: [{ id: 'stratege' }, { id: 'logistique' }] }),
    entry({
      id: 'adjutant',
      kind: 'specialist',
      name: { fr: 'Adjudant', en: 'Adjutant' },
      abilities: [{ id: 'stratege' }],
    }),
    entry({
      id: 'trooper',
      kind: 'troop',
      options: [option({ id: 'planner', kind: 'upgrade', abilities: [{ id: 'logistique' }] })],
    }),
  ],
  [
    { id: 'stratege', ruleKind: 'leader-only', name: { fr: 'Stratège', en: 'Strategist' } },
    { id: 'logistique', ruleKind: 'leader-only', name: { fr: 'Logistique', en: 'Logistics' } },
  ],
);
const check = (selections: Parameters<typeof roster>[1]) =>
  validate(roster('deadzone', selections), cat, [leaderOnly]);

// Seed 000, Stratège: « Si cette figurine est le leader d’un Groupe de Combat, vous pouvez relancer un échec… »
// Seed 000, Logistique: « si cette figurine est le leader du Groupe de Combat, vous pouvez déplacer un objet… »
describe('leader-only.inactive', () => {
  it('tells that Stratège on a model that is not the leader has no effect', () => {
    const r = check([{ entry: 'captain' }, { entry: 'adjutant' }]);
    expect(codes(r)).toEqual(['leader-only.inactive']);
    expect(r.issues[0]).toMatchObject({
      severity: 'info',
      selections: ['s2'],
      source: { rule: 'leader-only', ability: 'stratege' },
    });
    expect(r.issues[0]!.message.en).toBe(
      '“Strategist” on “Adjutant” only works when the model is the strike team’s leader; “Adjutant” is not the leader.',
    );
    expect(codes(check([{ entry: 'captain' }]))).toEqual([]);
  });

  it('also for an ability given by an option', () => {
    expect(codes(check([{ entry: 'trooper', options: { planner: 1 } }]))).toEqual(['leader-only.inactive']);
    expect(codes(check([{ entry: 'trooper', options: { planner: 0 } }]))).toEqual([]);
  });
});
