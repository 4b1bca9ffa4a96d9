// A data update served by a local test server (127.0.0.1) with a changed revision is detected and
// applied, and a saved roster of the imported faction shows what changed for it (issue #12 item 7).
import { afterEach, describe, expect, it } from 'vitest';
import { rosterFingerprint } from '../../src/core/export/fingerprint';
import { decodeShareCode } from '../../src/core/share/share-code';
import type { ListCards } from '../../src/core/roster/cards';
import { CATALOGUE_ID, GAME_SYSTEM_ID, serveRepository } from '../helpers/data-revisions';
import { useService } from '../helpers/service';

const openService = useService();
const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closing.splice(0).map((close) => close()));
});

async function setUp() {
  let revision = 1;
  const repo = await serveRepository(() => revision);
  closing.push(repo.close);
  const service = openService();
  const api = service.handlers;
  const imported = await api.importGameDataFromUrl({ url: repo.url });
  expect(imported.stored).toBe(true);
  const faction = (await api.listFactions({ game: 'freebooters-fate' })).find((f) => f.id === CATALOGUE_ID);
  expect(faction?.community).toEqual({
    gameSystemId: GAME_SYSTEM_ID,
    gameSystemName: 'Mini Skirmish',
    revision: 1,
  });
  const created = await api.createRoster({
    game: 'freebooters-fate',
    faction: CATALOGUE_ID,
    name: 'Mini',
    pointsLimit: 100,
  });
  const catalogue = await api.getFactionCatalogue({ faction: CATALOGUE_ID });
  const squad = catalogue.entries.find((entry) => entry.name.en === 'Squad')!;
  const rifle = squad.options.find((option) => option.name.en === 'Rifle')!;
  expect(rifle).toBeDefined();
  const built: ListCards = {
    ...created,
    selections: [
      { id: 's1', entry: squad.id, options: { [rifle.id]: 1 }, items: {} },
      { id: 's2', entry: squad.id, options: { [rifle.id]: 1 }, items: {}, label: 'Second squad' },
    ],
  };
  await api.saveRoster({ roster: built, baseRevision: created.updatedAt });
  return { api, created, rifle, squad, setRevision: (next: number) => (revision = next) };
}

