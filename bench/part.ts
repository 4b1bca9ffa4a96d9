// One part of `npm run bench`, printed as JSON: `npx tsx bench/part.ts <part>`, where part is
// `importedBuilder` (in process, ../shared/bsdata), `page` (needs `npm run build` and Chromium) or
// `page-restart` (the page's first open of an imported list after a restart of the server, alone).
import { resolve } from 'node:path';
import { benchImportedBuilder } from './import-data';
import { benchPage } from './page';

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The same timer as bench/run.ts gives this part. */
function time(run: () => unknown, minRuns: number, budgetMs: number): number {
  const samples: number[] = [];
  const started = performance.now();
  while (samples.length < minRuns || performance.now() - started < budgetMs) {
    const t0 = performance.now();
    run();
    samples.push(performance.now() - t0);
  }
  return Number(median(samples).toFixed(4));
}

const bsdata = resolve(import.meta.dirname, '../../shared/bsdata');
const parts: Record<string, () => Promise<unknown>> = {
  importedBuilder: () => benchImportedBuilder(bsdata, (run) => time(run, 5, 1000)),
  page: () => benchPage(bsdata),
  'page-restart': () => benchPage(bsdata, { restartOnly: true }),
};
const part = parts[process.argv[2] ?? ''];
if (!part) {
  console.error(`usage: npx tsx bench/part.ts ${Object.keys(parts).join('|')}`);
  process.exit(2);
}
console.log(JSON.stringify(await part(), null, 2));
