/**
 * What a player does in the builder, as short steps for the end-to-end tests: they read like the
 * scenario and find controls the way a user (or a screen reader) does, by role and visible name.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { ListCards, UnitCard } from '../../src/core/roster/cards';
import type { AppSession } from './browser';

/**
 * Waits for the page to reach a state. The machine is shared and busy: the limit only catches a state
 * that never comes (vitest's default, one second, is less than an edit can take under load).
 */
export const settled = <T>(read: () => T, message?: string) =>
  expect.poll(read, { timeout: 15_000, message });

export async function waitForLibrary(page: Page): Promise<void> {
  await page.getByTestId('library').waitFor();
}

/** Shows the interface in a language: the setting is stored, then the page reads it again. */
export async function showInLanguage(app: AppSession, lang: 'fr' | 'en'): Promise<void> {
  if (lang === 'fr') return;
  await app.service.handlers.setSetting({ key: 'language', value: lang });
  await app.page.reload();
  await expect.poll(() => app.page.evaluate(() => document.documentElement.lang)).toBe(lang);
}

/** Where a screen is looked at: its language, theme and window size. */
export interface ScreenCase {
  lang: 'fr' | 'en';
  theme: 'light' | 'dark';
  width: number;
  height: number;
}

/** The app in a language, theme and window size, on a new list of that game and faction. */
export async function openNewList(
  open: (options: { colorScheme: 'light' | 'dark' }) => Promise<AppSession>,
  screen: ScreenCase,
  list: { game: string; faction: string },
): Promise<AppSession> {
  const app = await open({ colorScheme: screen.theme });
  await app.page.setViewportSize({ width: screen.width, height: screen.height });
  await showInLanguage(app, screen.lang);
  await app.page.reload();
  await waitForLibrary(app.page);
  await createRoster(app.page, list);
  return app;
}

/** Opens "À propos" (About) from the title bar: version, SQLite, schema and data file. */
export async function openAbout(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^(À propos|About)$/ }).click();
  const dialog = page.getByTestId('about-dialog');
  await dialog.waitFor();
  return dialog;
}

/** Creates a roster from the library through the dialog; the editor opens on it. */
export async function createRoster(
  page: Page,
  options: { game: string; faction: string; name?: string; limit?: number },
): Promise<void> {
  await page
    .getByRole('button', { name: /^(Nouvelle liste|New list)$/ })
    .first()
    .click();
  const dialog = page.getByTestId('new-roster-dialog');
  await dialog.getByLabel(/^(Jeu|Game)$/).selectOption(options.game);
  await dialog.getByLabel(/^Faction$/).selectOption(options.faction);
  if (options.name !== undefined) await dialog.getByLabel(/^(Nom de la liste|List name)$/).fill(options.name);
  if (options.limit !== undefined) await dialog.getByLabel(/^(Limite|Limit)/).fill(String(options.limit));
  await dialog.getByRole('button', { name: /^(Créer la liste|Create the list)$/ }).click();
  await page.getByTestId('editor').waitFor();
}

/** Types in the catalogue search and presses Enter: the first match is added. */
export async function addFromCatalogue(page: Page, query: string): Promise<void> {
  const search = page.getByTestId('catalogue-search');
  await search.fill(query);
  await search.press('Enter');
}

/**
 * The roster cards of an entry, in the list's order: listed by its own id at the root, or by the data's
 * path to it inside a formation (`<formation>.contains.<link>::<entry>`).
 */
export function cardsOf(page: Page, entryId: string): Locator {
  return page.locator(
    `.roster-tree li.sel:is([data-entry-id="${entryId}"], [data-entry-id$="::${entryId}"])`,
  );
}

/** The entry a stored card names, its own id, whatever path of the data reached it (`…::entry`). */
export function entryOf(entry: string): string {
  return entry.split('::').at(-1)!;
}

/** The card's own header (not those of the units it holds). */
export function head(card: Locator): Locator {
  return card.locator(':scope > .sel-head');
}

/**
 * Drags a card's header onto the middle of another's, as a hand does: the target is first scrolled
 * wholly into the roster panel (a header half hidden under the panel's title takes no drop there),
 * then the source is picked up and carried to the target's middle, wherever the panel has scrolled.
 */
