import { describe, expect, it } from 'vitest';
import { validate } from '../../../../src/core/engine/validate';
import { crew } from '../../../../src/core/rules/freebooters-fate/crew';
import { catalogue, codes, entry, roster } from '../../../helpers/engine-fixtures';

const cat = catalogue('freebooters-fate', [
  entry({ id: 'captain', kind: 'leader', name: { fr: 'Capitaine', en: 'Captain' } }),
  entry({ id: 'bosun', kind: 'leader', name: { fr: 'Maître d’équipage', en: 'Bosun' } }),
  entry({ id: 'deckhand', kind: 'follower' }),
  entry({ id: 'gunner', kind: 'specialist' }),
  entry({ id: 'sellsword', kind: 'mercenary' }),
]);
const check = (selections: Parameters<typeof roster>[1]) =>
  validate(roster('freebooters-fate', selections), cat, [crew]);

// Not in seed 003 (its actions name "meneurs"): bsdata "Freebooters Fate 2.gst", Anführer: min 1, max 1.
describe('crew.leader', () => {
  it('exactly one leader', () => {
    const none = check([{ entry: 'deckhand' }]);
    expect(codes(none)).toEqual(['crew.leader']);
    expect(none.issues[0]).toMatchObject({ severity: 'error', selections: [], source: { rule: 'crew' } });
    const two = check([{ entry: 'bosun', id: 'b' }, { entry: 'captain', id: 'a' }, { entry: 'deckhand' }]);
    expect(codes(two)).toEqual(['crew.leader']);
    expect(two.issues[0]!.selections).toEqual(['a', 'b']);
    expect(two.issues[0]!.message.fr).toBe(
      'L’équipage a 2 leaders (« Capitaine », « Maître d’équipage ») : il en faut exactement un.',
    );
    expect(codes(check([{ entry: 'captain' }, { entry: 'deckhand' }]))).toEqual([]);
  });
});

// Not in seed 003: bsdata "Freebooters Fate 2.gst", Gefolge (followers): min 1.
describe('crew.followers', () => {
  it('at least one follower', () => {
    const none = check([{ entry: 'captain' }]);
    expect(codes(none)).toEqual(['crew.followers']);
    expect(none.issues[0]!.message.en).toBe('The crew has no follower: it needs at least one.');
    expect(codes(check([{ entry: 'captain' }, { entry: 'deckhand', count: 0 }]))).toEqual(['crew.followers']);
    expect(codes(check([{ entry: 'captain' }, { entry: 'deckhand' }]))).toEqual([]);
  });
});

// Not in seed 003: bsdata "Freebooters Fate 2.gst", Spezialist max +1 per follower, −1 when a Söldner is taken.
describe('crew.specialists', () => {
  it('specialists and mercenaries together no more than followers', () => {
    const over = check([
      { entry: 'captain' },
      { entry: 'deckhand' },
      { entry: 'gunner', id: 'g' },
      { entry: 'sellsword', id: 'm' },
    ]);
    expect(codes(over)).toEqual(['crew.specialists']);
    expect(over.issues[0]!.selections).toEqual(['g', 'm']);
    expect(over.issues[0]!.message.en).toBe(
      '1 specialist and 1 mercenary for 1 follower: specialists and mercenaries together may not outnumber the followers.',
    );
    expect(
      codes(
        check([
          { entry: 'captain' },
          { entry: 'deckhand', count: 2 },
          { entry: 'gunner', id: 'g' },
          { entry: 'sellsword', id: 'm' },
        ]),
      ),
    ).toEqual([]);
    expect(
      codes(check([{ entry: 'captain' }, { entry: 'deckhand' }, { entry: 'gunner', count: 2 }])),
    ).toEqual(['crew.specialists']);
  });
});
