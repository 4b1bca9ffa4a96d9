/**
 * Issue 23 point 2: a data file whose kind (game system or catalogue) or game system disagrees with
 * what is stored under its id, or with another file of the same import, is refused with the reason,
 * naming the file, and nothing is stored.
 */
import { join } from 'node:path';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importSentences } from '../../src/core/bsdata/import-messages';
import type { GameDataImportReport } from '../../src/core/bsdata/import-report';
import { readMigrations } from '../../src/main/db/migrations';
import { openDatabase } from '../../src/main/db/open-database';
import { GameDataStore, StoredIdConflicts } from '../../src/main/game-data/game-data-store';
import { readDataSet } from '../../src/core/bsdata/data-set';
import { importGameData, type GameDataInput } from '../../src/main/game-data/import-game-data';
import { migrationsFolder } from '../../src/main/paths';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const NOW = new Date(Date.UTC(2026, 10, 27));

function setup() {
  const { db } = openDatabase({
    file: join(tempDir(), 'muster.db'),
    migrations: readMigrations(migrationsFolder()),
  });
  return { db, store: new GameDataStore(db) };
}

const GST = (id: string, revision = 1) =>
  `<?xml version="1.0" encoding="UTF-8"?><gameSystem id="${id}" name="Game ${id}" revision="${revision}" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">` +
  '<costTypes><costType id="pts" name="pts" defaultCostLimit="-1"/></costTypes>' +
  '<forceEntries><forceEntry id="army" name="Army" hidden="false"/></forceEntries>' +
  '</gameSystem>';
const CAT = (id: string, gameSystemId: string, revision = 1) =>
  `<?xml version="1.0" encoding="UTF-8"?><catalogue id="${id}" name="Faction ${id}" revision="${revision}" gameSystemId="${gameSystemId}" xmlns="http://www.battlescribe.net/schema/catalogueSchema">` +
  '<selectionEntries><selectionEntry id="squad" name="Squad" type="unit"/></selectionEntries>' +
  '</catalogue>';
const file = (name: string, text: string): GameDataInput => ({ name, bytes: strToU8(text) });

function storedRows(db: ReturnType<typeof setup>['db']) {
  return db
    .prepare('SELECT id, kind, game_system_id, revision, sha256 FROM game_data_file ORDER BY id')
    .all();
}

function refusedOnlyFor(report: GameDataImportReport, name: string) {
  expect(report.stored).toBe(false);
  expect(report.files).toEqual([]);
  expect(report.refused.map((refused) => [refused.name, refused.reason])).toEqual([[name, 'conflict']]);
  return report.refused[0]!;
}

describe('a data file whose id belongs to another kind of file', () => {
  it('refuses a catalogue carrying its game system id, and the game system stays', () => {
    const { db, store } = setup();
    expect(
      importGameData(store, [file('Game.gst', GST('gs-1')), file('A.cat', CAT('cat-a', 'gs-1'))], NOW).stored,
    ).toBe(true);
    const before = storedRows(db);

    const report = importGameData(store, [file('Impostor.cat', CAT('gs-1', 'gs-1', 9))], NOW);

    const refused = refusedOnlyFor(report, 'Impostor.cat');
    expect(refused.error).toMatchObject({
      code: 'id-conflict',
      id: 'gs-1',
      kind: 'catalogue',
      holder: { kind: 'gameSystem', stored: true, name: 'Game gs-1' },
    });
    expect(importSentences.fr.refused(refused)).toMatch(
      /^refusé : ce catalogue .*gs-1.*système de jeu « Game gs-1 »/,
    );
    expect(importSentences.en.refused(refused)).toMatch(
      /^refused: this catalogue .*gs-1.*game system "Game gs-1"/,
    );
    expect(storedRows(db)).toEqual(before);
    // The real game system is still read as itself.
    expect(importGameData(store, [file('Game.gst', GST('gs-1'))], NOW).files[0]!.outcome).toBe('unchanged');
  });

  it('refuses a game system carrying a stored catalogue id, and the catalogue stays', () => {
    const { db, store } = setup();
    importGameData(store, [file('Game.gst', GST('gs-1')), file('A.cat', CAT('cat-a', 'gs-1'))], NOW);
    const before = storedRows(db);

    const report = importGameData(store, [file('Other.gst', GST('cat-a', 5))], NOW);

    const refused = refusedOnlyFor(report, 'Other.gst');
    expect(refused.error).toMatchObject({
      kind: 'gameSystem',
      holder: { kind: 'catalogue', gameSystemId: 'gs-1', stored: true },
    });
    expect(storedRows(db)).toEqual(before);
  });

  it('refuses a catalogue carrying the id of another game system’s catalogue', () => {
    const { db, store } = setup();
    importGameData(store, [file('One.gst', GST('gs-1')), file('A.cat', CAT('cat-a', 'gs-1'))], NOW);
    importGameData(store, [file('Two.gst', GST('gs-2'))], NOW);
    const before = storedRows(db);

    const report = importGameData(store, [file('Moved.cat', CAT('cat-a', 'gs-2', 7))], NOW);

    expect(refusedOnlyFor(report, 'Moved.cat').error).toMatchObject({
      gameSystemId: 'gs-2',
      holder: { kind: 'catalogue', gameSystemId: 'gs-1' },
    });
    expect(storedRows(db)).toEqual(before);
  });

  it('refuses a game system and a catalogue of the same id given together, storing neither', () => {
    const { db, store } = setup();
    const report = importGameData(
      store,
      [file('Game.gst', GST('gs-1')), file('Impostor.cat', CAT('gs-1', 'gs-1', 3))],
      NOW,
    );
    expect(refusedOnlyFor(report, 'Impostor.cat').error).toMatchObject({
      holder: { name: 'Game.gst', kind: 'gameSystem', stored: false },
    });
    expect(storedRows(db)).toEqual([]);
  });

  it('checks again inside the store’s transaction (another import may have stored since)', () => {
    const { db, store } = setup();
    importGameData(store, [file('Game.gst', GST('gs-1'))], NOW);
    const before = storedRows(db);
    const read = readDataSet(
      [{ name: 'Impostor.cat', text: CAT('gs-1', 'gs-1', 9) }],
      store.storedGameSystems(),
    );
    const impostor = read.gameSystems[0]!.catalogues[0]!;
    expect(() => store.importFiles([{ read: impostor, source: 'Impostor.cat' }], NOW)).toThrow(
      StoredIdConflicts,
    );
    expect(storedRows(db)).toEqual(before);
  });

  it('still updates a catalogue to a newer revision of itself', () => {
    const { store } = setup();
    importGameData(store, [file('Game.gst', GST('gs-1')), file('A.cat', CAT('cat-a', 'gs-1'))], NOW);
    const report = importGameData(store, [file('A.cat', CAT('cat-a', 'gs-1', 2))], NOW);
    expect(report.refused).toEqual([]);
    expect(report.files.map((f) => f.outcome)).toEqual(['updated']);
  });
});
