/**
 * An import of community data followed from the page: started as a job, its progress polled (the
 * same over IPC and HTTP), until it ends with a report, a cancel or a failure. The work itself runs
 * in the service's worker thread: the page and the main process stay free meanwhile.
 */
import type { ImportJobState, ImportProgress } from '../../core';
import type { ApiInput, MusterClient } from '../../shared/api-contract';
import type { ApiError } from '../../shared/api-result';

const POLL_MS = 150;

export type ImportJobEnd =
  Exclude<ImportJobState, { state: 'running' }> | { state: 'error'; error: ApiError };

export interface ImportJobHandle {
  /** Asks the service to stop the import: it ends `cancelled`, nothing stored. */
  cancel(): void;
  ended: Promise<ImportJobEnd>;
}

export function followImportJob(
  api: MusterClient,
  input: ApiInput<'startGameDataImport'>,
  onProgress: (progress: ImportProgress) => void,
): ImportJobHandle {
  let id: string | undefined;
  let cancelAsked = false;
  const cancel = () => {
    cancelAsked = true;
    if (id !== undefined) void api.cancelGameDataImport({ id });
  };
  const ended = (async (): Promise<ImportJobEnd> => {
    const started = await api.startGameDataImport(input);
    if (!started.ok) return { state: 'error', error: started.error };
    id = started.value.id;
    if (cancelAsked) void api.cancelGameDataImport({ id });
    let state: ImportJobState = started.value;
    while (state.state === 'running') {
      onProgress(state.progress);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const polled = await api.gameDataImportProgress({ id });
      if (!polled.ok) return { state: 'error', error: polled.error };
      state = polled.value;
    }
    onProgress(state.progress);
    return state;
  })();
  return { cancel, ended };
}

/** How far the bar is, from 0 to 1: by bytes when their total is known, else by files. */
export function progressFraction(progress: ImportProgress): number | undefined {
  if (progress.bytesTotal > 0) return progress.bytesDone / progress.bytesTotal;
  if (progress.filesTotal > 0) return progress.filesDone / progress.filesTotal;
  return undefined;
}

/**
 * Follows the import job running now in the service (an update's, started inside its own call), until
 * stopped: `onState` is told its state at each poll, or null while none runs.
 */
export function watchCurrentJob(
  api: MusterClient,
  onState: (state: Extract<ImportJobState, { state: 'running' }> | null) => void,
): () => void {
  let stopped = false;
  void (async () => {
    while (!stopped) {
      const polled = await api.currentGameDataJob({});
      if (stopped) return;
      onState(polled.ok && polled.value?.state === 'running' ? polled.value : null);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();
  return () => {
    stopped = true;
  };
}
