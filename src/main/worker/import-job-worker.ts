/**
 * The import job's side of the worker thread: runs one import (game-data/import-job.ts) and posts
 * its progress and how it ended. A cancel is a flag in memory shared with the main thread, read at
 * every step of the import (each file read, each file stored): a cancel during the storing
 * transaction throws inside it, which rolls it back.
 */
import type { GameDataImportReport } from '../../core';
import { ImportCancelled, type ImportProgress, type ImportStep } from '../../core';
import {
  ConnectionUnavailable,
  runImportJob,
  type ImportJobInput,
  type ImportJobTarget,
} from '../game-data/import-job';

export interface ImportJobWorkerData {
  role: 'import-job';
  target: ImportJobTarget;
  input: ImportJobInput;
  /** The import's date, as an ISO string. */
  now: string;
  /** One Int32: 0 while the import may go on, 1 once it is cancelled. */
  cancel: SharedArrayBuffer;
}

export type ImportJobMessage =
  | { type: 'progress'; progress: Partial<ImportProgress> }
  | { type: 'done'; report: GameDataImportReport }
  | { type: 'cancelled' }
  | { type: 'failed'; error: string }
  /** No connection could be opened in the worker: the job is run on the calling thread instead. */
  | { type: 'unavailable'; error: string };

export function isImportJobWorkerData(data: unknown): data is ImportJobWorkerData {
  return typeof data === 'object' && data !== null && (data as { role?: unknown }).role === 'import-job';
}

/** A step that throws once `cancel` is set, and otherwise reports the progress. */
export function cancellableStep(
  cancelled: () => boolean,
  report: (progress: Partial<ImportProgress>) => void,
): ImportStep {
  return (progress) => {
    if (cancelled()) throw new ImportCancelled();
    report(progress);
  };
}

export async function runImportJobWorker(
  data: ImportJobWorkerData,
  post: (message: ImportJobMessage) => void,
): Promise<void> {
  const flag = new Int32Array(data.cancel);
  const step = cancellableStep(
    () => Atomics.load(flag, 0) !== 0,
    (progress) => post({ type: 'progress', progress }),
  );
  try {
    const report = await runImportJob(data.target, data.input, new Date(data.now), step);
    post({ type: 'done', report });
  } catch (error) {
    if (error instanceof ImportCancelled) post({ type: 'cancelled' });
    else if (error instanceof ConnectionUnavailable) post({ type: 'unavailable', error: error.message });
    else post({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
  }
}
