/**
 * Issue #21 point 5: a list whose faction's community data is removed opens read-only with what it
 * last showed, says in the interface's language which data it needs and leads to importing it; the
 * library keeps its faction's name and marks it. Imported again, the data brings the list back whole,
 * and it is edited again. A roster file of such a list imported from the library while the data is
 * absent is kept the same way (named by its faction's id, never checked), and is whole once the data is
 * imported. French and English, light and dark, with screenshots and axe-core.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { ListCards } from '../../src/core/roster/cards';
import { writeRoster } from '../../src/core/roster/migrate/read-v2';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, type AppSession } from '../helpers/browser';
import { SHARED_DIR, sharedAvailable } from '../helpers/shared-material';
import {
  createRoster,
  openRosterId,
  settled,
  showInLanguage,
  storedRoster,
  waitForLibrary,
  waitSaved,
} from '../helpers/ui-builder';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const DEADZONE = join(SHARED_DIR, 'bsdata', 'deadzone');
const SYSTEM_FILE = 'Deadzone_Escalation.gst';
const CATALOGUE_FILE = 'Enforcers.cat';

const WORDS = {
  fr: {
    badge: 'Données manquantes',
    changed: 'Données modifiées',
    readOnly: 'Lecture seule',
    title: 'Les données de cette liste ne sont plus là',
    described: 'Les données communautaires de « Enforcers » ont été retirées',
    needs: (revision: number) => `Enforcers : catalogue, révision ${revision}`,
    importAction: 'Importer les données',
    figures: (errors: number) =>
      new RegExp(`^Lors de sa dernière vérification : ${errors} erreurs?, \\d+ avertissements?\\.$`),
    back: 'Retour à mes listes',
    actions: 'Actions pour Escouade Orion',
    duplicate: 'Dupliquer',
    close: 'Fermer',
    refused:
      'L’opération a échoué : la liste « Escouade Orion » est en lecture seule : importez de nouveau les données de « Enforcers » pour la modifier.',
  },
  en: {
    badge: 'Data missing',
    changed: 'Data changed',
    readOnly: 'Read-only',
    title: 'The data of this list is no longer here',
    described: 'The community data of “Enforcers” was removed',
    needs: (revision: number) => `Enforcers: catalogue, revision ${revision}`,
    importAction: 'Import the data',
    figures: (errors: number) => new RegExp(`^When last checked: ${errors} errors?, \\d+ warnings?\\.$`),
    back: 'Back to my lists',
    actions: 'Actions for Escouade Orion',
    duplicate: 'Duplicate',
    close: 'Close',
    refused:
      'That did not work: the list “Escouade Orion” is read-only: import the data of “Enforcers” again to change it.',
  },
} as const;

/** What the read-only view of a list imported without its data says (`faction` is the faction's id). */
const UNCHECKED = {
  fr: {
    title: 'Les données de cette liste ne sont pas importées',
    described: (faction: string) => `Cette liste de « ${faction} » vient d’ailleurs`,
    needs: (faction: string, revision: number) => `${faction} : catalogue, révision ${revision}`,
    figures: 'Pas encore vérifiée : ses points et son verdict apparaîtront avec les données.',
    units: '3 unités : leurs noms et leurs coûts apparaîtront avec les données.',
  },
  en: {
    title: 'The data of this list is not imported',
    described: (faction: string) => `This list of “${faction}” comes from elsewhere`,
    needs: (faction: string, revision: number) => `${faction}: catalogue, revision ${revision}`,
    figures: 'Not checked yet: its points and verdict come with the data.',
    units: '3 units: their names and costs come with the data.',
  },
} as const;

/**
 * A list imported without its data, in the library and opened from it: marked, named by its faction's
 * id and its stored game system, with no verdict; read-only, saying what to import. Shot in both themes.
 */
