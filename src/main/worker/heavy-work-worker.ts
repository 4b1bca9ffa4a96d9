/**
 * The worker thread of heavy-work.ts: reads uploaded files (unpacking, XML) one task at a time, away
 * from the thread that answers requests. Started with `workerData` of an import job (import-jobs.ts),
 * it runs that one import instead, from reading to storing, and ends. Built as an entry of its own next
 * to the CLI and Electron bundles (scripts/build-cli.js, electron.vite.config.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runHeavyTask, type HeavyTaskMessage } from './heavy-tasks';
import { isImportJobWorkerData, runImportJobWorker } from './import-job-worker';

if (isImportJobWorkerData(workerData)) {
  void runImportJobWorker(workerData, (message) => parentPort?.postMessage(message));
} else {
  parentPort?.on('message', (message: HeavyTaskMessage) => {
    try {
      parentPort?.postMessage({ id: message.id, ok: true, result: runHeavyTask(message.task) });
    } catch (error) {
      parentPort?.postMessage({
        id: message.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  });
}
