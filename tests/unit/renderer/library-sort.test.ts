import { describe, expect, it } from 'vitest';
import { sortRosters } from '../../../src/renderer/state/library-sort';
import type { RosterSummary } from '../../../src/shared/roster-types';

function summary(name: string, game: RosterSummary['game'], points: number): RosterSummary {
  return {
    id: name,
    name,
    game,
    faction: 'f',
    factionName: { fr: 'F', en: 'F' },
    points,
    pointsLimit: 1000,
    errors: 0,
    warnings: 0,
    valid: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

const lists = [
  summary('Équipage', 'freebooters-fate', 265),
  summary('Escouade', 'deadzone', 131),
  summary('Compagnie', 'netepic', 1225),
  summary('Bande', 'freebooters-fate', 400),
];
const costOf = (s: RosterSummary) => (s.game === 'freebooters-fate' ? 'doubloons' : 'points');
const names = (list: RosterSummary[]) => list.map((s) => s.name);

describe('library order', () => {
  it('sorts points both ways, never mixing doubloons with points', () => {
    expect(names(sortRosters(lists, 'points-desc', { locale: 'fr', costOf }))).toEqual([
      'Compagnie',
      'Escouade',
      'Bande',
      'Équipage',
    ]);
    expect(names(sortRosters(lists, 'points-asc', { locale: 'fr', costOf }))).toEqual([
      'Escouade',
      'Compagnie',
      'Équipage',
      'Bande',
    ]);
  });

  it('orders names with the language collation, accents ignored', () => {
    expect(names(sortRosters(lists, 'name', { locale: 'fr', costOf }))).toEqual([
      'Bande',
      'Compagnie',
      'Équipage',
      'Escouade',
    ]);
  });
});
