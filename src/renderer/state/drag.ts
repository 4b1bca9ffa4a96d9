/**
 * Drag and drop in the roster panel. Dropping on the top or bottom edge of a unit reorders (and
 * takes that unit's formation); dropping on its middle does what the pair allows: a Personnage Lié
 * joins a détachement, a unit boards a transport, a détachement goes into a formation whose card
 * lists it. The same actions exist in each unit's menu for the keyboard.
 */
import { createSignal } from 'solid-js';
import {
  canHostCharacter,
  formationAccepts,
  isCharacter,
  isFormation,
  isTransport,
  type RosterStructure,
} from './roster-structure';
import { withDescendants } from './roster-ops';
import type { Roster } from '../../core/roster/schema';

export type DropZone = 'before' | 'after' | 'attach' | 'embark' | 'into';

const [dragging, setDragging] = createSignal<string | null>(null);
const [dropTarget, setDropTarget] = createSignal<{ id: string; zone: DropZone } | null>(null);

export { dragging, dropTarget, setDragging, setDropTarget };

/** What dropping `draggedId` on the middle of `targetId` would do, if anything. */
export function middleAction(
  roster: Roster,
  structure: RosterStructure,
  draggedId: string,
  targetId: string,
): 'attach' | 'embark' | 'into' | null {
  if (draggedId === targetId || withDescendants(roster, draggedId).has(targetId)) return null;
  const dragged = structure.resolved(draggedId);
  const target = structure.resolved(targetId);
  if (!dragged || !target) return null;
  if (isFormation(target.entry))
    return formationAccepts(target.entry, dragged.entry.id) && dragged.selection.parent !== targetId
      ? 'into'
      : null;
  if (isCharacter(dragged) && canHostCharacter(target))
    return dragged.selection.attachedTo === targetId ? null : 'attach';
  if (isTransport(target) && !isFormation(dragged.entry) && !isCharacter(dragged))
    return dragged.selection.embarkedIn === targetId ? null : 'embark';
  return null;
}

/** The zone under the pointer, from how far down the target's header it is (0 top, 1 bottom). */
export function zoneAt(fraction: number, middle: 'attach' | 'embark' | 'into' | null): DropZone {
  if (middle && fraction > 0.25 && fraction < 0.75) return middle;
  return fraction < 0.5 ? 'before' : 'after';
}
