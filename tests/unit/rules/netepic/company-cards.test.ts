import { describe, expect, it } from 'vitest';
import { validate } from '../../../../src/core/engine/validate';
import { companyCards } from '../../../../src/core/rules/netepic/company-cards';
import { codes, roster } from '../../../helpers/engine-fixtures';
import { NETEPIC } from './netepic-catalogue';

type Selections = Parameters<typeof roster>[1];
const check = (selections: Selections) => validate(roster('netepic', selections), NETEPIC, [companyCards]);
const supports = (n: number, prefix = 's'): Selections =>
  Array.from({ length: n }, (_, i) => ({ entry: 'predators', id: `${prefix}${i + 1}` }));

// NetEpic army composition (issue 5, not in the seeds): each company card allows at most 5 support cards and 1 special card.
describe('cards.too-many-support', () => {
  it('five support cards for one company are allowed', () => {
    const result = check([{ entry: 'company', id: 'k' }, ...supports(5)]);
    expect(codes(result)).toEqual([]);
    expect(result.stats.companyCards).toEqual({
      companies: 1,
      support: 5,
      supportAllowed: 5,
      special: 0,
      specialAllowed: 1,
    });
  });

  it('a sixth is one too many; two companies allow ten', () => {
    const six = check([{ entry: 'company', id: 'k' }, ...supports(6)]);
    expect(codes(six)).toEqual(['cards.too-many-support']);
    expect(six.issues[0]).toMatchObject({
      severity: 'error',
      selections: ['s1', 's2', 's3', 's4', 's5', 's6'],
      message: {
        fr: '6 cartes de soutien pour 1 compagnie : 5 au plus.',
        en: '6 support cards for 1 company: 5 at most.',
      },
    });
    expect(
      codes(check([{ entry: 'company', id: 'k' }, { entry: 'company', id: 'l' }, ...supports(6)])),
    ).toEqual([]);
  });

  it('without a company no card is allowed', () => {
    const result = check(supports(1));
    expect(codes(result)).toEqual(['cards.too-many-support']);
    expect(result.issues[0]!.message.fr).toBe('1 carte de soutien pour 0 compagnie : 0 au plus.');
  });
});

describe('cards.too-many-special', () => {
  it('one special card per company', () => {
    expect(
      codes(
        check([
          { entry: 'company', id: 'k' },
          { entry: 'chaplain', id: 'c' },
        ]),
      ),
    ).toEqual([]);
    const two = check([
      { entry: 'company', id: 'k' },
      { entry: 'chaplain', id: 'c' },
      { entry: 'librarian', id: 'l' },
    ]);
    expect(codes(two)).toEqual(['cards.too-many-special']);
    expect(two.issues[0]!.message.en).toBe('2 special cards for 1 company: 1 at most.');
    expect(two.issues[0]!.selections).toEqual(['c', 'l']);
  });
});
