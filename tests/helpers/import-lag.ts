/**
 * The main thread's longest block while community data is imported through the service, as the
 * transports call it (dispatch: input checked, then the handler): measured by an event-loop lag
 * monitor, shared by the test (a generous bound) and `npm run bench` (the figures).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { GameDataImportReport } from '../../src/core/bsdata/import-report';
import { dispatch } from '../../src/main/service/dispatch';
import type { ApiHandlers } from '../../src/main/service/handlers';

/** Every `.gst` / `.cat` under a folder (the four games' community data), as the API takes files. */
export function dataFilesUnder(folder: string): { name: string; base64: string }[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(gst|cat)$/i.test(path) && statSync(join(folder, path)).isFile())
    .sort()
    .map((path) => ({
      name: path.split(/[\\/]/).pop()!,
      base64: readFileSync(join(folder, path)).toString('base64'),
    }));
}

export interface LagMeasure {
  report: GameDataImportReport;
  /** The longest time the main thread did not come back to its event loop, in milliseconds. */
  longestBlockMs: number;
  /** perf_hooks' event-loop delay histogram over the import: its maximum and 99th percentile. */
  delayMaxMs: number;
  delayP99Ms: number;
}

const TICK_MS = 5;

export async function importMeasuringLag(
  handlers: ApiHandlers,
  files: { name: string; base64: string }[],
): Promise<LagMeasure> {
  const histogram = monitorEventLoopDelay({ resolution: TICK_MS });
  histogram.enable();
  // A tick every 5 ms: a gap longer than that is time the thread spent elsewhere.
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - TICK_MS);
    last = now;
  }, TICK_MS);
  try {
    const result = await dispatch(handlers, 'importGameData', { files });
    if (!result.ok) throw new Error(result.error.message);
    const now = performance.now();
    longest = Math.max(longest, now - last - TICK_MS);
    return {
      report: result.value as GameDataImportReport,
      longestBlockMs: Math.round(Math.max(0, longest)),
      delayMaxMs: Math.round(histogram.max / 1e6),
      delayP99Ms: Math.round(histogram.percentile(99) / 1e6),
    };
  } finally {
    clearInterval(timer);
    histogram.disable();
  }
}
