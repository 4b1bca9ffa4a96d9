/**
 * The "Données de jeu" screen with a repository index file: an `index.bsi` picked with the files is
 * their manifest (a listed file not picked is named, and nothing is stored; all of them are stored);
 * a path or a file: address typed as an address is refused (a page never makes the service read the
 * disk); data added from an index on disk with `muster data import path/to/index.bsi` is updated by
 * "Mettre à jour". In French and English, with axe-core.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, type AppSession } from '../helpers/browser';
import { muster } from '../helpers/cli';
import { showInLanguage, waitForLibrary } from '../helpers/ui-builder';

let app: AppSession | undefined;
let folder: string | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

const GST =
  '<?xml version="1.0" encoding="UTF-8"?><gameSystem id="gs-file" name="File Game" revision="1" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">' +
  '<costTypes><costType id="pts" name="pts" defaultCostLimit="-1"/></costTypes>' +
  '<forceEntries><forceEntry id="army" name="Army" hidden="false"/></forceEntries></gameSystem>';
const CAT = (revision: number) =>
  `<?xml version="1.0" encoding="UTF-8"?><catalogue id="cat-file" name="File Faction" revision="${revision}" gameSystemId="gs-file" xmlns="http://www.battlescribe.net/schema/catalogueSchema">` +
  '<selectionEntries><selectionEntry id="squad" name="Squad" type="unit"/></selectionEntries></catalogue>';
const BSI = (revision: number) =>
  zipSync({
    'index.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><dataIndex name="File Repo" xmlns="http://www.battlescribe.net/schema/dataIndexSchema"><dataIndexEntries>' +
        '<dataIndexEntry filePath="File.gst" dataType="gameSystem" dataId="gs-file" dataName="File Game" dataRevision="1"/>' +
        `<dataIndexEntry filePath="File.cat" dataType="catalogue" dataId="cat-file" dataName="File Faction" dataRevision="${revision}"/>` +
        '</dataIndexEntries></dataIndex>',
    ),
  });

const picked = (name: string, data: string | Uint8Array) => ({
  name,
  mimeType: 'application/octet-stream',
  buffer: Buffer.from(data),
});

const WORDS = {
  fr: {
    open: 'Données de jeu',
    missing: 'l’index liste un fichier absent des fichiers ajoutés : « File.cat »',
    nothingStored: 'Rien n’a été enregistré.',
    repo: 'Dépôt « File Repo » (index.bsi)',
    address: 'Adresse d’un index de dépôt (index.bsi)',
    submit: 'Ajouter depuis l’adresse',
    onlyHttp: 'seules les adresses http:// et https:// sont lues',
    update: 'Mettre à jour',
    upToDate: 'Tout est à jour.',
    updated: 'mis à jour',
  },
  en: {
    open: 'Game data',
    missing: 'the index lists a file that was not added with it: "File.cat"',
    nothingStored: 'Nothing was stored.',
    repo: 'Repository "File Repo" (index.bsi)',
    address: 'Address of a repository index (index.bsi)',
    submit: 'Add from the address',
    onlyHttp: 'only http:// and https:// addresses are read',
    update: 'Update',
    upToDate: 'Everything is up to date.',
    updated: 'updated',
  },
} as const;

describe('game data screen: a repository index file', () => {
  for (const lang of ['fr', 'en'] as const) {
    it(`checks an index picked with the files, refuses a path as an address, updates from a path (${lang})`, async () => {
      const words = WORDS[lang];
      app = await openApp({ colorScheme: 'light' });
      const { page } = app;
      page.setDefaultTimeout(15_000);
      await waitForLibrary(page);
      await showInLanguage(app, lang);
      await page.getByRole('link', { name: words.open }).click();
      const screen = page.getByTestId('game-data');
      await screen.waitFor();
      const input = screen.getByTestId('game-data-input');
      expect(await input.getAttribute('accept')).toContain('.bsi');

      // The index with one of its two files: refused, the missing one named, nothing stored.
      await input.setInputFiles([picked('index.bsi', BSI(1)), picked('File.gst', GST)]);
      await expect.poll(() => screen.getByTestId('game-data-refused').textContent()).toContain(words.missing);
      expect(await screen.getByTestId('game-data-nothing-stored').textContent()).toContain(
        words.nothingStored,
      );
      expect(await app.service.handlers.listGameData({})).toEqual([]);
      expect.soft(await accessibilityViolations(page), `game-data-index-missing-${lang}`).toEqual([]);

      // With both: stored, the repository named.
      await input.setInputFiles([
        picked('index.bsi', BSI(1)),
        picked('File.gst', GST),
        picked('File.cat', CAT(1)),
      ]);
      const report = screen.getByTestId('game-data-report');
      await expect.poll(() => report.getByTestId('game-data-index').textContent()).toContain(words.repo);
      expect(await report.getByTestId('game-data-outcomes').locator('li').count()).toBe(2);
      await app.screenshot(`game-data-index-file-${lang}`);

      // A path typed as an address: the page cannot make the service read the disk.
      folder = mkdtempSync(join(tmpdir(), 'muster-e2e-repo-'));
      const index = join(folder, 'index.bsi');
      writeFileSync(index, BSI(1));
      writeFileSync(join(folder, 'File.gst'), GST);
      writeFileSync(join(folder, 'File.cat'), CAT(1));
      const address = screen.getByLabel(words.address);
      await address.fill(index);
      // A bare path is not an address: the field itself says so.
      expect(await address.evaluate((field: HTMLInputElement) => field.validity.valid)).toBe(false);
      await address.fill(`file://${index}`);
      await screen.getByRole('button', { name: words.submit }).click();
      await expect
        .poll(() => screen.getByTestId('game-data-refused').textContent())
        .toContain(words.onlyHttp);

      // The same index given on the command line: its path is kept, and "Update" reads it again.
      // (The files picked above are removed first: an unchanged file keeps the source it had.)
      await app.service.handlers.removeGameData({ id: 'gs-file' });
      const cli = await muster(['--data-dir', app.dataDir, 'data', 'import', index]);
      expect(cli.status).toBe(0);
      await page.reload();
      await screen.waitFor();
      await expect.poll(() => screen.getByTestId('game-data-table').textContent()).toContain(index);
      const update = screen.getByRole('button', { name: words.update });
      await update.click();
      await expect.poll(() => screen.getByTestId('game-data-notice').textContent()).toContain(words.upToDate);
      writeFileSync(index, BSI(2));
      writeFileSync(join(folder, 'File.cat'), CAT(2));
      await update.click();
      await expect
        .poll(() => screen.getByTestId('game-data-outcomes').locator('li').allTextContents())
        .toEqual([expect.stringContaining(words.updated)]);
    });
  }
});
