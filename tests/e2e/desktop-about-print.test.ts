/**
 * Issue 25 in Chromium: "À propos" / "About" shows the built-in catalogue's version and the log file
 * (browser mode has none and says so; the desktop app's path is shown as the desktop's appInfo gives
 * it), and the printout's footer says the data's revision, Muster's version and the day, in French and
 * English. Screenshots in test-results/screenshots.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openApp, SCREENSHOTS, type AppSession } from '../helpers/browser';
import { openAbout, waitForLibrary } from '../helpers/ui-builder';
import { seedNetEpic } from '../helpers/ui-seed';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const WORDS = {
  fr: {
    none: /^aucun : le navigateur écrit dans le terminal du serveur$/,
    printed: /Imprimé le \d{1,2}(er)? \p{L}+ \d{4}/u,
    data: 'Données : catalogue intégré de Muster, version ',
  },
  en: {
    none: /^none: browser mode writes to the server’s terminal$/,
    printed: /Printed on \d{1,2} \p{L}+ \d{4}/u,
    data: "Data: Muster's built-in catalogue, version ",
  },
} as const;

describe('About and the print footer', () => {
  for (const lang of ['fr', 'en'] as const)
    it(`${lang}: About names the catalogue's version and the log file, or says there is none`, async () => {
      app = await openApp();
      const { page } = app;
      await app.service.handlers.setSetting({ key: 'language', value: lang });
      await page.reload();
      await waitForLibrary(page);
      const info = await app.service.handlers.appInfo({});
      const dialog = await openAbout(page);
      await expect
        .poll(() => dialog.getByTestId('catalogue-version').textContent())
        .toBe(info.catalogueVersion.slice(0, 12));
      expect(await dialog.getByTestId('log-file').textContent()).toMatch(WORDS[lang].none);
      await dialog.screenshot({ path: join(SCREENSHOTS, `about-browser-${lang}.png`) });

      // The desktop app's appInfo carries its log file: shown as it is.
      const logFile = '/home/ana/.config/Muster/logs/muster.log';
      await page.route('**/api/appInfo', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { ok: boolean; value: Record<string, unknown> };
        await route.fulfill({
          response,
          json: { ...body, value: { ...body.value, host: 'desktop', logFile } },
        });
      });
      await page.reload();
      await waitForLibrary(page);
      const desktop = await openAbout(page);
      await expect.poll(() => desktop.getByTestId('log-file').textContent()).toBe(logFile);
      await desktop.screenshot({ path: join(SCREENSHOTS, `about-desktop-${lang}.png`) });
    });

  for (const lang of ['fr', 'en'] as const)
    it(`${lang}: the printout's footer says the data, Muster's version and the day`, async () => {
      app = await openApp();
      const { page } = app;
      page.setDefaultTimeout(20_000);
      await waitForLibrary(page);
      const id = await seedNetEpic(app);
      const info = await app.service.handlers.appInfo({});
      const html = (await app.service.handlers.exportRoster({ id, format: 'html', lang })).content;
      await page.emulateMedia({ media: 'print' });
      await page.setContent(html);
      const footer = page.locator('.doc-footer');
      expect(await footer.locator('.made-data').textContent()).toBe(
        `${WORDS[lang].data}${info.catalogueVersion.slice(0, 12)}`,
      );
      expect(await footer.locator('.made-muster').textContent()).toBe(`Muster ${info.version}`);
      expect(await footer.locator('.made-date').textContent()).toMatch(WORDS[lang].printed);
      // On the page: visible, on one line, at the end of the sheet.
      const box = (await footer.boundingBox())!;
      expect(box.height).toBeLessThan(30);
      await footer.scrollIntoViewIfNeeded();
      await footer.screenshot({ path: join(SCREENSHOTS, `print-footer-${lang}.png`) });
      await page.screenshot({ path: join(SCREENSHOTS, `print-footer-page-${lang}.png`), fullPage: true });
    });
});
