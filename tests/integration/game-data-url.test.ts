// Community data from a repository index served by a local server (127.0.0.1 only, no real network):
// the index and the data files are written here by hand, never taken from ../shared.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { importSentences } from '../../src/core/bsdata/import-messages';
import { readMigrations } from '../../src/main/db/migrations';
import { openDatabase } from '../../src/main/db/open-database';
import { GameDataStore } from '../../src/main/game-data/game-data-store';
import { importFromIndex, updateFromIndexes } from '../../src/main/game-data/import-from-index';
import { migrationsFolder } from '../../src/main/paths';
import { muster } from '../helpers/cli';
import { CAT, GST, type Listed } from '../helpers/mini-game-data';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const NOW = new Date(Date.UTC(2026, 10, 24));

const INDEX = (entries: Listed[]) =>
  '<?xml version="1.0" encoding="UTF-8"?><dataIndex battleScribeVersion="2.03" name="Mini Repo" xmlns="http://www.battlescribe.net/schema/dataIndexSchema">' +
  '<repositoryUrls><repositoryUrl value="http://example.invalid/"/></repositoryUrls><dataIndexEntries>' +
  entries
    .map(
      (e) =>
        `<dataIndexEntry filePath="${e.filePath}" dataType="${e.dataType}" dataId="${e.dataId}" dataName="${e.dataId}" dataBattleScribeVersion="2.03" dataRevision="${e.dataRevision}"/>`,
    )
    .join('') +
  '</dataIndexEntries></dataIndex>';

/** What the test server answers, path by path; `hits` counts the requests per path. */
type Route = (res: ServerResponse) => void;
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((s) => {
      s.closeAllConnections(); // a server left hanging on purpose keeps its connection open
      return new Promise((done) => s.close(done));
    }),
  );
});

async function serve(routes: Record<string, Route>) {
  const hits: Record<string, number> = {};
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits[path] = (hits[path] ?? 0) + 1;
    const route = routes[path];
    if (!route) {
      res.writeHead(404).end('not here');
      return;
    }
    route(res);
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, hits };
}

const body =
  (bytes: Uint8Array | string, type = 'application/octet-stream'): Route =>
  (res) =>
    res.writeHead(200, { 'content-type': type }).end(typeof bytes === 'string' ? bytes : Buffer.from(bytes));
const bsi = (entries: Listed[]) => zipSync({ 'index.xml': strToU8(INDEX(entries)) });
const catz = (text: string) => zipSync({ 'Mini.cat': strToU8(text) });

function setup() {
  const { db } = openDatabase({
    file: join(tempDir(), 'muster.db'),
    migrations: readMigrations(migrationsFolder()),
  });
  return new GameDataStore(db);
}

const LISTED: Listed[] = [
  { filePath: 'Mini.gst', dataType: 'gameSystem', dataId: 'gs-1', dataRevision: 1 },
  { filePath: 'Mini.catz', dataType: 'catalogue', dataId: 'cat-1', dataRevision: 1 },
];

