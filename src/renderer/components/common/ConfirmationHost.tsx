import { useI18n } from '../../i18n/i18n';
import { pendingConfirmation } from '../../state/confirmation';
import { ConfirmDialog } from './ConfirmDialog';

/** The one place questions asked with askConfirmation() are shown. */
export function ConfirmationHost() {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      open={pendingConfirmation() !== null}
      title={pendingConfirmation()?.title ?? ''}
      body={pendingConfirmation()?.body ?? ''}
      confirm={pendingConfirmation()?.confirm ?? ''}
      cancel={t('common.cancel')}
      onConfirm={() => pendingConfirmation()?.answer(true)}
      onCancel={() => pendingConfirmation()?.answer(false)}
    />
  );
}
