/**
 * The editor's sheet shows the weapons the unit carries as the player chose it, as the exports print
 * them (issue 13, point 3, carriedWeapons): an Algoryn AI Squad of 8 whose leader took a Mag Gun
 * instead of his Mag Pistol carries 8 Mag Guns and no pistol; a squad-wide swap puts the Mag Repeaters
 * in the Mag Guns' place, naming the option that brings them. Screenshots of the sheet in French and
 * English, light and dark: test-results/screenshots/editor-weapons-<lang>-<scheme>.png.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { UnitCard } from '../../src/core/roster/cards';
import { openApp, SCREENSHOTS, type AppSession } from '../helpers/browser';
import { cardsOf, head, LANGUAGES_AND_THEMES, showInLanguage, waitForLibrary } from '../helpers/ui-builder';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function seedSquad(session: AppSession, options: Record<string, number>): Promise<string> {
  const roster = await session.service.handlers.createRoster({
    game: 'antares',
    faction: 'antares-algoryn',
    name: 'Escouades',
    pointsLimit: 1000,
  });
  // Eight models, as the builder holds them: the five its price includes and three bought one by one.
  const models = { 'alg-ai-squad.models': 5, 'alg-ai-squad.extra': 3 };
  const squad: UnitCard = { id: 'u1', entry: 'alg-ai-squad', options: { ...models, ...options }, items: {} };
  await session.service.handlers.saveRoster({ roster: { ...roster, selections: [squad] } });
  return roster.id;
}

/** The weapon table's weapons as their row headers say them ("8 × Mag Gun"), firing modes left out. */
async function weaponRows(page: Page): Promise<string[]> {
  return await page
    .getByTestId('detail-panel')
    .locator('table.weapon-table tbody tr:not(.profile-continued) > th[scope="row"]')
    .evaluateAll((cells) =>
      cells.map((cell) => {
        const copy = cell.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.weapon-mode').forEach((mode) => mode.remove());
        return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
      }),
    );
}

async function openSquad(session: AppSession, options: Record<string, number>): Promise<void> {
  const { page } = session;
  const id = await seedSquad(session, options);
  await page.goto(`${session.server.url.replace(/#.*$/, '')}#/roster/${id}`);
  await page.getByTestId('editor').waitFor();
  await head(cardsOf(page, 'alg-ai-squad')).locator('.sel-name').click();
  await expect.poll(() => page.getByTestId('detail-panel').locator('table.weapon-table').count()).toBe(1);
}

describe("the editor's sheet shows the weapons as chosen", () => {
  it('an AI Squad of 8 whose leader took a Mag Gun instead of his Mag Pistol: 8 Mag Guns, no pistol', async () => {
    app = await openApp();
    await waitForLibrary(app.page);
    await openSquad(app, { 'chef-mag-gun': 1 });
    await expect.poll(() => weaponRows(app!.page)).toEqual(['8 × Mag Gun', 'Micro-X Launcher', 'X-Sling']);
  });

  it('an AI Squad of 8 as it comes: 7 Mag Guns for the troopers, the Mag Pistol of the leader', async () => {
    app = await openApp();
    await waitForLibrary(app.page);
    await openSquad(app, {});
    await expect
      .poll(() => weaponRows(app!.page))
      .toEqual(['7 × Mag Gun', 'Micro-X Launcher', 'Mag Pistol', 'X-Sling']);
  });

  it('a squad-wide swap: the Mag Repeaters take the Mag Guns’ place, with the option that brings them', async () => {
    app = await openApp();
    await waitForLibrary(app.page);
    await openSquad(app, { 'echange-mag-repeater': 1, 'chef-mag-gun': 1 });
    await expect
      .poll(() => weaponRows(app!.page))
      .toEqual([
        'Mag Gun',
        '7 × Mag Repeater (par Mag Repeaters au lieu des Mag Guns)',
        'Micro-X Launcher',
        'X-Sling',
      ]);
  });

  for (const { lang, scheme } of LANGUAGES_AND_THEMES) {
    it(`shows the chosen weapons in ${lang} (${scheme})`, async () => {
      app = await openApp({ colorScheme: scheme });
      const { page } = app;
      await waitForLibrary(page);
      await showInLanguage(app, lang);
      await openSquad(app, { 'chef-mag-gun': 1, 'echange-micro-x': 1 });
      await expect.poll(() => weaponRows(page)).toEqual(['8 × Mag Gun', '2 × Micro-X Launcher', 'X-Sling']);
      // The sheet scrolls within its panel: the options taken and the weapons in sight.
      await page.getByTestId('detail-panel').locator('table.weapon-table').scrollIntoViewIfNeeded();
      await page.getByTestId('detail-panel').screenshot({
        path: join(SCREENSHOTS, `editor-weapons-${lang}-${scheme}.png`),
      });
    });
  }
});
