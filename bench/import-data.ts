// Community data: reading a whole game system into the engine beside a bare XML parse of the same
// files (the floor), and one edit on an imported NetEpic Space Marines roster of about 300 selections.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { readDataSet } from '../src/core/bsdata/data-set';
import type { Catalogue, GameSystem } from '../src/core/catalogue/model';
import { textIn } from '../src/core/catalogue/text';
import { DataIndex } from '../src/core/engine/data-index';
import { addForce, selectEntry, setSelectionCount, type EditContext } from '../src/core/engine/edits';
import { evaluateRoster } from '../src/core/engine/evaluate';
import { countSelections } from './engine';
import type { RosterSelection, TreeRoster } from '../src/core/roster/tree';

export type Timer = (run: () => unknown) => number;

function count(selections: RosterSelection[]): number {
  let total = 0;
  const stack = [...selections];
  while (stack.length > 0) {
    total += 1;
    stack.push(...stack.pop()!.selections);
  }
  return total;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Processor time of this process (all its threads: the garbage collector's too), in ms. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * Two runs timed in turn (a, b, a, b…, at least 7 pairs and 3 s), so that a machine busy with other
 * work slows both alike. Gives the median wall time of each, and the ratio of their median processor
 * times: what the target is about, and far steadier than wall time when other programs share the cores.
 */
function sideBySide(a: () => unknown, b: () => unknown): { wall: [number, number]; cpuRatio: number } {
  const wall: [number[], number[]] = [[], []];
  const cpu: [number[], number[]] = [[], []];
  const started = performance.now();
  a();
  b(); // warm-up
  while (wall[0].length < 7 || performance.now() - started < 3000) {
    for (const [which, run] of [a, b].entries()) {
      const [t0, c0] = [performance.now(), cpuMs()];
      run();
      wall[which]!.push(performance.now() - t0);
      cpu[which]!.push(cpuMs() - c0);
    }
    if (wall[0].length >= 60) break;
  }
  return {
    wall: [Number(median(wall[0]).toFixed(2)), Number(median(wall[1]).toFixed(2))],
    cpuRatio: Number((median(cpu[1]) / median(cpu[0])).toFixed(2)),
  };
}

export function benchCommunityData(bsdata: string, time: Timer): Record<string, unknown> | null {
  if (!existsSync(bsdata)) return null;
  const games = readdirSync(bsdata).filter((name) => !name.includes('.'));
  const bare = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
  const perGame = games.map((game) => {
    const files = readdirSync(join(bsdata, game)).map((name) => ({
      name,
      text: readFileSync(join(bsdata, game, name), 'utf8'),
    }));
    const measured = sideBySide(
      () => files.map((file) => bare.parse(file.text)),
      () => readDataSet(files),
    );
    const [bareXmlParseMs, readIntoModelMs] = measured.wall;
    return {
      game,
      bytes: files.reduce((sum, file) => sum + file.text.length, 0),
      bareXmlParseMs,
      readIntoModelMs,
      // The target: at most 1.5 (processor time; the wall-time ratio follows the machine's load).
      ratio: measured.cpuRatio,
      wallRatio: Number((readIntoModelMs / bareXmlParseMs).toFixed(2)),
    };
  });
  // One edit on an imported NetEpic Space Marines roster.
  const netepic = join(bsdata, 'netepic');
  const set = readDataSet(
    readdirSync(netepic).map((name) => ({ name, text: readFileSync(join(netepic, name), 'utf8') })),
  );
  const system = set.gameSystems[0]!;
  const index = new DataIndex({
    gameSystem: system.gameSystem.file as GameSystem,
    catalogues: system.catalogues.map((c) => c.file as Catalogue),
  });
  const marines = [...index.catalogues.values()].find((c) => textIn(c.name, 'en') === 'Space Marines')!;
  let next = 0;
  const context: EditContext = { index, newId: () => `b${(next += 1)}` };
  const force = addForce(
    context,
    { id: 'b', name: 'b', gameSystemId: index.gameSystem.id, costLimits: {}, forces: [] },
    index.topForceEntries(marines.id)[1]!.id,
    marines.id,
  );
  let roster: TreeRoster = force.roster;
  const roots = [...index.selectableRoots(marines.id).values()].filter((root) =>
    ['Tactical Detachment', 'Assault Detachment', 'Land Raider Squadron', 'Devastator Detachment'].includes(
      textIn(root.name, 'en'),
    ),
  );
  for (let i = 0; count(roster.forces[0]!.selections) < 300; i += 1)
    roster = selectEntry(context, roster, force.createdId!, roots[i % roots.length]!.id).roster;
  const target = roster.forces[0]!.selections[0]!.selections[0]!;
  let n = target.number;
  return {
    communityData: perGame,
    importedNetEpic: {
      selections: count(roster.forces[0]!.selections),
      evaluateFullMs: time(() => evaluateRoster(index, roster)),
      editAndEvaluateMs: time(() => {
        n = n === 6 ? 7 : 6;
        evaluateRoster(index, setSelectionCount(context, roster, target.id, n).roster);
      }),
    },
  };
}

/**
 * An imported faction in the app, as the builder opens and edits it: the service's faction catalogue
 * (the first time, read from the stored XML; then kept; then the first time again in a new service on
 * the same folder, as after a restart), the list and its validation, the catalogue's JSON as it crosses
 * to the page, and one edit at 300 selections of an imported NetEpic Space Marines list validated as
 * the builder does (the list itself, edited by the unit edits and judged by `validateList`).
 */
export async function benchImportedBuilder(
  bsdata: string,
  time: Timer,
): Promise<Record<string, unknown> | null> {
  if (!existsSync(bsdata)) return null;
  const { startService } = await import('../src/main/service/create-service');
  const { validateList } = await import('../src/core/engine/validate');
  const { addUnit } = await import('../src/core/engine/unit-add');
  const { cardViewContextOf } = await import('../src/core/engine/list-cards');
  const { setUnitName } = await import('../src/core/roster/unit-edits');
  const { setUnitTaken, unitTaken } = await import('../src/core/roster/unit-options');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const dataDir = mkdtempSync(join(tmpdir(), 'muster-bench-community-'));
  let service = startService({ dataDir, host: 'cli' });
  try {
    const netepic = join(bsdata, 'netepic');
    await service.handlers.importGameData({
      files: readdirSync(netepic).map((name) => ({
        name,
        base64: readFileSync(join(netepic, name)).toString('base64'),
      })),
    });
    const faction = (await service.handlers.listFactions({ game: 'netepic' })).find(
      (candidate) => candidate.community && candidate.name.en === 'Space Marines',
    )!;
    const open = async () => {
      const catalogue = await service.handlers.getFactionCatalogue({ faction: faction.id });
      const roster = await service.handlers.createRoster({
        game: 'netepic',
        faction: faction.id,
        name: 'bench',
        pointsLimit: 3000,
      });
      await service.handlers.validateRoster({ roster });
      return catalogue;
    };
    let t0 = performance.now();
    const catalogue = await open();
    const firstOpenMs = Number((performance.now() - t0).toFixed(1));
    const opens: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      t0 = performance.now();
      await open();
      opens.push(performance.now() - t0);
    }
    // A restart: a new service on the same folder (as the command line's, nothing read ahead of need).
    const afterRestart: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      service.close();
      service = startService({ dataDir, host: 'cli' });
      t0 = performance.now();
      await open();
      afterRestart.push(performance.now() - t0);
    }
    const json = JSON.stringify(catalogue);
    // A list of about 300 selections, built as the builder adds units.
    const contents = new Set(catalogue.entries.flatMap((entry) => entry.contains.map((c) => c.entry)));
    const names = [
      'Tactical Detachment',
      'Assault Detachment',
      'Land Raider Squadron',
      'Devastator Detachment',
    ];
    const units = catalogue.entries.filter(
      (entry) => names.includes(entry.name.en) && !contents.has(entry.id),
    );
    const created = await service.handlers.createRoster({
      game: 'netepic',
      faction: faction.id,
      name: 'bench',
      pointsLimit: 3000,
    });
    // The list itself, each unit added by the app's own edit, as the builder holds and edits it.
    let list = (await service.handlers.openRoster({ id: created.id })).list!;
    for (let i = 0; countSelections(list) < 300 && i < 1000; i += 1)
      list = addUnit(list, catalogue, units[i % units.length]!.id, undefined).list;
    const context = cardViewContextOf(catalogue)!;
    const edited = list.forces[0]!.selections[0]!;
    const option = catalogue.entries
      .find((entry) => entry.id === edited.entryId)
      ?.options.find((candidate) => candidate.max > candidate.default);
    let label = 'a';
    let more = 0;
    return {
      faction: 'Space Marines (community data)',
      firstOpenMs,
      openAgainMs: Number(median(opens).toFixed(1)),
      firstOpenAfterRestartMs: Number(median(afterRestart).toFixed(1)),
      catalogueJsonBytes: json.length,
      catalogueJsonParseMs: time(() => JSON.parse(json)),
      listUnits: list.forces[0]!.selections.length,
      listSelections: countSelections(list),
      validateAfterOneEditMs: time(() => {
        label = label === 'a' ? 'b' : 'a';
        validateList(setUnitName(list, context, edited.id, label), catalogue);
      }),
      // An edit the engine evaluates in full: one of the unit's options taken once more, then back.
      validateAfterOptionEditMs:
        option === undefined
          ? null
          : time(() => {
              more = 1 - more;
              const taken = unitTaken(list, context, edited.id, 'options', option.id) + more;
              validateList(setUnitTaken(list, context, edited.id, 'options', option.id, taken), catalogue);
            }),
    };
  } finally {
    service.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
