import type { ApiHandlers, ServiceContext } from './handlers';

type CatalogueMethods =
  | 'listGames'
  | 'listFactions'
  | 'listEntries'
  | 'getEntry'
  | 'getFactionCatalogue'
  | 'listAbilities'
  | 'getAbility'
  | 'searchCatalogue';

export function catalogueHandlers({ catalogue: q }: ServiceContext): Pick<ApiHandlers, CatalogueMethods> {
  return {
    listGames: () => q.games(),
    listFactions: ({ game }) => q.factions(game),
    listEntries: ({ faction, kind }) => q.entries(faction, kind),
    getEntry: ({ game, id }) => q.entry(game, id),
    getFactionCatalogue: ({ faction }) => q.factionCatalogue(faction),
    listAbilities: ({ game, faction }) => q.abilities(game, faction),
    getAbility: ({ game, id }) => q.ability(game, id),
    searchCatalogue: ({ query, game, faction, limit }) =>
      q.search(query, {
        ...(game ? { game } : {}),
        ...(faction ? { faction } : {}),
        ...(limit ? { limit } : {}),
      }),
  };
}
