import { describe, expect, it } from 'vitest';
import { validate } from '../../../../src/core/engine/validate';
import { restrictedAction } from '../../../../src/core/rules/freebooters-fate/restricted-action';
import { catalogue, codes, entry, option, roster } from '../../../helpers/engine-fixtures';

const actions = [
  option({
    id: 'bribery',
    kind: 'action',
    name: { fr: 'Corruption', en: 'Bribery' },
    abilities: [{ id: 'bribery-rule' }],
  }),
  option({
    id: 'expulse',
    kind: 'action',
    name: { fr: 'Expulser', en: 'Expulse' },
    abilities: [{ id: 'expulse-rule' }],
  }),
  option({
    id: 'kiss',
    kind: 'action',
    name: { fr: 'Baiser de la mort', en: 'Kiss of death' },
    abilities: [{ id: 'kiss-rule' }],
  }),
  option({
    id: 'order',
    kind: 'action',
    name: { fr: 'Ordre', en: 'Order' },
    abilities: [{ id: 'order-rule' }],
  }),
  // An upgrade (not an action) referencing a restricted action is not checked.
  option({ id: 'bribe-money', kind: 'upgrade', abilities: [{ id: 'bribery-rule' }] }),
];
const fighter = (id: string, name: { fr: string; en: string }, traits: string[] = []) =>
  entry({ id, kind: 'follower', name, traits, options: actions });

const cat = catalogue(
  'freebooters-fate',
  [
    fighter('farrador', { fr: 'Farrador Barrigon', en: 'Farrador Barrigon' }),
    fighter('deckhand', { fr: 'Matelot', en: 'Deckhand' }),
    fighter('mystic', { fr: 'Mystique', en: 'Mystic' }, ['mystique']),
    fighter('exorcist', { fr: 'Exorciste', en: 'Exorcist' }, ['Exorciste']),
    fighter('queen', { fr: 'Reine des ombres', en: 'Shadow Queen' }),
  ],
  [
    {
      id: 'bribery-rule',
      ruleKind: 'restricted-action',
      restriction: { names: ['Farrador Barrigon', 'Farrador', 'Farrador Barrigón'], traits: [] },
    },
    {
      id: 'expulse-rule',
      ruleKind: 'restricted-action',
      restriction: { names: [], traits: ['Mystique', 'Exorciste'] },
    },
    {
      id: 'kiss-rule',
      ruleKind: 'restricted-action',
      restriction: { names: ['Reine des Ombres', 'Schattenkönigin'], traits: [] },
    },
    { id: 'order-rule' },
  ],
);
const check = (selections: Parameters<typeof roster>[1]) =>
  validate(roster('freebooters-fate', selections), cat, [restrictedAction]);

// Seed 003: « Bribery (Corruption) Farrador Barrigon uniquement »
describe('action.restricted — named fighters', () => {
  it('reserves Corruption to Farrador Barrigon', () => {
    const r = check([{ entry: 'deckhand', options: { bribery: 1 } }]);
    expect(codes(r)).toEqual(['action.restricted']);
    expect(r.issues[0]).toMatchObject({
      severity: 'error',
      selections: ['s1'],
      source: { rule: 'restricted-action', ability: 'bribery-rule' },
    });
    expect(r.issues[0]!.message.fr).toBe(
      '« Matelot » ne peut pas prendre l’action « Corruption » : elle est réservée à Farrador Barrigon.',
    );
    expect(codes(check([{ entry: 'farrador', options: { bribery: 1 } }]))).toEqual([]);
  });

  it('compares names without case or accents, in French or English', () => {
    expect(codes(check([{ entry: 'queen', options: { kiss: 1 } }]))).toEqual([]);
    expect(codes(check([{ entry: 'deckhand', options: { kiss: 1 } }]))).toEqual(['action.restricted']);
  });

  it('names each fighter once, in the language of the message, without aliases', () => {
    const kiss = check([{ entry: 'deckhand', options: { kiss: 1 } }]).issues[0]!.message;
    expect(kiss.en).toBe(
      '“Deckhand” may not take the “Kiss of death” action: it is reserved to Shadow Queen.',
    );
    expect(kiss.fr).toBe(
      '« Matelot » ne peut pas prendre l’action « Baiser de la mort » : elle est réservée à Reine des ombres.',
    );
    const bribery = check([{ entry: 'deckhand', options: { bribery: 1 } }]).issues[0]!.message;
    expect(bribery.en).toMatch(/reserved to Farrador Barrigon\.$/);
  });

  it('ignores unrestricted actions and non-action options', () => {
    expect(codes(check([{ entry: 'deckhand', options: { order: 1, 'bribe-money': 1 } }]))).toEqual([]);
  });
});

// Seed 003, Expulse: « Action simple, combat, mystique et exorciste uniquement » — « Un mystique peut tenter d'expulser un LOA »
describe('action.restricted — traits (either trait suffices)', () => {
  it('lets a mystic or an exorcist expel, no one else', () => {
    expect(codes(check([{ entry: 'mystic', options: { expulse: 1 } }]))).toEqual([]);
    expect(codes(check([{ entry: 'exorcist', options: { expulse: 1 } }]))).toEqual([]);
    const r = check([{ entry: 'deckhand', options: { expulse: 1 } }]);
    expect(codes(r)).toEqual(['action.restricted']);
    expect(r.issues[0]!.message.en).toBe(
      '“Deckhand” may not take the “Expulse” action: it is reserved to Mystic or Exorcist fighters.',
    );
  });
});

// Seed 003: « Bribery (Corruption) Farrador Barrigon uniquement »: also when the fighter's card does not list it.
describe('action.restricted — an action given by id to a fighter whose card lacks it', () => {
  const plain = catalogue(
    'freebooters-fate',
    [
      entry({
        id: 'farrador',
        kind: 'mercenary',
        name: { fr: 'Farrador Barrigon', en: 'Farrador Barrigon' },
      }),
      entry({ id: 'deckhand', kind: 'follower', name: { fr: 'Matelot', en: 'Deckhand' } }),
    ],
    [
      {
        id: 'bribery-rule',
        ruleKind: 'restricted-action',
        restriction: { names: ['Farrador Barrigon'], traits: [] },
      },
    ],
  );
  it('is refused to anyone else, with one verdict (not also an unknown option)', () => {
    const r = validate(
      roster('freebooters-fate', [{ entry: 'deckhand', options: { 'bribery-rule': 1 } }]),
      plain,
    );
    expect(codes(r).filter((c) => c.startsWith('action') || c.startsWith('options'))).toEqual([
      'action.restricted',
    ]);
  });
  it('is accepted for Farrador Barrigon', () => {
    const r = validate(
      roster('freebooters-fate', [{ entry: 'farrador', options: { 'bribery-rule': 1 } }]),
      plain,
    );
    expect(codes(r).filter((c) => c.startsWith('action') || c.startsWith('options'))).toEqual([]);
  });
});
