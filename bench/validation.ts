// The validation figures of `npm run bench` alone (no build, exports, CLI or page figures):
// `npx tsx bench/validation.ts`, MUSTER_BENCH_FACTION as for bench/run.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startService } from '../src/main/service/create-service';
import { time } from './timing';
import { validationFigures } from './validation-figures';

const FACTION = process.env.MUSTER_BENCH_FACTION ?? 'netepic-space-marines';
const dataDir = mkdtempSync(join(tmpdir(), 'muster-bench-'));
const service = startService({ dataDir, host: 'cli' });
try {
  const catalogue = await service.handlers.getFactionCatalogue({ faction: FACTION });
  const validation = validationFigures(catalogue, FACTION, (run) => time(run));
  console.log(JSON.stringify({ node: process.version, faction: FACTION, validation }, null, 2));
} finally {
  service.close();
  rmSync(dataDir, { recursive: true, force: true });
}
