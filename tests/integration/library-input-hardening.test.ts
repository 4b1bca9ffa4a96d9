/**
 * Issue 23 point 5: a date far outside what a list may carry (9999-12-31T23:59:59.999Z, before 1970)
 * no longer bricks the list at its first edit, whichever way it came in. Point 8: a lone surrogate in
 * a list name is one U+FFFD, not three; a library file's settings are bounded; a bulk import is in a
 * backup the same day.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { strToU8 } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { EARLIEST_DATE, LATEST_DATE } from '../../src/core/roster/dates';
import type { ListCards } from '../../src/core/roster/cards';
import { backupsFolder } from '../../src/main/backups/backup-folder';
import { startService, type MusterService } from '../../src/main/service/create-service';
import { dispatch } from '../../src/main/service/dispatch';
import type { ApiOutput } from '../../src/shared/api-contract';
import type { ApiMethodName } from '../../src/shared/api-methods';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const FAR_FUTURE = '9999-12-31T23:59:59.999Z';
const LONG_AGO = '1901-02-03T04:05:06.000Z';

async function withService<T>(dataDir: string, run: (service: MusterService) => Promise<T>): Promise<T> {
  const service = startService({ dataDir, host: 'cli' });
  try {
    return await run(service);
  } finally {
    service.close();
  }
}

/** Calls through the dispatcher (the boundary every transport crosses); fails the test on an error. */
async function call<M extends ApiMethodName>(
  service: MusterService,
  method: M,
  input: unknown,
): Promise<ApiOutput<M>> {
  const result = await dispatch(service.handlers, method, input);
  if (!result.ok)
    throw new Error(`${method}: ${result.error.message} ${result.error.details?.join('; ') ?? ''}`);
  return result.value as ApiOutput<M>;
}

async function newList(service: MusterService, name = 'Patrouille'): Promise<ListCards> {
  return call(service, 'createRoster', {
    game: 'deadzone',
    faction: 'deadzone-enforcers',
    name,
    pointsLimit: 150,
  });
}

/** Edits a saved list twice as the editor does (based on the revision it read), reading it back each time. */
async function editTwice(service: MusterService, id: string): Promise<ListCards> {
  let roster = await call(service, 'getRoster', { id });
  for (const notes of ['first edit', 'second edit']) {
    const saved = await call(service, 'saveRoster', {
      roster: { ...roster, notes },
      baseRevision: roster.updatedAt,
    });
    expect(saved.updatedAt).not.toBe(roster.updatedAt);
    roster = await call(service, 'getRoster', { id });
    expect(roster.notes).toBe(notes);
  }
  expect((await call(service, 'listRosters', {})).some((summary) => summary.id === id)).toBe(true);
  return roster;
}

function insane(roster: ListCards): ListCards {
  return { ...roster, createdAt: LONG_AGO, updatedAt: FAR_FUTURE };
}

describe('a list dated outside the sane range', () => {
  it('imported from a roster file, can be edited, saved and read back', async () => {
    await withService(tempDir(), async (service) => {
      const original = await newList(service);
      const imported = await call(service, 'importRoster', { text: JSON.stringify(insane(original)) });
      expect(imported.updatedAt).toBe(LATEST_DATE);
      expect(imported.createdAt).toBe(EARLIEST_DATE);
      const edited = await editTwice(service, imported.id);
      expect(Date.parse(edited.updatedAt)).toBeLessThanOrEqual(Date.parse(LATEST_DATE));
    });
  });

  it('imported from a library file, can be edited, saved and read back', async () => {
    await withService(tempDir(), async (service) => {
      const original = await newList(service);
      const library = { format: 'muster-library', version: 1, settings: {}, rosters: [insane(original)] };
      const report = await call(service, 'importLibrary', { text: JSON.stringify(library) });
      expect(report).toMatchObject({ updated: 1, refused: [] });
      await editTwice(service, original.id);
    });
  });

  it('sent by the API as a whole document, can be saved again and read back', async () => {
    await withService(tempDir(), async (service) => {
      const original = await newList(service);
      await call(service, 'saveRoster', { roster: insane(original), baseRevision: original.updatedAt });
      const read = await call(service, 'getRoster', { id: original.id });
      expect(read.createdAt).toBe(EARLIEST_DATE);
      await editTwice(service, original.id);
    });
  });

  it('already stored at the very end of the range (by an older Muster), can be edited and read back', async () => {
    await withService(tempDir(), async (service) => {
      const original = await newList(service);
      const document = JSON.stringify({ ...original, updatedAt: FAR_FUTURE });
      service.context.db
        .prepare('UPDATE roster SET document = ?, updated_at = ? WHERE id = ?')
        .run(document, FAR_FUTURE, original.id);
      const edited = await editTwice(service, original.id);
      expect(edited.updatedAt < FAR_FUTURE).toBe(true);
    });
  });

  it('renamed, keeps a revision the schema reads', async () => {
    await withService(tempDir(), async (service) => {
      const original = await newList(service);
      const imported = await call(service, 'importRoster', { text: JSON.stringify(insane(original)) });
      await call(service, 'renameRoster', { id: imported.id, name: 'Renommée' });
      await call(service, 'renameRoster', { id: imported.id, name: 'Renommée encore' });
      expect((await call(service, 'getRoster', { id: imported.id })).name).toBe('Renommée encore');
    });
  });
});

