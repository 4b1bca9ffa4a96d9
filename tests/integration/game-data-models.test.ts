/**
 * Stored community data's models kept in the database (migration 009, game-data-models.ts): after a
 * restart an imported faction is read back from them, with no XML parsed, and is what a fresh read of
 * the XML gives; a file changed since, or a model row that is damaged, foreign or of another Muster
 * version, is read from its XML again and its row written anew; a write never waits for another
 * connection's lock. On ../shared/bsdata (skipped without it) and on hand-written data.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDataFile } from '../../src/core/bsdata/read-data-file';
import { serialiseStoredModel, storedModelFrom } from '../../src/core/bsdata/stored-model';
import { readMigrations } from '../../src/main/db/migrations';
import { openDatabase, type SqliteDatabase } from '../../src/main/db/open-database';
import { GameDataCache } from '../../src/main/game-data/game-data-cache';
import { GameDataModels } from '../../src/main/game-data/game-data-models';
import { GameDataStore } from '../../src/main/game-data/game-data-store';
import { importGameData, type GameDataInput } from '../../src/main/game-data/import-game-data';
import { migrationsFolder } from '../../src/main/paths';
import { startService } from '../../src/main/service/create-service';
import { CATALOGUE_ID, GAME_SYSTEM_ID, catalogueXml, gameSystemXml } from '../helpers/data-revisions';
import { dataFilesUnder } from '../helpers/import-lag';
import { SHARED_DIR, sharedAvailable } from '../helpers/shared-material';
import { useTempDirs } from '../helpers/temp-dir';
import { dataParsedHere } from '../helpers/xml-parsed';

const tempDir = useTempDirs();
const NOW = new Date(Date.UTC(2026, 10, 28));
const VERSION = 'test';
afterEach(() => {
  vi.restoreAllMocks();
});

function setup(dataDir = tempDir()) {
  const file = join(dataDir, 'muster.db');
  const { db } = openDatabase({ file, migrations: readMigrations(migrationsFolder()) });
  return { db, file, store: new GameDataStore(db) };
}

/** A cache as a new start of Muster `version` has it: nothing in memory, the kept models in `db`. */
function restarted(db: SqliteDatabase, store: GameDataStore, version = VERSION): GameDataCache {
  return new GameDataCache(store, new GameDataModels(db, version));
}

