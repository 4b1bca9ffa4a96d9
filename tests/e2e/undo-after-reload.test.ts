/**
 * Issue 13.8: the undo history survives a reload of the same list. Two edits, F5, then "Annuler" takes
 * them back one by one and "Rétablir" brings one again; the list saved in SQLite follows. A list changed
 * elsewhere meanwhile (another window, a command) opens with no history. Screenshots after the reload,
 * fr light and en dark.
 */
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openApp, type AppSession } from '../helpers/browser';
import { storedRoster, waitForLibrary, waitSaved } from '../helpers/ui-builder';
import { seedNetEpic } from '../helpers/ui-seed';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const WORDS = {
  fr: {
    name: 'Nom de la liste',
    limit: 'Limite (points)',
    undo: /^Annuler la dernière/,
    redo: /^Rétablir la/,
  },
  en: { name: 'List name', limit: 'Limit (points)', undo: /^Undo the last/, redo: /^Redo the/ },
} as const;

async function openList(app: AppSession, id: string): Promise<void> {
  await app.page.goto(`${app.server.url.replace(/#.*$/, '')}#/roster/${id}`);
  await app.page.reload();
  await app.page.getByTestId('editor').waitFor();
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

describe('undo after a reload', () => {
  for (const [lang, scheme] of [
    ['fr', 'light'],
    ['en', 'dark'],
  ] as const)
    it(`${lang}, ${scheme}: the edits made before the reload are undone and redone`, async () => {
      app = await openApp({ colorScheme: scheme });
      const { page } = app;
      page.setDefaultTimeout(20_000);
      await waitForLibrary(page);
      if (lang === 'en') await app.service.handlers.setSetting({ key: 'language', value: 'en' });
      const id = await seedNetEpic(app);
      await openList(app, id);
      const W = WORDS[lang];

      await field(page, W.name).fill('Compagnie de réserve');
      await field(page, W.name).press('Enter');
      await field(page, W.limit).fill('4000');
      await field(page, W.limit).press('Enter');
      await waitSaved(page);
      expect((await storedRoster(app, id)).pointsLimit).toBe(4000);

      await page.reload();
      await page.getByTestId('editor').waitFor();
      const undo = page.getByRole('button', { name: W.undo });
      await expect.poll(() => undo.isEnabled()).toBe(true);
      await app.screenshot(`undo-after-reload-${lang}-${scheme}`);

      await undo.click();
      await expect.poll(() => field(page, W.limit).inputValue()).toBe('3000');
      await undo.click();
      await expect.poll(() => field(page, W.name).inputValue()).toBe('3e Compagnie');
      await expect.poll(() => undo.isEnabled()).toBe(false);
      await page.getByRole('button', { name: W.redo }).click();
      await expect.poll(() => field(page, W.name).inputValue()).toBe('Compagnie de réserve');
      await waitSaved(page);
      const saved = await storedRoster(app, id);
      expect([saved.name, saved.pointsLimit]).toEqual(['Compagnie de réserve', 3000]);

      // Reloaded again: the redo step is still there.
      await page.reload();
      await page.getByTestId('editor').waitFor();
      const redo = page.getByRole('button', { name: W.redo });
      await expect.poll(() => redo.isEnabled()).toBe(true);
    });

  it('a list changed elsewhere meanwhile opens with no history', async () => {
    app = await openApp();
    const { page } = app;
    page.setDefaultTimeout(20_000);
    await waitForLibrary(page);
    const id = await seedNetEpic(app);
    await openList(app, id);
    await field(page, WORDS.fr.limit).fill('4000');
    await field(page, WORDS.fr.limit).press('Enter');
    await waitSaved(page);
    await page.goto(app.server.url);
    await waitForLibrary(page);
    // Another window or a command changes the list while this one is closed.
    const stored = await storedRoster(app, id);
    await app.service.handlers.saveRoster({ roster: { ...stored, pointsLimit: 5000 } });
    await openList(app, id);
    await expect.poll(() => field(page, WORDS.fr.limit).inputValue()).toBe('5000');
    expect(await page.getByRole('button', { name: WORDS.fr.undo }).isEnabled()).toBe(false);
  });
});
