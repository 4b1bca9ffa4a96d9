/**
 * Issue #23 point 7: after a community data import, the lists it makes stale are recorded in the
 * import's own transaction and worked off in small transactions; a process stopped in between leaves
 * them queued, and the next start finishes the work.
 */
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ListCards } from '../../src/core/roster/cards';
import { importGameData } from '../../src/main/game-data/import-game-data';
import { RECOMPUTE_BATCH, rosterStore } from '../../src/main/rosters/roster-store';
import { startService, type MusterService } from '../../src/main/service/create-service';
import { CATALOGUE_ID, catalogueXml, gameSystemXml } from '../helpers/data-revisions';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

const dataFile = (name: string, xml: string) => ({ name, bytes: strToU8(xml) });
const queued = (service: MusterService) =>
  (service.context.db.prepare('SELECT count(*) AS n FROM roster_recompute').get() as { n: number }).n;

/** A data folder with the mini repository at revision 1 and one list of two squads with rifles (24 pts). */
async function libraryAtRevision1(dataDir: string) {
  const service = startService({ dataDir, host: 'cli' });
  const api = service.handlers;
  const report = await api.importGameData({
    files: [
      { name: 'Mini.gst', base64: Buffer.from(gameSystemXml(1)).toString('base64') },
      { name: 'Mini.cat', base64: Buffer.from(catalogueXml(1)).toString('base64') },
    ],
  });
  expect(report.stored).toBe(true);
  const created = await api.createRoster({
    game: 'freebooters-fate',
    faction: CATALOGUE_ID,
    name: 'Mini',
    pointsLimit: 100,
  });
  const squad = (await api.getFactionCatalogue({ faction: CATALOGUE_ID })).entries.find(
    (entry) => entry.name.en === 'Squad',
  )!;
  const rifle = squad.options.find((option) => option.name.en === 'Rifle')!;
  const built: ListCards = {
    ...created,
    selections: [
      { id: 's1', entry: squad.id, options: { [rifle.id]: 1 }, items: {} },
      { id: 's2', entry: squad.id, options: { [rifle.id]: 1 }, items: {} },
    ],
  };
  const summary = await api.saveRoster({ roster: built, baseRevision: created.updatedAt });
  expect(summary.points).toBe(24);
  return { service, roster: await api.getRoster({ id: created.id }) };
}

