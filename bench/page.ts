// The page's figures (issue 24): the built app in browser mode, served by the CLI bundle in a process of
// its own (`node out/cli/serve.js`, as `npm run serve` runs it), driven in Chromium by playwright-core
// as the end-to-end tests drive it. Lists are seeded through the service, not clicked together.
//
// - click "add" in the catalogue panel → the next paint, and → the verdict panel updated, on lists of
//   50, 300 and 1000 units;
// - a list opened from the library (the click on its name) → the roster panel painted with every unit,
//   150 and 1000 units, built-in NetEpic and an imported community faction (../shared/bsdata);
// - an imported faction's list opened first after a restart of the server (a new process).
// Each figure is printed with its spread (median, min, max over the runs). Timings stay out of the tests.
import Database from 'better-sqlite3';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { FactionCatalogue } from '../src/shared/catalogue-types';
import type { UnitCard } from '../src/core/roster/cards';
import type { addUnit as addUnitEdit } from '../src/core/engine/unit-add';
import type { MusterList } from '../src/core/roster/list';
import { DATABASE_FILE_NAME } from '../src/main/paths';
import { CHROMIUM, CHROMIUM_ARGS } from '../tests/helpers/chromium';
import { armClickProbe, armOpenProbe, probeDone, type ClickProbe, type OpenProbe } from './page-probes';

