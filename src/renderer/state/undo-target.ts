import type { ListCards } from '../../core';

/**
 * The unit an undo or redo changed, to give it the keyboard focus: the first selection of the new
 * state that is new or a different object (edits replace only the selections they change). Null when
 * the step only removed units or changed the list itself (its name, limit or notes).
 */
export function changedSelection(before: ListCards, after: ListCards): string | null {
  if (before.selections === after.selections) return null;
  const previous = new Map(before.selections.map((s) => [s.id, s]));
  for (const selection of after.selections) if (previous.get(selection.id) !== selection) return selection.id;
  if (after.selections.length !== before.selections.length) return null;
  // Only the order changed (a unit moved back): the first one out of its old place.
  const order = before.selections.map((s) => s.id);
  const moved = after.selections.find((s, index) => order[index] !== s.id);
  return moved?.id ?? null;
}
