/**
 * Lists of the nine older built-in factions as Muster saved them while their view was read for the
 * first catalogue model (issue 21): a unit a formation holds and every option named by its entry's own
 * id, a unit's bases or models in its `<entry>.models` and `<entry>.extra` selections. Each fixture
 * (tests/fixtures/first-model-lists/<faction>.json, our own lists of our own data) holds such a list as
 * the library stored it (`list`, version 3) and as the version 2 file of its cards (`file`), with its
 * points, verdicts and text print as Muster gave them then (`before`); every root entry of the faction
 * was added by the builder of then, at its largest count, with its first options and an item. Read
 * now, as the app reads a stored list, a file and a share code, each must give the same.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardViewContextOf, moveUnit, validateList, viewOf } from '../../src/core';
import { indexCatalogue } from '../../src/core/engine/catalogue-index';
import { resolveSelection } from '../../src/core/engine/resolve';
import { renderRoster } from '../../src/core/export';
import type { FactionCatalogue } from '../../src/core/catalogue/view-types';
import type { ListCards } from '../../src/core/roster/cards';
import type { MusterService } from '../../src/main/service/create-service';
import { useService } from '../helpers/service';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/first-model-lists');
const PROVENANCE = { musterVersion: 'test', date: '2026-11-28', builtinCatalogueVersion: 'fixture' };

interface Fixture {
  list: { id: string; forces: { catalogueId: string }[] };
  file: Record<string, unknown>;
  before: { points: number; errors: number; warnings: number; verdicts: string[]; print: string };
}

const FACTIONS = readdirSync(FIXTURES)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

function fixture(faction: string): Fixture {
  return JSON.parse(readFileSync(join(FIXTURES, `${faction}.json`), 'utf8')) as Fixture;
}

const open = useService();

/** What a list reads as now: its points, verdicts and print, as the app validates and prints it. */
async function readNow(service: MusterService, raw: unknown): Promise<Fixture['before']> {
  const { roster, result } = await service.handlers.validateRoster({ roster: raw });
  const catalogue = (await service.handlers.getFactionCatalogue({
    faction: roster.faction,
  })) as FactionCatalogue;
  return {
    points: result.stats.points,
    errors: result.errors,
    warnings: result.warnings,
    verdicts: result.issues.map((issue) => issue.code).sort(),
    print: renderRoster('txt', {
      roster,
      catalogue,
      result,
      lang: 'fr',
      fingerprint: false,
      provenance: PROVENANCE,
    }),
  };
}

/** Whether every card of the cards names an entry of the faction's view, and its options and items. */
function unknownIds(cards: ListCards, catalogue: FactionCatalogue): string[] {
  const unknown: string[] = [];
  const items = new Set(catalogue.items.map((item) => item.id));
  for (const card of cards.selections) {
    const entry = catalogue.entries.find((candidate) => candidate.id === card.entry);
    if (!entry) {
      unknown.push(card.entry);
      continue;
    }
    for (const key of Object.keys(card.options))
      if (!entry.options.some((option) => option.id === key)) unknown.push(`${card.entry} ${key}`);
    for (const key of Object.keys(card.items)) if (!items.has(key)) unknown.push(`${card.entry} item ${key}`);
  }
  return unknown;
}

describe.each(FACTIONS)('a list of %s saved for the first model', (faction) => {
  it('keeps its units, options, points and verdicts, stored (version 3) or as a file (version 2)', async () => {
    const service = open();
    const { list, file, before } = fixture(faction);
    expect(before.print).toContain('== ');
    expect(await readNow(service, list)).toEqual(before);
    expect(await readNow(service, file)).toEqual(before);
  });

  it('opens from the library with every unit, option and item the builder shows', async () => {
    const service = open();
    const { list } = fixture(faction);
    const imported = await service.handlers.importRoster({ text: JSON.stringify(list) });
    const opened = await service.handlers.openRoster({ id: imported.id });
    const catalogue = (await service.handlers.getFactionCatalogue({ faction })) as FactionCatalogue;
    expect(opened.roster.selections.length).toBeGreaterThan(10);
    expect(unknownIds(opened.roster, catalogue)).toEqual([]);
    // Its share code opens to the same list.
    const { code } = await service.handlers.shareRoster({ id: imported.id });
    const shared = await service.handlers.importShareCode({ code });
    const again = await service.handlers.openRoster({ id: shared.id });
    expect(again.roster.selections.map((card) => [card.entry, card.options, card.items])).toEqual(
      opened.roster.selections.map((card) => [card.entry, card.options, card.items]),
    );
  });
});

