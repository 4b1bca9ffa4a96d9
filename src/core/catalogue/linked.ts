/**
 * A catalogue and the catalogues it links to, transitively (its libraries), each once, the catalogue
 * first: what a faction reads of its game's data. `follows` chooses the links walked (all by default;
 * the engine's root entries follow only the links that import them).
 */
import type { Catalogue } from './model';

type CatalogueLink = NonNullable<Catalogue['catalogueLinks']>[number];

export function linkedCatalogues<C extends Pick<Catalogue, 'catalogueLinks'>>(
  catalogueId: string,
  find: (id: string) => C | undefined,
  follows: (link: CatalogueLink) => boolean = () => true,
): C[] {
  const out: C[] = [];
  const seen = new Set<string>();
  const stack = [catalogueId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const catalogue = find(id);
    if (!catalogue) continue;
    out.push(catalogue);
    for (const link of catalogue.catalogueLinks ?? []) if (follows(link)) stack.push(link.targetId);
  }
  return out;
}
