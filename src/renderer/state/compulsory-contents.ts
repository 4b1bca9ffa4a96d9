/**
 * What a new selection of an entry holds from the start, asked of the engine over the faction's
 * game data: a company card comes with its Capitaine and its détachements, as in every builder.
 */
import type { GameData } from '../../core';
import { isGameDataView } from '../../core';
import { compulsoryChildren, type CompulsoryChild } from '../../core';
import { dataIndexOf } from '../../core';
import { selectionsAdded } from '../../core';
import type { Roster, Selection } from '../../core';
import { containedEntryIds } from '../../core';

export function compulsoryContentsOf(
  catalogue: { gameData?: GameData; faction: { id: string } },
  entryId: string,
): CompulsoryChild[] {
  if (!catalogue.gameData) return [];
  return compulsoryChildren(dataIndexOf(catalogue.gameData), catalogue.faction.id, entryId);
}

/**
 * A new unit of a faction made from its game data (imported, or built-in in the engine's model only) as
 * the engine adds it (its models at their minimum, default weapons, a formation's contents), with `id`
 * for the unit; undefined for the older built-in factions read for the first model's lists
 * (`firstModelLists`), whose units hold their counts and options themselves, and where the data does
 * not offer the entry.
 */
export function engineAddition(
  catalogue: {
    gameData?: GameData;
    faction: { id: string; community?: unknown; fromGameData?: boolean };
    entries: readonly { id: string; contains: readonly { entry: string }[] }[];
  },
  roster: Roster,
  entryId: string,
  parent: string | undefined,
  id: string,
  nextId: () => string,
): Selection[] | undefined {
  if (!catalogue.gameData || !isGameDataView(catalogue.faction)) return undefined;
  const formationContents = containedEntryIds(catalogue);
  let first = true;
  return selectionsAdded(roster, catalogue.gameData, entryId, parent, {
    isUnit: (childId) => formationContents.has(childId),
    newId: () => {
      if (!first) return nextId();
      first = false;
      return id;
    },
  });
}
