/**
 * Issue #23 point 7, under kill -9: `muster data import` of a new catalogue revision is killed at a
 * random moment (while it reads, inside its transaction, while it works the library's figures off,
 * or not at all), then Muster starts again. After each start, every list's stored figures must be
 * those of the data as stored, its data record must say whether the data changed, and nothing must be
 * left queued. Outside the timed suite (it takes about a minute):
 *
 *   node scripts/build-cli.js && npx tsx scripts/kill-data-import.ts [RUNS] [LISTS]
 *
 * A first import, not killed, times a whole run; each kill then lands at a random moment within 1.2
 * times that. Prints the number of runs, how many were killed before they ended, and the lists
 * checked; exits 1 on the first list whose figures are not the data's.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { validate } from '../src/core/engine/validate';
import type { ListCards } from '../src/core/roster/cards';
import { rosterStore } from '../src/main/rosters/roster-store';
import { startService, type MusterService } from '../src/main/service/create-service';
import { CATALOGUE_ID, catalogueXml, gameSystemXml } from '../tests/helpers/data-revisions';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = Number(process.argv[2] ?? 20);
const LISTS = Number(process.argv[3] ?? 600);

/** Revision `revision` of the mini catalogue, its squad costing 10 + revision (revision 1: 10 points). */
const catalogueAt = (revision: number) =>
  revision === 1 ? catalogueXml(1) : catalogueXml(revision).replace('value="15"', `value="${10 + revision}"`);

async function prepare(dataDir: string): Promise<void> {
  const service = startService({ dataDir, host: 'cli' });
  try {
    const api = service.handlers;
    await api.importGameData({
      files: [
        { name: 'Mini.gst', base64: Buffer.from(gameSystemXml(1)).toString('base64') },
        { name: 'Mini.cat', base64: Buffer.from(catalogueAt(1)).toString('base64') },
      ],
    });
    const created = await api.createRoster({
      game: 'freebooters-fate',
      faction: CATALOGUE_ID,
      name: 'Liste',
      pointsLimit: 100,
    });
    const squad = (await api.getFactionCatalogue({ faction: CATALOGUE_ID })).entries.find(
      (entry) => entry.name.en === 'Squad',
    )!;
    const list: ListCards = {
      ...created,
      selections: [{ id: 's1', entry: squad.id, options: {}, items: {} }],
    };
    rosterStore(service.context.db, service.context.catalogue).importMany(
      Array.from({ length: LISTS }, (_, index) => ({ ...list, id: `list-${index}`, name: `Liste ${index}` })),
    );
  } finally {
    service.close();
  }
}

/** Runs `muster data import FILE`, killed with SIGKILL after `delayMs` (if given); true when the kill came first. */
function importKilled(dataDir: string, file: string, delayMs: number | undefined): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [join(ROOT, 'bin/muster.js'), '--data-dir', dataDir, 'data', 'import', file],
      { stdio: 'ignore' },
    );
    const timer = delayMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), delayMs);
    child.on('exit', (_code, signal) => {
      clearTimeout(timer);
      done(signal === 'SIGKILL');
    });
  });
}

/** Every list's stored figures against the data as stored now; the first wrong one, or undefined. */
function firstWrongList(service: MusterService): string | undefined {
  const { db, catalogue } = service.context;
  const queued = (db.prepare('SELECT count(*) AS n FROM roster_recompute').get() as { n: number }).n;
  if (queued > 0) return `${queued} lists still queued after the start`;
  const faction = catalogue.factionCatalogue(CATALOGUE_ID);
  const storedRevision = faction.faction.community!.revision;
  const rows = db.prepare('SELECT id, points, errors, document FROM roster').all() as {
    id: string;
    points: number;
    errors: number;
    document: string;
  }[];
  for (const row of rows) {
    const roster = JSON.parse(row.document) as ListCards;
    const result = validate(roster, faction);
    if (result.stats.points !== row.points || result.errors !== row.errors)
      return `${row.id}: stored ${row.points} points, the data gives ${result.stats.points}`;
    const changed = roster.data!.catalogueRevision !== storedRevision;
    if (changed !== (roster.data!.before !== undefined))
      return `${row.id}: recorded revision ${roster.data!.catalogueRevision}, stored ${storedRevision}, before ${JSON.stringify(roster.data!.before)}`;
  }
  return undefined;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'muster-kill-import-'));
  const files = mkdtempSync(join(tmpdir(), 'muster-kill-files-'));
  let killed = 0;
  let checked = 0;
  try {
    await prepare(dataDir);
    let longestDelayMs = 0;
    for (let run = 0; run <= RUNS; run++) {
      const file = join(files, `Mini-${run}.cat`);
      writeFileSync(file, catalogueAt(run + 2));
      const started = performance.now();
      if (await importKilled(dataDir, file, run === 0 ? undefined : Math.random() * longestDelayMs)) killed++;
      if (run === 0) longestDelayMs = 1.2 * (performance.now() - started);
      const service = startService({ dataDir, host: 'cli' });
      try {
        const wrong = firstWrongList(service);
        if (wrong) {
          console.error(`run ${run + 1}: ${wrong}`);
          process.exitCode = 1;
          return;
        }
        checked += LISTS;
        if (run === 0) checked = 0; // the timing run, not killed, is not counted
      } finally {
        service.close();
      }
    }
    console.log(
      `${RUNS} imports of a new revision with ${LISTS} lists (one whole import: ${(longestDelayMs / 1200).toFixed(1)} s), ${killed} killed (SIGKILL) before they ended; ` +
        `${checked} list figures checked after the next start: all the data's, nothing left queued`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(files, { recursive: true, force: true });
  }
}

await main();
