/**
 * The editor at 1024×700, where the columns stack: the points and validity bar stays at the top while
 * the list scrolls, and the verdicts open over the list from that bar instead of waiting below the
 * whole list. At 1440×900 the three columns stand side by side as before, with no drawer button.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, SCREENSHOTS, type AppSession } from '../helpers/browser';
import { LANGUAGES_AND_THEMES, waitForLibrary } from '../helpers/ui-builder';
import { seedNetEpic } from '../helpers/ui-seed';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const CLOSE = { fr: 'Fermer', en: 'Close' } as const;

/** What the player sees in the window (not the whole page): sticky and fixed parts where they are. */
async function viewportShot(page: AppSession['page'], name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

async function box(locator: ReturnType<AppSession['page']['locator']>) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

describe('narrow editor layout', () => {
  for (const { lang, scheme } of LANGUAGES_AND_THEMES) {
    it(`keeps the bar in sight and opens the verdicts over the list, in ${lang} (${scheme})`, async () => {
      const suffix = `${lang}-${scheme}`;
      app = await openApp({ colorScheme: scheme });
      const { page } = app;
      page.setDefaultTimeout(15_000);
      await page.setViewportSize({ width: 1024, height: 700 });
      await waitForLibrary(page);
      await app.service.handlers.setSetting({ key: 'language', value: lang });
      const id = await seedNetEpic(app);
      await page.goto(`${app.server.url.replace(/#.*$/, '')}#/roster/${id}`);
      await page.reload(); // the language setting is read when the page loads
      await page.getByTestId('editor').waitFor();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await expect.poll(() => page.locator('.roster-tree li.sel').count()).toBe(9);

      // The first screen shows the list: the catalogue is folded to its search box (issue 26.4).
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const firstCard = await box(page.locator('.roster-tree li.sel').first());
      expect(firstCard.y + 40).toBeLessThan(700);
      const browse = page.getByTestId('catalogue-browse');
      await expect.poll(() => browse.getAttribute('aria-expanded')).toBe('false');
      await viewportShot(page, `narrow-editor-first-screen-${suffix}`);
      // Browsing unfolds it; folding gives the screen back to the list.
      await browse.click();
      await expect.poll(() => page.locator('.catalogue-entry').count()).toBeGreaterThan(3);
      await viewportShot(page, `narrow-editor-catalogue-open-${suffix}`);
      await browse.click();
      await expect.poll(() => page.locator('.catalogue-entry').count()).toBe(0);

      // Deep in the list, the page scrolled: the bar is at the top of the window.
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(pageHeight).toBeGreaterThan(1400);
      await page.locator('.roster-tree li.sel').last().scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(300);
      const bar = page.getByTestId('summary-bar');
      await expect.poll(async () => Math.round((await box(bar)).y)).toBe(0);
      await expect.poll(() => page.getByTestId('error-count').isVisible()).toBe(true);
      await viewportShot(page, `narrow-editor-scrolled-${suffix}`);

      // The verdicts open over the list, in the window, without scrolling the page.
      const toggle = page.getByTestId('verdicts-toggle');
      await toggle.click();
      const panel = page.locator('#validation-panel');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => panel.getAttribute('class')).toContain('drawer-open');
      const drawer = await box(panel);
      expect(drawer.y).toBeGreaterThanOrEqual(0);
      expect(drawer.y + drawer.height).toBeLessThanOrEqual(700);
      const firstIssue = page.getByTestId('validation-panel').locator('li').first();
      const issue = await box(firstIssue);
      expect(issue.y).toBeGreaterThanOrEqual(0);
      expect(issue.y).toBeLessThan(700);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      await viewportShot(page, `narrow-editor-verdicts-${suffix}`);
      expect.soft(await accessibilityViolations(page), 'narrow verdicts drawer').toEqual([]);

      // Escape closes it and gives the focus back to the button.
      await page.keyboard.press('Escape');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
      // Échap closes it wherever the focus is, not only inside the drawer.
      await toggle.click();
      await expect.poll(() => panel.getAttribute('class')).toContain('drawer-open');
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.getAttribute('class')).not.toContain('drawer-open');

      // A verdict opens its unit: the drawer closes, so the unit shows whole, its prices included.
      await toggle.click();
      await expect.poll(() => panel.getAttribute('class')).toContain('drawer-open');
      await page.getByTestId('issue').locator('button.issue-message:not([disabled])').first().click();
      await expect.poll(() => panel.getAttribute('class')).not.toContain('drawer-open');
      const selected = page.locator('.roster-tree li.sel.selected').first();
      await expect.poll(() => selected.count()).toBe(1);
      const unit = await box(selected);
      expect(unit.x + unit.width).toBeLessThanOrEqual(1024);
      // Nothing lies over the unit's head (its name and price): neither the drawer nor the sticky bar.
      const covered = await selected.locator(':scope > .sel-head').evaluate((head) => {
        const rect = head.getBoundingClientRect();
        const points = [
          [rect.left + 8, rect.top + rect.height / 2],
          [rect.right - 8, rect.top + rect.height / 2],
        ] as const;
        return points.some(([x, y]) => {
          const top = document.elementFromPoint(x, y);
          return top === null || !head.contains(top);
        });
      });
      expect(covered).toBe(false);
      await viewportShot(page, `narrow-editor-verdict-unit-${suffix}`);

      // The error badge opens them too, on the errors.
      await page.getByTestId('error-count').click();
      await expect.poll(() => panel.getAttribute('class')).toContain('drawer-open');
      await panel.getByRole('button', { name: CLOSE[lang] }).click();
      await expect.poll(() => panel.getAttribute('class')).not.toContain('drawer-open');

      // A wide window: three columns, the verdicts beside the list, no drawer button.
      await page.setViewportSize({ width: 1440, height: 900 });
      await expect.poll(() => toggle.isVisible()).toBe(false);
      const list = await box(page.locator('.roster-panel'));
      expect((await box(panel)).x).toBeGreaterThan(list.x + list.width - 1);
      await viewportShot(page, `wide-editor-${suffix}`);
    });
  }
});
