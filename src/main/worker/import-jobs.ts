/**
 * Imports of community data as jobs: each runs in a worker thread of its own (the heavy-work script
 * started with the job as `workerData`), from reading the files to the one storing transaction, with
 * its own connection to the database file. The main thread only receives messages: the progress,
 * then the report, which `finish` completes there (the library's figures, the backup). A job is
 * followed by polling (`state`), which works the same over IPC, HTTP and in the CLI, and cancelled
 * through a flag in shared memory that the worker reads at every step.
 *
 * Where no worker can be started (or `threaded: false`), the job runs on the calling thread through
 * the service's own store: the same steps, the same cancel at each of them, only not off the thread.
 */
import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { GameDataImportReport } from '../../core';
import { ImportCancelled, START_PROGRESS, type ImportJobState, type ImportProgress } from '../../core';
import type { GameDataStore } from '../game-data/game-data-store';
import { runImportIn, type ImportJobInput, type ImportJobTarget } from '../game-data/import-job';
import { workerScript } from './heavy-work';
import { cancellableStep, type ImportJobMessage, type ImportJobWorkerData } from './import-job-worker';

/** Completes a stored report on the main thread (figures of the lists, backup); not called otherwise. */
export type FinishImport = (report: GameDataImportReport) => Promise<GameDataImportReport>;

export interface ImportJobs {
  /** Starts an import; its id answers `state`, `cancel` and `wait`. */
  start(input: ImportJobInput, finish: FinishImport): string;
  state(id: string): ImportJobState | undefined;
  /** Asks the job to stop: it ends `cancelled` with nothing stored, unless it had already stored. */
  cancel(id: string): ImportJobState | undefined;
  /** The job's end. */
  wait(id: string): Promise<ImportJobState>;
  /**
   * Told of each job as it starts, with its id: an update started inside a request (a subscription,
   * an index read again) can be followed and cancelled by its id too. Returns how to stop listening.
   */
  watch(listener: (id: string, input: ImportJobInput) => void): () => void;
  /** Cancels what runs and stops its workers. */
  close(): Promise<void>;
  readonly threaded: boolean;
}

/** Finished jobs kept for their report, oldest dropped first. */
const KEPT_FINISHED = 20;

interface Job {
  state: ImportJobState;
  cancelled: Int32Array;
  ended: Promise<ImportJobState>;
  worker?: Worker;
}

/** Ends a job with what its import came to. */
type Settle = (end: Extract<ImportJobMessage, { type: 'done' | 'cancelled' | 'failed' }>) => void;

export function startImportJobs(options: {
  store: GameDataStore;
  target: ImportJobTarget;
  threaded?: boolean;
}): ImportJobs {
  const script = options.threaded === false ? undefined : workerScript();
  const jobs = new Map<string, Job>();
  const watchers = new Set<(id: string, input: ImportJobInput) => void>();

  const prune = () => {
    const finished = [...jobs].filter(([, job]) => job.state.state !== 'running');
    for (const [id] of finished.slice(0, Math.max(0, finished.length - KEPT_FINISHED))) jobs.delete(id);
  };

  /** Progress figures only move forward: a late or repeated message never takes a bar back. */
  const advance = (job: Job, progress: Partial<ImportProgress>) => {
    const last = job.state.progress;
    const next: ImportProgress = { ...last, ...progress };
    for (const key of ['filesDone', 'filesTotal', 'bytesDone', 'bytesTotal'] as const)
      next[key] = Math.max(last[key], next[key]);
    job.state = { ...job.state, progress: next } as ImportJobState;
  };

  const inWorker = (job: Job, input: ImportJobInput, settle: Settle, fallBack: () => void) => {
    const data: ImportJobWorkerData = {
      role: 'import-job',
      target: options.target,
      input,
      now: new Date().toISOString(),
      cancel: job.cancelled.buffer as SharedArrayBuffer,
    };
    let worker: Worker;
    try {
      worker = new Worker(script!.code, { eval: script!.eval, workerData: data });
    } catch {
      fallBack();
      return;
    }
    job.worker = worker;
    let heard = false;
    let over = false;
    const stopped = (why: string) => {
      if (over) return;
      over = true;
      // A worker that could not even start: the import runs here instead.
      if (!heard) fallBack();
      else settle({ type: 'failed', error: why });
    };
    worker.on('message', (message: ImportJobMessage) => {
      heard = true;
      if (message.type === 'progress') advance(job, message.progress);
      else if (!over) {
        over = true;
        if (message.type !== 'unavailable') settle(message);
        else {
          console.error('Muster: the import runs on the main thread:', message.error);
          fallBack();
        }
      }
    });
    worker.on('error', (error) => stopped(error.message));
    worker.on('exit', (code) => {
      job.worker = undefined;
      stopped(`the import's worker stopped (code ${code})`);
    });
  };

  const inPlace = (job: Job, input: ImportJobInput, settle: Settle) => {
    const step = cancellableStep(
      () => Atomics.load(job.cancelled, 0) !== 0,
      (progress) => advance(job, progress),
    );
    runImportIn(options.store, input, new Date(), step).then(
      (report) => settle({ type: 'done', report }),
      (error: unknown) =>
        settle(
          error instanceof ImportCancelled
            ? { type: 'cancelled' }
            : { type: 'failed', error: error instanceof Error ? error.message : String(error) },
        ),
    );
  };

  return {
    threaded: script !== undefined,
    start(input, finish) {
      const id = randomUUID();
      let resolveEnd!: (state: ImportJobState) => void;
      const job: Job = {
        state: { id, state: 'running', progress: START_PROGRESS },
        cancelled: new Int32Array(new SharedArrayBuffer(4)),
        ended: new Promise((resolve) => (resolveEnd = resolve)),
      };
      jobs.set(id, job);
      let settled = false;
      const end = (state: ImportJobState) => {
        job.state = state;
        prune();
        resolveEnd(state);
      };
      const settle: Settle = (message) => {
        if (settled) return;
        settled = true;
        const { progress } = job.state;
        if (message.type === 'cancelled') return end({ id, state: 'cancelled', progress });
        if (message.type === 'failed') return end({ id, state: 'failed', progress, error: message.error });
        advance(job, { phase: 'finishing' });
        finish(message.report).then(
          (report) => end({ id, state: 'done', progress: job.state.progress, report }),
          (error: unknown) =>
            end({ id, state: 'failed', progress: job.state.progress, error: String(error) }),
        );
      };
      if (script) inWorker(job, input, settle, () => inPlace(job, input, settle));
      else inPlace(job, input, settle);
      for (const listener of watchers) listener(id, input);
      return id;
    },
    state: (id) => jobs.get(id)?.state,
    cancel(id) {
      const job = jobs.get(id);
      if (job?.state.state === 'running') Atomics.store(job.cancelled, 0, 1);
      return job?.state;
    },
    wait(id) {
      const job = jobs.get(id);
      if (!job) return Promise.reject(new Error(`No import job ${id}`));
      return job.ended;
    },
    watch(listener) {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },
    async close() {
      const running = [...jobs.values()].filter((job) => job.state.state === 'running');
      for (const job of running) Atomics.store(job.cancelled, 0, 1);
      // Stopped at once: its connection is closed with the thread, which rolls its transaction back.
      await Promise.all(running.map((job) => job.worker?.terminate()));
    },
  };
}
