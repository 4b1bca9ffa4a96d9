import { Show } from 'solid-js';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';

// Kept here rather than in the dictionaries, which another change is reworking: three strings only.
const TEXT = {
  fr: {
    message:
      'Cette liste a été enregistrée ailleurs (autre fenêtre, onglet ou commande) depuis son ouverture.',
    reload: 'Recharger',
    keep: 'Garder ma version',
  },
  en: {
    message: 'This list was saved elsewhere (another window, tab or command) since it was opened.',
    reload: 'Reload',
    keep: 'Keep my version',
  },
} as const;

/**
 * Shown when a save was refused because the list changed elsewhere: reload the saved list (this
 * copy's edits are dropped) or keep this copy (it overwrites the other).
 */
export function SaveConflict() {
  const editor = useEditor();
  const { locale } = useI18n();
  const text = () => TEXT[locale()];
  return (
    <Show when={editor.conflict()}>
      <span class="save-conflict" role="alert" data-testid="save-conflict">
        {text().message}{' '}
        <button type="button" class="button" onClick={() => window.location.reload()}>
          {text().reload}
        </button>{' '}
        <button type="button" class="button" onClick={() => void editor.keepMine()}>
          {text().keep}
        </button>
      </span>
    </Show>
  );
}
