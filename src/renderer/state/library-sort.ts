import type { RosterSummary } from '../../shared/roster-types';

/** How the library can be ordered; points go both ways. */
export type LibrarySort = 'updated' | 'name' | 'game' | 'points-desc' | 'points-asc';
export const LIBRARY_SORTS: LibrarySort[] = ['updated', 'name', 'game', 'points-desc', 'points-asc'];

/** The order the server can give: it knows one points order, and the library refines it. */
export function serverSort(sort: LibrarySort): 'updated' | 'name' | 'game' | 'points' {
  return sort === 'points-desc' || sort === 'points-asc' ? 'points' : sort;
}

/**
 * Orders the lists as the library shows them. Names follow the language's collation (SQLite's NOCASE
 * puts "Élite" after "Escouade"). Points are only compared within one currency: 500 doubloons are not
 * more than 150 points, so lists counted in points come first, then each other currency by itself.
 */
export function sortRosters(
  list: readonly RosterSummary[],
  sort: LibrarySort,
  options: { locale: string; costOf: (summary: RosterSummary) => string },
): RosterSummary[] {
  const collator = new Intl.Collator(options.locale, { sensitivity: 'base', numeric: true });
  if (sort === 'name') return [...list].sort((a, b) => collator.compare(a.name, b.name));
  if (sort !== 'points-desc' && sort !== 'points-asc') return [...list];
  const direction = sort === 'points-desc' ? -1 : 1;
  const currencyRank = (summary: RosterSummary) => {
    const cost = options.costOf(summary);
    return cost === 'points' ? '' : cost;
  };
  return [...list].sort(
    (a, b) =>
      currencyRank(a).localeCompare(currencyRank(b)) ||
      direction * (a.points - b.points) ||
      collator.compare(a.name, b.name),
  );
}
