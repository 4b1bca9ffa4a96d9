/**
 * A unit's "…" menu and its submenus "Lier à…" and "Embarquer dans…", driven by the mouse as a hand
 * drives it: the pointer rests on the submenu's trigger, then goes in a straight line, in many small
 * moves, to the last item of the open submenu, across the other items of the menu. The submenu stays
 * open on the way and the item takes the click, whichever side the submenu opened on (left when the
 * menu is near the window's right edge), however tall it is, and whichever way the pointer came to
 * the trigger. A pointer that goes down to another item of the menu instead, or stops on one on
 * the way, closes it.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { UnitCard } from '../../src/core/roster/cards';
import { openApp, SCREENSHOTS, type AppSession } from '../helpers/browser';
import {
  cardsOf,
  head,
  LANGUAGES_AND_THEMES,
  selection,
  showInLanguage,
  waitForLibrary,
} from '../helpers/ui-builder';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/**
 * A Librarian on his own and `companies` Tactical Companies of three détachements each: "Lier à…"
 * offers every détachement. With Thunderhawks, the first détachement leaves its Rhinos behind and
 * "Embarquer dans…" offers each Thunderhawk (6 places for its 6 bases).
 */
async function seed(session: AppSession, companies: number, thunderhawks = 0): Promise<string> {
  const roster = await session.service.handlers.createRoster({
    game: 'netepic',
    faction: 'netepic-space-marines',
    name: 'Menus',
    pointsLimit: 20000,
  });
  const selections: UnitCard[] = [selection('lib', 'sm-librarian')];
  for (let c = 0; c < companies; c++) {
    selections.push(selection(`c${c}`, 'sm-tactical-company'));
    for (let d = 0; d < 3; d++)
      selections.push(
        selection(`d${c}${d}`, 'sm-tactical-detachment', {
          parent: `c${c}`,
          // Its six bases are written as the builder holds them, as options of the data.
          options: {
            'sm-tactical-detachment.models': 6,
            'sm-rhino': c === 0 && d === 0 && thunderhawks > 0 ? 0 : 3,
          },
        }),
      );
  }
  for (let i = 0; i < thunderhawks; i++) selections.push(selection(`t${i}`, 'sm-thunderhawk'));
  await session.service.handlers.saveRoster({ roster: { ...roster, selections } });
  return roster.id;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

const MORE = /^(Autres actions pour|More actions for)/;

/**
 * Opens the card's menu, brings the pointer to the submenu's trigger from one side (as a hand that
 * came from there) and waits for the submenu, the pointer resting in the trigger's middle or on its
 * lower part. Returns the menu, the trigger and the submenu.
 */
async function openSubmenu(
  page: Page,
  card: Locator,
  trigger: RegExp,
  from: 'left' | 'right',
  rest: 'middle' | 'low' = 'middle',
) {
  await head(card).getByRole('button', { name: MORE }).click();
  const menu = page.getByRole('menu').first();
  const item = menu.getByRole('menuitem', { name: trigger });
  const t = await box(item);
  const y = rest === 'middle' ? t.y + t.height / 2 : t.y + t.height - 5;
  // Enters the trigger near one end and stops in its middle, moving towards it.
  await page.mouse.move(from === 'left' ? t.x + 6 : t.x + t.width - 6, y);
  await page.mouse.move(t.x + t.width / 2, y, { steps: 6 });
  const submenu = page.getByRole('menu').nth(1);
  await submenu.waitFor();
  return { menu, trigger: item, submenu };
}

/** Travels in a straight line, in many small moves, from where the pointer is to the locator's middle. */
async function travelTo(page: Page, target: Locator, steps = 20) {
  const b = await box(target);
  const x = b.x + b.width / 2;
  const y = b.y + b.height / 2;
  await page.mouse.move(x, y, { steps });
  return { x, y };
}

/** Which side of the trigger the submenu opened on. */
async function sideOf(trigger: Locator, submenu: Locator) {
  const t = await box(trigger);
  const s = await box(submenu);
  return s.x + s.width / 2 < t.x + t.width / 2 ? 'left' : 'right';
}

const GEOMETRIES = [
  // The menu near the window's right edge: the submenu opens on the left.
  { width: 1366, height: 860, companies: 2, from: 'left', steps: 20, rest: 'low' },
  { width: 1366, height: 860, companies: 2, from: 'left', steps: 20 },
  { width: 1366, height: 860, companies: 2, from: 'left', steps: 8 },
  { width: 1366, height: 860, companies: 2, from: 'right', steps: 20 },
  // A submenu twice as tall as its menu.
  { width: 1366, height: 860, companies: 4, from: 'left', steps: 20 },
  // A 1024×700 laptop: the tall submenu is pushed up to stay in the window.
  { width: 1024, height: 700, companies: 4, from: 'left', steps: 20 },
  { width: 1024, height: 700, companies: 2, from: 'right', steps: 12 },
  { width: 1920, height: 1080, companies: 2, from: 'left', steps: 20, rest: 'low' },
] as const;

describe("a unit's menu from the keyboard", () => {
  // The menu is made when first opened (issue 24): until then its button says the same to assistive
  // technologies, and the key that opens it lands where it always did.
  it('opens on Enter at its first item and on ↑ at its last, and Échap gives the focus back', async () => {
    app = await openApp();
    const { page } = app;
    await waitForLibrary(page);
    const id = await seed(app, 1);
    await page.goto(`${app.server.url.replace(/#.*$/, '')}#/roster/${id}`);
    await page.getByTestId('editor').waitFor();
    const librarian = cardsOf(page, 'sm-librarian');
    const more = head(librarian).getByRole('button', { name: MORE });
    const attributes = () =>
      more.evaluate((button) => [button.getAttribute('aria-haspopup'), button.getAttribute('aria-expanded')]);
    expect(await attributes()).toEqual(['true', 'false']);
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active?.getAttribute('role') === 'menuitem'
          ? active.textContent
          : (active?.getAttribute('aria-label') ?? null);
      });

    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    await expect.poll(focused).toMatch(/^Monter/);
    expect(await attributes()).toEqual(['true', 'true']);
    expect(await more.getAttribute('aria-controls')).toBe(await menu.getAttribute('id'));
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(focused).toBe('Autres actions pour Archiviste');
    expect(await attributes()).toEqual(['true', 'false']);

    // Another card's menu, never opened before: ↑ opens it at its last item, Enter on it acts.
    const company = cardsOf(page, 'sm-tactical-company');
    const companyMore = head(company).getByRole('button', { name: MORE });
    await companyMore.focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(focused).toMatch(/^Retirer/);
    await page.keyboard.press('Escape');
    await expect.poll(focused).toBe('Autres actions pour Compagnie Tactique');
    // And the mouse opens it too, on the button that replaced the first one.
    await companyMore.click();
    await expect.poll(() => page.getByRole('menu').count()).toBe(1);
    await page.getByRole('menuitem', { name: /^Dupliquer/ }).click();
    await expect.poll(() => cardsOf(page, 'sm-tactical-company').count()).toBe(2);
  });
});

