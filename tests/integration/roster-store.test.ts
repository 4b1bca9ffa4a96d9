import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeRoster } from '../../src/core/roster/migrate/read-v2';
import { cachedCatalogueQueries } from '../../src/main/catalogue/catalogue-cache';
import { builtinGameDataLoader } from '../../src/main/catalogue/read-builtin-data';
import { loadBuiltinCatalogue } from '../../src/main/catalogue/load-builtin-catalogue';
import { readMigrations } from '../../src/main/db/migrations';
import { openDatabase } from '../../src/main/db/open-database';
import { migrationsFolder } from '../../src/main/paths';
import { ApiFailure } from '../../src/main/service/api-failure';
import { rosterStore } from '../../src/main/rosters/roster-store';
import { writeMiniCatalogue } from '../helpers/mini-catalogue';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();

function setup() {
  const dir = tempDir();
  const { db } = openDatabase({
    file: join(dir, 'muster.db'),
    migrations: readMigrations(migrationsFolder()),
  });
  const folder = writeMiniCatalogue(join(dir, 'catalogue'));
  loadBuiltinCatalogue(db, folder);
  let tick = 0;
  const catalogue = cachedCatalogueQueries(db, builtinGameDataLoader(folder));
  const store = rosterStore(db, catalogue, () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)));
  return { db, store };
}

describe('roster library store', () => {
  it('creates, saves with its validity badge, and reads back', () => {
    const { db, store } = setup();
    const roster = store.create({
      game: 'deadzone',
      faction: 'deadzone-mini',
      name: 'Équipe Alpha',
      pointsLimit: 20,
    });
    // An empty strike team has no leader yet: the badge says so.
    expect(store.list({})).toMatchObject([{ id: roster.id, name: 'Équipe Alpha', points: 0, valid: false }]);
    const summary = store.save({
      ...roster,
      selections: [{ id: 's1', entry: 'mini-captain', options: {}, items: {} }],
    });
    expect(summary).toMatchObject({ points: 30, pointsLimit: 20, valid: false, errors: 1 });
    expect(store.get(roster.id).selections).toHaveLength(1);
    expect(summary.updatedAt > roster.updatedAt).toBe(true);
    db.close();
  });

  it('searches without accents or case and sorts', () => {
    const { db, store } = setup();
    store.create({ game: 'deadzone', faction: 'deadzone-mini', name: 'Équipe Alpha', pointsLimit: 100 });
    store.create({ game: 'deadzone', faction: 'deadzone-mini', name: 'bravo', pointsLimit: 100 });
    expect(store.list({ query: 'EQUIPE' }).map((r) => r.name)).toEqual(['Équipe Alpha']);
    expect(store.list({ query: 'mini bra' }).map((r) => r.name)).toEqual(['bravo']);
    expect(store.list({ sort: 'name' }).map((r) => r.name)).toEqual(['bravo', 'Équipe Alpha']);
    expect(store.list({ sort: 'updated' }).map((r) => r.name)).toEqual(['bravo', 'Équipe Alpha']);
    db.close();
  });

  it('renames, duplicates, deletes and undoes the deletion', () => {
    const { db, store } = setup();
    const roster = store.create({
      game: 'deadzone',
      faction: 'deadzone-mini',
      name: 'Alpha',
      pointsLimit: 100,
    });
    expect(store.rename(roster.id, 'Beta').name).toBe('Beta');
    const copy = store.duplicate(roster.id);
    expect(copy.id).not.toBe(roster.id);
    expect(copy.name).toBe('Beta (2)');
    store.remove(roster.id);
    expect(store.list({}).map((r) => r.id)).toEqual([copy.id]);
    expect(() => store.get(roster.id)).toThrow(ApiFailure);
    store.restore(roster.id);
    expect(
      store
        .list({})
        .map((r) => r.id)
        .sort(),
    ).toEqual([copy.id, roster.id].sort());
    db.close();
  });

  it('imports a file, giving it a new id when that id is taken', () => {
    const { db, store } = setup();
    const roster = store.create({
      game: 'deadzone',
      faction: 'deadzone-mini',
      name: 'Alpha',
      pointsLimit: 100,
    });
    const again = store.importText(writeRoster(store.get(roster.id)));
    expect(again.id).not.toBe(roster.id);
    expect(again.name).toBe('Alpha');
    db.close();
  });

  it('refuses a bad roster and changes nothing', () => {
    const { db, store } = setup();
    const roster = store.create({
      game: 'deadzone',
      faction: 'deadzone-mini',
      name: 'Alpha',
      pointsLimit: 100,
    });
    const before = store.list({});
    expect(() => store.save({ ...roster, selections: [{ id: 's1' }] })).toThrow(/selections\.0\.entry/);
    expect(() => store.save({ ...roster, faction: 'netepic-orks' })).toThrow(/Unknown faction/);
    expect(() => store.importText('{"format":"muster-roster","version":99}')).toThrow(/newer Muster/);
    expect(() => store.importText('<html>')).toThrow(/not JSON/);
    expect(store.list({})).toEqual(before);
    db.close();
  });
});
