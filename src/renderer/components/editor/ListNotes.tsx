import { createUniqueId } from 'solid-js';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import { setListFields } from '../../../core';

/** The roster file's longest allowed notes (its schema says so). */
const NOTES_MAX = 10_000;

/**
 * The list's own notes (battle plan, reminders), printed and exported with it. Each keystroke is part
 * of the list at once and saved like any edit; keystrokes in a row are one undo step.
 */
export function ListNotes() {
  const editor = useEditor();
  const { t } = useI18n();
  const id = createUniqueId();
  const type = (value: string) => {
    const notes = value.slice(0, NOTES_MAX);
    editor.apply((list) => setListFields(list, editor.unitContext, { notes }), { typing: 'roster-notes' });
  };
  return (
    <div class="field list-notes">
      <label for={id}>{t('editor.notes')}</label>
      <textarea
        id={id}
        rows="3"
        maxlength={NOTES_MAX}
        placeholder={t('editor.notesPlaceholder')}
        value={editor.cards().notes ?? ''}
        onInput={(event) => type(event.currentTarget.value)}
        onChange={() => editor.endTyping()}
        data-testid="list-notes"
      />
    </div>
  );
}
