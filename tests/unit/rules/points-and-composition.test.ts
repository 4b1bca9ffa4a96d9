import { describe, expect, it } from 'vitest';
import { validate as validateAll } from '../../../src/core/engine/validate';
import type { EngineCatalogue } from '../../../src/core/engine/types';
import type { Roster } from '../../../src/core/roster/schema';
import { composition } from '../../../src/core/rules/composition';
import { pointsLimit } from '../../../src/core/rules/points-limit';

/** Only the two rules under test: the game's own composition rules are tested in their folders. */
const validate = (r: Roster, c: EngineCatalogue) => validateAll(r, c, [pointsLimit, composition]);
import { catalogue, codes, entry, option, roster } from '../../helpers/engine-fixtures';
import { NETEPIC } from './netepic/netepic-catalogue';

const cat = catalogue('deadzone', [
  entry({ id: 'captain', kind: 'leader', costs: { points: 30 }, unique: true }),
  entry({ id: 'trooper', kind: 'troop', costs: { points: 12 }, limit: { min: 1, max: 3, per: 'army' } }),
  entry({
    id: 'squad',
    kind: 'troop',
    count: { min: 3, max: 6, default: 3, unit: 'model' },
    costs: { points: 30 },
    extraCosts: { points: 8 },
    options: [option({ id: 'flamer', kind: 'weapon', costs: { points: 5 }, max: 2 })],
  }),
]);

describe('points-limit', () => {
  it('reports points.over-limit with the figures, and not at the limit', () => {
    const over = validate(roster('deadzone', [{ entry: 'captain' }, { entry: 'trooper' }], 41), cat);
    expect(codes(over)).toEqual(['points.over-limit']);
    expect(over.issues[0]!.message.en).toBe('The list costs 42 points against a limit of 41: 1 too many.');
    expect(over.stats).toMatchObject({ points: 42, pointsLimit: 41, pointsRemaining: -1 });
    expect(
      codes(validate(roster('deadzone', [{ entry: 'captain' }, { entry: 'trooper' }], 42), cat)),
    ).toEqual([]);
  });

  it('counts extra models and options', () => {
    const result = validate(
      roster('deadzone', [{ entry: 'trooper' }, { entry: 'squad', count: 5, options: { flamer: 2 } }]),
      cat,
    );
    expect(result.stats.points).toBe(12 + 30 + 2 * 8 + 2 * 5);
  });
});

describe('composition', () => {
  it('composition.max for a named fighter taken twice and for an army limit', () => {
    const twice = validate(
      roster('deadzone', [{ entry: 'captain' }, { entry: 'captain' }, { entry: 'trooper' }]),
      cat,
    );
    expect(codes(twice)).toEqual(['composition.max']);
    expect(twice.issues[0]!.selections).toEqual(['s1', 's2']);
    const four = validate(
      roster(
        'deadzone',
        [1, 2, 3, 4].map(() => ({ entry: 'trooper' })),
      ),
      cat,
    );
    expect(codes(four)).toEqual(['composition.max']);
    expect(
      codes(
        validate(
          roster(
            'deadzone',
            [1, 2, 3].map(() => ({ entry: 'trooper' })),
          ),
          cat,
        ),
      ),
    ).toEqual([]);
  });

  it('composition.min when a required entry is missing', () => {
    const none = validate(roster('deadzone', [{ entry: 'captain' }]), cat);
    expect(codes(none)).toEqual(['composition.min']);
    expect(none.issues[0]!.message.fr).toContain('au moins 1');
  });

  it('composition.count and options.max outside the entry’s limits', () => {
    const bad = validate(
      roster('deadzone', [{ entry: 'trooper' }, { entry: 'squad', count: 7, options: { flamer: 3 } }]),
      cat,
    );
    expect(codes(bad)).toEqual(['composition.count', 'options.max']);
    const good = validate(
      roster('deadzone', [{ entry: 'trooper' }, { entry: 'squad', count: 6, options: { flamer: 2 } }]),
      cat,
    );
    expect(codes(good)).toEqual([]);
  });

  it('selection.unknown-entry for an entry not in the catalogue', () => {
    expect(codes(validate(roster('deadzone', [{ entry: 'trooper' }, { entry: 'ghost' }]), cat))).toEqual([
      'selection.unknown-entry',
    ]);
  });
});

describe('composition of a formation card', () => {
  const company = (children: Parameters<typeof roster>[1]) =>
    validate(roster('netepic', [{ entry: 'company', id: 'k' }, ...children]), NETEPIC);
  const full = [
    { entry: 'captain', id: 'a', parent: 'k' },
    { entry: 'tactical', id: 't1', parent: 'k' },
    { entry: 'tactical', id: 't2', parent: 'k' },
    { entry: 'tactical', id: 't3', parent: 'k' },
  ];

  it('a company holding what its card lists is fine', () => {
    expect(codes(company(full))).toEqual([]);
  });

  it('a missing détachement is named, with the number the card gives', () => {
    const result = company(full.slice(0, 3));
    expect(codes(result)).toEqual(['composition.min']);
    expect(result.issues[0]!.message.fr).toBe(
      '« Compagnie tactique » contient 2 × « Détachement tactique » ; la carte en prévoit 3.',
    );
    // Named from the catalogue even when none is left in the company.
    expect(company(full.slice(1)).issues[0]!.message.en).toBe(
      '“Tactical company” holds 0 × “Captain”; its card allows 1.',
    );
  });

  it('one too many, or one the card does not list', () => {
    expect(codes(company([...full, { entry: 'tactical', id: 't4', parent: 'k' }]))).toEqual([
      'composition.max',
    ]);
    expect(codes(company([...full, { entry: 'scouts', id: 's', parent: 'k' }]))).toEqual([
      'composition.not-in-formation',
    ]);
  });
});
