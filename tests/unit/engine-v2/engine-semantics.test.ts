/**
 * The generic engine against BattleScribe's semantics, each case on a small data set written by hand
 * (shaped like the community data where the case was seen): percentage limits and their wording,
 * defaults beside required entries, per-model prices, collective entries in groups, repeated text
 * modifiers, instanceOf a category, hidden minimums, limits declared on links.
 */
import { describe, expect, it } from 'vitest';
import type { GameData } from '../../../src/core/catalogue/v2/model';
import { DataIndex } from '../../../src/core/engine/v2/data-index';
import {
  addForce,
  selectEntry,
  setSelectionCount,
  type EditContext,
} from '../../../src/core/engine/v2/edits';
import { evaluateRoster } from '../../../src/core/engine/v2/evaluate';
import { renderVerdict } from '../../../src/core/engine/v2/messages';
import type { Verdict } from '../../../src/core/engine/v2/verdict';
import type { RosterSelection, RosterV3 } from '../../../src/core/roster/v3';

function editing(data: GameData): { context: EditContext; roster: RosterV3 } {
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
): { context: EditContext; roster: RosterV3; forceId: string } {
  const { context, roster: empty } = editing(data);
  const force = addForce(context, empty, forceEntryId, data.catalogues[0]!.id);
  let roster = force.roster;
  for (const entry of entries) roster = selectEntry(context, roster, force.createdId!, entry).roster;
  return { context, roster, forceId: force.createdId! };
}

function verdictsOf(context: EditContext, roster: RosterV3): Verdict[] {
  return evaluateRoster(context.index, roster).verdicts;
}

function childrenOf(roster: RosterV3, selectionId: string): RosterSelection[] {
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
    expect(over[0]!.params.count).toBeCloseTo(12.5, 6);
    expect(over[0]!.params.limit).toBe(10);
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
      '« Army Options » : au plus 10 % des pts de la liste (12,5 % actuellement).',
    );
    expect(renderVerdict(over, 'en')).toBe('“Army Options”: at most 10 % of the list’s pts (12.5 % now).');
  });

  it('says a share of selections as one, not as a count of selections', () => {
    // One Limited unit of two in the force: 50 %, over 25 %.
    const { context, roster } = listOf(data, 'army', ['command', 'squad']);
    const over = verdictsOf(context, roster).find(
      (verdict) => verdict.source.constraintId === 'limited-max',
    )!;
    expect(over.code).toBe('data.max-selections');
    expect(over.params.count).toBe(50);
    expect(renderVerdict(over, 'fr')).toBe(
      '« Limited » : au plus 25 % des sélections de la force (50,0 % actuellement).',
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
