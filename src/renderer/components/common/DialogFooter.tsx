import { Show, type JSX } from 'solid-js';
import { useI18n } from '../../i18n/i18n';

/** The end of a dialog's form: what went wrong, if anything (read out at once), then Annuler and the actions. */
export function DialogFooter(props: { problem: string | null; onCancel: () => void; children: JSX.Element }) {
  const { t } = useI18n();
  return (
    <>
      <Show when={props.problem}>
        <p class="form-error" role="alert">
          {props.problem}
        </p>
      </Show>
      <div class="modal-actions">
        <button type="button" class="button secondary" onClick={() => props.onCancel()}>
          {t('common.cancel')}
        </button>
        {props.children}
      </div>
    </>
  );
}
