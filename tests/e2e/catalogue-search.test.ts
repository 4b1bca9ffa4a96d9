/**
 * Finding a unit in the catalogue (issue 26): the name typed is the unit Enter adds, before entries that
 * only mention its words; one typo is forgiven; the list can be limited to one category as the data
 * names it. French light at 1440 wide, English dark at 1024 wide (the narrow laptop).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, type AppSession } from '../helpers/browser';
import { cardsOf, openNewList } from '../helpers/ui-builder';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const CASES = [
  { lang: 'fr', theme: 'light', width: 1440, height: 900, kind: 'Cartes de soutien' },
  { lang: 'en', theme: 'dark', width: 1024, height: 700, kind: 'Support cards' },
] as const;

describe('catalogue search', () => {
  it.each(CASES)(
    '$lang $theme at $width: a typo is forgiven, names first, one category at a time',
    async (test) => {
      app = await openNewList(openApp, test, { game: 'netepic', faction: 'netepic-space-marines' });
      const { page } = app;
      const search = page.getByTestId('catalogue-search');

      // One letter swapped: the Rhino squadron is still found, highlighted, and Enter adds it.
      await search.fill(test.lang === 'fr' ? 'escadron de rhnios' : 'rhino sqaudron');
      await expect
        .poll(() => page.locator('.catalogue-entry.active').getAttribute('data-entry-id'))
        .toBe('sm-rhino-squadron');
      await search.press('Enter');
      await expect.poll(() => cardsOf(page, 'sm-rhino-squadron').count()).toBe(1);

      // One category: only its entries are listed, the others come back with "all".
      await search.fill('');
      const kind = page.getByTestId('catalogue-kind');
      await kind.selectOption({ label: test.kind });
      const groups = page.locator('.catalogue-group');
      await expect
        .poll(() => groups.allInnerTexts())
        .toEqual([expect.stringMatching(new RegExp(`^${test.kind}`, 'i'))]);
      await app.screenshot(`catalogue-kind-${test.lang}-${test.theme}-${test.width}`);
      expect(await accessibilityViolations(page)).toEqual([]);
      await kind.selectOption({ index: 0 });
      await expect.poll(() => groups.count()).toBeGreaterThan(1);
    },
    120_000,
  );

  it.each(CASES)(
    '$lang $theme at $width: a leader already taken says its limit is reached',
    async (test) => {
      app = await openNewList(openApp, test, { game: 'deadzone', faction: 'deadzone-enforcers' });
      const { page } = app;
      const search = page.getByTestId('catalogue-search');
      await search.fill(test.lang === 'fr' ? 'capitaine gantelet' : 'captain gauntlet');
      await search.press('Enter');
      await expect.poll(() => cardsOf(page, 'enf-capitaine-gantelet').count()).toBe(1);
      await search.fill(test.lang === 'fr' ? 'capitaine' : 'captain');
      const row = page.locator('.catalogue-entry[data-entry-id="enf-capitaine-gantelet"]');
      await expect
        .poll(() => row.getByTestId('entry-full').innerText())
        .toBe(test.lang === 'fr' ? 'Limite atteinte dans la liste' : 'Limit reached in the list');
      await app.screenshot(`catalogue-full-${test.lang}-${test.theme}-${test.width}`);
      expect(await accessibilityViolations(page)).toEqual([]);
    },
    120_000,
  );

  it.each(CASES)(
    '$lang $theme at $width: entries out of view are reached by the keyboard, named with their place',
    async (test) => {
      app = await openNewList(openApp, test, { game: 'netepic', faction: 'netepic-space-marines' });
      const { page } = app;
      const search = page.getByTestId('catalogue-search');
      const options = page.locator('.catalogue-list [role="option"]');
      await expect.poll(() => options.count()).toBeGreaterThan(0);
      const total = Number(await options.first().getAttribute('aria-setsize'));
      // Virtualised: only the rows in view (and a few around them) are in the page.
      expect(await options.count()).toBeLessThan(total);
      const last = page.locator(`.catalogue-list [role="option"][aria-posinset="${total}"]`);
      expect(await last.count()).toBe(0);

      // ↑ from the search box goes round to the last entry: drawn, scrolled into view, named.
      await search.press('ArrowUp');
      await expect.poll(() => last.count()).toBe(1);
      const lastId = await last.getAttribute('id');
      await expect.poll(() => search.getAttribute('aria-activedescendant')).toBe(lastId);
      expect(await last.getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => last.evaluate(inScroller)).toBe(true);
      await app.screenshot(`catalogue-virtual-${test.lang}-${test.theme}-${test.width}`);
      expect(await accessibilityViolations(page)).toEqual([]);

      // Scrolled back to the top (by the wheel, say), the highlighted entry stays in the page, still named.
      await page.locator('.catalogue-scroll').evaluate((scroller) => scroller.scrollTo({ top: 0 }));
      const top = page.locator('.catalogue-list [role="option"][aria-posinset="1"]');
      await expect.poll(() => top.count()).toBe(1);
      expect(await last.count()).toBe(1);
      expect(await search.getAttribute('aria-activedescendant')).toBe(lastId);

      // Enter adds it, and the highlight stays on it, still named.
      const entryId = (await last.getAttribute('data-entry-id'))!;
      await search.press('Enter');
      await expect.poll(() => cardsOf(page, entryId).count()).toBe(1);
      await expect.poll(() => search.getAttribute('aria-activedescendant')).toBe(lastId);

      // ↓ walks back to the top through every entry, each drawn when reached.
      await search.press('ArrowDown');
      await search.press('PageUp');
      for (let i = 0; i < Math.ceil(total / 8); i += 1) await search.press('PageUp');
      const first = page.locator('.catalogue-list [role="option"][aria-posinset="1"]');
      await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
      await expect
        .poll(async () => search.getAttribute('aria-activedescendant'))
        .toBe(await first.getAttribute('id'));
      await expect.poll(() => first.evaluate(inScroller)).toBe(true);
    },
    120_000,
  );
});

/** Whether an element lies within its scrolling panel's visible part. */
function inScroller(element: Element): boolean {
  const scroller = element.closest('.catalogue-scroll')!.getBoundingClientRect();
  const box = element.getBoundingClientRect();
  return box.top >= scroller.top - 1 && box.bottom <= scroller.bottom + 1;
}
