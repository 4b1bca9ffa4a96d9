import type { CatalogueEntry, CatalogueOption } from '../catalogue/entry-types';
import type { EngineCatalogue } from './types';

export interface CatalogueIndex {
  catalogue: EngineCatalogue;
  entries: ReadonlyMap<string, CatalogueEntry>;
  items: ReadonlyMap<string, CatalogueOption>;
  optionsOf(entry: CatalogueEntry): ReadonlyMap<string, CatalogueOption>;
  primaryCost: string;
}

const indexes = new WeakMap<EngineCatalogue, CatalogueIndex>();

/** Lookups by id, built once per catalogue object and reused by every validation. */
export function indexCatalogue(catalogue: EngineCatalogue): CatalogueIndex {
  const cached = indexes.get(catalogue);
  if (cached) return cached;
  const optionMaps = new WeakMap<CatalogueEntry, Map<string, CatalogueOption>>();
  const index: CatalogueIndex = {
    catalogue,
    entries: new Map(catalogue.entries.map((e) => [e.id, e])),
    items: new Map(catalogue.items.map((i) => [i.id, i])),
    optionsOf(entry) {
      let map = optionMaps.get(entry);
      if (!map) {
        map = new Map(entry.options.map((o) => [o.id, o]));
        optionMaps.set(entry, map);
      }
      return map;
    },
    primaryCost:
      catalogue.game.costTypes.find((c) => c.primary)?.id ?? catalogue.game.costTypes[0]?.id ?? 'points',
  };
  indexes.set(catalogue, index);
  return index;
}
