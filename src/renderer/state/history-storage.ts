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
 * selections, so each distinct selection is written once and a snapshot is a list of indices.
 *
 * The history is used only when its present is the list as loaded: a list changed elsewhere since
 * (another window, a command, an import) starts with no history rather than undo into another copy.
 * A history that cannot be read (full storage, damaged, older format) is ignored, never an error.
 */
import { canonicalJson } from '../../core';
import { parseRoster } from '../../core';
import type { Roster, Selection } from '../../core';

export const HISTORY_STEPS = 100;
export const HISTORY_MAX_CHARS = 1_500_000;
export const HISTORY_LISTS = 20;
const FORMAT = 1;
const PREFIX = 'muster:history:';
const INDEX = 'muster:history-lists';

/** What localStorage offers, so tests can give a map. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StoredHistory {
  past: Roster[];
  future: Roster[];
}

interface Stored {
  v: number;
  /** The present's content (canonical JSON without its revision), to tell whether it is still the list. */
  present: string;
  /** Distinct pieces: each roster's fields without selections, and each selection, as JSON. */
  pool: string[];
  /** Each snapshot, oldest first: [fields, ...selections] as pool indices. */
  snaps: number[][];
  /** Where the present is in `snaps`. */
  at: number;
}

type Json = Parameters<typeof canonicalJson>[0];

/** A roster's content, whatever its key order and revision: two copies of one list are equal. */
export function rosterContent(roster: Roster): string {
  const { updatedAt: _revision, ...content } = roster;
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
const texts = new WeakMap<Selection, string>();

function encode(past: Roster[], present: Roster, future: Roster[]): Stored {
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
  const selectionText = (s: Selection) => {
    let text = texts.get(s);
    if (text === undefined) {
      text = JSON.stringify(s);
      texts.set(s, text);
    }
    return text;
  };
  const snap = (roster: Roster) => {
    const { selections, updatedAt: _revision, ...fields } = roster;
    return [add(JSON.stringify(fields)), ...selections.map((s) => add(selectionText(s)))];
  };
  const snaps = [...past, present, ...future].map(snap);
  return { v: FORMAT, present: rosterContent(present), pool, snaps, at: past.length };
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
  history: { past: readonly Roster[]; present: Roster; future: readonly Roster[] },
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
export function loadHistory(storage: KeyValueStorage, roster: Roster): StoredHistory | null {
  let stored: Stored;
  try {
    const text = storage.getItem(PREFIX + roster.id);
    if (text === null) return null;
    stored = JSON.parse(text) as Stored;
    if (stored.v !== FORMAT || stored.present !== rosterContent(roster)) return null;
    const rosters = stored.snaps.map((indices, i) => {
      if (i === stored.at) return roster;
      const [fields, ...selections] = indices.map((index) => {
        const piece = stored.pool[index];
        if (piece === undefined) throw new Error('damaged history');
        return JSON.parse(piece) as unknown;
      });
      return parseRoster({ ...(fields as object), updatedAt: roster.updatedAt, selections });
    });
    if (!(stored.at >= 0 && stored.at < rosters.length)) return null;
    return { past: rosters.slice(0, stored.at), future: rosters.slice(stored.at + 1) };
  } catch {
    return null;
  }
}

/** Forgets a list's history (the list was changed elsewhere, or deleted). */
export function forgetHistory(storage: KeyValueStorage, rosterId: string): void {
  try {
    storage.removeItem(PREFIX + rosterId);
  } catch {
    // nothing to forget
  }
}
