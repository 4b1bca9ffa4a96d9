/**
 * BattleScribe roster files in the page: "Exporter…" offers the `.rosz` of a list of an imported faction
 * (downloaded, a zip holding the `.ros`), "Importer un fichier" in the library takes it back as a new list
 * and opens it, a built-in faction's list and a roster whose game data is missing are refused with the
 * reason in the interface's language. The small hand-made data of tests/fixtures/roster-files is used, so
 * this runs without ../shared. Screenshots in French (light) and English (dark).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, type AppSession } from '../helpers/browser';
import { showInLanguage, waitForLibrary } from '../helpers/ui-builder';
import { seedNetEpic } from '../helpers/ui-seed';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/roster-files');
/** A Muster list of the fixtures' Mini Orks, as a roster file. */
const MINI_LIST = readFileSync(join(FIXTURES, 'mini-list.json'), 'utf8');

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const WORDS = {
  fr: {
    open: /^Exporter la liste/,
    submit: 'Exporter',
    format: 'Liste BattleScribe (.rosz)',
    hint: /factions importées/,
    imported: 'Liste « Les Boyz » (Mini Orks) importée dans la bibliothèque.',
    builtin: 'Seules les listes d’une faction importée',
    noData:
      'Import impossible : les données de jeu « Inconnu » ne sont pas importées : importez d’abord les données de jeu',
  },
  en: {
    open: /^Export the list/,
    submit: 'Export',
    format: 'BattleScribe roster (.rosz)',
    hint: /imported factions/,
    imported: 'List “Les Boyz” (Mini Orks) imported into the library.',
    builtin: 'Only lists of an imported faction',
    noData: 'Cannot import: the game data “Inconnu” is not imported: import the game data first',
  },
} as const;

async function seedMini(session: AppSession): Promise<string> {
  const files = ['mini.gst', 'mini.cat'].map((name) => ({
    name,
    base64: readFileSync(join(FIXTURES, name)).toString('base64'),
  }));
  const report = await session.service.handlers.importGameData({ files });
  expect(report.refused).toEqual([]);
  return (await session.service.handlers.importRoster({ text: MINI_LIST })).id;
}

async function openEditor(page: Page, session: AppSession, id: string): Promise<void> {
  await page.goto(`${session.server.url.replace(/#.*$/, '')}#/roster/${id}`);
  await page.getByTestId('editor').waitFor();
}

/** Chooses the .rosz in "Exporter…" and exports; returns the dialog (for a refusal) or the download. */
async function exportRosz(page: Page, lang: 'fr' | 'en') {
  await page.getByRole('button', { name: WORDS[lang].open }).click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.waitFor();
  await dialog.getByLabel('Format').selectOption('rosz');
  await expect.poll(() => dialog.locator('.field-hint').textContent()).toMatch(WORDS[lang].hint);
  return dialog;
}

describe('BattleScribe roster files in the page', () => {
  for (const [lang, scheme] of [
    ['fr', 'light'],
    ['en', 'dark'],
  ] as const) {
    it(`${lang} (${scheme}): exports a .rosz, imports it back as a new list, refuses with the reason`, async () => {
      app = await openApp({ colorScheme: scheme });
      const { page } = app;
      page.setDefaultTimeout(15_000);
      await waitForLibrary(page);
      await showInLanguage(app, lang);
      const id = await seedMini(app);
      await openEditor(page, app, id);

      const dialog = await exportRosz(page, lang);
      const options = await dialog.getByLabel('Format').locator('option').allTextContents();
      expect(options).toContain(WORDS[lang].format);
      await app.screenshot(`roster-file-export-${lang}-${scheme}`);
      expect(await accessibilityViolations(page)).toEqual([]);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: WORDS[lang].submit, exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Les-Boyz.rosz');
      const bytes = readFileSync((await download.path())!);
      const xml = Buffer.from(unzipSync(bytes)['Les-Boyz.ros']!).toString('utf8');
      expect(xml).toContain('battleScribeVersion="2.03"');
      expect(xml).toContain('customName="Grot &amp; co"');

      // The library's "Importer un fichier" takes the .rosz: a new list, opened in the editor.
      await page.goto(app.server.url);
      await waitForLibrary(page);
      await page.getByTestId('import-input').setInputFiles({
        name: 'Les-Boyz.rosz',
        mimeType: 'application/zip',
        buffer: bytes,
      });
      await page.getByTestId('toasts').getByText(WORDS[lang].imported).waitFor();
      await page.getByTestId('editor').waitFor();
      await app.screenshot(`roster-file-imported-${lang}-${scheme}`);
      const lists = await app.service.handlers.listRosters({});
      expect(lists.map((list) => list.name)).toEqual(['Les Boyz', 'Les Boyz']);
      const copy = lists.find((list) => list.id !== id)!;
      const imported = await app.service.handlers.getRoster({ id: copy.id });
      expect(imported.selections.map((s) => [s.entry, s.count, s.options, s.label])).toEqual([
        ['boyz', 2, { shoota: 1, choppa: 1 }, 'Grot & co'],
        ['nob', undefined, {}, undefined],
      ]);

      // A roster whose game data is not imported: refused, said why, nothing stored.
      await page.goto(app.server.url);
      await waitForLibrary(page);
      const unknown = readFileSync(join(FIXTURES, 'mini.ros'), 'utf8')
        .replace('gameSystemId="b6ca-ebfc-974f-eaae"', 'gameSystemId="gs-unknown"')
        .replace('gameSystemName="NetEpic Mini"', 'gameSystemName="Inconnu"');
      await page.getByTestId('import-input').setInputFiles({
        name: 'autre.ros',
        mimeType: 'application/xml',
        buffer: Buffer.from(unknown),
      });
      await page.getByTestId('toasts').getByText(WORDS[lang].noData).waitFor();
      await app.screenshot(`roster-file-refused-${lang}-${scheme}`);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(await app.service.handlers.listRosters({})).toHaveLength(2);

      // A built-in faction's list has no BattleScribe ids: the dialog says so.
      const builtin = await seedNetEpic(app);
      await openEditor(page, app, builtin);
      const refusing = await exportRosz(page, lang);
      await refusing.getByRole('button', { name: WORDS[lang].submit, exact: true }).click();
      await expect.poll(() => refusing.textContent()).toContain(WORDS[lang].builtin);
    });
  }
});
