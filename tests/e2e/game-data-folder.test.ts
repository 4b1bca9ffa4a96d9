/**
 * "Ajouter un dossier…" on the game data screen: a folder of community data (here a game of
 * ../shared/bsdata, with an index.bsi beside its files) is imported like `muster data import FOLDER`,
 * its index left aside; a folder without data says so and stores nothing. French and English.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, type AppSession } from '../helpers/browser';
import { SHARED_DIR, sharedAvailable } from '../helpers/shared-material';
import { showInLanguage, waitForLibrary } from '../helpers/ui-builder';

let app: AppSession | undefined;
const made: string[] = [];
afterEach(async () => {
  await app?.close();
  app = undefined;
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const WORDS = {
  fr: {
    open: 'Données de jeu',
    folder: 'Ajouter un dossier…',
    empty: 'Ce dossier ne contient aucun fichier de données',
  },
  en: { open: 'Game data', folder: 'Add a folder…', empty: 'This folder holds no data file' },
} as const;

describe.skipIf(!sharedAvailable)('game data from a folder', () => {
  for (const [lang, scheme] of [
    ['fr', 'dark'],
    ['en', 'light'],
  ] as const) {
    it(`imports a folder's data files and refuses a folder without any (${lang}, ${scheme})`, async () => {
      const words = WORDS[lang];
      const folder = mkdtempSync(join(tmpdir(), 'muster-folder-'));
      made.push(folder);
      cpSync(join(SHARED_DIR, 'bsdata', 'antares'), join(folder, 'antares'), { recursive: true });
      writeFileSync(join(folder, 'antares', 'index.bsi'), 'not read: the folder’s files are imported anyway');
      const empty = join(folder, 'notes');
      mkdirSync(empty);
      writeFileSync(join(empty, 'readme.txt'), 'nothing here');

      app = await openApp({ colorScheme: scheme });
      const { page } = app;
      await waitForLibrary(page);
      await showInLanguage(app, lang);
      await page.getByRole('link', { name: words.open }).click();
      const screen = page.getByTestId('game-data');
      await screen.waitFor();
      expect(await screen.getByTestId('game-data-add-folder').textContent()).toBe(words.folder);

      await screen.getByTestId('game-data-folder-input').setInputFiles(empty);
      await expect.poll(() => screen.textContent()).toContain(words.empty);
      expect(await app.service.handlers.listGameData({})).toEqual([]);

      await screen.getByTestId('game-data-folder-input').setInputFiles(join(folder, 'antares'));
      const report = screen.getByTestId('game-data-report');
      await report.waitFor({ timeout: 60_000 });
      const stored = await app.service.handlers.listGameData({});
      expect(stored.map((file) => file.name).sort()).toEqual([
        'Algoryn',
        'Beyond the Gates of Antares',
        'Ghar',
        'Isorian',
      ]);
      await app.screenshot(`game-data-folder-${lang}-${scheme}`);
      expect(await accessibilityViolations(page)).toEqual([]);
    }, 120_000);
  }
});
