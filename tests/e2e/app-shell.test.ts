import { afterEach, describe, expect, it } from 'vitest';
import { openApp, type AppSession } from '../helpers/browser';
import { openAbout, waitForLibrary } from '../helpers/ui-builder';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('app shell in browser mode', () => {
  it('opens in French and shows data read from SQLite through the API', async () => {
    app = await openApp();
    const { page } = app;
    await waitForLibrary(page);
    // The developer facts are not on the library any more, but one click away.
    expect(await page.getByTestId('sqlite-version').count()).toBe(0);
    await openAbout(page);
    await expect
      .poll(() => page.getByTestId('db-status').textContent())
      .toBe('Connecté à la base de données');
    const sqlite = await page.getByTestId('sqlite-version').textContent();
    expect(sqlite).toMatch(/^3\.\d+\.\d+$/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    // The token left the address bar once read.
    expect(page.url()).not.toContain('token=');
    await app.screenshot('shell-fr-light');
  });

  it('switches to English, stores the choice in SQLite and keeps it after a reload', async () => {
    app = await openApp({ colorScheme: 'dark' });
    const { page } = app;
    await page.getByRole('button', { name: /Langue/ }).click();
    await openAbout(page);
    await expect.poll(() => page.getByTestId('db-status').textContent()).toBe('Connected to the database');
    expect(await app.service.handlers.getSetting({ key: 'language' })).toBe('en');
    await page.reload();
    await openAbout(page);
    await expect.poll(() => page.getByTestId('db-status').textContent()).toBe('Connected to the database');
    await app.screenshot('shell-en-dark');
  });

  it('shows an API error instead of crashing when the token is wrong', async () => {
    app = await openApp();
    const { page } = app;
    await page.evaluate(() => sessionStorage.setItem('muster.token', 'wrong'));
    await page.reload();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/token/);
  });
});
