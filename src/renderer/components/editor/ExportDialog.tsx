import { createEffect, createSignal, createUniqueId, on, Show } from 'solid-js';
import {
  PAPER_SIZES,
  PRINT_LAYOUTS,
  ROSTER_EXPORT_FORMATS,
  type RosterExportFormat,
} from '../../../shared/export-formats';
import type { ApiError } from '../../../shared/api-result';
import { useApi } from '../../api/context';
import { useI18n, type Locale } from '../../i18n/i18n';
import { desktopBridge } from '../../state/desktop';
import { useEditor } from '../../state/editor-context';
import {
  exportRosterFile,
  glossary,
  layout,
  paper,
  printRoster,
  setGlossary,
  setLayout,
  setPaper,
} from '../../state/roster-files';
import { announce } from '../../state/toasts';
import { rosterFileExportRefusalText } from '../../../core';
import { DialogFooter } from '../common/DialogFooter';
import { Modal } from '../common/Modal';
import { SelectField } from '../common/SelectField';

/** Each language in its own words. */
const LANGUAGES = [
  { value: 'fr', label: 'Français', lang: 'fr' },
  { value: 'en', label: 'English', lang: 'en' },
] as const;

/** Format, language (the interface's by default), paper and layout, then Exporter, or Imprimer. */
export function ExportDialog(props: { open: boolean; onClose: () => void }) {
  const api = useApi();
  const editor = useEditor();
  const { t, locale } = useI18n();
  const hintId = createUniqueId();
  const glossaryHintId = createUniqueId();
  const [format, setFormat] = createSignal<RosterExportFormat>('html');
  const [lang, setLang] = createSignal<Locale>(locale());
  const [busy, setBusy] = createSignal(false);
  const [problem, setProblem] = createSignal<string | null>(null);
  const paged = () => format() === 'html' || format() === 'pdf';

  createEffect(
    on(
      () => props.open,
      (open) => {
        if (!open) return;
        setLang(locale());
        setProblem(null);
      },
    ),
  );

  /** A built-in faction's list has no BattleScribe ids: the service refuses it (roster-export-handlers.ts). */
  const refusedRosz = (error: ApiError) =>
    error.code === 'invalid-input' && (error.details ?? []).some((line) => line.startsWith('format: rosz:'));

  const explain = (error: ApiError, key: 'exporting.failed' | 'exporting.printFailed') =>
    error.code === 'unavailable'
      ? t('exporting.pdfUnavailable')
      : refusedRosz(error)
        ? rosterFileExportRefusalText({ code: 'builtin-faction', faction: editor.cards().faction }, locale())
        : t(key, { message: error.message });

  /**
   * Runs one action on the list as the editor holds it; whatever the autosave still holds is stored
   * first, and a failed save does not change what is exported.
   */
  const busyWhile = async <T,>(action: () => Promise<T>): Promise<T> => {
    setBusy(true);
    setProblem(null);
    try {
      await editor.autosave.flush();
      return await action();
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const choice = { format: format(), lang: lang(), paper: paper(), layout: layout(), glossary: glossary() };
    const filterName = t(`exporting.formats.${choice.format}`);
    const result = await busyWhile(() => exportRosterFile(api, editor.list(), choice, filterName));
    if (!result.ok) return setProblem(explain(result.error, 'exporting.failed'));
    if (result.value === null) return;
    props.onClose();
    const file = result.value;
    announce(desktopBridge() ? t('exporting.saved', { file }) : t('library.exported', { file }));
  };

  const print = async () => {
    const choice = { lang: lang(), paper: paper(), layout: layout(), glossary: glossary() };
    const result = await busyWhile(() => printRoster(api, editor.list(), choice));
    if (!result.ok) return setProblem(explain(result.error, 'exporting.printFailed'));
    props.onClose();
  };

  return (
    <Modal
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={t('exporting.title')}
      description={t('exporting.description')}
      testId="export-dialog"
    >
      <form class="form" onSubmit={(event) => void submit(event)} novalidate aria-busy={busy()}>
        <SelectField
          label={t('exporting.format')}
          value={format()}
          options={ROSTER_EXPORT_FORMATS.map((f) => ({ value: f, label: t(`exporting.formats.${f}`) }))}
          onChange={setFormat}
          describedBy={hintId}
        >
          <p class="field-hint" id={hintId}>
            {t(`exporting.hints.${format()}`)}
          </p>
        </SelectField>
        <div class="field-row">
          <SelectField
            class="grow"
            label={t('exporting.lang')}
            value={lang()}
            options={LANGUAGES}
            onChange={setLang}
          />
          <Show when={paged()}>
            <SelectField
              class="grow"
              label={t('exporting.paper')}
              value={paper()}
              options={PAPER_SIZES.map((p) => ({ value: p, label: t(`exporting.papers.${p}`) }))}
              onChange={setPaper}
            />
          </Show>
        </div>
        <Show when={paged()}>
          <SelectField
            label={t('exporting.layout')}
            value={layout()}
            options={PRINT_LAYOUTS.map((l) => ({ value: l, label: t(`exporting.layouts.${l}`) }))}
            onChange={setLayout}
          />
          <label class="check">
            <input
              type="checkbox"
              data-testid="export-glossary"
              checked={glossary()}
              aria-describedby={glossaryHintId}
              onChange={(event) => setGlossary(event.currentTarget.checked)}
            />
            <span>{t('exporting.glossary')}</span>
          </label>
          <p class="check-hint" id={glossaryHintId}>
            {t('exporting.glossaryHint')}
          </p>
        </Show>
        <DialogFooter problem={problem()} onCancel={() => props.onClose()}>
          <button type="button" class="button secondary" disabled={busy()} onClick={() => void print()}>
            {t('exporting.print')}
          </button>
          <button type="submit" class="button primary" disabled={busy()}>
            {busy() ? t('exporting.busy') : t('exporting.submit')}
          </button>
        </DialogFooter>
      </form>
    </Modal>
  );
}
