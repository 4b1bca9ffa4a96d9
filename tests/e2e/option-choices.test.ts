/**
 * Options as the rules shape them: a group of which one at most is taken reads as radio buttons
 * (with "none" when it may stay empty), and an option a unit holds but its entry does not offer (an
 * action given to the wrong fighter) is shown with a way to remove it, so that its verdict is never a
 * dead end.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Selection } from '../../src/core/roster/schema';
import { openApp, type AppSession } from '../helpers/browser';
import { cardsOf, head, issues, showInLanguage, waitForLibrary } from '../helpers/ui-builder';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

function selection(id: string, entry: string, extra: Partial<Selection> = {}): Selection {
  return { id, entry, options: {}, items: {}, ...extra };
}

async function open(
  game: 'deadzone' | 'freebooters-fate',
  faction: string,
  selections: Selection[],
): Promise<AppSession> {
  app = await openApp();
  await waitForLibrary(app.page);
  await showInLanguage(app, 'fr');
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
});
