/**
 * Issue #27 in the interface: a Tyranids list of codex 3.1 is moved to codex 3.0 from the editor
 * ("Passer au codex 3.0"), in French. The review opens at once: the points before and after in each
 * codex, the errors, and the Dimachaeron (3.1 only) named as not carried over. "Accepter" keeps the
 * move; the editor is then on codex 3.0 and offers the way back, which in English says the whole list
 * was carried over; "Later" (Escape) leaves the review to come back when the list is opened again,
 * and the library flags it ("Codex changed").
 * With axe-core and screenshots in French and English, light and dark.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, type AppSession } from '../helpers/browser';
import { storedRoster, waitForLibrary } from '../helpers/ui-builder';
import { TYRANIDS_300, TYRANIDS_310, savedTyranidList } from '../helpers/tyranid-lists';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const points = (lang: 'fr' | 'en', value: number) => `${new Intl.NumberFormat(lang).format(value)} Points`;

async function openEditor(session: AppSession, id: string): Promise<void> {
  await session.page.goto(`${session.server.url.replace(/#.*$/, '')}#/roster/${id}`);
}

/** The review's figures table as rows of cells. */
async function figures(page: Page): Promise<string[][]> {
  const rows = page.getByTestId('data-review').locator('table tr');
  const out: string[][] = [];
  for (const row of await rows.all())
    out.push((await row.locator('th, td').allTextContents()).map((c) => c.trim()));
  return out;
}

describe('moving a list to another codex version from the editor', () => {
  for (const scheme of ['light', 'dark'] as const)
    it(`reviews what changed in French, then moves it back and reviews it in English (${scheme})`, async () => {
      app = await openApp({ colorScheme: scheme });
      const { page } = app;
      page.setDefaultTimeout(15_000);
      await waitForLibrary(page);
      const api = app.service.handlers;
      const { list, summary } = await savedTyranidList(api, 'Essaim de la ruche');

      // French: the editor offers the other codex beside the faction's name.
      await openEditor(app, list.id);
      await page.getByTestId('editor').waitFor();
      expect(await page.locator('.editor-subtitle').textContent()).toContain('Tyranides — codex 3.1');
      const toOld = page.getByTestId('codex-switch');
      expect(await toOld.allTextContents()).toEqual(['Passer au codex 3.0']);
      await toOld.click();

      const dialog = page.getByTestId('data-review');
      await dialog.waitFor();
      expect(await dialog.locator('.modal-title').textContent()).toBe('Liste passée au codex 3.0');
      const moved = await storedRoster(app, list.id);
      expect(moved.faction).toBe(TYRANIDS_300);
      const now = (await api.listRosters({})).find((row) => row.id === list.id)!;
      expect(await figures(page)).toEqual([
        ['Quoi', 'Avant (codex 3.1)', 'Après (codex 3.0)'],
        ['Coût', points('fr', summary.points), points('fr', now.points)],
        ['Erreurs', String(summary.errors), String(now.errors)],
        ['Avertissements', String(summary.warnings), String(now.warnings)],
      ]);
      expect(await page.getByTestId('data-review-removed').locator('li').allTextContents()).toEqual([
        'Détachement de Dimachaerons : absent du codex 3.0, retiré de la liste',
      ]);
      expect(await dialog.textContent()).toContain('Vérification avec le codex 3.0');
      expect.soft(await accessibilityViolations(page), `review fr ${scheme}`).toEqual([]);
      await app.screenshot(`codex-switch-review-fr-${scheme}`);

      await dialog.getByRole('button', { name: 'Accepter', exact: true }).click();
      await page.getByTestId('editor').waitFor();
      expect(await page.locator('.editor-subtitle').textContent()).toContain('Tyranides — codex 3.0');
      await expect.poll(async () => (await storedRoster(app!, list.id)).codexChange).toBeUndefined();
      expect(await page.getByTestId('codex-switch').allTextContents()).toEqual(['Passer au codex 3.1']);
      await app.screenshot(`codex-switch-editor-fr-${scheme}`);

      // English: back to codex 3.1, where everything left has its counterpart.
      await api.setSetting({ key: 'language', value: 'en' });
      await page.reload();
      await page.getByTestId('editor').waitFor();
      await page.getByTestId('codex-switch').click();
      await dialog.waitFor();
      expect(await dialog.locator('.modal-title').textContent()).toBe('List switched to codex 3.1');
      expect((await figures(page))[0]).toEqual(['What', 'Before (codex 3.0)', 'After (codex 3.1)']);
      expect(await dialog.textContent()).toContain('The whole list was carried over to codex 3.1.');
      expect.soft(await accessibilityViolations(page), `review en ${scheme}`).toEqual([]);
      await app.screenshot(`codex-switch-review-en-${scheme}`);

      // Later: the list opens on codex 3.1, and the review comes back when it is opened again.
      await page.keyboard.press('Escape');
      await page.getByTestId('editor').waitFor();
      expect(await page.locator('.editor-subtitle').textContent()).toContain('Tyranids — codex 3.1');
      const stored = await storedRoster(app, list.id);
      expect(stored.faction).toBe(TYRANIDS_310);
      expect(stored.codexChange?.from).toBe(TYRANIDS_300);
      await page.reload();
      await dialog.waitFor();
      expect(await dialog.locator('.modal-title').textContent()).toBe('List switched to codex 3.1');

      // The library says so until then.
      await page.keyboard.press('Escape');
      await page.getByTestId('editor').waitFor();
      await page.locator('.editor-head .back').click();
      await waitForLibrary(page);
      const row = page.locator(`tr[data-roster-id="${list.id}"]`);
      await expect.poll(() => row.getByTestId('codex-changed').textContent()).toContain('Codex changed');
      expect.soft(await accessibilityViolations(page), `library en ${scheme}`).toEqual([]);
      await app.screenshot(`codex-switch-library-en-${scheme}`);
    });
});
