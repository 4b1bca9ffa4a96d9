/**
 * Issue #23 point 3, with two real processes on one data folder (as two servers): one renames a list
 * again and again while the other saves it; then both import the same roster file again and again.
 * Every save acknowledged must be in the list until the next (its notes survive every rename), the last rename
 * must be its name, and there must be as many imported lists as imports acknowledged. Outside the
 * timed suite (the deterministic version is tests/integration/concurrent-writers.test.ts):
 *
 *   npx tsx scripts/race-two-processes.ts [ROUNDS]
 *
 * Prints what each process did and what was found; exits 1 when a write acknowledged was lost.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rosterStore } from '../src/main/rosters/roster-store';
import { ApiFailure } from '../src/main/service/api-failure';
import { startService } from '../src/main/service/create-service';

const ROUNDS = Number(process.argv[3] ?? process.argv[2] ?? 300);
/** The parent writes for as long as the other process runs, and at most this many times. */
const MOST_PARENT_ROUNDS = 100_000;
const SHARED_NAME = 'Importée';

type Role = 'renamer' | 'importer';

function open(dataDir: string) {
  const service = startService({ dataDir, host: 'browser' });
  return { service, store: rosterStore(service.context.db, service.context.catalogue) };
}

/** The child: renames the list, or imports the file, ROUNDS times; prints how many were acknowledged. */
function child(role: Role, dataDir: string, id: string, text: string): void {
  const { service, store } = open(dataDir);
  let acknowledged = 0;
  let last = '';
  try {
    for (let round = 0; round < ROUNDS; round++) {
      if (role === 'renamer') {
        last = `Renommée ${round}`;
        store.rename(id, last);
      } else store.importText(text);
      acknowledged++;
    }
  } finally {
    service.close();
  }
  process.stdout.write(JSON.stringify({ acknowledged, last }));
}

/** Starts this script as the other process, doing `role`; `running()` is false once it ended. */
function other(role: Role, dataDir: string, id: string, text: string) {
  let ended = false;
  const result = new Promise<{ acknowledged: number; last: string }>((done, fail) => {
    const process_ = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), 'child', String(ROUNDS)],
      {
        env: { ...process.env, RACE_ROLE: role, RACE_DIR: dataDir, RACE_ID: id, RACE_TEXT: text },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    process_.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    process_.on('close', (code) => {
      ended = true;
      if (code === 0) done(JSON.parse(out) as { acknowledged: number; last: string });
      else fail(new Error(`the other process ended with ${code}`));
    });
  });
  return { result, running: () => !ended };
}

const yieldNow = () => new Promise((next) => setImmediate(next));

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'muster-race-'));
  const { service, store } = open(dataDir);
  const lost: string[] = [];
  try {
    const list = store.create({
      game: 'deadzone',
      faction: 'deadzone-enforcers',
      name: 'Liste',
      pointsLimit: 150,
    });
    const text = JSON.stringify({ ...store.get(list.id), id: 'race-shared-id', name: SHARED_NAME });

    // Rename against save: each save is based on the copy just read; a conflict is not acknowledged.
    const renames = other('renamer', dataDir, list.id, text);
    let saves = 0;
    let conflicts = 0;
    let lastNotes = '';
    let erased = 0;
    for (let round = 0; renames.running() && round < MOST_PARENT_ROUNDS; round++) {
      const copy = store.get(list.id);
      // A rename that wrote back an older copy erased the save acknowledged last.
      if (copy.notes !== lastNotes) erased++;
      try {
        store.save({ ...copy, notes: `Sauvegarde ${round}` }, copy.updatedAt);
        lastNotes = `Sauvegarde ${round}`;
        saves++;
      } catch (error) {
        if (!(error instanceof ApiFailure && error.code === 'conflict')) throw error;
        conflicts++;
      }
      await yieldNow();
    }
    const renamed = await renames.result;
    const final = store.get(list.id);
    if (final.notes !== lastNotes) erased++;
    if (erased > 0) lost.push(`${erased} acknowledged saves erased by a rename`);
    if (final.name !== renamed.last) lost.push(`name "${final.name}", last rename "${renamed.last}"`);
    console.log(
      `rename against save: ${renamed.acknowledged} renames and ${saves} saves acknowledged (${conflicts} saves refused as conflicts), ${erased} saves erased; stored: "${final.name}", "${final.notes}"`,
    );

    // The same file imported by both processes.
    const imports = other('importer', dataDir, list.id, text);
    let imported = 0;
    for (let round = 0; imports.running() && round < MOST_PARENT_ROUNDS; round++) {
      store.importText(text);
      imported++;
      await yieldNow();
    }
    const theirs = await imports.result;
    const stored = (
      service.context.db.prepare('SELECT count(*) AS n FROM roster WHERE name = ?').get(SHARED_NAME) as {
        n: number;
      }
    ).n;
    const acknowledged = imported + theirs.acknowledged;
    if (stored !== acknowledged) lost.push(`${acknowledged} imports acknowledged, ${stored} lists stored`);
    console.log(`import against import: ${acknowledged} imports acknowledged, ${stored} lists stored`);
  } finally {
    service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (lost.length > 0) {
    console.error(`LOST: ${lost.join('; ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[2] === 'child')
  child(process.env.RACE_ROLE as Role, process.env.RACE_DIR!, process.env.RACE_ID!, process.env.RACE_TEXT!);
else await main();
