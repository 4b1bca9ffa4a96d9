/**
 * The worker thread of heavy-work.ts: reads uploaded files (unpacking, XML) one task at a time, away
 * from the thread that answers requests. Built as an entry of its own next to the CLI and Electron
 * bundles (scripts/build-cli.js, electron.vite.config.ts).
 */
import { parentPort } from 'node:worker_threads';
import { runHeavyTask, type HeavyTaskMessage } from './heavy-tasks';

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
