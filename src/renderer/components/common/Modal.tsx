import { Dialog } from '@kobalte/core/dialog';
import { Show, type JSX } from 'solid-js';
import { useI18n } from '../../i18n/i18n';
import { Icon } from './Icon';

/**
 * The keyboard starts in the dialog's first field (what the player came to fill in), not on the close
 * button that comes first in its header; a dialog without fields keeps Kobalte's choice.
 */
function focusFirstField(event: Event): void {
  const content = event.currentTarget;
  if (!(content instanceof HTMLElement)) return;
  const field = content.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)',
  );
  if (!field) return;
  event.preventDefault();
  field.focus();
}

/**
 * A modal dialog: focus moves in and is trapped, Escape closes, focus returns to what opened it
 * (Kobalte does all three), the first field having the focus. `role` alertdialog is for confirmations.
 */
export function Modal(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: JSX.Element;
  testId?: string;
}) {
  const { t } = useI18n();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} modal>
      <Dialog.Portal>
        <Dialog.Overlay class="modal-overlay" />
        <div class="modal-positioner">
          <Dialog.Content class="modal" data-testid={props.testId} onOpenAutoFocus={focusFirstField}>
            <header class="modal-header">
              <Dialog.Title class="modal-title">{props.title}</Dialog.Title>
              <Dialog.CloseButton class="icon-button" aria-label={t('common.close')}>
                <Icon name="plus" class="rotate-45" />
              </Dialog.CloseButton>
            </header>
            <Show when={props.description}>
              <Dialog.Description class="modal-description">{props.description}</Dialog.Description>
            </Show>
            {props.children}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog>
  );
}
