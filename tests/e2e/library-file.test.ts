/**
 * Issue 14 point 3 in the interface: after a start on a damaged database, the library says where the
 * damaged file was kept and restores the latest backup; the whole library is exported as one file and
 * imported again (on another computer: another data folder) after a confirmation.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, type AppSession } from '../helpers/browser';
import { showInLanguage, waitForLibrary } from '../helpers/ui-builder';

const sessions: AppSession[] = [];
afterEach(async () => {
  for (const session of sessions.splice(0)) await session.close();
});

async function open(options: Parameters<typeof openApp>[0] = {}): Promise<AppSession> {
  const app = await openApp(options);
  sessions.push(app);
  app.page.setDefaultTimeout(15_000);
  await waitForLibrary(app.page);
  return app;
}

const rowNames = (page: AppSession['page']) =>
  page.locator('.roster-table tbody .roster-link').allTextContents();

async function seedTwoLists(app: AppSession): Promise<void> {
  for (const name of ['Escouade Alpha', 'Escouade Bravo'])
    await app.service.handlers.createRoster({
      game: 'deadzone',
      faction: 'deadzone-enforcers',
      name,
      pointsLimit: 150,
    });
}

/** Today's backup is written, then the database is overwritten while the app is closed. */
async function damageDatabase(app: AppSession): Promise<void> {
  app.service.context.backUpDaily();
  await app.restart(() => {
    const file = join(app.dataDir, 'muster.db');
    for (const suffix of ['-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
    writeFileSync(file, Buffer.alloc(8192, 'not a database '));
  });
}

const WORDS = {
  fr: { restore: 'Restaurer la dernière sauvegarde', importLibrary: 'Importer une bibliothèque' },
  en: { restore: 'Restore the latest backup', importLibrary: 'Import a library' },
} as const;

describe('a start on a damaged database', () => {
  it('names the kept file and restores the lists from the latest backup', async () => {
    const app = await open();
    const { page } = app;
    await seedTwoLists(app);
    await damageDatabase(app);
    await page.reload();
    await waitForLibrary(page);

    const banner = page.getByTestId('recovery-banner');
    await banner.waitFor();
    expect(await banner.getByRole('heading').textContent()).toBe('Votre base de données était endommagée');
    expect(await banner.getByTestId('damaged-file').textContent()).toMatch(/muster\.db\.damaged-[\d-TZ]+$/);
    expect(await rowNames(page)).toEqual([]);

    await banner.getByRole('button', { name: 'Restaurer la dernière sauvegarde' }).click();
    await expect.poll(() => rowNames(page)).toEqual(['Escouade Bravo', 'Escouade Alpha']);
    expect(await page.getByTestId('toasts').textContent()).toMatch(
      /2 listes restaurées depuis « library-\d{4}-\d\d-\d\d\.json »/,
    );
    expect(await banner.count()).toBe(0);
  });

  it('shows no banner after a normal start', async () => {
    const app = await open();
    await seedTwoLists(app);
    await app.page.reload();
    await expect.poll(() => rowNames(app.page)).toHaveLength(2);
    expect(await app.page.getByTestId('recovery-banner').count()).toBe(0);
  });
});

describe('the whole library as one file', () => {
  it('exports every list, and another data folder imports them after a confirmation', async () => {
    const first = await open();
    await seedTwoLists(first);
    await first.page.reload();
    await expect.poll(() => rowNames(first.page)).toHaveLength(2);
    const [download] = await Promise.all([
      first.page.waitForEvent('download'),
      first.page.getByRole('button', { name: 'Exporter la bibliothèque' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^muster-library-\d{4}-\d\d-\d\d\.json$/);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(JSON.parse(text)).toMatchObject({ format: 'muster-library', rosters: [{}, {}] });
    await expect
      .poll(() => first.page.getByTestId('toasts').textContent())
      .toMatch(/Bibliothèque enregistrée dans « muster-library-[\d-]+\.json » \(2 listes\)\./);

    const second = await open();
    const { page } = second;
    const file = { name: 'library.json', mimeType: 'application/json', buffer: Buffer.from(text) };
    // Cancelling imports nothing.
    await page.getByTestId('library-import-input').setInputFiles(file);
    const confirm = page.getByTestId('confirm-dialog');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('Ce fichier contient 2 listes.');
    await page.keyboard.press('Escape');
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await rowNames(page)).toEqual([]);

    await page.getByTestId('library-import-input').setInputFiles(file);
    await confirm.getByRole('button', { name: 'Importer' }).click();
    await expect.poll(() => rowNames(page)).toEqual(['Escouade Bravo', 'Escouade Alpha']);
    expect(await page.getByTestId('toasts').textContent()).toContain(
      'Bibliothèque importée : 2 listes ajoutées, 0 mise à jour, 0 inchangée.',
    );
  });

  it('refuses a file that is no library, saying why, without asking', async () => {
    const app = await open();
    const { page } = app;
    await page.getByTestId('library-import-input').setInputFiles({
      name: 'list.muster.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ format: 'muster-roster', name: 'Une liste' })),
    });
    await expect
      .poll(() => page.getByTestId('toasts').textContent())
      .toContain(
        'Import de la bibliothèque impossible : ce n’est pas un fichier de bibliothèque Muster. Une liste seule s’importe avec « Importer un fichier ».',
      );
    expect(await page.getByTestId('confirm-dialog').count()).toBe(0);
  });
});

describe('screens', () => {
  for (const lang of ['fr', 'en'] as const)
    for (const scheme of ['light', 'dark'] as const)
      it(`the recovery banner and the library import confirmation in ${lang}, ${scheme}`, async () => {
        const suffix = `${lang}-${scheme}`;
        const app = await open({ colorScheme: scheme });
        const { page } = app;
        await seedTwoLists(app);
        await damageDatabase(app);
        await page.reload();
        await showInLanguage(app, lang);
        await page.getByTestId('recovery-banner').waitFor();
        await app.screenshot(`screen-recovery-${suffix}`);
        expect.soft(await accessibilityViolations(page), 'screen-recovery').toEqual([]);

        await page.getByRole('button', { name: WORDS[lang].restore }).click();
        await expect.poll(() => rowNames(page)).toHaveLength(2);
        const exported = await app.service.handlers.exportLibrary({});
        await page.getByTestId('library-import-input').setInputFiles({
          name: 'library.json',
          mimeType: 'application/json',
          buffer: Buffer.from(exported.content),
        });
        await page.getByTestId('confirm-dialog').waitFor();
        await app.screenshot(`screen-library-import-${suffix}`);
        expect.soft(await accessibilityViolations(page), 'screen-library-import').toEqual([]);
        await page.keyboard.press('Escape');
        await app.screenshot(`screen-library-file-${suffix}`);
        expect.soft(await accessibilityViolations(page), 'screen-library-file').toEqual([]);
        expect(await page.getByRole('button', { name: WORDS[lang].importLibrary }).count()).toBe(1);
      });
});
