/**
 * The "Données de jeu" screen with a repository index address: a local server (127.0.0.1) serves a
 * hand-written index and its files; the repository is added by its address, "Mettre à jour" finds
 * nothing new, then the newer revision the index announces. An address that answers 404 is refused
 * with its reason. In French and English, with axe-core.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, type AppSession } from '../helpers/browser';
import { showInLanguage, waitForLibrary } from '../helpers/ui-builder';

let app: AppSession | undefined;
let server: Server | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  server?.closeAllConnections();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
});

const GST =
  '<?xml version="1.0" encoding="UTF-8"?><gameSystem id="gs-url" name="Url Game" revision="1" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">' +
  '<costTypes><costType id="pts" name="pts" defaultCostLimit="-1"/></costTypes>' +
  '<forceEntries><forceEntry id="army" name="Army" hidden="false"/></forceEntries></gameSystem>';
const CAT = (revision: number) =>
  `<?xml version="1.0" encoding="UTF-8"?><catalogue id="cat-url" name="Url Faction" revision="${revision}" gameSystemId="gs-url" xmlns="http://www.battlescribe.net/schema/catalogueSchema">` +
  '<selectionEntries><selectionEntry id="squad" name="Squad" type="unit"/></selectionEntries></catalogue>';
const INDEX = (revision: number) =>
  '<?xml version="1.0" encoding="UTF-8"?><dataIndex name="Url Repo" xmlns="http://www.battlescribe.net/schema/dataIndexSchema"><dataIndexEntries>' +
  '<dataIndexEntry filePath="Url.gst" dataType="gameSystem" dataId="gs-url" dataName="Url Game" dataRevision="1"/>' +
  `<dataIndexEntry filePath="Url.cat" dataType="catalogue" dataId="cat-url" dataName="Url Faction" dataRevision="${revision}"/>` +
  '</dataIndexEntries></dataIndex>';

const WORDS = {
  fr: {
    open: 'Données de jeu',
    address: 'Adresse d’un index de dépôt (index.bsi)',
    submit: 'Ajouter depuis l’adresse',
    repo: 'Dépôt « Url Repo »',
    update: 'Mettre à jour',
    upToDate: 'Tout est à jour.',
    updated: 'mis à jour',
    notFound: 'le serveur a répondu 404',
  },
  en: {
    open: 'Game data',
    address: 'Address of a repository index (index.bsi)',
    submit: 'Add from the address',
    repo: 'Repository "Url Repo"',
    update: 'Update',
    upToDate: 'Everything is up to date.',
    updated: 'updated',
    notFound: 'the server answered 404',
  },
} as const;

async function serveRepository(revision: () => number): Promise<string> {
  server = createServer((req, res) => {
    const body: Record<string, string> = {
      '/repo/index.xml': INDEX(revision()),
      '/repo/Url.gst': GST,
      '/repo/Url.cat': CAT(revision()),
    };
    const text = body[req.url ?? ''];
    if (text === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'application/xml' }).end(text);
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/repo`;
}

describe('game data screen: a repository by its index address', () => {
  for (const lang of ['fr', 'en'] as const) {
    it(`adds, updates and refuses by address (${lang})`, async () => {
      const words = WORDS[lang];
      let revision = 1;
      const base = await serveRepository(() => revision);
      app = await openApp({ colorScheme: 'light' });
      const { page } = app;
      page.setDefaultTimeout(15_000);
      await waitForLibrary(page);
      await showInLanguage(app, lang);
      await page.getByRole('link', { name: words.open }).click();
      const screen = page.getByTestId('game-data');
      await screen.waitFor();

      const address = screen.getByLabel(words.address);
      await address.fill(`${base}/nothing.bsi`);
      await screen.getByRole('button', { name: words.submit }).click();
      await expect
        .poll(() => screen.getByTestId('game-data-refused').textContent())
        .toContain(words.notFound);

      await address.fill(`${base}/index.xml`);
      await screen.getByRole('button', { name: words.submit }).click();
      const report = screen.getByTestId('game-data-report');
      await expect.poll(() => report.getByTestId('game-data-index').textContent()).toContain(words.repo);
      expect(await report.getByTestId('game-data-outcomes').locator('li').count()).toBe(2);
      expect(await screen.getByTestId('game-data-table').textContent()).toContain(`${base}/index.xml`);
      expect.soft(await accessibilityViolations(page), `game-data-url-${lang}`).toEqual([]);

      const update = screen.getByRole('button', { name: words.update });
      await update.click();
      await expect.poll(() => screen.getByTestId('game-data-notice').textContent()).toContain(words.upToDate);

      revision = 2;
      await update.click();
      await expect
        .poll(() => screen.getByTestId('game-data-outcomes').locator('li').allTextContents())
        .toEqual([expect.stringContaining(words.updated)]);
      await app.screenshot(`game-data-url-${lang}`);
    });
  }
});
