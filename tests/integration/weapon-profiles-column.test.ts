/**
 * Issue 21, one catalogue model: the glossary's weapons keep their ids and names only (what glossary
 * imports read); their profiles were written at every load and never read. Migration 012 rebuilds the
 * table without them, keeping its rows, so an existing database does not load its catalogue again.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBuiltinCatalogue } from '../../src/main/catalogue/load-builtin-catalogue';
import { readMigrations } from '../../src/main/db/migrations';
import { openDatabase, type SqliteDatabase } from '../../src/main/db/open-database';
import { migrationsFolder } from '../../src/main/paths';
import { writeMiniCatalogue } from '../helpers/mini-catalogue';
import { loadCatalogueAtOldSchema } from '../helpers/old-schema-catalogue';
import { useService } from '../helpers/service';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const openService = useService();
const migrations = readMigrations(migrationsFolder());

const weaponColumns = (db: SqliteDatabase) =>
  db
    .prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)')
    .all('weapon')
    .map((column) => column.name);

const weapons = (db: SqliteDatabase) =>
  db.prepare('SELECT game_id, id, name_fr, name_en FROM weapon ORDER BY game_id, id').all();

describe("the glossary weapons' profiles column", () => {
  it('is not in a new database, whose weapons are loaded with their names', () => {
    const service = openService();
    expect(weaponColumns(service.context.db)).toEqual(['game_id', 'id', 'name_fr', 'name_en']);
    expect(weapons(service.context.db).length).toBeGreaterThan(0);
  });

  it('migration 012 drops it from a database of schema 11, keeping the rows and the loaded version', () => {
    const dir = tempDir();
    const file = join(dir, 'muster.db');
    const folder = writeMiniCatalogue(join(dir, 'catalogue'));
    const before = openDatabase({ file, migrations: migrations.slice(0, 11) }).db;
    loadCatalogueAtOldSchema(before, folder);
    expect(weaponColumns(before)).toContain('profiles');
    const rows = weapons(before);
    expect(rows).toEqual([{ game_id: 'deadzone', id: 'rifle', name_fr: 'Fusil', name_en: 'Rifle' }]);
    before.close();

    const { db, schemaVersion } = openDatabase({ file, migrations });
    expect(schemaVersion).toBe(migrations.length);
    expect(weaponColumns(db)).toEqual(['game_id', 'id', 'name_fr', 'name_en']);
    expect(weapons(db)).toEqual(rows);
    // The version loaded before is still the files': nothing is loaded again.
    expect(loadBuiltinCatalogue(db, folder).loaded).toBe(false);
    // And a reload writes the table as it is now.
    db.prepare("UPDATE catalogue_source SET version = 'older'").run();
    expect(loadBuiltinCatalogue(db, folder).loaded).toBe(true);
    expect(weapons(db)).toEqual(rows);
    db.close();
  });
});
