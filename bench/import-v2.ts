// Community data: reading a whole game system into the engine beside a bare XML parse of the same
// files (the floor), and one edit on an imported NetEpic Space Marines roster of about 300 selections.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { readDataSet } from '../src/core/bsdata/data-set';
import type { Catalogue, GameSystem } from '../src/core/catalogue/v2/model';
import { textIn } from '../src/core/catalogue/v2/text';
import { DataIndex } from '../src/core/engine/v2/data-index';
import { addForce, selectEntry, setSelectionCount, type EditContext } from '../src/core/engine/v2/edits';
import { evaluateRoster } from '../src/core/engine/v2/evaluate';
import type { RosterSelection, RosterV3 } from '../src/core/roster/v3';

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
  let roster: RosterV3 = force.roster;
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