describe('a lone surrogate in a list name', () => {
  it('becomes one U+FFFD in the library, whether typed, renamed or imported from a file', async () => {
    await withService(tempDir(), async (service) => {
      const typed = await newList(service, 'Liste \uD800 fin');
      expect(typed.name).toBe('Liste \uFFFD fin');
      const renamed = await call(service, 'renameRoster', { id: typed.id, name: 'Autre \uDC00' });
      expect(renamed.name).toBe('Autre \uFFFD');
      // In a file, the half pair is a JSON escape: JSON.parse makes it a lone surrogate.
      const text = JSON.stringify({ ...typed, name: 'Fichier PLACEHOLDER' }).replace(
        'PLACEHOLDER',
        '\\ud83d',
      );
      const imported = await call(service, 'importRoster', { text });
      expect(imported.name).toBe('Fichier \uFFFD');
      const names = (await call(service, 'listRosters', { sort: 'name' })).map((summary) => summary.name);
      expect(names).toEqual(['Autre \uFFFD', 'Fichier \uFFFD']);
      expect((await call(service, 'getRoster', { id: imported.id })).name).toBe('Fichier \uFFFD');
    });
  });

  it('keeps a well-formed pair (an emoji) as it is', async () => {
    await withService(tempDir(), async (service) => {
      expect((await newList(service, 'Liste 🛡️')).name).toBe('Liste 🛡️');
    });
  });
});

describe('the settings of a library file', () => {
  it('longer than a setting may be, refuse the whole file and change nothing', async () => {
    await withService(tempDir(), async (service) => {
      const original = await newList(service);
      await call(service, 'setSetting', { key: 'language', value: 'fr' });
      const library = {
        format: 'muster-library',
        version: 1,
        settings: { language: 'x'.repeat(5_000_000) },
        rosters: [{ ...original, id: 'another-list-id', name: 'Autre' }],
      };
      const answer = await dispatch(service.handlers, 'importLibrary', { text: JSON.stringify(library) });
      expect(answer).toMatchObject({
        ok: false,
        error: { code: 'invalid-input', message: /setting "language".*at most 200.*Nothing was imported/ },
      });
      expect(await call(service, 'getSetting', { key: 'language' })).toBe('fr');
      expect((await call(service, 'listRosters', {})).map((summary) => summary.name)).toEqual(['Patrouille']);
    });
  });
});

const MINI_GST =
  '<?xml version="1.0" encoding="UTF-8"?><gameSystem id="gs-mini" name="Mini" revision="1" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">' +
  '<costTypes><costType id="pts" name="pts" defaultCostLimit="-1"/></costTypes></gameSystem>';

describe('a bulk import', () => {
  it('of a library file is in a backup the same day, even when that day already has its daily backup', async () => {
    const source = await withService(tempDir(), async (service) => {
      await newList(service, 'Importée');
      return call(service, 'exportLibrary', {});
    });
    const dataDir = tempDir();
    await withService(dataDir, async (service) => {
      await newList(service, 'Déjà là');
      service.context.backUpDaily();
      const before = await call(service, 'listBackups', {});
      expect(before.map((backup) => backup.kind)).toEqual(['daily']);
      await call(service, 'importLibrary', { text: source.content });
      const after = await call(service, 'listBackups', {});
      expect(after[0]!.kind).toBe('after-import');
      const restoredInto = tempDir();
      await withService(restoredInto, async (other) => {
        const report = await call(other, 'importLibrary', {
          text: readFileSync(after[0]!.file, 'utf8'),
        });
        expect(report.added).toBe(2);
      });
    });
  });

  it('stays stored and acknowledged when its backup cannot be written', async () => {
    const source = await withService(tempDir(), async (service) => {
      await newList(service, 'Importée');
      return call(service, 'exportLibrary', {});
    });
    const dataDir = tempDir();
    await withService(dataDir, async (service) => {
      await newList(service, 'Déjà là');
      rmSync(backupsFolder(dataDir), { recursive: true, force: true });
      writeFileSync(backupsFolder(dataDir), 'a file where the backups folder should be');
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        expect(await call(service, 'importLibrary', { text: source.content })).toMatchObject({ added: 1 });
        expect(errors).toHaveBeenCalledWith(
          expect.stringMatching(/backup after the import could not be written/),
        );
      } finally {
        errors.mockRestore();
      }
      expect((await call(service, 'listRosters', {})).length).toBe(2);
    });
  });

  it('of community data is followed by a backup', async () => {
    const dataDir = tempDir();
    await withService(dataDir, async (service) => {
      await newList(service);
      const report = await call(service, 'importGameData', {
        files: [{ name: 'Mini.gst', base64: Buffer.from(strToU8(MINI_GST)).toString('base64') }],
      });
      expect(report.stored).toBe(true);
      expect(
        readdirSync(backupsFolder(dataDir)).filter((name) => name.endsWith('-after-import.json')),
      ).toHaveLength(1);
    });
  });
});
