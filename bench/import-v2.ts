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

export function benchCommunityData(bsdata: string, time: Timer): Record<string, unknown> | null {
  if (!existsSync(bsdata)) return null;
  const games = readdirSync(bsdata).filter((name) => !name.includes('.'));
  const bare = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
  const perGame = games.map((game) => {
    const files = readdirSync(join(bsdata, game)).map((name) => ({
      name,
      text: readFileSync(join(bsdata, game, name), 'utf8'),
    }));
    return {
      game,
      bytes: files.reduce((sum, file) => sum + file.text.length, 0),
      bareXmlParseMs: time(() => files.map((file) => bare.parse(file.text))),
      readIntoModelMs: time(() => readDataSet(files)),
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
