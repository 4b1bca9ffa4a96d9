/**
 * `muster validate` judges BattleScribe and New Recruit roster files as they are (issue 21: organisers
 * receive lists made with other builders): a .ros or .rosz is read as the library would import it, its
 * force kept, validated, and not added to the library; a folder holds them beside Muster's own files;
 * a file that cannot be read says why in the chosen language.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService } from '../../src/main/service/create-service';
import { muster } from '../helpers/cli';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/roster-files');

describe('muster validate reads .ros and .rosz files', () => {
  let dir: string;
  let dataDir: string[];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'muster-validate-ros-'));
    dataDir = ['--data-dir', join(dir, 'data')];
    for (const name of ['mini.gst', 'mini.cat']) copyFileSync(join(FIXTURES, name), join(dir, name));
    const imported = await muster([
      ...dataDir,
      'data',
      'import',
      join(dir, 'mini.gst'),
      join(dir, 'mini.cat'),
    ]);
    expect(imported.status, imported.stderr).toBe(0);
    const ros = readFileSync(join(FIXTURES, 'mini.ros'));
    writeFileSync(join(dir, 'mini.ros'), ros);
    writeFileSync(join(dir, 'mini.rosz'), zipSync({ 'mini.ros': new Uint8Array(ros) }));
    writeFileSync(join(dir, 'broken.ros'), '<roster id="x"><forces>');
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('judges a .ros as the library would import it, without adding it', async () => {
    const run = await muster([...dataDir, 'validate', join(dir, 'mini.ros'), '--json', '--lang', 'en']);
    const [file] = (
      JSON.parse(run.stdout) as {
        files: { name: string; faction: { id: string }; stats: { points: number }; fingerprint: string }[];
      }
    ).files;
    // 3 Boyz at 50 with 3 Shootas at 5, then a Nob at 20 (the file says 999).
    expect(file).toMatchObject({ name: 'Waaagh & co', faction: { id: 'mini-orks' }, stats: { points: 185 } });
    expect(file!.fingerprint).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    const service = startService({ dataDir: join(dir, 'data'), host: 'cli' });
    try {
      expect(await service.handlers.listRosters({})).toEqual([]);
    } finally {
      service.close();
    }
  }, 120_000);

  it('reads a .rosz the same, finds both in a folder, and says why a broken file cannot be read', async () => {
    const run = await muster([...dataDir, 'validate', dir, '--lang', 'fr']);
    expect(run.status).toBe(2);
    expect(run.stdout).toContain('mini.ros:');
    expect(run.stdout).toContain('mini.rosz:');
    expect(run.stdout).toMatch(/broken\.ros: ILLISIBLE\n {2}\S/);
    const zipped = await muster([...dataDir, 'validate', join(dir, 'mini.rosz'), '--json']);
    const plain = await muster([...dataDir, 'validate', join(dir, 'mini.ros'), '--json']);
    const fingerprint = (text: string) =>
      (JSON.parse(text) as { files: { fingerprint: string }[] }).files[0]!.fingerprint;
    expect(fingerprint(zipped.stdout)).toBe(fingerprint(plain.stdout));
  }, 120_000);
});
