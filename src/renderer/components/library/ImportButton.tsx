import { createSignal } from 'solid-js';
import { useI18n } from '../../i18n/i18n';
import { Icon } from '../common/Icon';

/** A real button that opens the file picker (a styled label would not take the keyboard focus). */
export function ImportButton(props: {
  onFile: (text: string, fileName: string) => Promise<void>;
  /** The button's words; "Importer un fichier" (one list) when left out. */
  label?: string;
  testId?: string;
}) {
  const { t } = useI18n();
  const [busy, setBusy] = createSignal(false);
  let input!: HTMLInputElement;
  const read = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      await props.onFile(await file.text(), file.name);
    } finally {
      setBusy(false);
      // Picking the same file again must fire change again.
      input.value = '';
    }
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        class="visually-hidden"
        tabindex="-1"
        aria-hidden="true"
        data-testid={props.testId ?? 'import-input'}
        onChange={(event) => void read(event.currentTarget.files?.[0])}
      />
      <button type="button" class="button secondary" disabled={busy()} onClick={() => input.click()}>
        <Icon name="upload" />
        {busy() ? t('library.importing') : (props.label ?? t('library.import'))}
      </button>
    </>
  );
}
