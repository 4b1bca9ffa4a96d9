import { readFileSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMigrations } from '../../../src/main/db/migrations';
import { openDatabase } from '../../../src/main/db/open-database';
import { migrationsFolder } from '../../../src/main/paths';
import { loadBuiltinCatalogue } from '../../../src/main/catalogue/load-builtin-catalogue';
import { cachedCatalogueQueries } from '../../../src/main/catalogue/catalogue-cache';
import { builtinGameDataLoader } from '../../../src/main/catalogue/read-builtin-data';
import {
  CatalogueFileError,
  readCatalogueFiles,
  readCatalogueVersion,
} from '../../../src/main/catalogue/read-catalogue-files';
import { miniFaction, miniGame, writeMiniCatalogue } from '../../helpers/mini-catalogue';
import { useTempDirs } from '../../helpers/temp-dir';

const tempDir = useTempDirs();
const migrations = readMigrations(migrationsFolder());

function setup() {
  const dir = tempDir();
  const { db } = openDatabase({ file: join(dir, 'muster.db'), migrations });
  const folder = writeMiniCatalogue(join(dir, 'catalogue'));
  return { db, folder };
}

function tableCounts(db: ReturnType<typeof setup>['db']) {
  const tables = ['game', 'cost_type', 'stat_def', 'ability', 'ability_alias', 'weapon'];
  return Object.fromEntries(
    tables.map((t) => [t, (db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n]),
  );
}

describe('built-in catalogue loader', () => {
  it('loads once, then does nothing while the files are unchanged (no duplicate rows)', () => {
    const { db, folder } = setup();
    expect(loadBuiltinCatalogue(db, folder).loaded).toBe(true);
    const counts = tableCounts(db);
    expect(counts).toMatchObject({ game: 1, ability: 2, weapon: 1 });
    expect(loadBuiltinCatalogue(db, folder).loaded).toBe(false);
    expect(tableCounts(db)).toEqual(counts);
    db.close();
  });

  it('knows the loaded version without parsing: the same hash as a full read, and a change is seen', () => {
    const { db, folder } = setup();
    expect(readCatalogueVersion(folder)).toBe(readCatalogueFiles(folder).version);
    const before = readCatalogueVersion(folder);
    // The rules in model v2 count too: a change there is a new version, loaded again.
    const rules = join(folder, 'deadzone', 'deadzone-mini.json');
    writeFileSync(rules, `${readFileSync(rules, 'utf8')}\n`);
    expect(readCatalogueVersion(folder)).not.toBe(before);
    expect(loadBuiltinCatalogue(db, folder).loaded).toBe(true);
    expect(loadBuiltinCatalogue(db, folder).loaded).toBe(false);
    db.close();
  });

  // The mini catalogue is written just before: a clock a minute ahead makes its files settled.
  const aMinuteLater = () => Date.now() + 60_000;

  it("records the files' stamp with the version, and does not read them while it is the same", () => {
    const { db, folder } = setup();
    expect(loadBuiltinCatalogue(db, folder, undefined, aMinuteLater)).toMatchObject({
      loaded: true,
      hashed: true,
    });
    const second = loadBuiltinCatalogue(db, folder, undefined, aMinuteLater);
    expect(second).toEqual({ loaded: false, version: readCatalogueVersion(folder), hashed: false });
    db.close();
  });

  it('sees a file rewritten with the same size and its modification time set back', () => {
    const { db, folder } = setup();
    const rules = join(folder, 'deadzone', 'deadzone-mini.json');
    // A whole second, which the file system keeps exactly: set back, it is the very time stamped.
    const aYearAgo = Math.floor(Date.now() / 1000) - 365 * 86_400;
    utimesSync(rules, aYearAgo, aYearAgo);
    loadBuiltinCatalogue(db, folder, undefined, aMinuteLater);
    const { size } = statSync(rules);
    const text = readFileSync(rules, 'utf8');
    const changed = text.replace('"Capitaine"', '"Capitaini"');
    expect(changed).not.toBe(text);
    writeFileSync(rules, changed);
    utimesSync(rules, aYearAgo, aYearAgo);
    expect(statSync(rules)).toMatchObject({ size, mtimeMs: aYearAgo * 1000 });
    expect(loadBuiltinCatalogue(db, folder, undefined, aMinuteLater)).toMatchObject({
      loaded: true,
      hashed: true,
    });
    expect(loadBuiltinCatalogue(db, folder, undefined, aMinuteLater).hashed).toBe(false);
    db.close();
  });

  it('sees a file removed, and hashes files changed too recently to be stamped', () => {
    const { db, folder } = setup();
    loadBuiltinCatalogue(db, folder, undefined, aMinuteLater);
    unlinkSync(join(folder, 'deadzone', 'deadzone-mini.json'));
    expect(loadBuiltinCatalogue(db, folder, undefined, aMinuteLater)).toMatchObject({
      loaded: true,
      hashed: true,
    });
    // With the real clock the files were just written: never trusted by their stamp.
    expect(loadBuiltinCatalogue(db, folder)).toMatchObject({ loaded: false, hashed: true });
    expect(loadBuiltinCatalogue(db, folder)).toMatchObject({ loaded: false, hashed: true });
    db.close();
  });

  it('stamps a version loaded before stamps existed at the next start that finds it', () => {
    const { db, folder } = setup();
    loadBuiltinCatalogue(db, folder);
    db.prepare('UPDATE catalogue_source SET file_stamps = NULL').run();
    expect(loadBuiltinCatalogue(db, folder, undefined, aMinuteLater)).toMatchObject({
      loaded: false,
      hashed: true,
    });
    expect(loadBuiltinCatalogue(db, folder, undefined, aMinuteLater).hashed).toBe(false);
    db.close();
  });

  it('vouches for the version it was recorded with only: another version is hashed and reloaded', () => {
    const { db, folder } = setup();
    loadBuiltinCatalogue(db, folder, undefined, aMinuteLater);
    db.prepare("UPDATE catalogue_source SET version = 'another'").run();
    expect(loadBuiltinCatalogue(db, folder, undefined, aMinuteLater)).toMatchObject({
      loaded: true,
      hashed: true,
    });
    db.close();
  });

  it('reloads when a file changes, keeping settings and imported rule texts', () => {
    const { db, folder } = setup();
    loadBuiltinCatalogue(db, folder);
    db.prepare("INSERT INTO app_setting (key, value) VALUES ('language', 'en')").run();
    db.prepare(
      "INSERT INTO rule_text (game_id, ref_kind, ref_id, lang, text, source_name, imported_at) VALUES ('deadzone', 'ability', 'elite', 'fr', 'Texte complet', 'seed', 'now')",
    ).run();
    writeMiniCatalogue(folder, miniGame(), miniFaction('Commandant'));
    expect(loadBuiltinCatalogue(db, folder).loaded).toBe(true);
    const q = cachedCatalogueQueries(db, builtinGameDataLoader(folder));
    expect(q.entries('deadzone-mini')[0]!.name.fr).toBe('Commandant');
    expect(q.abilities('deadzone').find((a) => a.id === 'elite')?.fullText).toEqual({
      fr: 'Texte complet',
      source: 'seed',
    });
    expect(db.prepare('SELECT value FROM app_setting').get()).toEqual({ value: 'en' });
    expect(tableCounts(db)).toMatchObject({ game: 1, ability: 2 });
    db.close();
  });

  it('refuses a bad file before writing anything, naming the file and the problem', () => {
    const { db, folder } = setup();
    loadBuiltinCatalogue(db, folder);
    const before = tableCounts(db);
    const broken = miniGame();
    broken.weapons[0]!.profiles[0]!.abilities = [{ id: 'no-such-ability' }];
    writeFileSync(join(folder, 'deadzone', 'glossary.json'), JSON.stringify(broken));
    expect(() => loadBuiltinCatalogue(db, folder)).toThrow(CatalogueFileError);
    expect(() => loadBuiltinCatalogue(db, folder)).toThrow(/unknown ability "no-such-ability"/);
    writeFileSync(join(folder, 'deadzone', 'glossary.json'), '{"formatVersion": 1, "game": {}}');
    expect(() => loadBuiltinCatalogue(db, folder)).toThrow(/glossary\.json: game\.id/);
    expect(tableCounts(db)).toEqual(before);
    db.close();
  });
});
