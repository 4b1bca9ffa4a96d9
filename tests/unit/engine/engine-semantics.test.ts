/**
 * The generic engine against BattleScribe's semantics, each case on a small data set written by hand
 * (shaped like the community data where the case was seen): percentage limits and their wording,
 * defaults beside required entries, per-model prices, collective entries in groups, repeated text
 * modifiers, instanceOf a category, hidden minimums, limits declared on links.
 */
import { describe, expect, it } from 'vitest';
import type { GameData } from '../../../src/core/catalogue/model';
import { DataIndex } from '../../../src/core/engine/data-index';
import {
  addForce,
  deselectSelection,
  selectEntry,
  setSelectionCount,
  type EditContext,
} from '../../../src/core/engine/edits';
import { evaluateRoster } from '../../../src/core/engine/evaluate';
import { renderVerdict } from '../../../src/core/engine/messages';
import type { Verdict } from '../../../src/core/engine/verdict';
import type { RosterSelection, TreeRoster } from '../../../src/core/roster/tree';
import { paramsByName } from '../../../src/core/engine/verdict';

function editing(data: GameData): { context: EditContext; roster: TreeRoster } {
  let next = 0;
  const context = { index: new DataIndex(data), newId: () => `s${(next += 1)}` };
  return {
    context,
    roster: { id: 'r', name: 'List', gameSystemId: data.gameSystem.id, costLimits: {}, forces: [] },
  };
}

/** A force of `forceEntryId` holding the root entries named, in order; the roster and the force's id. */
function listOf(
  data: GameData,
  forceEntryId: string,
  entries: string[],
): { context: EditContext; roster: TreeRoster; forceId: string } {
  const { context, roster: empty } = editing(data);
  const force = addForce(context, empty, forceEntryId, data.catalogues[0]!.id);
  let roster = force.roster;
  for (const entry of entries) roster = selectEntry(context, roster, force.createdId!, entry).roster;
  return { context, roster, forceId: force.createdId! };
}

function verdictsOf(context: EditContext, roster: TreeRoster): Verdict[] {
  return evaluateRoster(context.index, roster).verdicts;
}

function childrenOf(roster: TreeRoster, selectionId: string): RosterSelection[] {
  const stack = [...roster.forces.flatMap((force) => force.selections)];
  while (stack.length > 0) {
    const selection = stack.pop()!;
    if (selection.id === selectionId) return selection.selections;
    stack.push(...selection.selections);
  }
  return [];
}

