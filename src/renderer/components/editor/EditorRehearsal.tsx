/**
 * The editor drawn once out of sight while the library is idle, with the list the player edited last
 * (prepare-open.ts), then taken away once its frame is drawn. The first open after a start
 * otherwise runs the editor's code for the first time on the player's click: its components made,
 * compiled and laid out cold. Inert and hidden from assistive technologies: nothing in it can be
 * reached, focused or read, and it changes nothing (no history, no save, no window title).
 */
import { onCleanup, onMount } from 'solid-js';
import type { MusterList } from '../../../core';
import type { FactionCatalogue } from '../../../shared/catalogue-types';
import { afterPaint } from '../../state/after-paint';
import { Editor } from './EditorPage';

export function EditorRehearsal(props: {
  list: MusterList;
  catalogue: FactionCatalogue;
  onDone: () => void;
}) {
  // Taken away once its frame is drawn: the editor's code has run and its layout is done.
  onMount(() => onCleanup(afterPaint(props.onDone)));
  return (
    <div class="editor-rehearsal" aria-hidden="true" inert>
      <Editor list={props.list} catalogue={props.catalogue} onCodexSwitched={() => undefined} rehearsal />
    </div>
  );
}
