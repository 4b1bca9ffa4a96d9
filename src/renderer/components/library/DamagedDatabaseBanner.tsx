import { createSignal, Show } from 'solid-js';
import { useApi } from '../../api/context';
import { useI18n } from '../../i18n/i18n';
import { announce } from '../../state/toasts';
import { Icon } from '../common/Icon';

// Once restored or dismissed, the banner stays away for this session, even back from the editor: the
// start's state (main's) does not change until the next start.
const [settled, setSettled] = createSignal(false);

/**
 * Shown when this start found the database damaged: main kept the file aside and opened a fresh one.
 * Names the kept file and restores the lists from the latest backup.
 */
export function DamagedDatabaseBanner(props: { file: string | undefined; onRestored: () => void }) {
  const api = useApi();
  const { t, errorText } = useI18n();
  const [busy, setBusy] = createSignal(false);

  const restore = async () => {
    setBusy(true);
    try {
      const result = await api.restoreBackup({});
      if (!result.ok) {
        const message =
          result.error.code === 'not-found'
            ? t('recovery.noBackup')
            : t('recovery.failed', { message: errorText(result.error) });
        return announce(message, { tone: 'error' });
      }
      const { added, updated, file } = result.value;
      announce(t('recovery.restored', { n: added + updated, file: file.split(/[\\/]/).pop() ?? file }));
      setSettled(true);
      props.onRestored();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Show when={!settled() && props.file}>
      {(file) => (
        <section
          class="recovery-banner"
          role="alert"
          aria-labelledby="recovery-title"
          data-testid="recovery-banner"
        >
          <Icon name="error" />
          <div class="recovery-text">
            <h3 id="recovery-title">{t('recovery.title')}</h3>
            <p>
              {t('recovery.body')} <code data-testid="damaged-file">{file()}</code>
            </p>
            <p class="muted">{t('recovery.hint')}</p>
            <div class="recovery-actions">
              <button type="button" class="button primary" disabled={busy()} onClick={() => void restore()}>
                {busy() ? t('recovery.restoring') : t('recovery.restore')}
              </button>
              <button type="button" class="button ghost" onClick={() => setSettled(true)}>
                {t('recovery.dismiss')}
              </button>
            </div>
          </div>
        </section>
      )}
    </Show>
  );
}
