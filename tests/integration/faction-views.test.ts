/**
 * Imported factions' views kept in the database (migration 013, faction-views.ts): after a restart an
 * imported faction's catalogue is read back instead of built from its files' models, and is what
 * building it gives (its lists validated alike); a kept view is not used once its files changed, the
 * built-in catalogue changed, or its row is damaged, and removing the faction removes it. On
 * hand-written data, and on ../shared/bsdata's NetEpic data (skipped without it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListCards } from '../../src/core/roster/cards';
import { GAME_IDS } from '../../src/core';
import { cachedCatalogueQueries } from '../../src/main/catalogue/catalogue-cache';
import { viewKey } from '../../src/main/catalogue/faction-views';
import { builtinGameDataLoader } from '../../src/main/catalogue/read-builtin-data';
import { readMigrations } from '../../src/main/db/migrations';
import { openDatabase } from '../../src/main/db/open-database';
import { builtinCatalogueFolder } from '../../src/main/catalogue/load-builtin-catalogue';
import { findAppRoot, migrationsFolder } from '../../src/main/paths';
import type { FactionCatalogue, FactionInfo } from '../../src/shared/catalogue-types';
import { GameDataCache } from '../../src/main/game-data/game-data-cache';
import { startService, type MusterService } from '../../src/main/service/create-service';
import { CATALOGUE_ID, catalogueXml, gameSystemXml } from '../helpers/data-revisions';
import { SHARED_DIR, SHARED_MISSING_REASON, sharedAvailable } from '../helpers/shared-material';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const open: MusterService[] = [];
afterEach(() => {
  for (const service of open.splice(0)) service.close();
  vi.restoreAllMocks();
});

function started(dataDir: string): MusterService {
  const service = startService({ dataDir, host: 'cli' });
  open.push(service);
  return service;
}

function restart(service: MusterService): MusterService {
  service.close();
  open.splice(open.indexOf(service), 1);
  return started(service.context.dataDir);
}

/** A kept view is written once the request is answered: after the event loop's next turn. */
const written = () => new Promise((done) => setImmediate(done));

const base64 = (text: string) => Buffer.from(text).toString('base64');
const miniFiles = (revision: number) => [
  { name: 'Mini.gst', base64: base64(gameSystemXml(1)) },
  { name: 'Mini.cat', base64: base64(catalogueXml(revision)) },
];

function viewRows(service: MusterService): { faction_id: string; key: string }[] {
  return service.context.db
    .prepare('SELECT faction_id, key FROM community_faction_view ORDER BY faction_id')
    .all() as { faction_id: string; key: string }[];
}

/** Counts the faction builds (its files' models read) from now on. */
function countBuilds(): () => number {
  const spy = vi.spyOn(GameDataCache.prototype, 'factionData');
  return () => spy.mock.calls.length;
}

async function miniList(service: MusterService): Promise<ListCards> {
  const api = service.handlers;
  const created = await api.createRoster({
    game: 'freebooters-fate',
    faction: CATALOGUE_ID,
    name: 'Mini',
    pointsLimit: 15,
  });
  const catalogue = await api.getFactionCatalogue({ faction: CATALOGUE_ID });
  const squad = catalogue.entries.find((entry) => entry.name.en === 'Squad')!;
  const selections = [
    { id: 's1', entry: squad.id, options: {}, items: {} },
    { id: 's2', entry: squad.id, options: {}, items: {} },
  ];
  await api.saveRoster({ roster: { ...created, selections }, baseRevision: created.updatedAt });
  return api.getRoster({ id: created.id });
}

describe('built-in catalogue files', () => {
  it('are each named by their catalogue’s id, so an imported id is known for none of them', () => {
    const loader = builtinGameDataLoader(builtinCatalogueFolder(findAppRoot()));
    let catalogues = 0;
    for (const game of GAME_IDS)
      for (const catalogue of loader(game)?.catalogues ?? []) {
        expect(loader.named(catalogue.id), `${game}: ${catalogue.id}`).toBe(true);
        catalogues += 1;
      }
    expect(catalogues).toBeGreaterThan(10);
    expect(loader.named('0d18-39a5-d423-b431')).toBe(false);
  });
});

