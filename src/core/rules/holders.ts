/**
 * Where a unit of the app's list may go inside another, asked of the engine over the faction's game
 * data (engine/entry-holders.ts) for built-in, codex and imported factions alike: the units that
 * may hold an entry, and where a new one goes when the catalogue panel adds it. Ids are the app's
 * roster selection ids (a unit's options are part of it, never a holder of their own).
 */
import type { GameData } from '../catalogue/model';
import { holdersOf } from '../engine/entry-holders';
import type { MusterList } from '../roster/list';
import { evaluationOfList, rosterSelectionId } from './data';

/** A unit of the list as the builder shows it: its id and the unit holding it. */
export interface PlacedCard {
  id: string;
  parent?: string;
}

/**
 * The units of the list that may hold one more `entryId`, in list order: with room left for it, or
 * full ones too (`includeFull`, for a drop: the verdict then says what is wrong).
 */
export function entryHolders(
  list: MusterList,
  data: GameData,
  entryId: string,
  includeFull = false,
): string[] {
  const evaluation = evaluationOfList(list, data);
  return holdersOf(evaluation, entryId, {
    includeFull,
    among: (selection) => rosterSelectionId(selection.selection.id) === selection.selection.id,
  });
}

/**
 * Where a newly added entry goes: into the unit the player is working in when it may hold the entry,
 * else into that unit's holder, else into the last unit of the list that may; a holder with room
 * first, a full one only when none has room (the verdict then says so); undefined: the top level.
 */
export function placeForNewEntry(
  list: MusterList,
  cards: readonly PlacedCard[],
  data: GameData,
  entryId: string,
  selectedId: string | null,
): string | undefined {
  const parentOf = new Map(cards.map((card) => [card.id, card.parent]));
  for (const includeFull of [false, true]) {
    const holders = entryHolders(list, data, entryId, includeFull);
    if (holders.length === 0) continue;
    if (selectedId !== null) {
      if (holders.includes(selectedId)) return selectedId;
      const parent = parentOf.get(selectedId);
      if (parent !== undefined && holders.includes(parent)) return parent;
    }
    // The tree lists units in depth-first order, the app's list in its own: the last in the list's.
    const order = new Map(cards.map((card, at) => [card.id, at]));
    return holders.reduce((last, id) => ((order.get(id) ?? -1) > (order.get(last) ?? -1) ? id : last));
  }
  return undefined;
}
