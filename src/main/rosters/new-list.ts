/**
 * What a new list holds from the start. A built-in faction written in the engine's model (the NetEpic
 * FR codices) starts with the root entries its data requires (a Biel-Tan army's Avatar), each with its
 * contents, as the engine's own new force selects them; the other factions start empty, as before.
 */
import { containedEntryIds, requiredRootSelections } from '../../core';
import type { ListCards } from '../../core';
import type { FactionCatalogue } from '../../shared/catalogue-types';

export function withRequiredRoots(roster: ListCards, faction: FactionCatalogue): ListCards {
  if (faction.faction.fromGameData !== true || !faction.gameData) return roster;
  const contents = containedEntryIds(faction);
  let serial = 0;
  const selections = requiredRootSelections(roster, faction.gameData, {
    isUnit: (entryId) => contents.has(entryId),
    newId: () => `s${(serial += 1).toString().padStart(6, '0')}`,
  });
  return selections.length > 0 ? { ...roster, selections } : roster;
}