describe('percentage limits', () => {
  // Shaped like the Antares force entries: Army Options at most 10 % of the list's points (counted
  // with child selections, in the roster), Limited at most 25 % of the force's selections.
  const data: GameData = {
    gameSystem: {
      kind: 'gameSystem',
      id: 'gs',
      name: 'Game',
      costTypes: [{ id: 'pts', name: 'pts' }],
      categoryEntries: [
        { id: 'options', name: 'Army Options' },
        {
          id: 'limited',
          name: 'Limited',
          constraints: [
            {
              id: 'limited-max',
              type: 'max',
              value: 25,
              field: 'selections',
              scope: 'force',
              percentValue: true,
            },
          ],
        },
        { id: 'troops', name: 'Troops' },
      ],
      forceEntries: [
        {
          id: 'army',
          name: 'Army',
          categoryLinks: [
            { id: 'army-troops', targetId: 'troops' },
            { id: 'army-limited', targetId: 'limited' },
            {
              id: 'army-options',
              targetId: 'options',
              constraints: [
                {
                  id: 'options-max',
                  type: 'max',
                  value: 10,
                  field: 'pts',
                  scope: 'roster',
                  percentValue: true,
                  shared: false,
                  includeChildSelections: true,
                },
              ],
            },
          ],
        },
      ],
    },
    catalogues: [
      {
        kind: 'catalogue',
        id: 'faction',
        name: 'Faction',
        gameSystemId: 'gs',
        selectionEntries: [
          {
            id: 'squad',
            name: 'Squad',
            type: 'unit',
            costs: [{ typeId: 'pts', value: 100 }],
            categoryLinks: [{ id: 'squad-troops', targetId: 'troops', primary: true }],
            selectionEntries: [
              {
                id: 'trooper',
                name: 'Trooper',
                type: 'model',
                costs: [{ typeId: 'pts', value: 10 }],
                constraints: [
                  { id: 'trooper-min', type: 'min', value: 4, field: 'selections', scope: 'parent' },
                ],
              },
            ],
          },
          {
            id: 'command',
            name: 'Command Squad',
            type: 'unit',
            costs: [{ typeId: 'pts', value: 100 }],
            categoryLinks: [
              { id: 'command-troops', targetId: 'troops', primary: true },
              { id: 'command-limited', targetId: 'limited' },
            ],
          },
          {
            id: 'option',
            name: 'Army Option',
            type: 'upgrade',
            costs: [{ typeId: 'pts', value: 35 }],
            categoryLinks: [{ id: 'option-options', targetId: 'options', primary: true }],
            selectionEntries: [
              {
                id: 'extra',
                name: 'Extra',
                type: 'upgrade',
                costs: [{ typeId: 'pts', value: 5 }],
                constraints: [
                  { id: 'extra-min', type: 'min', value: 1, field: 'selections', scope: 'parent' },
                ],
              },
            ],
          },
        ],
      },
    ],
  };

  it('counts nested selections once in the whole: Army Options at 40 of 320 points is 12.5 %', () => {
    // Two squads of 100 + 4 × 10 and an option of 35 + 5: 320 points. Counted with their troopers
    // again, the whole would be 405 and the options 9.9 %, under the limit.
    const { context, roster } = listOf(data, 'army', ['squad', 'squad', 'option']);
    expect(evaluateRoster(context.index, roster).costs.get('pts')).toBe(320);
    const over = verdictsOf(context, roster).filter(
      (verdict) => verdict.source.constraintId === 'options-max',
    );
    expect(over).toHaveLength(1);
    expect(over[0]!.code).toBe('data.max-cost');
    expect(paramsByName(over[0]!).count).toBeCloseTo(12.5, 6);
    expect(paramsByName(over[0]!).limit).toBe(10);
  });

  it('keeps a list at its percentage: Army Options at 40 of 460 points pass', () => {
    const { context, roster } = listOf(data, 'army', ['squad', 'squad', 'squad', 'option']);
    expect(verdictsOf(context, roster).some((verdict) => verdict.source.constraintId === 'options-max')).toBe(
      false,
    );
  });

  it('says a percentage limit as a percentage, in French then English', () => {
    const { context, roster } = listOf(data, 'army', ['squad', 'squad', 'option']);
    const over = verdictsOf(context, roster).find(
      (verdict) => verdict.source.constraintId === 'options-max',
    )!;
    expect(renderVerdict(over, 'fr')).toBe(
      '« Options d’armée » : au plus 10 % des points de la liste (12,5 % actuellement).',
    );
    expect(renderVerdict(over, 'en')).toBe('“Army Options”: at most 10 % of the list’s points (12.5 % now).');
  });

  it('says a share of selections as one, not as a count of selections', () => {
    // One Limited unit of two in the force: 50 %, over 25 %.
    const { context, roster } = listOf(data, 'army', ['command', 'squad']);
    const over = verdictsOf(context, roster).find(
      (verdict) => verdict.source.constraintId === 'limited-max',
    )!;
    expect(over.code).toBe('data.max-selections');
    expect(paramsByName(over).count).toBe(50);
    expect(renderVerdict(over, 'fr')).toBe(
      '« Choix limité » : au plus 25 % des sélections de la force (50,0 % actuellement).',
    );
    expect(renderVerdict(over, 'en')).toBe('“Limited”: at most 25 % of the force’s selections (50.0 % now).');
    expect(renderVerdict(over, 'en')).not.toMatch(/selections of|No more than/);
    // One of four is 25 %: at the limit, allowed.
    const four = listOf(data, 'army', ['command', 'squad', 'squad', 'squad']);
    expect(verdictsOf(four.context, four.roster).some((v) => v.source.constraintId === 'limited-max')).toBe(
      false,
    );
  });
});

