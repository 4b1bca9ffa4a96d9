import { readListJson, validateList } from '../../core';
import { ApiFailure, readRosterInput, rosterReadFailure } from './api-failure';
import type { ListCards } from '../../core';
import { dataMissingReason, listWithData, unknownFactionVerdict } from '../rosters/missing-faction';
import type { ApiHandlers, ServiceContext } from './handlers';
import { factionIfHere } from '../catalogue/faction-if-here';

export function rosterHandlers({ catalogue, gameData }: ServiceContext): Pick<ApiHandlers, 'validateRoster'> {
  /**
   * A roster naming a faction this catalogue lacks is a file we cannot read, not a missing page: one of
   * community data not imported here says which data to import, any other is an unknown faction.
   */
  const readRosterFaction = (roster: ListCards) => {
    try {
      return catalogue.factionCatalogue(roster.faction);
    } catch (error) {
      if (!(error instanceof ApiFailure && error.code === 'not-found')) throw error;
      const verdict = unknownFactionVerdict(roster, gameData.bindings);
      throw rosterReadFailure(verdict.keep ? dataMissingReason(roster) : verdict.reason);
    }
  };
  const catalogueIfHere = factionIfHere(catalogue);
  return {
    validateRoster: ({ roster: raw }) => {
      // A list of any version: version 3 as it is, older ones migrated against their faction's data.
      const read = readRosterInput(() => readListJson(raw, catalogueIfHere));
      const roster = read.view;
      const factionCatalogue = readRosterFaction(roster);
      if (factionCatalogue.game.id !== roster.game)
        throw rosterReadFailure({
          code: 'faction-of-other-game',
          faction: roster.faction,
          factionGame: factionCatalogue.game.id,
          rosterGame: roster.game,
        });
      return { roster, result: validateList(listWithData(read.list, roster), factionCatalogue) };
    },
  };
}
