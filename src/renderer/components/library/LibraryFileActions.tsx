import { createSignal } from 'solid-js';
import { useApi } from '../../api/context';
import { useI18n } from '../../i18n/i18n';
import { askConfirmation } from '../../state/confirmation';
import { exportLibraryFile, previewLibraryText } from '../../state/library-transfer';
import { announce } from '../../state/toasts';
import { Icon } from '../common/Icon';
import { ImportButton } from './ImportButton';

/**
 * The whole library as one file: export it, or import one after saying what importing does (lists are
 * added, a list already here is replaced only by a newer copy, nothing is deleted).
 */
export function LibraryFileActions(props: { onImported: () => void }) {
  const api = useApi();
  const { t, errorText } = useI18n();
  const [exporting, setExporting] = createSignal(false);

  const exportAll = async () => {
    setExporting(true);
    try {
      const result = await exportLibraryFile(api, t('libraryFile.fileType'));
      if (!result.ok)
        return announce(t('libraryFile.exportFailed', { message: errorText(result.error) }), {
          tone: 'error',
        });
      if (result.value)
        announce(t('libraryFile.exported', { file: result.value.fileName, n: result.value.lists }));
    } finally {
      setExporting(false);
    }
  };

  const importText = async (text: string) => {
    const preview = previewLibraryText(text);
    if (!preview.ok)
      return announce(t('libraryFile.failed', { message: t(`libraryFile.reasons.${preview.reason}`) }), {
        tone: 'error',
      });
    const yes = await askConfirmation({
      title: t('libraryFile.confirmTitle'),
      body: t('libraryFile.confirmBody', { n: preview.lists }),
      confirm: t('libraryFile.confirm'),
    });
    if (!yes) return;
    const result = await api.importLibrary({ text });
    if (!result.ok)
      return announce(t('libraryFile.failed', { message: errorText(result.error) }), { tone: 'error' });
    const report = result.value;
    announce(t('libraryFile.imported', report));
    if (report.needingData > 0) announce(t('libraryFile.needingData', { n: report.needingData }));
    if (report.refused.length > 0)
      announce(
        t('libraryFile.refused', {
          n: report.refused.length,
          names: report.refused.map((r) => r.name).join(', '),
        }),
        { tone: 'error' },
      );
    props.onImported();
  };

  return (
    <section class="library-file" aria-labelledby="library-file-heading" data-testid="library-file">
      <div>
        <h3 id="library-file-heading">{t('libraryFile.heading')}</h3>
        <p class="muted">{t('libraryFile.intro')}</p>
      </div>
      <div class="library-file-actions">
        <button
          type="button"
          class="button secondary"
          disabled={exporting()}
          onClick={() => void exportAll()}
        >
          <Icon name="download" />
          {exporting() ? t('libraryFile.exporting') : t('libraryFile.export')}
        </button>
        <ImportButton
          onFile={importText}
          label={t('libraryFile.import')}
          testId="library-import-input"
          battleScribe={false}
        />
      </div>
    </section>
  );
}