describe('a group’s default beside an entry the group already requires', () => {
  // Shaped like an Antares squad: an armour group of exactly one, defaulting to the plain armour,
  // whose reflex armour link has a minimum of its own; a pistol group defaulting to the pistol the
  // group's link also requires.
  const exactlyOne = (id: string) => [
    { id: `${id}-min`, type: 'min' as const, value: 1, field: 'selections', scope: 'parent' },
    { id: `${id}-max`, type: 'max' as const, value: 1, field: 'selections', scope: 'parent' },
  ];
  const data: GameData = {
    gameSystem: {
      kind: 'gameSystem',
      id: 'gs',
      name: 'Game',
      costTypes: [{ id: 'pts', name: 'pts' }],
      forceEntries: [{ id: 'army', name: 'Army' }],
      sharedSelectionEntries: [
        { id: 'plain', name: 'Plain Armour', type: 'upgrade' },
        { id: 'reflex', name: 'Reflex Armour', type: 'upgrade', costs: [{ typeId: 'pts', value: 3 }] },
        { id: 'pistol', name: 'Pistol', type: 'upgrade' },
        { id: 'blade', name: 'Blade', type: 'upgrade' },
      ],
    },
    catalogues: [
      {
        kind: 'catalogue',
        id: 'faction',
        name: 'Faction',
        gameSystemId: 'gs',
        selectionEntries: [
          {
            id: 'squad',
            name: 'Squad',
            type: 'unit',
            selectionEntryGroups: [
              {
                id: 'armour',
                name: 'Armour',
                defaultSelectionEntryId: 'plain',
                constraints: exactlyOne('armour'),
                entryLinks: [
                  { id: 'l-plain', targetId: 'plain', type: 'selectionEntry' },
                  {
                    id: 'l-reflex',
                    targetId: 'reflex',
                    type: 'selectionEntry',
                    constraints: exactlyOne('reflex'),
                  },
                ],
              },
              {
                id: 'sidearm',
                name: 'Sidearm',
                defaultSelectionEntryId: 'pistol',
                constraints: exactlyOne('sidearm'),
                entryLinks: [
                  {
                    id: 'l-pistol',
                    targetId: 'pistol',
                    type: 'selectionEntry',
                    constraints: exactlyOne('pistol'),
                  },
                  { id: 'l-blade', targetId: 'blade', type: 'selectionEntry' },
                ],
              },
              {
                id: 'weapon',
                name: 'Weapon',
                defaultSelectionEntryId: 'blade',
                constraints: exactlyOne('weapon'),
                entryLinks: [
                  { id: 'l-weapon-pistol', targetId: 'pistol', type: 'selectionEntry' },
                  { id: 'l-weapon-blade', targetId: 'blade', type: 'selectionEntry' },
                ],
              },
            ],
          },
        ],
      },
    ],
  };

  it('adds the required entry alone, not the default on top of it', () => {
    const { context, roster } = listOf(data, 'army', ['squad']);
    const squad = roster.forces[0]!.selections[0]!;
    const taken = childrenOf(roster, squad.id).map((child) => `${child.entryId}×${child.number}`);
    // Armour: the required reflex armour, no plain armour; sidearm: one pistol (its own minimum and the
    // group's default are the same one); weapon: nothing required inside it, so its default.
    expect(taken).toEqual(['l-reflex::reflex×1', 'l-pistol::pistol×1', 'l-weapon-blade::blade×1']);
    expect(verdictsOf(context, roster)).toEqual([]);
    expect(evaluateRoster(context.index, roster).costs.get('pts')).toBe(3);
  });
});

