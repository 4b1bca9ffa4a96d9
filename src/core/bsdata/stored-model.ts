/**
 * A stored data file's model in our own serialisation (kept beside the file, migration 009): what
 * readDataFile made of its XML (the model, and what Muster does not read in it) as JSON in an envelope
 * naming its format and the file. Read back only when the envelope is ours, of this format and of the
 * file asked for, and shaped as a model (every list of the model a list of objects, ids text); anything
 * else is refused, and the caller reads the file's XML again.
 */
import type { Catalogue, GameSystem } from '../catalogue/model';
import { LISTS, type UnsupportedConstruct } from './read-data-file';

/**
 * Raise it whenever what readDataFile makes of a file changes (fields, defaults, typing, what it
 * reports): models written by another format are read again from their XML.
 */
export const STORED_MODEL_FORMAT = 1;

const ENVELOPE = 'muster-data-model';

export interface StoredModel {
  file: GameSystem | Catalogue;
  unsupported: UnsupportedConstruct[];
}

/** The file a stored model must be: its id and kind, as the stored row says. */
export interface StoredModelKey {
  id: string;
  kind: 'gameSystem' | 'catalogue';
}

export function serialiseStoredModel(model: StoredModel): string {
  return JSON.stringify({
    envelope: ENVELOPE,
    format: STORED_MODEL_FORMAT,
    file: model.file,
    unsupported: model.unsupported,
  });
}

/** The model in `text` when it is a whole one of `key`'s file in this format, else undefined. */
export function storedModelFrom(text: string, key: StoredModelKey): StoredModel | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(parsed) || parsed.envelope !== ENVELOPE || parsed.format !== STORED_MODEL_FORMAT)
    return undefined;
  const { file, unsupported } = parsed;
  if (!isObject(file) || file.kind !== key.kind || file.id !== key.id) return undefined;
  if (key.kind === 'catalogue' && typeof file.gameSystemId !== 'string') return undefined;
  if (!Array.isArray(unsupported) || !unsupported.every(isConstruct)) return undefined;
  if (!shapedAsModel(file)) return undefined;
  return { file: file as unknown as GameSystem | Catalogue, unsupported };
}

type Node = Record<string, unknown>;

function isObject(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isConstruct(value: unknown): value is UnsupportedConstruct {
  return isObject(value) && typeof value.construct === 'string' && typeof value.where === 'string';
}

const LIST_FIELDS = Object.keys(LISTS);
const TEXT_FIELDS = ['id', 'targetId', 'typeId'];

/**
 * One walk over the model, what the engine relies on when it indexes one: its lists are lists of
 * objects, the ids and references it keys on are text. Plain loops: this runs on every node.
 */
function shapedAsModel(root: Node): boolean {
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const field of TEXT_FIELDS) {
      const value = node[field];
      if (value !== undefined && typeof value !== 'string') return false;
    }
    for (const field of LIST_FIELDS) {
      const list = node[field];
      // A repeat's `repeats` is its count, a modifier's its list of repeats.
      if (list === undefined || (field === 'repeats' && typeof list === 'number')) continue;
      if (!Array.isArray(list)) return false;
      for (const item of list) {
        if (!isObject(item)) return false;
        stack.push(item);
      }
    }
  }
  return true;
}
