/**
 * The "Données de jeu" screen: community BattleScribe data added by the player, listed by game
 * system with its catalogues, a broken file refused with its reason and nothing stored, a catalogue
 * removed after confirming. In French and English, light and dark, with screenshots and axe-core.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, type AppSession } from '../helpers/browser';
import { LANGUAGES_AND_THEMES, showInLanguage, waitForLibrary } from '../helpers/ui-builder';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const GST =
  '<?xml version="1.0" encoding="UTF-8"?><gameSystem id="gs-mini" name="Mini Game" revision="3" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">' +
  '<costTypes><costType id="pts" name="pts" defaultCostLimit="-1"/></costTypes>' +
  '<forceEntries><forceEntry id="army" name="Army" hidden="false"/></forceEntries>' +
  '<sharedSelectionEntries><selectionEntry id="rifle" name="Rifle" type="upgrade"><costs><cost name="pts" typeId="pts" value="2"/></costs></selectionEntry></sharedSelectionEntries>' +
  '</gameSystem>';
const CAT =
  '<?xml version="1.0" encoding="UTF-8"?><catalogue id="cat-mini" name="Mini Faction" revision="7" gameSystemId="gs-mini" xmlns="http://www.battlescribe.net/schema/catalogueSchema">' +
  '<selectionEntries><selectionEntry id="squad" name="Squad" type="unit"><entryLinks><entryLink id="l1" targetId="rifle" type="selectionEntry"/></entryLinks></selectionEntry></selectionEntries>' +
  '</catalogue>';
/** A second catalogue with a link that leads nowhere: reported, not refused. */
const LINKS = CAT.replace('cat-mini', 'cat-links')
  .replace('Mini Faction', 'Mini Allies')
  .replace('targetId="rifle"', 'targetId="nowhere"');
const BROKEN =
  '<?xml version="1.0"?><catalogue id="cat-broken" name="Broken" revision="1" gameSystemId="gs-mini"';

const xml = (name: string, text: string) => ({
  name,
  mimeType: 'application/xml',
  buffer: Buffer.from(text),
});

const WORDS = {
  fr: {
    open: 'Données de jeu',
    shipped: 'jamais',
    soon: 'Les factions importées apparaissent dans « Nouvelle liste »',
    importing: 'Import en cours…',
    added: 'ajouté',
    brokenXml: 'XML illisible',
    nothingStored: 'Rien n’a été enregistré.',
    unresolved: '1 lien sans cible',
    removeCatalogue: 'Retirer Mini Faction',
    kept: 'Vos listes sont conservées.',
    oneCatalogue: '1 catalogue',
    back: 'Retour à mes listes',
  },
  en: {
    open: 'Game data',
    shipped: 'never',
    soon: 'Imported factions appear in “New list”',
    importing: 'Importing…',
    added: 'added',
    brokenXml: 'the XML cannot be read',
    nothingStored: 'Nothing was stored.',
    unresolved: '1 link without a target',
    removeCatalogue: 'Remove Mini Faction',
    kept: 'Your lists are kept.',
    oneCatalogue: '1 catalogue',
    back: 'Back to my lists',
  },
} as const;

/** Visible buttons, links and inputs without an accessible name: there must be none. */
async function unnamedControls(page: AppSession['page']): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a[href], input, select, summary')]
      .filter((el) => el.offsetParent !== null && el.getAttribute('aria-hidden') !== 'true')
      .filter((el) => {
        const labelled = el.getAttribute('aria-label') || el.getAttribute('aria-labelledby') || el.title;
        const labels = (el as HTMLInputElement).labels;
        return !labelled && !(labels && labels.length > 0) && !(el.textContent ?? '').trim();
      })
      .map((el) => el.outerHTML.slice(0, 120)),
  );
}

