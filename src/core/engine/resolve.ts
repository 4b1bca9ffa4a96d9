import type { UnitCard as Selection } from '../roster/cards';
import type { CatalogueIndex } from './catalogue-index';
import type { HeldAbility, ResolvedSelection } from './types';

function addCosts(into: Record<string, number>, costs: Record<string, number>, times: number): void {
  if (times === 0) return;
  for (const [type, amount] of Object.entries(costs)) into[type] = (into[type] ?? 0) + amount * times;
}

/**
 * Resolved selections are cached per selection object: the builder edits rosters immutably, so after a
 * one-unit edit every other selection is the same object and is not resolved again.
 */
const cache = new WeakMap<CatalogueIndex, WeakMap<Selection, ResolvedSelection | null>>();

/** Joins a selection with its entry; null when the entry is not in this catalogue. */
export function resolveSelection(index: CatalogueIndex, selection: Selection): ResolvedSelection | null {
  let perCatalogue = cache.get(index);
  if (!perCatalogue) {
    perCatalogue = new WeakMap();
    cache.set(index, perCatalogue);
  }
  const hit = perCatalogue.get(selection);
  if (hit !== undefined) return hit;
  const resolved = computeResolved(index, selection);
  perCatalogue.set(selection, resolved);
  return resolved;
}

function computeResolved(index: CatalogueIndex, selection: Selection): ResolvedSelection | null {
  const entry = index.entryNamed(selection.entry);
  if (!entry) return null;
  const count = selection.count ?? entry.count.default;
  const costs: Record<string, number> = {};
  addCosts(costs, entry.costs, 1);
  if (entry.extraCosts) addCosts(costs, entry.extraCosts, Math.max(0, count - entry.count.default));
  const ruleKindOf = (id: string) => index.catalogue.abilities[id]?.ruleKind ?? null;
  const abilities: HeldAbility[] = entry.abilities.map((a) => ({
    ...a,
    ruleKind: ruleKindOf(a.id),
    via: '',
  }));
  const optionMap = index.optionsOf(entry);
  const options: ResolvedSelection['options'] = [];
  // An entry found by its definition (see entryNamed) names its options by another path: each found
  // by the entry it ends with.
  const optionOf = (id: string) =>
    optionMap.get(id) ?? (entry.id === selection.entry ? undefined : index.optionNamed(entry, id));
  for (const [id, taken] of Object.entries(selection.options)) {
    const option = optionOf(id);
    if (!option || taken === 0) continue;
    options.push({ option, count: taken });
    addCosts(costs, option.costs, taken);
    for (const a of option.abilities) abilities.push({ ...a, ruleKind: ruleKindOf(a.id), via: option.id });
  }
  const items: ResolvedSelection['items'] = [];
  for (const [id, taken] of Object.entries(selection.items)) {
    const item = index.items.get(id);
    if (!item || taken === 0) continue;
    items.push({ item, count: taken });
    addCosts(costs, item.costs, taken);
    for (const a of item.abilities) abilities.push({ ...a, ruleKind: ruleKindOf(a.id), via: item.id });
  }
  const name = selection.label ? { fr: selection.label, en: selection.label } : entry.name;
  return { selection, entry, count, costs, abilities, options, items, name };
}
