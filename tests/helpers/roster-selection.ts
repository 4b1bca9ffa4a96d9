/** A selection of a list's tree, written short in tests: id, entry, number, what it holds. */
import type { RosterSelection } from '../../src/core/roster/tree';

export function sel(
  id: string,
  entryId: string,
  number = 1,
  selections: RosterSelection[] = [],
): RosterSelection {
  return { id, entryId, number, selections };
}
