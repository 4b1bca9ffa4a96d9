/**
 * `muster export` of several lists (an organiser printing every submitted list): files and folders in,
 * one file per list in the folder -o names, a list that cannot be read reported while the others are
 * written, and every PDF of the batch printed by one browser.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputNames, runExportBatch } from '../../src/cli/commands/export-batch';
import { chromiumPath, launchPdfBrowser } from '../../src/main/export/pdf';
import { warmPdfRenderer } from '../../src/main/export/warm-pdf';
import { muster } from '../helpers/cli';
import { useService } from '../helpers/service';
import { useTempDirs } from '../helpers/temp-dir';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/rosters');
const tempDir = useTempDirs();
const openService = useService();

/** A folder of submitted lists: two NetEpic lists in a sub-folder, a Deadzone one beside, a stray file. */
function submissions(): string {
  const folder = tempDir();
  mkdirSync(join(folder, 'netepic'));
  copyFileSync(resolve(FIXTURES, 'netepic/legal-tactical-company.json'), join(folder, 'netepic/a.json'));
  copyFileSync(resolve(FIXTURES, 'netepic/misplaced-characters.json'), join(folder, 'netepic/b.muster.json'));
  copyFileSync(resolve(FIXTURES, 'deadzone/legal-enforcers.json'), join(folder, 'a.json'));
  writeFileSync(join(folder, 'notes.txt'), 'not a list');
  return folder;
}

describe('muster export of several lists', () => {
  it('names one output per input, the same name twice made distinct', () => {
    expect(outputNames(['x/a.json', 'y/A.muster.json', 'b.muster', 'a.json'], '.html')).toEqual([
      'a.html',
      'A-2.html',
      'b.html',
      'a-3.html',
    ]);
  });

  it(
    'writes every list of the files and folders given into the -o folder',
    { timeout: 120_000 },
    async () => {
      const folder = submissions();
      const out = join(tempDir(), 'prints');
      const run = await muster([
        '--data-dir',
        tempDir(),
        'export',
        folder,
        '--format',
        'md',
        '--lang',
        'en',
        '-o',
        out,
      ]);
      expect(run.status, run.stderr).toBe(0);
      expect(readdirSync(out).sort()).toEqual(['a-2.md', 'a.md', 'b.md']);
      // Depth first, in sorted order: the Deadzone list (a.json beside the folder) comes first.
      expect(readFileSync(join(out, 'a.md'), 'utf8')).toContain('Deadzone');
      expect(readFileSync(join(out, 'a-2.md'), 'utf8')).toContain('NetEpic');
      expect(run.stderr).toContain('3 of 3 list(s) exported');
    },
  );

  it('reports a list it cannot read, writes the others and exits 1', { timeout: 120_000 }, async () => {
    const folder = submissions();
    writeFileSync(join(folder, 'broken.json'), '{ "format": "muster-roster", ');
    const out = join(tempDir(), 'prints');
    const run = await muster(['--data-dir', tempDir(), 'export', folder, '--format', 'txt', '-o', out]);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/broken\.json : non exportée : /);
    expect(run.stderr).toContain('3 liste(s) sur 4 exportée(s)');
    expect(readdirSync(out).sort()).toEqual(['a-2.txt', 'a.txt', 'b.txt']);
  });

  it('refuses a batch without a folder or a format, and options of another format, before writing', async () => {
    const folder = submissions();
    const noFolder = await muster(['--data-dir', tempDir(), 'export', folder, '--format', 'html']);
    expect(noFolder.status).not.toBe(0);
    expect(noFolder.stderr).toContain('-o DOSSIER');
    const out = join(tempDir(), 'prints');
    const noFormat = await muster(['--data-dir', tempDir(), 'export', folder, '-o', out]);
    expect(noFormat.stderr).toContain('--format');
    const compact = await muster([
      '--data-dir',
      tempDir(),
      'export',
      folder,
      '--format',
      'html',
      '--compact',
      '-o',
      out,
    ]);
    expect(compact.stderr).toContain('--compact va avec --format txt');
    expect(existsSync(out)).toBe(false);
    const file = join(tempDir(), 'taken.pdf');
    writeFileSync(file, '');
    const onFile = await muster(['--data-dir', tempDir(), 'export', folder, '--format', 'md', '-o', file]);
    expect(onFile.stderr).toContain('n’est pas un dossier');
  });

  const hasChromium = existsSync(chromiumPath());
  const hasPdftotext = spawnSync('pdftotext', ['-v'], { encoding: 'utf8' }).error === undefined;
  if (!hasChromium || !hasPdftotext)
    console.warn('Batch PDF test skipped: Chromium or pdftotext (poppler-utils) not found');
  it.skipIf(!hasChromium || !hasPdftotext)(
    'prints every PDF of the batch in one browser',
    { timeout: 240_000 },
    async () => {
      const folder = submissions();
      const out = join(tempDir(), 'prints');
      const service = openService();
      let launches = 0;
      const info: string[] = [];
      const outcome = await runExportBatch(
        [folder],
        { format: 'pdf', lang: 'fr', page: 'a4', output: out },
        (step) => step(service),
        { stdout: () => undefined, info: (text) => info.push(text) },
        undefined,
        () =>
          warmPdfRenderer({
            launch: (options) => {
              launches += 1;
              return launchPdfBrowser(options);
            },
          }),
      );
      expect(outcome).toEqual({ written: 3, failed: 0 });
      expect(launches).toBe(1);
      const text = spawnSync('pdftotext', ['-enc', 'UTF-8', join(out, 'a-2.pdf'), '-'], { encoding: 'utf8' });
      expect(text.stdout).toContain('3e Compagnie');
      for (const name of ['a.pdf', 'a-2.pdf', 'b.pdf'])
        expect(readFileSync(join(out, name)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    },
  );
});
