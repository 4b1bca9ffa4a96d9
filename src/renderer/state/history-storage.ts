/**
 * The editor's undo history, kept across a reload of the same list (issue 13.8): Ctrl+Z after F5, or
 * after closing and opening the list again, takes back the edits made before.
 *
 * Kept in the page's localStorage, not in the database: the history is a property of one editor on
 * one computer (what this window did), it changes on every keystroke and would otherwise be a write
 * to SQLite and a round trip each time, and it must never travel with the list (exports, backups,
 * share codes, other computers). The desktop app keeps localStorage in its own profile; browser mode
 * keeps it per address, so a server started on another port starts with no history, which loses
 * nothing but the undo steps.
 *
 * Bounded: the last HISTORY_STEPS steps each way, at most HISTORY_MAX_CHARS characters a list (older
 * steps are dropped first), for the HISTORY_LISTS lists edited last. Snapshots share their unchanged
 * units (a force's root selections with all they hold), so each distinct one is written once and a
 * snapshot is a list of indices.
 *
 * The history is used only when its present is the list as loaded: a list changed elsewhere since
 * (another window, a command, an import) starts with no history rather than undo into another copy.
 * A history that cannot be read (full storage, damaged, older format) is ignored, never an error.
 */
import { canonicalJson } from '../../core';
import { parseListJson } from '../../core';
import type { MusterList, RosterSelection } from '../../core';

export const HISTORY_STEPS = 100;
export const HISTORY_MAX_CHARS = 1_500_000;
export const HISTORY_LISTS = 20;
// Format 1 kept the cards of a version 2 list: such a history is ignored (the list it undoes is gone).
const FORMAT = 2;
const PREFIX = 'muster:history:';
const INDEX = 'muster:history-lists';

/** What localStorage offers, so tests can give a map. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StoredHistory {
  past: MusterList[];
  future: MusterList[];
}

interface Stored {
  v: number;
  /** The present's content (canonical JSON without its revision), to tell whether it is still the list. */
  present: string;
  /**
   * Distinct pieces as JSON: each list's fields, its forces holding no selections (`units` gives how
   * many root selections each had), and each root selection with all it holds.
   */
  pool: string[];
  /** Each snapshot, oldest first: [fields, ...root selections of its forces in order] as pool indices. */
  snaps: number[][];
  /** Where the present is in `snaps`. */
  at: number;
}

type Json = Parameters<typeof canonicalJson>[0];

/** A list's content, whatever its key order and revision: two copies of one list are equal. */
export function listContent(list: MusterList): string {
  const { updatedAt: _revision, ...content } = list;
  return canonicalJson(content as unknown as Json);
}

/** The browser's localStorage, or null where there is none or it may not be used. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

// Snapshots share selection objects, and the history's snapshots are never changed: each selection is
// stringified once, whatever the number of snapshots and of writes that hold it.
const texts = new WeakMap<RosterSelection, string>();

function encode(past: MusterList[], present: MusterList, future: MusterList[]): Stored {
  const pool: string[] = [];
  const indexOf = new Map<string, number>();
  const add = (text: string) => {
    let index = indexOf.get(text);
    if (index === undefined) {
      index = pool.length;
      pool.push(text);
      indexOf.set(text, index);
    }
    return index;
  };
  const selectionText = (s: RosterSelection) => {
    let text = texts.get(s);
    if (text === undefined) {
      text = JSON.stringify(s);
      texts.set(s, text);
    }
    return text;
  };
  const snap = (list: MusterList) => {
    const { forces, updatedAt: _revision, ...fields } = list;
    const shells = forces.map((force) => ({ ...force, selections: [] }));
    const units = forces.map((force) => force.selections.length);
    const roots = forces.flatMap((force) => force.selections.map((s) => add(selectionText(s))));
    return [add(JSON.stringify({ ...fields, forces: shells, units })), ...roots];
  };
  const snaps = [...past, present, ...future].map(snap);
  return { v: FORMAT, present: listContent(present), pool, snaps, at: past.length };
}

function readIndex(storage: KeyValueStorage): string[] {
  try {
    const ids = JSON.parse(storage.getItem(INDEX) ?? '[]') as unknown;
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Writes a list's history (bounded); the lists edited longest ago lose theirs first. */
export function saveHistory(
  storage: KeyValueStorage,
  rosterId: string,
  history: { past: readonly MusterList[]; present: MusterList; future: readonly MusterList[] },
): boolean {
  let past = history.past.slice(-HISTORY_STEPS);
  const future = history.future.slice(0, HISTORY_STEPS);
  let text = JSON.stringify(encode(past, history.present, future));
  while (text.length > HISTORY_MAX_CHARS && past.length > 0) {
    past = past.slice(Math.ceil(past.length / 2));
    text = JSON.stringify(encode(past, history.present, future));
  }
  if (text.length > HISTORY_MAX_CHARS) return false;
  const others = readIndex(storage).filter((id) => id !== rosterId);
  for (const dropped of others.splice(HISTORY_LISTS - 1)) storage.removeItem(PREFIX + dropped);
  const index = [rosterId, ...others];
  // A full storage: give up the oldest lists' histories, one at a time, then this one.
  for (;;) {
    try {
      storage.setItem(PREFIX + rosterId, text);
      storage.setItem(INDEX, JSON.stringify(index));
      return true;
    } catch {
      const oldest = index.length > 1 ? index.pop() : undefined;
      if (oldest === undefined) {
        storage.removeItem(PREFIX + rosterId);
        return false;
      }
      storage.removeItem(PREFIX + oldest);
    }
  }
}

/**
 * The steps before and after a list as it was loaded, or null: no history, another copy of the list,
 * or a history that cannot be read.
 */
export function loadHistory(storage: KeyValueStorage, list: MusterList): StoredHistory | null {
  let stored: Stored;
  try {
    const text = storage.getItem(PREFIX + list.id);
    if (text === null) return null;
    stored = JSON.parse(text) as Stored;
    if (stored.v !== FORMAT || stored.present !== listContent(list)) return null;
    const lists = stored.snaps.map((indices, i) =>
      i === stored.at ? list : snapshotOf(stored.pool, indices, list),
    );
    if (!(stored.at >= 0 && stored.at < lists.length)) return null;
    return { past: lists.slice(0, stored.at), future: lists.slice(stored.at + 1) };
  } catch {
    return null;
  }
}

/** One snapshot read back from its pieces, checked as any list file is (a damaged one throws). */
function snapshotOf(pool: readonly string[], indices: readonly number[], present: MusterList): MusterList {
  const [fields, ...roots] = indices.map((index) => {
    const piece = pool[index];
    if (piece === undefined) throw new Error('damaged history');
    return JSON.parse(piece) as unknown;
  });
  const { forces, units, ...rest } = fields as { forces: { selections: unknown[] }[]; units: number[] };
  let next = 0;
  const filled = forces.map((force, i) => {
    const count = units[i] ?? 0;
    const selections = roots.slice(next, next + count);
    next += count;
    return { ...force, selections };
  });
  return parseListJson({ ...rest, forces: filled, updatedAt: present.updatedAt });
}

/** Forgets a list's history (the list was changed elsewhere, or deleted). */
export function forgetHistory(storage: KeyValueStorage, rosterId: string): void {
  try {
    storage.removeItem(PREFIX + rosterId);
  } catch {
    // nothing to forget
  }
}