describe('a saved list when its community data changes', () => {
  it('records the data revision it was built with, outside its fingerprint and share code', async () => {
    const { api, created } = await setUp();
    expect(created.data).toEqual({
      gameSystemId: GAME_SYSTEM_ID,
      gameSystemRevision: 1,
      catalogueRevision: 1,
    });
    const saved = await api.getRoster({ id: created.id });
    const { data: _data, ...without } = saved;
    expect(rosterFingerprint(saved)).toBe(rosterFingerprint(without));
    const share = await api.shareRoster({ id: created.id });
    expect(decodeShareCode(share.code, { id: 'opened-1', at: saved.updatedAt }).data).toBeUndefined();
    // Opened from a code, the list records the data it is opened with.
    const opened = await api.importShareCode({ code: share.code });
    expect(opened.data?.catalogueRevision).toBe(1);
    const [summary] = (await api.listRosters({})).filter((s) => s.id === created.id);
    expect(summary).toMatchObject({ points: 24, errors: 0 });
    expect(summary?.dataChanged).toBeUndefined();
  });

  it('detects an update, follows it in the library and shows what changed for the list', async () => {
    const { api, created, rifle, setRevision } = await setUp();
    setRevision(2);
    const update = await api.updateGameData({});
    expect(update.sources[0]?.report.files.map((file) => [file.id, file.outcome])).toEqual([
      [CATALOGUE_ID, 'updated'],
    ]);

    // The library's figures follow the data, and the list is flagged.
    const summary = (await api.listRosters({})).find((s) => s.id === created.id)!;
    expect(summary.dataChanged).toBe(true);
    expect(summary.points).toBe(30);
    expect(summary.errors).toBeGreaterThan(0);

    const review = await api.reviewRosterData({ id: created.id });
    expect(review.changed).toBe(true);
    expect(review.files).toEqual([
      { id: CATALOGUE_ID, kind: 'catalogue', name: 'Mini Crew', from: 1, to: 2 },
    ]);
    expect(review.before).toEqual({ points: 24, errors: 0, warnings: 0 });
    expect(review.now).toMatchObject({ points: 30 });
    expect(review.now!.errors).toBeGreaterThan(0);
    expect(review.removed).toEqual([
      {
        selection: 's1',
        unit: { fr: 'Squad', en: 'Squad' },
        kind: 'option',
        id: rifle.id,
        name: { fr: 'Rifle', en: 'Rifle' },
      },
      {
        selection: 's2',
        unit: { fr: 'Second squad', en: 'Second squad' },
        kind: 'option',
        id: rifle.id,
        name: { fr: 'Rifle', en: 'Rifle' },
      },
    ]);
    const errors = review.issues.filter((issue) => issue.severity === 'error');
    expect(errors.length).toBe(review.now!.errors);
    expect(errors.map((issue) => issue.message.en)).toContain(
      'No more than 1 selection of “Squad” allowed (2 now: “Squad”, “Squad”).',
    );
    expect(review.current).toEqual({
      gameSystemId: GAME_SYSTEM_ID,
      gameSystemRevision: 1,
      catalogueRevision: 2,
    });

    // The file itself was not touched by the player: same date, same army, same fingerprint.
    const stored = await api.getRoster({ id: created.id });
    expect(stored.data?.catalogueRevision).toBe(1);
    expect(stored.data?.before).toEqual({ points: 24, errors: 0, warnings: 0 });
    expect(stored.selections.map((s) => s.options)).toEqual([{ [rifle.id]: 1 }, { [rifle.id]: 1 }]);

    // "Accepter": the list is saved with the current revisions; it is no longer flagged.
    const accepted = await api.saveRoster({
      roster: { ...stored, data: review.current! },
      baseRevision: stored.updatedAt,
    });
    expect(accepted.dataChanged).toBeUndefined();
    expect((await api.getRoster({ id: created.id })).data).toEqual(review.current);
    expect((await api.reviewRosterData({ id: created.id })).changed).toBe(false);
    expect(rosterFingerprint(await api.getRoster({ id: created.id }))).toBe(rosterFingerprint(stored));
  });

  it('keeps the figures of the first change when the data changes twice, and flags a removed faction', async () => {
    const { api, created, setRevision } = await setUp();
    setRevision(2);
    await api.updateGameData({});
    setRevision(3);
    await api.updateGameData({});
    const review = await api.reviewRosterData({ id: created.id });
    expect(review.before).toEqual({ points: 24, errors: 0, warnings: 0 });
    expect(review.files).toEqual([
      { id: CATALOGUE_ID, kind: 'catalogue', name: 'Mini Crew', from: 1, to: 3 },
    ]);

    // "Plus tard": a save that keeps the recorded revisions keeps the flag and the figures kept for it.
    const stored = await api.getRoster({ id: created.id });
    const { before: _before, ...revisions } = stored.data!;
    const later = await api.saveRoster({
      roster: { ...stored, name: 'Mini (later)', data: revisions },
      baseRevision: stored.updatedAt,
    });
    expect(later.dataChanged).toBe(true);
    expect((await api.getRoster({ id: created.id })).data?.before).toEqual({
      points: 24,
      errors: 0,
      warnings: 0,
    });

    await api.removeGameData({ id: CATALOGUE_ID });
    const gone = (await api.listRosters({})).find((s) => s.id === created.id)!;
    expect(gone.dataChanged).toBe(true);
    expect(gone.points).toBe(later.points); // a faction gone keeps its last figures
    const none = await api.reviewRosterData({ id: created.id });
    expect(none).toMatchObject({ changed: true, current: null, now: null, removed: [] });
    expect(none.files).toEqual([
      { id: CATALOGUE_ID, kind: 'catalogue', name: CATALOGUE_ID, from: 1, to: null },
    ]);
  });
});
