/**
 * The desktop app or browser mode and the CLI share one database. While the service saves rosters in a
 * loop, several `muster import-glossary` processes start at once, each of them reloading the built-in
 * catalogue (marked stale) and importing a glossary: every write waits for the lock in turn, and none
 * fails with "database is locked".
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startService } from '../../src/main/service/create-service';
import { ROOT } from '../helpers/cli';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const CLI_RUNS = 6;
const MAX_SAVES = 2_000;

interface Run {
  code: number | null;
  stderr: string;
}

/** The real `muster` bin, started without waiting for it. */
function startMuster(args: string[]): Promise<Run> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [resolve(ROOT, 'bin/muster.js'), ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr += chunk));
    child.on('close', (code) => done({ code, stderr }));
  });
}

describe('concurrent writers on one data folder', () => {
  it('imports glossaries from several CLI processes while the service saves, without "database is locked"', async () => {
    const dataDir = tempDir();
    const glossary = join(tempDir(), 'glossary.md');
    writeFileSync(glossary, '### Tacticien (n)\nUne seule figurine.\n\n### Inconnue\nTexte.\n');

    const service = startService({ dataDir, host: 'browser' });
    let saves = 0;
    const saveErrors: string[] = [];
    try {
      // Every CLI start finds the built-in catalogue stale and reloads it (the longest write).
      service.context.db.prepare("UPDATE catalogue_source SET version = 'stale'").run();
      const roster = await service.handlers.createRoster({
        game: 'deadzone',
        faction: 'deadzone-enforcers',
        name: 'Sauvegardes',
        pointsLimit: 150,
      });

      const runs = Promise.all(
        Array.from({ length: CLI_RUNS }, () =>
          startMuster(['--data-dir', dataDir, 'import-glossary', glossary, '--game', 'deadzone']),
        ),
      );
      let finished = false;
      void runs.then(() => (finished = true));
      // Saves as the editor makes them, yielding between two so that the processes' output is read.
      while (!finished && saves < MAX_SAVES) {
        try {
          await service.handlers.saveRoster({ roster: { ...roster, name: `Sauvegarde ${saves}` } });
        } catch (error) {
          saveErrors.push((error as Error).message);
        }
        saves++;
        await new Promise((next) => setTimeout(next, 5));
      }

      const results = await runs;
      expect(saveErrors).toEqual([]);
      for (const run of results) {
        expect(run.stderr).not.toMatch(/locked|busy/i);
        expect(run.code).toBe(0);
      }
      expect(saves).toBeGreaterThan(0);
    } finally {
      service.close();
    }
  }, 120_000);
});
