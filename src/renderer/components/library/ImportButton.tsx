import { createSignal } from 'solid-js';
import { useApi } from '../../api/context';
import { useI18n } from '../../i18n/i18n';
import { readAsBase64 } from '../../state/game-data';
import { navigate } from '../../state/route';
import { importBattleScribeRoster } from '../../state/battlescribe-import';
import { Icon } from '../common/Icon';

/** BattleScribe and New Recruit rosters: imported by the service as lists of their imported faction. */
const BATTLESCRIBE_ROSTER = /\.rosz?$/i;

/**
 * A real button that opens the file picker (a styled label would not take the keyboard focus). A Muster
 * list (.json) goes to `onFile`; a BattleScribe roster (.ros, .rosz), when `battleScribe` is not false,
 * is imported here (`importRosterFile`): the new list opens in the editor, and what the player should
 * know (costs computed again, other revisions of the data) is said; a refusal says why, nothing stored.
 */
export function ImportButton(props: {
  onFile: (text: string, fileName: string) => Promise<void>;
  /** The button's words; "Importer un fichier" (one list) when left out. */
  label?: string;
  testId?: string;
  /** Whether BattleScribe rosters (.ros, .rosz) are taken too (default: yes). */
  battleScribe?: boolean;
}) {
  const api = useApi();
  const i18n = useI18n();
  const { t } = i18n;
  const [busy, setBusy] = createSignal(false);
  const takesRosters = () => props.battleScribe !== false;
  let input!: HTMLInputElement;

  const importRosterFile = async (file: File) => {
    const roster = await importBattleScribeRoster(api, i18n, file.name, await readAsBase64(file));
    if (roster) navigate({ page: 'editor', rosterId: roster.id });
  };

  const read = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      if (takesRosters() && BATTLESCRIBE_ROSTER.test(file.name)) await importRosterFile(file);
      else await props.onFile(await file.text(), file.name);
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
        accept={takesRosters() ? '.json,.muster,application/json,.ros,.rosz' : '.json,application/json'}
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
