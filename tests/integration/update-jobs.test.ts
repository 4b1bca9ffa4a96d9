// Updates of community data as import jobs (issue 25): a subscription's update and an index read
// again are fetched and checked on the calling thread, then read and stored in the job's worker. The
// main thread's XML parser is watched (fast-xml-parser's parse, spied on this thread only: the worker
// has its own modules), and a cancel leaves every table, the subscription's state included, as it was.
import Database from 'better-sqlite3';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImportCancelled, type ImportJobState } from '../../src/core/bsdata/import-progress';
import { readMigrations } from '../../src/main/db/migrations';
import { openDatabase } from '../../src/main/db/open-database';
import { GameDataStore } from '../../src/main/game-data/game-data-store';
import type { ImportJobInput } from '../../src/main/game-data/import-job';
import type { AnnouncedFile } from '../../src/main/game-data/import-texts-job';
import { SubscriptionStore } from '../../src/main/game-data/subscriptions/subscription-store';
import { subscribe } from '../../src/main/game-data/subscriptions/update-subscription';
import { migrationsFolder } from '../../src/main/paths';
import { startImportJobs } from '../../src/main/worker/import-jobs';
import type { MusterService } from '../../src/main/service/create-service';
import { dispatch } from '../../src/main/service/dispatch';
import { fourRepositories, miniCatalogue, release, serveCommunitySite } from '../helpers/community-site';
import type { CommunitySite } from '../helpers/community-site';
import { tables } from '../helpers/db-tables';
import { CAT, GST } from '../helpers/mini-game-data';
import { useService } from '../helpers/service';
import { useTempDirs } from '../helpers/temp-dir';
import { dataParsedHere } from '../helpers/xml-parsed';

const tempDir = useTempDirs();
const openService = useService();
const sites: CommunitySite[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(sites.splice(0).map((site) => site.close()));
  delete process.env.MUSTER_COMMUNITY_ORIGIN;
});

async function site() {
  const served = await serveCommunitySite(fourRepositories());
  sites.push(served);
  process.env.MUSTER_COMMUNITY_ORIGIN = served.origin;
  return served;
}

/** Deadzone's release v2: its catalogue at revision 2, a trooper at 12 points. */
function releaseV2(served: CommunitySite) {
  const deadzone = served.repositories.find((r) => r.repo === 'deadzone')!;
  release(deadzone, 'v2', (files) =>
    files.map((f) =>
      f.type === 'catalogue'
        ? { ...f, revision: 2, xml: miniCatalogue(f.id, 'deadzone', 'Rebels', 2, 12) }
        : f,
    ),
  );
}

/** The import jobs the service starts, each with what it was given, and how each ended. */
function jobsOf(service: MusterService) {
  const jobs = service.context.importJobs!;
  const started: { id: string; input: ImportJobInput }[] = [];
  jobs.watch((id, input) => started.push({ id, input }));
  const ends = () => Promise.all(started.map(({ id }) => jobs.wait(id)));
  return { jobs, started, ends };
}

const subscriptionRows = (service: MusterService) => ({
  subscription: service.context.db.prepare('SELECT * FROM data_subscription').all(),
  files: service.context.db.prepare('SELECT * FROM data_subscription_file ORDER BY 1, 2').all(),
});

