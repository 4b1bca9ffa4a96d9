import { Show } from 'solid-js';
import type { ImportProgress } from '../../../core';
import { useI18n } from '../../i18n/i18n';
import { progressFraction } from '../../state/import-job';

/**
 * An import running in the service: a bar (by bytes, or by files while their size is unknown), the
 * phase, the files and megabytes done, and "Annuler". The figures are the bar's value text, so that
 * the status region around it says only the phase as it changes, not every figure.
 */
export function ImportProgressBar(props: {
  progress: ImportProgress;
  text: string;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const figures = () => {
    const { filesDone, filesTotal, bytesDone, bytesTotal } = props.progress;
    const parts: string[] = [];
    if (filesTotal > 0) parts.push(t('gameData.progressFiles', { done: filesDone, total: filesTotal }));
    if (bytesTotal > 0) parts.push(t('gameData.progressBytes', { done: bytesDone, total: bytesTotal }));
    return parts.join(' · ');
  };
  const fraction = () => progressFraction(props.progress);
  return (
    <>
      <Show
        when={fraction() !== undefined}
        fallback={<progress aria-label={t('gameData.progress')} data-testid="game-data-progress-bar" />}
      >
        <progress
          aria-label={t('gameData.progress')}
          aria-valuetext={figures()}
          max={1000}
          value={Math.round((fraction() ?? 0) * 1000)}
          data-testid="game-data-progress-bar"
        />
      </Show>
      <span>{props.text}</span>
      <span class="muted" aria-hidden="true" data-testid="game-data-progress-figures">
        {figures()}
      </span>
      <button
        type="button"
        class="button"
        aria-label={t('gameData.cancelLabel')}
        disabled={props.cancelling}
        data-testid="game-data-cancel"
        onClick={() => props.onCancel()}
      >
        {t('gameData.cancel')}
      </button>
    </>
  );
}