export async function dragOnto(page: Page, source: Locator, target: Locator): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
  await source.hover();
  await page.mouse.down();
  await target.evaluate((element) => element.scrollIntoView({ block: 'nearest' }));
  const box = await target.boundingBox();
  if (!box) throw new Error('the drop target is not laid out');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
}

/**
 * Picks an item of a unit's "more actions" menu, or "<submenu> → <target>". Submenus are driven by
 * the keyboard (→, ↓, Enter) as a keyboard user would; the pointer's way to a submenu, diagonals
 * included, has its own tests (menus.test.ts).
 */
export async function useMenu(page: Page, card: Locator, item: RegExp, target?: string): Promise<void> {
  await head(card)
    .getByRole('button', { name: /^(Autres actions pour|More actions for)/ })
    .click();
  const menu = page.getByRole('menu').first();
  const entry = menu.getByRole('menuitem', { name: item });
  if (target === undefined) {
    await entry.click();
    return;
  }
  await entry.hover();
  await page.keyboard.press('ArrowRight');
  const submenu = page.getByRole('menu').nth(1);
  await submenu.waitFor();
  const names = await submenu.getByRole('menuitem').allTextContents();
  // A target may say the room it has after its name: "Escouade Varro — 1 place libre sur 2".
  const index = names.findIndex((name) => name.trim() === target || name.trim().startsWith(`${target} — `));
  if (index < 0) throw new Error(`No "${target}" in the submenu: ${names.join(', ')}`);
  // Focused by name, not counted down from the first: the pointer may rest over the submenu and
  // highlight another item first.
  const wanted = submenu.getByRole('menuitem').nth(index);
  await wanted.focus();
  await wanted.press('Enter');
  await page.getByRole('menu').first().waitFor({ state: 'detached' });
}

export function issues(page: Page): Locator {
  return page.getByTestId('validation-panel').getByTestId('issue');
}

/**
 * A verdict drawn and in the panel's view: the panel draws only the verdicts in or near its view
 * (issue 24), so it is scrolled from the top, a view at a time, until the verdict is drawn.
 */
export async function verdictInView(page: Page, verdict: Locator): Promise<Locator> {
  const panel = page.getByTestId('validation-panel');
  await panel.evaluate((element) => (element.scrollTop = 0));
  for (let views = 0; views < 500 && (await verdict.count()) === 0; views += 1) {
    const moved = await panel.evaluate(async (element) => {
      const before = element.scrollTop;
      element.scrollTop += Math.max(40, element.clientHeight * 0.8);
      // Two frames: the verdicts scrolled to are drawn by then.
      for (let i = 0; i < 2; i += 1) await new Promise(requestAnimationFrame);
      return element.scrollTop !== before;
    });
    if (!moved) break;
  }
  await verdict.first().scrollIntoViewIfNeeded();
  return verdict;
}

/** The roster id of the open editor, from the address. */
export function openRosterId(page: Page): string {
  const match = /#\/roster\/([A-Za-z0-9_-]+)/.exec(page.url());
  if (!match?.[1]) throw new Error(`No roster open at ${page.url()}`);
  return match[1];
}

/** Waits until the autosave has stored the last edit. */
export async function waitSaved(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByTestId('save-status').getAttribute('data-state'), { timeout: 10_000 })
    .toBe('saved');
}

/** The roster as stored in SQLite, read through the service the page talks to. */
export async function storedRoster(app: AppSession, id: string): Promise<ListCards> {
  return await app.service.handlers.getRoster({ id });
}

/** The engine's verdict on the stored roster, computed by the service (not by the page). */
export async function serverValidation(app: AppSession, id: string) {
  const roster = await storedRoster(app, id);
  return (await app.service.handlers.validateRoster({ roster })).result;
}

/** Switches the interface language with the title-bar button. */
export async function switchLanguage(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Langue|Language) :/ }).click();
}

/** Every language and theme a screen is checked (axe) and shot in. */
export const LANGUAGES_AND_THEMES = [
  { lang: 'fr', scheme: 'light' },
  { lang: 'fr', scheme: 'dark' },
  { lang: 'en', scheme: 'light' },
  { lang: 'en', scheme: 'dark' },
] as const;

/** A selection of a roster seeded for a test: an entry with no option, item or count of its own. */
export function selection(id: string, entry: string, extra: Partial<UnitCard> = {}): UnitCard {
  return { id, entry, options: {}, items: {}, ...extra };
}
