/**
 * The printable roster through headless Chromium to PDF, read back with pdftotext (poppler-utils).
 * Skipped, with the reason, where Chromium or pdftotext is not installed. The browser is the one
 * Muster finds by itself (Debian's chromium here), as the CLI and browser mode find it.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderRoster } from '../../src/core/export';
import { ChromiumMissingError, chromiumPath, renderPdf } from '../../src/main/export/pdf';
import { writeFileAtomic } from '../../src/main/export/write-atomic';
import { antaresCase, hostileCase, netepicCase } from '../helpers/export-fixtures';
import { useTempDirs } from '../helpers/temp-dir';

const chromium = chromiumPath();
const hasChromium = existsSync(chromium);
const hasPdftotext = spawnSync('pdftotext', ['-v'], { encoding: 'utf8' }).error === undefined;
const missing = [
  hasChromium ? '' : `Chromium (looked at ${chromium} and the usual places; set MUSTER_CHROMIUM)`,
  hasPdftotext ? '' : 'pdftotext (apt-get install poppler-utils)',
].filter(Boolean);
if (missing.length > 0) console.warn(`PDF export tests skipped: ${missing.join(' and ')} not found`);

const tempDir = useTempDirs();

function pdfText(file: string, layout = false): string {
  const result = spawnSync('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-'], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout;
}

function pageSize(file: string): string {
  const info = spawnSync('pdfinfo', [file], { encoding: 'utf8' }).stdout;
  return /Page size:\s+([\d.]+ x [\d.]+)/.exec(info)?.[1] ?? '';
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe.skipIf(missing.length > 0)('PDF export', () => {
  it('prints unit names and glossary entries (A4)', { timeout: 120_000 }, async () => {
    const html = renderRoster('html', { ...netepicCase(), lang: 'fr' });
    const pdf = await renderPdf(html, { pageSize: 'a4' });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const file = join(tempDir(), 'roster.pdf');
    writeFileAtomic(file, pdf);
    const text = flat(pdfText(file));
    for (const name of [
      '3e Compagnie — Ultramarines',
      'Escouade tactique',
      'Escouade Alpha',
      'Capitaine',
      'Terminators',
      'Land Raider',
    ])
      expect(text).toContain(name);
    expect(text).toContain('Glossaire');
    for (const rule of ['Personnage Lié', 'Perforant', 'Anti-char', 'Transport'])
      expect(text).toContain(rule);
    expect(text).toContain('Un personnage lié rejoint un détachement au déploiement.');
    expect(text).not.toContain('Se déploie en avant.');
    expect(pageSize(file)).toMatch(/^59[56](\.\d+)? x 84[123](\.\d+)?$/);
  });

  it('prints on Letter paper in English', { timeout: 120_000 }, async () => {
    const html = renderRoster('html', { ...antaresCase(), lang: 'en', pageSize: 'letter' });
    const file = join(tempDir(), 'roster.pdf');
    writeFileSync(file, await renderPdf(html, { pageSize: 'letter' }));
    const text = flat(pdfText(file));
    expect(text).toContain('AI Command Squad');
    expect(text).toContain('Compression cannon team');
    expect(text).toContain('Glossary');
    expect(text).toContain('Reflex armour');
    expect(pageSize(file)).toBe('612 x 792');
  });

  it('prints hostile text as text', { timeout: 120_000 }, async () => {
    const html = renderRoster('html', { ...hostileCase(), lang: 'fr' });
    const file = join(tempDir(), 'roster.pdf');
    writeFileSync(file, await renderPdf(html));
    const text = flat(pdfText(file));
    expect(text).toContain('<script>alert(1)</script>');
    expect(text).toContain('<img src=x onerror=alert(1)>');
    expect(readFileSync(file).length).toBeGreaterThan(1000);
  });
});

/** Root on Linux with runuser: the one place where this test can be someone else, as players are. */
const hasRunuser =
  process.getuid?.() === 0 && spawnSync('runuser', ['--help'], { encoding: 'utf8' }).error === undefined;
/** That someone else must reach the checkout too (a clone under a private folder, as `mktemp -d` makes, is not). */
const canRunAsNobody =
  hasRunuser &&
  spawnSync('runuser', ['-u', 'nobody', '--', 'test', '-r', resolve('bin/muster.js')]).status === 0;
if (hasRunuser && !canRunAsNobody)
  console.warn('PDF export as an ordinary user: skipped, user nobody cannot read this checkout');

describe.skipIf(missing.length > 0 || !canRunAsNobody)('PDF export as an ordinary user', () => {
  it('keeps Chromium’s sandbox and says nothing about it', { timeout: 120_000 }, () => {
    const folder = tempDir();
    chmodSync(folder, 0o777);
    const roster = resolve('tests/fixtures/rosters/netepic/legal-tactical-company.json');
    const out = join(folder, 'roster.pdf');
    const run = spawnSync(
      'runuser',
      ['-u', 'nobody', '--', process.execPath, resolve('bin/muster.js'), 'export', roster, '-o', out],
      {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, HOME: folder, MUSTER_DATA_DIR: join(folder, 'data'), TMPDIR: folder },
        timeout: 110_000,
      },
    );
    expect(run.stderr).not.toMatch(/sandbox/i);
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(out).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('PDF export without Chromium', () => {
  it('says clearly where it looked', async () => {
    const error = await renderPdf('<p>x</p>', { executablePath: '/nonexistent/chromium' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChromiumMissingError);
    expect((error as Error).message).toMatch(
      /^No Chromium, Chrome or Edge browser was found to make the PDF \(looked at \/nonexistent\/chromium\)\. Install one \(on Debian: apt-get install chromium\) or set MUSTER_CHROMIUM/,
    );
  });

  it('says it in French for a French export', async () => {
    const error = await renderPdf('<p>x</p>', { executablePath: '/nonexistent/chromium', lang: 'fr' }).catch(
      (e: unknown) => e,
    );
    expect((error as Error).message).toMatch(/^Aucun navigateur Chromium, Chrome ou Edge trouvé/);
  });
});
