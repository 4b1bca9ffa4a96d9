import { createEffect, createSignal, createUniqueId } from 'solid-js';
import type { ListCards } from '../../../core';
import { shareCodeListName } from '../../../core';
import { mayImportName } from '../../state/desktop-menu';
import { useApi } from '../../api/context';
import { useI18n } from '../../i18n/i18n';
import { announce } from '../../state/toasts';
import { DialogFooter } from '../common/DialogFooter';
import { Modal } from '../common/Modal';

/**
 * "Ouvrir un code": a share code pasted by the player becomes a new list of the library. A code that
 * cannot be read says why, in the interface's language, and adds nothing; a code whose list name the
 * library already has asks first, as a file does.
 */
export function OpenCodeDialog(props: {
  open: boolean;
  onClose: () => void;
  onOpened: (roster: ListCards) => void;
}) {
  const api = useApi();
  const { t, errorText } = useI18n();
  const id = createUniqueId();
  const [code, setCode] = createSignal('');
  const [busy, setBusy] = createSignal(false);
  const [problem, setProblem] = createSignal<string | null>(null);
  createEffect(() => {
    if (!props.open) return;
    setCode('');
    setProblem(null);
  });

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (code().trim() === '') return setProblem(t('share.openEmpty'));
    setBusy(true);
    setProblem(null);
    try {
      // A list of the same name already in the library: asked first, as for a file.
      if (!(await mayImportName(api, t, shareCodeListName(code()), 'code'))) return;
      const result = await api.importShareCode({ code: code() });
      if (!result.ok) return setProblem(t('share.openFailed', { message: errorText(result.error) }));
      announce(t('share.opened', { name: result.value.name }));
      props.onOpened(result.value);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={t('share.openTitle')}
      description={t('share.openDescription')}
      testId="open-code-dialog"
    >
      <form class="form" onSubmit={(event) => void submit(event)} novalidate aria-busy={busy()}>
        <div class="field">
          <label for={id}>{t('share.openField')}</label>
          <textarea
            id={id}
            class="share-code"
            data-testid="open-code-input"
            rows={5}
            spellcheck={false}
            placeholder={t('share.openPlaceholder')}
            value={code()}
            onInput={(event) => setCode(event.currentTarget.value)}
          />
        </div>
        <DialogFooter problem={problem()} onCancel={() => props.onClose()}>
          <button type="submit" class="button primary" disabled={busy()}>
            {busy() ? t('share.opening') : t('share.openSubmit')}
          </button>
        </DialogFooter>
      </form>
    </Modal>
  );
}
