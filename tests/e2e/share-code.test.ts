/**
 * Sharing a list in browser mode: "Partager" shows the code, its QR code and its fingerprint; "Ouvrir
 * un code" in another Muster (its own data folder) opens the same list; a broken code says why and adds
 * nothing. Screenshots of both dialogs in French and English, light and dark, each audited with axe.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { rosterFingerprint } from '../../src/core/export/fingerprint';
import type { ListCards } from '../../src/core/roster/cards';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, type AppSession } from '../helpers/browser';
import { waitForLibrary } from '../helpers/ui-builder';
import { seedNetEpic } from '../helpers/ui-seed';

const sessions: AppSession[] = [];
afterEach(async () => {
  for (const app of sessions.splice(0)) await app.close();
});

const WORDS = {
  fr: {
    share: /^Partager la liste/,
    open: /^Ouvrir un code de partage/,
    submit: 'Ouvrir la liste',
    broken: /Impossible d’ouvrir ce code : ce n’est pas un code de partage Muster lisible/,
    field: 'Code reçu',
  },
  en: {
    share: /^Share the list/,
    open: /^Open a code “muster/,
    submit: 'Open the list',
    broken: /Could not open this code: not a readable Muster share code/,
    field: 'Code received',
  },
} as const;

/** No finding once the dialog has settled (its opening animation fades the colours in). */
const audited = (page: Page) =>
  expect.poll(() => accessibilityViolations(page), { timeout: 10_000, interval: 500 }).toEqual([]);

async function start(lang: 'fr' | 'en', scheme: 'light' | 'dark'): Promise<AppSession> {
  const app = await openApp({ colorScheme: scheme });
  sessions.push(app);
  app.page.setDefaultTimeout(20_000);
  await waitForLibrary(app.page);
  if (lang === 'en') {
    await app.service.handlers.setSetting({ key: 'language', value: 'en' });
    await app.page.reload();
    await expect.poll(() => app.page.evaluate(() => document.documentElement.lang)).toBe('en');
    await waitForLibrary(app.page);
  }
  return app;
}

async function shareDialog(app: AppSession, lang: 'fr' | 'en', id: string) {
  const { page } = app;
  await page.goto(`${app.server.url.replace(/#.*$/, '')}#/roster/${id}`);
  await page.getByTestId('editor').waitFor();
  await page.getByRole('button', { name: WORDS[lang].share }).click();
  const dialog = page.getByTestId('share-dialog');
  await dialog.getByTestId('share-qr').waitFor();
  const code = await dialog.getByTestId('share-code').inputValue();
  const fingerprint = (await dialog.getByTestId('share-fingerprint').textContent()) ?? '';
  return { dialog, code, fingerprint };
}

async function openCode(page: Page, lang: 'fr' | 'en', code: string) {
  const dialog = page.getByTestId('open-code-dialog');
  if ((await dialog.count()) === 0) await page.getByRole('button', { name: WORDS[lang].open }).click();
  await dialog.getByLabel(WORDS[lang].field).fill(code);
  await dialog.getByRole('button', { name: WORDS[lang].submit }).click();
  return dialog;
}

describe('share codes in the app', () => {
  for (const [lang, scheme] of [
    ['fr', 'light'],
    ['en', 'dark'],
  ] as const)
    it(`${lang}, ${scheme}: a code shared in one Muster opens the same list in another`, async () => {
      const home = await start(lang, scheme);
      const id = await seedNetEpic(home);
      const { dialog, code, fingerprint } = await shareDialog(home, lang, id);
      const saved = (await home.service.handlers.getRoster({ id })) as ListCards;
      expect(code).toBe((await home.service.handlers.shareRoster({ id })).code);
      expect(fingerprint).toBe(rosterFingerprint(saved));
      const qr = dialog.getByTestId('share-qr');
      expect(await qr.getAttribute('aria-label')).toContain('3e Compagnie');
      expect(await qr.locator('path').getAttribute('d')).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
      await audited(home.page);
      await home.screenshot(`share-dialog-${lang}-${scheme}`);

      // Another Muster, another data folder: the library is empty until the code is opened.
      const away = await start(lang, scheme);
      expect(await away.service.handlers.listRosters({})).toHaveLength(0);
      const broken = await openCode(away.page, lang, code.slice(0, 40));
      await expect.poll(() => broken.getByRole('alert').textContent()).toMatch(WORDS[lang].broken);
      expect(await away.service.handlers.listRosters({})).toHaveLength(0);
      await audited(away.page);
      await away.screenshot(`open-code-refused-${lang}-${scheme}`);

      await openCode(away.page, lang, `\n  ${code}\n`);
      await away.page.getByTestId('editor').waitFor();
      const [listed] = await away.service.handlers.listRosters({});
      expect(listed?.name).toBe('3e Compagnie');
      const opened = (await away.service.handlers.getRoster({ id: listed!.id })) as ListCards;
      expect(rosterFingerprint(opened)).toBe(fingerprint);
      expect(opened.selections.map((s) => [s.entry, s.label ?? null])).toEqual(
        saved.selections.map((s) => [s.entry, s.label ?? null]),
      );
      await expect.poll(() => away.page.locator('body').textContent()).toContain('Escouade Varro');
    });

  for (const [lang, scheme] of [
    ['fr', 'dark'],
    ['en', 'light'],
  ] as const)
    it(`${lang}, ${scheme}: both dialogs pass the audit`, async () => {
      const app = await start(lang, scheme);
      const id = await seedNetEpic(app);
      await shareDialog(app, lang, id);
      await audited(app.page);
      await app.screenshot(`share-dialog-${lang}-${scheme}`);
      await app.page.keyboard.press('Escape');
      await app.page.goto(app.server.url);
      await waitForLibrary(app.page);
      await app.page.getByRole('button', { name: WORDS[lang].open }).click();
      await app.page.getByTestId('open-code-dialog').waitFor();
      await audited(app.page);
      await app.screenshot(`open-code-${lang}-${scheme}`);
    });
});