const ROOT = resolve(import.meta.dirname, '..');
/** Waits only catch what never comes: a busy 2-core machine takes seconds where a quiet one takes ms. */
const WAIT_MS = 180_000;
const CLICK_SIZES = [50, 300, 1000];
const OPEN_SIZES = [150, 1000];
const CLICKS = 7;
const OPENS = 5;
const RESTARTS = 3;
/** How long the library is shown before a player's click, for the first open after a restart at their pace. */
const PLAYER_PACE_MS = 1000;
/** What a trace of the clicks records: the main thread's tasks, with their style, layout and paint. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'cc', 'gpu'];

export interface Spread {
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
}

function spread(samples: number[]): Spread {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (ms: number) => Number(ms.toFixed(1));
  return {
    runs: sorted.length,
    medianMs: round(sorted[sorted.length >> 1]!),
    minMs: round(sorted[0]!),
    maxMs: round(sorted.at(-1)!),
  };
}

/** Browser mode in a process of its own, on `dataDir`; resolves once it prints its address. */
async function startServer(dataDir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(ROOT, 'out/cli/serve.js'), '--port', '0', '--data-dir', dataDir],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`browser mode did not start: ${output}`)), WAIT_MS);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /http:\/\/127\.0\.0\.1:\d+\/#token=\S+/.exec(output);
      if (found) {
        clearTimeout(timer);
        done(found[0]);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => fail(new Error(`browser mode exited ${code}: ${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** Root units of `faction` cycling through its entries, options at their defaults. */
function builtinSelections(catalogue: FactionCatalogue, units: number): UnitCard[] {
  const entries = catalogue.entries;
  return Array.from({ length: units }, (_, i) => {
    const entry = entries[i % entries.length]!;
    const options = Object.fromEntries(
      entry.options.filter((o) => o.default > 0).map((o) => [o.id, o.default]),
    );
    return { id: `u${i}`, entry: entry.id, options, items: {} };
  });
}

type AddUnit = typeof addUnitEdit;

interface SeededList {
  id: string;
  name: string;
  units: number;
}

/**
 * The lists, written through the service in this process (closed before browser mode starts on the
 * same folder): built-in NetEpic Space Marines lists for the clicks and the opens, and, when
 * ../shared/bsdata is there, its NetEpic data imported with lists of its Space Marines.
 */
async function seed(dataDir: string, bsdata: string, clicksOnly: boolean) {
  const { startService } = await import('../src/main/service/create-service');
  const { addUnit } = await import('../src/core/engine/unit-add');
  const service = startService({ dataDir, host: 'cli' });
  try {
    const h = service.handlers;
    const save = async (faction: string, name: string, selections: UnitCard[], pointsLimit: number) => {
      const roster = await h.createRoster({ game: 'netepic', faction, name, pointsLimit });
      await h.saveRoster({ roster: { ...roster, selections } });
      return { id: roster.id, name, units: selections.filter((s) => !s.parent).length };
    };
    const builtin = await h.getFactionCatalogue({ faction: 'netepic-space-marines' });
    const clickLists: SeededList[] = [];
    // A limit every list exceeds: its verdict's figures change at each unit added.
    for (const units of CLICK_SIZES)
      clickLists.push(
        await save(builtin.faction.id, `Clic ${units}`, builtinSelections(builtin, units), 100),
      );
    const builtinOpens: SeededList[] = [];
    for (const units of OPEN_SIZES)
      builtinOpens.push(
        await save(builtin.faction.id, `Ouvrir ${units}`, builtinSelections(builtin, units), 3000),
      );
    let importedOpens: SeededList[] | null = null;
    const netepic = join(bsdata, 'netepic');
    if (!clicksOnly && existsSync(netepic)) {
      await h.importGameData({
        files: readdirSync(netepic).map((name) => ({
          name,
          base64: readFileSync(join(netepic, name)).toString('base64'),
        })),
      });
      const faction = (await h.listFactions({ game: 'netepic' })).find(
        (candidate) => candidate.community && candidate.name.en === 'Space Marines',
      );
      if (faction) {
        const catalogue = await h.getFactionCatalogue({ faction: faction.id });
        importedOpens = [];
        for (const units of OPEN_SIZES) {
          // Made as the builder makes it: the list itself, each unit added by the app's own edit.
          const created = await h.createRoster({
            game: 'netepic',
            faction: faction.id,
            name: `Importée ${units}`,
            pointsLimit: 3000,
          });
          const { list } = await h.openRoster({ id: created.id });
          const made = importedList(list!, catalogue, units, addUnit);
          await h.saveRoster({ roster: made.list });
          importedOpens.push({ id: created.id, name: created.name, units: made.units });
        }
      }
    }
    return { clickLists, builtinOpens, importedOpens };
  } finally {
    service.close();
  }
}

/** Root units of an imported faction added to its list, each as the builder adds it (with what it holds). */
function importedList(
  start: MusterList,
  catalogue: FactionCatalogue,
  units: number,
  addUnit: AddUnit,
): { list: MusterList; units: number } {
  const contents = new Set(catalogue.entries.flatMap((entry) => entry.contains.map((c) => c.entry)));
  const roots = catalogue.entries.filter((entry) => !contents.has(entry.id));
  let list = start;
  let added = 0;
  for (let i = 0; added < units && i < units * 4; i += 1) {
    const next = addUnit(list, catalogue, roots[i % roots.length]!.id, undefined);
    if (next.unitId === null) continue;
    list = next.list;
    added += 1;
  }
  return { list, units: added };
}

async function waitProbe<T extends ClickProbe | OpenProbe>(page: Page): Promise<T> {
  const handle = await page.waitForFunction(probeDone, undefined, { timeout: WAIT_MS, polling: 50 });
  return (await handle.jsonValue()) as T;
}

async function showLibrary(page: Page, url?: string): Promise<void> {
  if (url) await page.goto(url);
  else await page.evaluate(() => (window.location.hash = '#/'));
  await page.getByTestId('roster-table').waitFor({ timeout: WAIT_MS });
}

/**
 * How long the service took to answer the page's last `openRoster`: from the request sent to the
 * answer's first byte, as the page's resource timing saw it (the service's part of an open).
 */
function lastOpenRosterAnswerMs(page: Page): Promise<number> {
  return page.evaluate(() => {
    const asks = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/openRoster')) as PerformanceResourceTiming[];
    const last = asks.at(-1);
    return last ? last.responseStart - last.requestStart : -1;
  });
}

/** The library's click on a list's name → the roster panel painted with its units. */
async function openOnce(page: Page, list: SeededList, url?: string, profileFile?: string): Promise<number> {
  await showLibrary(page, url);
  await page.evaluate(armOpenProbe, list.units);
  const cdp = profileFile ? await page.context().newCDPSession(page) : undefined;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  await page.locator(`tr[data-roster-id="${list.id}"] a.roster-link`).click({ timeout: WAIT_MS });
  const probe = await waitProbe<OpenProbe>(page);
  if (cdp) {
    writeFileSync(profileFile!, JSON.stringify((await cdp.send('Profiler.stop')).profile));
    await cdp.detach();
  }
  return probe.paintAt - probe.clickAt;
}

/** Progress on stderr: the page's figures take minutes on a busy machine. */
function progress(message: string): void {
  process.stderr.write(`bench page: ${message}\n`);
}

async function clicks(page: Page, list: SeededList) {
  progress(`clicks on a list of ${list.units} units`);
  await openOnce(page, list);
  // Wide windows show the catalogue's entries at once; narrow ones fold them behind "Parcourir".
  const browse = page.getByTestId('catalogue-browse');
  if (await browse.isVisible()) await browse.click({ timeout: WAIT_MS });
  const entry = page.locator('.catalogue-entry').first();
  await entry.waitFor({ timeout: WAIT_MS });
  // The list's units as the panel counts them: it draws only the cards in view.
  const units = () =>
    page
      .locator('[data-testid="roster-tree"]')
      .evaluate((tree) => Number((tree as HTMLElement).dataset.units));
  const before = await units();
  // MUSTER_BENCH_PROFILE=<folder>: a CPU profile of the counted clicks per list, for Chromium's DevTools.
  const profileDir = process.env.MUSTER_BENCH_PROFILE;
  const cdp = profileDir ? await page.context().newCDPSession(page) : undefined;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  }
  // MUSTER_BENCH_TRACE=<folder>: a Chromium trace of the counted clicks per list (style, layout, paint).
  const traceDir = process.env.MUSTER_BENCH_TRACE;
  const browser = traceDir ? page.context().browser() : null;
  const paint: number[] = [];
  const verdict: number[] = [];
  // The first click warms the page's code paths; it is not counted.
  for (let i = 0; i <= CLICKS; i += 1) {
    await page.evaluate(armClickProbe);
    if (cdp && i > 0) await cdp.send('Profiler.start');
    if (browser && i === 1) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await entry.click({ timeout: WAIT_MS });
    const probe = await waitProbe<ClickProbe>(page);
    // The edit is judged once the click's frame is drawn (editor-store.ts `judgeAfter`): the panel
    // changes in a task after the paint, or never when nothing it draws changed (then no figure).
    const updated = await page
      .waitForFunction(
        () => (window as { __musterProbe?: ClickProbe }).__musterProbe!.verdictAt >= 0,
        undefined,
        {
          timeout: 5_000,
        },
      )
      .then(
        () => page.evaluate(() => (window as { __musterProbe?: ClickProbe }).__musterProbe!.verdictAt),
        () => -1,
      );
    if (i === 0) continue;
    if (cdp) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(join(profileDir!, `click-${list.units}-${i}.cpuprofile`), JSON.stringify(profile));
    }
    paint.push(probe.paintAt - probe.clickAt);
    if (updated >= 0) verdict.push(updated - probe.clickAt);
  }
  if (browser) writeFileSync(join(traceDir!, `clicks-${list.units}.json`), await browser.stopTracing());
  // What the clicks did: a card each at least (a unit holding others adds theirs), else the figures are not
  // those of an edit.
  const added = (await units()) - before;
  if (added < CLICKS + 1) throw new Error(`${CLICKS + 1} clicks on "add" added ${added} cards`);
  return {
    units: list.units,
    cardsAdded: added,
    clickToPaint: spread(paint),
    clickToVerdicts: verdict.length > 0 ? spread(verdict) : null,
  };
}

async function opens(page: Page, lists: SeededList[]) {
  const out = [];
  for (const list of lists) {
    progress(`opening ${list.name}`);
    // The first open of each list warms the server's caches and the page's code: not counted.
    await openOnce(page, list);
    const samples: number[] = [];
    for (let i = 0; i < OPENS; i += 1) samples.push(await openOnce(page, list));
    out.push({ units: list.units, libraryClickToPainted: spread(samples) });
  }
  return out;
}

/**
 * The stored data files, and those whose model is kept for their current content: all of them, or the
 * first open after a restart read some XML and its figure is not the one it stands for.
 */
function keptModels(dataDir: string): { files: number; kept: number } {
  const db = new Database(join(dataDir, DATABASE_FILE_NAME), { readonly: true });
  try {
    return db
      .prepare(
        `SELECT count(*) AS files, count(m.file_id) AS kept FROM game_data_file f
         LEFT JOIN game_data_model m ON m.file_id = f.id AND m.sha256 = f.sha256`,
      )
      .get() as { files: number; kept: number };
  } finally {
    db.close();
  }
}

/**
 * The page's figures, or why they were skipped; `restartOnly`: only the first open after a restart,
 * then the same list opened again on that server, its floor (`npx tsx bench/part.ts page-restart`);
 * `clicksOnly`: the clicks on "add" alone (`npx tsx bench/part.ts page-clicks`).
 */
export async function benchPage(
  bsdata: string,
  options: { restartOnly?: boolean; clicksOnly?: boolean } = {},
): Promise<Record<string, unknown>> {
  if (process.env.MUSTER_BENCH_PAGE === '0') return { skipped: 'MUSTER_BENCH_PAGE=0' };
  if (!existsSync(CHROMIUM))
    return { skipped: `Chromium not found at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)` };
  if (!existsSync(join(ROOT, 'out/renderer/index.html')) || !existsSync(join(ROOT, 'out/cli/serve.js')))
    return { skipped: 'the app is not built: npm run build (npm run bench does it)' };
  const dataDir = mkdtempSync(join(tmpdir(), 'muster-bench-page-'));
  let browser: Browser | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    progress('seeding the lists');
    const lists = await seed(dataDir, bsdata, options.clicksOnly === true);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: WAIT_MS });
    const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, locale: 'fr-FR' });
    // tsx names functions with a helper the page does not have: the probes run there as they are.
    await context.addInitScript('globalThis.__name ??= (target) => target;');
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT_MS);
    server = await startServer(dataDir);
    await showLibrary(page, server.url);
    const clickFigures = [];
    const only = options.restartOnly === true;
    for (const list of only ? [] : lists.clickLists) clickFigures.push(await clicks(page, list));
    if (options.clicksOnly) return { chromium: browser.version(), clickAdd: clickFigures };
    const builtinOpens = only ? 'skipped' : await opens(page, lists.builtinOpens);
    let importedOpens = lists.importedOpens && !only ? await opens(page, lists.importedOpens) : null;
    // A restart: a new server process, the page loaded again from it, the imported list opened at once
    // (clicked as soon as the library shows) and at a player's pace (a second later).
    let firstOpenAfterRestart: Spread | null = null;
    let firstOpenAtPlayersPace: Spread | null = null;
    let openRosterAnswer: Spread | null = null;
    let kept: ReturnType<typeof keptModels> | undefined;
    if (lists.importedOpens) {
      // The running server keeps the model of every stored file (reading in its worker those the
      // seeding did not open): each restart then reads them back, as the app's restarts do.
      const waitUntil = performance.now() + WAIT_MS;
      while ((kept = keptModels(dataDir)).kept < kept.files && performance.now() < waitUntil)
        await new Promise((done) => setTimeout(done, 100));
      const samples: number[] = [];
      const answers: number[] = [];
      const paced: number[] = [];
      for (let i = 0; i < RESTARTS * 2; i += 1) {
        progress(`restart ${i + 1} of ${RESTARTS * 2}`);
        await server.stop();
        server = await startServer(dataDir);
        if (i % 2 === 0) {
          // MUSTER_BENCH_PROFILE=<folder>: a CPU profile of each of these opens too (the profiler slows
          // the page: its figures are then not the page's).
          const profileDir = process.env.MUSTER_BENCH_PROFILE;
          const profile = profileDir && join(profileDir, `restart-open-${i / 2 + 1}.cpuprofile`);
          samples.push(await openOnce(page, lists.importedOpens[0]!, server.url, profile || undefined));
          answers.push(await lastOpenRosterAnswerMs(page));
          continue;
        }
        // The library shown a moment before the click, as a player's click comes: the page prepares
        // the list edited last while it is idle (prepare-open.ts).
        await showLibrary(page, server.url);
        await new Promise((done) => setTimeout(done, PLAYER_PACE_MS));
        paced.push(await openOnce(page, lists.importedOpens[0]!));
      }
      firstOpenAfterRestart = spread(samples);
      openRosterAnswer = answers.every((ms) => ms >= 0) ? spread(answers) : null;
      firstOpenAtPlayersPace = spread(paced);
      if (only) importedOpens = await opens(page, lists.importedOpens.slice(0, 1));
    }
    return {
      chromium: browser.version(),
      clickAdd: clickFigures,
      openBuiltin: builtinOpens,
      openImported: importedOpens ?? (only ? 'skipped' : `skipped: no NetEpic data in ${bsdata}`),
      importedFirstOpenAfterRestart: firstOpenAfterRestart
        ? {
            units: lists.importedOpens![0]!.units,
            libraryClickToPainted: firstOpenAfterRestart,
            // The service's part of it: its answer to the click's openRoster, request to first byte.
            openRosterAnswer,
            clickedAtPlayersPace: {
              afterLibraryShownMs: PLAYER_PACE_MS,
              libraryClickToPainted: firstOpenAtPlayersPace,
            },
            keptModels: kept,
          }
        : `skipped: no NetEpic data in ${bsdata}`,
    };
  } finally {
    await server?.stop();
    await browser?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
