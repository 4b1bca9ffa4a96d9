/**
 * Drag and drop on one unit's header: it can be dragged, and it takes drops (before, after, or on
 * its middle to attach, embark or hold, see drag.ts). Returned as handlers for the header element.
 */
import { useEditor } from './editor-context';
import {
  dragging,
  dropTarget,
  middleAction,
  setDragging,
  setDropTarget,
  zoneAt,
  type DropZone,
} from './drag';
import { withDescendants } from '../../core';
import { useRosterActions } from './use-roster-actions';

type HeaderEvent<E extends Event> = E & { currentTarget: HTMLElement };

export function useCardDrag(id: () => string) {
  const editor = useEditor();
  const actions = useRosterActions();
  const zone = (): DropZone | null => {
    const target = dropTarget();
    return target?.id === id() ? target.zone : null;
  };
  return {
    zone,
    isDragged: () => dragging() === id(),
    handlers: {
      draggable: true,
      onDragStart(event: HeaderEvent<DragEvent>) {
        event.dataTransfer?.setData('text/plain', id());
        if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
        setDragging(id());
      },
      onDragEnd() {
        setDragging(null);
        setDropTarget(null);
      },
      onDragOver(event: HeaderEvent<DragEvent>) {
        const dragged = dragging();
        // A formation cannot go inside itself: no drop zone on its own units.
        if (dragged === null || withDescendants(editor.cards(), dragged).has(id())) return;
        event.preventDefault();
        const rect = event.currentTarget.getBoundingClientRect();
        const fraction = rect.height > 0 ? (event.clientY - rect.top) / rect.height : 0.5;
        const next = zoneAt(
          fraction,
          middleAction(editor.list(), editor.cards(), editor.structure(), editor.catalogue, dragged, id()),
        );
        if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
        const current = dropTarget();
        if (current?.id !== id() || current.zone !== next) setDropTarget({ id: id(), zone: next });
      },
      onDragLeave(event: HeaderEvent<DragEvent>) {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null) && zone() !== null)
          setDropTarget(null);
      },
      onDrop(event: HeaderEvent<DragEvent>) {
        const dragged = dragging();
        const where = zone();
        setDropTarget(null);
        setDragging(null);
        if (dragged === null || where === null) return;
        event.preventDefault();
        event.stopPropagation();
        const target = id();
        if (where === 'before') actions.place(dragged, { before: target });
        else if (where === 'after') actions.place(dragged, { after: target });
        else if (where === 'attach') actions.attach(dragged, target);
        else if (where === 'embark') actions.embark(dragged, target);
        else actions.place(dragged, { into: target });
      },
    },
  };
}
