import type { CatalogueEntry, CatalogueOption } from '../catalogue/entry-types';
import type { EngineCatalogue } from './types';
import { definitionOf } from '../roster/ids';

export interface CatalogueIndex {
  catalogue: EngineCatalogue;
  entries: ReadonlyMap<string, CatalogueEntry>;
  /**
   * The entry an id names, or else the first entry of the same definition reached another way (a
   * détachement of an old list taken on its own, where its data offers it only inside a company): what
   * the unit is, to name and show it, while the validation says it is misplaced.
   */
  entryNamed(id: string): CatalogueEntry | undefined;
  items: ReadonlyMap<string, CatalogueOption>;
  optionsOf(entry: CatalogueEntry): ReadonlyMap<string, CatalogueOption>;
  /** The entry's option an id names, or else its option of the same definition (see entryNamed). */
  optionNamed(entry: CatalogueEntry, id: string): CatalogueOption | undefined;
  primaryCost: string;
}

const indexes = new WeakMap<EngineCatalogue, CatalogueIndex>();

/** Lookups by id, built once per catalogue object and reused by every validation. */
export function indexCatalogue(catalogue: EngineCatalogue): CatalogueIndex {
  const cached = indexes.get(catalogue);
  if (cached) return cached;
  const optionMaps = new WeakMap<CatalogueEntry, Map<string, CatalogueOption>>();
  const entries = new Map(catalogue.entries.map((e) => [e.id, e]));
  let byDefinition: Map<string, CatalogueEntry> | undefined;
  const index: CatalogueIndex = {
    catalogue,
    entries,
    entryNamed(id) {
      const exact = entries.get(id);
      if (exact) return exact;
      if (!byDefinition) {
        byDefinition = new Map();
        for (const entry of catalogue.entries) {
          const definition = definitionOf(entry.id);
          if (!byDefinition.has(definition)) byDefinition.set(definition, entry);
        }
      }
      return byDefinition.get(definitionOf(id));
    },
    items: new Map(catalogue.items.map((i) => [i.id, i])),
    optionsOf(entry) {
      let map = optionMaps.get(entry);
      if (!map) {
        map = new Map(entry.options.map((o) => [o.id, o]));
        optionMaps.set(entry, map);
      }
      return map;
    },
    optionNamed(entry, id) {
      const exact = this.optionsOf(entry).get(id);
      if (exact) return exact;
      const definition = definitionOf(id);
      return entry.options.find((option) => definitionOf(option.id) === definition);
    },
    primaryCost:
      catalogue.game.costTypes.find((c) => c.primary)?.id ?? catalogue.game.costTypes[0]?.id ?? 'points',
  };
  indexes.set(catalogue, index);
  return index;
}
