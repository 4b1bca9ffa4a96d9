import { randomUUID } from 'node:crypto';
import type { FactionCatalogue } from '../../shared/catalogue-types';
import type { ApiHandlers, ServiceContext } from './handlers';

type CatalogueMethods =
  | 'listGames'
  | 'listFactions'
  | 'listEntries'
  | 'getFactionCatalogue'
  | 'factionCatalogueTag'
  | 'listAbilities';

export function catalogueHandlers({ catalogue: q }: ServiceContext): Pick<ApiHandlers, CatalogueMethods> {
  const tagOf = catalogueTags();
  return {
    listGames: () => q.games(),
    listFactions: ({ game }) => q.factions(game),
    listEntries: ({ faction, kind }) => q.entries(faction, kind),
    getFactionCatalogue: ({ faction }) => q.factionCatalogue(faction),
    factionCatalogueTag: ({ faction }) => tagOf(q.factionCatalogue(faction)),
    listAbilities: ({ game, faction }) => q.abilities(game, faction),
  };
}

/**
 * A tag per catalogue object the service keeps: the catalogue queries build a faction's catalogue
 * again (a new object) whenever what it is made of changed (catalogue-cache.ts, community-factions.ts),
 * so the same object means the same content. The service's own id in the tag keeps a tag of an
 * earlier start (a page left open across a restart) from naming a catalogue of this one.
 */
function catalogueTags(): (catalogue: FactionCatalogue) => string {
  const service = randomUUID();
  const tags = new WeakMap<FactionCatalogue, string>();
  let next = 0;
  return (catalogue) => {
    let tag = tags.get(catalogue);
    if (tag === undefined) {
      tag = `${service}:${(next += 1)}`;
      tags.set(catalogue, tag);
    }
    return tag;
  };
}
