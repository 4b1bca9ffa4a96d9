/**
 * Verdicts that lead to the fix, on a small hand-made crew: an army-wide limit (one Stun Grenade per
 * list, one leader per force) names every selection it counts and the units holding them, and the
 * places stop offering a capped item; an option kept for some fighters (a Fetish for Mystics) is not
 * offered to the others and says whom it is for when taken anyway; an entry of the data put where it
 * is not offered says where it is taken, by name, never by id.
 */
import { describe, expect, it } from 'vitest';
import type { GameData } from '../../../src/core/catalogue/model';
import { affordancesAt, mostAt } from '../../../src/core/engine/affordances';
import { DataIndex } from '../../../src/core/engine/data-index';
import { evaluateRoster } from '../../../src/core/engine/evaluate';
import { renderVerdict } from '../../../src/core/engine/messages';
import type { Verdict } from '../../../src/core/engine/verdict';
import type { RosterSelection, TreeRoster } from '../../../src/core/roster/tree';

const data: GameData = {
  gameSystem: {
    kind: 'gameSystem',
    id: 'gs',
    name: 'Skirmish',
    costTypes: [{ id: 'pts', name: 'points' }],
    categoryEntries: [
      { id: 'leader', name: { fr: 'Chef', en: 'Leader' } },
      { id: 'mystic', name: { fr: 'Mystique', en: 'Mystic' } },
    ],
    forceEntries: [
      {
        id: 'crew',
        name: 'Crew',
        categoryLinks: [
          {
            id: 'crew-leader',
            targetId: 'leader',
            constraints: [{ id: 'one-leader', type: 'max', value: 1, field: 'selections', scope: 'parent' }],
          },
          { id: 'crew-mystic', targetId: 'mystic' },
        ],
      },
    ],
  },
  catalogues: [
    {
      kind: 'catalogue',
      id: 'pirates',
      name: 'Pirates',
      gameSystemId: 'gs',
      sharedSelectionEntries: [
        {
          id: 'grenade',
          name: { fr: 'Grenade assommante', en: 'Stun Grenade' },
          type: 'upgrade',
          constraints: [
            {
              id: 'one-grenade',
              type: 'max',
              value: 1,
              field: 'selections',
              scope: 'roster',
              includeChildSelections: true,
            },
          ],
        },
        {
          id: 'fetish',
          name: { fr: 'Fétiche', en: 'Fetish' },
          type: 'upgrade',
          modifiers: [
            {
              type: 'set',
              field: 'hidden',
              value: true,
              conditions: [
                { type: 'notInstanceOf', value: 0, field: 'selections', scope: 'parent', childId: 'mystic' },
              ],
            },
          ],
        },
        { id: 'order', name: { fr: 'Ordre du capitaine', en: "Captain's Order" }, type: 'upgrade' },
        {
          id: 'captain',
          name: { fr: 'Capitaine', en: 'Captain' },
          type: 'model',
          categoryLinks: [{ id: 'captain-leader', targetId: 'leader', primary: true }],
          entryLinks: [
            { id: 'captain-grenade', targetId: 'grenade', type: 'selectionEntry' },
            { id: 'captain-order', targetId: 'order', type: 'selectionEntry' },
          ],
        },
        {
          id: 'pirate',
          name: { fr: 'Pirate', en: 'Pirate' },
          type: 'model',
          entryLinks: [
            { id: 'pirate-grenade', targetId: 'grenade', type: 'selectionEntry' },
            { id: 'pirate-fetish', targetId: 'fetish', type: 'selectionEntry' },
          ],
        },
        {
          id: 'shaman',
          name: { fr: 'Chaman', en: 'Shaman' },
          type: 'model',
          categoryLinks: [{ id: 'shaman-mystic', targetId: 'mystic', primary: true }],
          entryLinks: [{ id: 'shaman-fetish', targetId: 'fetish', type: 'selectionEntry' }],
        },
      ],
      entryLinks: [
        { id: 'l-captain', targetId: 'captain', type: 'selectionEntry' },
        { id: 'l-pirate', targetId: 'pirate', type: 'selectionEntry' },
        { id: 'l-shaman', targetId: 'shaman', type: 'selectionEntry' },
      ],
    },
  ],
};

