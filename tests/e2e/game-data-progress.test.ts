/**
 * Issue 25: an import of the four games' community data (../shared/bsdata) shows its progress (a
 * named bar, the phase, files and megabytes) and a "Annuler" / "Cancel" button; cancelled, nothing is
 * stored (the import is held before its storing transaction by another connection's write lock, so
 * the cancel always comes first) and the page says so; the page answers meanwhile (typing in
 * the address field); run to its end, the report and the stored game systems follow. French and English.
 */
import Database from 'better-sqlite3';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, type AppSession } from '../helpers/browser';
import { SHARED_DIR, SHARED_MISSING_REASON, sharedAvailable } from '../helpers/shared-material';
import { showInLanguage, waitForLibrary } from '../helpers/ui-builder';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const WORDS = {
  fr: {
    open: 'Données de jeu',
    bar: 'Avancement de l’import',
    cancel: 'Annuler l’import',
    files: /\d+ sur 21 fichiers/,
    cancelled: 'Import annulé : rien n’a été enregistré.',
  },
  en: {
    open: 'Game data',
    bar: 'Import progress',
    cancel: 'Cancel the import',
    files: /\d+ of 21 files/,
    cancelled: 'Import cancelled: nothing was stored.',
  },
} as const;

/** The four games' data files, as a player picks them. */
function bsdataFiles(): string[] {
  const root = join(SHARED_DIR, 'bsdata');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(gst|cat)$/i.test(path))
    .map((path) => join(root, path));
}

if (!sharedAvailable) console.warn(`game-data-progress: ${SHARED_MISSING_REASON}`);

describe.skipIf(!sharedAvailable)('an import’s progress and its cancel', () => {
  for (const [lang, scheme] of [
    ['fr', 'light'],
    ['en', 'dark'],
  ] as const) {
    it(`shows the progress, cancels with nothing stored, then imports to the end (${lang}, ${scheme})`, async () => {
      const words = WORDS[lang];
      app = await openApp({ colorScheme: scheme });
      const { page } = app;
      await waitForLibrary(page);
      await showInLanguage(app, lang);
      await page.getByRole('link', { name: words.open }).click();
      const screen = page.getByTestId('game-data');
      await screen.waitFor();
      const files = bsdataFiles();
      expect(files).toHaveLength(21);
      const tablesBefore = app.service.context.db
        .prepare('SELECT count(*) AS n FROM game_data_file')
        .get() as { n: number };

      // Another connection holds the write lock: the import reads and checks, then waits to store,
      // so that the cancel below comes before it can commit, whatever the machine's speed.
      const blocker = new Database(join(app.dataDir, 'muster.db'));
      blocker.prepare('BEGIN IMMEDIATE').run();
      await screen.getByTestId('game-data-input').setInputFiles(files);
      const bar = page.getByRole('progressbar', { name: words.bar });
      await bar.waitFor({ timeout: 30_000 });
      // The files being read in the service's worker: the figures say how many, the bar how far.
      await expect
        .poll(() => screen.getByTestId('game-data-progress-figures').textContent(), { timeout: 30_000 })
        .toMatch(words.files);
      // The page answers meanwhile: typing in the address field shows at once.
      const address = screen.getByRole('textbox');
      await address.fill('https://example.invalid/index.bsi');
      expect(await address.inputValue()).toBe('https://example.invalid/index.bsi');
      await address.fill('');
      await app.screenshot(`game-data-progress-${lang}-${scheme}`);
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByRole('button', { name: words.cancel }).click();
      blocker.prepare('ROLLBACK').run();
      blocker.close();
      await expect.poll(() => screen.textContent(), { timeout: 30_000 }).toContain(words.cancelled);
      expect(await bar.count()).toBe(0);
      expect(await app.service.handlers.listGameData({})).toEqual([]);
      expect(app.service.context.db.prepare('SELECT count(*) AS n FROM game_data_file').get()).toEqual(
        tablesBefore,
      );
      await app.screenshot(`game-data-cancelled-${lang}-${scheme}`);

      // The same files again, to the end: the report, and the four games' systems stored.
      await screen.getByTestId('game-data-input').setInputFiles(files);
      await screen.getByTestId('game-data-report').waitFor({ timeout: 90_000 });
      const systems = (await app.service.handlers.listGameData({})).filter(
        (file) => file.kind === 'gameSystem',
      );
      expect(systems.length).toBeGreaterThanOrEqual(4);
      expect(await bar.count()).toBe(0);
    }, 180_000);
  }
});
