import { describe, expect, it } from 'vitest';
import { validate } from '../../../../src/core/engine/validate';
import { strikeTeam } from '../../../../src/core/rules/deadzone/strike-team';
import { catalogue, codes, entry, roster } from '../../../helpers/engine-fixtures';

const cat = catalogue('deadzone', [
  entry({ id: 'captain', kind: 'leader', name: { fr: 'Capitaine', en: 'Captain' } }),
  entry({ id: 'sergeant', kind: 'leader', name: { fr: 'Sergent', en: 'Sergeant' } }),
  entry({ id: 'trooper', kind: 'troop' }),
  entry({ id: 'squad', kind: 'troop', count: { min: 1, max: 5, default: 2, unit: 'model' } }),
  entry({ id: 'sniper', kind: 'specialist' }),
  entry({ id: 'drone', kind: 'support' }),
]);
const check = (selections: Parameters<typeof roster>[1]) =>
  validate(roster('deadzone', selections), cat, [strikeTeam]);

// Not in seed 000: bsdata "Deadzone 3rd Edition.gst", category Leader: min 1, max 1 per Strike Team.
describe('strike-team.leader', () => {
  it('reports a strike team without a leader, and not one with exactly one', () => {
    const none = check([{ entry: 'trooper' }]);
    expect(codes(none)).toEqual(['strike-team.leader']);
    expect(none.issues[0]).toMatchObject({
      severity: 'error',
      selections: [],
      source: { rule: 'strike-team' },
    });
    expect(none.issues[0]!.message.fr).toBe(
      'Le groupe de combat n’a pas de leader : il en faut exactement un.',
    );
    expect(codes(check([{ entry: 'captain' }, { entry: 'trooper' }]))).toEqual([]);
  });

  it('reports two leaders with their names and ids, whatever the order', () => {
    const two = check([{ entry: 'trooper' }, { entry: 'sergeant', id: 'b' }, { entry: 'captain', id: 'a' }]);
    expect(codes(two)).toEqual(['strike-team.leader']);
    expect(two.issues[0]!.selections).toEqual(['a', 'b']);
    expect(two.issues[0]!.message.en).toBe(
      'The strike team has 2 leaders (“Captain”, “Sergeant”): it needs exactly one.',
    );
  });

  it('counts models by count: a leader selection of 2 models is two leaders, of 0 none', () => {
    expect(codes(check([{ entry: 'captain', count: 2 }, { entry: 'trooper' }]))).toEqual([
      'strike-team.leader',
    ]);
    expect(codes(check([{ entry: 'captain', count: 0 }, { entry: 'trooper' }]))).toEqual([
      'strike-team.leader',
    ]);
  });
});

// Not in seed 000: bsdata "Deadzone 3rd Edition.gst", category Specialist: max +1 per Troop selection.
describe('strike-team.specialists', () => {
  it('reports more specialists than troops, counting troop models', () => {
    const over = check([
      { entry: 'captain' },
      { entry: 'trooper' },
      { entry: 'sniper' },
      { entry: 'sniper' },
    ]);
    expect(codes(over)).toEqual(['strike-team.specialists']);
    expect(over.issues[0]!.selections).toEqual(['s3', 's4']);
    expect(over.issues[0]!.message.fr).toBe(
      '2 spécialistes pour 1 troupe : le groupe de combat ne peut pas avoir plus de spécialistes que de troupes.',
    );
    expect(
      codes(check([{ entry: 'captain' }, { entry: 'squad' }, { entry: 'sniper' }, { entry: 'sniper' }])),
    ).toEqual([]);
  });
});

// Not in seed 000: bsdata "Deadzone 3rd Edition.gst", category Support: max +1 per 3 Troop selections.
describe('strike-team.support', () => {
  it('allows one support model per full three troops', () => {
    const five = check([
      { entry: 'captain' },
      { entry: 'squad', count: 5 },
      { entry: 'drone' },
      { entry: 'drone' },
    ]);
    expect(codes(five)).toEqual(['strike-team.support']);
    expect(five.issues[0]!.message.en).toBe(
      '2 support models for 5 troops: at most 1 (one per full 3 troops).',
    );
    expect(five.issues[0]!.selections).toEqual(['s3', 's4']);
    expect(
      codes(
        check([
          { entry: 'captain' },
          { entry: 'squad', count: 5 },
          { entry: 'trooper' },
          { entry: 'drone' },
          { entry: 'drone' },
        ]),
      ),
    ).toEqual([]);
    expect(codes(check([{ entry: 'captain' }, { entry: 'squad', count: 2 }, { entry: 'drone' }]))).toEqual([
      'strike-team.support',
    ]);
  });
});