/** What a fresh read of a stored file's XML gives, by file id. */
function freshReads(db: SqliteDatabase) {
  const rows = db.prepare('SELECT id, content FROM game_data_file').all() as {
    id: string;
    content: string;
  }[];
  return new Map(
    rows.map((row) => {
      const read = readDataFile(row.content, { numbers: 'keep' });
      if (!read.ok) throw new Error(`${row.id} does not read`);
      return [row.id, { file: read.file, unsupported: read.unsupported }];
    }),
  );
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const modelRows = (db: SqliteDatabase) =>
  db
    .prepare('SELECT file_id, sha256, reader, checksum, model FROM game_data_model ORDER BY file_id')
    .all() as {
    file_id: string;
    sha256: string;
    reader: string;
    checksum: string;
    model: string;
  }[];

describe.skipIf(!sharedAvailable)('kept models of the community data in ../shared/bsdata', () => {
  const inputs = (): GameDataInput[] =>
    dataFilesUnder(join(SHARED_DIR, 'bsdata')).map((file) => ({
      name: file.name,
      bytes: Buffer.from(file.base64, 'base64'),
    }));

  it('are read back after a restart, with no XML parsed, equal to a fresh read of every file', () => {
    const { db, store } = setup();
    expect(importGameData(store, inputs(), NOW).stored).toBe(true);
    const systems = store.list().filter((file) => file.kind === 'gameSystem');
    expect(systems.length).toBeGreaterThanOrEqual(5);
    const cold = restarted(db, store);
    for (const system of systems) expect(cold.indexOf(system.id)).toBeDefined();
    expect(modelRows(db).map((row) => row.file_id)).toEqual(
      store
        .list()
        .map((file) => file.id)
        .sort(),
    );

    const fresh = freshReads(db);
    const parsed = dataParsedHere();
    const warm = restarted(db, store);
    for (const system of systems) {
      const index = warm.indexOf(system.id)!;
      const catalogues = store
        .list()
        .filter((file) => file.kind === 'catalogue' && file.gameSystemId === system.id);
      expect(index.gameSystem).toEqual(fresh.get(system.id)!.file);
      expect([...index.catalogues.keys()].sort()).toEqual(catalogues.map((file) => file.id).sort());
      for (const catalogue of catalogues) {
        expect(index.catalogues.get(catalogue.id), catalogue.name).toEqual(fresh.get(catalogue.id)!.file);
        expect(warm.unsupportedIn(catalogue.id)).toEqual(fresh.get(catalogue.id)!.unsupported);
      }
      expect(warm.unsupportedIn(system.id)).toEqual(fresh.get(system.id)!.unsupported);
    }
    expect(parsed).toEqual([]);
  });

  it('are kept by the import, and every imported faction opens from them, after a restart as before', async () => {
    const dataDir = tempDir();
    const first = startService({ dataDir, host: 'cli' });
    const parsed: string[][] = [];
    const factions = await (async () => {
      try {
        await first.handlers.importGameData({ files: dataFilesUnder(join(SHARED_DIR, 'bsdata')) });
        // Written with the files, equal to a fresh read of each.
        const { db } = first.context;
        const fresh = freshReads(db);
        const rows = modelRows(db);
        expect(rows.map((row) => row.file_id)).toEqual([...fresh.keys()].sort());
        for (const row of rows)
          expect(
            storedModelFrom(row.model, { id: row.file_id, kind: fresh.get(row.file_id)!.file.kind }),
          ).toEqual(fresh.get(row.file_id));
        parsed.push(dataParsedHere());
        const listed = (await first.handlers.listFactions({})).filter((faction) => faction.community);
        const opened = [];
        for (const faction of listed)
          opened.push(await first.handlers.getFactionCatalogue({ faction: faction.id }));
        return opened;
      } finally {
        first.close();
      }
    })();
    expect(factions.length).toBeGreaterThanOrEqual(10);
    expect(parsed).toEqual([[]]);
    vi.restoreAllMocks();
    parsed.push(dataParsedHere());
    const second = startService({ dataDir, host: 'cli' });
    try {
      for (const cold of factions) {
        const warm = await second.handlers.getFactionCatalogue({ faction: cold.faction.id });
        expect(warm, cold.faction.name.en).toEqual(cold);
      }
      expect(parsed).toEqual([[], []]);
    } finally {
      second.close();
    }
  });
});

describe('kept models of stored community data', () => {
  const MINI = (catalogueRevision: number): GameDataInput[] => [
    { name: 'Mini.gst', bytes: Buffer.from(gameSystemXml(1)) },
    { name: 'Mini.cat', bytes: Buffer.from(catalogueXml(catalogueRevision)) },
  ];

  it('are read from the XML again when a file changed, in memory and after a restart', () => {
    const { db, store } = setup();
    importGameData(store, MINI(1), NOW);
    const cache = restarted(db, store);
    expect(cache.factionData(GAME_SYSTEM_ID, CATALOGUE_ID)?.catalogues[0]?.revision).toBe(1);
    const before = modelRows(db);
    expect(before.map((row) => row.file_id).sort()).toEqual([CATALOGUE_ID, GAME_SYSTEM_ID].sort());

    importGameData(store, MINI(2), NOW);
    const parsed = dataParsedHere();
    const again = restarted(db, store).factionData(GAME_SYSTEM_ID, CATALOGUE_ID)!;
    expect(parsed).toHaveLength(1);
    expect(again.catalogues).toEqual([freshReads(db).get(CATALOGUE_ID)!.file]);
    expect(again.catalogues[0]!.revision).toBe(2);
    expect(cache.factionData(GAME_SYSTEM_ID, CATALOGUE_ID)!.catalogues).toEqual(again.catalogues);
    // The catalogue's row follows its file; the game system's, unchanged, is the one written before.
    const stored = db.prepare('SELECT id, sha256 FROM game_data_file').all() as {
      id: string;
      sha256: string;
    }[];
    const after = modelRows(db);
    for (const row of after) expect(row.sha256).toBe(stored.find((file) => file.id === row.file_id)!.sha256);
    expect(after.find((row) => row.file_id === GAME_SYSTEM_ID)).toEqual(
      before.find((row) => row.file_id === GAME_SYSTEM_ID),
    );
    expect(after.find((row) => row.file_id === CATALOGUE_ID)).not.toEqual(
      before.find((row) => row.file_id === CATALOGUE_ID),
    );
  });

  it('are ignored when damaged, foreign or written by another Muster, and written anew', () => {
    const { db, store } = setup();
    importGameData(store, MINI(1), NOW);
    restarted(db, store).factionData(GAME_SYSTEM_ID, CATALOGUE_ID);
    const fresh = freshReads(db);
    const good = modelRows(db).find((row) => row.file_id === CATALOGUE_ID)!;
    const set = (model: string, checksum = sha256(model), reader = good.reader) =>
      db
        .prepare('UPDATE game_data_model SET model = ?, checksum = ?, reader = ? WHERE file_id = ?')
        .run(model, checksum, reader, CATALOGUE_ID);
    const envelope = JSON.parse(good.model) as Record<string, unknown>;
    const damages: Record<string, () => void> = {
      'a text altered since written': () => set(good.model.replace('Squad', 'Squid'), good.checksum),
      'a text cut short': () => set(good.model.slice(0, -20)),
      'not JSON': () => set('\u0000\u0001garbage'),
      'another format': () => set(JSON.stringify({ ...envelope, format: 0 })),
      "another file's model": () => set(serialiseStoredModel(fresh.get(GAME_SYSTEM_ID)!)),
      'a list that is not one': () =>
        set(
          JSON.stringify({ ...envelope, file: { ...(envelope.file as object), selectionEntries: 'squad' } }),
        ),
      'another Muster version': () => set(good.model, good.checksum, 'another'),
    };
    for (const [damage, apply] of Object.entries(damages)) {
      apply();
      const parsed = dataParsedHere();
      const data = restarted(db, store).factionData(GAME_SYSTEM_ID, CATALOGUE_ID);
      expect(data?.catalogues, damage).toEqual([fresh.get(CATALOGUE_ID)!.file]);
      expect(parsed, damage).toHaveLength(1);
      vi.restoreAllMocks();
      const row = modelRows(db).find((each) => each.file_id === CATALOGUE_ID)!;
      expect(row, damage).toEqual(good);
      expect(storedModelFrom(row.model, { id: CATALOGUE_ID, kind: 'catalogue' })).toEqual(
        fresh.get(CATALOGUE_ID),
      );
    }
  });

  it('are not written while another connection holds the write lock, and are written the next time', () => {
    const { db, file, store } = setup();
    importGameData(store, MINI(1), NOW);
    const blocker = new Database(file);
    blocker.prepare('BEGIN IMMEDIATE').run();
    try {
      const data = restarted(db, store).factionData(GAME_SYSTEM_ID, CATALOGUE_ID);
      expect(data?.catalogues).toEqual([freshReads(db).get(CATALOGUE_ID)!.file]);
      expect(modelRows(db)).toEqual([]);
      // The connection waits for locks as it did before (other writes keep their busy timeout).
      expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    } finally {
      blocker.prepare('ROLLBACK').run();
      blocker.close();
    }
    restarted(db, store).factionData(GAME_SYSTEM_ID, CATALOGUE_ID);
    expect(modelRows(db)).toHaveLength(2);
  });

  it("are read for a faction's own files only, before the whole game system's index is built", () => {
    const { db, store } = setup();
    const other = catalogueXml(1).replaceAll(CATALOGUE_ID, 'other-crew').replace('Mini Crew', 'Other Crew');
    importGameData(store, [...MINI(1), { name: 'Other.cat', bytes: Buffer.from(other) }], NOW);
    const parsed = dataParsedHere();
    const data = restarted(db, store).factionData(GAME_SYSTEM_ID, CATALOGUE_ID);
    expect(data?.catalogues.map((catalogue) => catalogue.id)).toEqual([CATALOGUE_ID]);
    expect(parsed).toEqual([gameSystemXml(1), catalogueXml(1)]);
    expect(
      modelRows(db)
        .map((row) => row.file_id)
        .sort(),
    ).toEqual([CATALOGUE_ID, GAME_SYSTEM_ID].sort());
  });

  it('are read ahead (in the worker, in the app) only for files that have none', async () => {
    const { db, store } = setup();
    const other = catalogueXml(1).replaceAll(CATALOGUE_ID, 'other-crew').replace('Mini Crew', 'Other Crew');
    importGameData(store, [...MINI(1), { name: 'Other.cat', bytes: Buffer.from(other) }], NOW);
    restarted(db, store).factionData(GAME_SYSTEM_ID, CATALOGUE_ID);
    const given: string[][] = [];
    const reader = (contents: string[]) => {
      given.push(contents);
      return Promise.resolve(contents.map((content) => readDataFile(content, { numbers: 'keep' })));
    };
    const cache = restarted(db, store);
    await cache.prepare(GAME_SYSTEM_ID, reader);
    expect(given).toEqual([[other]]);
    expect(modelRows(db)).toHaveLength(3);
    // Indexed with what it read: nothing is read again here.
    const parsed = dataParsedHere();
    expect([...cache.indexOf(GAME_SYSTEM_ID)!.catalogues.keys()].sort()).toEqual([
      CATALOGUE_ID,
      'other-crew',
    ]);
    await restarted(db, store).prepare(GAME_SYSTEM_ID, reader);
    expect(given).toHaveLength(1);
    expect(parsed).toEqual([]);
  });

  it('go with their files, and a catalogue of another game system is no faction of this one', () => {
    const { db, store } = setup();
    importGameData(store, MINI(1), NOW);
    const cache = restarted(db, store);
    expect(cache.factionData(GAME_SYSTEM_ID, CATALOGUE_ID)).toBeDefined();
    expect(restarted(db, store).factionData('another-system', CATALOGUE_ID)).toBeUndefined();
    expect(restarted(db, store).factionData(GAME_SYSTEM_ID, GAME_SYSTEM_ID)).toBeUndefined();
    expect(restarted(db, store).factionData(GAME_SYSTEM_ID, 'no-such-catalogue')).toBeUndefined();
    store.remove(GAME_SYSTEM_ID);
    expect(modelRows(db)).toEqual([]);
    expect(cache.factionData(GAME_SYSTEM_ID, CATALOGUE_ID)).toBeUndefined();
  });
});
