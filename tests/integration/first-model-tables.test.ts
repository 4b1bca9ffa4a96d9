/**
 * Issue 21, one catalogue model: the built-in factions are read from their data in the engine's model,
 * so migration 010 drops the first model's faction, unit and faction item tables (and the faction
 * abilities' and weapons' link to them). A database that held them keeps its rosters and imported rule
 * texts, and loads its games' glossaries again at the next start.
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
import { writeMiniCatalogue } from '../helpers/mini-catalogue';
import { useService } from '../helpers/service';
import { useTempDirs } from '../helpers/temp-dir';

const tempDir = useTempDirs();
const openService = useService();
const migrations = readMigrations(migrationsFolder());
const FIRST_MODEL_TABLES = ['faction', 'entry', 'faction_item'];

const tables = (db: SqliteDatabase) =>
  db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_schema WHERE type = 'table'")
    .all()
    .map((row) => row.name);

const count = (db: SqliteDatabase, table: string) =>
  db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`).get()!.n;

describe("the first model's tables", () => {
  it('are not in a new database', () => {
    const service = openService();
    expect(tables(service.context.db).filter((name) => FIRST_MODEL_TABLES.includes(name))).toEqual([]);
  });

  it('migration 010 drops them from a database of schema 9, keeping its rosters and rule texts', () => {
    const dir = tempDir();
    const file = join(dir, 'muster.db');
    const folder = writeMiniCatalogue(join(dir, 'catalogue'));
    const catalogue = (db: SqliteDatabase) => cachedCatalogueQueries(db, builtinGameDataLoader(folder));
    const before = openDatabase({ file, migrations: migrations.slice(0, 9) }).db;
    // A first-model faction's rows, as the loader of schema 9 wrote them.
    loadCatalogueAtOldSchema(before, folder);
    before
      .prepare("INSERT INTO faction (id, game_id, name_fr, name_en) VALUES ('old', 'deadzone', 'A', 'A')")
      .run();
    before
      .prepare(
        `INSERT INTO entry (game_id, id, faction_id, kind, name_fr, name_en, count_min, count_max, count_default,
           count_unit, position, definition) VALUES ('deadzone', 'old-unit', 'old', 'leader', 'U', 'U', 1, 1, 1, 'model', 0, '{}')`,
      )
      .run();
    before
      .prepare(
        "INSERT INTO rule_text (game_id, ref_kind, ref_id, lang, text, source_name, imported_at) VALUES ('deadzone', 'ability', 'elite', 'fr', 'Texte complet', 'seed', 'now')",
      )
      .run();
    const roster = rosterStore(before, catalogue(before)).create({
      game: 'deadzone',
      faction: 'deadzone-mini',
      name: 'Équipe Alpha',
      pointsLimit: 20,
    });
    expect(tables(before)).toEqual(expect.arrayContaining(FIRST_MODEL_TABLES));
    before.close();

    const { db, schemaVersion } = openDatabase({ file, migrations });
    expect(schemaVersion).toBe(migrations.length);
    expect(tables(db).filter((name) => FIRST_MODEL_TABLES.includes(name))).toEqual([]);
    // The built-in rows are gone with their version: the next start loads them again.
    expect(count(db, 'catalogue_source')).toBe(0);
    expect(count(db, 'game')).toBe(0);
    expect(loadBuiltinCatalogue(db, folder).loaded).toBe(true);
    expect(count(db, 'ability')).toBe(2);
    const store = rosterStore(db, catalogue(db));
    expect(store.get(roster.id)).toMatchObject({ name: 'Équipe Alpha', faction: 'deadzone-mini' });
    expect(
      catalogue(db)
        .abilities('deadzone')
        .find((a) => a.id === 'elite')?.fullText,
    ).toEqual({
      fr: 'Texte complet',
      source: 'seed',
    });
    expect(
      catalogue(db)
        .factionCatalogue('deadzone-mini')
        .entries.map((entry) => entry.id),
    ).toEqual(['mini-captain']);
    db.close();
  });
});