describe('game data screen', () => {
  for (const { lang, scheme } of LANGUAGES_AND_THEMES) {
    it(`adds, refuses and removes community data (${lang}, ${scheme})`, async () => {
      const words = WORDS[lang];
      const suffix = `${lang}-${scheme}`;
      app = await openApp({ colorScheme: scheme });
      const { page } = app;
      page.setDefaultTimeout(15_000);
      await waitForLibrary(page);
      await showInLanguage(app, lang);

      // From the library's header to the screen, by keyboard.
      await page.getByRole('link', { name: words.open }).focus();
      await page.keyboard.press('Enter');
      const screen = page.getByTestId('game-data');
      await screen.waitFor();
      expect(page.url()).toMatch(/#\/data$/);
      const empty = screen.getByTestId('game-data-empty');
      await empty.waitFor();
      expect(await empty.textContent()).toContain('.gst, .cat, .gstz, .catz, .bsr');
      expect(await empty.textContent()).toContain(words.shipped);
      expect(await screen.textContent()).toContain(words.soon);
      expect(await unnamedControls(page)).toEqual([]);
      await app.screenshot(`game-data-empty-${suffix}`);
      expect.soft(await accessibilityViolations(page), 'game-data-empty').toEqual([]);

      // A game system and its catalogue, written here; the import is held back to see its progress.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/startGameDataImport', async (route) => {
        await held;
        await route.continue();
      });
      await screen
        .getByTestId('game-data-input')
        .setInputFiles([xml('Mini.gst', GST), xml('Mini.cat', CAT), xml('Allies.cat', LINKS)]);
      await expect
        .poll(() => screen.getByTestId('game-data-progress').textContent())
        .toContain(words.importing);
      release();
      const report = screen.getByTestId('game-data-report');
      await report.waitFor();
      await page.unroute('**/api/startGameDataImport');
      await expect
        .poll(() => report.getByTestId('game-data-outcomes').locator('li').allTextContents())
        .toEqual([
          expect.stringContaining(words.added),
          expect.stringContaining(words.added),
          expect.stringContaining(words.added),
        ]);
      // The report takes the focus: it answers what the player just did.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('game-data-report-title');
      // The link without a target: counted, and where it is shown under the count.
      const unresolved = report.getByTestId('game-data-unresolved');
      expect(await unresolved.locator('summary').textContent()).toContain(words.unresolved);
      await unresolved.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => unresolved.locator('li').first().textContent()).toContain('nowhere');

      const table = screen.getByTestId('game-data-table');
      await table.waitFor();
      const rowOf = (id: string) => table.locator(`tr[data-data-id="${id}"]`);
      expect(await rowOf('gs-mini').locator('th').textContent()).toContain('Mini Game');
      expect(await rowOf('gs-mini').locator('td').first().textContent()).toBe('3');
      expect(await rowOf('cat-mini').locator('th').textContent()).toContain('Mini Faction');
      expect(await rowOf('cat-mini').locator('td').first().textContent()).toBe('7');
      expect(await rowOf('cat-mini').locator('td').nth(1).textContent()).toBe('Mini.cat');
      expect(await unnamedControls(page)).toEqual([]);
      await app.screenshot(`game-data-imported-${suffix}`);
      expect.soft(await accessibilityViolations(page), 'game-data-imported').toEqual([]);

      // A broken file is refused with its reason, in the interface language, and nothing is added.
      await screen.getByTestId('game-data-input').setInputFiles([xml('Broken.cat', BROKEN)]);
      await screen.getByTestId('game-data-refused').waitFor();
      const refused = await screen.getByTestId('game-data-refused').textContent();
      expect(refused).toContain('Broken.cat');
      expect(refused).toContain(words.brokenXml);
      expect(await screen.getByTestId('game-data-nothing-stored').textContent()).toContain(
        words.nothingStored,
      );
      expect(await table.locator('tbody tr').count()).toBe(3);
      const stored = await app.service.handlers.listGameData({});
      expect(stored.map((file) => file.id).sort()).toEqual(['cat-links', 'cat-mini', 'gs-mini']);
      await app.screenshot(`game-data-refused-${suffix}`);
      expect.soft(await accessibilityViolations(page), 'game-data-refused').toEqual([]);

      // Removing the catalogue, by keyboard: the question says lists are kept; "Annuler" has the focus first.
      await table.getByRole('button', { name: words.removeCatalogue }).focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByTestId('confirm-dialog');
      await confirm.waitFor();
      expect(await confirm.textContent()).toContain(words.kept);
      expect(await confirm.textContent()).toContain('Mini Faction');
      await app.screenshot(`game-data-confirm-${suffix}`);
      expect.soft(await accessibilityViolations(page), 'game-data-confirm').toEqual([]);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => rowOf('cat-mini').count()).toBe(0);
      expect(await rowOf('gs-mini').textContent()).toContain(words.oneCatalogue);
      expect(await page.getByTestId('toasts').textContent()).toMatch(/1/);

      // Back to the library.
      await page.getByRole('button', { name: words.back }).click();
      await waitForLibrary(page);
    });
  }
});
