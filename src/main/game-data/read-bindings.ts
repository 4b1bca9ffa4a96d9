/**
 * The game bindings authored under `db/bindings/` (one JSON file per game), checked against their
 * schema on start (or at the build, for the CLI bundle: ../catalogue/checked-data.ts): a broken
 * binding is an error of ours, said with the file's name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBinding, type GameBinding } from '../../core';
import { bundledCheckedData, readChecked, type CheckedData } from '../catalogue/checked-data';

export function bindingsFolder(appRoot: string): string {
  return join(appRoot, 'db', 'bindings');
}

/** A binding file's key in the checked data. */
export function bindingKey(file: string): string {
  return `db/bindings/${file}`;
}

/** One binding file's text parsed and checked. */
export function parseBindingFile(file: string, text: string): GameBinding {
  try {
    return parseBinding(JSON.parse(text));
  } catch (error) {
    throw new Error(`db/bindings/${file} is not a valid game binding: ${(error as Error).message}`);
  }
}

export function readBindings(
  folder: string,
  checked: CheckedData | undefined = bundledCheckedData(),
): GameBinding[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) =>
      readChecked(checked, bindingKey(file), readFileSync(join(folder, file)), (text) =>
        parseBindingFile(file, text),
      ),
    );
}
