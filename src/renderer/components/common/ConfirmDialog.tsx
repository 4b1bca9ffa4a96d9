import { AlertDialog } from '@kobalte/core/alert-dialog';

/** Asks before something destructive; the safe choice (Annuler) has the focus first. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <AlertDialog open={props.open} onOpenChange={(open) => !open && props.onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay class="modal-overlay" />
        <div class="modal-positioner">
          <AlertDialog.Content class="modal modal-small" data-testid="confirm-dialog">
            <AlertDialog.Title class="modal-title">{props.title}</AlertDialog.Title>
            <AlertDialog.Description class="modal-description">{props.body}</AlertDialog.Description>
            <div class="modal-actions">
              {/* Named as it reads: Kobalte would call it "Dismiss", in English, whatever the language. */}
              <AlertDialog.CloseButton class="button secondary" autofocus aria-label={props.cancel}>
                {props.cancel}
              </AlertDialog.CloseButton>
              <button type="button" class="button danger" onClick={() => props.onConfirm()}>
                {props.confirm}
              </button>
            </div>
          </AlertDialog.Content>
        </div>
      </AlertDialog.Portal>
    </AlertDialog>
  );
}
