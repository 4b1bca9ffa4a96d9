// The built-in data checked at the build (src/main/catalogue/checked-data.ts): read back only by the
// build that wrote it, only for the very bytes it checked; a file changed since is checked again.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCheckedData } from '../../../src/main/catalogue/checked-data';
import { writeCheckedBuiltinData } from '../../../src/main/catalogue/check-builtin-data';
import { builtinGameDataLoader, readBuiltinGame } from '../../../src/main/catalogue/read-builtin-data';
import { CatalogueFileError, readCatalogueFiles } from '../../../src/main/catalogue/read-catalogue-files';
import { readBindings } from '../../../src/main/game-data/read-bindings';
import { useTempDirs } from '../../helpers/temp-dir';

const CATALOGUE = resolve(import.meta.dirname, '../../../db/catalogue');
const BINDINGS = resolve(import.meta.dirname, '../../../db/bindings');
const tempDir = useTempDirs();

/** Deadzone's built-in files (its glossary and its v2 data) copied, and checked as the build does. */
function built() {
  const dir = tempDir();
  const root = join(dir, 'catalogue');
  cpSync(join(CATALOGUE, 'deadzone'), join(root, 'deadzone'), { recursive: true });
  const folder = join(dir, 'checked');
  const report = writeCheckedBuiltinData(root, folder, 'build-1');
  return { root, folder, report };
}

describe('built-in data checked at the build', () => {
  it('reads back what the schemas give, for every file', () => {
    const { root, folder, report } = built();
    expect(report.skipped).toEqual([]);
    // The glossary, and the v2 game system and two factions.
    expect(report.files).toBe(4);
    const checked = openCheckedData(folder, 'build-1')!;
    expect(checked).toBeDefined();
    expect(readBuiltinGame(root, 'deadzone', checked)).toEqual(readBuiltinGame(root, 'deadzone', undefined));
    expect(readCatalogueFiles(root, checked)).toEqual(readCatalogueFiles(root, undefined));
    const key = 'deadzone/game.json';
    expect(checked.read(key, readFileSync(join(root, key)))).toBeDefined();
  });

  it('is not read by another build, nor for bytes other than those it checked', () => {
    const { root, folder } = built();
    expect(openCheckedData(folder, 'build-2')).toBeUndefined();
    expect(openCheckedData(folder, undefined)).toBeUndefined();
    const checked = openCheckedData(folder, 'build-1')!;
    const key = 'deadzone/game.json';
    const bytes = readFileSync(join(root, key));
    expect(checked.read(key, Buffer.concat([bytes, Buffer.from(' ')]))).toBeUndefined();
    expect(checked.read('deadzone/unknown.json', bytes)).toBeUndefined();
  });

  it('checks a file changed after the build again: a broken one is refused, a fixed one read as it is now', () => {
    const { root, folder } = built();
    const checked = openCheckedData(folder, 'build-1')!;
    const file = join(root, 'deadzone', 'deadzone-enforcers.json');
    const original = readFileSync(file, 'utf8');
    const data = JSON.parse(original) as { gameSystemId: unknown; name: unknown };
    writeFileSync(file, JSON.stringify({ ...data, gameSystemId: 42 }));
    expect(() => readBuiltinGame(root, 'deadzone', checked)).toThrow(CatalogueFileError);
    expect(() => builtinGameDataLoader(root, checked).catalogue('deadzone', 'deadzone-enforcers')).toThrow(
      CatalogueFileError,
    );
    writeFileSync(file, JSON.stringify({ ...data, name: 'Renamed after the build' }));
    const read = builtinGameDataLoader(root, checked).catalogue('deadzone', 'deadzone-enforcers')!;
    expect(read.catalogues.map((catalogue) => catalogue.name)).toEqual(['Renamed after the build']);
    const glossaryFile = join(root, 'deadzone', 'glossary.json');
    writeFileSync(glossaryFile, '{"not": "a game"}');
    expect(() => readCatalogueFiles(root, checked)).toThrow(CatalogueFileError);
  });

  it('reads one faction with its game system alone, as the whole game gives it', () => {
    const { root, folder } = built();
    const checked = openCheckedData(folder, 'build-1');
    const whole = readBuiltinGame(root, 'deadzone', undefined)!;
    const one = builtinGameDataLoader(root, checked).catalogue('deadzone', 'deadzone-marauders')!;
    expect(one.gameSystem).toEqual(whole.gameSystem);
    expect(one.catalogues).toEqual(
      whole.catalogues.filter((catalogue) => catalogue.id === 'deadzone-marauders'),
    );
    expect(builtinGameDataLoader(root, checked).catalogue('deadzone', 'no-such-faction')).toBeUndefined();
  });

  it('reads the game bindings back too, and checks a binding changed after the build', () => {
    const dir = tempDir();
    const root = join(dir, 'catalogue');
    cpSync(join(CATALOGUE, 'deadzone'), join(root, 'deadzone'), { recursive: true });
    const bindings = join(dir, 'bindings');
    cpSync(BINDINGS, bindings, { recursive: true });
    const folder = join(dir, 'checked');
    const report = writeCheckedBuiltinData(root, folder, 'build-1', bindings);
    expect(report.skipped).toEqual([]);
    const checked = openCheckedData(folder, 'build-1')!;
    expect(
      checked.read('db/bindings/deadzone.json', readFileSync(join(bindings, 'deadzone.json'))),
    ).toBeDefined();
    expect(readBindings(bindings, checked)).toEqual(readBindings(bindings, undefined));
    writeFileSync(join(bindings, 'deadzone.json'), '{"gameSystem": 7}');
    expect(() => readBindings(bindings, checked)).toThrow(/deadzone\.json is not a valid game binding/);
  });

  it('fails the build on a file its schema refuses', () => {
    const dir = tempDir();
    const root = join(dir, 'catalogue');
    cpSync(join(CATALOGUE, 'deadzone'), join(root, 'deadzone'), { recursive: true });
    writeFileSync(join(root, 'deadzone', 'deadzone-marauders.json'), '{"id": ""}');
    expect(() => writeCheckedBuiltinData(root, join(dir, 'checked'), 'build-1')).toThrow(CatalogueFileError);
  });
});
