/**
 * A player builds a legal Biel-Tan army of the French NetEpic codex 3.1 (issue 27) in the builder, in
 * French: the faction chosen in "Nouvelle liste" by its codex version, the list starting with its
 * required Avatar, its formations added from the catalogue panel and the companies' slots, a Grand
 * Prophète joined to a détachement by drag and drop and another from the menu, the Gardiens embarked
 * in the Falcons from the menu. No verdict is left, the server finds it valid, and the print says the
 * faction with its codex version, the units, who joined whom and who rides in what. The editor is audited (axe) and shot, and the print shot, in French light
 * and English dark: test-results/screenshots/netepic-fr-codex-*.png.
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, SCREENSHOTS, type AppSession } from '../helpers/browser';
import {
  cardsOf,
  head,
  issues,
  openRosterId,
  serverValidation,
  settled,
  showInLanguage,
  useMenu,
  waitForLibrary,
  waitSaved,
} from '../helpers/ui-builder';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const CODEX = 'netepic-fr-biel-tan-310';
const P = 'biel-tan-310';

/** A company of the codex and the détachements chosen in its slots, by their French names. */
const COMPANIES = [
  {
    search: 'compagnie fantôme',
    entry: `${P}-ghost-company`,
    name: 'Compagnie Fantôme',
    // What its card says once its slots are filled: what it holds costs, the company itself nothing.
    points: 575,
    // Its Grand Prophète, its only choice of the first kind, comes with it.
    comesWith: 1,
    slots: [
      'Détachement de Gardes Fantômes – Support',
      'Détachement de Gardes Fantômes – Assaut',
      'Détachement de Seigneur Fantôme – Assaut',
      'Détachement de Seigneur Fantôme – Support',
    ],
  },
  {
    search: 'intervention rapide',
    entry: `${P}-rapid-intervention-company`,
    name: "Compagnie d'Intervention Rapide",
    points: 525,
    comesWith: 0,
    slots: ['Détachement de Motojets', 'Détachement de Marcheurs de Combat', 'Détachement de Hornet'],
  },
  {
    search: 'compagnie phénix',
    entry: `${P}-phoenix-company`,
    name: 'Compagnie Phénix',
    points: 650,
    comesWith: 0,
    slots: [
      'Détachement de Vengeurs avec Exarque',
      'Détachement de Dragons de Feu avec Exarque',
      'Détachement de Banshees avec Exarque',
    ],
  },
] as const;

/** Formations bought on their own: a word that finds them, the root link and the entry it takes. */
const FORMATIONS = [
  ['aigles', 'soutien.swooping-hawks-detachment', 'swooping-hawks-detachment'],
  ['falcon', 'soutien.falcon-detachment', 'falcon-detachment'],
  ['gardiens', 'soutien.guardian-detachment', 'guardian-detachment'],
  ['lynx', 'soutien.lynx-detachment', 'lynx-detachment'],
  ['arlequins', 'speciale.harlequin-detachment', 'harlequin-detachment'],
  ['mime', 'speciale.master-mime', 'master-mime'],
  ['prophète', 'extra-speciale.farseer', 'farseer'],
] as const;

/** The builder's id of a root entry of the codex: the link, then the entry it takes. */
const rootId = (link: string, entry: string) => `${P}-${link}::${P}-${entry}`;

/** Searches the catalogue and clicks the row of this entry (a word may find the same unit elsewhere). */
async function addEntry(page: Page, query: string, entryId: string): Promise<void> {
  await page.getByTestId('catalogue-search').fill(query);
  const row = page.locator(`[role="option"][data-entry-id="${entryId}"]`);
  const before = await page.locator('.roster-tree li.sel').count();
  await row.click();
  await settled(() => page.locator('.roster-tree li.sel').count()).toBeGreaterThan(before);
}

