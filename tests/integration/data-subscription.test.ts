// Community data as a subscription (issue 25), against a site served from 127.0.0.1: the BSData
// Gallery feed, releases with their catpkg.json and zipped files (tests/helpers/community-site.ts,
// small XML written by hand), `releases/latest/download` redirecting to the latest tag.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importSentences } from '../../src/core/bsdata/import-messages';
import { readMigrations } from '../../src/main/db/migrations';
import { openDatabase } from '../../src/main/db/open-database';
import { GameDataStore } from '../../src/main/game-data/game-data-store';
import { SubscriptionStore } from '../../src/main/game-data/subscriptions/subscription-store';
import { subscribe, updateSubscriptions } from '../../src/main/game-data/subscriptions/update-subscription';
import { migrationsFolder } from '../../src/main/paths';
import { muster } from '../helpers/cli';
import {
  fourRepositories,
  miniCatalogue,
  release,
  serveCommunitySite,
  type CommunitySite,
} from '../helpers/community-site';
import { useService } from '../helpers/service';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const openService = useService();
const NOW = new Date(Date.UTC(2026, 10, 28));
const sites: CommunitySite[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()));
  delete process.env.MUSTER_COMMUNITY_ORIGIN;
});

async function site() {
  const served = await serveCommunitySite(fourRepositories());
  sites.push(served);
  return served;
}

function stores() {
  const { db } = openDatabase({
    file: join(tempDir(), 'muster.db'),
    migrations: readMigrations(migrationsFolder()),
  });
  return { db, store: new GameDataStore(db), subscriptions: new SubscriptionStore(db) };
}

const deadzone = (served: CommunitySite) => served.repositories.find((r) => r.repo === 'deadzone')!;
const DZ = '/BSData/deadzone/releases/download';

