/**
 * The game bindings authored under `db/bindings/` (one JSON file per game), checked against their
 * schema on start: a broken binding is an error of ours, said with the file's name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseBinding, type GameBinding } from '../../core/engine/v2/muster/binding';

export function bindingsFolder(appRoot: string): string {
  return join(appRoot, 'db', 'bindings');
}

export function readBindings(folder: string): GameBinding[] {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      try {
        return parseBinding(JSON.parse(readFileSync(join(folder, file), 'utf8')));
      } catch (error) {
        throw new Error(`db/bindings/${file} is not a valid game binding: ${(error as Error).message}`);
      }
    });
}
