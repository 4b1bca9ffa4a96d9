// Community data from a repository index on disk (`muster data import path/to/index.bsi`), and an
// index picked with the files in the app: the same checks as an index at an address. Small data
// written here by hand; one case with the real files of ../shared/bsdata (skipped without it).
import {
  copyFileSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
  type PathLike,
} from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { importSentences } from '../../src/core/bsdata/import-messages';
import { readMigrations } from '../../src/main/db/migrations';
import { openDatabase } from '../../src/main/db/open-database';
import { GameDataStore } from '../../src/main/game-data/game-data-store';
import {
  importFromIndex,
  updateFromIndexes,
  type IndexImportOptions,
} from '../../src/main/game-data/import-from-index';
import { importGameData } from '../../src/main/game-data/import-game-data';
import { migrationsFolder } from '../../src/main/paths';
import { dispatch } from '../../src/main/service/dispatch';
import { muster } from '../helpers/cli';
import { CAT, GST, type Listed } from '../helpers/mini-game-data';
import { useService } from '../helpers/service';
import { SHARED_DIR, SHARED_MISSING_REASON, sharedAvailable } from '../helpers/shared-material';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const openService = useService();
const NOW = new Date(Date.UTC(2026, 10, 25));
const LOCAL: IndexImportOptions = { localFiles: true };

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const INDEX = (entries: Listed[], name = 'Mini Repo') =>
  `<?xml version="1.0" encoding="UTF-8"?><dataIndex battleScribeVersion="2.03" name="${escape(name)}" xmlns="http://www.battlescribe.net/schema/dataIndexSchema">` +
  '<dataIndexEntries>' +
  entries
    .map(
      (e) =>
        `<dataIndexEntry filePath="${escape(e.filePath)}" dataType="${e.dataType}" dataId="${e.dataId}" dataName="${escape(e.dataName ?? e.dataId)}" dataBattleScribeVersion="2.03" dataRevision="${e.dataRevision}"/>`,
    )
    .join('') +
  '</dataIndexEntries></dataIndex>';
const bsi = (entries: Listed[], name?: string) => zipSync({ 'index.xml': strToU8(INDEX(entries, name)) });
const catz = (text: string) => zipSync({ 'Mini.cat': strToU8(text) });

const LISTED: Listed[] = [
  { filePath: 'Mini.gst', dataType: 'gameSystem', dataId: 'gs-1', dataRevision: 1 },
  { filePath: 'Mini.catz', dataType: 'catalogue', dataId: 'cat-1', dataRevision: 1 },
];

/** A repository folder on disk: the index and the files it lists, at these revisions. */
function repository(catRevision = 1, folder = tempDir()) {
  writeFileSync(
    join(folder, 'index.bsi'),
    bsi(LISTED.map((e) => (e.dataId === 'cat-1' ? { ...e, dataRevision: catRevision } : e))),
  );
  writeFileSync(join(folder, 'Mini.gst'), GST(1));
  writeFileSync(join(folder, 'Mini.catz'), catz(CAT(catRevision)));
  return { folder, index: join(folder, 'index.bsi') };
}

function setup() {
  const { db } = openDatabase({
    file: join(tempDir(), 'muster.db'),
    migrations: readMigrations(migrationsFolder()),
  });
  return new GameDataStore(db);
}