describe('data subscriptions', () => {
  it('subscribes a game to its Gallery entry: the feed gives the catpkg.json, every file is fetched, checked and stored', async () => {
    const served = await site();
    const { store, subscriptions } = stores();
    const update = await subscribe(
      store,
      subscriptions,
      { game: 'deadzone', sourceId: 'gallery-deadzone' },
      NOW,
      {
        origin: served.origin,
      },
    );
    expect(update.report.refused).toEqual([]);
    expect(update.status).toBe('updated');
    expect(update.version).toBe('v1');
    expect(update.changes.map((c) => [c.id, c.reason, c.revision])).toEqual([
      ['deadzone', 'new', 1],
      ['deadzone-rebels', 'new', 1],
    ]);
    expect(served.hits['/BSData/gallery/releases/latest/download/bsdata.catpkg-gallery.json']).toBe(1);
    const address = `${served.origin}/BSData/deadzone/releases/latest/download/deadzone.catpkg.json`;
    expect(store.list().map((f) => [f.id, f.revision, f.source])).toEqual([
      ['deadzone', 1, address],
      ['deadzone-rebels', 1, address],
    ]);
    const saved = subscriptions.get('deadzone')!;
    expect(saved).toMatchObject({
      sourceId: 'gallery-deadzone',
      address,
      version: 'v1',
      name: 'Deadzone Mini',
    });
    expect(saved.etag).toMatch(/^".+"$/);
    expect(saved.files.map((f) => [f.id, f.revision])).toEqual([
      ['deadzone', 1],
      ['deadzone-rebels', 1],
    ]);
  });

  it('an update that changes one file fetches only that file', async () => {
    const served = await site();
    const { store, subscriptions } = stores();
    await subscribe(store, subscriptions, { game: 'deadzone', sourceId: 'gallery-deadzone' }, NOW, {
      origin: served.origin,
    });
    release(deadzone(served), 'v2', (files) =>
      files.map((f) =>
        f.type === 'catalogue'
          ? { ...f, revision: 2, xml: miniCatalogue(f.id, 'deadzone', 'Rebels', 2, 12) }
          : f,
      ),
    );
    const before = { ...served.hits };
    const [update] = await updateSubscriptions(store, subscriptions, NOW, undefined, {
      origin: served.origin,
    });
    expect(update!.status).toBe('updated');
    expect(update!.previousVersion).toBe('v1');
    expect(update!.version).toBe('v2');
    expect(update!.changes).toEqual([
      { id: 'deadzone-rebels', name: 'Rebels', reason: 'revision', before: 1, revision: 2 },
    ]);
    expect(update!.upToDate).toBe(1);
    const fetchedNow = Object.keys(served.hits).filter(
      (path) => path.startsWith(DZ) && /z$/.test(path) && served.hits[path] !== before[path],
    );
    expect(fetchedNow).toEqual([`${DZ}/v2/Rebels.catz`]);
    expect(served.hits[`${DZ}/v2/Deadzone.Mini.gstz`]).toBeUndefined();
    expect(store.list().map((f) => [f.id, f.revision])).toEqual([
      ['deadzone', 1],
      ['deadzone-rebels', 2],
    ]);
  });

  it('refuses a whole update when a file is not the one its sourceSha256 describes: nothing stored, subscription unchanged', async () => {
    const served = await site();
    const { db, store, subscriptions } = stores();
    await subscribe(store, subscriptions, { game: 'deadzone', sourceId: 'gallery-deadzone' }, NOW, {
      origin: served.origin,
    });
    release(deadzone(served), 'v2', (files) =>
      files.map((f) => ({
        ...f,
        revision: 2,
        xml: f.xml.replace('revision="1"', 'revision="2"'),
        // The catalogue's asset differs from what the catpkg.json hashes: one point more.
        ...(f.type === 'catalogue' ? { servedXml: miniCatalogue(f.id, 'deadzone', 'Rebels', 2, 11) } : {}),
      })),
    );
    const contents = db.prepare('SELECT id, revision, sha256 FROM game_data_file ORDER BY id').all();
    const saved = subscriptions.get('deadzone');
    const [update] = await updateSubscriptions(store, subscriptions, NOW, 'deadzone', {
      origin: served.origin,
    });
    expect(update!.status).toBe('refused');
    expect(update!.report.stored).toBe(false);
    expect(update!.report.refused).toMatchObject([
      { reason: 'package', error: { code: 'hash-mismatch', id: 'deadzone-rebels' } },
    ]);
    expect(importSentences.fr.refused(update!.report.refused[0]!)).toContain('empreinte SHA-256');
    expect(importSentences.en.refused(update!.report.refused[0]!)).toContain('does not have the SHA-256');
    // The game system's file (revision 2, hash right) was fetched, yet not stored either.
    expect(db.prepare('SELECT id, revision, sha256 FROM game_data_file ORDER BY id').all()).toEqual(contents);
    expect(subscriptions.get('deadzone')).toEqual(saved);
  });

  it('a 304 answer fetches nothing else, and the validators are sent back', async () => {
    const served = await site();
    const { store, subscriptions } = stores();
    await subscribe(store, subscriptions, { game: 'deadzone', sourceId: 'gallery-deadzone' }, NOW, {
      origin: served.origin,
    });
    const before = { ...served.hits };
    const [update] = await updateSubscriptions(store, subscriptions, NOW, undefined, {
      origin: served.origin,
    });
    expect(update!.status).toBe('not-modified');
    expect(update!.changes).toEqual([]);
    const asked = Object.keys(served.hits).filter((path) => served.hits[path] !== before[path]);
    // The stable address, then the tag it redirects to, answered 304: no file, no gallery.
    expect(asked.sort()).toEqual([
      '/BSData/deadzone/releases/download/v1/deadzone.catpkg.json',
      '/BSData/deadzone/releases/latest/download/deadzone.catpkg.json',
    ]);
    expect(served.conditional).toContain('/BSData/deadzone/releases/download/v1/deadzone.catpkg.json');
  });

  it("follows NetEpic's tag-pinned install address to the latest release", async () => {
    const served = await site();
    const netepic = served.repositories.find((r) => r.repo === 'NetEpic')!;
    // The pinned tag is v3, as NetEpic's README publishes it; v4 is newer.
    netepic.releases[0]!.tag = 'v3';
    release(netepic, 'v4', (files) =>
      files.map((f) =>
        f.type === 'catalogue'
          ? { ...f, revision: 2, xml: miniCatalogue(f.id, 'netepic', 'Orks', 2, 20) }
          : f,
      ),
    );
    const { store, subscriptions } = stores();
    const update = await subscribe(
      store,
      subscriptions,
      { game: 'netepic', sourceId: 'netepic-samwiseofcat' },
      NOW,
      {
        origin: served.origin,
      },
    );
    expect(update.report.refused).toEqual([]);
    expect(update.version).toBe('v4');
    expect(update.address).toBe(
      `${served.origin}/SamwiseOfCat/NetEpic/releases/latest/download/NetEpic.catpkg.json`,
    );
    expect(store.list().find((f) => f.id === 'netepic-orks')?.revision).toBe(2);
    expect(served.hits['/SamwiseOfCat/NetEpic/releases/download/v3/NetEpic.catpkg.json']).toBeUndefined();
    // The pinned address given by hand is followed the same way.
    const again = await subscribe(
      store,
      subscriptions,
      {
        game: 'netepic',
        address: `${served.origin}/SamwiseOfCat/NetEpic/releases/download/v3/NetEpic.latest.bsi`,
      },
      NOW,
    );
    expect(again.version).toBe('v4');
  });

  it('refuses a catpkg.json that lists a file on another site, before fetching anything', async () => {
    const served = await site();
    const other = await serveCommunitySite(fourRepositories());
    sites.push(other);
    const { store, subscriptions } = stores();
    await subscribe(store, subscriptions, { game: 'deadzone', sourceId: 'gallery-deadzone' }, NOW, {
      origin: served.origin,
    });
    release(deadzone(served), 'v2', (files) =>
      files.map((f) => ({
        ...f,
        revision: 2,
        fileOrigin: f.type === 'catalogue' ? other.origin : undefined,
      })),
    );
    const hitsBefore = served.hitsUnder(`${DZ}/v2/`);
    const [update] = await updateSubscriptions(store, subscriptions, NOW, 'deadzone', {
      origin: served.origin,
    });
    expect(update!.report.refused).toMatchObject([
      { reason: 'package', error: { code: 'file-elsewhere', id: 'deadzone-rebels' } },
    ]);
    // Only the catpkg.json itself was read at v2; no file, on either site.
    expect(served.hitsUnder(`${DZ}/v2/`) - hitsBefore).toBe(1);
    expect(other.hitsUnder('/')).toBe(0);
    const refused = await subscribe(
      store,
      subscriptions,
      { game: 'deadzone', address: 'https://example.invalid/x.bsi' },
      NOW,
    );
    expect(refused.report.refused).toMatchObject([
      { reason: 'package', error: { code: 'not-release-address' } },
    ]);
    expect(subscriptions.get('deadzone')?.version).toBe('v1');
  });

  it('refuses a gallery entry whose catpkg.json is on another site, fetching nothing there', async () => {
    const served = await site();
    const other = await serveCommunitySite(fourRepositories());
    sites.push(other);
    deadzone(served).listedAt = other.origin;
    const { store, subscriptions } = stores();
    const update = await subscribe(
      store,
      subscriptions,
      { game: 'deadzone', sourceId: 'gallery-deadzone' },
      NOW,
      {
        origin: served.origin,
      },
    );
    expect(update.report.refused).toMatchObject([
      { reason: 'package', error: { code: 'repository-elsewhere', name: 'deadzone' } },
    ]);
    expect(importSentences.fr.refused(update.report.refused[0]!)).toContain('sur un autre site');
    expect(other.hitsUnder('/')).toBe(0);
    expect(store.list()).toEqual([]);
    expect(subscriptions.get('deadzone')).toBeUndefined();
  });

  it('muster data sources / subscribe / update, in English and French', async () => {
    const served = await site();
    const dataDir = ['--data-dir', tempDir()];
    const env = { MUSTER_COMMUNITY_ORIGIN: served.origin };
    const sources = await muster([...dataDir, 'data', 'sources', '--lang', 'fr'], env);
    expect(sources.status).toBe(0);
    expect(sources.stdout).toContain('deadzone: pas d’abonnement');
    expect(sources.stdout).toContain('gallery-deadzone  Deadzone, Galerie BSData');
    expect(sources.stdout).toContain('netepic-samwiseofcat');
    const subscribed = await muster(
      [...dataDir, 'data', 'subscribe', 'deadzone', 'gallery-deadzone', '--lang', 'en'],
      env,
    );
    expect(subscribed.status).toBe(0);
    expect(subscribed.stdout).toContain('to release v1: 2 files downloaded and checked');
    release(deadzone(served), 'v2', (files) =>
      files.map((f) =>
        f.type === 'catalogue'
          ? { ...f, revision: 2, xml: miniCatalogue(f.id, 'deadzone', 'Rebels', 2, 12) }
          : f,
      ),
    );
    const updated = await muster([...dataDir, 'data', 'update', '--lang', 'fr'], env);
    expect(updated.status).toBe(0);
    expect(updated.stdout).toContain(
      'Mis à jour de v1 vers la publication v2 : 1 fichier téléchargé et vérifié, 1 déjà à jour.',
    );
    expect(updated.stdout).toContain('Rebels : rév. 1 → 2');
    const again = await muster([...dataDir, 'data', 'update', '--lang', 'en'], env);
    expect(again.stdout).toContain('Up to date: the repository has not changed since the last check');
    const listed = await muster([...dataDir, 'data', 'sources', '--lang', 'en'], env);
    expect(listed.stdout).toContain('deadzone: subscribed to Deadzone Mini v2');
  });
  it('through the API: a saved list of the subscribed data gets its data-change review after an update', async () => {
    const served = await site();
    process.env.MUSTER_COMMUNITY_ORIGIN = served.origin;
    const api = openService('browser').handlers;
    const listed = await api.listDataSources({});
    expect(listed.map((row) => [row.game, row.sources.map((s) => s.id), row.subscription])).toEqual([
      ['netepic', ['netepic-samwiseofcat'], null],
      ['deadzone', ['gallery-deadzone'], null],
      ['freebooters-fate', ['gallery-freebooters-fate'], null],
      ['antares', ['gallery-gates-of-antares'], null],
    ]);
    // Another game's source is refused, as data, in the reader's language.
    const foreign = await api.subscribeGameData({ game: 'netepic', source: 'gallery-deadzone' });
    expect(foreign.status).toBe('refused');
    expect(importSentences.en.refused(foreign.report.refused[0]!)).toBe(
      'unknown data source: gallery-deadzone.',
    );
    const subscribed = await api.subscribeGameData({ game: 'deadzone', source: 'gallery-deadzone' });
    expect(subscribed.status).toBe('updated');
    const created = await api.createRoster({
      game: 'deadzone',
      faction: 'deadzone-rebels',
      name: 'Rebels',
      pointsLimit: 100,
    });
    const trooper = (await api.getFactionCatalogue({ faction: 'deadzone-rebels' })).entries.find(
      (entry) => entry.name.en === 'Trooper',
    )!;
    await api.saveRoster({
      roster: { ...created, selections: [{ id: 's1', entry: trooper.id, options: {}, items: {} }] },
      baseRevision: created.updatedAt,
    });
    expect((await api.listRosters({})).find((s) => s.id === created.id)?.points).toBe(10);

    release(deadzone(served), 'v2', (files) =>
      files.map((f) =>
        f.type === 'catalogue'
          ? { ...f, revision: 2, xml: miniCatalogue(f.id, 'deadzone', 'Rebels', 2, 12) }
          : f,
      ),
    );
    const [update] = await api.checkDataUpdates({ game: 'deadzone' });
    expect(update!.status).toBe('updated');
    const summary = (await api.listRosters({})).find((s) => s.id === created.id)!;
    expect(summary.dataChanged).toBe(true);
    expect(summary.points).toBe(12);
    const review = await api.reviewRosterData({ id: created.id });
    expect(review.files).toEqual([
      { id: 'deadzone-rebels', kind: 'catalogue', name: 'Rebels', from: 1, to: 2 },
    ]);
    expect(review.before).toMatchObject({ points: 10 });
    expect((await api.listDataSources({}))[1]!.subscription).toMatchObject({ version: 'v2', fileCount: 2 });
    // "Mettre à jour" (updateGameData) updates the subscriptions too: nothing new now (304).
    const again = await api.updateGameData({});
    expect(again.subscriptions?.map((each) => each.status)).toEqual(['not-modified']);
  });
});
