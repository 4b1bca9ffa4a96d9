import { ENTRY_KINDS, type CatalogueEntry, type GameId } from '../../core/catalogue/schema';
import { fold, matchesWords, queryWords } from './text';

export type CatalogueRow =
  { type: 'header'; kind: string; count: number } | { type: 'entry'; entry: CatalogueEntry };

/** Folded text an entry is found by: its names in both languages, its kind and its abilities. */
export function searchText(entry: CatalogueEntry, kindLabel: string, abilityNames: string[]): string {
  return fold([entry.name.fr, entry.name.en, kindLabel, ...entry.traits, ...abilityNames].join(' '));
}

/**
 * The catalogue panel's rows: entries matching every word of the query, grouped by kind in the
 * game's order (compagnies before détachements, leaders before troops).
 */
export function catalogueRows(
  game: GameId,
  entries: readonly CatalogueEntry[],
  query: string,
  haystack: (entry: CatalogueEntry) => string,
): CatalogueRow[] {
  const words = queryWords(query);
  const folded = words.join(' ');
  const kinds: readonly string[] = ENTRY_KINDS[game];
  const groups = new Map<string, CatalogueEntry[]>();
  for (const entry of entries) {
    if (words.length > 0 && !matchesWords(haystack(entry), words)) continue;
    const list = groups.get(entry.kind);
    if (list) list.push(entry);
    else groups.set(entry.kind, [entry]);
  }
  const order = [...groups.keys()].sort(
    (a, b) => (kinds.indexOf(a) + 1 || 99) - (kinds.indexOf(b) + 1 || 99) || a.localeCompare(b),
  );
  const rows: CatalogueRow[] = [];
  for (const kind of order) {
    const list = groups.get(kind)!;
    rows.push({ type: 'header', kind, count: list.length });
    // The catalogue's own order within a kind (it follows the army book, which players know), except
    // that an entry named exactly as typed comes first: "Escouade AI" then Enter adds that squad, not
    // the command squad listed before it.
    const exact = (entry: CatalogueEntry) =>
      words.length > 0 &&
      [entry.name.fr, entry.name.en].some((name) => queryWords(name).join(' ') === folded);
    const ordered = [...list.filter(exact), ...list.filter((entry) => !exact(entry))];
    for (const entry of ordered) rows.push({ type: 'entry', entry });
  }
  return rows;
}