describe('kept views of imported factions', () => {
  it('are read back after a restart, equal to a built one, and validate lists alike', async () => {
    let service = started(tempDir());
    await service.handlers.importGameData({ files: miniFiles(1) });
    const roster = await miniList(service);
    const built = await service.handlers.getFactionCatalogue({ faction: CATALOGUE_ID });
    const builtVerdict = await service.handlers.validateRoster({ roster });
    const builtOpen = await service.handlers.openRoster({ id: roster.id });
    const builtReview = await service.handlers.reviewRosterData({ id: roster.id });
    await written();
    expect(viewRows(service).map((row) => row.faction_id)).toEqual([CATALOGUE_ID]);

    service = restart(service);
    const builds = countBuilds();
    const kept = await service.handlers.getFactionCatalogue({ faction: CATALOGUE_ID });
    expect(builds()).toBe(0);
    expect(kept).toEqual(built);
    expect(await service.handlers.validateRoster({ roster })).toEqual(builtVerdict);
    expect(await service.handlers.openRoster({ id: roster.id })).toEqual(builtOpen);
    expect(await service.handlers.reviewRosterData({ id: roster.id })).toEqual(builtReview);
    // Two squads at 10 pts over a limit of 15: the verdict has something to say.
    expect(builtVerdict.result.errors).toBeGreaterThan(0);
    // Opening an unchanged list gives the figures stored with it, those a review validating it gives.
    expect(builtOpen.review?.changed).toBe(false);
    expect(builtOpen.review?.now).toEqual(builtReview.now);
    expect(builtReview.now).toEqual({
      points: builtVerdict.result.stats.points,
      errors: builtVerdict.result.errors,
      warnings: builtVerdict.result.warnings,
    });
  });

  it('are built again when a file changes, and are gone with their faction', async () => {
    let service = started(tempDir());
    await service.handlers.importGameData({ files: miniFiles(1) });
    await service.handlers.getFactionCatalogue({ faction: CATALOGUE_ID });
    await written();
    const [before] = viewRows(service);

    // A new revision of the catalogue: its price changes, and the view kept for revision 1 is not used.
    await service.handlers.importGameData({ files: miniFiles(2) });
    service = restart(service);
    const builds = countBuilds();
    const changed = await service.handlers.getFactionCatalogue({ faction: CATALOGUE_ID });
    expect(builds()).toBe(1);
    expect(changed.faction.community?.revision).toBe(2);
    expect(changed.entries.find((entry) => entry.name.en === 'Squad')?.costs).toEqual({ pts: 15 });
    await written();
    const [after] = viewRows(service);
    expect(after!.key).not.toBe(before!.key);

    // Read back after a restart, the new revision's view.
    service = restart(service);
    expect(await service.handlers.getFactionCatalogue({ faction: CATALOGUE_ID })).toEqual(changed);

    await service.handlers.removeGameData({ id: CATALOGUE_ID });
    expect(viewRows(service)).toEqual([]);
  });

  it('are built again when the built-in catalogue’s texts change or the row is damaged', async () => {
    let service = started(tempDir());
    await service.handlers.importGameData({ files: miniFiles(1) });
    const built = await service.handlers.getFactionCatalogue({ faction: CATALOGUE_ID });
    await written();

    // Another state of the built-in catalogue (whose knowledge a view borrows): a glossary imported.
    service.context.db
      .prepare(
        `INSERT INTO rule_text (game_id, ref_kind, ref_id, lang, text, source_name, imported_at)
         VALUES ('freebooters-fate', 'ability', 'test', 'fr', 'Texte', 'test', '2026-11-28T00:00:00Z')`,
      )
      .run();
    const stale = viewRows(service)[0]!.key;
    service = restart(service);
    let builds = countBuilds();
    expect(await service.handlers.getFactionCatalogue({ faction: CATALOGUE_ID })).toEqual(built);
    expect(builds()).toBe(1);
    await written();
    expect(viewRows(service)[0]!.key).not.toBe(stale);

    // A row whose text was altered is not read.
    service.context.db
      .prepare("UPDATE community_faction_view SET view = replace(view, 'Squad', 'Sqvad')")
      .run();
    service = restart(service);
    vi.restoreAllMocks();
    builds = countBuilds();
    const again = await service.handlers.getFactionCatalogue({ faction: CATALOGUE_ID });
    expect(builds()).toBe(1);
    expect(again).toEqual(built);
  });

  it('are kept by a service closed at once after its answer, as a command is', async () => {
    let service = started(tempDir());
    await service.handlers.importGameData({ files: miniFiles(1) });
    const built = await service.handlers.getFactionCatalogue({ faction: CATALOGUE_ID });
    service = restart(service);
    const builds = countBuilds();
    expect(await service.handlers.getFactionCatalogue({ faction: CATALOGUE_ID })).toEqual(built);
    expect(builds()).toBe(0);
  });

  it('are made ahead at the start of the app for the lists edited last, without a request', async () => {
    let service = started(tempDir());
    await service.handlers.importGameData({ files: miniFiles(1) });
    await miniList(service);
    await written();
    const kept = viewRows(service);
    expect(kept).toHaveLength(1);
    service.context.db.prepare('DELETE FROM community_faction_view').run();
    service.close();
    open.splice(open.indexOf(service), 1);
    // The app (not a command): what its first list opened needs is prepared in the background.
    service = startService({ dataDir: service.context.dataDir, host: 'browser' });
    open.push(service);
    await vi.waitFor(() => expect(viewRows(service)).toEqual(kept), { timeout: 30_000, interval: 20 });
  });

  it('open without the built-in data read when no built-in file has their id', () => {
    const { db } = openDatabase({
      file: join(tempDir(), 'muster.db'),
      migrations: readMigrations(migrationsFolder()),
    });
    const read: string[] = [];
    const loader = Object.assign(
      (game: string) => {
        read.push(game);
        return undefined;
      },
      { named: (id: string) => id === 'netepic-space-marines' },
    );
    const kept = { faction: { id: 'imported' } } as FactionCatalogue;
    const queries = cachedCatalogueQueries(db, loader, [], () => ({
      list: () => [kept.faction as FactionInfo],
      catalogue: (id) => (id === 'imported' ? kept : undefined),
    }));
    expect(queries.factionCatalogue('imported')).toBe(kept);
    expect(queries.faction('imported')).toBe(kept.faction);
    expect(read).toEqual([]);
    // An id a built-in file has is looked up among the built-in factions first, as before.
    expect(() => queries.factionCatalogue('netepic-space-marines')).toThrow();
    expect(read.length).toBeGreaterThan(0);
    db.close();
  });

  it('are keyed by every input a view is built from', () => {
    const inputs = {
      fingerprint: 'a:1,b:2',
      builtinStamp: 'netepic:v1',
      binding: { game: 'x' },
      appVersion: '1.0.0',
    };
    const key = viewKey(inputs);
    expect(viewKey({ ...inputs })).toBe(key);
    for (const changed of [
      { fingerprint: 'a:1,b:3' },
      { builtinStamp: 'netepic:v2' },
      { binding: { game: 'y' } },
      { appVersion: '1.0.1' },
    ])
      expect(viewKey({ ...inputs, ...changed })).not.toBe(key);
  });

  it.skipIf(!sharedAvailable)(
    'of community data open after a restart as built, with its lists validated alike',
    async () => {
      let service = started(tempDir());
      const netepic = join(SHARED_DIR, 'bsdata', 'netepic');
      await service.handlers.importGameData({
        files: readdirSync(netepic).map((name) => ({
          name,
          base64: readFileSync(join(netepic, name)).toString('base64'),
        })),
      });
      const factions = (await service.handlers.listFactions({ game: 'netepic' })).filter((f) => f.community);
      expect(factions.length).toBeGreaterThan(0);
      const built = [];
      for (const faction of factions)
        built.push(await service.handlers.getFactionCatalogue({ faction: faction.id }));
      await written();
      expect(viewRows(service)).toHaveLength(factions.length);
      service = restart(service);
      const builds = countBuilds();
      for (const catalogue of built) {
        const kept = await service.handlers.getFactionCatalogue({ faction: catalogue.faction.id });
        expect(kept, catalogue.faction.name.en).toEqual(catalogue);
      }
      expect(builds()).toBe(0);
    },
  );
  if (!sharedAvailable) it.skip(SHARED_MISSING_REASON, () => {});
});
