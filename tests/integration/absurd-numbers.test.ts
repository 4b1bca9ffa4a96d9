/**
 * Issue #23 point 4: numbers beyond any game's figures. Data holding them is refused at import with
 * the file and the element named, in both languages, and nothing is stored; a list whose costs still
 * overflow (data stored before, or added up far enough) is in error with finite figures, and saves.
 */
import { join } from 'node:path';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importSentences } from '../../src/core/bsdata/import-messages';
import { readDataFile } from '../../src/core/bsdata/read-data-file';
import { readMigrations } from '../../src/main/db/migrations';
import { openDatabase } from '../../src/main/db/open-database';
import { GameDataStore } from '../../src/main/game-data/game-data-store';
import { importGameData, type GameDataInput } from '../../src/main/game-data/import-game-data';
import { migrationsFolder } from '../../src/main/paths';
import { rosterStore } from '../../src/main/rosters/roster-store';
import type { FactionCatalogue } from '../../src/shared/catalogue-types';
import { CATALOGUE_ID, catalogueXml, gameSystemXml } from '../helpers/data-revisions';
import { useService } from '../helpers/service';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const openService = useService();
const NOW = new Date(Date.UTC(2026, 10, 27));

function setup() {
  const { db } = openDatabase({
    file: join(tempDir(), 'muster.db'),
    migrations: readMigrations(migrationsFolder()),
  });
  return { db, store: new GameDataStore(db) };
}

const GST =
  '<?xml version="1.0" encoding="UTF-8"?><gameSystem id="gs-big" name="Big Game" revision="1" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">' +
  '<costTypes><costType id="pts" name="pts" defaultCostLimit="-1"/></costTypes>' +
  '<profileTypes><profileType id="stats" name="Stats"><characteristicTypes><characteristicType id="mv" name="Move"/></characteristicTypes></profileType></profileTypes>' +
  '<forceEntries><forceEntry id="army" name="Army" hidden="false"/></forceEntries>' +
  '</gameSystem>';

/** A catalogue whose squad has the given cost, constraint, modifier value and characteristic. */
const CAT = ({ cost = '10', max = '3', modifier = '1', move = '6' } = {}) =>
  '<?xml version="1.0" encoding="UTF-8"?><catalogue id="cat-big" name="Big Faction" revision="1" gameSystemId="gs-big" xmlns="http://www.battlescribe.net/schema/catalogueSchema">' +
  '<selectionEntries><selectionEntry id="squad" name="Squad" type="unit">' +
  `<constraints><constraint id="squad-max" type="max" value="${max}" field="selections" scope="roster"/></constraints>` +
  `<modifiers><modifier type="increment" field="pts" value="${modifier}"/></modifiers>` +
  `<profiles><profile id="squad-profile" name="Squad" typeId="stats"><characteristics><characteristic name="Move" typeId="mv">${move}</characteristic></characteristics></profile></profiles>` +
  `<costs><cost name="pts" typeId="pts" value="${cost}"/></costs>` +
  '</selectionEntry></selectionEntries></catalogue>';

const file = (name: string, text: string): GameDataInput => ({ name, bytes: strToU8(text) });

describe('numbers out of range in community data', () => {
  it('accepts the same files with ordinary numbers', () => {
    const { store } = setup();
    const report = importGameData(store, [file('Big.gst', GST), file('Big.cat', CAT())], NOW);
    expect(report.refused).toEqual([]);
    expect(report.stored).toBe(true);
  });

  it.each([
    ['a cost beyond the range', { cost: '1e300' }, 'cost', 'value', 'squad', '1e300'],
    ['a cost that overflows to Infinity', { cost: '1e400' }, 'cost', 'value', 'squad', '1e400'],
    ['a cost that is no number', { cost: 'NaN' }, 'cost', 'value', 'squad', 'NaN'],
    ['a constraint of Infinity', { max: 'Infinity' }, 'constraint', 'value', 'squad-max', 'Infinity'],
    ['a negative constraint beyond the range', { max: '-2e12' }, 'constraint', 'value', 'squad-max', '-2e12'],
    ['a modifier value beyond the range', { modifier: '5e299' }, 'modifier', 'value', 'squad', '5e299'],
    [
      'a numeric characteristic beyond the range',
      { move: '1e308' },
      'characteristic',
      'value',
      'squad-profile',
      '1e308',
    ],
  ])(
    'refuses %s, naming the file and the element, and stores nothing',
    (_what, change, element, attribute, where, value) => {
      const { store } = setup();
      const report = importGameData(store, [file('Big.gst', GST), file('Big.cat', CAT(change))], NOW);
      expect(report.stored).toBe(false);
      expect(store.list()).toEqual([]);
      expect(report.refused).toEqual([
        {
          name: 'Big.cat',
          reason: 'read',
          error: { code: 'number-out-of-range', element, attribute, where, value },
        },
      ]);
      const [refused] = report.refused;
      expect(importSentences.fr.refused(refused!)).toContain(`« ${value} »`);
      expect(importSentences.fr.refused(refused!)).toContain(`élément ${element}`);
      expect(importSentences.en.refused(refused!)).toContain(`"${value}"`);
      expect(importSentences.en.refused(refused!)).toContain(`element ${element}`);
    },
  );

  it('keeps text that is no number where text is allowed (a modifier naming, a characteristic)', () => {
    const { store } = setup();
    const report = importGameData(
      store,
      [file('Big.gst', GST), file('Big.cat', CAT({ modifier: 'Infinity', move: '2D6+1e400?' }))],
      NOW,
    );
    expect(report.refused).toEqual([]);
    expect(report.stored).toBe(true);
  });
});

