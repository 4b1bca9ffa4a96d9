/**
 * The heavy part of reading a roster file someone uploads: unpacking a `.rosz` and parsing its XML
 * (about 0.4 s a megabyte). Pure and plain data in and out, so that it runs in the worker
 * (worker/heavy-work.ts) and the request path only matches the result with the stored data.
 */
import { rosterFileNames, type RosterFileImportProblem } from '../../core';
import { readRosterFile, type RosterFileHints } from '../../core';
import type { TreeRoster } from '../../core';
import { unzipBounded } from './bounded-unzip';

/** A roster file is a few hundred kilobytes; this is far above any real one, inflated or not. */
export const MAX_ROSTER_FILE_BYTES = 16 * 1024 * 1024;

const ROSZ_BOUNDS = {
  maxEntries: 100,
  maxEntryBytes: MAX_ROSTER_FILE_BYTES,
  maxTotalBytes: MAX_ROSTER_FILE_BYTES,
};

/** The `.ros` text of an upload, or why not. */
export function rosterFileText(name: string, bytes: Uint8Array): string | RosterFileImportProblem {
  const zipped = /\.rosz$/i.test(name);
  if (!zipped && !/\.ros$/i.test(name)) return { code: 'not-a-roster-file', name };
  if (bytes.length > MAX_ROSTER_FILE_BYTES) return { code: 'too-large', name, limit: MAX_ROSTER_FILE_BYTES };
  let data = bytes;
  if (zipped) {
    // Only the first .ros is read, but every .ros counts towards the bound: refused before inflating.
    const unzipped = unzipBounded(
      bytes,
      { wanted: (inner) => /\.ros$/i.test(inner), firstOnly: true },
      ROSZ_BOUNDS,
    );
    if (!unzipped.ok)
      return unzipped.problem === 'too-large'
        ? { code: 'too-large', name, limit: MAX_ROSTER_FILE_BYTES }
        : { code: 'unreadable-archive', name };
    const first = unzipped.entries[0];
    if (!first) return { code: 'unreadable-archive', name };
    data = first.bytes;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    return { code: 'not-utf8', name };
  }
}

export type UploadedRoster =
  | {
      ok: true;
      roster: TreeRoster;
      hints: RosterFileHints;
      names: { gameSystemName: string; catalogueNames: Map<string, string> };
    }
  | { ok: false; problem: RosterFileImportProblem };

export function readUploadedRoster(name: string, bytes: Uint8Array): UploadedRoster {
  const text = rosterFileText(name, bytes);
  if (typeof text !== 'string') return { ok: false, problem: text };
  const read = readRosterFile(text);
  if (!read.ok) return { ok: false, problem: read.error };
  return { ok: true, roster: read.roster, hints: read.hints, names: rosterFileNames(text) };
}