describe('submenus under the mouse', () => {
  for (const g of GEOMETRIES) {
    it(`"Lier à…" stays open on the diagonal to its last item (${g.width}×${g.height}, ${g.companies * 3} détachements, pointer from the ${g.from}${'rest' in g ? ' resting low' : ''}, ${g.steps} moves)`, async () => {
      app = await openApp();
      const { page } = app;
      await page.setViewportSize({ width: g.width, height: g.height });
      await waitForLibrary(page);
      const id = await seed(app, g.companies);
      await page.goto(`${app.server.url.replace(/#.*$/, '')}#/roster/${id}`);
      await page.getByTestId('editor').waitFor();
      const librarian = cardsOf(page, 'sm-librarian');
      await librarian.waitFor();

      const { trigger, submenu } = await openSubmenu(
        page,
        librarian,
        /^Lier à/,
        g.from,
        'rest' in g ? g.rest : 'middle',
      );
      const targets = submenu.getByRole('menuitem');
      const count = await targets.count();
      expect(count).toBe(g.companies * 3);
      const last = targets.nth(count - 1);
      const name = (await last.textContent())!.replace(/ — .*$/, '');
      const side = await sideOf(trigger, submenu);
      // The row's "…" is at the right of the list, near the window's edge: the submenu opens on the left.
      expect(side).toBe('left');

      const end = await travelTo(page, last, g.steps);
      // Still open, and the item under the pointer is the one highlighted.
      expect(await submenu.isVisible()).toBe(true);
      await expect.poll(() => last.getAttribute('data-highlighted')).toBe('');
      await page.mouse.click(end.x, end.y);
      await expect.poll(() => librarian.getByTestId('attached-to').textContent()).toBe(`Lié à ${name}`);
      await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    });
  }

  it('"Embarquer dans…" stays open on the diagonal too, and its target takes the unit', async () => {
    app = await openApp();
    const { page } = app;
    await waitForLibrary(page);
    const id = await seed(app, 1, 6);
    await page.goto(`${app.server.url.replace(/#.*$/, '')}#/roster/${id}`);
    await page.getByTestId('editor').waitFor();
    // The détachement without Rhinos boards the last Thunderhawk.
    const rider = cardsOf(page, 'sm-tactical-detachment').first();
    await rider.waitFor();
    await rider.scrollIntoViewIfNeeded();
    const { submenu } = await openSubmenu(page, rider, /^Embarquer dans/, 'left', 'low');
    const targets = submenu.getByRole('menuitem');
    const count = await targets.count();
    expect(count).toBeGreaterThan(1);
    const last = targets.nth(count - 1);
    const name = (await last.textContent())!.replace(/ — .*$/, '');
    const end = await travelTo(page, last);
    expect(await submenu.isVisible()).toBe(true);
    await page.mouse.click(end.x, end.y);
    await expect.poll(() => rider.getByTestId('embarked-in').textContent()).toBe(`Embarqué dans ${name}`);
  });

  it('closes the submenu when the pointer goes down to another item of the menu instead', async () => {
    app = await openApp();
    const { page } = app;
    await waitForLibrary(page);
    const id = await seed(app, 2);
    await page.goto(`${app.server.url.replace(/#.*$/, '')}#/roster/${id}`);
    await page.getByTestId('editor').waitFor();
    const librarian = cardsOf(page, 'sm-librarian');
    const { menu, submenu } = await openSubmenu(page, librarian, /^Lier à/, 'left');
    // Straight down, away from the submenu on the left: "Dupliquer" is the player's choice.
    const duplicate = menu.getByRole('menuitem', { name: /^Dupliquer/ });
    const d = await box(duplicate);
    const t = await box(menu.getByRole('menuitem', { name: /^Lier à/ }));
    await page.mouse.move(t.x + t.width - 20, d.y + d.height / 2, { steps: 8 });
    await submenu.waitFor({ state: 'detached' });
    await expect.poll(() => duplicate.getAttribute('data-highlighted')).toBe('');
  });

  it('closes the submenu when the pointer stops on the way, on another item of the menu', async () => {
    app = await openApp();
    const { page } = app;
    await waitForLibrary(page);
    const id = await seed(app, 2);
    await page.goto(`${app.server.url.replace(/#.*$/, '')}#/roster/${id}`);
    await page.getByTestId('editor').waitFor();
    const librarian = cardsOf(page, 'sm-librarian');
    const { menu, trigger, submenu } = await openSubmenu(page, librarian, /^Lier à/, 'left', 'low');
    const t = await box(trigger);
    const start = { x: t.x + t.width / 2, y: t.y + t.height - 5 };
    const targets = submenu.getByRole('menuitem');
    const l = await box(targets.nth((await targets.count()) - 1));
    const end = { x: l.x + l.width / 2, y: l.y + l.height / 2 };
    // Where the diagonal crosses "Dupliquer": the pointer stops there, and the player has chosen it.
    const duplicate = menu.getByRole('menuitem', { name: /^Dupliquer/ });
    const d = await box(duplicate);
    const f = (d.y + d.height / 2 - start.y) / (end.y - start.y);
    const stop = { x: start.x + (end.x - start.x) * f, y: d.y + d.height / 2 };
    expect(stop.x).toBeGreaterThan(d.x);
    await page.mouse.move(stop.x, stop.y, { steps: 4 });
    await submenu.waitFor({ state: 'detached' });
    await page.mouse.move(stop.x - 2, stop.y);
    await expect.poll(() => duplicate.getAttribute('data-highlighted')).toBe('');
  });

  for (const { lang, scheme } of LANGUAGES_AND_THEMES) {
    it(`shows the submenu reached on the diagonal, in ${lang} (${scheme})`, async () => {
      app = await openApp({ colorScheme: scheme });
      const { page } = app;
      await waitForLibrary(page);
      const id = await seed(app, 2);
      await showInLanguage(app, lang);
      await page.goto(`${app.server.url.replace(/#.*$/, '')}#/roster/${id}`);
      await page.getByTestId('editor').waitFor();
      const librarian = cardsOf(page, 'sm-librarian');
      const { submenu } = await openSubmenu(page, librarian, /^(Lier à|Attach to)/, 'left', 'low');
      const targets = submenu.getByRole('menuitem');
      const last = targets.nth((await targets.count()) - 1);
      await travelTo(page, last);
      await expect.poll(() => last.getAttribute('data-highlighted')).toBe('');
      await page.screenshot({ path: join(SCREENSHOTS, `menu-submenu-diagonal-${lang}-${scheme}.png`) });
    });
  }
});
