/**
 * The build's check of the built-in catalogue (run by scripts/build-cli.js): every file of db/catalogue
 * (each game's glossary and its data) and db/bindings parsed with its schema, the references between files checked, and each file's checked value written
 * for the CLI bundle to read back (checked-data.ts). Throws on the first bad file: a catalogue that does
 * not pass its schema fails the build, as it would fail every start.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bindingKey, parseBindingFile } from '../game-data/read-bindings';
import { CheckedDataWriter } from './checked-data';
import { builtinGlossaryFiles, readCatalogueFiles } from './read-catalogue-files';
import { builtinDataFiles, parseBuiltinFile, readBuiltinGame } from './read-builtin-data';

export function writeCheckedBuiltinData(
  root: string,
  folder: string,
  build: string,
  /** db/bindings, the game bindings (none when absent). */
  bindings?: string,
): { files: number; skipped: string[] } {
  // The whole checks first (schemas, references, game systems), with nothing read back.
  readCatalogueFiles(root, undefined);
  const games = readdirSync(root).sort();
  for (const game of games) readBuiltinGame(root, game, undefined);
  const writer = new CheckedDataWriter(folder, build);
  for (const { key, path, parse } of builtinGlossaryFiles(root)) {
    const bytes = readFileSync(path);
    writer.add(key, bytes, parse(bytes.toString('utf8')));
  }
  for (const game of games)
    for (const { key, path, parse } of builtinDataFiles(root, game) ?? []) {
      const bytes = readFileSync(path);
      writer.add(key, bytes, parseBuiltinFile(path, bytes.toString('utf8'), parse));
    }
  if (bindings && existsSync(bindings))
    for (const file of readdirSync(bindings)
      .filter((name) => name.endsWith('.json'))
      .sort()) {
      const bytes = readFileSync(join(bindings, file));
      writer.add(bindingKey(file), bytes, parseBindingFile(file, bytes.toString('utf8')));
    }
  return { files: writer.finish(), skipped: writer.skipped };
}
