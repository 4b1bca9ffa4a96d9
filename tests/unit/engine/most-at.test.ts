/**
 * The most of an option a place may hold: its own maximum and that of every group it is listed in,
 * the outer ones too (a Deadzone bike's closed item list holds the faction's shared item group).
 */
import { describe, expect, it } from 'vitest';
import { mostAt, type GroupAffordance, type OptionAffordance } from '../../../src/core/engine/affordances';

function group(id: string, max: number): GroupAffordance {
  return { id, name: { fr: id }, taken: 0, exclusive: max === 1, min: 0, max };
}

function option(max: number, groups: GroupAffordance[]): OptionAffordance {
  return {
    id: 'o',
    entryId: 'o',
    name: { fr: 'o' },
    type: 'upgrade',
    taken: 0,
    costs: {},
    hidden: false,
    room: -1,
    canAdd: true,
    shut: false,
    groups,
    ...(groups[0] ? { group: groups[0] } : {}),
    min: 0,
    max,
  };
}

describe('mostAt', () => {
  it('takes the smallest maximum of the option and all its groups, -1 meaning unlimited', () => {
    expect(mostAt(option(-1, []))).toBe(-1);
    expect(mostAt(option(3, []))).toBe(3);
    expect(mostAt(option(-1, [group('shared', -1), group('unit', 2)]))).toBe(2);
    expect(mostAt(option(1, [group('shared', -1), group('unit', 0)]))).toBe(0);
    expect(mostAt(option(2, [group('inner', 5)]))).toBe(2);
  });
});