describe('library figures after a data import', () => {
  it('are recorded as stale in the import’s transaction, and a stop before the recompute is finished at the next start', async () => {
    const dataDir = tempDir();
    const { service, roster } = await libraryAtRevision1(dataDir);
    // The import alone, as a process killed right after its transaction committed leaves it.
    const report = importGameData(
      service.context.gameData.store,
      [dataFile('Mini.cat', catalogueXml(2))],
      new Date(),
    );
    expect(report.files.map((file) => file.outcome)).toEqual(['updated']);
    expect(queued(service)).toBe(1);
    expect((await service.handlers.listRosters({}))[0]!.points).toBe(24);
    service.close();

    const next = startService({ dataDir, host: 'cli' });
    try {
      expect(queued(next)).toBe(0);
      const summary = (await next.handlers.listRosters({})).find((line) => line.id === roster.id)!;
      expect(summary.points).toBe(30);
      expect(summary.errors).toBeGreaterThan(0);
      expect(summary.dataChanged).toBe(true);
      const review = await next.handlers.reviewRosterData({ id: roster.id });
      expect(review.before).toEqual({ points: 24, errors: 0, warnings: 0 });
      // The player changed nothing: same revision stamp.
      expect((await next.handlers.getRoster({ id: roster.id })).updatedAt).toBe(roster.updatedAt);
    } finally {
      next.close();
    }
  });

  it('keeps a save made while the list waits, and works it out against the data as it is', async () => {
    const dataDir = tempDir();
    const { service, roster } = await libraryAtRevision1(dataDir);
    try {
      importGameData(service.context.gameData.store, [dataFile('Mini.cat', catalogueXml(2))], new Date());
      // Saved by an editor opened before the change (its copy records revision 1) while the list waits.
      const saved = rosterStore(service.context.db, service.context.catalogue).save(
        { ...roster, notes: 'gardée', selections: roster.selections.slice(0, 1) },
        roster.updatedAt,
      );
      expect(saved.points).toBe(15);
      await rosterStore(service.context.db, service.context.catalogue).recomputeQueued();
      const stored = await service.handlers.getRoster({ id: roster.id });
      expect(stored.notes).toBe('gardée');
      expect(stored.selections).toHaveLength(1);
      expect(stored.data?.before).toEqual({ points: 24, errors: 0, warnings: 0 });
      expect((await service.handlers.listRosters({}))[0]).toMatchObject({ points: 15, dataChanged: true });
    } finally {
      service.close();
    }
  });

  it('leaves the queue for later, without failing, while another process holds the lock', async () => {
    const dataDir = tempDir();
    const { service } = await libraryAtRevision1(dataDir);
    const other = startService({ dataDir, host: 'browser' });
    try {
      importGameData(service.context.gameData.store, [dataFile('Mini.cat', catalogueXml(2))], new Date());
      service.context.db.pragma('busy_timeout = 0');
      other.context.db.exec('BEGIN IMMEDIATE');
      const library = rosterStore(service.context.db, service.context.catalogue);
      const held = await library.recomputeQueued();
      expect(held).toMatchObject({ lists: 0, interrupted: true });
      expect(queued(service)).toBe(1);
      other.context.db.exec('COMMIT');
      expect(library.recomputeQueuedNow()).toMatchObject({ lists: 1, interrupted: false });
      expect(queued(service)).toBe(0);
    } finally {
      if (other.context.db.inTransaction) other.context.db.exec('ROLLBACK');
      other.close();
      service.close();
    }
  });

  it('with 3000 lists, holds the write lock for one small batch at a time and lets saves through between them', async () => {
    const LISTS = 3000;
    const dataDir = tempDir();
    const { service, roster } = await libraryAtRevision1(dataDir);
    const other = startService({ dataDir, host: 'browser' });
    try {
      const { db, catalogue } = service.context;
      const library = rosterStore(db, catalogue);
      library.importMany(
        Array.from({ length: LISTS - 1 }, (_, index) => ({
          ...roster,
          id: `list-${String(index).padStart(5, '0')}`,
          name: `Liste ${index}`,
        })),
      );
      const importStarted = performance.now();
      importGameData(service.context.gameData.store, [dataFile('Mini.cat', catalogueXml(2))], new Date());
      const importMs = performance.now() - importStarted;
      expect(queued(service)).toBe(LISTS);

      // Another connection saves between two batches, with no busy timeout: it succeeds only if no
      // write transaction is open at that moment.
      other.context.db.pragma('busy_timeout = 0');
      const otherStore = rosterStore(other.context.db, other.context.catalogue);
      let saves = 0;
      let stop = false;
      const saving = (async () => {
        while (!stop) {
          const copy = otherStore.get(roster.id);
          otherStore.save({ ...copy, notes: `save ${saves}` }, copy.updatedAt);
          saves++;
          await new Promise((next) => setImmediate(next));
        }
      })();
      const started = performance.now();
      const report = await library.recomputeQueued();
      const totalMs = performance.now() - started;
      stop = true;
      await saving;

      console.log(
        `recompute of ${report.lists} lists: ${report.transactions} write transactions, longest write lock ` +
          `${report.longestWriteMs.toFixed(1)} ms, ${(totalMs / 1000).toFixed(1)} s in all; the import's ` +
          `transaction (with the queue) ${importMs.toFixed(1)} ms; ${saves} saves from another connection meanwhile`,
      );
      expect(report.lists).toBe(LISTS);
      expect(report.transactions).toBeGreaterThanOrEqual(LISTS / RECOMPUTE_BATCH);
      expect(saves).toBeGreaterThan(0);
      expect(queued(service)).toBe(0);
      const lines = await service.handlers.listRosters({});
      expect(lines).toHaveLength(LISTS);
      expect(lines.every((line) => line.points === 30 && line.dataChanged === true)).toBe(true);
      expect(otherStore.get(roster.id).notes).toBe(`save ${saves - 1}`);
    } finally {
      other.close();
      service.close();
    }
  }, 300_000);
});
