/**
 * The built-in catalogue in model v2 (db/catalogue/<game>): every file passes the v2 schema, every
 * link resolves, and every entry of each of the nine older factions — at its largest count, with every
 * option and item — costs through the generic engine (after the version 2 → 3 roster migration) what
 * the builder's view of it says (its entry's price, extra models, options and items: the prices the
 * first model wrote, which the view kept).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Costs, GameId } from '../../../src/core/catalogue/schema';
import type { CatalogueEntry } from '../../../src/core/catalogue/entry-types';
import type { FactionCatalogue } from '../../../src/core/catalogue/view-types';
import type { GameData } from '../../../src/core/catalogue/model';
import { DataIndex, type OptionNode } from '../../../src/core/engine/data-index';
import { evaluateRoster } from '../../../src/core/engine/evaluate';
import { builtinMigration } from '../../../src/core/roster/builtin-migration';
import { parseTreeRoster } from '../../../src/core/roster/read-roster-tree';
import { readListJson } from '../../../src/core/roster/list-document';
import { listedCount, shownCount } from '../../../src/core/export/print/bases';
import type { ListCards, UnitCard } from '../../../src/core/roster/cards';
import { readBuiltinGameData } from '../../../src/main/catalogue/read-builtin-data';
import { readCatalogueFiles } from '../../../src/main/catalogue/read-catalogue-files';
import { builtinView } from '../../helpers/builtin-view';
import { FIRST_MODEL_FACTIONS } from '../../../src/core/roster/migrate/data-paths';

const ROOT = resolve(import.meta.dirname, '../../../db/catalogue');
const FIXTURES = resolve(import.meta.dirname, '../../fixtures/rosters');
const games = readCatalogueFiles(ROOT).games;
const v2 = readBuiltinGameData(ROOT);
const migration = builtinMigration(v2);

/** The views of the nine older factions (the nine whose lists were first written for the first model, FIRST_MODEL_FACTIONS), by game. */
const older = v2.map((data) => ({
  game: data.gameSystem.id as GameId,
  factions: data.catalogues
    .filter((catalogue) => FIRST_MODEL_FACTIONS.has(catalogue.id))
    .map((catalogue) => builtinView(data.gameSystem.id as GameId, catalogue.id)),
}));

function gameData(game: string): GameData {
  const data = v2.find((candidate) => candidate.gameSystem.id === game);
  if (!data) throw new Error(`no v2 data for ${game}`);
  return data;
}

function add(into: Record<string, number>, costs: Costs, times: number): void {
  for (const [type, value] of Object.entries(costs)) into[type] = (into[type] ?? 0) + value * times;
}

/**
 * Options v2 prices per model of the unit, as the community data does (Antares Plasma Grenades: 2
 * points a model, leader included), where the view writes their price at the default count.
 */
const PER_MODEL_IN_V2 = new Set(['grenades-plasma']);

/** The view's price of a selection: the entry at its default count, extra models, options and items. */
function viewCost(
  faction: FactionCatalogue,
  entry: CatalogueEntry,
  selection: UnitCard,
): Record<string, number> {
  const costs: Record<string, number> = {};
  add(costs, entry.costs, 1);
  // A unit whose models are options of its own (countsModels) counts them; its extra ones are priced
  // as the option they are.
  const count = shownCount(entry, selection);
  const byDefault = listedCount(entry).default;
  if (entry.extraCosts) add(costs, entry.extraCosts, Math.max(0, count - entry.count.default));
  for (const [id, taken] of Object.entries(selection.options)) {
    const option = entry.options.find((candidate) => candidate.id === id);
    if (option && PER_MODEL_IN_V2.has(id.split('::').at(-1)!))
      add(costs, option.costs, (taken * count) / byDefault);
    else if (option) add(costs, option.costs, taken);
  }
  for (const [id, taken] of Object.entries(selection.items))
    add(costs, faction.items.find((item) => item.id === id)!.costs, taken);
  return costs;
}

function isCardOnly(faction: FactionCatalogue, entry: CatalogueEntry): boolean {
  const held = faction.entries.some((card) => card.contains.some((slot) => slot.entry === entry.id));
  return held && Object.values(entry.costs).every((value) => value === 0);
}

function rosterOf(faction: FactionCatalogue, selections: UnitCard[]): ListCards {
  return {
    id: 'cost-check',
    name: 'Cost check',
    game: faction.faction.game,
    faction: faction.faction.id,
    pointsLimit: 100_000,
    notes: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    selections,
  };
}

/** The roster's totals by the generic engine; `unknown` lists the options the view does not know either. */
function v2Costs(game: string, roster: ListCards, unknown: string[] = []): Map<string, number> {
  const index = new DataIndex(gameData(game));
  const evaluation = evaluateRoster(index, parseTreeRoster(roster, migration));
  const unresolved = evaluation.tree.unresolved.map((item) => item.selection.entryId);
  expect(unresolved, 'selections the v2 data does not know').toEqual(unknown);
  return evaluation.costs;
}

