/**
 * Issue #21 point 5: a list whose faction's data is removed opens read-only with what it last showed
 * (names, units, points) and says which data it needs; the library keeps its faction's name; nothing is
 * lost, and once the data is imported again the list opens normally, whole.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ListCards } from '../../src/core/roster/cards';
import { openDatabase } from '../../src/main/db/open-database';
import { readMigrations } from '../../src/main/db/migrations';
import { migrationsFolder } from '../../src/main/paths';
import { GameDataStore } from '../../src/main/game-data/game-data-store';
import { importGameData } from '../../src/main/game-data/import-game-data';
import { startService, type MusterService } from '../../src/main/service/create-service';
import { dispatch } from '../../src/main/service/dispatch';
import type { RosterDataMissing } from '../../src/shared/roster-types';
import { CATALOGUE_ID, GAME_SYSTEM_ID, gameSystemXml } from '../helpers/data-revisions';
import { catalogueFile, savedMiniCrewList, systemFile } from '../helpers/mini-crew';
import { useService } from '../helpers/service';
import { useTempDirs } from '../helpers/temp-dir';

const openService = useService();
const tempDir = useTempDirs();
const migrations = readMigrations(migrationsFolder());

/** The mini data at revision 1 and a list of two squads with rifles (12 pts each), the second named. */
function listOfMiniCrew(service: MusterService): Promise<ListCards> {
  return savedMiniCrewList(service, { name: 'Mini', notes: 'Plan de bataille', secondSquad: 'Second squad' });
}

/** `openRoster` as every transport sees it: the `data-missing` answer, as data. */
async function missingAnswer(service: MusterService, id: string): Promise<RosterDataMissing> {
  const result = await dispatch(service.handlers, 'openRoster', { id });
  if (result.ok) throw new Error('the list opened although its data is gone');
  expect(result.error.code).toBe('data-missing');
  expect(result.error.missing).toBeDefined();
  return result.error.missing!;
}

const lastShown = {
  factionName: { fr: 'Mini Crew', en: 'Mini Crew' },
  gameSystemName: 'Mini Skirmish',
  figures: { points: 24, errors: 0, warnings: 0 },
  units: [
    { id: 's1', name: { en: 'Squad' }, count: 1, points: 12 },
    { id: 's2', name: { en: 'Squad' }, label: 'Second squad', count: 1, points: 12 },
  ],
  files: [
    { id: GAME_SYSTEM_ID, kind: 'gameSystem', name: 'Mini Skirmish', revision: 1 },
    { id: CATALOGUE_ID, kind: 'catalogue', name: 'Mini Crew', revision: 1 },
  ],
};

