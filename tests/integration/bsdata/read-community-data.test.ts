import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataFile } from '../../../src/core/bsdata/read-data-file';
import { parseCatalogue, parseGameSystem } from '../../../src/core/catalogue/data-schema';
import type { Catalogue, GameData, GameSystem } from '../../../src/core/catalogue/model';
import { DataIndex, type OptionNode } from '../../../src/core/engine/data-index';
import { addForce, selectEntry, type EditContext } from '../../../src/core/engine/edits';
import { evaluateRoster } from '../../../src/core/engine/evaluate';
import type { TreeRoster } from '../../../src/core/roster/tree';
import { SHARED_DIR, sharedAvailable } from '../../helpers/shared-material';

const BSDATA = join(SHARED_DIR, 'bsdata');
const games = sharedAvailable ? readdirSync(BSDATA).filter((name) => !name.includes('.')) : [];

/** A game's data, one data set per game system (Deadzone has two editions, each with its catalogues). */
function loadGame(game: string): GameData[] {
  const gameSystems: GameSystem[] = [];
  const catalogues: Catalogue[] = [];
  for (const file of readdirSync(join(BSDATA, game)).sort()) {
    const read = readDataFile(readFileSync(join(BSDATA, game, file), 'utf8'));
    if (!read.ok) throw new Error(`${file}: ${JSON.stringify(read.error)}`);
    expect(read.unsupported, file).toEqual([]);
    // The reader checks as it converts; the model's zod schema accepts what it produces.
    const checked = read.file.kind === 'gameSystem' ? parseGameSystem(read.file) : parseCatalogue(read.file);
    expect(checked.ok ? [] : checked.issues, file).toEqual([]);
    if (read.file.kind === 'gameSystem') gameSystems.push(read.file);
    else catalogues.push(read.file);
  }
  if (gameSystems.length === 0) throw new Error(`${game}: no game system`);
  for (const catalogue of catalogues)
    expect(
      gameSystems.some((system) => system.id === catalogue.gameSystemId),
      catalogue.id,
    ).toBe(true);
  return gameSystems.map((gameSystem) => ({
    gameSystem,
    catalogues: catalogues.filter((catalogue) => catalogue.gameSystemId === gameSystem.id),
  }));
}

/** Every option of the data reached through every link, breadth first. */
function walkOptions(index: DataIndex, catalogueId: string): number {
  const queue: OptionNode[] = [...index.rootOptions(catalogueId)];
  let seen = 0;
  while (queue.length > 0 && seen < 200_000) {
    const node = queue.shift()!;
    seen += 1;
    queue.push(...index.children(node));
  }
  return seen;
}

describe.skipIf(!sharedAvailable)(
  'community BattleScribe data (../shared/bsdata) read into catalogue model v2',
  () => {
    it.each(games)('%s: every file reads, every link resolves, every root entry can be chosen', (game) => {
      for (const data of loadGame(game)) {
        const index = new DataIndex(data);
        let next = 0;
        const context: EditContext = { index, newId: () => `id${(next += 1)}` };
        for (const catalogue of data.catalogues.filter((c) => !c.library)) {
          expect(walkOptions(index, catalogue.id)).toBeGreaterThan(0);
          const forceEntry = index.topForceEntries(catalogue.id)[0]!;
          const empty: TreeRoster = {
            id: 'r',
            name: 'r',
            gameSystemId: data.gameSystem.id,
            costLimits: {},
            forces: [],
          };
          const force = addForce(context, empty, forceEntry.id, catalogue.id);
          let roster = force.roster;
          for (const option of index.selectableRoots(catalogue.id).values()) {
            roster = selectEntry(context, roster, force.createdId!, option.id).roster;
          }
          const evaluation = evaluateRoster(index, roster);
          expect(evaluation.verdicts.filter((verdict) => verdict.code === 'data.unknown-entry')).toEqual([]);
          expect(roster.forces[0]!.selections.length).toBeGreaterThan(0);
        }
        expect(index.problems).toEqual([]);
      }
    });
  },
);