/** Every option under a node, through groups and links, however deep. */
function expandAll(index: DataIndex, roots: OptionNode[]): number {
  let seen = 0;
  const stack = [...roots];
  while (stack.length > 0) {
    const node = stack.pop()!;
    seen += 1;
    stack.push(...index.children(node));
  }
  return seen;
}

describe('built-in catalogue in model v2', () => {
  it('has a v2 game system for every game, its catalogues passing the schema, the nine older factions', () => {
    expect(v2.map((data) => data.gameSystem.id).sort()).toEqual(games.map((game) => game.game.id).sort());
    expect(older.flatMap(({ factions }) => factions.map((faction) => faction.faction.id)).sort()).toEqual([
      'antares-algoryn',
      'antares-isorian',
      'deadzone-enforcers',
      'deadzone-marauders',
      'freebooters-fate-amazonen',
      'freebooters-fate-imperiale-armada',
      'netepic-chaos',
      'netepic-eldar',
      'netepic-space-marines',
    ]);
  });

  it('resolves every link and offers a force to every faction', () => {
    for (const data of v2) {
      const index = new DataIndex(data);
      for (const catalogue of data.catalogues) {
        expect(expandAll(index, index.rootOptions(catalogue.id))).toBeGreaterThan(0);
        expect(index.topForceEntries(catalogue.id).length, catalogue.id).toBeGreaterThan(0);
      }
      expect(index.problems, data.gameSystem.id).toEqual([]);
    }
  });

  it('prices Plasma Grenades at 2 a model, leader included, as the community data does', () => {
    const squad = (count: number | undefined, options: Record<string, number>): UnitCard => ({
      id: 's1',
      entry: 'iso-senatex-phase-squad',
      count,
      options,
      items: {},
    });
    const isorian = builtinView('antares', 'antares-isorian');
    const grenades = (count: number | undefined) =>
      (v2Costs('antares', rosterOf(isorian, [squad(count, { 'grenades-plasma': 1 })])).get('points') ?? 0) -
      (v2Costs('antares', rosterOf(isorian, [squad(count, {})])).get('points') ?? 0);
    // A squad of 8 (seven troopers and the leader): 16, not the 10 of the default five.
    expect(grenades(undefined)).toBe(10);
    expect(grenades(8)).toBe(16);
  });

  for (const { game, factions } of older) {
    for (const faction of factions) {
      it(`prices every ${faction.faction.id} entry as its view does, at its largest count with every option`, () => {
        const differences: string[] = [];
        for (const entry of faction.entries) {
          const selection: UnitCard = {
            id: 's1',
            entry: entry.id,
            count: entry.count.max,
            options: Object.fromEntries(entry.options.map((option) => [option.id, option.max])),
            items: Object.fromEntries(faction.items.map((item) => [item.id, 1])),
          };
          const expected = viewCost(faction, entry, selection);
          const selections = [selection];
          // An entry with no price of its own that a card holds exists only inside that card.
          const card = faction.entries.find((candidate) =>
            candidate.contains.some((slot) => slot.entry === entry.id),
          );
          if (card && isCardOnly(faction, entry)) {
            const holder: UnitCard = { id: 'card', entry: card.id, options: {}, items: {} };
            selection.parent = holder.id;
            selections.unshift(holder);
            add(expected, viewCost(faction, card, holder), 1);
          }
          const actual = v2Costs(game, rosterOf(faction, selections));
          for (const [type, value] of Object.entries(expected))
            if ((actual.get(type) ?? 0) !== value)
              differences.push(`${entry.id} ${type}: view ${value}, engine ${actual.get(type) ?? 0}`);
        }
        expect(differences).toEqual([]);
      });
    }
  }

  it('totals every roster fixture as the view prices it', () => {
    const files = readdirSync(FIXTURES, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.json'),
    );
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const saved = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as ListCards;
      const faction = older
        .flatMap((game) => game.factions)
        .find((candidate) => candidate.faction.id === saved.faction)!;
      // A faction read by its data's paths: the file as the app reads it, its cards named by them.
      const roster = faction.faction.fromGameData ? readListJson(saved, () => faction).view : saved;
      const expected: Record<string, number> = {};
      const unknown: string[] = [];
      for (const selection of roster.selections) {
        const entry = faction.entries.find((candidate) => candidate.id === selection.entry)!;
        for (const id of Object.keys(selection.options ?? {}))
          if (!entry.options.some((option) => option.id === id)) unknown.push(id);
        // A card's détachement standing alone: the view prices it at nothing; v2 does not offer it there.
        if (selection.parent === undefined && isCardOnly(faction, entry)) unknown.push(entry.id);
        // Fixture files may leave out empty option and item maps.
        const raw = selection as Partial<UnitCard> & Pick<UnitCard, 'id' | 'entry'>;
        const filled: UnitCard = { ...raw, options: raw.options ?? {}, items: raw.items ?? {} };
        for (const [type, value] of Object.entries(viewCost(faction, entry, filled)))
          expected[type] = (expected[type] ?? 0) + value;
      }
      const actual = v2Costs(roster.game, roster, unknown);
      for (const [type, value] of Object.entries(expected))
        expect(actual.get(type), `${file} ${type}`).toBe(value);
    }
  });
});
