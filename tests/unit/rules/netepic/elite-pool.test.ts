import { describe, expect, it } from 'vitest';
import { validate } from '../../../../src/core/engine/validate';
import { elitePool } from '../../../../src/core/rules/netepic/elite-pool';
import { codes, roster } from '../../../helpers/engine-fixtures';
import { NETEPIC } from './netepic-catalogue';

type Selections = Parameters<typeof roster>[1];
const check = (selections: Selections) => validate(roster('netepic', selections), NETEPIC, [elitePool]);

// Seed 002, Elite: « Chaque détachement avec des socles ayant la capacité Elite (X) apporte X relances Elite quel que soit le nombre de socles ».
describe('stats.elitePool', () => {
  it('X per Elite détachement, whatever its number of bases', () => {
    const four = check([{ entry: 'terminators', id: 't' }]).stats.elitePool;
    const eight = check([{ entry: 'terminators', id: 't', count: 8 }]).stats.elitePool;
    expect(four).toEqual({
      total: 2,
      breakdown: [
        { selection: 't', name: { fr: 'Terminators', en: 'Terminators' }, value: 2, reason: 'detachment' },
      ],
    });
    expect(eight?.total).toBe(2);
  });

  // Seed 001, Personnage Lié: « il rapporte X relances Elite en plus de celle du détachement auquel il est lié (que le détachement soit Elite ou non) ».
  it('a Personnage Lié with Elite adds its X, on an Elite détachement or not', () => {
    const result = check([
      { entry: 'terminators', id: 't' },
      { entry: 'chaplain', id: 'c', attachedTo: 't' },
      { entry: 'tactical', id: 'u' },
      { entry: 'captain', id: 'a', attachedTo: 'u' },
      { entry: 'dreadnoughts', id: 'd' },
    ]);
    expect(result.stats.elitePool?.total).toBe(5);
    expect(result.stats.elitePool?.breakdown.map((l) => [l.selection, l.value, l.reason])).toEqual([
      ['a', 1, 'attached-character'],
      ['c', 1, 'attached-character'],
      ['d', 1, 'detachment'],
      ['t', 2, 'detachment'],
    ]);
    expect(codes(result)).toEqual([]);
  });

  it('no Elite unit, no rerolls; a unit reduced to no base brings none', () => {
    expect(check([{ entry: 'tactical' }]).stats.elitePool).toEqual({ total: 0, breakdown: [] });
    expect(check([{ entry: 'terminators', count: 0 }]).stats.elitePool?.total).toBe(0);
  });
});
