import { validate } from '../../core/engine/validate';
import { parseRoster } from '../../core/roster/read-roster';
import { ApiFailure, readRosterInput, rosterReadFailure } from './api-failure';
import type { ApiHandlers, ServiceContext } from './handlers';

export function rosterHandlers({ catalogue }: ServiceContext): Pick<ApiHandlers, 'validateRoster'> {
  /** A roster naming a faction this catalogue lacks is a file we cannot read, not a missing page. */
  const readRosterFaction = (faction: string) => {
    try {
      return catalogue.factionCatalogue(faction);
    } catch (error) {
      if (error instanceof ApiFailure && error.code === 'not-found')
        throw rosterReadFailure({ code: 'unknown-faction', faction });
      throw error;
    }
  };
  return {
    validateRoster: ({ roster: raw }) => {
      const roster = readRosterInput(() => parseRoster(raw));
      const factionCatalogue = readRosterFaction(roster.faction);
      if (factionCatalogue.game.id !== roster.game)
        throw rosterReadFailure({
          code: 'faction-of-other-game',
          faction: roster.faction,
          factionGame: factionCatalogue.game.id,
          rosterGame: roster.game,
        });
      return { roster, result: validate(roster, factionCatalogue) };
    },
  };
}
