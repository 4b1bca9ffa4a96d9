/**
 * The prints of issue 13.8 in Chromium: the printable list with its fingerprint and the QR code of its
 * share code (print media, A4), and the organiser's report of `muster validate --report`, in French
 * and English. Screenshots in test-results/screenshots; the QR code's size on paper is checked.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openApp, SCREENSHOTS, type AppSession } from '../helpers/browser';
import { muster } from '../helpers/cli';
import { submissions } from '../helpers/submissions';
import { waitForLibrary } from '../helpers/ui-builder';
import { seedNetEpic } from '../helpers/ui-seed';

let app: AppSession | undefined;
const folders: string[] = [];
afterEach(async () => {
  await app?.close();
  app = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const folder = () => {
  const made = mkdtempSync(join(tmpdir(), 'muster-e2e-prints-'));
  folders.push(made);
  return made;
};

describe('prints of share codes and tournaments', () => {
  for (const lang of ['fr', 'en'] as const)
    it(`${lang}: the printout shows the fingerprint and a QR code of readable size`, async () => {
      app = await openApp();
      const { page } = app;
      page.setDefaultTimeout(20_000);
      await waitForLibrary(page);
      const id = await seedNetEpic(app);
      const { fingerprint } = await app.service.handlers.shareRoster({ id });
      const html = (await app.service.handlers.exportRoster({ id, format: 'html', lang })).content;
      await page.emulateMedia({ media: 'print' });
      await page.setContent(html);
      await expect.poll(() => page.locator('.fingerprint .code').textContent()).toBe(fingerprint);
      const qr = page.locator('.share-qr svg');
      // 26 mm on paper (about 98 px at 96 px per inch), modules of about 0.3 mm: a phone camera reads it.
      const box = (await qr.boundingBox())!;
      expect(Math.round(box.width)).toBeGreaterThanOrEqual(95);
      expect(Math.round(box.height)).toBe(Math.round(box.width));
      await page
        .locator('.roster-header')
        .screenshot({ path: join(SCREENSHOTS, `print-share-qr-${lang}.png`) });
      await page.screenshot({ path: join(SCREENSHOTS, `print-share-qr-page-${lang}.png`), fullPage: true });
    });

  for (const lang of ['fr', 'en'] as const)
    it(`${lang}: the organiser's report of a folder of submissions`, async () => {
      app = await openApp();
      const { page } = app;
      const submitted = folder();
      const prints = submissions(submitted);
      const report = join(folder(), 'report.html');
      const run = await muster([
        '--data-dir',
        folder(),
        'validate',
        submitted,
        '--report',
        report,
        '--lang',
        lang,
      ]);
      expect(run.status).toBe(2);
      const alerts: string[] = [];
      page.on('dialog', (dialog) => {
        alerts.push(dialog.message());
        void dialog.dismiss();
      });
      await page.setContent(readFileSync(report, 'utf8'));
      await expect.poll(() => page.locator('tbody tr').count()).toBe(4);
      expect(await page.locator('td.fingerprint').allTextContents()).toEqual(
        expect.arrayContaining(Object.values(prints)),
      );
      // The hostile list name reads as text; nothing ran.
      expect(await page.locator('strong', { hasText: '<script>alert(1)</script>' }).count()).toBe(1);
      expect(await page.locator('body script, body img').count()).toBe(0);
      expect(alerts).toEqual([]);
      await page.screenshot({ path: join(SCREENSHOTS, `tournament-report-${lang}.png`), fullPage: true });
    });
});
