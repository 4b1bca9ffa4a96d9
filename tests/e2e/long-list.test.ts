/**
 * Issue 24: the roster panel draws only the cards in or near view. On a list of 300 units the page
 * holds a bounded number of cards, and a card out of view is still reached by the keyboard, by a
 * verdict's link and by an undo (scrolled to, then focused); a card drawn after a scroll takes drops,
 * and a drag near the panel's edge scrolls it to a target out of view. Screen readers are told each
 * root card's place and the count. In a narrow window, where the page scrolls rather than the panel,
 * the panel still draws only the cards in view, following the window's scroll.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { join } from 'node:path';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, SCREENSHOTS, type AppSession } from '../helpers/browser';
import {
  cardsOf,
  head,
  issues,
  selection,
  settled,
  showInLanguage,
  storedRoster,
  verdictInView,
  waitForLibrary,
  waitSaved,
} from '../helpers/ui-builder';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const DETACHMENTS = 296;
/** Where the compagnie holding three détachements stands among the root units. */
const COMPANY_AT = 150;

/**
 * 300 units: root détachements, a compagnie holding three in the middle, and a Chaplain joined to
 * nothing at the very end (his verdict leads to him).
 */
async function seedLongList(session: AppSession): Promise<string> {
  const roots = Array.from({ length: DETACHMENTS }, (_, i) => selection(`d${i}`, 'sm-tactical-detachment'));
  const company = [
    selection('c1', 'sm-tactical-company'),
    ...[1, 2, 3].map((n) => selection(`c1d${n}`, 'sm-tactical-detachment', { parent: 'c1' })),
  ];
  const roster = await session.service.handlers.createRoster({
    game: 'netepic',
    faction: 'netepic-space-marines',
    name: 'Longue liste',
    pointsLimit: 3000,
  });
  const selections = [
    ...roots.slice(0, COMPANY_AT),
    ...company,
    ...roots.slice(COMPANY_AT),
    selection('h1', 'sm-chaplain'),
  ];
  await session.service.handlers.saveRoster({ roster: { ...roster, selections } });
  return roster.id;
}

async function start(options: {
  lang: 'fr' | 'en';
  scheme: 'light' | 'dark';
  narrow?: boolean;
}): Promise<string> {
  app = await openApp({ colorScheme: options.scheme });
  app.page.setDefaultTimeout(20_000);
  await app.page.setViewportSize(options.narrow ? NARROW : { width: 1440, height: 900 });
  await waitForLibrary(app.page);
  await showInLanguage(app, options.lang);
  const id = await seedLongList(app);
  await app.page.goto(`${app.server.url.replace(/#.*$/, '')}#/roster/${id}`);
  await app.page.getByTestId('editor').waitFor();
  await cardsOf(app.page, 'sm-tactical-detachment').first().waitFor();
  return id;
}

/** A window where the editor's columns stack and the page scrolls, not the panel. */
const NARROW = { width: 1024, height: 700 };

/**
 * In a narrow window: the unit whose card holds the focus, and whether its head shows in the window
 * between the points bar (which stays at the top) and the window's bottom.
 */
function focusedInWindow(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const card = active?.closest<HTMLElement>('[data-selection-id]');
    const bar = document.querySelector('[data-testid="summary-bar"]')!.getBoundingClientRect();
    const box = card?.querySelector('.sel-head')?.getBoundingClientRect();
    return {
      unit: card?.dataset.selectionId ?? null,
      inView: box !== undefined && box.top >= bar.bottom - 1 && box.bottom <= window.innerHeight + 1,
    };
  });
}

/**
 * A step of the window's scroll while looking for a card: less than the list's part of a narrow window,
 * so that no card can pass between two looks.
 */
const WINDOW_STEP = 250;

/**
 * Scrolls the window (narrow layouts), then waits until the panel has drawn the cards now in view (a
 * drawn card crosses a band of the window's middle wider than the gap between cards, or the list is not
 * there): on a loaded machine the cards come
 * some frames after the scroll, and a look before then would step past the card looked for.
 */
