/**
 * Every screen of the builder, in French and English, light and dark, saved under
 * test-results/screenshots/ to be looked at. Each screen also checks what must be on it, and that
 * every visible control has a name.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, type AppSession } from '../helpers/browser';
import { cardsOf, head, LANGUAGES_AND_THEMES, showInLanguage, waitForLibrary } from '../helpers/ui-builder';
import { seedDeadzone, seedFreebooters, seedNetEpic } from '../helpers/ui-seed';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const WORDS = {
  fr: { newList: 'Nouvelle liste', more: 'Autres actions pour', rule: 'Voir la règle', attach: /^Lier à/ },
  en: { newList: 'New list', more: 'More actions for', rule: 'Show the rule', attach: /^Attach to/ },
} as const;

/** Buttons, links, inputs and selects without an accessible name: there must be none. */
async function unnamedControls(page: AppSession['page']): Promise<string[]> {
  return page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>('button, a[href], input, select, [role="option"]'),
    ];
    return controls
      .filter(
        (el) => el.offsetParent !== null && el.getAttribute('aria-hidden') !== 'true' && el.tabIndex >= -1,
      )
      .filter((el) => {
        const labelled = el.getAttribute('aria-label') || el.getAttribute('aria-labelledby') || el.title;
        const input = el as HTMLInputElement;
        const hasLabel = input.labels && input.labels.length > 0;
        return !labelled && !hasLabel && !(el.textContent ?? '').trim();
      })
      .map((el) => el.outerHTML.slice(0, 120));
  });
}

describe('screens', () => {
  for (const { lang, scheme } of LANGUAGES_AND_THEMES) {
    it(`every screen in ${lang}, ${scheme}`, async () => {
      const words = WORDS[lang];
      const suffix = `${lang}-${scheme}`;
      app = await openApp({ colorScheme: scheme });
      const { page } = app;
      page.setDefaultTimeout(15_000);
      await waitForLibrary(page);
      await showInLanguage(app, lang);
      await app.screenshot(`screen-library-empty-${suffix}`);
      expect.soft(await accessibilityViolations(page), 'screen-library-empty').toEqual([]);

      const netepic = await seedNetEpic(app);
      const deadzone = await seedDeadzone(app);
      const crew = await seedFreebooters(app);

      // The library with two lists.
      await page.reload();
      await expect.poll(() => page.locator('.roster-table tbody tr').count()).toBe(3);
      expect(await unnamedControls(page)).toEqual([]);
      await app.screenshot(`screen-library-${suffix}`);
      expect.soft(await accessibilityViolations(page), 'screen-library').toEqual([]);

      // The new list dialog, game and faction chosen.
      await page.getByRole('button', { name: words.newList }).first().click();
      const dialog = page.getByTestId('new-roster-dialog');
      await dialog.locator('select').first().selectOption('netepic');
      await dialog.locator('select').nth(1).selectOption('netepic-space-marines');
      await app.screenshot(`screen-new-roster-${suffix}`);
      expect.soft(await accessibilityViolations(page), 'screen-new-roster').toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);

      // The NetEpic editor: company, transports, attached characters, verdicts with a rule open.
      await page.goto(`${app.server.url.replace(/#.*$/, '')}#/roster/${netepic}`);
      await page.getByTestId('editor').waitFor();
      await expect.poll(() => page.locator('.roster-tree li.sel').count()).toBe(9);
      const ruleButton = page
        .getByTestId('validation-panel')
        .getByRole('button', { name: words.rule })
        .first();
      if ((await ruleButton.count()) > 0) await ruleButton.click();
      await head(cardsOf(page, 'sm-tactical-detachment').first()).locator('.sel-name').click();
      expect(await unnamedControls(page)).toEqual([]);
      await app.screenshot(`screen-editor-netepic-${suffix}`);
      expect.soft(await accessibilityViolations(page), 'screen-editor-netepic').toEqual([]);

      // A unit's menu with its "attach to" submenu.
      const more = head(cardsOf(page, 'sm-librarian')).getByRole('button', {
        name: new RegExp(`^${words.more}`),
      });
      await more.scrollIntoViewIfNeeded();
      await more.click();
      await page.getByRole('menu').getByRole('menuitem', { name: words.attach }).hover();
      await page.keyboard.press('ArrowRight');
      await page.getByRole('menu').nth(1).waitFor();
      await app.screenshot(`screen-editor-menu-${suffix}`);
      expect.soft(await accessibilityViolations(page), 'screen-editor-menu').toEqual([]);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');

      // A catalogue entry's sheet, looked at without adding it.
      await page.getByTestId('catalogue-search').fill('thunderhawk');
      await page.getByTestId('catalogue-search').press('ArrowDown');
      await expect.poll(() => page.getByTestId('detail-panel').textContent()).toContain('Thunderhawk');
      await app.screenshot(`screen-editor-catalogue-sheet-${suffix}`);
      expect.soft(await accessibilityViolations(page), 'screen-editor-catalogue-sheet').toEqual([]);

      // The Deadzone editor: strike team, items, the Tacticien warning and the command dice.
      await page.goto(`${app.server.url.replace(/#.*$/, '')}#/roster/${deadzone}`);
      await page.getByTestId('editor').waitFor();
      await expect.poll(() => page.locator('.roster-tree li.sel').count()).toBe(5);
      await expect
        .poll(() => page.getByTestId('tactician-dice').locator('.figure-value').textContent())
        .toBe('2');
      await page.getByTestId('validation-panel').getByRole('button', { name: words.rule }).first().click();
      await head(cardsOf(page, 'enf-sergent-fusil')).locator('.sel-name').click();
      expect(await unnamedControls(page)).toEqual([]);
      await app.screenshot(`screen-editor-deadzone-${suffix}`);
      expect.soft(await accessibilityViolations(page), 'screen-editor-deadzone').toEqual([]);

      // A Freebooter's Fate crew, counted in doubloons, with special actions.
      await page.goto(`${app.server.url.replace(/#.*$/, '')}#/roster/${crew}`);
      await page.getByTestId('editor').waitFor();
      await expect.poll(() => page.locator('.roster-tree li.sel').count()).toBe(5);
      await head(cardsOf(page, 'amz-xicoa')).locator('.sel-name').click();
      expect(await unnamedControls(page)).toEqual([]);
      await app.screenshot(`screen-editor-freebooters-${suffix}`);
      expect.soft(await accessibilityViolations(page), 'screen-editor-freebooters').toEqual([]);
    });
  }
});
