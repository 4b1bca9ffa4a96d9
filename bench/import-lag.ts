// The main thread's longest block while the four games' community data (../shared/bsdata) are
// imported through the service, as the app and browser mode do it (issue 25): each run imports them
// into a fresh data folder, with an event-loop lag monitor running (tests/helpers/import-lag.ts).
// Printed: every run's longest block, their median and spread, beside perf_hooks' delay maximum.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService } from '../src/main/service/create-service';
import { dataFilesUnder, importMeasuringLag } from '../tests/helpers/import-lag';

const RUNS = Number(process.env.MUSTER_BENCH_IMPORT_RUNS ?? 7);

export async function benchImportLag(bsdata: string): Promise<Record<string, unknown> | null> {
  if (!existsSync(bsdata)) return null;
  const files = dataFilesUnder(bsdata);
  const runs: { longestBlockMs: number; delayMaxMs: number; delayP99Ms: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'muster-bench-import-'));
    const service = startService({ dataDir, host: 'browser' });
    try {
      const { report, ...measure } = await importMeasuringLag(service.handlers, files);
      if (!report.stored) throw new Error('the bench import stored nothing');
      runs.push(measure);
    } finally {
      service.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const longest = runs.map((run) => run.longestBlockMs).sort((a, b) => a - b);
  return {
    files: files.length,
    megabytes: Number((files.reduce((sum, file) => sum + file.base64.length * 0.75, 0) / 1e6).toFixed(1)),
    runs,
    longestBlockMs: {
      median: longest[Math.floor(longest.length / 2)],
      min: longest[0],
      max: longest.at(-1),
    },
  };
}
