import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../helpers/temp-dir';
import { muster } from '../helpers/cli';

const root = resolve(import.meta.dirname, '../..');
const tempDir = useTempDirs();

describe('muster CLI', () => {
  it('prints its help and version', () => {
    const help = muster(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/Usage: muster/);
    expect(help.stdout).toMatch(/serve/);
    const version = muster(['--version']);
    expect(version.stdout.trim()).toBe(
      JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).version,
    );
  });

  it('reports the database through the API, honouring --data-dir', () => {
    const dir = tempDir();
    const info = muster(['--data-dir', dir, 'info', '--json']);
    expect(info.status).toBe(0);
    expect(JSON.parse(info.stdout)).toMatchObject({ host: 'cli', databaseFile: resolve(dir, 'muster.db') });
  });

  it('honours MUSTER_DATA_DIR', () => {
    const dir = tempDir();
    const info = muster(['info', '--json'], { MUSTER_DATA_DIR: dir });
    expect(JSON.parse(info.stdout).databaseFile).toBe(resolve(dir, 'muster.db'));
  });

  it('exits 2 with a message on an unknown command or a bad port', () => {
    expect(muster(['frobnicate']).status).toBe(2);
    const badPort = muster(['--data-dir', tempDir(), 'serve', '--port', 'http']);
    expect(badPort.status).toBe(2);
    expect(badPort.stderr).toMatch(/Invalid port "http"/);
  });
});