describe('a détachement taken on its own, as the first model let a player take it', () => {
  /** A stored list of then: one Tactical Détachement at the root, a Tactical Company beside it. */
  async function opened(service: MusterService) {
    const created = await service.handlers.createRoster({
      game: 'netepic',
      faction: 'netepic-space-marines',
      name: 'Détachement seul',
      pointsLimit: 3000,
    });
    const cards = [
      {
        id: 'd0',
        entry: 'sm-tactical-detachment',
        options: { 'sm-tactical-detachment.models': 6 },
        items: {},
      },
      { id: 'c1', entry: 'sm-tactical-company', options: {}, items: {} },
    ];
    await service.handlers.saveRoster({ roster: { ...created, selections: cards } });
    const { list } = await service.handlers.openRoster({ id: created.id });
    const catalogue = await service.handlers.getFactionCatalogue({ faction: 'netepic-space-marines' });
    return { list: list!, catalogue: catalogue as FactionCatalogue };
  }

  it('is said to be where its data does not offer it, once, naming where it goes', async () => {
    const service = open();
    const { list, catalogue } = await opened(service);
    const codes = validateList(list, catalogue).issues.filter((issue) => issue.selections.includes('d0'));
    expect(codes.map((issue) => issue.code)).toEqual(['data.misplaced-entry']);
    expect(codes[0]!.message.fr).toContain('Compagnie Tactique');
    // Its card still shows what it is, by the entry of the same definition: its name and its bases.
    const card = viewOf(list, catalogue).selections.find((selection) => selection.id === 'd0')!;
    const resolved = resolveSelection(indexCatalogue(catalogue), card)!;
    expect(resolved.name.fr).toBe('Détachement Tactique');
    expect(resolved.options.map(({ option, count }) => [option.name.fr, count])).toEqual([['Socles', 6]]);
  });

  it('goes into a company by the same edit the drop makes, taking the company’s path, and counts there', async () => {
    const service = open();
    const { list, catalogue } = await opened(service);
    const context = cardViewContextOf(catalogue)!;
    const moved = moveUnit(list, context, 'd0', { into: 'c1' });
    const company = moved.forces[0]!.selections.find((selection) => selection.id === 'c1')!;
    const detachment = company.selections.find((selection) => selection.id === 'd0')!;
    const path = 'sm-tactical-company.contains.sm-tactical-detachment::sm-tactical-detachment';
    expect(detachment.entryId).toBe(path);
    expect(detachment.selections.map((child) => [child.entryId, child.number])).toEqual([
      [`${path}.models`, 6],
    ]);
    const issues = validateList(moved, catalogue).issues;
    expect(issues.filter((issue) => issue.code === 'data.misplaced-entry')).toEqual([]);
    // The company counts it among its three détachements: one now.
    expect(issues.map((issue) => issue.message.en)).toContain(
      '“Tactical Company”: at least 3 selections of “Tactical Detachment” needed (1 now).',
    );
    // Back at the root, where its data does not offer it, it keeps its names and is said misplaced again.
    const back = moveUnit(moved, context, 'd0', { into: undefined });
    const root = back.forces[0]!.selections.find((selection) => selection.id === 'd0')!;
    expect(root.entryId).toBe(path);
    const again = validateList(back, catalogue).issues.filter((issue) => issue.selections.includes('d0'));
    expect(again.map((issue) => issue.code)).toEqual(['data.misplaced-entry']);
  });
});

describe('a unit holding none of its bases', () => {
  it('reads back from its cards (a version 2 file, a script’s getRoster) as the list it is', async () => {
    const service = open();
    const created = await service.handlers.createRoster({
      game: 'netepic',
      faction: 'netepic-space-marines',
      name: 'Sans socles',
      pointsLimit: 3000,
    });
    const path = 'sm-tactical-company.contains.sm-tactical-detachment::sm-tactical-detachment';
    const cards = [
      { id: 'c1', entry: 'sm-tactical-company', options: {}, items: {} },
      // Its bases taken away one by one: the unit holds none of them.
      { id: 'd1', entry: path, parent: 'c1', options: { [`${path}.models`]: 0 }, items: {} },
      { id: 'd2', entry: path, parent: 'c1', options: { [`${path}.models`]: 6 }, items: {} },
    ];
    await service.handlers.saveRoster({ roster: { ...created, selections: cards } });
    const { list, roster } = await service.handlers.openRoster({ id: created.id });
    const catalogue = (await service.handlers.getFactionCatalogue({
      faction: 'netepic-space-marines',
    })) as FactionCatalogue;
    const bases = (id: string) =>
      list!.forces[0]!.selections[0]!.selections.find((selection) => selection.id === id)!.selections;
    expect(bases('d1')).toEqual([]);
    const stored = validateList(list!, catalogue);
    const fromCards = (await service.handlers.validateRoster({ roster })).result;
    expect(fromCards.stats.points).toBe(stored.stats.points);
    expect(fromCards.issues.map((issue) => issue.message.en)).toEqual(
      stored.issues.map((issue) => issue.message.en),
    );
    // Its card says it holds none, so that nothing reads it as a card of the first model.
    expect(roster.selections.find((card) => card.id === 'd1')!.options).toEqual({ [`${path}.models`]: 0 });
  });
});
