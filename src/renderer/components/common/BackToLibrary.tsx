import { useI18n } from '../../i18n/i18n';
import { navigate } from '../../state/route';
import { Icon } from './Icon';

/** "Mes listes": back to the library from a page that has nothing to save first. */
export function BackToLibrary() {
  const { t } = useI18n();
  return (
    <button
      type="button"
      class="button ghost back"
      onClick={() => navigate({ page: 'library' })}
      aria-label={t('editor.backLabel')}
    >
      <Icon name="back" />
      {t('editor.back')}
    </button>
  );
}
