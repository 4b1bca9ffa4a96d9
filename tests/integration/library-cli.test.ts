/** Issue 14 point 3: the whole library exports and imports as one file, and restores from a backup, from the CLI. */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startService } from '../../src/main/service/create-service';
import { backupsFolder } from '../../src/main/backups/backup-folder';
import { muster } from '../helpers/cli';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

async function folderWithLists(names: string[]): Promise<string> {
  const dataDir = tempDir();
  const service = startService({ dataDir, host: 'cli' });
  try {
    for (const name of names)
      await service.handlers.createRoster({
        game: 'deadzone',
        faction: 'deadzone-enforcers',
        name,
        pointsLimit: 150,
      });
  } finally {
    service.close();
  }
  return dataDir;
}

function listNames(dataDir: string): Promise<string[]> {
  const service = startService({ dataDir, host: 'cli' });
  return Promise.resolve(service.handlers.listRosters({ sort: 'name' }))
    .then((lists) => lists.map((list) => list.name))
    .finally(() => service.close());
}

describe('muster library', () => {
  it('exports every list to one file that imports into another data folder', async () => {
    const source = await folderWithLists(['Patrouille', 'Escouade']);
    const file = join(tempDir(), 'library.json');
    const exported = await muster(['--data-dir', source, 'library', 'export', file]);
    expect(exported).toMatchObject({ status: 0, stdout: expect.stringContaining('2 liste(s) écrite(s)') });
    const target = tempDir();
    const imported = await muster(['--data-dir', target, 'library', 'import', file]);
    expect(imported).toMatchObject({ status: 0, stdout: expect.stringContaining('2 liste(s) ajoutée(s)') });
    expect(await listNames(target)).toEqual(['Escouade', 'Patrouille']);
  });

  it('refuses a file that is not a library, exit code 2', async () => {
    const file = join(tempDir(), 'other.json');
    writeFileSync(file, '{"hello": 1}');
    const run = await muster(['--data-dir', tempDir(), 'library', 'import', file]);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/not a Muster library file/);
  });
});

describe('muster restore-backup', () => {
  it('restores the latest backup after the database was found damaged', async () => {
    const dataDir = await folderWithLists(['Patrouille']);
    startService({ dataDir, host: 'cli' }).close(); // the start that takes the day's backup
    expect(readdirSync(backupsFolder(dataDir))).toHaveLength(1);
    const file = join(dataDir, 'muster.db');
    for (const suffix of ['-wal', '-shm']) rmSync(file + suffix, { force: true });
    writeFileSync(file, Buffer.alloc(8192, 'garbage '));
    const run = await muster(['--data-dir', dataDir, 'restore-backup']);
    expect(run).toMatchObject({ status: 0, stdout: expect.stringContaining('1 liste(s) ajoutée(s)') });
    expect(run.stderr).toMatch(/muster\.db is damaged/);
    expect(await listNames(dataDir)).toEqual(['Patrouille']);
    expect(readdirSync(dataDir).some((name) => name.startsWith('muster.db.damaged-'))).toBe(true);
  });

  it('restores from a database copy given by name', async () => {
    const source = await folderWithLists(['Escouade']);
    const target = tempDir();
    const run = await muster([
      '--data-dir',
      target,
      'restore-backup',
      join(source, 'muster.db'),
      '--lang',
      'en',
    ]);
    expect(run).toMatchObject({ status: 0, stdout: expect.stringContaining('1 list(s) added') });
    expect(await listNames(target)).toEqual(['Escouade']);
  });
});
