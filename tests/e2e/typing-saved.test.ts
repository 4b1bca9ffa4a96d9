/**
 * Nothing typed is lost: a custom unit name or a list title typed without leaving the field is part of
 * the list at once, saved like any other edit, never reported "Enregistré" while its save is still to
 * come, and stored when the page is reloaded or closed straight after the last keystroke.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { openApp, type AppSession } from '../helpers/browser';
import {
  addFromCatalogue,
  createRoster,
  head,
  openRosterId,
  storedRoster,
  waitForLibrary,
  waitSaved,
} from '../helpers/ui-builder';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('typed text', () => {
  it('is saved without leaving the field, and the status waits for the save', async () => {
    app = await openApp();
    const { page } = app;
    page.setDefaultTimeout(15_000);
    await waitForLibrary(page);
    await createRoster(page, { game: 'deadzone', faction: 'deadzone-enforcers', name: 'Alpha' });
    await addFromCatalogue(page, 'capitaine gantelet');
    await waitSaved(page);
    const id = openRosterId(page);

    // Saves are held back by the test: while one is held, the status must not say "Enregistré".
    const held: Route[] = [];
    let holding = true;
    await page.route('**/api/saveRoster', (route) => (holding ? void held.push(route) : route.continue()));
    const card = page.locator('.roster-tree li.sel').first();
    await head(card).locator('.sel-name').click();
    const label = card.getByLabel('Nom personnalisé');
    await label.pressSequentially('Sergent Vance');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const status = page.getByTestId('save-status');
    expect(await status.getAttribute('data-state')).not.toBe('saved');
    // The field kept the focus while each keystroke became part of the list.
    expect(await label.inputValue()).toBe('Sergent Vance');
    await expect.poll(() => head(card).locator('.sel-title').textContent()).toBe('Sergent Vance');

    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await waitSaved(page);
    await expect
      .poll(async () => (await storedRoster(app!, id)).selections[0]?.label, { timeout: 15_000 })
      .toBe('Sergent Vance');

    // The title, typed and the page reloaded at once: the last keystroke is stored on the way out.
    const title = page.getByLabel('Nom de la liste');
    await title.fill('');
    await title.pressSequentially('Escouade Vance');
    await page.reload();
    await expect
      .poll(async () => (await storedRoster(app!, id)).name, { timeout: 15_000 })
      .toBe('Escouade Vance');
    await page.getByTestId('editor').waitFor();
    await expect.poll(() => page.getByLabel('Nom de la liste').inputValue()).toBe('Escouade Vance');
    expect((await storedRoster(app, id)).selections[0]?.label).toBe('Sergent Vance');
  });
});
