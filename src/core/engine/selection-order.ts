import type { ResolvedSelection } from './types';

/**
 * Orders selections by id. Rules sort with it wherever a verdict could otherwise depend on where a unit
 * sits in the roster: the same list in another order must get the same verdict.
 */
export function bySelectionId(a: ResolvedSelection, b: ResolvedSelection): number {
  const x = a.selection.id;
  const y = b.selection.id;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The selections' ids, sorted: the `selections` of a verdict naming a group of units. */
export function sortedIds(units: readonly ResolvedSelection[]): string[] {
  return units.map((u) => u.selection.id).sort();
}
