/**
 * Drag and drop in the roster panel. Dropping on the top or bottom edge of a unit reorders (and
 * takes that unit's formation); dropping on its middle does what the pair allows: a Personnage Lié
 * joins a détachement, a unit boards a transport, a détachement goes into a formation the data lets
 * hold it. Who may hold, join or board whom is asked of the engine and Muster's rules on the game data
 * (engine-targets), as the unit's menu asks it, whatever the faction's data; a drop may also go where
 * there is no room left (the player's choice: the verdict then says what is wrong), where the menu
 * offers only room.
 */
import { createSignal } from 'solid-js';
import { attachTargetsOf, embarkTargetsOf, holdersOf, type EngineCatalogue } from './engine-targets';
import type { RosterStructure } from './roster-structure';
import { withDescendants } from '../../core';
import type { MusterList, ListCards } from '../../core';

export type DropZone = 'before' | 'after' | 'attach' | 'embark' | 'into';

const [dragging, setDragging] = createSignal<string | null>(null);
const [dropTarget, setDropTarget] = createSignal<{ id: string; zone: DropZone } | null>(null);

export { dragging, dropTarget, setDragging, setDropTarget };

/** What dropping `draggedId` on the middle of `targetId` would do, if anything. */
export function middleAction(
  list: MusterList,
  cards: ListCards,
  structure: RosterStructure,
  catalogue: EngineCatalogue,
  draggedId: string,
  targetId: string,
): 'attach' | 'embark' | 'into' | null {
  if (draggedId === targetId || withDescendants(cards, draggedId).has(targetId)) return null;
  const dragged = structure.byId.get(draggedId);
  if (!dragged || !structure.byId.has(targetId)) return null;
  const places = placesOf(catalogue, list, draggedId, dragged.entry);
  if (dragged.parent !== targetId && places.into.has(targetId)) return 'into';
  if (dragged.attachedTo !== targetId && places.attach.has(targetId)) return 'attach';
  if (dragged.embarkedIn !== targetId && places.embark.has(targetId)) return 'embark';
  return null;
}

interface Places {
  list: MusterList;
  catalogue: EngineCatalogue;
  draggedId: string;
  into: ReadonlySet<string>;
  attach: ReadonlySet<string>;
  embark: ReadonlySet<string>;
}

let lastPlaces: Places | undefined;

/**
 * Where the dragged unit may go into, join or board, asked once per drag: the pointer passing over
 * the cards asks again dozens of times a second, and the rules' answer only changes with the list.
 */
function placesOf(catalogue: EngineCatalogue, list: MusterList, draggedId: string, entryId: string): Places {
  const known = lastPlaces;
  if (known?.list === list && known.catalogue === catalogue && known.draggedId === draggedId) return known;
  const ids = (targets: { id: string }[] | undefined) => new Set((targets ?? []).map((place) => place.id));
  lastPlaces = {
    list,
    catalogue,
    draggedId,
    into: new Set(holdersOf(catalogue, list, entryId, true)),
    attach: ids(attachTargetsOf(catalogue, list, draggedId, true)),
    embark: ids(embarkTargetsOf(catalogue, list, draggedId, true)),
  };
  return lastPlaces;
}

/** The zone under the pointer, from how far down the target's header it is (0 top, 1 bottom). */
export function zoneAt(fraction: number, middle: 'attach' | 'embark' | 'into' | null): DropZone {
  if (middle && fraction > 0.25 && fraction < 0.75) return middle;
  return fraction < 0.5 ? 'before' : 'after';
}
