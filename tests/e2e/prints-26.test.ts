/**
 * Prints (issue 26): the points breakdown in the editor's summary (point 8) and the glossary choice of
 * the export dialog (point 5), in French and English, light and dark, at 1440 and 1024 wide; the standard
 * print with its breakdown and joined characters (points 6, 8) as the dialog downloads it. Screenshots:
 * test-results/screenshots/prints26-*.png.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, SCREENSHOTS, type AppSession } from '../helpers/browser';
import { waitForLibrary } from '../helpers/ui-builder';
import { seedNetEpic } from '../helpers/ui-seed';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const WORDS = {
  fr: {
    open: /^Exporter la liste/,
    submit: 'Exporter',
    breakdown: 'Répartition des points',
    company: 'Compagnie Tactique',
    glossary: 'Imprimer le glossaire des règles',
    apart: 'hors total de la section',
    percent: /\d+\u202f%/,
  },
  en: {
    open: /^Export the list/,
    submit: 'Export',
    breakdown: 'Points breakdown',
    company: 'Tactical Company',
    glossary: 'Print the rules glossary',
    apart: 'not in this section’s total',
    percent: /\d+%/,
  },
} as const;

const CASES = [
  { lang: 'fr', theme: 'light' },
  { lang: 'fr', theme: 'dark' },
  { lang: 'en', theme: 'light' },
  { lang: 'en', theme: 'dark' },
] as const;

async function openEditor(lang: 'fr' | 'en', theme: 'light' | 'dark'): Promise<Page> {
  app = await openApp({ colorScheme: theme });
  const { page } = app;
  page.setDefaultTimeout(15_000);
  await waitForLibrary(page);
  if (lang === 'en') await app.service.handlers.setSetting({ key: 'language', value: 'en' });
  const id = await seedNetEpic(app);
  await page.goto(`${app.server.url.replace(/#.*$/, '')}#/roster/${id}`);
  await page.reload();
  await page.getByTestId('editor').waitFor();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
  return page;
}

describe('prints of issue 26', () => {
  it.each(CASES)(
    '$lang $theme: the points breakdown in the summary, the glossary choice, the standard print',
    async ({ lang, theme }) => {
      const w = WORDS[lang];
      const page = await openEditor(lang, theme);
      const name = (what: string, width: number) => `prints26-${what}-${lang}-${theme}-${width}`;

      // Point 8: closed at first (the list stays on the first screen), opened by its button.
      const toggle = page.getByTestId('breakdown-toggle');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByTestId('points-breakdown').count()).toBe(0);
      await toggle.click();
      const panel = page.getByTestId('points-breakdown');
      await panel.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const captions = await panel.locator('caption').allInnerTexts();
      expect(captions).toHaveLength(2);
      const company = panel.getByRole('row', { name: new RegExp(`^${w.company}`) });
      // Its figures are text, not colour only: points and share written out.
      await expect.poll(() => company.innerText()).toMatch(/750\s+pts/);
      expect(await company.innerText()).toMatch(w.percent);
      for (const width of [1440, 1024]) {
        await page.setViewportSize({ width, height: width === 1440 ? 900 : 700 });
        await page.getByTestId('editor').waitFor();
        expect(await accessibilityViolations(page), `${lang} ${theme} ${width}`).toEqual([]);
        await app!.screenshot(name('summary-breakdown', width));
      }

      // Point 5: the dialog offers to leave the glossary out; the choice is kept.
      await page.getByRole('button', { name: w.open }).click();
      const dialog = page.getByTestId('export-dialog');
      await dialog.waitFor();
      const glossary = dialog.getByLabel(w.glossary);
      expect(await glossary.isChecked()).toBe(true);
      await glossary.uncheck();
      for (const width of [1440, 1024]) {
        await page.setViewportSize({ width, height: width === 1440 ? 900 : 700 });
        expect(await accessibilityViolations(page), `dialog ${lang} ${theme} ${width}`).toEqual([]);
        await app!.screenshot(name('export-dialog', width));
      }
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: w.submit, exact: true }).click(),
      ]);
      const html = readFileSync((await download.path())!, 'utf8');
      expect(html).not.toContain('<section class="glossary">');
      expect(html).toContain('<section class="breakdown">');
      expect(html).toContain(w.apart);
      await page.reload();
      await page.getByTestId('editor').waitFor();
      await page.getByRole('button', { name: w.open }).click();
      expect(await page.getByTestId('export-dialog').getByLabel(w.glossary).isChecked()).toBe(false);

      // The standard print as downloaded (paper: no theme of its own), looked at in both widths.
      const printPage = await app!.context.newPage();
      await printPage.setContent(html);
      for (const width of [1440, 1024]) {
        await printPage.setViewportSize({ width, height: 900 });
        await printPage.screenshot({
          path: join(SCREENSHOTS, `${name('print-standard', width)}.png`),
          fullPage: true,
        });
      }
      await printPage.close();
    },
    240_000,
  );
});