describe('community data from a repository index on disk', () => {
  it('imports every listed file from beside the index, recording the index path as their source', async () => {
    const { index } = repository();
    const store = setup();
    const report = await importFromIndex(store, index, NOW, LOCAL);
    expect(report.refused).toEqual([]);
    expect(report.stored).toBe(true);
    expect(report.index).toEqual({ url: index, name: 'Mini Repo', upToDate: [] });
    expect(report.files.map((f) => [f.id, f.outcome, f.source])).toEqual([
      ['gs-1', 'added', index],
      ['cat-1', 'added', index],
    ]);
    expect(store.list().map((f) => f.source)).toEqual([index, index]);
  });

  it('reads the index XML itself, a file: address, and files in a subfolder of the index', async () => {
    const folder = tempDir();
    mkdirSync(join(folder, 'cats'));
    writeFileSync(
      join(folder, 'index.xml'),
      INDEX([LISTED[0]!, { ...LISTED[1]!, filePath: 'cats/Mini Faction.cat' }]),
    );
    writeFileSync(join(folder, 'Mini.gst'), GST(1));
    writeFileSync(join(folder, 'cats', 'Mini Faction.cat'), CAT(1));
    const report = await importFromIndex(setup(), join(folder, 'index.xml'), NOW, LOCAL);
    expect(report.refused).toEqual([]);
    expect(report.stored).toBe(true);
    const viaUrl = await importFromIndex(setup(), `file://${join(folder, 'index.xml')}`, NOW, LOCAL);
    expect(viaUrl.stored).toBe(true);
    expect(viaUrl.index?.url).toBe(join(folder, 'index.xml'));
  });

  it('is refused where the address comes from a page (desktop app, browser mode), as any non-http address', async () => {
    const { index } = repository();
    const store = setup();
    const report = await importFromIndex(store, index, NOW);
    expect(report.refused).toEqual([
      { name: index, reason: 'fetch', error: { code: 'bad-url', url: index } },
    ]);
    expect(store.list()).toEqual([]);
    for (const host of ['browser', 'desktop'] as const) {
      const result = await dispatch(openService(host).handlers, 'importGameDataFromUrl', { url: index });
      expect(result).toMatchObject({ ok: true, value: { stored: false, refused: [{ reason: 'fetch' }] } });
    }
    const cli = await dispatch(openService('cli').handlers, 'importGameDataFromUrl', { url: index });
    expect(cli).toMatchObject({ ok: true, value: { stored: true } });
  });

  it('updates only the files whose indexed revision is newer, from the same path', async () => {
    const { folder, index } = repository(1);
    const store = setup();
    await importFromIndex(store, index, NOW, LOCAL);
    const nothingNew = await updateFromIndexes(store, NOW);
    expect(nothingNew.sources.map((s) => s.url)).toEqual([index]);
    expect(nothingNew.sources[0]!.report.files).toEqual([]);
    expect(nothingNew.sources[0]!.report.index?.upToDate.map((f) => f.id)).toEqual(['gs-1', 'cat-1']);

    repository(2, folder);
    // Only the newer file is read: the game system could be gone, it is up to date.
    writeFileSync(join(folder, 'Mini.gst'), 'not read');
    const update = await updateFromIndexes(store, NOW);
    const report = update.sources[0]!.report;
    expect(report.refused).toEqual([]);
    expect(report.files.map((f) => [f.id, f.revision, f.outcome])).toEqual([['cat-1', 2, 'updated']]);
    expect(report.index?.upToDate.map((f) => f.id)).toEqual(['gs-1']);
    expect(store.list().find((f) => f.id === 'cat-1')).toMatchObject({ revision: 2, source: index });
  });

  it('muster data import path/to/index.bsi and data update, in French or English, with exit codes', async () => {
    const { folder, index } = repository(1);
    const dataDir = ['--data-dir', tempDir()];
    const added = await muster([...dataDir, 'data', 'import', index]);
    expect(added.status).toBe(0);
    expect(added.stdout).toContain(`Dépôt « Mini Repo » (${index})`);
    expect(added.stdout).toContain('Mini Faction (rev. 1, cat-1): ajouté');
    const listed = await muster([...dataDir, 'data', 'list', '--json']);
    expect((JSON.parse(listed.stdout) as { source: string }[]).map((f) => f.source)).toEqual([index, index]);

    const same = await muster([...dataDir, 'data', 'update', '--lang', 'en']);
    expect(same.status).toBe(0);
    expect(same.stdout).toContain('2 files already up to date (not downloaded)');

    repository(2, folder);
    const updated = await muster([...dataDir, 'data', 'update', 'gs-1', '--lang', 'en']);
    expect(updated.status).toBe(0);
    expect(updated.stdout).toContain('Mini Faction (rev. 2, cat-1): updated');
    expect(updated.stdout).toContain('1 file already up to date (not downloaded)');

    const mixed = await muster([...dataDir, 'data', 'import', index, join(folder, 'Mini.gst')]);
    expect(mixed.status).toBe(2);
    expect(mixed.stderr).toContain('Donnez un seul index');

    // The index gone or replaced: the update says so, and changes nothing.
    writeFileSync(index, '<roster/>');
    const broken = await muster([...dataDir, 'data', 'update', '--lang', 'en']);
    expect(broken.status).toBe(1);
    expect(broken.stdout).toContain('not a BattleScribe data index (root element "roster")');
    expect(broken.stdout).toContain('Nothing was stored.');
    unlinkSync(index);
    const gone = await muster([...dataDir, 'data', 'update', '--lang', 'fr']);
    expect(gone.status).toBe(1);
    expect(gone.stdout).toContain(`fichier introuvable : ${index}.`);
  });

  it('a folder holding an index.bsi is imported file by file, the index left aside', async () => {
    const { folder } = repository(1);
    const dataDir = ['--data-dir', tempDir()];
    const run = await muster([...dataDir, 'data', 'import', folder, '--lang', 'en', '--json']);
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as { stored: boolean; files: { id: string; source: string }[] };
    expect(report.stored).toBe(true);
    expect(report.files.map((f) => [f.id, f.source])).toEqual([
      ['gs-1', 'Mini.gst'],
      ['cat-1', 'Mini.catz/Mini.cat'],
    ]);
    // Nothing of it came from an index: there is nothing to update.
    const update = await muster([...dataDir, 'data', 'update', '--lang', 'en']);
    expect(update.status).toBe(1);
    expect(update.stdout).toContain('or "muster data import path/to/index.bsi"');
  });

  describe('hostile or broken repositories change nothing and say why', () => {
    async function refusedBy(prepare: (folder: string) => void, limits = {}) {
      const folder = tempDir();
      prepare(folder);
      const store = setup();
      const report = await importFromIndex(store, join(folder, 'index.bsi'), NOW, { ...LOCAL, limits });
      expect(report.stored).toBe(false);
      expect(store.list()).toEqual([]);
      expect(report.refused).toHaveLength(1);
      const refused = report.refused[0]!;
      expect(importSentences.fr.refused(refused)).not.toBe('');
      expect(importSentences.en.refused(refused)).not.toBe('');
      return refused;
    }
    const write = (folder: string, name: string, data: string | Uint8Array) =>
      writeFileSync(join(folder, name), data);

    it('an entry leading outside the index folder: ../, an absolute path, another drive, scheme or host', async () => {
      for (const filePath of [
        '../x.cat',
        '..%2fx.cat',
        '%2e%2e/x.cat',
        'sub/../../x.cat',
        '/etc/x.cat',
        'C:/x.cat',
        'C:\\x.cat',
        '//server/share/x.cat',
        'file://server/share/x.cat',
        'file:///etc/x.cat',
        'https://example.invalid/x.cat',
        'x.cat?.cat',
      ]) {
        const refused = await refusedBy((folder) => {
          mkdirSync(join(folder, 'repo'));
          write(folder, 'x.cat', CAT(1));
          write(folder, 'index.bsi', bsi([{ ...LISTED[1]!, filePath }]));
        });
        expect(refused, filePath).toMatchObject({ reason: 'index', error: { code: 'outside-base' } });
      }
    });

    it('a link in the folder that leads out of it', async () => {
      const outside = tempDir();
      writeFileSync(join(outside, 'Mini.cat'), CAT(1));
      const refused = await refusedBy((folder) => {
        write(folder, 'Mini.gst', GST(1));
        symlinkSync(join(outside, 'Mini.cat'), join(folder, 'Mini.cat') as PathLike);
        write(folder, 'index.bsi', bsi([LISTED[0]!, { ...LISTED[1]!, filePath: 'Mini.cat' }]));
      });
      expect(refused).toMatchObject({
        reason: 'index',
        error: { code: 'outside-base', filePath: 'Mini.cat' },
      });
    });

    it('a file that is not the one its entry announced (another id)', async () => {
      const refused = await refusedBy((folder) => {
        write(folder, 'Mini.gst', GST(1));
        write(folder, 'Mini.catz', catz(CAT(1, 'someone-else')));
        write(folder, 'index.bsi', bsi(LISTED));
      });
      expect(refused).toMatchObject({
        reason: 'mismatch',
        error: { expected: { id: 'cat-1', revision: 1 }, found: { id: 'someone-else', revision: 1 } },
      });
      expect(importSentences.en.refused(refused)).toContain('not the file the index announced');
    });

    it('a listed file that is not there, a folder in its place, a file over the limit, an index over it', async () => {
      const missing = await refusedBy((folder) => {
        write(folder, 'Mini.gst', GST(1));
        write(folder, 'index.bsi', bsi(LISTED));
      });
      expect(missing).toMatchObject({ reason: 'fetch', error: { code: 'not-found' } });
      expect(importSentences.fr.refused(missing)).toMatch(/^fichier introuvable : .*Mini\.catz\.$/);
      expect(importSentences.en.refused(missing)).toMatch(/^no such file: .*Mini\.catz\.$/);

      const folderInstead = await refusedBy((folder) => {
        write(folder, 'Mini.gst', GST(1));
        mkdirSync(join(folder, 'Mini.catz'));
        write(folder, 'index.bsi', bsi(LISTED));
      });
      expect(folderInstead).toMatchObject({ reason: 'fetch', error: { code: 'unreadable' } });
      expect(importSentences.en.refused(folderInstead)).toMatch(
        /^cannot read .*Mini\.catz \(not a file\)\.$/,
      );

      const big = await refusedBy(
        (folder) => {
          write(folder, 'Mini.gst', GST(1) + ' '.repeat(10_000));
          write(folder, 'Mini.catz', catz(CAT(1)));
          write(folder, 'index.bsi', bsi(LISTED));
        },
        { maxFileBytes: 5_000 },
      );
      expect(big).toMatchObject({ reason: 'fetch', error: { code: 'too-large', limit: 5_000 } });
      const bigIndex = await refusedBy((folder) => write(folder, 'index.bsi', INDEX(LISTED)), {
        maxIndexBytes: 100,
      });
      expect(bigIndex).toMatchObject({ reason: 'fetch', error: { code: 'too-large' } });
    });

    it('not an index, not data', async () => {
      expect(await refusedBy((folder) => write(folder, 'index.bsi', GST(1)))).toMatchObject({
        reason: 'index',
        error: { code: 'not-index', root: 'gameSystem' },
      });
      expect(
        await refusedBy((folder) => {
          write(folder, 'Mini.gst', '<html><body>hello</body></html>');
          write(folder, 'Mini.catz', catz(CAT(1)));
          write(folder, 'index.bsi', bsi(LISTED));
        }),
      ).toMatchObject({ reason: 'read', error: { code: 'not-battlescribe', root: 'html' } });
    });

    it('no index at that path', async () => {
      const path = join(tempDir(), 'index.bsi');
      const report = await importFromIndex(setup(), path, NOW, LOCAL);
      expect(report.refused).toEqual([
        { name: path, reason: 'fetch', error: { code: 'not-found', url: path } },
      ]);
    });
  });

  it.skipIf(!sharedAvailable)(
    'reads a real repository laid out on disk (../shared/bsdata/netepic)',
    async () => {
      const source = join(SHARED_DIR, 'bsdata', 'netepic');
      const folder = tempDir();
      const entries: Listed[] = [];
      for (const name of readdirSync(source).filter((file) => /\.(gst|cat)$/i.test(file))) {
        const text = readFileSync(join(source, name), 'utf8');
        const head = /<(gameSystem|catalogue)\b[^>]*>/.exec(text)![0];
        const attribute = (key: string) => new RegExp(`\\b${key}="([^"]*)"`).exec(head)![1]!;
        // Catalogues zipped as BattleScribe publishes them; names with spaces, as in the repository.
        const zipped = name.endsWith('.cat');
        const filePath = zipped ? `${name}z` : name;
        if (zipped)
          writeFileSync(join(folder, filePath), zipSync({ [name]: readFileSync(join(source, name)) }));
        else copyFileSync(join(source, name), join(folder, name));
        entries.push({
          filePath,
          dataType: head.startsWith('<gameSystem') ? 'gameSystem' : 'catalogue',
          dataId: attribute('id'),
          dataName: attribute('name'),
          dataRevision: Number(attribute('revision')),
        });
      }
      writeFileSync(join(folder, 'index.bsi'), bsi(entries, 'NetEpic'));
      const store = setup();
      const report = await importFromIndex(store, join(folder, 'index.bsi'), NOW, LOCAL);
      expect(report.refused).toEqual([]);
      expect(report.stored).toBe(true);
      expect(report.files.map((f) => f.id).sort()).toEqual(entries.map((e) => e.dataId).sort());
      expect(new Set(store.list().map((f) => f.source))).toEqual(new Set([join(folder, 'index.bsi')]));
      const update = await updateFromIndexes(store, NOW);
      expect(update.sources[0]!.report.index?.upToDate).toHaveLength(entries.length);
    },
  );
  if (!sharedAvailable) it.skip(SHARED_MISSING_REASON, () => {});
});

