// Start-up cost of the `muster` command as a user or a script pays it: the real bin spawned a few
// times (the bundle in out/cli, which `npm run bench` builds first), median wall time in milliseconds.
// `validate` runs against a data folder made by a first, unmeasured run, as after any first use.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, 'bin', 'muster.js');
const ROSTER = join(ROOT, 'tests/fixtures/rosters/deadzone/legal-enforcers.json');
const RUNS = 7;

function spawnMs(args: string[]): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8' });
  const elapsed = performance.now() - started;
  if (run.status !== 0) throw new Error(`muster ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return elapsed;
}

function medianMs(args: string[]): number {
  const samples = Array.from({ length: RUNS }, () => spawnMs(args)).sort((a, b) => a - b);
  return Math.round(samples[RUNS >> 1]!);
}

export function benchCli() {
  const dataDir = mkdtempSync(join(tmpdir(), 'muster-bench-cli-'));
  try {
    const validate = ['--data-dir', dataDir, 'validate', ROSTER];
    spawnMs(validate);
    return {
      runs: RUNS,
      versionMs: medianMs(['--version']),
      validateOneRosterMs: medianMs(validate),
      target: 'versionMs under 300, validateOneRosterMs under 600',
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
