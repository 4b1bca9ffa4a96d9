/**
 * `npm run conformance -- [--specs DIR] [--json]`: runs every `**\/*.yaml` spec under DIR (default
 * ../shared/battlescribe-spec/roster) through Muster's engine, prints a table per category and
 * ends with `conformance: N passed, N failed, N skipped`. Exits 1 when a spec fails, 2 when the
 * folder cannot be read.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runFolder, summarise, type ConformanceSummary } from './run-folder';

export const DEFAULT_SPECS = resolve(
  fileURLToPath(new URL('../../../shared/battlescribe-spec/roster', import.meta.url)),
);

function parseArgs(argv: string[]): { specs: string; json: boolean } {
  let specs = DEFAULT_SPECS;
  let json = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--json') json = true;
    else if (arg === '--specs') specs = resolve(argv[(i += 1)] ?? '');
    else if (arg?.startsWith('--specs=')) specs = resolve(arg.slice('--specs='.length));
  }
  return { specs, json };
}

function printTable(summary: ConformanceSummary): void {
  const rows = Object.entries(summary.byCategory).sort(([a], [b]) => a.localeCompare(b));
  const width = Math.max(8, ...rows.map(([name]) => name.length));
  console.log(`${'category'.padEnd(width)}  passed  failed  skipped`);
  for (const [name, counts] of rows) {
    console.log(
      `${name.padEnd(width)}  ${String(counts.passed).padStart(6)}  ${String(counts.failed).padStart(6)}  ${String(counts.skipped).padStart(7)}`,
    );
  }
  for (const failure of summary.failures)
    console.log(`FAIL ${failure.id} (step ${failure.step ?? '?'}): ${failure.message}`);
  for (const skip of summary.skips) console.log(`SKIP ${skip.id}: ${skip.message}`);
}

function main(): void {
  const { specs, json } = parseArgs(process.argv.slice(2));
  if (!existsSync(specs)) {
    console.error(
      `conformance: no spec folder at ${specs} (the specs live in ../shared/battlescribe-spec/roster)`,
    );
    process.exit(2);
  }
  const summary = summarise(runFolder(specs));
  if (json) {
    const { total, passed, failed, skipped, byCategory, failures } = summary;
    console.log(JSON.stringify({ total, passed, failed, skipped, byCategory, failures }, null, 2));
  } else {
    printTable(summary);
    console.log(
      `conformance: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`,
    );
  }
  process.exit(summary.failed > 0 ? 1 : 0);
}

main();
