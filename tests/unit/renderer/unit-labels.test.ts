import { describe, expect, it } from 'vitest';
import { parseRoster } from '../../../src/core/roster/read-roster';
import { distinctUnitLabel } from '../../../src/core/roster/unit-labels';

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
