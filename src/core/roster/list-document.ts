/**
 * A stored or exchanged list as text, and back: what the library keeps in its documents and what a
 * list file holds. The text is always the list (format version 3, `writeList`); a text of version 1 or
 * 2 is migrated when read, against the faction's game data, and a list saved for the first catalogue
 * model names its entries by the data's paths once read (migrate/data-paths.ts). The builder edits the
 * list itself and shows its cards (card-view.ts).
 *
 * A list whose faction's data is not here is read as it is: its view then shows each root selection as
 * a card, with its number as count, enough to name what it holds until the data returns.
 */
import type { EngineCatalogue } from '../engine/types';
import { cardViewContextOf } from '../engine/list-cards';
import { listFaction, writeList, type MusterList } from './list';
import { viewOfList, type CardViewContext } from './card-view';
import { listWithCards } from './cards-into-list';
import { parseRoster, writeRoster } from './migrate/read-v2';
import { parseRosterJson } from './read-failure';
import { parseTreeRoster } from './read-roster-tree';
import { migrateV2, type V2Migration } from './migrate/cards-to-tree';
import type { ListCards } from './cards';
import { TREE_ROSTER_VERSION } from './tree';
import { onDataPaths } from './migrate/data-paths';

/** A list read from text: the list itself unless its faction's data is missing for an older version. */
export interface ReadDocument {
  /** The list; absent for a text of version 1 or 2 whose faction's data is not here (kept as it is). */
  list?: MusterList;
  /** Its cards, as the builder shows them. */
  view: ListCards;
}

/** How to read a list without its faction's data: one card per root selection, counted by its number. */
const WITHOUT_DATA: CardViewContext = {
  migration: {
    forceOf: (game, faction, force) => ({
      entryId: force ?? `${game}-force`,
      catalogueId: faction,
      costTypeId: 'points',
    }),
    selectionShape: (_game, _entry, count) => ({ number: count ?? 1, models: [] }),
  },
  isCard: () => false,
  isItem: () => false,
};

/** The migration of a version 2 text when nothing else is known: never used (version 3 needs none). */
const NO_MIGRATION: V2Migration = WITHOUT_DATA.migration;

function contextOf(catalogue: EngineCatalogue | undefined): CardViewContext {
  return (catalogue && cardViewContextOf(catalogue)) ?? WITHOUT_DATA;
}

/** Whether a parsed JSON value is of format version 3 or later (a later one is refused, saying so). */
export function isListJson(raw: unknown): boolean {
  const version =
    typeof raw === 'object' && raw !== null ? (raw as { version?: unknown }).version : undefined;
  return typeof version === 'number' && version >= TREE_ROSTER_VERSION;
}

/**
 * A list from its parsed JSON: version 3 as it is, an older version migrated against its faction's data
 * (`catalogueOf` answers undefined when it is not here). Throws `RosterFormatError` for what is no list.
 */
export function readListJson(
  raw: unknown,
  catalogueOf: (faction: string) => EngineCatalogue | undefined,
): ReadDocument {
  if (isListJson(raw)) {
    const parsed = parseListJson(raw);
    const catalogue = catalogueOf(listFaction(parsed));
    const list = onDataPaths(parsed, catalogue?.gameData);
    return { list, view: viewOfList(list, contextOf(catalogue)) };
  }
  const roster = parseRoster(raw);
  const catalogue = catalogueOf(roster.faction);
  const context = catalogue && cardViewContextOf(catalogue);
  if (!context) return { view: roster };
  const list = onDataPaths(migrateV2(roster, context.migration, { file: true }), catalogue.gameData);
  return { list, view: viewOfList(list, context) };
}

/** A list file of version 3 (`isListJson`), read as it is: it needs no data. */
export function parseListJson(raw: unknown): MusterList {
  return parseTreeRoster(raw, NO_MIGRATION);
}

/** A list from text (a stored document, a file): see `readListJson`. */
export function readListText(
  text: string,
  catalogueOf: (faction: string) => EngineCatalogue | undefined,
): ReadDocument {
  return readListJson(parseRosterJson(text), catalogueOf);
}

/**
 * The list a version 2 list (a file, a save or an export of an older client, a codex move's cards)
 * becomes, read with its faction's data: from the stored list it shows when there is one (its cards
 * unchanged keep their subtrees), else anew; undefined without the data (the view is kept as it is).
 */
export function listOfView(
  view: ListCards,
  catalogue: EngineCatalogue | undefined,
  previous?: MusterList,
): MusterList | undefined {
  const context = catalogue && cardViewContextOf(catalogue);
  if (!context) return undefined;
  const list =
    previous && listFaction(previous) === view.faction
      ? listWithCards(onDataPaths(previous, catalogue.gameData), view, context)
      : migrateV2(view, context.migration);
  return onDataPaths(list, catalogue.gameData);
}

/** A list's cards as the builder shows them, read with its faction's catalogue when it is here. */
export function viewOf(list: MusterList, catalogue: EngineCatalogue | undefined): ListCards {
  return viewOfList(onDataPaths(list, catalogue?.gameData), contextOf(catalogue));
}

/** The text a list is stored and written as; a view without its data as the version 2 text it is. */
export function documentText(document: { list?: MusterList; view: ListCards }): string {
  return document.list ? writeList(document.list) : writeRoster(document.view);
}
