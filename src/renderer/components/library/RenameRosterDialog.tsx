import { createEffect, createSignal, createUniqueId } from 'solid-js';
import type { RosterSummary } from '../../../shared/roster-types';
import { useI18n } from '../../i18n/i18n';
import { DialogFooter } from '../common/DialogFooter';
import { Modal } from '../common/Modal';

export function RenameRosterDialog(props: {
  roster: RosterSummary | null;
  onClose: () => void;
  onRename: (summary: RosterSummary, name: string) => Promise<string | null>;
}) {
  const { t } = useI18n();
  const id = createUniqueId();
  const [name, setName] = createSignal('');
  const [problem, setProblem] = createSignal<string | null>(null);
  createEffect(() => {
    setName(props.roster?.name ?? '');
    setProblem(null);
  });
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const roster = props.roster;
    if (!roster) return;
    if (name().trim() === '') return setProblem(t('create.nameRequired'));
    setProblem(await props.onRename(roster, name().trim()));
  };
  return (
    <Modal
      open={props.roster !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title={t('rename.title')}
      testId="rename-dialog"
    >
      <form class="form" onSubmit={submit} novalidate>
        <div class="field">
          <label for={id}>{t('rename.name')}</label>
          <input
            id={id}
            type="text"
            maxlength="200"
            value={name()}
            onInput={(event) => setName(event.currentTarget.value)}
          />
        </div>
        <DialogFooter problem={problem()} onCancel={() => props.onClose()}>
          <button type="submit" class="button primary">
            {t('rename.submit')}
          </button>
        </DialogFooter>
      </form>
    </Modal>
  );
}
