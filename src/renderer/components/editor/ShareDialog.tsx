import { createResource, createUniqueId, Match, Show, Switch } from 'solid-js';
import { qrCodeOf } from '../../../core';
import type { RosterShare } from '../../../shared/api-contract';
import type { ApiResult } from '../../../shared/api-result';
import { useApi } from '../../api/context';
import { useI18n } from '../../i18n/i18n';
import { useEditor } from '../../state/editor-context';
import { announce } from '../../state/toasts';
import { Icon } from '../common/Icon';
import { Modal } from '../common/Modal';

/**
 * "Partager": the saved list as a share code ("muster:2:…"), its QR code and its fingerprint. Whatever
 * the autosave still holds is stored first, so the code is the list as the player sees it.
 */
export function ShareDialog(props: { open: boolean; onClose: () => void }) {
  const api = useApi();
  const editor = useEditor();
  const { t, errorText } = useI18n();
  const codeId = createUniqueId();
  const hintId = createUniqueId();
  const [share] = createResource(
    () => (props.open ? editor.cards().id : null),
    async (id): Promise<ApiResult<RosterShare>> => {
      await editor.autosave.flush();
      return api.shareRoster({ id });
    },
  );
  const ready = () => {
    const result = share.state === 'ready' ? share() : undefined;
    return result?.ok ? result.value : null;
  };
  const failure = () => {
    const result = share.state === 'ready' ? share() : undefined;
    return result && !result.ok ? t('share.failed', { message: errorText(result.error) }) : null;
  };
  const qr = () => {
    const value = ready();
    return value ? qrCodeOf(value.code) : null;
  };
  let field: HTMLTextAreaElement | undefined;

  const copy = async () => {
    const value = ready();
    if (!value) return;
    try {
      await navigator.clipboard.writeText(value.code);
      announce(t('share.copied'));
    } catch {
      field?.select();
      announce(t('share.copyFailed'), { tone: 'error' });
    }
  };

  return (
    <Modal
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={t('share.title')}
      description={t('share.description')}
      testId="share-dialog"
    >
      <div class="form share-body" aria-busy={share.loading}>
        <Switch>
          <Match when={share.loading}>
            <p class="muted">{t('share.loading')}</p>
          </Match>
          <Match when={failure()}>
            <p class="form-error" role="alert">
              {failure()}
            </p>
          </Match>
          <Match when={ready()}>
            {(value) => (
              <div class="share-layout">
                <Show
                  when={qr()}
                  fallback={
                    <p class="share-qr-missing muted" data-testid="share-qr-missing">
                      {t('share.qrTooLong')}
                    </p>
                  }
                >
                  {(code) => (
                    <svg
                      class="share-qr"
                      data-testid="share-qr"
                      role="img"
                      aria-label={t('share.qrLabel', { name: editor.cards().name })}
                      viewBox={`0 0 ${code().size} ${code().size}`}
                      shape-rendering="crispEdges"
                    >
                      <rect width={code().size} height={code().size} fill="#fff" />
                      <path d={code().path} fill="#000" />
                    </svg>
                  )}
                </Show>
                <div class="share-text">
                  <div class="field">
                    <label for={codeId}>{t('share.code')}</label>
                    <textarea
                      id={codeId}
                      ref={field}
                      class="share-code"
                      data-testid="share-code"
                      readonly
                      rows={5}
                      spellcheck={false}
                      value={value().code}
                      onFocus={(event) => event.currentTarget.select()}
                    />
                  </div>
                  <p class="share-fingerprint">
                    {t('share.fingerprint')}{' '}
                    <code data-testid="share-fingerprint">{value().fingerprint}</code>
                  </p>
                  <p class="field-hint" id={hintId}>
                    {t('share.fingerprintHint')}
                  </p>
                </div>
              </div>
            )}
          </Match>
        </Switch>
        <div class="modal-actions">
          <button type="button" class="button secondary" onClick={() => props.onClose()}>
            {t('share.close')}
          </button>
          <button type="button" class="button primary" disabled={!ready()} onClick={() => void copy()}>
            <Icon name="copy" />
            {t('share.copy')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
