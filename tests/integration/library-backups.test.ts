/**
 * Issue 14 point 3: a damaged database is kept aside and a fresh one opened; the library is backed up
 * every day (seven kept) and restores from the latest backup; the whole library exports to one file
 * and imports again.
 */
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startService, type MusterService } from '../../src/main/service/create-service';
import { dispatch } from '../../src/main/service/dispatch';
import { backUpDaily } from '../../src/main/service/library-handlers';
import { backupsFolder, DAILY_BACKUPS_KEPT } from '../../src/main/backups/backup-folder';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

async function withService<T>(dataDir: string, run: (service: MusterService) => Promise<T>): Promise<T> {
  const service = startService({ dataDir, host: 'cli' });
  try {
    return await run(service);
  } finally {
    service.close();
  }
}

const NEW_ROSTER = {
  game: 'deadzone',
  faction: 'deadzone-enforcers',
  name: 'Patrouille',
  pointsLimit: 150,
} as const;

describe('a damaged database', () => {
  it('is kept aside, a fresh one opened, and the lists come back from the latest backup', async () => {
    const dataDir = tempDir();
    const file = join(dataDir, 'muster.db');
    await withService(dataDir, async (service) => {
      await service.handlers.createRoster(NEW_ROSTER);
    });
    // The next start takes the day's backup, since there is now a list to keep.
    await withService(dataDir, async () => undefined);
    for (const suffix of ['-wal', '-shm']) rmSync(file + suffix, { force: true });
    writeFileSync(file, Buffer.alloc(16384, 'overwritten by something else '));

    await withService(dataDir, async (service) => {
      const info = await service.handlers.appInfo({});
      expect(info.damagedDatabase).toMatch(/muster\.db\.damaged-\d{4}-/);
      expect(existsSync(info.damagedDatabase!)).toBe(true);
      expect(await service.handlers.listRosters({})).toEqual([]);
      const restored = await dispatch(service.handlers, 'restoreBackup', {});
      expect(restored).toMatchObject({ ok: true, value: { added: 1, refused: [] } });
      expect((await service.handlers.listRosters({})).map((r) => r.name)).toEqual(['Patrouille']);
    });
  });

  it('restores only from backups Muster wrote itself', async () => {
    await withService(tempDir(), async (service) => {
      const answer = await dispatch(service.handlers, 'restoreBackup', { file: '/etc/passwd' });
      expect(answer).toMatchObject({ ok: false, error: { code: 'not-found' } });
    });
  });
});

describe('daily backups', () => {
  it('writes one library file a day and keeps the newest seven', async () => {
    const dataDir = tempDir();
    await withService(dataDir, async (service) => {
      await service.handlers.createRoster(NEW_ROSTER);
      for (let day = 1; day <= 10; day++) {
        backUpDaily(service.context.db, dataDir, () => new Date(Date.UTC(2026, 2, day, 12)));
        backUpDaily(service.context.db, dataDir, () => new Date(Date.UTC(2026, 2, day, 18)));
      }
    });
    const files = readdirSync(backupsFolder(dataDir)).filter((name) => name.includes('2026-03'));
    expect(files).toHaveLength(DAILY_BACKUPS_KEPT);
    expect(files.sort()[0]).toBe('library-2026-03-04.json');
  });

  it('never backs up an empty library (it would hide the backup that holds the lists)', async () => {
    const dataDir = tempDir();
    await withService(dataDir, async () => undefined);
    expect(existsSync(backupsFolder(dataDir))).toBe(false);
  });
});

describe('library export and import', () => {
  it('moves every list and the settings to another data folder as one file, and imports again unchanged', async () => {
    const exported = await withService(tempDir(), async (service) => {
      await service.handlers.createRoster(NEW_ROSTER);
      await service.handlers.createRoster({ ...NEW_ROSTER, name: 'Escouade' });
      await service.handlers.setSetting({ key: 'language', value: 'en' });
      return service.handlers.exportLibrary({});
    });
    expect(exported.fileName).toMatch(/^muster-library-\d{4}-\d{2}-\d{2}\.json$/);
    await withService(tempDir(), async (service) => {
      expect(await service.handlers.importLibrary({ text: exported.content })).toMatchObject({
        added: 2,
        settings: 1,
      });
      expect(await service.handlers.importLibrary({ text: exported.content })).toMatchObject({
        added: 0,
        unchanged: 2,
      });
      expect((await service.handlers.listRosters({ sort: 'name' })).map((r) => r.name)).toEqual([
        'Escouade',
        'Patrouille',
      ]);
      expect(await service.handlers.getSetting({ key: 'language' })).toBe('en');
    });
  });

  it('refuses a file that is not a library, saying so', async () => {
    await withService(tempDir(), async (service) => {
      const answer = await dispatch(service.handlers, 'importLibrary', {
        text: '{"format":"muster-roster"}',
      });
      expect(answer).toMatchObject({
        ok: false,
        error: { code: 'invalid-input', message: /not a Muster library file/ },
      });
    });
  });
});