const index = new DataIndex(data);

function fighter(
  id: string,
  entryId: string,
  options: RosterSelection[] = [],
  name?: string,
): RosterSelection {
  return { id, entryId, number: 1, selections: options, ...(name ? { customName: name } : {}) };
}

function option(id: string, entryId: string): RosterSelection {
  return { id, entryId, number: 1, selections: [] };
}

function crew(...selections: RosterSelection[]): TreeRoster {
  return {
    id: 'r',
    name: 'Crew',
    gameSystemId: 'gs',
    costLimits: {},
    forces: [{ id: 'f', entryId: 'crew', catalogueId: 'pirates', selections, forces: [] }],
  };
}

function only(verdicts: Verdict[], code: string): Verdict {
  const found = verdicts.filter((verdict) => verdict.code === code);
  expect(found, code).toHaveLength(1);
  return found[0]!;
}

describe('army-wide limits name what they count', () => {
  it('one Stun Grenade per list: both grenades are named, with the fighters holding them', () => {
    const roster = crew(
      fighter('p1', 'l-pirate::pirate', [option('g1', 'l-pirate::pirate-grenade::grenade')], 'Bones'),
      fighter('p2', 'l-pirate::pirate', [option('g2', 'l-pirate::pirate-grenade::grenade')], 'Sharkey'),
    );
    const verdict = only(evaluateRoster(index, roster).verdicts, 'data.max-selections');
    expect(verdict.selections).toEqual(['g1', 'g2']);
    expect(renderVerdict(verdict, 'fr')).toBe(
      'Au plus 1 sélection de « Grenade assommante » (2 actuellement : « Pirate », « Pirate »).',
    );
    expect(renderVerdict(verdict, 'en')).toBe(
      'No more than 1 selection of “Stun Grenade” allowed (2 now: “Pirate”, “Pirate”).',
    );
  });

  it('one leader per force: the category limit names both captains', () => {
    const roster = crew(fighter('c1', 'l-captain::captain'), fighter('c2', 'l-captain::captain'));
    const verdict = only(evaluateRoster(index, roster).verdicts, 'data.max-selections');
    expect(verdict.selections).toEqual(['c1', 'c2']);
    expect(verdict.owner).toMatchObject({ kind: 'category', entryId: 'leader' });
    expect(renderVerdict(verdict, 'en')).toBe(
      'No more than 1 selection of “Leader” allowed (2 now: “Captain”, “Captain”).',
    );
  });

  it('six captains: four are named, the others counted', () => {
    const captains = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'].map((id) => fighter(id, 'l-captain::captain'));
    const verdict = only(evaluateRoster(index, crew(...captains)).verdicts, 'data.max-selections');
    expect(verdict.selections).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'c6']);
    expect(renderVerdict(verdict, 'en')).toBe(
      'No more than 1 selection of “Leader” allowed (6 now: “Captain”, “Captain”, “Captain”, “Captain” and 2 more).',
    );
  });

  it('a capped item is offered no more once another fighter holds it, and stays where it is held', () => {
    const roster = crew(
      fighter('p1', 'l-pirate::pirate', [option('g1', 'l-pirate::pirate-grenade::grenade')]),
      fighter('p2', 'l-pirate::pirate'),
    );
    const evaluation = evaluateRoster(index, roster);
    expect(evaluation.verdicts).toEqual([]);
    const grenadeAt = (selectionId: string) =>
      affordancesAt(evaluation, { selectionId }).find((offer) => offer.entryId === 'grenade')!;
    expect(grenadeAt('p2')).toMatchObject({ taken: 0, room: 0, canAdd: false });
    expect(mostAt(grenadeAt('p2'))).toBe(0);
    expect(grenadeAt('p1')).toMatchObject({ taken: 1, room: 0, canAdd: false });
    expect(mostAt(grenadeAt('p1'))).toBe(1);
    // Before any is taken, each fighter may take the one grenade of the list.
    const none = evaluateRoster(
      index,
      crew(fighter('p1', 'l-pirate::pirate'), fighter('p2', 'l-pirate::pirate')),
    );
    const free = affordancesAt(none, { selectionId: 'p2' }).find((offer) => offer.entryId === 'grenade')!;
    expect(free).toMatchObject({ room: 1, canAdd: true });
    expect(mostAt(free)).toBe(1);
  });
});

