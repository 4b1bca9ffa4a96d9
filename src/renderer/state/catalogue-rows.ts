import { ENTRY_KINDS, type CatalogueEntry, type GameId } from '../../core';
import { fold, queryWords } from './text';

export type CatalogueRow =
  { type: 'header'; kind: string; count: number } | { type: 'entry'; entry: CatalogueEntry };

/** What an entry is found by, folded: its names in both languages, then its kind, traits and abilities. */
export interface SearchTexts {
  names: string[];
  other: string;
}

export function searchTexts(entry: CatalogueEntry, kindLabel: string, abilityNames: string[]): SearchTexts {
  return {
    names: [fold(entry.name.fr), fold(entry.name.en)],
    other: fold([kindLabel, ...entry.traits, ...abilityNames].join(' ')),
  };
}

/**
 * How well an entry answers a query, best first: its name exactly, its name starting with the
 * query, every word in its name, every word in its name with one typo, every word anywhere (kind,
 * abilities), every word anywhere with one typo. Typing "Rebel Sniper" then Enter adds the sniper,
 * not a Living Legend whose abilities mention snipers; "Tacticall" still finds the Tactical squads.
 */
export const Match = { Exact: 0, Prefix: 1, Name: 2, NameTypo: 3, Other: 4, OtherTypo: 5 } as const;
export type Match = (typeof Match)[keyof typeof Match];

/** Whether two words are at most one edit apart (a letter missing, extra, changed or two swapped). */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const restA = a.slice(i + 1);
  const restB = b.slice(i + 1);
  if (a.length === b.length)
    return restA === restB || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** A query word of four letters or more matches a word of the text, or its start, with one typo. */
function nearlyIn(word: string, tokens: readonly string[]): boolean {
  if (word.length < 4) return false;
  return tokens.some(
    (token) =>
      oneEditApart(word, token) ||
      (token.length > word.length && oneEditApart(word, token.slice(0, word.length))),
  );
}

const tokensOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

export function matchOf(texts: SearchTexts, words: readonly string[]): Match | undefined {
  const phrase = words.join(' ');
  const names = texts.names.map((name) => queryWords(name).join(' '));
  if (names.includes(phrase)) return Match.Exact;
  if (names.some((name) => name.startsWith(phrase))) return Match.Prefix;
  const inNames = names.join(' ');
  if (words.every((word) => inNames.includes(word))) return Match.Name;
  const nameTokens = tokensOf(inNames);
  const nearName = (word: string) => inNames.includes(word) || nearlyIn(word, nameTokens);
  if (words.every(nearName)) return Match.NameTypo;
  const all = `${inNames} ${texts.other}`;
  if (words.every((word) => all.includes(word))) return Match.Other;
  const allTokens = tokensOf(all);
  if (words.every((word) => all.includes(word) || nearlyIn(word, allTokens))) return Match.OtherTypo;
  return undefined;
}

/**
 * The catalogue panel's rows, grouped by kind. Without a query: every entry (of the chosen kind), kinds
 * in the game's order (compagnies before détachements, leaders before troops), entries in the
 * catalogue's own order (it follows the army book, which players know). With one: the entries it
 * finds, best match first (the group holding it first, then the game's order), so that Enter adds
 * the unit named as typed.
 */
export function catalogueRows(
  game: GameId,
  entries: readonly CatalogueEntry[],
  query: string,
  texts: (entry: CatalogueEntry) => SearchTexts,
  kind?: string,
): CatalogueRow[] {
  const words = queryWords(query);
  const kinds: readonly string[] = ENTRY_KINDS[game];
  const groups = new Map<string, { entry: CatalogueEntry; match: Match; at: number }[]>();
  entries.forEach((entry, at) => {
    if (kind !== undefined && entry.kind !== kind) return;
    const match = words.length === 0 ? Match.Exact : matchOf(texts(entry), words);
    if (match === undefined) return;
    const list = groups.get(entry.kind);
    if (list) list.push({ entry, match, at });
    else groups.set(entry.kind, [{ entry, match, at }]);
  });
  const best = (group: string) => Math.min(...groups.get(group)!.map((each) => each.match));
  const order = [...groups.keys()].sort(
    (a, b) =>
      best(a) - best(b) || (kinds.indexOf(a) + 1 || 99) - (kinds.indexOf(b) + 1 || 99) || a.localeCompare(b),
  );
  const rows: CatalogueRow[] = [];
  for (const group of order) {
    const list = groups.get(group)!.sort((a, b) => a.match - b.match || a.at - b.at);
    rows.push({ type: 'header', kind: group, count: list.length });
    for (const { entry } of list) rows.push({ type: 'entry', entry });
  }
  return rows;
}

/** The kinds the catalogue holds, in the game's order: what the panel filters by. */
export function kindsOf(game: GameId, entries: readonly CatalogueEntry[]): string[] {
  const kinds: readonly string[] = ENTRY_KINDS[game];
  return [...new Set(entries.map((entry) => entry.kind))].sort(
    (a, b) => (kinds.indexOf(a) + 1 || 99) - (kinds.indexOf(b) + 1 || 99) || a.localeCompare(b),
  );
}

function sameRow(a: CatalogueRow, b: CatalogueRow): boolean {
  if (a.type === 'entry') return b.type === 'entry' && a.entry === b.entry;
  return b.type === 'header' && a.kind === b.kind && a.count === b.count;
}

/**
 * The new rows, each one that is the same as before being the object it was: the panel's rows are
 * keyed by it, so an edit (which asks the engine again what is offered) redraws only rows that changed.
 */
export function keepSameRows(
  previous: readonly CatalogueRow[],
  next: readonly CatalogueRow[],
): CatalogueRow[] {
  const before = new Map(
    previous.map((row) => [row.type === 'entry' ? row.entry.id : `kind:${row.kind}`, row]),
  );
  return next.map((row) => {
    const old = before.get(row.type === 'entry' ? row.entry.id : `kind:${row.kind}`);
    return old !== undefined && sameRow(old, row) ? old : row;
  });
}
