/**
 * Options as the rules shape them: a group of which one at most is taken reads as radio buttons
 * (with "none" when it may stay empty), an option or item the engine does not offer a unit (items on a
 * Deadzone walker or bike) is not offered, and one a unit holds all the same (an action given to the
 * wrong fighter, an item on a bike) is shown with a way to remove it, so that its verdict is never a
 * dead end.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { UnitCard } from '../../src/core/roster/cards';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, SCREENSHOTS, type AppSession } from '../helpers/browser';
import { cardsOf, head, issues, selection, showInLanguage, waitForLibrary } from '../helpers/ui-builder';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function open(
  game: 'deadzone' | 'freebooters-fate',
  faction: string,
  selections: UnitCard[],
  lang: 'fr' | 'en' = 'fr',
): Promise<AppSession> {
  app = await openApp();
  await waitForLibrary(app.page);
  await showInLanguage(app, lang);
  const roster = await app.service.handlers.createRoster({
    game,
    faction,
    name: 'Options',
    pointsLimit: 500,
  });
  await app.service.handlers.saveRoster({ roster: { ...roster, selections } });
  await app.page.goto(`${app.server.url.replace(/#.*$/, '')}#/roster/${roster.id}`);
  await app.page.getByTestId('editor').waitFor();
  return app;
}

/**
 * The window as it is, scrolled list included (a full-page screenshot lays the page out again and
 * brings the list back to its top).
 */
async function windowShot(name: string): Promise<void> {
  await app!.page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

describe('option choices', () => {
  it('an exclusive group is a set of radio buttons, "Aucun" included', async () => {
    const { page } = await open('deadzone', 'deadzone-enforcers', [
      selection('cap', 'enf-capitaine-fusil'),
      selection('str', 'enf-strider-soutien-lourd'),
    ]);
    const strider = cardsOf(page, 'enf-strider-soutien-lourd');
    await head(strider).locator('.sel-name').click();
    const radios = strider.getByRole('radio');
    await expect.poll(() => radios.count()).toBe(3);
    await expect.poll(() => strider.getByRole('radio', { name: 'Aucun' }).isChecked()).toBe(true);
    await strider.getByRole('radio', { name: /^Lance-fumigènes/ }).check();
    await strider.getByRole('radio', { name: /^Roquettes d.épaule/ }).check();
    await expect.poll(() => strider.getByRole('radio', { name: /^Lance-fumigènes/ }).isChecked()).toBe(false);
    await app!.screenshot('option-radio-fr-light');
  });

  it('an action a fighter may not take is shown with a way to remove it, and its verdict goes', async () => {
    const { page } = await open('freebooters-fate', 'freebooters-fate-imperiale-armada', [
      selection('cap', 'arm-capitan-garcia', { options: { corruption: 1 } }),
      selection('m1', 'arm-soldat-de-marine'),
    ]);
    const misplaced = issues(page).and(page.locator('[data-code="data.misplaced-entry"]'));
    await expect.poll(() => misplaced.count()).toBe(1);
    const captain = cardsOf(page, 'arm-capitan-garcia');
    await head(captain).locator('.sel-name').click();
    const stray = captain.getByTestId('not-offered');
    await expect.poll(() => stray.textContent()).toContain('corruption');
    await app!.screenshot('option-not-offered-fr-light');
    await stray.getByRole('button', { name: 'Retirer « corruption »' }).click();
    await expect.poll(() => misplaced.count()).toBe(0);
    await expect.poll(() => captain.getByTestId('not-offered').count()).toBe(0);
  });

  const words = {
    fr: {
      noItems: 'Objets : cette unité ne peut pas en porter.',
      item: 'Munitions',
      remove: 'Retirer « Munitions »',
    },
    en: { noItems: 'Items: this unit may not carry any.', item: 'Ammo', remove: 'Remove “Ammo”' },
  } as const;

  for (const lang of ['fr', 'en'] as const) {
    it(`(${lang}) a walker and a bike are offered no items, a trooper is; an item a bike holds can be removed`, async () => {
      const { page } = await open(
        'deadzone',
        'deadzone-enforcers',
        [
          selection('cap', 'enf-capitaine-fusil'),
          selection('trp', 'enf-enforcer-fusil-laser'),
          selection('bike', 'enf-moto-jet-fusil', { items: { 'enf-item-munitions': 1 } }),
          selection('str', 'enf-strider-soutien-lourd'),
        ],
        lang,
      );
      const said = words[lang];
      const trooper = cardsOf(page, 'enf-enforcer-fusil-laser');
      const bike = cardsOf(page, 'enf-moto-jet-fusil');
      const strider = cardsOf(page, 'enf-strider-soutien-lourd');
      // Each card's own "Options" button: opened by hand, they stay open side by side.
      for (const card of [trooper, bike, strider]) await head(card).locator('button[aria-controls]').click();

      // The trooper picks one of the faction's items (one per model: radio buttons with "none"); the
      // walker and the bike get a sentence instead.
      await expect.poll(() => trooper.getByTestId('items').getByRole('radio').count()).toBe(8);
      expect(await trooper.getByTestId('items').getByRole('radio').first().isChecked()).toBe(true);
      expect(await trooper.getByTestId('items').getByRole('checkbox').count()).toBe(0);
      for (const card of [bike, strider]) {
        await expect.poll(() => card.getByTestId('no-items').textContent()).toBe(said.noItems);
        expect(await card.getByTestId('items').count()).toBe(0);
        expect(await card.getByRole('checkbox').count()).toBe(0);
      }
      await expect.poll(() => strider.getByRole('radio').count()).toBe(3);

      // The item the bike holds anyway is shown by name, with a way to remove it.
      const stray = bike.getByTestId('not-offered');
      await expect.poll(() => stray.textContent()).toContain(said.item);
      const before = await issues(page).count();
      expect(before).toBeGreaterThan(0);
      // The list scrolls on its own: the bike's note and its item, and the walker below, in view.
      await stray.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await windowShot(`option-items-${lang}-light`);
      expect.soft(await accessibilityViolations(page), `option items ${lang} light`).toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      await windowShot(`option-items-${lang}-dark`);
      expect.soft(await accessibilityViolations(page), `option items ${lang} dark`).toEqual([]);

      await stray.getByRole('button', { name: said.remove }).click();
      await expect.poll(() => bike.getByTestId('not-offered').count()).toBe(0);
      await expect.poll(() => issues(page).count()).toBe(before - 1);
    });
  }
});
