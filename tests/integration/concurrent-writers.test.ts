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
import { rosterStore } from '../../src/main/rosters/roster-store';
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

/**
 * Two services on one data folder, as two servers or a server and the CLI: two connections. The race
 * is made without timing: the store of the second one reads the faction's catalogue between what it
 * read and what it writes, and at that moment the first one writes. Its busy timeout is 0, so a write
 * the second one's transaction holds off fails at once (not acknowledged) instead of waiting for a
 * lock the same thread holds. Every write the first one acknowledged must be in the database.
 */
describe('two connections racing on one data folder', () => {
  const RACES = 20;

  function openPair() {
    const dataDir = tempDir();
    const first = startService({ dataDir, host: 'browser' });
    const second = startService({ dataDir, host: 'browser' });
    first.context.db.pragma('busy_timeout = 0');
    let meanwhile: (() => void) | undefined;
    const catalogue = second.context.catalogue;
    const racing = rosterStore(second.context.db, {
      ...catalogue,
      factionCatalogue: (id: string) => {
        const write = meanwhile;
        meanwhile = undefined;
        write?.();
        return catalogue.factionCatalogue(id);
      },
    });
    return {
      first,
      second,
      firstStore: rosterStore(first.context.db, first.context.catalogue),
      racing,
      /** What the first connection does while the second one is between its read and its write. */
      during: (write: () => void) => (meanwhile = write),
      close: () => {
        first.close();
        second.close();
      },
    };
  }

  /** Runs a write that may be held off by the other connection's transaction; true when acknowledged. */
  function acknowledged(write: () => unknown): boolean {
    try {
      write();
      return true;
    } catch (error) {
      if (/busy|locked/i.test((error as Error).message)) return false;
      throw error;
    }
  }

  it('a rename never erases a save the other connection acknowledged', () => {
    const pair = openPair();
    try {
      let roster = pair.firstStore.create({
        game: 'deadzone',
        faction: 'deadzone-enforcers',
        name: 'Liste',
        pointsLimit: 150,
      });
      let lastAcknowledged = '';
      for (let race = 0; race < RACES; race++) {
        const notes = `Sauvegarde ${race}`;
        pair.during(() => {
          if (acknowledged(() => pair.firstStore.save({ ...roster, notes }, roster.updatedAt)))
            lastAcknowledged = notes;
        });
        pair.racing.rename(roster.id, `Liste ${race}`);
        roster = pair.firstStore.get(roster.id);
        expect(roster.name).toBe(`Liste ${race}`);
        expect(roster.notes).toBe(lastAcknowledged);
      }
    } finally {
      pair.close();
    }
  });

  it('the same file imported on both connections at once stores as many lists as were acknowledged', () => {
    const pair = openPair();
    try {
      const original = pair.firstStore.create({
        game: 'deadzone',
        faction: 'deadzone-enforcers',
        name: 'Importée',
        pointsLimit: 150,
      });
      const text = JSON.stringify({ ...original, id: 'shared-file-id' });
      pair.firstStore.remove(original.id);
      let acknowledgedImports = 0;
      for (let race = 0; race < RACES; race++) {
        pair.during(() => {
          if (acknowledged(() => pair.firstStore.importText(text))) acknowledgedImports++;
        });
        pair.racing.importText(text);
        acknowledgedImports++;
      }
      const stored = pair.first.context.db
        .prepare("SELECT count(*) AS n FROM roster WHERE name = 'Importée' AND deleted_at IS NULL")
        .get() as { n: number };
      expect(stored.n).toBe(acknowledgedImports);
    } finally {
      pair.close();
    }
  });
});
