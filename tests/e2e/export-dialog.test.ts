/**
 * The editor's export dialog in browser mode: Markdown and HTML in French and English, downloaded and
 * read back; the paper; the PDF's error when Chromium is missing; printing through a hidden frame.
 * Screenshots of the dialog in French (light) and English (dark).
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessibilityViolations } from '../helpers/axe';
import { openApp, type AppSession } from '../helpers/browser';
import { waitForLibrary } from '../helpers/ui-builder';
import { seedNetEpic } from '../helpers/ui-seed';

let app: AppSession | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  await app?.close();
  app = undefined;
});

const WORDS = {
  fr: { open: /^Exporter la liste/, print: 'Imprimer la liste', submit: 'Exporter', format: 'Format' },
  en: { open: /^Export the list/, print: 'Print the list', submit: 'Export', format: 'Format' },
} as const;

async function openEditor(
  lang: 'fr' | 'en',
  scheme: 'light' | 'dark',
): Promise<{ app: AppSession; page: Page }> {
  app = await openApp({ colorScheme: scheme });
  const { page } = app;
  page.setDefaultTimeout(15_000);
  await waitForLibrary(page);
  if (lang === 'en') await app.service.handlers.setSetting({ key: 'language', value: 'en' });
  const id = await seedNetEpic(app);
  await page.goto(`${app.server.url.replace(/#.*$/, '')}#/roster/${id}`);
  // A reload reads the language setting again.
  await page.reload();
  await page.getByTestId('editor').waitFor();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
  return { app, page };
}

/** Opens the dialog, makes the choices given, exports, and returns the downloaded file. */
async function exportThroughDialog(
  page: Page,
  lang: 'fr' | 'en',
  choice: { format?: string; lang?: string; paper?: string },
): Promise<{ name: string; text: string }> {
  await page.getByRole('button', { name: WORDS[lang].open }).click();
  const dialog = page.getByTestId('export-dialog');
  await dialog.waitFor();
  if (choice.format) await dialog.getByLabel(WORDS[lang].format).selectOption(choice.format);
  if (choice.lang)
    await dialog.getByLabel(/^(Langue du fichier|Language of the file)$/).selectOption(choice.lang);
  if (choice.paper) await dialog.getByLabel(/^(Papier|Paper)$/).selectOption(choice.paper);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: WORDS[lang].submit, exact: true }).click(),
  ]);
  await expect.poll(() => dialog.count()).toBe(0);
  return { name: download.suggestedFilename(), text: readFileSync((await download.path())!, 'utf8') };
}

describe('export dialog', () => {
  it('in French: Markdown in French, HTML in English on Letter paper, printing', async () => {
    const { app, page } = await openEditor('fr', 'light');
    const logs: string[] = [];
    page.on('console', (message) => void logs.push(message.text()));

    // The dialog opens with the interface's language, HTML and A4, the format explained.
    await page.getByRole('button', { name: WORDS.fr.open }).click();
    const dialog = page.getByTestId('export-dialog');
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe('Exporter la liste');
    expect(await dialog.getByLabel('Format').inputValue()).toBe('html');
    expect(await dialog.getByLabel('Langue du fichier').inputValue()).toBe('fr');
    expect(await dialog.getByLabel('Papier').inputValue()).toBe('a4');
    expect(await dialog.locator('.field-hint').textContent()).toMatch(/glossaire/);
    const formats = await dialog.getByLabel('Format').locator('option').allTextContents();
    expect(formats).toEqual([
      'HTML imprimable',
      'PDF',
      'Markdown',
      'Texte',
      'Texte compact',
      'Fichier JSON',
      'Liste secrète',
      'Liste BattleScribe (.rosz)',
    ]);
    await app.screenshot('export-dialog-fr-light');
    expect(await accessibilityViolations(app.page)).toEqual([]);
    // Paper is for pages only.
    await dialog.getByLabel('Format').selectOption('md');
    await expect.poll(() => dialog.getByLabel('Papier').count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    const md = await exportThroughDialog(page, 'fr', { format: 'md' });
    expect(md.name).toBe('3e-Compagnie.md');
    expect(md.text).toMatch(/^# 3e Compagnie/);
    expect(md.text).toContain('**Capacités**');
    await expect
      .poll(() => page.locator('.toast').last().textContent())
      .toContain('« 3e-Compagnie.md » enregistré');

    const html = await exportThroughDialog(page, 'fr', { format: 'html', lang: 'en', paper: 'letter' });
    expect(html.name).toBe('3e-Compagnie.html');
    expect(html.text).toContain('<html lang="en">');
    expect(html.text).toContain('size: Letter');
    expect(html.text).toContain('Glossary');
    expect(html.text).not.toMatch(/<script/i);

    // An edit not yet saved is in the export: the dialog stores it first.
    const title = page.getByLabel('Nom de la liste');
    await title.fill('Compagnie Varro');
    await title.press('Enter');
    const renamed = await exportThroughDialog(page, 'fr', { format: 'txt' });
    expect(renamed.name).toBe('Compagnie-Varro.txt');
    expect(renamed.text).toMatch(/^Compagnie Varro/);

    // Imprimer: the printable page goes into a hidden frame, which our CSP lets load without scripts.
    await page.getByRole('button', { name: WORDS.fr.print }).click();
    const frame = page.locator('iframe[data-print-frame]');
    await expect.poll(() => frame.count()).toBe(1);
    expect(await frame.getAttribute('sandbox')).toBe('allow-same-origin allow-modals');
    await expect
      .poll(() => page.frameLocator('iframe[data-print-frame]').locator('h1').textContent())
      .toBe('Compagnie Varro');
    expect(logs.filter((line) => /Content Security Policy|Blocked|Ignored call/i.test(line))).toEqual([]);
  });

  it('in English: Markdown in English, HTML in French, and the PDF', async () => {
    const { app, page } = await openEditor('en', 'dark');
    await page.getByRole('button', { name: WORDS.en.open }).click();
    const dialog = page.getByTestId('export-dialog');
    await expect.poll(() => dialog.getByRole('heading').first().textContent()).toBe('Export the list');
    expect(await dialog.getByLabel('Language of the file').inputValue()).toBe('en');
    await dialog.getByLabel('Format').selectOption('pdf');
    await app.screenshot('export-dialog-en-dark');
    expect(await accessibilityViolations(app.page)).toEqual([]);
    await page.keyboard.press('Escape');

    const md = await exportThroughDialog(page, 'en', { format: 'md' });
    expect(md.name).toBe('3e-Compagnie.md');
    expect(md.text).toContain('**Abilities**');
    expect(md.text).not.toContain('**Capacités**');

    const html = await exportThroughDialog(page, 'en', { format: 'html', lang: 'fr' });
    expect(html.text).toContain('<html lang="fr">');
    expect(html.text).toContain('size: A4');
    expect(html.text).toContain('Glossaire');

    const pdf = await exportThroughDialog(page, 'en', { format: 'pdf' });
    expect(pdf.name).toBe('3e-Compagnie.pdf');
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
  });

  it('says what to do when the PDF cannot be made, and stays open', async () => {
    const { page } = await openEditor('fr', 'light');
    vi.stubEnv('CHROMIUM_PATH', '/nonexistent/chromium');
    await page.getByRole('button', { name: WORDS.fr.open }).click();
    const dialog = page.getByTestId('export-dialog');
    await dialog.getByLabel('Format').selectOption('pdf');
    await dialog.getByRole('button', { name: 'Exporter', exact: true }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toMatch(/Chromium.*HTML imprimable/);
    expect(await dialog.count()).toBe(1);
  });
});
