import { readFileSync } from 'node:fs';
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
    expect(badPort.stderr).toMatch(/Invalid port "http"/);
  });
});
