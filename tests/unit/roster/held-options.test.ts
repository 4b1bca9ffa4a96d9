/**
 * A unit's options line by line (roster/held-options.ts): totals by key as its card counts them, what
 * copies hold alike as one line, what they hold apart as one line per copy, named with the copy's number.
 */
import { describe, expect, it } from 'vitest';
import { heldOptionLines, heldOptionName } from '../../../src/core/roster/held-options';
import type { MusterList } from '../../../src/core/roster/list';
import type { V2Migration } from '../../../src/core/roster/migrate/cards-to-tree';
import type { RosterSelection } from '../../../src/core/roster/tree';
import type { UnitEditContext } from '../../../src/core/roster/unit-edits';
import { sel } from '../../helpers/roster-selection';

const migration = {
  isModelSelection: (_game: string, entryId: string, child: string) => child === `${entryId}.models`,
} as unknown as V2Migration;
const context: UnitEditContext = {
  migration,
  isCard: (selection) => selection.entryId === 'detachment',
  isItem: (entryId) => entryId === 'medkit',
};

const titan = (id: string, weapons: RosterSelection[]) =>
  sel(id, 'titan', 1, [sel(`${id}.m`, 'crew', 1), ...weapons]);

function listOf(unit: RosterSelection): MusterList {
  return {
    format: 'muster-roster',
    version: 3,
    id: 'held',
    name: 'Held',
    gameSystemId: 'netepic',
    costLimits: {},
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    forces: [{ id: 'f', entryId: 'force', catalogueId: 'c', forces: [], selections: [unit] }],
  };
}

const NAMES: Record<string, string> = {
  titan: 'Warlord Titan',
  'titan/crew': 'Warlord Titan › Crew',
  'titan/doomburner': 'Warlord Titan › Doomburner',
  'titan/volcano': 'Warlord Titan › Volcano Cannon',
  'titan/volcano/shells': 'Warlord Titan › Volcano Cannon › Shells',
};
const named = (list: MusterList) =>
  (heldOptionLines(list, context, 'u') ?? []).map((line) => {
    const name = heldOptionName(
      line,
      (key) => NAMES[key] ?? key,
      (holder, n) => `${holder} nº ${n}`,
    );
    return `${line.count}× ${name}`;
  });

describe('a unit’s options, line by line', () => {
  it('says what copies hold alike once, with the total', () => {
    const volcano = (id: string) => sel(id, 'volcano', 2);
    const list = listOf(
      sel('u', 'battlegroup', 1, [
        titan('a', [volcano('a.v')]),
        titan('b', [volcano('b.v')]),
        titan('c', [volcano('c.v')]),
      ]),
    );
    expect(named(list)).toEqual([
      '3× Warlord Titan',
      '3× Warlord Titan › Crew',
      '6× Warlord Titan › Volcano Cannon',
    ]);
  });

  it('says per copy what copies hold apart, at any depth', () => {
    const list = listOf(
      sel('u', 'battlegroup', 1, [
        titan('a', [sel('a.v', 'volcano', 1, [sel('a.v.s', 'shells', 1)])]),
        titan('b', [sel('b.d', 'doomburner', 1), sel('b.v', 'volcano', 1, [sel('b.v.s', 'shells', 3)])]),
        titan('c', []),
      ]),
    );
    expect(named(list)).toEqual([
      '3× Warlord Titan',
      '3× Warlord Titan › Crew',
      '1× Warlord Titan nº 1 › Volcano Cannon',
      '1× Warlord Titan nº 1 › Volcano Cannon › Shells',
      '1× Warlord Titan nº 2 › Volcano Cannon',
      '3× Warlord Titan nº 2 › Volcano Cannon › Shells',
      '1× Warlord Titan nº 2 › Doomburner',
    ]);
  });

  it('leaves out the unit’s models, items and the units it holds, and options taken 0 times', () => {
    const list = listOf(
      sel('u', 'battlegroup', 1, [
        sel('u.m', 'battlegroup.models', 4),
        sel('u.i', 'medkit', 1),
        sel('u.d', 'detachment', 1, [sel('u.d.o', 'rhino', 2)]),
        sel('u.z', 'titan', 0),
      ]),
    );
    expect(named(list)).toEqual([]);
  });

  it('names a copy whose option the view names otherwise before the line', () => {
    const line = { key: 'titan/doomburner', count: 1, copies: [{ key: 'titan', number: 2 }] };
    expect(
      heldOptionName(
        line,
        (key) => (key === 'titan' ? 'Titan' : 'Doomburner'),
        (h, n) => `${h} #${n}`,
      ),
    ).toBe('Titan #2 › Doomburner');
  });
});
