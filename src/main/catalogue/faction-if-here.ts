import { ApiFailure } from '../service/api-failure';
import type { FactionCatalogue } from '../../shared/catalogue-types';
import type { CatalogueQueries } from './catalogue-queries';

/**
 * A faction's catalogue when its data is here, else undefined: how lists are read (a list whose
 * faction's data is missing is kept as it is, list-document.ts).
 */
export function factionIfHere(
  catalogue: CatalogueQueries,
): (faction: string) => FactionCatalogue | undefined {
  return (faction) => {
    try {
      return catalogue.factionCatalogue(faction);
    } catch (error) {
      if (error instanceof ApiFailure && error.code === 'not-found') return undefined;
      throw error;
    }
  };
}
