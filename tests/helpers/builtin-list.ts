/**
 * A list of a built-in faction made from a few cards (`{ entry }` each, ids s1, s2…), as the builder
 * holds it: for tests of the editor's store, which edits the list itself.
 */
import type { GameId } from '../../src/core/catalogue/schema';
import type { MusterList } from '../../src/core/roster/list';
import { listOfRoster } from '../../src/core/rules/data';
import type { FactionCatalogue } from '../../src/shared/catalogue-types';
import { builtinView } from './builtin-view';
import { roster, type SelectionFixture } from './engine-fixtures';

export function builtinFaction(game: GameId, faction: string): FactionCatalogue {
  return builtinView(game, faction);
}

export function builtinList(catalogue: FactionCatalogue, cards: SelectionFixture[]): MusterList {
  const cardsOfList = { ...roster(catalogue.game.id, cards), faction: catalogue.faction.id };
  return listOfRoster(cardsOfList, catalogue.gameData!);
}
