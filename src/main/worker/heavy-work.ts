/**
 * Heavy work off the request path: the service hands uploaded files to one worker thread, so that a
 * roster of many megabytes being read does not hold back every other request (reading an 11 MB
 * `.ros` blocked the server 13.7 s). Tasks run one after the other in the worker; the thread that
 * answers requests only waits for their results.
 *
 * The worker is the built `heavy-work-worker.js` beside the bundle that started it (out/cli, out/main),
 * or, when running from the sources (tests, `tsx`), its TypeScript file through tsx. Where no worker can
 * be started at all, or it dies, the tasks run on the calling thread: slower for everyone, never wrong.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DataFileRead } from '../../core';
import { runHeavyTask, type HeavyReply, type HeavyResults, type HeavyTask } from './heavy-tasks';

export interface HeavyWork {
  run<T extends HeavyTask>(task: T): Promise<HeavyResults[T['kind']]>;
  /** Whether tasks go to a worker thread (false: they run on the calling thread). */
  readonly threaded: boolean;
  close(): Promise<void>;
}

interface Pending {
  task: HeavyTask;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * How to start the worker: its script built beside this bundle (or its chunk's folder), or, from the
 * sources, a few lines that load its TypeScript file through tsx. Import jobs start the same script
 * (import-jobs.ts): one script, one build entry.
 */
export function workerScript(): { code: string; eval: boolean } | undefined {
  for (const candidate of ['./heavy-work-worker.js', '../heavy-work-worker.js']) {
    const file = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(file)) return { code: file, eval: false };
  }
  const source = new URL('./heavy-work-worker.ts', import.meta.url);
  if (!existsSync(fileURLToPath(source))) return undefined;
  let tsx: string;
  try {
    // Its ES module (the worker imports it): resolved from here, whatever the working folder.
    const packageJson = createRequire(import.meta.url).resolve('tsx/package.json');
    tsx = pathToFileURL(join(dirname(packageJson), 'dist/esm/api/index.mjs')).href;
  } catch {
    return undefined;
  }
  const [api, file] = [JSON.stringify(tsx), JSON.stringify(source.href)];
  return { code: `import(${api}).then(({ tsImport }) => tsImport(${file}, ${file}))`, eval: true };
}

/** Runs tasks on the calling thread: no worker wanted, or none can be started. */
function inline(): HeavyWork {
  return {
    threaded: false,
    run: (task) => Promise.resolve().then(() => runHeavyTask(task) as never),
    close: () => Promise.resolve(),
  };
}

export function startHeavyWork(options: { threaded?: boolean } = {}): HeavyWork {
  const script = options.threaded === false ? undefined : workerScript();
  if (!script) return inline();
  let worker: Worker | undefined;
  let broken = false;
  let closed = false;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const fallBack = (reason: unknown) => {
    if (closed) return;
    // The worker could not start or died: what it had is done here instead.
    broken = true;
    worker = undefined;
    if (pending.size > 0) console.error('Muster: the worker thread stopped; working without it.', reason);
    for (const [id, job] of pending) {
      pending.delete(id);
      try {
        job.resolve(runHeavyTask(job.task));
      } catch (error) {
        job.reject(error instanceof Error ? error : new Error(String(error)));
      }
    }
  };

  const started = (): Worker | undefined => {
    if (broken) return undefined;
    if (worker) return worker;
    try {
      worker = new Worker(script.code, { eval: script.eval });
    } catch (error) {
      fallBack(error);
      return undefined;
    }
    // An idle worker does not keep a command from exiting.
    worker.unref();
    worker.on('message', (reply: HeavyReply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if (pending.size === 0) worker?.unref();
      if (reply.ok) job.resolve(reply.result);
      else job.reject(new Error(reply.error));
    });
    worker.on('error', fallBack);
    worker.on('exit', (code) => {
      worker = undefined;
      if (closed) {
        // Stopped with the service: what it had is dropped, not done here instead.
        for (const job of pending.values()) job.reject(new Error('Muster is closing'));
        pending.clear();
      } else if (pending.size > 0) fallBack(new Error(`worker exited with code ${code}`));
    });
    return worker;
  };

  return {
    get threaded() {
      return !broken;
    },
    run<T extends HeavyTask>(task: T): Promise<HeavyResults[T['kind']]> {
      const thread = started();
      if (!thread) return Promise.resolve().then(() => runHeavyTask(task) as HeavyResults[T['kind']]);
      return new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { task, resolve: resolve as (value: unknown) => void, reject });
        // Busy: the worker keeps the process alive until it has answered.
        thread.ref();
        thread.postMessage({ id, task });
      });
    },
    async close() {
      broken = true;
      closed = true;
      const thread = worker;
      worker = undefined;
      if (thread) await thread.terminate();
    },
  };
}

/** The files of stored game data read in the worker: what GameDataCache `prepare` takes. */
export function dataFileReader(heavy: HeavyWork): (contents: string[]) => Promise<DataFileRead[]> {
  return (contents) => heavy.run({ kind: 'read-data-files', contents });
}
