/**
 * Issue 24: an edit redraws only what it changed. A verdict that says what it said, a unit card and a
 * catalogue row are the very elements they were after an edit elsewhere (a note typed); a verdict
 * whose figures changed, and the card of a unit added, are drawn anew.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp, type AppSession } from '../helpers/browser';
import { addFromCatalogue, cardsOf, openNewList } from '../helpers/ui-builder';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const KEPT = '[data-testid="issue"], .roster-tree li.sel, .catalogue-entry';

/** Marks the elements drawn now, so that an element drawn anew is told from one kept. */
const mark = (page: Page) =>
  page.evaluate((selector) => {
    for (const element of document.querySelectorAll(selector)) (element as HTMLElement).dataset.seen = '1';
  }, KEPT);

/** How many of the elements matching `selector` were there when last marked, and how many are new. */
const census = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const all = [...document.querySelectorAll<HTMLElement>(s)];
    return {
      kept: all.filter((e) => e.dataset.seen === '1').length,
      fresh: all.filter((e) => !e.dataset.seen).length,
    };
  }, selector);

describe('an edit keeps what it does not change', () => {
  it('fr light: verdicts, cards and catalogue rows survive a note typed; a new unit adds its own', async () => {
    app = await openNewList(
      openApp,
      { lang: 'fr', theme: 'light', width: 1440, height: 900 },
      {
        game: 'netepic',
        faction: 'netepic-space-marines',
      },
    );
    const { page } = app;
    // Détachements with no compagnie, and a character joined to nothing: a few verdicts.
    await addFromCatalogue(page, 'détachement tactique');
    await addFromCatalogue(page, 'détachement tactique');
    await addFromCatalogue(page, 'chapelain');
    await expect.poll(() => cardsOf(page, 'sm-tactical-detachment').count()).toBe(2);
    await page.getByTestId('catalogue-search').fill('');
    const verdicts = page.getByTestId('issue');
    await expect.poll(() => verdicts.count()).toBeGreaterThan(1);
    const before = await verdicts.count();
    await mark(page);

    await page.getByTestId('list-notes').fill('Le Thunderhawk arrive au tour 2.');
    await page.getByTestId('list-notes').press('Tab');
    await expect.poll(() => census(page, '[data-testid="issue"]')).toEqual({ kept: before, fresh: 0 });
    expect(await census(page, '.roster-tree li.sel')).toEqual({ kept: 3, fresh: 0 });
    expect((await census(page, '.catalogue-entry')).fresh).toBe(0);

    // A unit added: its card is new, the others are kept.
    await addFromCatalogue(page, 'compagnie tactique');
    await expect.poll(() => census(page, '.roster-tree > li.sel')).toEqual({ kept: 3, fresh: 1 });
  }, 120_000);
});
