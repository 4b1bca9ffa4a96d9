import { createSignal } from 'solid-js';
import type { ApiError } from '../../../shared/api-result';
import { useApi } from '../../api/context';
import { useI18n } from '../../i18n/i18n';
import { desktopBridge, handleMenuCommands } from '../../state/desktop';
import { desktopRosterFileName, rosterFileText } from '../../state/download';
import { useEditor } from '../../state/editor-context';
import { paper, printRoster } from '../../state/roster-files';
import { announce } from '../../state/toasts';
import { ToolButton } from '../common/ToolButton';
import { ExportDialog } from './ExportDialog';
import { ShareDialog } from './ShareDialog';

/** Exporter… and Imprimer in the editor's toolbar; on the desktop, the File menu's commands too. */
export function EditorFileActions() {
  const api = useApi();
  const editor = useEditor();
  const { t, locale } = useI18n();
  const [exporting, setExporting] = createSignal(false);
  const [sharing, setSharing] = createSignal(false);
  const failed = (key: 'exporting.failed' | 'exporting.printFailed', error: ApiError) =>
    announce(
      error.code === 'unavailable' ? t('exporting.pdfUnavailable') : t(key, { message: error.message }),
      {
        tone: 'error',
      },
    );

  const print = async () => {
    await editor.autosave.flush();
    const result = await printRoster(api, editor.list(), { lang: locale(), paper: paper() });
    if (!result.ok) failed('exporting.printFailed', result.error);
  };

  /** Desktop "Enregistrer sous…": the roster file, through the native dialog. */
  const saveAs = async () => {
    const bridge = desktopBridge();
    if (!bridge) return;
    const list = editor.list();
    const result = await bridge.saveFileAs({
      suggestedName: desktopRosterFileName(list),
      filters: [{ name: t('desktop.rosterFiles'), extensions: ['muster'] }],
      content: rosterFileText(list),
      encoding: 'utf8',
    });
    if (!result.ok) failed('exporting.failed', result.error);
    else if (result.value.saved) announce(t('exporting.saved', { file: result.value.fileName }));
  };

  handleMenuCommands((command) => {
    if (command === 'export') setExporting(true);
    else if (command === 'print') void print();
    else if (command === 'save-as') void saveAs();
    else return false;
    return true;
  });

  return (
    <>
      <ToolButton
        icon="download"
        text={t('editor.export')}
        label={t('editor.exportLabel')}
        opensDialog
        onClick={() => setExporting(true)}
      />
      <ToolButton
        icon="print"
        text={t('editor.print')}
        label={t('editor.printLabel')}
        onClick={() => void print()}
      />
      <ToolButton
        icon="link"
        text={t('share.button')}
        label={t('share.buttonLabel')}
        opensDialog
        onClick={() => setSharing(true)}
      />
      <ExportDialog open={exporting()} onClose={() => setExporting(false)} />
      <ShareDialog open={sharing()} onClose={() => setSharing(false)} />
    </>
  );
}
