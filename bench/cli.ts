// Start-up cost of the `muster` command as a user or a script pays it: the real bin spawned a few
// times (the bundle in out/cli, which `npm run bench` builds first), median wall time in milliseconds,
// and the processor time (user + system, all threads) of `muster validate` of one NetEpic roster,
// median with its spread: the issue-24 target (0.2 s) is about processor time, which a busy machine
// stretches less than wall time.
// `validate` runs against a data folder made by a first, unmeasured run, as after any first use.
// PDFs: one list per process against a batch of lists in one process (one browser for all of them),
// where a Chromium is found.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumPath } from '../src/main/export/pdf';

const ROOT = resolve(import.meta.dirname, '..');
const BIN = join(ROOT, 'bin', 'muster.js');
const ROSTER = join(ROOT, 'tests/fixtures/rosters/deadzone/legal-enforcers.json');
const NETEPIC_ROSTER = join(ROOT, 'tests/fixtures/rosters/netepic/legal-tactical-company.json');
const RUNS = 7;
/**
 * Loaded before the command (a data: module, read from nowhere): at exit it writes the process's
 * processor time so far, bootstrap included, to stderr.
 */
const CPU_PROBE = `data:text/javascript,${encodeURIComponent(
  'process.on("exit",()=>{const u=process.cpuUsage();process.stderr.write(`\\n@cpu ${u.user} ${u.system}\\n`)})',
)}`;

function spawnMs(args: string[]): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8' });
  const elapsed = performance.now() - started;
  if (run.status !== 0) throw new Error(`muster ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return elapsed;
}

/** Processor time of one run of the command, user + system, in milliseconds. */
function spawnCpuMs(args: string[]): number {
  const run = spawnSync(process.execPath, ['--import', CPU_PROBE, BIN, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const match = /@cpu (\d+) (\d+)/.exec(run.stderr);
  if (run.status !== 0 || !match)
    throw new Error(`muster ${args.join(' ')} exited ${run.status}: ${run.stderr}`);
  return (Number(match[1]) + Number(match[2])) / 1000;
}

function medianMs(args: string[], runs = RUNS): number {
  const samples = Array.from({ length: runs }, () => spawnMs(args)).sort((a, b) => a - b);
  return Math.round(samples[runs >> 1]!);
}

const FIXTURES = join(ROOT, 'tests/fixtures/rosters');
const PDF_RUNS = 3;

/**
 * A PDF per process against a batch of every roster fixture in one process, per list (medians of
 * three); null without a Chromium (found as the CLI finds it).
 */
function pdfFigures(dataDir: string) {
  if (!existsSync(chromiumPath())) return null;
  const lists = join(dataDir, 'lists');
  mkdirSync(lists, { recursive: true });
  for (const game of readdirSync(FIXTURES))
    for (const file of readdirSync(join(FIXTURES, game)))
      copyFileSync(join(FIXTURES, game, file), join(lists, `${game}-${file}`));
  const count = readdirSync(lists).length;
  const out = join(dataDir, 'prints');
  const one = [
    '--data-dir',
    dataDir,
    'export',
    NETEPIC_ROSTER,
    '--format',
    'pdf',
    '-o',
    join(out, 'one.pdf'),
  ];
  const batch = ['--data-dir', dataDir, 'export', lists, '--format', 'pdf', '-o', out];
  const batchMs = medianMs(batch, PDF_RUNS);
  return {
    lists: count,
    onePerProcessMs: medianMs(one, PDF_RUNS),
    batchMs,
    batchPerListMs: Math.round(batchMs / count),
  };
}

function cpuSpread(args: string[]) {
  const samples = Array.from({ length: RUNS }, () => spawnCpuMs(args)).sort((a, b) => a - b);
  return {
    medianMs: Math.round(samples[RUNS >> 1]!),
    minMs: Math.round(samples[0]!),
    maxMs: Math.round(samples.at(-1)!),
  };
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
      /** `muster validate` of a NetEpic company: processor time, user + system. */
      validateNetEpicCpu: cpuSpread(['--data-dir', dataDir, 'validate', NETEPIC_ROSTER]),
      /** For reference, `muster --version`: Node's start and exit with the least the command loads. */
      versionCpu: cpuSpread(['--version']),
      pdf: pdfFigures(dataDir),
      target:
        'versionMs under 300, validateOneRosterMs under 600; validateNetEpicCpu.medianMs at most 200 (issue 24)',
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
