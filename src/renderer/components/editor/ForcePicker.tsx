import { createUniqueId, For, Show } from 'solid-js';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import { forceOfRoster, forceOptions } from '../../state/forces';
import { setListFields } from '../../../core';

/**
 * The force the list takes, and a choice of another where the faction's data offers several: the
 * verdicts and composition figures follow the force chosen (a list that no longer fits it says so).
 */
export function ForcePicker() {
  const editor = useEditor();
  const { t, locale } = useI18n();
  const id = createUniqueId();
  const unnamed = (forceId: string) => t('editor.unnamedForce', { id: forceId });
  const options = () => forceOptions(editor.catalogue, locale(), unnamed);
  const current = () => forceOfRoster(editor.catalogue, editor.cards().force, locale(), unnamed);
  return (
    <Show when={options().length > 1}>
      <div class="field inline-field force-field">
        <label for={id}>{t('editor.force')}</label>
        <select
          id={id}
          data-testid="roster-force"
          title={current()?.name ?? ''}
          value={current()?.id ?? ''}
          onChange={(event) =>
            editor.apply((list) =>
              setListFields(list, editor.unitContext, { force: event.currentTarget.value }),
            )
          }
        >
          <For each={options()}>{(option) => <option value={option.id}>{option.name}</option>}</For>
        </select>
      </div>
    </Show>
  );
}
