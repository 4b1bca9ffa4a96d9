/**
 * What can be added where is the engine's answer (core/rules/holders.ts): a formation may hold the
 * units its card lists, in built-in NetEpic armies (the older armies and the codices alike, whose cards
 * the builder's view reads from the same data) and in imported community data; with room as its
 * constraints count it, or full too (a drop); and a new unit goes into the formation being worked in.
 */
import { describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '../../../src/core/catalogue/entry-types';
import { textIn } from '../../../src/core/catalogue/text';
import type { GameData } from '../../../src/core/catalogue/model';
import { checkWithData, dataIndexOf, listOfRoster } from '../../../src/core/rules/data';
import { entryHolders, placeForNewEntry } from '../../../src/core/rules/holders';
import type { ListCards, UnitCard } from '../../../src/core/roster/cards';
import { communityData } from '../../helpers/community-data';
import { SHARED_MISSING_REASON, sharedAvailable } from '../../helpers/shared-material';
import { codexView } from '../../helpers/codex-view';
import { builtinView } from '../../helpers/builtin-view';
import { netepicData } from '../netepic-fr/codex-list';
import { treeOf } from '../../helpers/tree-of';
import { FIRST_MODEL_FACTIONS } from '../../../src/core/roster/migrate/data-paths';

function roster(faction: string, game: string, selections: UnitCard[]): ListCards {
  return {
    format: 'muster-roster',
    version: 2,
    id: 'r',
    name: 'r',
    game,
    faction,
    pointsLimit: 3000,
    notes: '',
    createdAt: '2026-11-28T00:00:00.000Z',
    updatedAt: '2026-11-28T00:00:00.000Z',
    selections,
  } as ListCards;
}

function unit(id: string, entry: string, parent?: string): UnitCard {
  return { id, entry, options: {}, items: {}, ...(parent !== undefined ? { parent } : {}) } as UnitCard;
}

/**
 * The older armies' cards (the nine whose lists were first written for the first model, FIRST_MODEL_FACTIONS), as the builder's view makes them from
 * the data, which keeps the first model's ids.
 */
function firstModelFormations(): {
  faction: string;
  formations: CatalogueEntry[];
  entries: CatalogueEntry[];
}[] {
  return netepicData()
    .catalogues.filter((catalogue) => FIRST_MODEL_FACTIONS.has(catalogue.id))
    .map((catalogue) => {
      const entries = builtinView('netepic', catalogue.id).entries;
      return { faction: catalogue.id, formations: entries.filter((e) => e.contains.length > 0), entries };
    });
}

/** The codices' cards, as the builder's view makes them from the data (faction-view.ts). */
function codexFormations(): { faction: string; formations: CatalogueEntry[]; entries: CatalogueEntry[] }[] {
  return netepicData()
    .catalogues.filter((catalogue) => catalogue.id.startsWith('netepic-fr-'))
    .map((catalogue) => {
      const entries = codexView(catalogue.id).entries;
      return { faction: catalogue.id, formations: entries.filter((e) => e.contains.length > 0), entries };
    });
}

/**
 * A list of the formation as `f`, inside the formations that hold it where it is one of their units
 * (a codex titan company's détachement, itself holding titans).
 */
function withHolders(formation: CatalogueEntry, formations: CatalogueEntry[]): UnitCard[] {
  const inside: UnitCard[] = [];
  let outer = unit('f', formation.id);
  let inner = formation;
  for (let depth = 0; depth < formations.length; depth += 1) {
    const holder = formations.find(
      (other) => other !== inner && other.contains.some((slot) => slot.entry === inner.id),
    );
    if (!holder) break;
    inside.unshift({ ...outer, parent: `h${depth}` });
    outer = unit(`h${depth}`, holder.id);
    inner = holder;
  }
  return [outer, ...inside];
}

/**
 * Every card's contents are what the engine says the card may hold; another card's contents and the
 * entries taken at the top level are not (a codex support card is not the détachement a company's
 * slot takes, though both are the same entry of the data).
 */
function expectCardsAgree(
  data: GameData,
  faction: string,
  formations: CatalogueEntry[],
  entries: CatalogueEntry[],
): number {
  let checked = 0;
  const contents = new Set(formations.flatMap((other) => other.contains.map((slot) => slot.entry)));
  const topLevel = entries.map((entry) => entry.id).filter((id) => !contents.has(id));
  for (const formation of formations) {
    const list = roster(faction, 'netepic', withHolders(formation, formations));
    const listed = formation.contains.map((slot) => slot.entry);
    for (const entry of listed) {
      expect(
        entryHolders(treeOf(list, data), data, entry, true),
        `${faction}: ${formation.id} holds ${entry}`,
      ).toContain('f');
      checked += 1;
    }
    for (const entry of [...contents, ...topLevel].filter((id) => !listed.includes(id)))
      expect(
        entryHolders(treeOf(list, data), data, entry, true),
        `${faction}: ${formation.id} does not hold ${entry}`,
      ).not.toContain('f');
  }
  return checked;
}

describe('what a formation may hold, asked of the engine', () => {
  it('built-in older armies: exactly what each company card lists', () => {
    const armies = firstModelFormations();
    expect(armies.length).toBeGreaterThan(0);
    for (const { faction, formations, entries } of armies)
      expect(expectCardsAgree(netepicData(), faction, formations, entries), faction).toBeGreaterThan(0);
  });

  it('built-in codices: exactly what the view of each formation lists', () => {
    const codices = codexFormations();
    expect(codices.length).toBeGreaterThan(0);
    let checked = 0;
    for (const { faction, formations, entries } of codices)
      checked += expectCardsAgree(netepicData(), faction, formations, entries);
    expect(checked).toBeGreaterThan(0);
  });

  it('a full card holds no more but still takes a drop; the validation agrees', () => {
    const data = netepicData();
    for (const { faction, formations } of firstModelFormations()) {
      for (const formation of formations) {
        for (const slot of formation.contains) {
          const held = Array.from({ length: slot.max }, (_, i) => unit(`d${i}`, slot.entry, 'f'));
          const full = roster(faction, 'netepic', [unit('f', formation.id), ...held]);
          const where = `${faction}: ${formation.id} with ${slot.max} × ${slot.entry}`;
          expect(entryHolders(treeOf(full, data), data, slot.entry), where).toEqual([]);
          expect(entryHolders(treeOf(full, data), data, slot.entry, true), where).toEqual(['f']);
          const over = roster(faction, 'netepic', [...full.selections, unit('extra', slot.entry, 'f')]);
          const tooMany = (list: ListCards) =>
            checkWithData(listOfRoster(list, data), data).issues.some(
              (issue) => issue.code === 'data.max-selections' && issue.selections.includes('extra'),
            );
          // The data counts the held units: the one too many is among those it names.
          expect(tooMany(full), where).toBe(false);
          expect(tooMany(over), where).toBe(true);
        }
      }
    }
  });

  it('a new unit goes into the formation being worked in, else one with room, else a full one', () => {
    const data = netepicData();
    const list = roster('netepic-space-marines', 'netepic', [
      unit('k1', 'sm-tactical-company'),
      unit('t1', 'sm-tactical-detachment', 'k1'),
      unit('t2', 'sm-tactical-detachment', 'k1'),
      unit('k2', 'sm-tactical-company'),
      unit('k3', 'sm-tactical-company'),
    ]);
    expect(placeForNewEntry(treeOf(list, data), list.selections, data, 'sm-tactical-detachment', 't1')).toBe(
      'k1',
    );
    expect(placeForNewEntry(treeOf(list, data), list.selections, data, 'sm-tactical-detachment', 'k2')).toBe(
      'k2',
    );
    // Nothing selected: the last formation that may hold it.
    expect(placeForNewEntry(treeOf(list, data), list.selections, data, 'sm-tactical-detachment', null)).toBe(
      'k3',
    );
    // A company card goes at the top level.
    expect(
      placeForNewEntry(treeOf(list, data), list.selections, data, 'sm-tactical-company', 'k1'),
    ).toBeUndefined();
    const filled = roster('netepic-space-marines', 'netepic', [
      ...list.selections,
      unit('t3', 'sm-tactical-detachment', 'k1'),
    ]);
    // k1 is full: the détachement being worked in leads to the last company with room.
    expect(
      placeForNewEntry(treeOf(filled, data), filled.selections, data, 'sm-tactical-detachment', 't1'),
    ).toBe('k3');
    const onlyFull = roster(
      'netepic-space-marines',
      'netepic',
      filled.selections.filter((s) => s.id !== 'k2' && s.id !== 'k3'),
    );
    expect(
      placeForNewEntry(treeOf(onlyFull, data), onlyFull.selections, data, 'sm-tactical-detachment', 't1'),
    ).toBe('k1');
  });
});

describe.skipIf(!sharedAvailable)('what a formation may hold in community data', () => {
  if (!sharedAvailable) it.skip(SHARED_MISSING_REASON, () => {});

  it('NetEpic Gold companies hold their détachements, up to their maximum', () => {
    const data = communityData('netepic');
    const index = dataIndexOf(data);
    let checked = 0;
    for (const catalogue of data.catalogues) {
      for (const root of index.rootOptions(catalogue.id)) {
        if (root.kind !== 'entry' || root.hidden) continue;
        const units = [...index.selectable(root).values()].filter(
          (child) => child.type === 'unit' && !child.hidden,
        );
        const first = units[0];
        if (!first) continue;
        const where = `${textIn(catalogue.name, 'en')}: ${textIn(root.name, 'en')} › ${textIn(first.name, 'en')}`;
        const one = roster(catalogue.id, data.gameSystem.id, [unit('f', root.defId)]);
        expect(entryHolders(treeOf(one, data), data, first.defId, true), where).toEqual(['f']);
        // Filled one by one: room ends exactly where the validation says there are too many.
        const held: UnitCard[] = [];
        for (let n = 0; n < 12; n += 1) {
          const list = roster(catalogue.id, data.gameSystem.id, [unit('f', root.defId), ...held]);
          const room = entryHolders(treeOf(list, data), data, first.defId).includes('f');
          const next = roster(catalogue.id, data.gameSystem.id, [
            ...list.selections,
            unit(`d${n}`, first.defId, 'f'),
          ]);
          const tooMany = checkWithData(listOfRoster(next, data), data).issues.some(
            (issue) => issue.code === 'data.max-selections' && issue.selections.includes(`d${n}`),
          );
          expect(tooMany, `${where}, ${n} held`).toBe(!room);
          if (!room) break;
          held.push(unit(`d${n}`, first.defId, 'f'));
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