/** Adds a company from the catalogue, then its détachements from its slots. */
async function addCompany(page: Page, company: (typeof COMPANIES)[number]): Promise<void> {
  await addEntry(page, company.search, company.entry);
  const card = cardsOf(page, company.entry);
  // A détachement two of its choices offer (the Motojets) has a slot in each: the first is taken.
  for (const slot of company.slots)
    await head(card)
      .locator('xpath=following-sibling::*[contains(@class, "slots")]')
      .getByRole('button', { name: `Ajouter ${slot} dans ${company.name}`, exact: true })
      .first()
      .click();
  await settled(() => card.locator('.sel-children > li.sel').count()).toBe(
    company.comesWith + company.slots.length,
  );
  await settled(() => head(card).locator('.sel-points').textContent()).toMatch(
    new RegExp(`^${company.points}\\s*pts$`),
  );
}

/** 2850 as the French interface writes it: "2 850" (a narrow or plain space between thousands). */
function groupThousands(points: number): string {
  return String(points).replace(/\B(?=(\d{3})+$)/g, '[\\s\\u202f]?');
}

/** A word on its own, accents counted as letters ("Lié", not in "Liés"). */
const ownWord = (word: string) => new RegExp(`(?<![\\p{L}+])${word.replace('+', '\\+')}(?!\\p{L})`, 'u');

/**
 * The catalogue panel found by a word, shot: each row's price and first stats, in the interface's
 * language, by the entry's id.
 */
async function catalogueRows(page: Page, query: string, shot: string): Promise<Map<string, string>> {
  await page.getByTestId('catalogue-search').fill(query);
  const rows = page.locator('[role="option"][data-entry-id]');
  await settled(() => rows.count()).toBeGreaterThan(0);
  await shootEditor(page, shot);
  const found = new Map<string, string>();
  for (const row of await rows.all())
    found.set((await row.getAttribute('data-entry-id')) ?? '', (await row.innerText()).replace(/\s+/g, ' '));
  return found;
}

/** Scrolls the list's panel to a card (its head at the top), for a screenshot. */
async function showInPanel(card: Locator): Promise<void> {
  await head(card).evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    // scrollIntoView moves the window too where the page is a few pixels taller than it.
    window.scrollTo(0, 0);
  });
}

/**
 * The editor as the window shows it: the app fills the window and its panels scroll, so the shot is
 * the window's (a full-page shot resizes the window and loses the panel's scroll).
 */
