/**
 * What choosing an entry brings with it, asked of the engine rather than re-derived by the builder:
 * the entries the data selects by itself inside it (a company card's Capitaine and détachements,
 * from their minimums), as the edit functions would create them.
 */
import type { DataIndex } from './data-index';
import { scratchForce, selectEntry } from './edits';

export interface CompulsoryChild {
  /** The entry's own id (a root or shared entry of the catalogue). */
  entryId: string;
  count: number;
}

/**
 * The root or shared entries a new selection of `entryId` holds once the data has chosen its
 * minimums, with how many of each. Options of the entry itself (its models, upgrades) are left out:
 * they are the selection's own options. Empty when the catalogue does not offer the entry at the root.
 */
export function compulsoryChildren(
  index: DataIndex,
  catalogueId: string,
  entryId: string,
): CompulsoryChild[] {
  const scratch = scratchForce(index, catalogueId);
  if (!scratch) return [];
  let chosen;
  try {
    chosen = selectEntry(scratch.context, scratch.roster, scratch.forceId, entryId);
  } catch {
    return [];
  }
  const selection = chosen.roster.forces[0]?.selections.find(
    (candidate) => candidate.id === chosen.createdId,
  );
  const counts = new Map<string, number>();
  for (const child of selection?.selections ?? []) {
    const own = child.entryId.split('::').at(-1) ?? child.entryId;
    // Entries the catalogue defines for themselves: what a card holds, not the unit's own options.
    if (!index.isKnownEntryOrGroup(own)) continue;
    counts.set(own, (counts.get(own) ?? 0) + child.number);
  }
  return [...counts].map(([id, count]) => ({ entryId: id, count }));
}
