/**
 * "Données de jeu" with community sources (issue 25): a site on 127.0.0.1 serves the BSData Gallery
 * feed and releases laid out as GitHub serves them (tests/helpers/community-site.ts, hand-written
 * XML). Deadzone is subscribed to its Gallery entry, a new release changes one catalogue, and
 * "Rechercher des mises à jour" says what changed for the game (release, file, revisions); a second
 * check finds nothing new (304). In French and English, with axe-core and screenshots.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, type AppSession } from '../helpers/browser';
import {
  fourRepositories,
  miniCatalogue,
  release,
  serveCommunitySite,
  type CommunitySite,
} from '../helpers/community-site';
import { showInLanguage, waitForLibrary } from '../helpers/ui-builder';

let app: AppSession | undefined;
let site: CommunitySite | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
  await site?.close();
  site = undefined;
  delete process.env.MUSTER_COMMUNITY_ORIGIN;
});

const WORDS = {
  fr: {
    open: 'Données de jeu',
    source: 'Source des données de Deadzone',
    subscribe: 'S’abonner : Deadzone',
    subscribed: 'Mis à jour vers la publication v1 : 2 fichiers téléchargés et vérifiés, 0 déjà à jour.',
    state: 'Deadzone Mini, publication v1',
    check: 'Rechercher des mises à jour',
    updated: 'Mis à jour de v1 vers la publication v2 : 1 fichier téléchargé et vérifié, 1 déjà à jour.',
    change: 'Rebels : rév. 1 → 2',
    notModified: 'À jour : le dépôt n’a pas changé depuis la dernière vérification (rien téléchargé).',
    cancel: 'Annuler l’import',
    files: '1 sur 1 fichier',
    cancelled: 'Mise à jour annulée : les fichiers qu’elle enregistrait ne l’ont pas été.',
  },
  en: {
    open: 'Game data',
    source: 'Data source for Deadzone',
    subscribe: 'Subscribe: Deadzone',
    subscribed: 'Updated to release v1: 2 files downloaded and checked, 0 already up to date.',
    state: 'Deadzone Mini, release v1',
    check: 'Check for updates',
    updated: 'Updated from v1 to release v2: 1 file downloaded and checked, 1 already up to date.',
    change: 'Rebels: rev. 1 → 2',
    notModified: 'Up to date: the repository has not changed since the last check (nothing downloaded).',
    cancel: 'Cancel the import',
    files: '1 of 1 file',
    cancelled: 'Update cancelled: the files it was storing were not stored.',
  },
} as const;

describe('game data screen: community sources as subscriptions', () => {
  for (const lang of ['fr', 'en'] as const) {
    it(`subscribes Deadzone to its Gallery entry and says what an update changed (${lang})`, async () => {
      const words = WORDS[lang];
      site = await serveCommunitySite(fourRepositories());
      process.env.MUSTER_COMMUNITY_ORIGIN = site.origin;
      app = await openApp({ colorScheme: 'light' });
      const { page } = app;
      page.setDefaultTimeout(15_000);
      await waitForLibrary(page);
      await showInLanguage(app, lang);
      await page.getByRole('link', { name: words.open }).click();
      const panel = page.getByTestId('data-sources');
      await panel.waitFor();
      // Each of the four games offers its community source (the panel shows before its rows arrive).
      await expect.poll(() => panel.locator('tbody tr').count()).toBe(4);
      const choice = panel.getByLabel(words.source);
      await expect
        .poll(() => choice.locator('option').allTextContents())
        .toEqual([expect.stringContaining('BSData/deadzone')]);

      await panel.getByRole('button', { name: words.subscribe }).click();
      const results = page.getByTestId('data-source-updates');
      await expect.poll(() => results.textContent()).toContain(words.subscribed);
      await expect.poll(() => panel.locator('tr[data-game="deadzone"]').textContent()).toContain(words.state);
      expect(await page.getByTestId('game-data-table').textContent()).toContain('Deadzone Mini');
      expect.soft(await accessibilityViolations(page), `data-subscription-${lang}`).toEqual([]);
      await app.screenshot(`data-subscription-subscribed-${lang}`);

      release(
        site.repositories.find((r) => r.repo === 'deadzone')!,
        'v2',
        (files) =>
          files.map((f) =>
            f.type === 'catalogue'
              ? { ...f, revision: 2, xml: miniCatalogue(f.id, 'deadzone', 'Rebels', 2, 12) }
              : f,
          ),
      );
      // Another connection holds the write lock: the update's job reads and checks the new file,
      // then waits to store, so that the bar is seen and cancelled before it can commit.
      const blocker = new Database(join(app.dataDir, 'muster.db'));
      blocker.prepare('BEGIN IMMEDIATE').run();
      const rowsBefore = panel.locator('tr[data-game="deadzone"]');
      await panel.getByRole('button', { name: words.check }).click();
      const figures = panel.getByTestId('game-data-progress-figures');
      await expect.poll(() => figures.textContent(), { timeout: 30_000 }).toContain(words.files);
      expect(await panel.getByTestId('game-data-progress-bar').count()).toBe(1);
      expect.soft(await accessibilityViolations(page), `data-subscription-progress-${lang}`).toEqual([]);
      await app.screenshot(`data-subscription-progress-${lang}`);
      await panel.getByRole('button', { name: words.cancel }).click();
      blocker.prepare('ROLLBACK').run();
      blocker.close();
      await expect.poll(() => panel.getByRole('alert').textContent()).toBe(words.cancelled);
      expect(await figures.count()).toBe(0);
      expect(await rowsBefore.textContent()).toContain(words.state);
      expect((await app.service.handlers.listGameData({})).map((file) => [file.id, file.revision])).toEqual([
        ['deadzone', 1],
        ['deadzone-rebels', 1],
      ]);

      const catalogueFetches = site.hitsUnder('/BSData/deadzone/releases/download/v2/Rebels');
      await panel.getByRole('button', { name: words.check }).click();
      await expect.poll(() => results.textContent()).toContain(words.updated);
      expect(await results.locator('li').allTextContents()).toEqual([words.change]);
      expect(site.hitsUnder('/BSData/deadzone/releases/download/v2/Rebels') - catalogueFetches).toBe(1);
      expect(site.hitsUnder('/BSData/deadzone/releases/download/v2/Deadzone')).toBe(0);
      expect.soft(await accessibilityViolations(page), `data-subscription-updated-${lang}`).toEqual([]);
      await app.screenshot(`data-subscription-updated-${lang}`);

      await panel.getByRole('button', { name: words.check }).click();
      await expect.poll(() => results.textContent()).toContain(words.notModified);

      // A 1024-pixel laptop window: the sources table fits, nothing scrolls sideways.
      await page.setViewportSize({ width: 1024, height: 700 });
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
      await app.screenshot(`data-subscription-narrow-${lang}`);
    });
  }
});