describe('an index.bsi picked with the files (the app, browser mode): their manifest', () => {
  const input = (name: string, data: string | Uint8Array) => ({
    name,
    bytes: typeof data === 'string' ? strToU8(data) : data,
  });

  it('imports the files it lists, checked against it, and names the repository', () => {
    const store = setup();
    const report = importGameData(
      store,
      [input('index.bsi', bsi(LISTED)), input('Mini.gst', GST(1)), input('Mini.catz', catz(CAT(1)))],
      NOW,
    );
    expect(report.refused).toEqual([]);
    expect(report.stored).toBe(true);
    expect(report.index).toEqual({ url: 'index.bsi', name: 'Mini Repo', upToDate: [] });
    // Picked files have no path to read again: each keeps its own name, as without an index.
    expect(store.list().map((f) => f.source)).toEqual(['Mini.gst', 'Mini.catz/Mini.cat']);
  });

  it('refuses it all when a listed file was not picked, naming the missing files, in French and English', () => {
    const store = setup();
    const report = importGameData(store, [input('index.bsi', bsi(LISTED)), input('Mini.gst', GST(1))], NOW);
    expect(report.stored).toBe(false);
    expect(store.list()).toEqual([]);
    expect(report.refused).toEqual([
      { name: 'index.bsi', reason: 'missing', error: { code: 'not-given', filePaths: ['Mini.catz'] } },
    ]);
    expect(importSentences.fr.refused(report.refused[0]!)).toBe(
      'l’index liste un fichier absent des fichiers ajoutés : « Mini.catz ». Ajoutez-le avec l’index, ou ajoutez les fichiers sans l’index.',
    );
    expect(importSentences.en.refused(report.refused[0]!)).toBe(
      'the index lists a file that was not added with it: "Mini.catz". Add it with the index, or add the files without the index.',
    );
    const many = Array.from({ length: 8 }, (_, n) => ({
      ...LISTED[1]!,
      filePath: `C${n}.cat`,
      dataId: `c${n}`,
    }));
    const alone = importGameData(store, [input('index.bsi', bsi(many))], NOW);
    expect(importSentences.en.refused(alone.refused[0]!)).toContain(
      'lists 8 files that were not added with it: "C0.cat", "C1.cat", "C2.cat", "C3.cat", "C4.cat" and 3 more.',
    );
    expect(importSentences.fr.refused(alone.refused[0]!)).toContain('« C4.cat » et 3 autres.');
  });

  it('refuses a picked file that is not the one the index announced, and a hostile or broken index', () => {
    const store = setup();
    const wrong = importGameData(
      store,
      [input('index.bsi', bsi(LISTED)), input('Mini.gst', GST(1)), input('Mini.catz', catz(CAT(1, 'other')))],
      NOW,
    );
    expect(wrong.stored).toBe(false);
    expect(wrong.refused).toMatchObject([{ reason: 'mismatch', error: { found: { id: 'other' } } }]);
    const outside = importGameData(
      store,
      [input('index.bsi', bsi([{ ...LISTED[0]!, filePath: '../Mini.gst' }])), input('Mini.gst', GST(1))],
      NOW,
    );
    expect(outside.refused).toMatchObject([
      { name: 'index.bsi', reason: 'index', error: { code: 'outside-base' } },
    ]);
    const broken = importGameData(
      store,
      [input('index.bsi', 'PK\x03\x04broken'), input('Mini.gst', GST(1))],
      NOW,
    );
    expect(broken.refused).toMatchObject([
      { name: 'index.bsi', reason: 'unpack', error: { code: 'broken-zip' } },
    ]);
    expect(store.list()).toEqual([]);
  });

  it('imports the picked files it does not list as well', () => {
    const report = importGameData(
      setup(),
      [input('index.bsi', bsi([LISTED[0]!])), input('Mini.gst', GST(1)), input('Mini.cat', CAT(1))],
      NOW,
    );
    expect(report.stored).toBe(true);
    expect(report.files.map((f) => f.id)).toEqual(['gs-1', 'cat-1']);
  });
});
