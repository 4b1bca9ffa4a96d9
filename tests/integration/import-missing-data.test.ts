/**
 * Issue #21 point 5, lists from elsewhere: a roster file, a share code, a library file or a backup
 * holding a list of community data not imported here is kept as it is (nothing lost), listed as needing
 * its data (its last known faction name when the file says it, else its faction's id), opens read-only
 * with what it needs, and is whole once the data is imported. A file that cannot be a list of any data
 * (a built-in faction Muster does not have, another game's data, a malformed id) is still refused,
 * with its reason as data; the command line says which data to import, in the language asked.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ListCards } from '../../src/core/roster/cards';
import { writeRoster } from '../../src/core/roster/migrate/read-v2';
import { writeDailyBackup } from '../../src/main/backups/backup-folder';
import { startService, type MusterService } from '../../src/main/service/create-service';
import { dispatch } from '../../src/main/service/dispatch';
import type { RosterDataMissing } from '../../src/shared/roster-types';
import { muster } from '../helpers/cli';
import { CATALOGUE_ID, GAME_SYSTEM_ID } from '../helpers/data-revisions';
import { catalogueFile, savedMiniCrewList, systemFile } from '../helpers/mini-crew';
import { useService } from '../helpers/service';
import { useTempDirs } from '../helpers/temp-dir';

const openService = useService();
const tempDir = useTempDirs();

/** A list of two squads with rifles (12 pts each) made where the mini data is stored, as its file. */
function miniCrewList(service: MusterService): Promise<ListCards> {
  return savedMiniCrewList(service, { name: 'Équipage', notes: 'Tenir le pont', secondSquad: 'Bâbord' });
}

async function missingAnswer(
  service: MusterService,
  method: 'openRoster' | 'shareRoster' | 'renameRoster' | 'duplicateRoster',
  input: Record<string, unknown>,
): Promise<RosterDataMissing> {
  const result = await dispatch(service.handlers, method, input);
  if (result.ok) throw new Error(`${method} answered although the list's data is missing`);
  expect(result.error.code, method).toBe('data-missing');
  return result.error.missing!;
}

/**
 * Every way a list needing its data is read-only: each answers `data-missing`, and nothing changes. Its
 * data review still answers (what it says changes nothing: the files the list was made with, gone).
 */
async function expectReadOnly(service: MusterService, id: string): Promise<void> {
  expect((await service.handlers.reviewRosterData({ id })).now).toBeNull();
  for (const [method, input] of [
    ['shareRoster', { id }],
    ['renameRoster', { id, name: 'Autre' }],
    ['duplicateRoster', { id }],
  ] as const)
    expect((await missingAnswer(service, method, input)).rosterId).toBe(id);
  const exported = await dispatch(service.handlers, 'exportRoster', { id, format: 'html', lang: 'fr' });
  expect(!exported.ok && exported.error).toMatchObject({ code: 'data-missing', missing: { rosterId: id } });
  // The roster file itself is the list as stored: nothing of it is lost, so it can always be saved.
  const file = await service.handlers.exportRoster({ id, format: 'json', lang: 'fr' });
  // As it came: a list of version 2 until its data is here to read it, else the list model.
  const stored = JSON.parse(file.content) as {
    id: string;
    faction?: string;
    forces?: { catalogueId: string }[];
  };
  expect(stored.id).toBe(id);
  expect(stored.faction ?? stored.forces?.[0]?.catalogueId).toBe(CATALOGUE_ID);
}