async function scrollWindow(page: Page, by: number): Promise<void> {
  await page.evaluate((pixels) => window.scrollBy(0, pixels), by);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          await new Promise(requestAnimationFrame);
          const list = document.querySelector('.roster-tree')!.getBoundingClientRect();
          const middle = window.innerHeight / 2;
          if (list.top > middle || list.bottom < middle) return true;
          return [...document.querySelectorAll('.roster-tree > li.sel')].some((card) => {
            const box = card.getBoundingClientRect();
            return box.top <= middle + 20 && box.bottom >= middle - 20;
          });
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * The window back at the top, and staying there for a few frames: the panel's scroll to a unit (a
 * verdict's) goes on for some frames while the cards it passes are measured, and on a loaded machine it
 * took the window back down after a scroll made too early.
 */
async function scrollWindowToTop(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          window.scrollTo(0, 0);
          for (let frame = 0; frame < 5; frame += 1) {
            await new Promise(requestAnimationFrame);
            if (window.scrollY !== 0) return false;
          }
          return true;
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * The window as it is: a full-page capture lays the page out again at its full height, which puts the
 * panel's own scroll back at the top (the long list's place is what this shows).
 */
const shoot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });

const drawnCards = (page: Page) => page.locator('.roster-tree li.sel').count();

/** The unit whose card holds the keyboard focus, and whether the card is inside the panel's view. */
function focusedUnit(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const card = active?.closest<HTMLElement>('[data-selection-id]');
    const panel = document.querySelector('.roster-scroll')!.getBoundingClientRect();
    const box = card?.querySelector('.sel-head')?.getBoundingClientRect();
    return {
      unit: card?.dataset.selectionId ?? null,
      inView: box !== undefined && box.top >= panel.top - 1 && box.bottom <= panel.bottom + 1,
    };
  });
}

/** Scrolls the panel's list, and waits two frames: the cards scrolled to are drawn by then. */
const scrollPanel = (page: Page, to: 'top' | number) =>
  page.locator('.roster-scroll').evaluate(async (panel, where) => {
    panel.scrollTop = where === 'top' ? 0 : panel.scrollTop + where;
    for (let i = 0; i < 2; i += 1) await new Promise(requestAnimationFrame);
  }, to);

/** Where the list scrolls: the panel, or in a narrow window the window below the points bar. */
async function listView(page: Page, narrow: boolean) {
  if (!narrow) return (await page.locator('.roster-scroll').boundingBox())!;
  const bar = (await page.getByTestId('summary-bar').boundingBox())!;
  const top = bar.y + bar.height;
  return { x: 0, y: top, width: NARROW.width, height: NARROW.height - top };
}

/**
 * Drags a card to the list's top or bottom edge, where each move scrolls the list a step, until the
 * target is well in view; then away from the edge (the list stops) and onto the target's middle.
 */