async function checkImportedWithoutData(
  session: AppSession,
  id: string,
  faction: { id: string; revision: number },
  lang: 'fr' | 'en',
): Promise<void> {
  const { page } = session;
  const words = UNCHECKED[lang];
  await page.goto(page.url().replace(/#.*$/, '#/'));
  await waitForLibrary(page);
  const row = page.locator(`tr[data-roster-id="${id}"]`);
  await settled(() => row.getByTestId('data-missing').textContent()).toContain(WORDS[lang].badge);
  const cell = await row.locator('td').first().textContent();
  expect(cell).toContain(faction.id);
  expect(cell).toContain('Deadzone Escalation');
  // Never checked: no verdict, rather than a "valid" it never earned, and its points unknown.
  expect(await row.locator('.badge-ok, .badge-error').count()).toBe(0);
  expect(await row.getByTestId('points-unknown').textContent()).toMatch(/^\? \/ 150\spts$/);
  await page.emulateMedia({ colorScheme: 'light' });
  await session.screenshot(`missing-data-imported-library-${lang}-light`);
  expect.soft(await accessibilityViolations(page), `imported, library ${lang}`).toEqual([]);

  await row.locator('.roster-link').click();
  const view = page.getByTestId('missing-data');
  await view.waitFor();
  const banner = view.getByTestId('missing-data-banner');
  expect(await banner.textContent()).toContain(words.title);
  expect(await banner.textContent()).toContain(words.described(faction.id));
  expect(await banner.getByTestId('missing-data-needs').locator('li').allTextContents()).toEqual([
    words.needs(faction.id, faction.revision),
  ]);
  expect(await view.getByTestId('missing-data-figures').textContent()).toBe(words.figures);
  expect(await view.getByTestId('missing-data-unchecked').textContent()).toBe(words.units);
  expect(await page.getByTestId('editor').count()).toBe(0);
  expect(await view.locator('input, textarea, select').count()).toBe(0);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await session.screenshot(`missing-data-imported-editor-${lang}-${scheme}`);
    expect.soft(await accessibilityViolations(page), `imported, read-only ${lang} ${scheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A stored list without its data record (the revisions and the figures Muster keeps for a review). */
const withoutRecord = ({ data: _data, ...rest }: ListCards) => rest;

/** Types a query in the catalogue search and clicks the unit of that exact name. */
async function addByName(page: Page, query: string, name: string): Promise<void> {
  await page.getByTestId('catalogue-search').fill(query);
  await page
    .locator('.catalogue-entry', { has: page.locator('.entry-name', { hasText: new RegExp(`^${name}$`) }) })
    .first()
    .click();
}

/** The library row, checked and shot in both themes. */
async function checkLibraryRow(session: AppSession, id: string, lang: 'fr' | 'en'): Promise<void> {
  const { page } = session;
  const words = WORDS[lang];
  await page.goto(page.url().replace(/#.*$/, '#/'));
  await waitForLibrary(page);
  const row = page.locator(`tr[data-roster-id="${id}"]`);
  await settled(() => row.getByTestId('data-missing').textContent()).toContain(words.badge);
  const cell = await row.locator('td').first().textContent();
  // Its last known faction and game system, not a data id.
  expect(cell).toContain('Enforcers');
  expect(cell).toContain('Deadzone Escalation');
  expect(await row.textContent()).not.toContain(words.changed);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await session.screenshot(`missing-data-library-${lang}-${scheme}`);
    expect.soft(await accessibilityViolations(page), `library ${lang} ${scheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  // Read-only until the data is back: a copy is refused, saying why in the interface's language.
  await row.getByRole('button', { name: words.actions }).click();
  await page.getByRole('menuitem', { name: words.duplicate }).click();
  await settled(() => page.getByTestId('toasts').textContent()).toContain(words.refused);
  expect(await page.locator('tbody tr').count()).toBe(1);
  // Closed, so that the read-only list is shot alone.
  await page.getByTestId('toasts').getByRole('button', { name: words.close }).click();
  await settled(() => page.getByTestId('toasts').textContent()).not.toContain(words.refused);
}

/** The list opened from the library: read-only, explained, as it last showed. */
async function checkReadOnly(
  session: AppSession,
  id: string,
  lang: 'fr' | 'en',
  shown: { units: string[]; revision: number; errors: number },
): Promise<void> {
  const { page } = session;
  const words = WORDS[lang];
  await page.locator(`tr[data-roster-id="${id}"] .roster-link`).click();
  const view = page.getByTestId('missing-data');
  await view.waitFor();
  const banner = view.getByTestId('missing-data-banner');
  expect(await banner.textContent()).toContain(words.title);
  expect(await banner.textContent()).toContain(words.described);
  expect(await banner.getByTestId('missing-data-needs').locator('li').allTextContents()).toEqual([
    words.needs(shown.revision),
  ]);
  expect(await view.getByTestId('read-only').textContent()).toBe(words.readOnly);
  // What its last check said: this small list misses what Deadzone asks of a force.
  expect(await view.getByTestId('missing-data-figures').textContent()).toMatch(words.figures(shown.errors));
  const rows = view.getByTestId('missing-data-units').locator('tbody tr');
  expect((await rows.locator('th').allTextContents()).map((name) => name.trim())).toEqual(shown.units);
  // Nothing to edit: no editor, no catalogue, no save.
  expect(await page.getByTestId('editor').count()).toBe(0);
  expect(await page.getByTestId('catalogue-search').count()).toBe(0);
  expect(await page.getByTestId('save-status').count()).toBe(0);
  expect(await view.locator('input, textarea, select').count()).toBe(0);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await session.screenshot(`missing-data-editor-${lang}-${scheme}`);
    expect.soft(await accessibilityViolations(page), `read-only list ${lang} ${scheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

describe.skipIf(!sharedAvailable)('a list whose faction’s data is removed', () => {
  it('opens read-only and explained in French and English, and is edited again once the data is back', async () => {
    app = await openApp();
    const { page } = app;
    page.setDefaultTimeout(15_000);
    const file = (name: string) => ({ name, base64: readFileSync(join(DEADZONE, name)).toString('base64') });
    const report = await app.service.handlers.importGameData({
      files: [file(SYSTEM_FILE), file(CATALOGUE_FILE)],
    });
    expect(report.refused).toEqual([]);
    const faction = (await app.service.handlers.listFactions({ game: 'deadzone' })).find(
      (candidate) => candidate.community?.gameSystemName === 'Deadzone Escalation',
    )!;
    expect(faction.name.en).toBe('Enforcers');
    await page.reload();
    await waitForLibrary(page);

    // A small list, built in the editor.
    await createRoster(page, { game: 'deadzone', faction: faction.id, name: 'Escouade Orion', limit: 150 });
    await addByName(page, 'enforcer captain', 'Enforcer Captain');
    await addByName(page, 'pathfinder', 'Pathfinder');
    await settled(() => page.locator('.roster-tree li.sel').count()).toBe(2);
    await waitSaved(page);
    const id = openRosterId(page);
    const built = await storedRoster(app, id);
    const line = (await app.service.handlers.listRosters({})).find((summary) => summary.id === id)!;
    expect(line.errors).toBeGreaterThan(0);

    // The faction's data goes (the game system stays): the list is kept as it was.
    await app.service.handlers.removeGameData({ id: faction.id });
    const shown = {
      units: ['Enforcer Captain', 'Pathfinder'],
      revision: faction.community!.revision,
      errors: line.errors,
    };
    await checkLibraryRow(app, id, 'fr');
    await checkReadOnly(app, id, 'fr', shown);
    await showInLanguage(app, 'en');
    await checkLibraryRow(app, id, 'en');
    await checkReadOnly(app, id, 'en', shown);
    // Looking at it saved nothing (Muster only noted, in its data record, the figures before the removal).
    expect(withoutRecord(await storedRoster(app, id))).toEqual(withoutRecord(built));

    // The banner's action leads to the game data page, where the catalogue is imported again.
    await page.getByRole('button', { name: WORDS.en.importAction }).click();
    const screen = page.getByTestId('game-data');
    await screen.waitFor();
    await screen.getByTestId('game-data-input').setInputFiles([
      {
        name: CATALOGUE_FILE,
        mimeType: 'application/xml',
        buffer: readFileSync(join(DEADZONE, CATALOGUE_FILE)),
      },
    ]);
    await screen.getByTestId('game-data-report').waitFor();
    await page.getByRole('button', { name: WORDS.en.back }).click();
    await waitForLibrary(page);
    const row = page.locator(`tr[data-roster-id="${id}"]`);
    await settled(() => row.getByTestId('data-missing').count()).toBe(0);
    expect(await row.getByTestId('data-changed').count()).toBe(0);

    // Whole again: it opens in the editor, with its units, and takes an edit.
    await row.locator('.roster-link').click();
    await page.getByTestId('editor').waitFor();
    // Back on the revisions it recorded: its data record is what it was.
    expect(await storedRoster(app, id)).toEqual(built);
    await settled(() => page.locator('.roster-tree li.sel').count()).toBe(2);
    await addByName(page, 'pathfinder', 'Pathfinder');
    await settled(() => page.locator('.roster-tree li.sel').count()).toBe(3);
    await waitSaved(page);
    const edited = await storedRoster(app, id);
    expect(edited.selections.slice(0, 2)).toEqual(built.selections);
    expect(edited.selections).toHaveLength(3);

    // The same army as a roster file from elsewhere, imported from the library in French while the
    // faction's data is absent: kept as it is, and opened read-only at once.
    await app.service.handlers.removeGameData({ id: faction.id });
    const elsewhere: ListCards = { ...edited, id: 'vega-from-elsewhere', name: 'Escouade Véga', notes: '' };
    await app.service.handlers.setSetting({ key: 'language', value: 'fr' });
    await page.goto(page.url().replace(/#.*$/, '#/'));
    await page.reload();
    await waitForLibrary(page);
    await page.getByTestId('import-input').setInputFiles({
      name: 'escouade-vega.muster.json',
      mimeType: 'application/json',
      buffer: Buffer.from(writeRoster(elsewhere)),
    });
    await page.getByTestId('missing-data').waitFor();
    expect(await storedRoster(app, elsewhere.id)).toEqual(elsewhere);
    const known = { id: faction.id, revision: faction.community!.revision };
    await checkImportedWithoutData(app, elsewhere.id, known, 'fr');
    await showInLanguage(app, 'en');
    await checkImportedWithoutData(app, elsewhere.id, known, 'en');

    // The data imported, both lists are whole: checked, named, and the imported one opens in the editor.
    await app.service.handlers.importGameData({ files: [file(CATALOGUE_FILE)] });
    await page.goto(page.url().replace(/#.*$/, '#/'));
    await waitForLibrary(page);
    const imported = page.locator(`tr[data-roster-id="${elsewhere.id}"]`);
    await settled(() => imported.getByTestId('data-missing').count()).toBe(0);
    expect(await imported.locator('td').first().textContent()).toContain('Enforcers');
    expect(await imported.locator('.badge-ok, .badge-error').count()).toBe(1);
    await imported.locator('.roster-link').click();
    await page.getByTestId('editor').waitFor();
    await settled(() => page.locator('.roster-tree li.sel').count()).toBe(3);
    expect((await storedRoster(app, elsewhere.id)).selections).toEqual(elsewhere.selections);
  }, 300_000);
});
