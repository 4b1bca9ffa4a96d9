import { createSignal, onCleanup, Show } from 'solid-js';
import type { ImportJobState } from '../../../core';
import { useApi } from '../../api/context';
import { useI18n } from '../../i18n/i18n';
import { watchCurrentJob } from '../../state/import-job';
import { ImportProgressBar } from './ImportProgressBar';

/**
 * The progress of a call that stores through an import job it starts itself (a subscription, an
 * update): while it is shown, the job running now is polled and drawn as an import's bar, with
 * "Annuler"; before the job starts (the files are fetched), an indeterminate bar with `text`.
 * The call itself then answers the cancel (code `cancelled`).
 */
export function RunningJobProgress(props: { text: string }) {
  const api = useApi();
  const { t } = useI18n();
  const [job, setJob] = createSignal<Extract<ImportJobState, { state: 'running' }> | null>(null);
  const [cancelled, setCancelled] = createSignal<string | null>(null);
  onCleanup(watchCurrentJob(api, setJob));
  const cancel = () => {
    const running = job();
    if (!running || cancelled() === running.id) return;
    setCancelled(running.id);
    void api.cancelGameDataImport({ id: running.id });
  };
  return (
    <Show
      when={job()}
      fallback={
        <>
          <progress aria-label={t('gameData.progress')} />
          <span>{props.text}</span>
        </>
      }
    >
      {(running) => (
        <ImportProgressBar
          progress={running().progress}
          text={
            cancelled() === running().id
              ? t('gameData.cancelling')
              : `${props.text} — ${t(`gameData.phase.${running().progress.phase}`)}`
          }
          cancelling={cancelled() === running().id}
          onCancel={cancel}
        />
      )}
    </Show>
  );
}
