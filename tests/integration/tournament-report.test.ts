/**
 * `muster validate FOLDER --report report.html`: the organiser's page for a folder of submissions. One
 * row per file with the list's name, faction, points, verdict, errors and fingerprint (the one printed on
 * the player's sheet); unreadable files with their reason; hostile names shown as text, never markup.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderTournamentReport } from '../../src/core/export/tournament-report';
import { muster } from '../helpers/cli';
import { submissions } from '../helpers/submissions';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
describe('muster validate --report', () => {
  for (const lang of ['fr', 'en'] as const)
    it(`${lang}: writes the organiser's page, every file a row, names escaped`, async () => {
      const folder = tempDir();
      const prints = submissions(folder);
      const report = join(tempDir(), 'rapport.html');
      const run = await muster([
        '--data-dir',
        tempDir(),
        'validate',
        folder,
        '--report',
        report,
        '--lang',
        lang,
      ]);
      // Exit code as without the report: a file could not be read.
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(lang === 'fr' ? 'Rapport écrit' : 'Report written');
      const html = readFileSync(report, 'utf8');
      expect(html).toMatch(/^<!doctype html>\n<html lang="(fr|en)">/);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
      expect(html.match(/<tr class="(valid|invalid|unreadable)">/g)).toHaveLength(4);
      for (const print of Object.values(prints))
        expect(html).toContain(`<td class="fingerprint">${print}</td>`);
      // The hostile name is text: escaped, its bidirectional override gone; no markup from any file.
      expect(html).toContain(
        '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; &quot;Joueur&quot; &amp;',
      );
      expect(html).not.toContain('\u202e');
      expect(html).not.toMatch(/<script|<img|onerror=alert\(2\)>/i);
      expect(html).not.toContain('alert(3)</script>');
      if (lang === 'fr') {
        expect(html).toMatch(/4 fichiers : 2 valides, 1 non valide, 1 illisible\./);
        expect(html).toContain('Space Marines');
        expect(html).toMatch(
          /<span class="verdict unreadable">Illisible<\/span><\/td><td>Ce n’est pas une liste Muster/,
        );
        expect(html).toContain('<li class="error"><span class="sev">Erreur</span>');
        expect(html).toContain('3e Compagnie');
      } else {
        expect(html).toMatch(/4 files: 2 valid, 1 invalid, 1 unreadable\./);
        expect(html).toContain('<th scope="col">Fingerprint</th>');
        expect(html).toMatch(/<td>Not a roster file: the file is not JSON/);
      }
    });

  it('--json still prints only JSON on standard output', async () => {
    const folder = tempDir();
    submissions(folder);
    const report = join(tempDir(), 'report.html');
    const run = await muster(['--data-dir', tempDir(), 'validate', folder, '--report', report, '--json']);
    expect((JSON.parse(run.stdout) as { files: unknown[] }).files).toHaveLength(4);
  });

  it('renders an empty folder’s report and numbers in the language asked', () => {
    const html = renderTournamentReport({ lang: 'en', sources: ['<x>'], generatedAt: 'now', rows: [] });
    expect(html).toContain('0 files: 0 valid, 0 invalid, 0 unreadable.');
    expect(html).toContain('Checked: &lt;x&gt;');
  });
});