async function dragPastEdge(
  page: Page,
  source: Locator,
  target: Locator,
  edge: 'top' | 'bottom',
  narrow = false,
) {
  const from = (await head(source).boundingBox())!;
  const panel = await listView(page, narrow);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const at = { x: panel.x + panel.width / 2, y: edge === 'top' ? panel.y + 10 : panel.y + panel.height - 10 };
  await page.mouse.move(at.x, at.y + (edge === 'top' ? 40 : -40), { steps: 4 });
  const inView = async () => {
    if ((await target.count()) === 0) return false;
    const box = await head(target).boundingBox();
    return box !== null && box.y > panel.y + 60 && box.y + box.height < panel.y + panel.height - 60;
  };
  for (let moves = 0; moves < 2000 && !(await inView()); moves += 1)
    await page.mouse.move(at.x + (moves % 2), at.y);
  expect(await inView()).toBe(true);
  await page.mouse.move(at.x, panel.y + panel.height / 2);
  const box = (await head(target).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.up();
}

describe('a long list in the roster panel', () => {
  it('fr light: bounded cards; keyboard, verdict link and undo reach cards out of view', async () => {
    await start({ lang: 'fr', scheme: 'light' });
    const page = app!.page;
    const roots = DETACHMENTS + 2;
    const drawn = await drawnCards(page);
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(60);
    // Screen readers: each root card says its place among all the root units, drawn or not.
    const first = page.locator('.roster-tree > li.sel').first();
    expect(await first.getAttribute('aria-posinset')).toBe('1');
    expect(await first.getAttribute('aria-setsize')).toBe(String(roots));
    await shoot(page, 'long-list-fr-light');
    // The positions and the count are valid list semantics (axe checks them on the whole page).
    expect(await accessibilityViolations(page)).toEqual([]);

    // ↓ from the first card, past every card drawn at the start: each one gets the focus, in view.
    await head(first).locator('.sel-name').focus();
    const steps = drawn + 15;
    for (let i = 0; i < steps; i += 1) await page.keyboard.press('ArrowDown');
    await settled(() => focusedUnit(page)).toEqual({ unit: `d${steps}`, inView: true });
    expect(await drawnCards(page)).toBeLessThan(60);
    // Scrolled away with the wheel, the focused card stays in the page with the focus: the keyboard
    // user's place is kept.
    await scrollPanel(page, 'top');
    expect(await focusedUnit(page)).toEqual({ unit: `d${steps}`, inView: false });
    await page.keyboard.press('ArrowDown');
    await settled(() => focusedUnit(page)).toEqual({ unit: `d${steps + 1}`, inView: true });

    // The Chaplain joined to nothing is the last unit: his verdict's link scrolls to him and focuses him.
    await (
      await verdictInView(page, issues(page).and(page.locator('[data-code="attached-character.unattached"]')))
    )
      .locator('.issue-message')
      .click();
    await settled(() => focusedUnit(page)).toEqual({ unit: 'h1', inView: true });
    const last = page.locator('.roster-tree > li.sel[data-selection-id="h1"]');
    expect(await last.getAttribute('aria-posinset')).toBe(String(roots));

    // Removed, the panel scrolled back to the top, then undone: the Chaplain comes back focused, in view.
    await page.keyboard.press('Delete');
    await settled(() => page.locator('[data-selection-id="h1"]').count()).toBe(0);
    await scrollPanel(page, 'top');
    await head(first).locator('.sel-name').focus();
    await settled(() => cardsOf(page, 'sm-chaplain').count()).toBe(0);
    await page.keyboard.press('Control+z');
    await settled(() => focusedUnit(page)).toEqual({ unit: 'h1', inView: true });
  }, 180_000);

  it('en dark: drops on cards drawn after a scroll, and a drag scrolls the panel to its target', async () => {
    const id = await start({ lang: 'en', scheme: 'dark' });
    const page = app!.page;
    // The compagnie in the middle, scrolled to: a root détachement dropped on its middle goes into it.
    await page.locator('.roster-tree > li.sel').first().waitFor();
    const companyCard = page.locator('.roster-tree > li.sel[data-selection-id="c1"]');
    await settled(() => companyCard.count()).toBe(0);
    // Scrolled down a step at a time (a step is less than the cards drawn around the view).
    for (let i = 0; i < 100 && (await companyCard.count()) === 0; i += 1) await scrollPanel(page, 400);
    await companyCard.scrollIntoViewIfNeeded();
    await shoot(page, 'long-list-en-dark');
    expect(await accessibilityViolations(page)).toEqual([]);
    const next = page.locator(`.roster-tree > li.sel[data-selection-id="d${COMPANY_AT}"]`);
    await head(next).dragTo(head(companyCard));
    await settled(() => companyCard.locator('.sel-children > li.sel').count()).toBe(4);
    await waitSaved(page);
    expect((await storedRoster(app!, id)).selections.find((s) => s.id === `d${COMPANY_AT}`)?.parent).toBe(
      'c1',
    );

    // Back at the top: the first détachement dragged to the panel's bottom edge scrolls the list (each
    // move over the edge a step) until the compagnie comes into view, and is dropped into it.
    await scrollPanel(page, 'top');
    await dragPastEdge(
      page,
      page.locator('.roster-tree > li.sel[data-selection-id="d0"]'),
      companyCard,
      'bottom',
    );
    await settled(() => companyCard.locator('.sel-children > li.sel').count()).toBe(5);
    expect(await drawnCards(page)).toBeLessThan(60);

    // And upwards: a détachement far below, dragged to the top edge, goes back up to the compagnie (the
    // dragged card, kept drawn, is moved in the page as the cards above are drawn).
    const low = page.locator('.roster-tree > li.sel[data-selection-id="d200"]');
    for (let i = 0; i < 100 && (await low.count()) === 0; i += 1) await scrollPanel(page, 400);
    await low.scrollIntoViewIfNeeded();
    await settled(() => companyCard.count()).toBe(0);
    await dragPastEdge(page, low, companyCard, 'top');
    await settled(() => companyCard.locator('.sel-children > li.sel').count()).toBe(6);
    await waitSaved(page);
    expect((await storedRoster(app!, id)).selections.find((s) => s.id === 'd200')?.parent).toBe('c1');
  }, 180_000);
  for (const { lang, scheme } of [
    { lang: 'fr', scheme: 'light' },
    { lang: 'en', scheme: 'dark' },
  ] as const) {
    it(`${lang} ${scheme}, narrow window: the page scrolls and the panel still draws only the cards in view`, async () => {
      const id = await start({ lang, scheme, narrow: true });
      const page = app!.page;
      const roots = DETACHMENTS + 2;
      const drawn = await drawnCards(page);
      expect(drawn).toBeGreaterThan(5);
      expect(drawn).toBeLessThan(60);
      // The page is as tall as the whole list: the cards not drawn keep their room.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(roots * 40);
      const first = page.locator('.roster-tree > li.sel').first();
      expect(await first.getAttribute('aria-setsize')).toBe(String(roots));
      await shoot(page, `long-list-narrow-${lang}-${scheme}`);
      expect(await accessibilityViolations(page)).toEqual([]);

      // The window scrolled down to the compagnie in the middle: its card is drawn there, in view.
      const companyCard = page.locator('.roster-tree > li.sel[data-selection-id="c1"]');
      expect(await companyCard.count()).toBe(0);
      for (let i = 0; i < 300 && (await companyCard.count()) === 0; i += 1)
        await scrollWindow(page, WINDOW_STEP);
      await head(companyCard).locator('.sel-name').focus();
      await settled(() => focusedInWindow(page)).toEqual({ unit: 'c1', inView: true });
      expect(await drawnCards(page)).toBeLessThan(60);
      await shoot(page, `long-list-narrow-middle-${lang}-${scheme}`);

      // ↓ from there, past every card drawn: the détachements it holds, then the root units after it.
      const steps = drawn + 10;
      for (let i = 0; i < steps; i += 1) await page.keyboard.press('ArrowDown');
      await settled(() => focusedInWindow(page)).toEqual({
        unit: `d${COMPANY_AT + steps - 4}`,
        inView: true,
      });
      expect(await drawnCards(page)).toBeLessThan(60);

      // The Chaplain is the last unit: his verdict, from the drawer, scrolls the page to him and focuses him.
      await page.getByTestId('verdicts-toggle').click();
      await (
        await verdictInView(
          page,
          issues(page).and(page.locator('[data-code="attached-character.unattached"]')),
        )
      )
        .locator('.issue-message')
        .click();
      await settled(() => focusedInWindow(page)).toEqual({ unit: 'h1', inView: true });
      const last = page.locator('.roster-tree > li.sel[data-selection-id="h1"]');
      expect(await last.getAttribute('aria-posinset')).toBe(String(roots));

      // Back up to the compagnie: a détachement drawn after the scroll drops into it.
      await scrollWindowToTop(page);
      for (let i = 0; i < 300 && (await companyCard.count()) === 0; i += 1)
        await scrollWindow(page, WINDOW_STEP);
      await companyCard.scrollIntoViewIfNeeded();
      const next = page.locator(`.roster-tree > li.sel[data-selection-id="d${COMPANY_AT}"]`);
      await head(next).dragTo(head(companyCard));
      await settled(() => companyCard.locator('.sel-children > li.sel').count()).toBe(4);
      await waitSaved(page);
      expect((await storedRoster(app!, id)).selections.find((s) => s.id === `d${COMPANY_AT}`)?.parent).toBe(
        'c1',
      );

      // From the top of the page, the first détachement dragged to the window's bottom edge scrolls the
      // page (each move over the edge a step) until the compagnie comes into view, and drops into it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await dragPastEdge(
        page,
        page.locator('.roster-tree > li.sel[data-selection-id="d0"]'),
        companyCard,
        'bottom',
        true,
      );
      await settled(() => companyCard.locator('.sel-children > li.sel').count()).toBe(5);
      expect(await drawnCards(page)).toBeLessThan(60);
    }, 180_000);
  }
});