describe('updates of community data as import jobs', () => {
  it("a subscription and its update are read and stored in a job's worker: this thread parses no data file", async () => {
    const served = await site();
    const service = openService();
    const { jobs, started, ends } = jobsOf(service);
    expect(jobs.threaded).toBe(true);
    const parsed = dataParsedHere();
    const subscribed = await service.handlers.subscribeGameData({
      game: 'deadzone',
      source: 'gallery-deadzone',
    });
    expect(subscribed.status).toBe('updated');
    releaseV2(served);
    const [update] = await service.handlers.checkDataUpdates({ game: 'deadzone' });
    expect(update!.status).toBe('updated');
    expect(update!.report.files.map((f) => [f.id, f.revision, f.outcome])).toEqual([
      ['deadzone-rebels', 2, 'updated'],
    ]);
    expect(started.map(({ input }) => [input.kind, input.kind === 'texts' && input.texts.length])).toEqual([
      ['texts', 2],
      ['texts', 1],
    ]);
    expect((await ends()).map((end: ImportJobState) => [end.state, end.progress.filesDone])).toEqual([
      ['done', 2],
      ['done', 1],
    ]);
    expect(parsed).toEqual([]);
    expect((await service.handlers.listGameData({})).map((f) => [f.id, f.revision])).toEqual([
      ['deadzone', 1],
      ['deadzone-rebels', 2],
    ]);
    expect(subscriptionRows(service).subscription).toMatchObject([{ game: 'deadzone', version: 'v2' }]);
  });

  it('the same update stored in place (no job machinery) parses the data files on this thread', async () => {
    const served = await site();
    const { db } = openDatabase({
      file: join(tempDir(), 'muster.db'),
      migrations: readMigrations(migrationsFolder()),
    });
    const parsed = dataParsedHere();
    const update = await subscribe(
      new GameDataStore(db),
      new SubscriptionStore(db),
      { game: 'deadzone', sourceId: 'gallery-deadzone' },
      new Date(),
      { origin: served.origin },
    );
    expect(update.status).toBe('updated');
    // What the test above proves could fail: the spy sees this thread's parses.
    expect(parsed.length).toBeGreaterThanOrEqual(2);
    db.close();
  });

  it('a subscription update cancelled as its job starts throws, and leaves every table and the subscription as they were', async () => {
    const served = await site();
    const service = openService();
    expect(
      (await service.handlers.subscribeGameData({ game: 'deadzone', source: 'gallery-deadzone' })).status,
    ).toBe('updated');
    releaseV2(served);
    const before = tables(service.context.db);
    const subscription = subscriptionRows(service);
    const { jobs, ends } = jobsOf(service);
    // Cancelled before the worker's first step: the flag it reads at every step is already set.
    const stop = jobs.watch((id) => jobs.cancel(id));
    await expect(service.handlers.checkDataUpdates({ game: 'deadzone' })).rejects.toThrow(ImportCancelled);
    stop();
    expect((await ends()).map((end) => end.state)).toEqual(['cancelled']);
    expect(tables(service.context.db)).toEqual(before);
    expect(subscriptionRows(service)).toEqual(subscription);
    // Nothing recorded (no ETag either): the next check fetches the release again, and stores it.
    const [update] = await service.handlers.checkDataUpdates({ game: 'deadzone' });
    expect(update!.status).toBe('updated');
    expect(update!.version).toBe('v2');
  });

  it('a subscription update cancelled while its worker waits to store leaves every table and the subscription as they were', async () => {
    const served = await site();
    const service = openService();
    await service.handlers.subscribeGameData({ game: 'deadzone', source: 'gallery-deadzone' });
    releaseV2(served);
    const before = tables(service.context.db);
    const subscription = subscriptionRows(service);
    const { jobs, started } = jobsOf(service);
    // Another connection holds the write lock: the job reads and checks, then waits to store.
    const blocker = new Database(service.context.databaseFile);
    blocker.prepare('BEGIN IMMEDIATE').run();
    const outcome = Promise.resolve(service.handlers.checkDataUpdates({ game: 'deadzone' })).then(
      () => 'answered',
      (error: unknown) => error,
    );
    let state: ImportJobState | undefined;
    while (state?.state !== 'running' || state.progress.phase !== 'checking') {
      expect(state?.state ?? 'running').toBe('running');
      await new Promise((resolve) => setTimeout(resolve, 5));
      state = started[0] && jobs.state(started[0].id);
    }
    expect(state.progress).toMatchObject({ filesDone: 1, filesTotal: 1 });
    jobs.cancel(state.id);
    blocker.prepare('ROLLBACK').run();
    blocker.close();
    expect(await outcome).toBeInstanceOf(ImportCancelled);
    expect(jobs.state(state.id)?.state).toBe('cancelled');
    expect(tables(service.context.db)).toEqual(before);
    expect(subscriptionRows(service)).toEqual(subscription);
  });

  it('through the API, the update running now is reported, and its cancel answers `cancelled` with nothing changed', async () => {
    const served = await site();
    const service = openService();
    await service.handlers.subscribeGameData({ game: 'deadzone', source: 'gallery-deadzone' });
    expect(await dispatch(service.handlers, 'currentGameDataJob', {})).toEqual({ ok: true, value: null });
    expect((await dispatch(service.handlers, 'currentGameDataJob', { id: 'x' })).ok).toBe(false);
    releaseV2(served);
    const before = tables(service.context.db);
    const subscription = subscriptionRows(service);
    const { started } = jobsOf(service);
    // Another connection holds the write lock: the job reads and checks, then waits to store.
    const blocker = new Database(service.context.databaseFile);
    blocker.prepare('BEGIN IMMEDIATE').run();
    const outcome = dispatch(service.handlers, 'checkDataUpdates', { game: 'deadzone' });
    let current: ImportJobState | null = null;
    while (current?.progress.phase !== 'checking') {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const answer = await dispatch(service.handlers, 'currentGameDataJob', {});
      expect(answer.ok).toBe(true);
      current = answer.ok ? (answer.value as ImportJobState | null) : null;
    }
    expect(current.id).toBe(started[0]!.id);
    expect(current).toMatchObject({ state: 'running', progress: { filesDone: 1, filesTotal: 1 } });
    const cancelled = await dispatch(service.handlers, 'cancelGameDataImport', { id: current.id });
    expect(cancelled).toMatchObject({ ok: true, value: { id: current.id } });
    blocker.prepare('ROLLBACK').run();
    blocker.close();
    expect(await outcome).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    expect(await dispatch(service.handlers, 'currentGameDataJob', {})).toEqual({ ok: true, value: null });
    expect(tables(service.context.db)).toEqual(before);
    expect(subscriptionRows(service)).toEqual(subscription);
  });

  it('an index read again (muster data update) is read and stored in a job worker, this thread parsing only the index', async () => {
    const folder = tempDir();
    const index = (catRevision: number) =>
      '<?xml version="1.0" encoding="UTF-8"?><dataIndex battleScribeVersion="2.03" name="Mini Repo" xmlns="http://www.battlescribe.net/schema/dataIndexSchema"><dataIndexEntries>' +
      '<dataIndexEntry filePath="Mini.gst" dataType="gameSystem" dataId="gs-1" dataName="Mini" dataBattleScribeVersion="2.03" dataRevision="1"/>' +
      `<dataIndexEntry filePath="Mini.cat" dataType="catalogue" dataId="cat-1" dataName="Mini" dataBattleScribeVersion="2.03" dataRevision="${catRevision}"/>` +
      '</dataIndexEntries></dataIndex>';
    const write = (catRevision: number) => {
      writeFileSync(join(folder, 'index.xml'), index(catRevision));
      writeFileSync(join(folder, 'Mini.gst'), GST(1));
      writeFileSync(join(folder, 'Mini.cat'), CAT(catRevision));
    };
    write(1);
    const service = openService();
    const imported = await service.handlers.importGameDataFromUrl({ url: join(folder, 'index.xml') });
    expect(imported.stored).toBe(true);
    write(2);
    const { started, ends } = jobsOf(service);
    const parsed = dataParsedHere();
    const update = await service.handlers.updateGameData({});
    const report = update.sources[0]!.report;
    expect(report.refused).toEqual([]);
    expect(report.files.map((f) => [f.id, f.revision, f.outcome])).toEqual([['cat-1', 2, 'updated']]);
    expect(report.index?.upToDate.map((f) => f.id)).toEqual(['gs-1']);
    expect(started.map(({ input }) => input.kind)).toEqual(['texts']);
    expect((await ends()).map((end) => end.state)).toEqual(['done']);
    expect(parsed).toEqual([]);
  });

  it("an update's job runs in place when its worker cannot open the database: same report, the same announcement check", async () => {
    const service = openService();
    const gst = { name: 'Mini.gst', text: GST(1) };
    const cat = { name: 'Mini.cat', text: CAT(1) };
    const jobs = startImportJobs({
      store: service.context.gameData.store,
      // A binding that cannot load: the worker starts, but SQLite cannot open there.
      target: { databaseFile: service.context.databaseFile, nativeBinding: '/nowhere/better_sqlite3.node' },
    });
    const run = (announced: [string, AnnouncedFile][]) =>
      jobs.wait(
        jobs.start({ kind: 'texts', texts: [gst, cat], refused: [], source: 'here', announced }, (report) =>
          Promise.resolve(report),
        ),
      );
    // The catalogue announced under another id: refused, nothing stored.
    const wrong = await run([[cat.name, { by: 'catpkg', id: 'another', type: 'catalogue' }]]);
    expect(wrong.state === 'done' && wrong.report.refused).toMatchObject([
      {
        name: 'Mini.cat',
        reason: 'package',
        error: { code: 'not-announced', id: 'another', found: 'cat-1' },
      },
    ]);
    expect(await service.handlers.listGameData({})).toEqual([]);
    const right = await run([
      [gst.name, { by: 'catpkg', id: 'gs-1', type: 'gamesystem' }],
      [cat.name, { by: 'catpkg', id: 'cat-1', type: 'catalogue' }],
    ]);
    expect(right.state).toBe('done');
    expect(right.progress).toMatchObject({ filesDone: 2, filesTotal: 2 });
    expect(right.state === 'done' && right.report.files.map((f) => [f.id, f.source, f.outcome])).toEqual([
      ['gs-1', 'here', 'added'],
      ['cat-1', 'here', 'added'],
    ]);
    await jobs.close();
  });
});
