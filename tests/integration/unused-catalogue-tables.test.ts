/**
 * Issue 14 point 4: the catalogue tables, FTS index and API methods nothing used are removed. The
 * catalogue panel already finds entries in the faction catalogue it holds; the copies were only ever
 * written. Migration 005 drops them and keeps every roster.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cachedCatalogueQueries } from '../../src/main/catalogue/catalogue-cache';
import { builtinGameDataLoader } from '../../src/main/catalogue/read-builtin-data';
import { loadBuiltinCatalogue } from '../../src/main/catalogue/load-builtin-catalogue';
import { loadCatalogueAtOldSchema } from '../helpers/old-schema-catalogue';
import { readMigrations } from '../../src/main/db/migrations';
import { openDatabase, type SqliteDatabase } from '../../src/main/db/open-database';
import { migrationsFolder } from '../../src/main/paths';
import { rosterStore } from '../../src/main/rosters/roster-store';
import { dispatch } from '../../src/main/service/dispatch';
import { API_METHOD_NAMES } from '../../src/shared/api-methods';
import { writeMiniCatalogue } from '../helpers/mini-catalogue';
import { useService } from '../helpers/service';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const openService = useService();
const migrations = readMigrations(migrationsFolder());
const REMOVED_TABLES = ['catalogue_search', 'entry_cost', 'entry_ability', 'entry_weapon', 'weapon_ability'];
const REMOVED_METHODS = ['getEntry', 'getAbility', 'searchCatalogue'];

const tables = (db: SqliteDatabase) =>
  db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_schema WHERE type = 'table'")
    .all()
    .map((row) => row.name);

describe('unused catalogue tables and API methods', () => {
  it('a new database has none of the tables nothing reads', () => {
    const service = openService();
    expect(tables(service.context.db).filter((name) => REMOVED_TABLES.includes(name))).toEqual([]);
  });

  it('the API no longer offers the methods the interface never called', async () => {
    const service = openService();
    for (const method of REMOVED_METHODS) {
      expect(API_METHOD_NAMES as readonly string[]).not.toContain(method);
      expect(await dispatch(service.handlers, method, { game: 'deadzone', id: 'elite' })).toMatchObject({
        ok: false,
        error: { code: 'unknown-method' },
      });
    }
  });

  it('migration 005 drops them from a database of schema 4 and keeps its rosters', () => {
    const dir = tempDir();
    const file = join(dir, 'muster.db');
    const before = openDatabase({ file, migrations: migrations.slice(0, 4) }).db;
    const folder = writeMiniCatalogue(join(dir, 'catalogue'));
    loadCatalogueAtOldSchema(before, folder);
    const catalogue = (db: SqliteDatabase) => cachedCatalogueQueries(db, builtinGameDataLoader(folder));
    const roster = rosterStore(before, catalogue(before)).create({
      game: 'deadzone',
      faction: 'deadzone-mini',
      name: 'Équipe Alpha',
      pointsLimit: 20,
    });
    expect(tables(before)).toEqual(expect.arrayContaining(['catalogue_search', 'entry_cost']));
    before.close();

    const { db, schemaVersion } = openDatabase({ file, migrations });
    expect(schemaVersion).toBe(migrations.length);
    expect(tables(db).filter((name) => REMOVED_TABLES.includes(name))).toEqual([]);
    const store = rosterStore(db, catalogue(db));
    expect(store.get(roster.id)).toMatchObject({ name: 'Équipe Alpha', faction: 'deadzone-mini' });
    // The catalogue is still read whole from what remains, loaded as a start loads it (migration 010
    // empties the built-in rows).
    loadBuiltinCatalogue(db, folder);
    expect(catalogue(db).factionCatalogue('deadzone-mini').entries.length).toBeGreaterThan(0);
    db.close();
  });
});
