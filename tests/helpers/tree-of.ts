/**
 * A version 2 list of a test (its cards) as the list the builder holds, read with the faction's game
 * data: for the page's engine questions, which the editor asks of its list.
 */
import type { GameData } from '../../src/core/catalogue/model';
import type { MusterList } from '../../src/core/roster/list';
import type { ListCards } from '../../src/core/roster/cards';
import { listOfRoster } from '../../src/core/rules/data';

export function treeOf(
  roster: ListCards,
  source: GameData | { gameData?: GameData | undefined },
): MusterList {
  const data = 'gameSystem' in source ? source : source.gameData;
  // Without game data the questions answer before reading the list: any list does.
  if (!data) return { forces: [] } as unknown as MusterList;
  return listOfRoster(roster, data);
}
