/**
 * The roster library: saved lists with game, faction, points, validity and last change; search and
 * sort; rename, duplicate, export, delete with confirmation and undo; import of an exported file.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { openApp, type AppSession } from '../helpers/browser';
import { addFromCatalogue, createRoster, waitForLibrary, waitSaved } from '../helpers/ui-builder';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const rowNames = (page: AppSession['page']) =>
  page.locator('.roster-table tbody .roster-link').allTextContents();
const row = (page: AppSession['page'], name: string) =>
  page.locator('.roster-table tbody tr').filter({ has: page.getByRole('link', { name, exact: true }) });

async function rowMenu(page: AppSession['page'], name: string, item: string): Promise<void> {
  await row(page, name)
    .getByRole('button', { name: `Actions pour ${name}` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('roster library', () => {
  it('lists, finds, sorts, renames, duplicates, exports, deletes with undo and imports rosters', async () => {
    app = await openApp();
    const { page } = app;
    page.setDefaultTimeout(15_000);
    await waitForLibrary(page);
    await expect.poll(() => page.getByText('Aucune liste pour l’instant.').count()).toBe(1);

    // Two lists in two games, each with a unit; back to the library from the editor.
    await createRoster(page, { game: 'deadzone', faction: 'deadzone-enforcers', name: 'Escouade Alpha' });
    await addFromCatalogue(page, 'capitaine gantelet');
    await waitSaved(page);
    await page.getByRole('button', { name: 'Retour à mes listes' }).click();
    await createRoster(page, {
      game: 'netepic',
      faction: 'netepic-space-marines',
      name: 'Élite de Macragge',
      limit: 2000,
    });
    await addFromCatalogue(page, 'compagnie tactique');
    await page.getByRole('button', { name: 'Retour à mes listes' }).click();

    // Each line: name, game and faction, points used against the limit, validity, last change.
    await expect.poll(() => rowNames(page)).toEqual(['Élite de Macragge', 'Escouade Alpha']);
    const netepic = row(page, 'Élite de Macragge');
    expect(await netepic.textContent()).toContain('NetEpic · Space Marines');
    expect(await netepic.locator('.gauge-figures').textContent()).toMatch(/^750 \/ 2\s000 pts$/);
    expect(await netepic.locator('.badge-error').textContent()).toMatch(/\d+ erreurs?/);
    expect(await row(page, 'Escouade Alpha').locator('.gauge-figures').textContent()).toBe('30 / 150 pts');
    expect(await netepic.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    await app.screenshot('library-fr-light');

    // Search ignores accents; sort by name.
    await page.getByLabel('Rechercher une liste').fill('elite');
    await expect.poll(() => rowNames(page)).toEqual(['Élite de Macragge']);
    await page.getByLabel('Rechercher une liste').fill('enforcers');
    await expect.poll(() => rowNames(page)).toEqual(['Escouade Alpha']);
    await page.getByLabel('Rechercher une liste').fill('');
    await page.getByLabel('Trier par').selectOption('name');
    await expect.poll(() => rowNames(page)).toEqual(['Élite de Macragge', 'Escouade Alpha']);
    await page.getByLabel('Trier par').selectOption('points-desc');
    await expect.poll(() => rowNames(page)).toEqual(['Élite de Macragge', 'Escouade Alpha']);
    await page.getByLabel('Trier par').selectOption('points-asc');
    await expect.poll(() => rowNames(page)).toEqual(['Escouade Alpha', 'Élite de Macragge']);

    // Rename from the menu.
    await rowMenu(page, 'Escouade Alpha', 'Renommer');
    await page.getByTestId('rename-dialog').getByLabel('Nouveau nom').fill('Escouade Bravo');
    await page.getByTestId('rename-dialog').getByRole('button', { name: 'Renommer' }).click();
    await expect.poll(() => rowNames(page)).toContain('Escouade Bravo');

    // Duplicate.
    await rowMenu(page, 'Escouade Bravo', 'Dupliquer');
    await expect.poll(() => rowNames(page)).toContain('Escouade Bravo (2)');

    // Export: the download is the roster file itself.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      rowMenu(page, 'Escouade Bravo', 'Exporter (JSON)'),
    ]);
    expect(download.suggestedFilename()).toBe('Escouade-Bravo.muster.json');
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as Record<string, unknown>;
    // The list file itself (format version 3), as the library stores it.
    expect(exported).toMatchObject({
      format: 'muster-roster',
      version: 3,
      name: 'Escouade Bravo',
      gameSystemId: 'deadzone',
    });

    // Delete asks first; the deletion can be undone.
    await rowMenu(page, 'Escouade Bravo (2)', 'Supprimer');
    const confirm = page.getByTestId('confirm-dialog');
    expect(await confirm.textContent()).toContain('Escouade Bravo (2)');
    await app.screenshot('library-delete-confirm-fr-light');
    // Escape (or Annuler) keeps the list.
    await page.keyboard.press('Escape');
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await rowNames(page)).toContain('Escouade Bravo (2)');
    await rowMenu(page, 'Escouade Bravo (2)', 'Supprimer');
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await expect.poll(() => rowNames(page)).not.toContain('Escouade Bravo (2)');
    await page.getByTestId('toasts').getByRole('button', { name: 'Annuler' }).click();
    await expect.poll(() => rowNames(page)).toContain('Escouade Bravo (2)');

    // Import the exported file: it comes back as a new list (its id is taken, so it gets a new one).
    await page.getByTestId('import-input').setInputFiles({
      name: 'import.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ ...exported, name: 'Escouade importée' })),
    });
    // The imported list opens in the editor (issue 26.3), and is in the library when back.
    await page.getByTestId('editor').waitFor();
    expect(await page.getByTestId('toasts').textContent()).toContain('Liste « Escouade importée » importée.');
    await page.locator('button.back').click();
    await expect.poll(() => rowNames(page)).toContain('Escouade importée');

    // A file that is not a roster says why, and changes nothing.
    await page.getByTestId('import-input').setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format":"something-else"}'),
    });
    await expect.poll(() => page.getByTestId('toasts').textContent()).toContain('Import impossible');
    expect((await rowNames(page)).length).toBe(4);

    // Opening a list from its name.
    await page.getByRole('link', { name: 'Escouade Bravo', exact: true }).click();
    await page.getByTestId('editor').waitFor();
    await expect.poll(() => page.getByLabel('Nom de la liste').inputValue()).toBe('Escouade Bravo');
  });
});
