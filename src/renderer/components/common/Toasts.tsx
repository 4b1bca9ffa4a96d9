import { For, Show } from 'solid-js';
import { dismiss, spoken, toasts } from '../../state/toasts';
import { useI18n } from '../../i18n/i18n';
import { Icon } from './Icon';

/**
 * Short messages after an action, in a polite live region so screen readers hear them too. A
 * message may carry one action ("Annuler" after a deletion), reachable by keyboard.
 */
export function Toasts() {
  const { t } = useI18n();
  return (
    <>
      <p class="visually-hidden" role="status" aria-live="polite" data-testid="spoken">
        {spoken()}
      </p>
      <div class="toasts" role="status" aria-live="polite" data-testid="toasts">
        <For each={toasts()}>
          {(toast) => (
            <div class="toast" classList={{ 'toast-error': toast.tone === 'error' }}>
              <span class="toast-message">{toast.message}</span>
              <Show when={toast.action}>
                {(action) => (
                  <button
                    type="button"
                    class="toast-action"
                    onClick={() => {
                      dismiss(toast.id);
                      action().run();
                    }}
                  >
                    {action().label}
                  </button>
                )}
              </Show>
              <button
                type="button"
                class="icon-button toast-close"
                aria-label={t('common.close')}
                onClick={() => dismiss(toast.id)}
              >
                <Icon name="plus" class="rotate-45" />
              </button>
            </div>
          )}
        </For>
      </div>
    </>
  );
}