describe('BattleScribe’s semantics on small data sets', () => {
  const game = (
    catalogue: Partial<GameData['catalogues'][number]>,
    extra: Partial<GameData['gameSystem']> = {},
  ) =>
    ({
      gameSystem: {
        kind: 'gameSystem',
        id: 'gs',
        name: 'Game',
        costTypes: [{ id: 'pts', name: 'pts' }],
        forceEntries: [{ id: 'army', name: 'Army' }],
        ...extra,
      },
      catalogues: [{ kind: 'catalogue', id: 'faction', name: 'Faction', gameSystemId: 'gs', ...catalogue }],
    }) as GameData;

  it('counts a group of collective entries per model of the unit holding it', () => {
    // A squad of three troopers may take one grenade kind per trooper: six grenades of the group
    // are two per model, over; three are one each, allowed.
    const data = game({
      selectionEntries: [
        {
          id: 'squad',
          name: 'Squad',
          type: 'unit',
          selectionEntries: [
            {
              id: 'trooper',
              name: 'Trooper',
              type: 'model',
              selectionEntryGroups: [
                {
                  id: 'grenades',
                  name: 'Grenades',
                  constraints: [
                    { id: 'grenades-max', type: 'max', value: 1, field: 'selections', scope: 'parent' },
                  ],
                  selectionEntries: [
                    { id: 'frag', name: 'Frag', type: 'upgrade', collective: true },
                    { id: 'krak', name: 'Krak', type: 'upgrade', collective: true },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    const { context, roster, forceId } = listOf(data, 'army', ['squad']);
    const squad = roster.forces[0]!.selections[0]!;
    let withTroopers = selectEntry(context, roster, forceId, 'trooper', squad.id).roster;
    const trooper = childrenOf(withTroopers, squad.id)[0]!;
    withTroopers = setSelectionCount(context, withTroopers, trooper.id, 3).roster;
    const oneEach = selectEntry(context, withTroopers, forceId, 'frag', trooper.id).roster;
    expect(childrenOf(oneEach, trooper.id).map((child) => child.number)).toEqual([3]);
    expect(verdictsOf(context, oneEach)).toEqual([]);
    const twoEach = selectEntry(context, oneEach, forceId, 'krak', trooper.id).roster;
    const over = verdictsOf(context, twoEach);
    expect(
      over.map((verdict) => [verdict.code, paramsByName(verdict).count, paramsByName(verdict).each]),
    ).toEqual([['data.max-selections', 2, 1]]);
  });

  it('applies a repeated text modifier once per repeat', () => {
    // "+1 Veteran" appended per veteran chosen: two veterans, two words.
    const data = game({
      selectionEntries: [
        {
          id: 'squad',
          name: 'Squad',
          type: 'unit',
          modifiers: [
            {
              type: 'append',
              field: 'name',
              value: 'Veteran',
              repeats: [{ value: 1, repeats: 1, field: 'selections', scope: 'self', childId: 'veteran' }],
            },
          ],
          selectionEntries: [{ id: 'veteran', name: 'Veteran', type: 'upgrade', collective: true }],
        },
      ],
    });
    const { context, roster, forceId } = listOf(data, 'army', ['squad']);
    const squad = roster.forces[0]!.selections[0]!;
    let twice = selectEntry(context, roster, forceId, 'veteran', squad.id).roster;
    twice = selectEntry(context, twice, forceId, 'veteran', squad.id).roster;
    const evaluation = evaluateRoster(context.index, twice);
    expect(evaluation.evaluator.of(evaluation.tree.byId.get(squad.id)!).name).toBe('Squad Veteran Veteran');
  });

  it('holds instanceOf a category at force scope when the force’s entry links that category', () => {
    const data = game(
      {
        selectionEntries: [
          {
            id: 'scout',
            name: 'Scout',
            type: 'unit',
            costs: [{ typeId: 'pts', value: 10 }],
            modifiers: [
              {
                type: 'increment',
                field: 'pts',
                value: 5,
                conditions: [
                  { type: 'instanceOf', value: 1, field: 'selections', scope: 'force', childId: 'recon' },
                ],
              },
            ],
          },
        ],
      },
      {
        categoryEntries: [{ id: 'recon', name: 'Recon' }],
        forceEntries: [
          { id: 'army', name: 'Army' },
          { id: 'patrol', name: 'Patrol', categoryLinks: [{ id: 'patrol-recon', targetId: 'recon' }] },
        ],
      },
    );
    const inArmy = listOf(data, 'army', ['scout']);
    expect(evaluateRoster(inArmy.context.index, inArmy.roster).costs.get('pts')).toBe(10);
    const inPatrol = listOf(data, 'patrol', ['scout']);
    expect(evaluateRoster(inPatrol.context.index, inPatrol.roster).costs.get('pts')).toBe(15);
  });

  it('selects a hidden entry the data requires, as a visible one', () => {
    // A weapon's hidden profile carrier (min 1) comes with it; a hidden option without a minimum does not.
    const data = game({
      selectionEntries: [
        {
          id: 'cannon',
          name: 'Cannon',
          type: 'upgrade',
          selectionEntries: [
            {
              id: 'dispersed',
              name: 'Cannon - Dispersed',
              type: 'upgrade',
              hidden: true,
              constraints: [
                { id: 'dispersed-min', type: 'min', value: 1, field: 'selections', scope: 'parent' },
              ],
            },
            { id: 'secret', name: 'Secret', type: 'upgrade', hidden: true },
          ],
        },
      ],
    });
    const { roster } = listOf(data, 'army', ['cannon']);
    const cannon = roster.forces[0]!.selections[0]!;
    expect(childrenOf(roster, cannon.id).map((child) => child.entryId)).toEqual(['dispersed']);
  });

  it('reports a limit only a link declares under the link’s id, a limit of its target under the target’s', () => {
    const data = game({
      sharedSelectionEntries: [
        {
          id: 'drone',
          name: 'Drone',
          type: 'upgrade',
          constraints: [
            {
              id: 'drone-roster',
              type: 'max',
              value: 1,
              field: 'selections',
              scope: 'roster',
              includeChildSelections: true,
            },
          ],
        },
      ],
      selectionEntries: [
        {
          id: 'squad',
          name: 'Squad',
          type: 'unit',
          entryLinks: [
            {
              id: 'l-drone',
              targetId: 'drone',
              type: 'selectionEntry',
              constraints: [
                // In the target's place: the target's limit, as BattleScribe merges them.
                {
                  id: 'drone-roster-link',
                  type: 'max',
                  value: 3,
                  field: 'selections',
                  scope: 'roster',
                  includeChildSelections: true,
                },
                { id: 'drone-parent', type: 'max', value: 1, field: 'selections', scope: 'parent' },
              ],
            },
          ],
        },
      ],
    });
    const { context, roster, forceId } = listOf(data, 'army', ['squad']);
    const squad = roster.forces[0]!.selections[0]!;
    let drones = selectEntry(context, roster, forceId, 'l-drone', squad.id).roster;
    drones = selectEntry(context, drones, forceId, 'l-drone', squad.id).roster;
    const sources = verdictsOf(context, drones).map(
      (verdict) => `${verdict.source.entryId}/${verdict.source.constraintId}`,
    );
    expect(sources).toEqual(['l-drone/drone-parent']);
    drones = selectEntry(context, drones, forceId, 'l-drone', squad.id).roster;
    drones = selectEntry(context, drones, forceId, 'l-drone', squad.id).roster;
    const four = verdictsOf(context, drones).map(
      (verdict) => `${verdict.source.entryId}/${verdict.source.constraintId}`,
    );
    expect(four.sort()).toEqual(['drone/drone-roster', 'l-drone/drone-parent']);
  });
});

describe('per-model option prices', () => {
  // Shaped like the Antares data: grenades priced +2 per trooper and +2 for the leader by two repeats
  // counting the unit's models, and (second shape) grenades every trooper carries, collective, 2 each.
  const data: GameData = {
    gameSystem: {
      kind: 'gameSystem',
      id: 'gs',
      name: 'Game',
      costTypes: [{ id: 'pts', name: 'pts' }],
      forceEntries: [{ id: 'army', name: 'Army' }],
      sharedSelectionEntries: [{ id: 'grenades', name: 'Plasma Grenades', type: 'upgrade' }],
    },
    catalogues: [
      {
        kind: 'catalogue',
        id: 'faction',
        name: 'Faction',
        gameSystemId: 'gs',
        selectionEntries: [
          {
            id: 'squad',
            name: 'Squad',
            type: 'unit',
            selectionEntries: [
              {
                id: 'leader',
                name: 'Leader',
                type: 'model',
                costs: [{ typeId: 'pts', value: 20 }],
                constraints: [
                  { id: 'leader-min', type: 'min', value: 1, field: 'selections', scope: 'parent' },
                ],
              },
              {
                id: 'trooper',
                name: 'Trooper',
                type: 'model',
                costs: [{ typeId: 'pts', value: 10 }],
                constraints: [
                  { id: 'trooper-min', type: 'min', value: 4, field: 'selections', scope: 'parent' },
                ],
                selectionEntries: [
                  {
                    id: 'frag',
                    name: 'Frag Grenades',
                    type: 'upgrade',
                    collective: true,
                    costs: [{ typeId: 'pts', value: 2 }],
                  },
                ],
              },
            ],
            entryLinks: [
              {
                id: 'l-grenades',
                targetId: 'grenades',
                type: 'selectionEntry',
                constraints: [
                  { id: 'grenades-max', type: 'max', value: 1, field: 'selections', scope: 'parent' },
                ],
                modifiers: [
                  {
                    type: 'increment',
                    field: 'pts',
                    value: 2,
                    repeats: [
                      { value: 1, repeats: 1, field: 'selections', scope: 'squad', childId: 'trooper' },
                      { value: 1, repeats: 1, field: 'selections', scope: 'squad', childId: 'leader' },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };

  function squadWith(entry: string) {
    const { context, roster, forceId } = listOf(data, 'army', ['squad']);
    const squad = roster.forces[0]!.selections[0]!;
    const trooper = squad.selections.find((child) => child.entryId === 'trooper')!;
    const holder = entry === 'frag' ? trooper.id : squad.id;
    return {
      context,
      forceId,
      squad,
      trooper,
      roster: selectEntry(context, roster, forceId, entry, holder).roster,
    };
  }

  const costOf = (context: EditContext, roster: TreeRoster, entryId: string) => {
    const evaluation = evaluateRoster(context.index, roster);
    let total = 0;
    for (const element of evaluation.tree.selections)
      if (element.node.defId === entryId) total += evaluation.evaluator.of(element).costs.get('pts') ?? 0;
    return total;
  };

  it('prices grenades counted by repeats at the models the squad has, however its count changed', () => {
    const { context, forceId, squad, trooper, roster } = squadWith('l-grenades');
    expect(costOf(context, roster, 'grenades')).toBe(10);
    // Eight models (seven troopers and the leader): 16 points, set at once or added one by one.
    expect(costOf(context, setSelectionCount(context, roster, trooper.id, 7).roster, 'grenades')).toBe(16);
    let oneByOne = roster;
    for (let i = 0; i < 3; i += 1)
      oneByOne = selectEntry(context, oneByOne, forceId, 'trooper', squad.id).roster;
    expect(costOf(context, oneByOne, 'grenades')).toBe(16);
    expect(costOf(context, deselectSelection(context, oneByOne, trooper.id).roster, 'grenades')).toBe(14);
  });

  it('keeps grenades every trooper carries at one per trooper when troopers are added or removed', () => {
    const { context, forceId, squad, trooper, roster } = squadWith('frag');
    expect(costOf(context, roster, 'frag')).toBe(8);
    const five = selectEntry(context, roster, forceId, 'trooper', squad.id).roster;
    expect(childrenOf(five, trooper.id).map((child) => child.number)).toEqual([5]);
    expect(costOf(context, five, 'frag')).toBe(10);
    const seven = setSelectionCount(context, five, trooper.id, 7).roster;
    expect(costOf(context, seven, 'frag')).toBe(14);
    const six = deselectSelection(context, seven, trooper.id).roster;
    expect(childrenOf(six, trooper.id).map((child) => child.number)).toEqual([6]);
    expect(costOf(context, six, 'frag')).toBe(12);
  });
});
