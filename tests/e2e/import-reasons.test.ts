/**
 * Importing a file that is not a readable roster says why, in the interface language: an empty file, an
 * image, a truncated file, another program's JSON and a file from a newer Muster. Before, the page showed
 * "Import impossible :" with nothing after it, or zod's English message in the French interface.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, type AppSession } from '../helpers/browser';
import { LANGUAGES_AND_THEMES, showInLanguage, waitForLibrary } from '../helpers/ui-builder';

let app: AppSession | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const roster = {
  format: 'muster-roster',
  version: 2,
  id: 'imported-1',
  name: 'Alpha',
  game: 'deadzone',
  faction: 'deadzone-enforcers',
  pointsLimit: 150,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  selections: [],
};

const FILES = [
  { name: 'empty.json', content: '' },
  { name: 'photo.png', content: '\u0089PNG\r\n\u001a\n' },
  { name: 'cut.json', content: JSON.stringify(roster).slice(0, 70) },
  { name: 'battlescribe.json', content: '{"roster":{"name":"Alpha","forces":[]}}' },
  { name: 'future.json', content: JSON.stringify({ ...roster, version: 7 }) },
] as const;

const EXPECTED = {
  fr: [
    'Import impossible : le fichier est vide.',
    'Import impossible : ce n’est pas une liste Muster : le fichier n’est pas du JSON',
    'Import impossible : ce n’est pas une liste Muster lisible : le JSON est incomplet ou abîmé',
    'Import impossible : ce n’est pas une liste Muster : le champ « format » ne vaut pas « muster-roster »',
    'Import impossible : cette liste a été enregistrée par une version plus récente de Muster (format 7',
  ],
  en: [
    'Cannot import: the file is empty.',
    'Cannot import: not a roster file: the file is not JSON',
    'Cannot import: not a roster file: the JSON cannot be read',
    'Cannot import: not a roster file: "format" must be "muster-roster"',
    'Cannot import: this roster was saved by a newer Muster (format version 7',
  ],
} as const;

describe('import reasons', () => {
  for (const { lang, scheme } of LANGUAGES_AND_THEMES) {
    it(`says why each unreadable file is refused, in ${lang} (${scheme})`, async () => {
      app = await openApp({ colorScheme: scheme });
      const { page } = app;
      page.setDefaultTimeout(15_000);
      await waitForLibrary(page);
      await showInLanguage(app, lang);
      const toasts = page.getByTestId('toasts');
      for (const [index, file] of FILES.entries()) {
        await page.getByTestId('import-input').setInputFiles({
          name: file.name,
          mimeType: file.name.endsWith('.png') ? 'image/png' : 'application/json',
          buffer: Buffer.from(file.content, 'latin1'),
        });
        await toasts.getByText(EXPECTED[lang][index]!).waitFor();
        if (file.name === 'cut.json') {
          await app.screenshot(`import-reason-${lang}-${scheme}`);
          expect.soft(await accessibilityViolations(page), 'import reason toast').toEqual([]);
        }
      }
      expect(await app.service.handlers.listRosters({})).toEqual([]);
    });
  }
});
