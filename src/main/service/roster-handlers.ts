import { validate } from '../../core/engine/validate';
import { parseRoster, RosterFormatError } from '../../core/roster/read-roster';
import { catalogueQueries } from '../catalogue/catalogue-queries';
import { ApiFailure } from './api-failure';
import type { ApiHandlers, ServiceContext } from './handlers';

export function rosterHandlers({ db }: ServiceContext): Pick<ApiHandlers, 'validateRoster'> {
  const catalogue = catalogueQueries(db);
  return {
    validateRoster: ({ roster: raw }) => {
      let roster;
      try {
        roster = parseRoster(raw);
      } catch (error) {
        if (error instanceof RosterFormatError)
          throw new ApiFailure('invalid-input', error.message, error.problems);
        throw error;
      }
      const factionCatalogue = catalogue.factionCatalogue(roster.faction);
      if (factionCatalogue.game.id !== roster.game)
        throw new ApiFailure(
          'invalid-input',
          `Faction ${roster.faction} belongs to ${factionCatalogue.game.id}, not ${roster.game}`,
        );
      return { roster, result: validate(roster, factionCatalogue) };
    },
  };
}