describe('capped entries at the root of a force', () => {
  it('a second leader is offered no more once the force has one; other fighters still are', () => {
    const rootOffers = (roster: TreeRoster) =>
      new Map(
        affordancesAt(evaluateRoster(index, roster), { forceId: 'f' }).map((offer) => [offer.entryId, offer]),
      );
    const before = rootOffers(crew(fighter('p1', 'l-pirate::pirate')));
    expect(before.get('captain')).toMatchObject({ taken: 0, room: 1, canAdd: true });
    const after = rootOffers(crew(fighter('c1', 'l-captain::captain')));
    expect(after.get('captain')).toMatchObject({ taken: 1, room: 0, canAdd: false });
    expect(mostAt(after.get('captain')!)).toBe(1);
    expect(after.get('pirate')).toMatchObject({ room: -1, canAdd: true });
  });
});

describe('options kept for some fighters', () => {
  it('a Fetish is offered to the Mystic only, and says whom it is for when a pirate takes it', () => {
    const roster = crew(
      fighter('p1', 'l-pirate::pirate', [option('f1', 'l-pirate::pirate-fetish::fetish')]),
      fighter('s1', 'l-shaman::shaman'),
    );
    const evaluation = evaluateRoster(index, roster);
    const fetishAt = (selectionId: string) =>
      affordancesAt(evaluation, { selectionId }).find((offer) => offer.entryId === 'fetish')!;
    expect(fetishAt('s1')).toMatchObject({ hidden: false, canAdd: true });
    expect(fetishAt('p1')).toMatchObject({ hidden: true, canAdd: false });
    const verdict = only(evaluation.verdicts, 'data.hidden-selected');
    expect(verdict.selections).toEqual(['f1']);
    expect(renderVerdict(verdict, 'fr')).toBe(
      '« Fétiche » est réservé à « Mystique » : « Pirate » ne peut pas le prendre ; retirez-le.',
    );
    expect(renderVerdict(verdict, 'en')).toBe(
      '“Fetish” is only for “Mystic”: “Pirate” cannot take it; remove it.',
    );
  });
});

describe('an entry chosen where the data does not offer it', () => {
  it("names the entry and the fighters who take it (the Captain's Order on a pirate), never an id", () => {
    const roster = crew(fighter('p1', 'l-pirate::pirate', [option('o1', 'l-captain::captain-order::order')]));
    const verdict = only(evaluateRoster(index, roster).verdicts, 'data.misplaced-entry');
    expect(verdict.selections).toEqual(['o1']);
    expect(renderVerdict(verdict, 'fr')).toBe(
      '« Ordre du capitaine » n’est pas proposé à « Pirate » : il se prend avec « Capitaine ». Retirez-le, ou choisissez-le là.',
    );
    expect(renderVerdict(verdict, 'en')).toBe(
      "“Captain's Order” is not offered to “Pirate”: it is taken with “Captain”. Remove it, or choose it there.",
    );
  });

  it('reads the entry from a path that ends with a link id', () => {
    const roster = crew(fighter('p1', 'l-pirate::pirate', [option('o1', 'l-captain::captain-order')]));
    const verdict = only(evaluateRoster(index, roster).verdicts, 'data.misplaced-entry');
    expect(renderVerdict(verdict, 'en')).toContain("“Captain's Order” is not offered to “Pirate”");
  });

  it('an id the data does not have at all is not shown: the unit holding it is', () => {
    const roster = crew(fighter('p1', 'l-pirate::pirate', [option('x1', 'dead-1234::gone-5678')]));
    const verdict = only(evaluateRoster(index, roster).verdicts, 'data.unknown-entry');
    expect(verdict.selections).toEqual(['x1']);
    for (const lang of ['fr', 'en'] as const) {
      const sentence = renderVerdict(verdict, lang);
      expect(sentence).toContain(lang === 'fr' ? '« Pirate »' : '“Pirate”');
      expect(sentence).not.toMatch(/dead-1234|gone-5678/);
    }
  });
});
