// Kill loop of the pre-upgrade backup (issue 23 point 1), outside the timed test suite:
//   npx tsx scripts/kill-test-backup.ts [--loops 30] [--filler-mb 24]
// Each loop copies a library (lists, settings and ballast so that `VACUUM INTO` takes a while) into a
// fresh folder, starts an upgrade in a child process and kills it (SIGKILL) at a random moment, twice,
// then lets a last upgrade finish. After every kill and at the end, every backup Muster lists must pass
// `integrity_check` and restore every list; at the end exactly one copy must remain, no temporary one.
// Exits 1 on the first broken promise, printing what it found.
import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listBackups } from '../src/main/backups/backup-folder';
import { readBackupFile } from '../src/main/backups/library-file';
import { readMigrations } from '../src/main/db/migrations';
import { openDatabase } from '../src/main/db/open-database';
import { migrationsFolder } from '../src/main/paths';
import { startService } from '../src/main/service/create-service';
import { dispatch } from '../src/main/service/dispatch';

const LISTS = 40;
const KILLS_PER_LOOP = 2;

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}

/** The schema of this Muster plus one more migration: every start of the child is an upgrade. */
function upgradeMigrations() {
  const migrations = readMigrations(migrationsFolder());
  return [
    ...migrations,
    { version: migrations.length + 1, name: 'kill_test', sql: 'CREATE TABLE kill_test (x);' },
  ];
}

/** Child mode: upgrade the database, saying when it starts and when it is done. */
function runChild(file: string): void {
  process.stdout.write('ready\n');
  const opened = openDatabase({ file, migrations: upgradeMigrations() });
  opened.db.close();
  process.stdout.write(`done ${opened.backupFile ?? ''}\n`);
}

async function prepareLibrary(dir: string, fillerMb: number): Promise<string> {
  const service = startService({ dataDir: dir, host: 'cli' });
  try {
    for (let n = 0; n < LISTS; n++) {
      const created = await dispatch(service.handlers, 'createRoster', {
        game: 'deadzone',
        faction: 'deadzone-enforcers',
        name: `Liste ${n}`,
        pointsLimit: 150,
      });
      if (!created.ok) throw new Error(created.error.message);
    }
    await dispatch(service.handlers, 'setSetting', { key: 'language', value: 'en' });
  } finally {
    service.close();
  }
  const file = join(dir, 'muster.db');
  const db = new Database(file);
  db.exec('CREATE TABLE ballast (x BLOB)');
  const insert = db.prepare('INSERT INTO ballast VALUES (randomblob(1048576))');
  for (let mb = 0; mb < fillerMb; mb++) insert.run();
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return file;
}

interface ChildRun {
  killed: boolean;
  /** Milliseconds from "ready" to "done" (or to the kill). */
  ms: number;
  output: string;
}

function runUpgrade(file: string, killAfterMs?: number): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--child', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let readyAt: number | undefined;
    let killed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (readyAt === undefined && output.includes('ready\n')) {
        readyAt = Date.now();
        if (killAfterMs !== undefined)
          setTimeout(() => {
            killed = child.kill('SIGKILL');
          }, killAfterMs);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const ms = Date.now() - (readyAt ?? Date.now());
      if (signal === 'SIGKILL') return resolve({ killed: true, ms, output });
      if (code !== 0) return reject(new Error(`upgrade failed (exit ${code}):\n${output}`));
      resolve({ killed: killed && !output.includes('done'), ms, output });
    });
  });
}

/** Every listed backup passes integrity_check and restores every list; says what it found. */
function checkListedBackups(dir: string, file: string): { copies: number; problems: string[] } {
  const problems: string[] = [];
  const copies = listBackups(dir, file).filter((backup) => backup.kind === 'pre-migration');
  for (const { file: copy } of copies) {
    try {
      const db = new Database(copy, { readonly: true, fileMustExist: true });
      const verdict = db.pragma('integrity_check', { simple: true });
      db.close();
      if (verdict !== 'ok') problems.push(`${copy}: integrity_check says ${String(verdict)}`);
      const lists = readBackupFile(copy).rosters.length;
      if (lists !== LISTS) problems.push(`${copy}: restores ${lists} lists of ${LISTS}`);
    } catch (error) {
      problems.push(`${copy}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { copies: copies.length, problems };
}

function partialCopies(dir: string): string[] {
  return readdirSync(dir).filter((name) => name.endsWith('.partial'));
}

async function main(): Promise<void> {
  const loops = option('loops', 30);
  const fillerMb = option('filler-mb', 24);
  const work = mkdtempSync(join(tmpdir(), 'muster-kill-backup-'));
  try {
    const template = await prepareLibrary(join(work, 'template'), fillerMb);
    const calibration = join(work, 'calibration');
    const calibrationFile = freshCopy(template, calibration);
    const whole = await runUpgrade(calibrationFile);
    const window = Math.max(whole.ms, 50);
    console.log(
      `library: ${LISTS} lists, ${fillerMb} MiB of ballast; an uninterrupted upgrade takes ${whole.ms} ms`,
    );
    let kills = 0;
    let duringCopy = 0;
    let finished = 0;
    const problems: string[] = [];
    for (let loop = 0; loop < loops && problems.length === 0; loop++) {
      const dir = join(work, `loop-${loop}`);
      const file = freshCopy(template, dir);
      for (let attempt = 0; attempt < KILLS_PER_LOOP; attempt++) {
        const run = await runUpgrade(file, Math.floor(Math.random() * window));
        if (!run.killed) continue;
        kills++;
        if (partialCopies(dir).length > 0) duringCopy++;
        problems.push(...checkListedBackups(dir, file).problems);
      }
      const last = await runUpgrade(file);
      const after = checkListedBackups(dir, file);
      problems.push(...after.problems);
      if (after.copies !== 1) problems.push(`loop ${loop}: ${after.copies} backups listed after the upgrade`);
      if (partialCopies(dir).length > 0) problems.push(`loop ${loop}: temporary copies left behind`);
      if (!last.output.includes('done')) problems.push(`loop ${loop}: the last upgrade did not finish`);
      else finished++;
      rmSync(dir, { recursive: true, force: true });
    }
    console.log(
      `${loops} loops: ${kills} kills (${duringCopy} during the copy), ${finished} upgrades finished; ` +
        `${problems.length === 0 ? 'every listed backup passed integrity_check and restored every list' : `${problems.length} problems`}`,
    );
    for (const problem of problems) console.log(`  ${problem}`);
    process.exitCode = problems.length === 0 ? 0 : 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function freshCopy(template: string, dir: string): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'muster.db');
  copyFileSync(template, file);
  return file;
}

if (process.argv.includes('--child')) runChild(process.argv[process.argv.indexOf('--child') + 1]!);
else await main();