describe('community data from a repository index URL', () => {
  it('imports every listed file (index.bsi zipped, .catz zipped), recording the index as their source', async () => {
    const { base } = await serve({
      '/repo/index.bsi': body(bsi(LISTED)),
      '/repo/Mini.gst': body(GST(1), 'text/xml'),
      '/repo/Mini.catz': body(catz(CAT(1))),
    });
    const store = setup();
    const report = await importFromIndex(store, `${base}/repo/index.bsi`, NOW);
    expect(report.refused).toEqual([]);
    expect(report.stored).toBe(true);
    expect(report.index?.name).toBe('Mini Repo');
    expect(report.files.map((f) => [f.id, f.outcome])).toEqual([
      ['gs-1', 'added'],
      ['cat-1', 'added'],
    ]);
    expect(store.list().map((f) => f.source)).toEqual([`${base}/repo/index.bsi`, `${base}/repo/index.bsi`]);
  });

  it('reads a plain XML index too', async () => {
    const { base } = await serve({
      '/index.xml': body(INDEX(LISTED), 'text/xml'),
      '/Mini.gst': body(GST(1)),
      '/Mini.catz': body(catz(CAT(1))),
    });
    const report = await importFromIndex(setup(), `${base}/index.xml`, NOW);
    expect(report.stored).toBe(true);
  });

  it('updates only the files whose indexed revision is newer, and says which were up to date', async () => {
    let revision = 1;
    const { base, hits } = await serve({
      '/repo/index.bsi': (res) =>
        body(bsi(LISTED.map((e) => ({ ...e, dataRevision: e.dataId === 'cat-1' ? revision : 1 }))))(res),
      '/repo/Mini.gst': body(GST(1)),
      '/repo/Mini.catz': (res) => body(catz(CAT(revision)))(res),
    });
    const store = setup();
    await importFromIndex(store, `${base}/repo/index.bsi`, NOW);
    const nothingNew = await updateFromIndexes(store, NOW);
    expect(nothingNew.sources).toHaveLength(1);
    expect(nothingNew.sources[0]!.report.files).toEqual([]);
    expect(nothingNew.sources[0]!.report.index?.upToDate.map((f) => f.id)).toEqual(['gs-1', 'cat-1']);
    expect(hits['/repo/Mini.catz']).toBe(1);

    revision = 2;
    const update = await updateFromIndexes(store, NOW);
    const report = update.sources[0]!.report;
    expect(report.stored).toBe(true);
    expect(report.files.map((f) => [f.id, f.revision, f.outcome])).toEqual([['cat-1', 2, 'updated']]);
    expect(report.index?.upToDate.map((f) => f.id)).toEqual(['gs-1']);
    expect(hits['/repo/Mini.gst']).toBe(1);
    expect(store.list().find((f) => f.id === 'cat-1')!.revision).toBe(2);
    expect((await updateFromIndexes(store, NOW, 'no-such-id')).sources).toEqual([]);
  });

  it('muster data import URL and data update print what happened, in French or English, with exit codes', async () => {
    let revision = 1;
    const { base } = await serve({
      '/repo/index.bsi': (res) =>
        body(bsi(LISTED.map((e) => ({ ...e, dataRevision: e.dataId === 'cat-1' ? revision : 1 }))))(res),
      '/repo/Mini.gst': body(GST(1)),
      '/repo/Mini.catz': (res) => body(catz(CAT(revision)))(res),
    });
    const dataDir = ['--data-dir', tempDir()];
    const none = await muster([...dataDir, 'data', 'update', '--lang', 'en']);
    expect(none.status).toBe(1);
    expect(none.stdout).toContain('No stored data comes from a repository index');
    const added = await muster([...dataDir, 'data', 'import', `${base}/repo/index.bsi`]);
    expect(added.status).toBe(0);
    expect(added.stdout).toContain('Dépôt « Mini Repo »');
    expect(added.stdout).toContain('Mini Faction (rev. 1, cat-1): ajouté');
    revision = 2;
    const updated = await muster([...dataDir, 'data', 'update', '--lang', 'en']);
    expect(updated.status).toBe(0);
    expect(updated.stdout).toContain('Mini Faction (rev. 2, cat-1): updated');
    expect(updated.stdout).toContain('1 file already up to date (not downloaded)');
    const missing = await muster([...dataDir, 'data', 'import', `${base}/repo/missing.bsi`, '--lang', 'en']);
    expect(missing.status).toBe(1);
    expect(missing.stdout).toContain('the server answered 404');
    expect(missing.stdout).toContain('Nothing was stored.');
  });

  describe('hostile or broken answers change nothing and say why', () => {
    async function refusedBy(routes: Record<string, Route>, path = '/repo/index.bsi', limits = {}) {
      const { base } = await serve(routes);
      const store = setup();
      const report = await importFromIndex(store, `${base}${path}`, NOW, { limits });
      expect(report.stored).toBe(false);
      expect(store.list()).toEqual([]);
      expect(report.refused).toHaveLength(1);
      const refused = report.refused[0]!;
      // Every refusal has a sentence in both languages.
      expect(importSentences.fr.refused(refused)).not.toBe('');
      expect(importSentences.en.refused(refused)).not.toBe('');
      return refused;
    }

    it('a body larger than the limit, announced or not', async () => {
      const big = 'x'.repeat(64 * 1024);
      const announced = await refusedBy({ '/repo/index.bsi': body(big) }, '/repo/index.bsi', {
        maxIndexBytes: 1024,
      });
      expect(announced).toMatchObject({ reason: 'fetch', error: { code: 'too-large' } });
      const streamed = await refusedBy(
        {
          '/repo/index.bsi': (res) => {
            res.writeHead(200); // chunked: no length announced
            for (let i = 0; i < 64; i++) res.write(big);
            res.end();
          },
        },
        '/repo/index.bsi',
        { maxIndexBytes: 100_000 },
      );
      expect(streamed).toMatchObject({ reason: 'fetch', error: { code: 'too-large' } });
      const file = await refusedBy(
        {
          '/repo/index.bsi': body(bsi(LISTED)),
          '/repo/Mini.gst': body(GST(1) + ' '.repeat(10_000)),
          '/repo/Mini.catz': body(catz(CAT(1))),
        },
        '/repo/index.bsi',
        { maxFileBytes: 5_000 },
      );
      expect(file).toMatchObject({ reason: 'fetch', error: { code: 'too-large' } });
    });

    it('a redirect loop, and a server that never finishes', async () => {
      const loop = await refusedBy({
        '/repo/index.bsi': (res) => res.writeHead(302, { location: '/repo/again.bsi' }).end(),
        '/repo/again.bsi': (res) => res.writeHead(302, { location: '/repo/index.bsi' }).end(),
      });
      expect(loop).toMatchObject({ reason: 'fetch', error: { code: 'too-many-redirects' } });
      const slow = await refusedBy(
        { '/repo/index.bsi': (res) => res.writeHead(200).write('<dataIndex') },
        '/repo/index.bsi',
        { timeoutMs: 300 },
      );
      expect(slow).toMatchObject({ reason: 'fetch', error: { code: 'timeout' } });
    });

    it('a listed file redirected outside the index folder, to another path or another server', async () => {
      const other = await serve({ '/Mini.gst': body(GST(1)) });
      const elsewhere = await refusedBy({
        '/repo/index.bsi': body(bsi(LISTED)),
        '/repo/Mini.gst': (res) => res.writeHead(302, { location: '/elsewhere/Mini.gst' }).end(),
        '/elsewhere/Mini.gst': body(GST(1)),
        '/repo/Mini.catz': body(catz(CAT(1))),
      });
      expect(elsewhere).toMatchObject({
        reason: 'fetch',
        error: { code: 'redirect-outside-base', location: expect.stringMatching(/\/elsewhere\/Mini\.gst$/) },
      });
      expect(importSentences.fr.refused(elsewhere)).toContain('hors du dossier de l’index');
      const otherServer = await refusedBy({
        '/repo/index.bsi': body(bsi(LISTED)),
        '/repo/Mini.gst': (res) => res.writeHead(301, { location: `${other.base}/Mini.gst` }).end(),
        '/repo/Mini.catz': body(catz(CAT(1))),
      });
      expect(otherServer).toMatchObject({
        reason: 'fetch',
        error: { code: 'redirect-outside-base', location: `${other.base}/Mini.gst` },
      });
      expect(importSentences.en.refused(otherServer)).toContain("outside the index's folder");
      // Refused before asking: nothing outside the folder was requested.
      expect(other.hits).toEqual({});
    });

    it('a listed file redirected within the index folder is read', async () => {
      const { base } = await serve({
        '/repo/index.bsi': body(bsi(LISTED)),
        '/repo/Mini.gst': (res) => res.writeHead(302, { location: '/repo/v2/Mini.gst' }).end(),
        '/repo/v2/Mini.gst': body(GST(1)),
        '/repo/Mini.catz': body(catz(CAT(1))),
      });
      const report = await importFromIndex(setup(), `${base}/repo/index.bsi`, NOW);
      expect(report.refused).toEqual([]);
      expect(report.stored).toBe(true);
    });

    it('not XML, not an index, a missing file, a 500', async () => {
      expect(await refusedBy({ '/repo/index.bsi': body('{"json": true}') })).toMatchObject({
        reason: 'index',
        error: { code: 'not-xml' },
      });
      expect(await refusedBy({ '/repo/index.bsi': body(GST(1)) })).toMatchObject({
        reason: 'index',
        error: { code: 'not-index', root: 'gameSystem' },
      });
      expect(
        await refusedBy({ '/repo/index.bsi': body(bsi(LISTED)), '/repo/Mini.gst': body(GST(1)) }),
      ).toMatchObject({ reason: 'fetch', error: { code: 'http-status', status: 404 } });
      expect(await refusedBy({ '/repo/index.bsi': (res) => res.writeHead(500).end('oops') })).toMatchObject({
        reason: 'fetch',
        error: { code: 'http-status', status: 500 },
      });
    });

    it('a file that is not the one the index announced, or not data at all', async () => {
      const wrong = await refusedBy({
        '/repo/index.bsi': body(bsi(LISTED)),
        '/repo/Mini.gst': body(GST(1)),
        '/repo/Mini.catz': body(catz(CAT(1, 'someone-else'))),
      });
      expect(wrong).toMatchObject({
        reason: 'mismatch',
        error: { expected: { id: 'cat-1' }, found: { id: 'someone-else' } },
      });
      const html = await refusedBy({
        '/repo/index.bsi': body(bsi(LISTED)),
        '/repo/Mini.gst': body('<html><body>Sign in</body></html>', 'text/html'),
        '/repo/Mini.catz': body(catz(CAT(1))),
      });
      expect(html).toMatchObject({ reason: 'read', error: { code: 'not-battlescribe', root: 'html' } });
    });

    it('an index pointing outside its folder, or to another scheme', async () => {
      for (const filePath of [
        '../Mini.gst',
        '/elsewhere/Mini.gst',
        'http://169.254.169.254/Mini.gst',
        '//evil.example/Mini.gst',
        '%2e%2e/Mini.gst',
        'file:///etc/Mini.gst',
      ]) {
        const outside = await refusedBy({
          '/repo/index.bsi': body(bsi([{ ...LISTED[0]!, filePath }])),
        });
        expect(outside, filePath).toMatchObject({ reason: 'index', error: { code: 'outside-base' } });
      }
    });

    it('an address that is not http(s)', async () => {
      const store = setup();
      const report = await importFromIndex(store, 'file:///etc/passwd', NOW);
      expect(report.refused).toEqual([
        {
          name: 'file:///etc/passwd',
          reason: 'fetch',
          error: { code: 'bad-url', url: 'file:///etc/passwd' },
        },
      ]);
    });
  });
});