describe('a list whose faction’s data is removed', () => {
  it('opens as data missing with what it last showed, is listed under its faction’s name, and comes back whole', async () => {
    const service = openService();
    const api = service.handlers;
    const saved = await listOfMiniCrew(service);
    expect((await api.openRoster({ id: saved.id })).roster).toEqual(saved);

    await api.removeGameData({ id: CATALOGUE_ID });
    const missing = await missingAnswer(service, saved.id);
    expect(missing).toMatchObject({
      rosterId: saved.id,
      name: 'Mini',
      game: 'freebooters-fate',
      faction: CATALOGUE_ID,
      pointsLimit: 100,
      notes: 'Plan de bataille',
      figures: { points: 24, errors: 0, warnings: 0 },
      lastKnown: lastShown,
    });
    // The game system is still stored: the catalogue is what to import again.
    expect(missing.needs).toEqual([
      { id: GAME_SYSTEM_ID, kind: 'gameSystem', name: 'Mini Skirmish', revision: 1, stored: true },
      { id: CATALOGUE_ID, kind: 'catalogue', name: 'Mini Crew', revision: 1, stored: false },
    ]);
    const line = (await api.listRosters({})).find((summary) => summary.id === saved.id)!;
    expect(line).toMatchObject({
      factionName: { fr: 'Mini Crew', en: 'Mini Crew' },
      gameSystemName: 'Mini Skirmish',
      points: 24,
      dataMissing: true,
    });
    // The library's search still finds it by its faction's name.
    expect((await api.listRosters({ query: 'mini crew' })).map((s) => s.id)).toEqual([saved.id]);
    expect((await api.getRoster({ id: saved.id })).selections).toEqual(saved.selections);
    // Read-only until the data is back: a change is refused with what it needs, and changes nothing.
    const refusals = await Promise.all([
      dispatch(api, 'saveRoster', { roster: { ...saved, selections: [] }, baseRevision: saved.updatedAt }),
      dispatch(api, 'renameRoster', { id: saved.id, name: 'Autre nom' }),
      dispatch(api, 'duplicateRoster', { id: saved.id }),
    ]);
    for (const refusal of refusals)
      expect(refusal).toMatchObject({
        ok: false,
        error: { code: 'data-missing', missing: { rosterId: saved.id } },
      });
    expect(await api.getRoster({ id: saved.id })).toMatchObject({
      name: 'Mini',
      selections: saved.selections,
    });
    expect(await api.listRosters({})).toHaveLength(1);

    await api.importGameData({ files: [catalogueFile] });
    const opened = await api.openRoster({ id: saved.id });
    expect(opened.roster.selections).toEqual(saved.selections);
    expect(opened.roster.notes).toBe('Plan de bataille');
    expect(opened.roster.data).toEqual(saved.data);
    expect(opened.review?.changed).toBe(false);
    const back = (await api.listRosters({})).find((summary) => summary.id === saved.id)!;
    expect(back.dataMissing).toBeUndefined();
    expect(back.dataChanged).toBeUndefined();
    expect(back).toMatchObject({ points: 24, errors: 0 });

    // And it is edited again.
    const edited = await api.saveRoster({
      roster: { ...opened.roster, selections: opened.roster.selections.slice(0, 1) },
      baseRevision: opened.roster.updatedAt,
    });
    expect(edited.points).toBe(12);
  });

  it('names both files when the whole game system is removed', async () => {
    const service = openService();
    const saved = await listOfMiniCrew(service);
    await service.handlers.removeGameData({ id: GAME_SYSTEM_ID });
    const missing = await missingAnswer(service, saved.id);
    expect(missing.needs.map((file) => [file.id, file.name, file.revision, file.stored])).toEqual([
      [GAME_SYSTEM_ID, 'Mini Skirmish', 1, false],
      [CATALOGUE_ID, 'Mini Crew', 1, false],
    ]);
    expect(missing.lastKnown?.units.map((unit) => unit.points)).toEqual([12, 12]);
  });

  it('keeps its last summary after a recompute without its data, and a built-in faction’s list keeps none', async () => {
    const service = openService();
    const saved = await listOfMiniCrew(service);
    const builtin = await service.handlers.createRoster({
      game: 'deadzone',
      faction: (await service.handlers.listFactions({ game: 'deadzone' })).find((f) => !f.community)!.id,
      name: 'Intégrée',
      pointsLimit: 70,
    });
    await service.handlers.removeGameData({ id: CATALOGUE_ID });
    // Another data change queues the list again while its faction is gone.
    await service.handlers.importGameData({
      files: [{ name: 'Mini.gst', base64: Buffer.from(gameSystemXml(2)).toString('base64') }],
    });
    expect((await missingAnswer(service, saved.id)).lastKnown).toMatchObject({
      units: lastShown.units,
      figures: lastShown.figures,
    });
    const stored = service.context.db
      .prepare('SELECT id, last_known FROM roster WHERE id = ?')
      .get(builtin.id) as { last_known: string | null };
    expect(stored.last_known).toBeNull();
  });

  it('migration 007 fills in the summary of a list saved before it, at the next start', async () => {
    // The list as a database of schema 6 holds it: built here, then written there by hand.
    const source = openService();
    const saved = await listOfMiniCrew(source);
    const dataDir = tempDir();
    const file = join(dataDir, 'muster.db');
    const old = openDatabase({ file, migrations: migrations.slice(0, 6) }).db;
    importGameData(
      new GameDataStore(old),
      [systemFile, catalogueFile].map((f) => ({ name: f.name, bytes: Buffer.from(f.base64, 'base64') })),
      new Date(),
    );
    old
      .prepare(
        `INSERT INTO roster (id, game_id, faction_id, name, points_limit, points, errors, warnings, document, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 24, 0, 0, ?, ?, ?)`,
      )
      .run(
        saved.id,
        saved.game,
        saved.faction,
        saved.name,
        saved.pointsLimit,
        JSON.stringify(saved),
        saved.createdAt,
        saved.updatedAt,
      );
    old.close();

    const service = startService({ dataDir, host: 'cli' });
    try {
      expect(service.context.schemaVersion).toBe(readMigrations(migrationsFolder()).length);
      expect(service.context.db.prepare('SELECT count(*) AS n FROM roster_recompute').get()).toEqual({
        n: 0,
      });
      await service.handlers.removeGameData({ id: CATALOGUE_ID });
      expect((await missingAnswer(service, saved.id)).lastKnown).toMatchObject(lastShown);
      // The player changed nothing: the list keeps its revision stamp.
      expect((await service.handlers.getRoster({ id: saved.id })).updatedAt).toBe(saved.updatedAt);
    } finally {
      service.close();
    }
  });
});
