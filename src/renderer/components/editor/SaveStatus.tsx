import { Match, Switch } from 'solid-js';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import { Icon } from '../common/Icon';
import { SaveConflict } from './SaveConflict';

/** Says whether the last edit is safely stored: the list is saved after every change, never by hand. */
export function SaveStatus() {
  const editor = useEditor();
  const { t, time } = useI18n();
  return (
    <span class="save-status" data-testid="save-status" data-state={editor.autosave.status()}>
      <Switch>
        <Match when={editor.conflict()}>
          <SaveConflict />
        </Match>
        <Match when={editor.autosave.status() === 'error'}>
          <span class="text-error" role="alert">
            <Icon name="error" /> {t('editor.saveError', { message: editor.autosave.error() ?? '' })}
          </span>
        </Match>
        <Match when={editor.autosave.status() === 'saving'}>{t('editor.saving')}</Match>
        <Match when={editor.autosave.status() === 'pending'}>{t('editor.pending')}</Match>
        <Match when={editor.autosave.lastSaved()}>
          {(at) => (
            <>
              <Icon name="check" /> {t('editor.savedAt', { time: time(at()) })}
            </>
          )}
        </Match>
        <Match when={true}>
          <Icon name="check" /> {t('editor.saved')}
        </Match>
      </Switch>
    </span>
  );
}
