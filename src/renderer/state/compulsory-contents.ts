/**
 * What a new selection of an entry holds from the start, asked of the engine over the faction's
 * game data: a company card comes with its Capitaine and its détachements, as in every builder.
 */
import type { GameData } from '../../core/catalogue/v2/model';
import { compulsoryChildren, type CompulsoryChild } from '../../core/engine/v2/compulsory';
import { dataIndexOf } from '../../core/rules/data';

export function compulsoryContentsOf(
  catalogue: { gameData?: GameData; faction: { id: string } },
  entryId: string,
): CompulsoryChild[] {
  if (!catalogue.gameData) return [];
  return compulsoryChildren(dataIndexOf(catalogue.gameData), catalogue.faction.id, entryId);
}
