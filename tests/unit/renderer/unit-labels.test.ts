import { describe, expect, it } from 'vitest';
import { parseRoster } from '../../../src/core/roster/migrate/read-v2';
import { distinctUnitLabel, unitLabels } from '../../../src/core/roster/unit-labels';

const roster = parseRoster({
  format: 'muster-roster',
  version: 2,
  id: 'roster-tests',
  name: 'Test',
  game: 'netepic',
  faction: 'netepic-space-marines',
  pointsLimit: 3000,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  selections: [
    { id: 'c1', entry: 'company' },
    { id: 'd1', entry: 'detachment', parent: 'c1' },
    { id: 'd2', entry: 'detachment', parent: 'c1' },
    { id: 'd3', entry: 'detachment' },
    { id: 't1', entry: 'thunderhawk' },
  ],
});
const names: Record<string, string> = {
  company: 'Compagnie Tactique',
  detachment: 'Détachement Tactique',
  thunderhawk: 'Thunderhawk',
};
const nameOf = (id: string) => names[roster.selections.find((s) => s.id === id)!.entry]!;
const words = {
  numbered: (name: string, n: string) => `${name} n° ${n}`,
  within: (name: string, parent: string) => `${name}, ${parent}`,
};

describe('telling units with the same name apart', () => {
  it('numbers namesakes in list order and names their formation', () => {
    expect(distinctUnitLabel(roster, 'd2', nameOf, words)).toBe(
      'Détachement Tactique n° 2, Compagnie Tactique',
    );
    expect(distinctUnitLabel(roster, 'd3', nameOf, words)).toBe('Détachement Tactique n° 3');
  });
  it('leaves a unique name alone', () => {
    expect(distinctUnitLabel(roster, 't1', nameOf, words)).toBe('Thunderhawk');
  });
});

describe('every unit labelled at once', () => {
  it('gives each unit the label distinctUnitLabel gives it, and says who has namesakes', () => {
    const labels = unitLabels(roster, nameOf, words);
    for (const s of roster.selections)
      expect(labels.get(s.id)?.distinct).toBe(distinctUnitLabel(roster, s.id, nameOf, words));
    expect([...labels].filter(([, label]) => label.hasNamesake).map(([id]) => id)).toEqual([
      'd1',
      'd2',
      'd3',
    ]);
    expect(labels.get('c1')).toEqual({
      name: 'Compagnie Tactique',
      hasNamesake: false,
      distinct: 'Compagnie Tactique',
    });
  });
  it('asks each unit its name once, however long the list', () => {
    const selections = Array.from({ length: 300 }, (_, i) => ({
      id: `u${i}`,
      entry: 'detachment',
      options: {},
      items: {},
    }));
    const long = { ...roster, selections: [...roster.selections, ...selections] };
    const asked = new Map<string, number>();
    const counting = (id: string) => {
      asked.set(id, (asked.get(id) ?? 0) + 1);
      return names[long.selections.find((s) => s.id === id)!.entry]!;
    };
    const labels = unitLabels(long, counting, words, (n) => `#${n}`);
    expect(labels.get('u299')?.distinct).toBe('Détachement Tactique n° #303');
    expect(asked.size).toBe(long.selections.length);
    expect(Math.max(...asked.values())).toBe(1);
  });
});
