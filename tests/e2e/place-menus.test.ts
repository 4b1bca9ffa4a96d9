/**
 * The "…" menu says the room a target has now (issue 26): "6 libres sur 6, en prend 6" before a
 * détachement boards, and when every transport is full the action is shown disabled with the reason
 * instead of disappearing. French light at 1440 wide, English dark at 1024 wide.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openApp, type AppSession } from '../helpers/browser';
import { addFromCatalogue, cardsOf, head, openNewList, useMenu } from '../helpers/ui-builder';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const CASES = [
  {
    lang: 'fr',
    theme: 'light',
    width: 1440,
    height: 900,
    scouts: 'compagnie d eclaireurs',
    rhinos: 'escadron de rhinos',
    embark: /^Embarquer dans/,
    room: 'Escadron de Rhinos — 6 libres sur 6, en prend 6',
    full: 'Embarquer dans… (pas assez de place libre)',
  },
  {
    lang: 'en',
    theme: 'dark',
    width: 1024,
    height: 700,
    scouts: 'scout company',
    rhinos: 'rhino squadron',
    embark: /^Embark in/,
    room: 'Rhino Squadron — 6 of 6 free, takes 6',
    full: 'Embark in… (not enough room)',
  },
] as const;

describe('placing a unit from its menu', () => {
  it.each(CASES)(
    '$lang $theme at $width: the room a transport has, and why none is offered',
    async (test) => {
      app = await openNewList(openApp, test, { game: 'netepic', faction: 'netepic-space-marines' });
      const { page } = app;
      await addFromCatalogue(page, test.scouts);
      await addFromCatalogue(page, test.rhinos);
      const scouts = cardsOf(page, 'sm-scout-detachment');
      await expect.poll(() => scouts.count()).toBeGreaterThan(1);

      // Before boarding, the Rhinos say the places they have now and what the détachement takes.
      await head(scouts.first())
        .getByRole('button', { name: /^(Autres actions pour|More actions for)/ })
        .click();
      await page.getByRole('menuitem', { name: test.embark }).hover();
      await page.keyboard.press('ArrowRight');
      const submenu = page.getByRole('menu').nth(1);
      await expect.poll(() => submenu.getByRole('menuitem').allInnerTexts()).toContain(test.room);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      await useMenu(page, scouts.first(), test.embark, test.room.split(' — ')[0]);

      // The Rhinos full: the second détachement's menu says why it cannot board.
      await head(scouts.nth(1))
        .getByRole('button', { name: /^(Autres actions pour|More actions for)/ })
        .click();
      const full = page.getByTestId('embark-none');
      await expect.poll(async () => (await full.textContent())?.replace(/\s+/g, ' ').trim()).toBe(test.full);
      expect(await full.getAttribute('aria-disabled')).toBe('true');
      await app.screenshot(`place-menu-full-${test.lang}-${test.theme}-${test.width}`);
      await page.keyboard.press('Escape');
    },
    120_000,
  );

  it.each(CASES)(
    '$lang $theme at $width: a new company’s Captain is offered the détachement to join from his verdict',
    async (test) => {
      app = await openNewList(openApp, test, { game: 'netepic', faction: 'netepic-space-marines' });
      const { page } = app;
      await addFromCatalogue(page, test.lang === 'fr' ? 'compagnie tactique' : 'tactical company');
      const captain = cardsOf(page, 'sm-captain');
      await expect.poll(() => captain.count()).toBe(1);
      // At 1024 wide the verdicts are a panel opened from the summary bar.
      if (test.width <= 1100) await page.getByTestId('verdicts-toggle').click();
      const join = page.getByTestId('issue-join');
      const first =
        test.lang === 'fr'
          ? 'Détachement Tactique n° 1, Compagnie Tactique'
          : 'Tactical Detachment no. 1, Tactical Company';
      await expect
        .poll(() => join.innerText())
        .toBe(test.lang === 'fr' ? `Lier à ${first}` : `Join ${first}`);
      await app.screenshot(`issue-join-${test.lang}-${test.theme}-${test.width}`);
      await join.click();
      await expect
        .poll(() => captain.getByTestId('attached-to').textContent())
        .toBe(test.lang === 'fr' ? `Lié à ${first}` : `Attached to ${first}`);
      await expect.poll(() => join.count()).toBe(0);
    },
    120_000,
  );
});
