import type { ApiHandlers, ServiceContext } from './handlers';

type CatalogueMethods =
  'listGames' | 'listFactions' | 'listEntries' | 'getFactionCatalogue' | 'listAbilities';

export function catalogueHandlers({ catalogue: q }: ServiceContext): Pick<ApiHandlers, CatalogueMethods> {
  return {
    listGames: () => q.games(),
    listFactions: ({ game }) => q.factions(game),
    listEntries: ({ faction, kind }) => q.entries(faction, kind),
    getFactionCatalogue: ({ faction }) => q.factionCatalogue(faction),
    listAbilities: ({ game, faction }) => q.abilities(game, faction),
  };
}
