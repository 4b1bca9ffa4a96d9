import type { EditorStore } from './editor-store';
import { changedSelection } from './undo-target';
import { focusSelection } from './use-roster-actions';

/**
 * Undoes or redoes one step and gives the keyboard back to the unit that step changed, selected and in
 * view, so that the player sees what came back. Returns whether there was a step.
 */
export function stepHistory(editor: EditorStore, direction: 'undo' | 'redo'): boolean {
  const before = editor.cards();
  const done = direction === 'undo' ? editor.undo() : editor.redo();
  if (!done) return false;
  const id = changedSelection(before, editor.cards());
  if (id !== null) {
    editor.select(id);
    focusSelection(id);
  }
  return true;
}
