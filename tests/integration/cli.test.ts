import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../helpers/temp-dir';
import { muster, spawnMuster } from '../helpers/cli';

const root = resolve(import.meta.dirname, '../..');
const version = (JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { version: string })
  .version;
const tempDir = useTempDirs();

describe('the muster bin', () => {
  // The one test that starts the real command in its own process (the bundle in out/cli when it is
  // current, else the sources through tsx): its version shortcut, then a full command.
  it('starts, prints its version and validates a roster', () => {
    const printed = spawnMuster(['--version']);
    expect(printed).toMatchObject({ status: 0, stdout: `${version}\n` });
    const roster = join(root, 'tests/fixtures/rosters/deadzone/legal-enforcers.json');
    const run = spawnMuster(['validate', roster, '--json'], { MUSTER_DATA_DIR: tempDir() });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout).files[0]).toMatchObject({ valid: true });
  });
});

/** As bin/muster.js decides: the bundle runs when no source it was made from is newer. */
function bundleIsCurrent(): boolean {
  try {
    const builtAt = statSync(join(root, 'out/cli/muster.cjs')).mtimeMs;
    const sources = JSON.parse(readFileSync(join(root, 'out/cli/sources.json'), 'utf8')) as string[];
    return sources.every((file) => statSync(join(root, file)).mtimeMs <= builtAt);
  } catch {
    return false;
  }
}

describe("the bundle's code cache", () => {
  const bundled = bundleIsCurrent();
  if (!bundled) console.warn('Code cache test skipped: no current bundle in out/cli (npm run build:cli)');

  it.skipIf(!bundled)('is written by a command, used by the next, and a refused one is written again', () => {
    const roster = join(root, 'tests/fixtures/rosters/netepic/legal-tactical-company.json');
    const dataDir = tempDir();
    const run = () =>
      spawnMuster(['validate', roster], { MUSTER_DATA_DIR: dataDir, MUSTER_CODE_CACHE_DEBUG: '1' });
    const first = run();
    expect(first.status, first.stderr).toBe(0);
    const second = run();
    expect(second.stderr).toContain('muster: code cache used');
    expect(second.stdout).toBe(first.stdout);
    // Named after the bundle it was made for (its size and times, V8's version).
    const { size } = statSync(join(root, 'out/cli/muster.cjs'));
    const caches = readdirSync(join(root, 'out/cli')).filter(
      (name) => name.startsWith(`muster.cjs.${size}-`) && name.endsWith('.cache'),
    );
    expect(caches.length).toBeGreaterThan(0);
    // Whatever the file holds, V8 checks it: bytes it did not write are refused, and written again.
    for (const name of caches) writeFileSync(join(root, 'out/cli', name), 'not a code cache');
    const refused = run();
    expect(refused.stderr).toMatch(/muster: code cache refused[\s\S]*muster: code cache written/);
    expect(refused.stdout).toBe(first.stdout);
    expect(run().stderr).toContain('muster: code cache used');
  });
});

describe('muster CLI', () => {
  it('prints its help and version', async () => {
    const help = await muster(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/Usage: muster/);
    expect(help.stdout).toMatch(/serve/);
    const printed = await muster(['--version']);
    expect(printed.stdout.trim()).toBe(version);
  });

  it('reports the database through the API, honouring --data-dir', async () => {
    const dir = tempDir();
    const info = await muster(['--data-dir', dir, 'info', '--json']);
    expect(info.status).toBe(0);
    expect(JSON.parse(info.stdout)).toMatchObject({ host: 'cli', databaseFile: resolve(dir, 'muster.db') });
  });

  it('honours MUSTER_DATA_DIR', async () => {
    const dir = tempDir();
    const info = await muster(['info', '--json'], { MUSTER_DATA_DIR: dir });
    expect(JSON.parse(info.stdout).databaseFile).toBe(resolve(dir, 'muster.db'));
  });

  it('exits 2 with a message on an unknown command or a bad port', async () => {
    expect((await muster(['frobnicate'])).status).toBe(2);
    const badPort = await muster(['--data-dir', tempDir(), 'serve', '--port', 'http']);
    expect(badPort.status).toBe(2);
    expect(badPort.stderr).toMatch(/Port « http » non valide/);
  });
});
