/**
 * A Deadzone strike team built with the keyboard alone: two Tacticiens, the warning that only the
 * best one counts (with its rule), the command dice figure, keyboard removal and undo, reorder.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openApp, type AppSession } from '../helpers/browser';
import { cardsOf, createRoster, head, issues, waitForLibrary, waitSaved } from '../helpers/ui-builder';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Presses Tab until the focused element matches, as a keyboard user would (at most `limit` times). */
async function tabTo(page: AppSession['page'], selector: string, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const focusedText = (page: AppSession['page']) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('Deadzone builder', () => {
  it('builds a strike team with two Tacticiens using only the keyboard', async () => {
    app = await openApp();
    const { page } = app;
    page.setDefaultTimeout(8000);
    await waitForLibrary(page);
    await createRoster(page, { game: 'deadzone', faction: 'deadzone-enforcers', name: 'Escouade Alpha' });
    await expect.poll(() => page.getByLabel('Limite (points)', { exact: true }).inputValue()).toBe('150');
    await expect.poll(() => page.getByRole('heading', { name: 'Groupe de combat' }).count()).toBe(1);

    // The editor opens with the keyboard in the catalogue search: type, Enter adds the first match.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('catalogue-search');
    await page.keyboard.type('capitaine gantelet');
    await page.keyboard.press('Enter');
    await expect.poll(() => cardsOf(page, 'enf-capitaine-gantelet').count()).toBe(1);

    // Accents do not matter, and ↓ moves through the results: "sergent" lists several, the second is taken.
    await page.keyboard.press('Control+a');
    await page.keyboard.type('sergent enforcer');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const highlighted = await page.locator('.catalogue-entry.active').getAttribute('data-entry-id');
    expect(highlighted).toMatch(/^enf-sergent-/);
    await page.keyboard.press('Enter');
    const sergeant = cardsOf(page, highlighted!);
    await expect.poll(() => sergeant.count()).toBe(1);

    // Only the best Tacticien adds its dice: a warning, the figure in the summary bar.
    const warning = issues(page).and(page.locator('[data-code="tactician.redundant"]'));
    await expect.poll(() => warning.count()).toBe(1);
    await expect.poll(() => warning.getAttribute('data-severity')).toBe('warning');
    await expect
      .poll(() => page.getByTestId('tactician-dice').locator('.figure-value').textContent())
      .toBe('2');
    await expect.poll(() => page.getByTestId('warning-count').textContent()).toBe('1 avertissement');
    expect(await warning.textContent()).toContain('n’ajoute aucun dé de commandement');

    // The rule behind it, reached and opened from the keyboard.
    await tabTo(page, '[data-code="tactician.redundant"] .link-button');
    await page.keyboard.press('Enter');
    const catalogue = await app.service.handlers.getFactionCatalogue({ faction: 'deadzone-enforcers' });
    await expect
      .poll(() => warning.getByTestId('rule-text').textContent())
      .toContain(catalogue.abilities.tacticien!.summary.fr);
    await app.screenshot('deadzone-tactician-warning-fr-light');

    // Its sentence leads to the unit: selected and focused.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains('sel-name')))
      .toBe(true);
    expect(await page.locator('.sel-name[aria-current="true"]').count()).toBe(1);

    // Reordering with Alt+↑/↓ on the focused unit; ↑/↓ alone move the focus between units.
    await head(sergeant).locator('.sel-name').focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect
      .poll(() => page.locator('.roster-tree > li.sel').first().getAttribute('data-entry-id'))
      .toBe(highlighted);
    await expect.poll(() => focusedText(page)).toContain('Sergent');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedText(page)).toContain('Capitaine');

    // Delete removes the focused unit (the warning goes with it); Ctrl+Z brings it back.
    await page.keyboard.press('Delete');
    await expect.poll(() => cardsOf(page, 'enf-capitaine-gantelet').count()).toBe(0);
    await expect.poll(() => warning.count()).toBe(0);
    await expect
      .poll(() => page.getByTestId('tactician-dice').locator('.figure-value').textContent())
      .toBe('1');
    await page.keyboard.press('Control+z');
    await expect.poll(() => cardsOf(page, 'enf-capitaine-gantelet').count()).toBe(1);
    await expect.poll(() => warning.count()).toBe(1);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => cardsOf(page, 'enf-capitaine-gantelet').count()).toBe(0);
    await page.keyboard.press('Control+z');
    await expect.poll(() => cardsOf(page, 'enf-capitaine-gantelet').count()).toBe(1);

    // An item from the unit's options, with the keyboard: one item per model, so Tab reaches the
    // items' radio group on "none" and an arrow picks the first item.
    await head(sergeant).locator('.sel-name').focus();
    await page.keyboard.press('Enter');
    await tabTo(
      page,
      `li.sel[data-entry-id="${highlighted}"] .sel-options [data-testid="items"] input[type="radio"]:checked`,
    );
    const pointsBefore = await page.getByTestId('points-used').locator('.gauge-figures strong').textContent();
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.getByTestId('points-used').locator('.gauge-figures strong').textContent())
      .not.toBe(pointsBefore);
    await waitSaved(page);
    await app.screenshot('deadzone-strike-team-fr-light');
  });
});