/** Every cost of the faction's data, built-in and v2, near the largest double: two of them overflow. */
function overflowing(catalogue: FactionCatalogue): FactionCatalogue {
  return JSON.parse(JSON.stringify(catalogue), (key, value: unknown) => {
    if (key === 'costs' && Array.isArray(value))
      return value.map((cost: { value?: unknown }) =>
        typeof cost.value === 'number' ? { ...cost, value: 1.5e308 } : cost,
      );
    if (key === 'costs' && typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.keys(value).map((type) => [type, 1.5e308]));
    return value;
  }) as FactionCatalogue;
}

describe('a list whose costs overflow', () => {
  it('saves with an error verdict and finite figures instead of failing in the store', async () => {
    const service = openService();
    const { catalogue, db } = service.context;
    const absurd = overflowing(catalogue.factionCatalogue('deadzone-enforcers'));
    const store = rosterStore(db, {
      ...catalogue,
      factionCatalogue: (id: string) =>
        id === 'deadzone-enforcers' ? absurd : catalogue.factionCatalogue(id),
    });
    const created = store.create({
      game: 'deadzone',
      faction: 'deadzone-enforcers',
      name: 'Démesurée',
      pointsLimit: 150,
    });
    const entries = absurd.entries.filter((entry) => entry.kind !== 'leader').slice(0, 3);
    const selections = entries.map((entry, index) => ({
      id: `s${index}`,
      entry: entry.id,
      options: {},
      items: {},
    }));
    const summary = store.save({ ...created, selections }, created.updatedAt);
    expect(Number.isFinite(summary.points)).toBe(true);
    expect(summary.errors).toBeGreaterThan(0);
    const { validate } = await import('../../src/core/engine/validate');
    const result = validate({ ...created, selections }, absurd);
    expect(result.issues.map((issue) => issue.code)).toContain('costs.out-of-range');
    expect(result.issues.find((issue) => issue.code === 'costs.out-of-range')!.message.fr).toMatch(
      /démesurée/,
    );
    expect(Object.values(result.stats.costs).every(Number.isFinite)).toBe(true);
    expect(Number.isFinite(result.stats.pointsRemaining)).toBe(true);
    expect(store.list({}).find((line) => line.id === created.id)!.points).toBe(summary.points);
  });
});

describe('community data stored before numbers were checked', () => {
  it('still opens its lists, which save with the overflow said as a verdict', async () => {
    const service = openService();
    const api = service.handlers;
    const overflowing = catalogueXml(1).replace('value="10"', 'value="1e300"');
    expect(overflowing).toContain('1e300');
    // Stored as an earlier Muster stored it: without the import's check.
    const files = [
      { name: 'Mini.gst', text: gameSystemXml(1) },
      { name: 'Mini.cat', text: overflowing },
    ].map(({ name, text }) => {
      const read = readDataFile(text, { numbers: 'keep' });
      if (!read.ok) throw new Error(`${name} does not read`);
      return { read: { name, text, ...read }, source: name };
    });
    service.context.gameData.store.importFiles(files, NOW);
    expect(readDataFile(overflowing)).toMatchObject({ ok: false, error: { code: 'number-out-of-range' } });

    const created = await api.createRoster({
      game: 'freebooters-fate',
      faction: CATALOGUE_ID,
      name: 'Démesurée',
      pointsLimit: 100,
    });
    const squad = (await api.getFactionCatalogue({ faction: CATALOGUE_ID })).entries.find(
      (entry) => entry.name.en === 'Squad',
    )!;
    const selections = ['s1', 's2'].map((id) => ({ id, entry: squad.id, options: {}, items: {} }));
    const summary = await api.saveRoster({
      roster: { ...created, selections },
      baseRevision: created.updatedAt,
    });
    expect(Number.isFinite(summary.points)).toBe(true);
    expect(summary.errors).toBeGreaterThan(0);
    const { result } = await api.validateRoster({ roster: { ...created, selections } });
    expect(result.issues.map((issue) => issue.code)).toContain('costs.out-of-range');
    expect(result.issues.find((issue) => issue.code === 'costs.out-of-range')!.selections).toEqual([
      's1',
      's2',
    ]);
  });
});