async function shootEditor(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/** "Imprimer": the printable page goes into a hidden frame; its HTML as printed. */
async function printedPage(page: Page): Promise<string> {
  await page.getByRole('button', { name: /^(Imprimer la liste|Print the list)$/ }).click();
  const frame = page.locator('iframe[data-print-frame]');
  await settled(() => frame.count()).toBe(1);
  return (await frame.getAttribute('srcdoc')) ?? '';
}

/** The words the print is checked by, in each language. */
const PRINT_WORDS = {
  fr: {
    faction: 'Eldars Biel-Tan — codex 3.1',
    valid: 'Liste valide',
    units: [
      'Avatar',
      'Compagnie Fantôme',
      "Compagnie d'Intervention Rapide",
      'Compagnie Phénix',
      'Maître Mime',
    ],
    farseer: 'Grand Prophète',
    wraithguard: 'Détachement de Gardes Fantômes – Support',
    guardians: 'Détachement de Gardiens',
    falcons: 'Détachement de Falcon',
    embarkedIn: 'Embarqué dans',
    // The Gardiens' six bases, and the Grand Prophète's stats, in the print's language.
    bases: '6 socles',
    statWords: ['Lié', '6+ fixe'],
    notShown: ['Points de rupture', 'Points de victoire', 'figurine'],
  },
  en: {
    faction: 'Biel-Tan Eldar — codex 3.1',
    valid: 'Valid list',
    units: ['Avatar', 'Ghost Company', 'Rapid Intervention Company', 'Phoenix Company', 'Master Mime'],
    farseer: 'Farseer',
    wraithguard: 'Wraithguard Detachment',
    guardians: 'Guardian Detachment',
    falcons: 'Falcon Detachment',
    embarkedIn: 'Embarked in',
    bases: '6 bases',
    statWords: ['Attached', '6+ fixed'],
    notShown: ['Break Points', 'Victory Points', 'model', 'Lié', 'fixe'],
  },
} as const;

/**
 * The print as paper shows it, in a page of its own, shot whole: the faction with its codex version,
 * the units, each Grand Prophète printed under the détachement he joined, the Gardiens embarked in the
 * Falcons and the Falcons carrying them.
 */
async function checkPrint(session: AppSession, html: string, lang: 'fr' | 'en', name: string) {
  const w = PRINT_WORDS[lang];
  const paper = await session.context.newPage();
  await paper.setContent(html);
  await paper.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
  const text = await paper.locator('body').innerText();
  expect(text).toContain(w.faction);
  expect(text).toContain(w.valid);
  for (const unit of w.units) expect(text, unit).toContain(unit);
  expect(text).toContain(w.bases);
  for (const word of w.statWords) expect(text, word).toMatch(ownWord(word));
  for (const word of w.notShown) expect(text, word).not.toMatch(ownWord(word));
  // A company's détachement is a card of its section; a formation bought alone is a section.
  const block = (unit: string) =>
    paper.locator('article.unit:not(.attached), section.group').filter({
      has: paper.locator(':scope > header h3, :scope > h2 .name', { hasText: new RegExp(`^${unit}$`) }),
    });
  const joined = (host: string) =>
    block(host)
      .locator('.attached-list > article.attached > header h3, :scope > article.attached > header h3')
      .allTextContents();
  expect(await joined(w.wraithguard)).toEqual([w.farseer]);
  expect(await joined(w.guardians)).toEqual([w.farseer]);
  const lines = (unit: string) =>
    block(unit)
      .locator(':scope > .unit-body > p.line, :scope > .formation-details > p.line')
      .allTextContents();
  expect(await lines(w.guardians)).toContain(`${w.embarkedIn}${w.falcons}`);
  expect((await lines(w.falcons)).find((line) => line.startsWith('Transport'))).toMatch(
    new RegExp(`^Transport6/6 \\(.*${w.guardians}\\)$`),
  );
  await paper.close();
}

describe('NetEpic FR codex in the builder', () => {
  it('builds a legal Biel-Tan 3.1 army in French, joins, embarks and prints it', async () => {
    app = await openApp({ colorScheme: 'light' });
    const { page } = app;
    page.setDefaultTimeout(15_000);
    await waitForLibrary(page);

    // "Nouvelle liste" names the faction with its codex version: the 3.0 and 3.1 armies are two.
    await page.getByRole('button', { name: 'Nouvelle liste' }).first().click();
    const dialog = page.getByTestId('new-roster-dialog');
    await dialog.getByLabel('Jeu').selectOption('netepic');
    const factions = await dialog.getByLabel('Faction').locator('option').allTextContents();
    expect(factions).toContain('Eldars Biel-Tan — codex 3.1');
    expect(factions).toContain('Eldars Biel-Tan — codex 3.0');
    await dialog.getByLabel('Faction').selectOption({ label: 'Eldars Biel-Tan — codex 3.1' });
    await dialog.getByLabel('Nom de la liste').fill('Ost de Biel-Tan');
    await dialog.getByRole('button', { name: 'Créer la liste' }).click();
    await page.getByTestId('editor').waitFor();
    const rosterId = openRosterId(page);
    expect((await app.service.handlers.getRoster({ id: rosterId })).faction).toBe(CODEX);
    // Every entry has one of the game's kinds, named in the interface's language (the codex's own
    // categories, such as its required formation, are secondary: no English word in French).
    const kinds = () => page.getByTestId('catalogue-kind').locator('option').allTextContents();
    expect(await kinds()).toContain('Compagnies');
    expect(await kinds()).not.toContain('Required formation');
    expect(await kinds()).not.toContain('Companies');
    // The army's required formation, its Avatar, is in the new list from the start.
    await settled(() =>
      page.locator(`.roster-tree li.sel[data-entry-id="${rootId('avatar-formation', 'avatar')}"]`).count(),
    ).toBe(1);

    // The catalogue in French: a company's least price "à partir de" (what it chooses costs more), a
    // Grand Prophète's stats as the codex writes them in French.
    const farseerRow = rootId('extra-speciale.farseer', 'farseer');
    const companiesFr = await catalogueRows(page, 'compagnie', 'netepic-fr-codex-catalogue-fr-light');
    expect(companiesFr.get(COMPANIES[0].entry)).toMatch(/à partir de 525\s?pts/u);
    const seersFr = await catalogueRows(page, 'prophète', 'netepic-fr-codex-farseer-fr-light');
    expect(seersFr.get(farseerRow)).toMatch(/Svg 6\+ fixe .*Moral Lié/u);
    // The codex gives no break or victory points: the summary bar does not count them at 0.
    expect(await page.getByTestId('cost-bp').count()).toBe(0);
    expect(await page.getByTestId('cost-vp').count()).toBe(0);

    for (const company of COMPANIES) await addCompany(page, company);
    for (const [query, link, entry] of FORMATIONS) await addEntry(page, query, rootId(link, entry));
    const byEntry = (entry: string) => page.locator(`.roster-tree li.sel[data-entry-id$="::${P}-${entry}"]`);
    const farseers = byEntry('farseer');
    const wraithguard = byEntry('wraithguard-detachment');
    const guardians = byEntry('guardian-detachment');
    const falcons = byEntry('falcon-detachment');
    await settled(() => farseers.count()).toBe(2);

    // Both Grands Prophètes must join a détachement: the only verdicts left.
    await settled(() => issues(page).count()).toBe(2);
    expect(
      await issues(page).evaluateAll((found) => found.map((issue) => issue.getAttribute('data-code'))),
    ).toEqual(['attached-character.unattached', 'attached-character.unattached']);

    // The company's one joins the Gardes Fantômes by drag and drop, the other the Gardiens from its menu.
    await head(farseers.nth(0)).dragTo(head(wraithguard));
    await settled(() => farseers.nth(0).getByTestId('attached-to').textContent()).toBe(
      'Lié à Détachement de Gardes Fantômes – Support',
    );
    // The other one is further down than the panel draws (only the cards in or near view are in the
    // page): his verdict, the one left, leads to him and gives him the keyboard.
    await issues(page).locator('.issue-message').click();
    const focused = () =>
      page.evaluate(
        () => document.activeElement?.closest('[data-selection-id]')?.getAttribute('data-selection-id') ?? '',
      );
    await settled(focused).not.toBe('');
    const other = page.locator(`.roster-tree li.sel[data-selection-id="${await focused()}"]`);
    expect(await other.getAttribute('data-entry-id')).toMatch(/-farseer$/);
    await useMenu(page, other, /^Lier à un détachement/, 'Détachement de Gardiens');
    await settled(() => other.getByTestId('attached-to').textContent()).toBe('Lié à Détachement de Gardiens');
    await settled(() => guardians.getByTestId('characters').textContent()).toBe(
      'Personnages liés : Grand Prophète',
    );
    // The Gardiens board the Falcons from their menu: six bases in three Falcons of Transport (2).
    await useMenu(page, guardians, /^Embarquer dans/, 'Détachement de Falcon');
    await settled(() => guardians.getByTestId('embarked-in').textContent()).toBe(
      'Embarqué dans Détachement de Falcon',
    );
    await settled(() => falcons.getByTestId('transport-load').textContent()).toMatch(/Transport 6\/6/);

    // No verdict is left on the page, and the service finds the stored list valid.
    await waitSaved(page);
    await settled(() => issues(page).count()).toBe(0);
    await settled(() => page.getByTestId('valid-badge').count()).toBe(1);
    const verdict = await serverValidation(app, rosterId);
    expect(verdict.issues).toEqual([]);
    expect(verdict.valid).toBe(true);
    expect(verdict.stats.points).toBeGreaterThan(2500);
    expect(verdict.stats.points).toBeLessThanOrEqual(3000);
    await settled(() => page.getByTestId('points-used').locator('.gauge-figures').textContent()).toMatch(
      new RegExp(`^${groupThousands(verdict.stats.points)}\\s*/\\s*3\\s?000$`),
    );
    const stored = await app.service.handlers.getRoster({ id: rosterId });
    const entryOf = (id: string | undefined) => stored.selections.find((s) => s.id === id)?.entry;
    const farseerLinks = stored.selections.filter((s) => s.entry.endsWith(`::${P}-farseer`));
    expect(farseerLinks.map((s) => entryOf(s.attachedTo)?.split('::')[1])).toEqual([
      `${P}-wraithguard-detachment`,
      `${P}-guardian-detachment`,
    ]);
    const guardianSelection = stored.selections.find((s) => s.entry.endsWith(`::${P}-guardian-detachment`));
    expect(entryOf(guardianSelection?.embarkedIn)?.split('::')[1]).toBe(`${P}-falcon-detachment`);
    // Shot with the Falcons and the Gardiens, with their Grand Prophète, in view.
    await page.getByTestId('catalogue-search').fill('');
    await showInPanel(falcons);
    // The Gardiens' card, open, calls their six bases « Socles », as NetEpic counts them.
    expect(await guardians.locator('.option-section legend').allTextContents()).toContain('Socles');
    await shootEditor(page, 'netepic-fr-codex-editor-fr-light');
    expect(await accessibilityViolations(page)).toEqual([]);

    // The print, in French: the faction with its codex version, the units, who joined whom, who rides in what.
    await checkPrint(app, await printedPage(page), 'fr', 'netepic-fr-codex-print-fr-light');

    // English, dark: the same list and its print in English.
    await page.emulateMedia({ colorScheme: 'dark' });
    await showInLanguage(app, 'en');
    await page.getByTestId('editor').waitFor();
    await settled(() => page.getByTestId('valid-badge').count()).toBe(1);
    await settled(() => guardians.getByTestId('embarked-in').textContent()).toBe(
      'Embarked in Falcon Detachment',
    );
    expect(await kinds()).toContain('Companies');
    expect(await kinds()).not.toContain('Compagnies');
    // The catalogue and a Farseer's sheet in English: the codex's own English words, its least price "from".
    const companiesEn = await catalogueRows(page, 'company', 'netepic-fr-codex-catalogue-en-dark');
    expect(companiesEn.get(COMPANIES[0].entry)).toMatch(/from 525 pts/u);
    const seersEn = await catalogueRows(page, 'farseer', 'netepic-fr-codex-farseer-en-dark');
    expect(seersEn.get(farseerRow)).toMatch(/Save 6\+ fixed .*Morale Attached/u);
    await page.locator(`[role="option"][data-entry-id="${farseerRow}"] .entry-info`).click();
    const sheet = page.getByTestId('detail-panel');
    await settled(() => sheet.locator('.sheet-title').textContent()).toBe('Farseer');
    const sheetText = await sheet.innerText();
    expect(sheetText).toMatch(ownWord('Attached'));
    expect(sheetText).toMatch(ownWord('6+ fixed'));
    expect(sheetText).not.toMatch(ownWord('Lié'));
    await shootEditor(page, 'netepic-fr-codex-sheet-en-dark');
    await page.getByTestId('catalogue-search').fill('');
    await showInPanel(falcons);
    await shootEditor(page, 'netepic-fr-codex-editor-en-dark');
    expect(await accessibilityViolations(page)).toEqual([]);
    await checkPrint(app, await printedPage(page), 'en', 'netepic-fr-codex-print-en-dark');
  }, 240_000);
});