describe('a list of community data not imported here, from elsewhere', () => {
  it('a roster file is kept, listed by its faction’s id, read-only, and whole once the data is imported', async () => {
    const made = await miniCrewList(openService());
    const service = openService();
    const api = service.handlers;

    const imported = await api.importRoster({ text: writeRoster(made) });
    expect(imported).toEqual(made);
    const line = (await api.listRosters({})).find((summary) => summary.id === made.id)!;
    expect(line).toMatchObject({
      factionName: { fr: CATALOGUE_ID, en: CATALOGUE_ID },
      // The file records the game system's id; its name is not known here.
      gameSystemName: GAME_SYSTEM_ID,
      points: 0,
      dataMissing: true,
      dataUnchecked: true,
    });
    const missing = await missingAnswer(service, 'openRoster', { id: made.id });
    expect(missing).toMatchObject({ name: 'Équipage', notes: 'Tenir le pont', faction: CATALOGUE_ID });
    expect(missing.lastKnown?.unchecked).toEqual({ units: 2 });
    expect(missing.needs).toEqual([
      { id: GAME_SYSTEM_ID, kind: 'gameSystem', name: GAME_SYSTEM_ID, revision: 1, stored: false },
      { id: CATALOGUE_ID, kind: 'catalogue', name: CATALOGUE_ID, revision: 1, stored: false },
    ]);
    await expectReadOnly(service, made.id);
    expect(await api.getRoster({ id: made.id })).toEqual(made);

    await api.importGameData({ files: [systemFile, catalogueFile] });
    const opened = await api.openRoster({ id: made.id });
    expect(opened.roster).toEqual(made);
    expect(opened.review?.changed).toBe(false);
    const whole = (await api.listRosters({})).find((summary) => summary.id === made.id)!;
    expect(whole).toMatchObject({ factionName: { en: 'Mini Crew' }, points: 24, errors: 0 });
    expect(whole.dataMissing).toBeUndefined();
    expect(whole.dataUnchecked).toBeUndefined();
    const saved = await api.saveRoster({
      roster: { ...opened.roster, selections: opened.roster.selections.slice(0, 1) },
      baseRevision: opened.roster.updatedAt,
    });
    expect(saved.points).toBe(12);
  });

  it('a share code of such a list is kept the same way, needing its faction’s catalogue', async () => {
    const source = openService();
    const list = await miniCrewList(source);
    const shared = await source.handlers.shareRoster({ id: list.id });
    const service = openService();
    // The game system is here, the faction's catalogue is not.
    await service.handlers.importGameData({ files: [systemFile] });
    const added = await service.handlers.importShareCode({ code: shared.code });
    expect(added.selections.map((s) => s.entry)).toEqual(list.selections.map((s) => s.entry));
    const missing = await missingAnswer(service, 'openRoster', { id: added.id });
    // A share code records no data revisions: what it needs is its faction's catalogue.
    expect(missing.needs).toEqual([
      { id: CATALOGUE_ID, kind: 'catalogue', name: CATALOGUE_ID, revision: null, stored: false },
    ]);
    await service.handlers.importGameData({ files: [catalogueFile] });
    expect((await service.handlers.openRoster({ id: added.id })).roster.selections).toHaveLength(2);
  });

  it('a library file keeps what its library last showed; a backup restores it the same way', async () => {
    const source = openService();
    const made = await miniCrewList(source);
    const library = (await source.handlers.exportLibrary({})).content;
    expect(JSON.parse(library).lastKnown[made.id]).toMatchObject({ factionName: { en: 'Mini Crew' } });

    for (const how of ['import', 'restore'] as const) {
      const service = openService();
      const report =
        how === 'import'
          ? await service.handlers.importLibrary({ text: library })
          : (writeDailyBackup(service.context.dataDir, () => library, new Date('2026-01-02T00:00:00Z')),
            await service.handlers.restoreBackup({}));
      expect(report, how).toMatchObject({ added: 1, refused: [], needingData: 1 });
      const line = (await service.handlers.listRosters({}))[0]!;
      expect(line, how).toMatchObject({
        factionName: { fr: 'Mini Crew', en: 'Mini Crew' },
        gameSystemName: 'Mini Skirmish',
        points: 24,
        dataMissing: true,
      });
      expect(line.dataUnchecked).toBeUndefined();
      const missing = await missingAnswer(service, 'openRoster', { id: made.id });
      expect(missing.lastKnown?.units.map((unit) => [unit.label ?? unit.name.en, unit.points])).toEqual([
        ['Squad', 12],
        ['Bâbord', 12],
      ]);
      expect(missing.needs.map((file) => [file.name, file.stored])).toEqual([
        ['Mini Skirmish', false],
        ['Mini Crew', false],
      ]);
      await expectReadOnly(service, made.id);
      await service.handlers.importGameData({ files: [systemFile, catalogueFile] });
      expect((await service.handlers.openRoster({ id: made.id })).roster).toEqual(made);
    }
  });

  it('refuses what cannot be a list of any data, with its reason, and keeps the rest of a library', async () => {
    const made = await miniCrewList(openService());
    const service = openService();
    const garbage: Array<[string, Record<string, unknown>, string]> = [
      // Muster's own namespace: a built-in faction this Muster does not have; no import provides it.
      ['builtin', { faction: 'freebooters-fate-pirates' }, 'unknown-faction'],
      // Data of another game's system (NetEpic's) would never give a Freebooter's Fate faction.
      ['other system', { data: { ...made.data!, gameSystemId: 'b6ca-ebfc-974f-eaae' } }, 'unknown-faction'],
      ['unbound system', { data: { ...made.data!, gameSystemId: 'some-other-game' } }, 'unknown-faction'],
      ['malformed id', { faction: '../../etc/passwd' }, 'invalid-content'],
      ['unknown game', { game: 'chess' }, 'invalid-content'],
    ];
    for (const [what, change, code] of garbage) {
      const result = await dispatch(service.handlers, 'importRoster', {
        text: JSON.stringify({ ...made, ...change }),
      });
      expect(!result.ok && result.error.reason?.code, what).toBe(code);
    }
    expect(await service.handlers.listRosters({})).toEqual([]);
    // Asked for by id, a faction this Muster lacks says so as data, for the page's and the CLI's language.
    const asked = await dispatch(service.handlers, 'getFactionCatalogue', { faction: 'nowhere' });
    expect(!asked.ok && asked.error).toMatchObject({
      code: 'not-found',
      reason: { code: 'unknown-faction', faction: 'nowhere' },
    });

    // In a library file: the garbage refused by name, the list kept; a summary that does not read is
    // left out (the list is then kept as never checked), never stored.
    const library = {
      format: 'muster-library',
      version: 1,
      settings: {},
      rosters: [made, { ...made, id: 'garbage-1', name: 'Pirates', faction: 'freebooters-fate-pirates' }],
      lastKnown: { [made.id]: { factionName: { fr: 'x'.repeat(5000), en: 'x' }, units: 'all' } },
    };
    const report = await service.handlers.importLibrary({ text: JSON.stringify(library) });
    expect(report).toMatchObject({ added: 1, needingData: 1 });
    expect(report.refused.map((refused) => refused.name)).toEqual(['Pirates']);
    expect(report.refused[0]!.message).toMatch(
      /^Unknown faction "freebooters-fate-pirates": neither one of Muster/,
    );
    expect((await service.handlers.listRosters({}))[0]).toMatchObject({
      id: made.id,
      factionName: { en: CATALOGUE_ID },
      dataUnchecked: true,
    });
  });

  it('muster validate, export and share say which data to import, in French and English, and fail', async () => {
    const dir = tempDir();
    const made = await miniCrewList(openService());
    const file = join(tempDir(), 'equipage.muster.json');
    writeFileSync(file, writeRoster(made));

    const fr = await muster(['--data-dir', dir, 'validate', file, '--lang', 'fr']);
    expect(fr.status).toBe(2);
    expect(fr.stdout).toContain(
      `${file}: DONNÉES MANQUANTES\n  Les données communautaires de la faction « ${CATALOGUE_ID} » (freebooters-fate) ne sont pas importées ici : importez son catalogue et son système de jeu « ${GAME_SYSTEM_ID} » (page « Données de jeu », ou « muster data import FICHIERS… »), puis recommencez.`,
    );
    const en = await muster(['--data-dir', dir, 'validate', file, '--lang', 'en']);
    expect(en.status).toBe(2);
    expect(en.stdout).toContain(
      `${file}: DATA MISSING\n  The community data of the faction "${CATALOGUE_ID}" (freebooters-fate) is not imported here: import its catalogue and its game system "${GAME_SYSTEM_ID}" (the "Game data" page, or "muster data import FILES…"), then try again.`,
    );
    for (const lang of ['fr', 'en']) {
      const exported = await muster(['--data-dir', dir, 'export', file, '--format', 'txt', '--lang', lang]);
      expect(exported.status, lang).toBe(2);
      expect(exported.stderr, lang).toContain('muster data import');
      expect(exported.stderr, lang).not.toMatch(/Unknown faction/i);
    }

    // A saved list whose data was removed: `muster share ID` says which files to import.
    const service = startService({ dataDir: dir, host: 'cli' });
    try {
      await service.handlers.importGameData({ files: [systemFile, catalogueFile] });
      await service.handlers.importRoster({ text: writeRoster(made) });
      await service.handlers.removeGameData({ id: CATALOGUE_ID });
    } finally {
      service.close();
    }
    const shareFr = await muster(['--data-dir', dir, 'share', made.id, '--lang', 'fr']);
    expect(shareFr.status).toBe(2);
    expect(shareFr.stderr).toContain(
      'La liste « Équipage » (Mini Crew) est en lecture seule : les données communautaires de sa faction ne sont pas enregistrées ici. Importez Mini Crew (révision 1) (« muster data import FICHIERS… »',
    );
    const shareEn = await muster(['--data-dir', dir, 'share', made.id, '--lang', 'en']);
    expect(shareEn.status).toBe(2);
    expect(shareEn.stderr).toContain('The list "Équipage" (Mini Crew) is read-only');
    expect(shareEn.stdout).toBe('');
  });
});
