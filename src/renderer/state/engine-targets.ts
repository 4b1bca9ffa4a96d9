/**
 * Where a unit may go, asked of the engine and Muster's rules on the game data (db/bindings say how
 * they read it) rather than re-derived here: the units that may hold it (a company its détachements),
 * the détachements a Personnage Lié may join, the units whose transports may carry a unit, each with
 * the room left (the menu offers those with room; a drop may go to a full one too, and the verdict
 * then says what is wrong). `undefined` (or none) when the faction has no game data or its game no
 * such rule: nothing is offered then.
 */
import type { GameData } from '../../core';
import { attachTargets } from '../../core';
import type { GameBinding } from '../../core';
import { embarkBlocked, embarkTargets } from '../../core';
import type { MusterList, ListCards } from '../../core';
import { evaluationOfList } from '../../core';
import { entryHolders, placeForNewEntry } from '../../core';

export interface EngineCatalogue {
  gameData?: GameData;
  binding?: GameBinding;
}

export interface PlaceTarget {
  id: string;
  /** Room free before this unit goes there: Personnage Lié slots, or transport places. */
  free: number;
  of: number;
  /** Places the unit would take (transports; a Personnage Lié takes one slot). */
  takes: number;
}

export function attachTargetsOf(
  catalogue: EngineCatalogue,
  list: MusterList,
  id: string,
  includeFull = false,
): PlaceTarget[] | undefined {
  const { gameData, binding } = catalogue;
  if (!gameData || !binding?.rules.attachedCharacter) return undefined;
  const evaluator = evaluationOfList(list, gameData).evaluator;
  return attachTargets(evaluator, binding, id, includeFull).map((target) => ({
    id: target.selectionId,
    free: target.free,
    of: target.max,
    takes: 1,
  }));
}

export function embarkTargetsOf(
  catalogue: EngineCatalogue,
  list: MusterList,
  id: string,
  includeFull = false,
): PlaceTarget[] | undefined {
  const { gameData, binding } = catalogue;
  if (!gameData || !binding?.rules.transport) return undefined;
  const evaluator = evaluationOfList(list, gameData).evaluator;
  return embarkTargets(evaluator, binding, id, includeFull).map((target) => ({
    id: target.selectionId,
    free: target.free,
    of: target.capacity,
    takes: target.places,
  }));
}

/** Whether a unit with no embark target is held back by room only (a transport may take it, but full). */
export function embarkBlockedOf(
  catalogue: EngineCatalogue,
  list: MusterList,
  id: string,
): 'no-room' | 'none' {
  const { gameData, binding } = catalogue;
  if (!gameData || !binding?.rules.transport) return 'none';
  return embarkBlocked(evaluationOfList(list, gameData).evaluator, binding, id);
}

/** The units of the list that may hold one more `entryId` (with room, or full ones too for a drop). */
export function holdersOf(
  catalogue: EngineCatalogue,
  list: MusterList,
  entryId: string,
  includeFull = false,
): string[] {
  return catalogue.gameData ? entryHolders(list, catalogue.gameData, entryId, includeFull) : [];
}

/** Where the catalogue panel puts a new `entryId`: the unit it goes into, or undefined for the top level. */
export function placeForNewEntryOf(
  catalogue: EngineCatalogue,
  list: MusterList,
  cards: ListCards,
  entryId: string,
  selectedId: string | null,
): string | undefined {
  return catalogue.gameData
    ? placeForNewEntry(list, cards.selections, catalogue.gameData, entryId, selectedId)
    : undefined;
}
