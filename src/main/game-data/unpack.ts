/**
 * The data files inside what a player adds: a `.gst` or `.cat` as is, a `.gstz` / `.catz` (one zipped
 * file) or a `.bsr` repository release (a zip of them). Zips are read within bounds (bounded-unzip.ts):
 * each entry's size and all of them together are checked before anything is inflated, so a zip bomb is
 * refused, not unpacked.
 */
import type { DataFileText } from '../../core';
import type { RefusedFile, UnpackError } from '../../core';
import { unzipBounded } from './bounded-unzip';

/** Limits far above any real data set (the largest catalogues are a few megabytes). */
export const UNPACK_LIMITS = {
  maxEntries: 1000,
  maxEntryBytes: 64 * 1024 * 1024,
  maxTotalBytes: 256 * 1024 * 1024,
  /** An entry inflating more than this many times its compressed size is not XML text. */
  maxRatio: 200,
};

export class UnpackFailure extends Error {
  constructor(readonly error: UnpackError) {
    super(`${error.code}: ${error.name}`);
    this.name = 'UnpackFailure';
  }
}

const PLAIN = /\.(gst|cat)$/i;
const ZIPPED = /\.(gstz|catz|bsr|zip)$/i;

export function isDataFileName(name: string): boolean {
  return PLAIN.test(name) || ZIPPED.test(name);
}

export function unpackDataFile(name: string, bytes: Uint8Array): DataFileText[] {
  if (PLAIN.test(name)) return [{ name, text: utf8(name, bytes) }];
  if (!ZIPPED.test(name)) throw new UnpackFailure({ code: 'unknown-kind', name });
  const unzipped = unzipBounded(bytes, { wanted: (inner) => PLAIN.test(inner) }, UNPACK_LIMITS);
  if (!unzipped.ok) {
    if (unzipped.problem === 'too-large') throw new UnpackFailure({ code: 'zip-bomb', name });
    throw new UnpackFailure({ code: 'broken-zip', name, detail: unzipped.detail });
  }
  if (unzipped.entries.length === 0) throw new UnpackFailure({ code: 'no-data-file', name });
  return unzipped.entries.map((entry) => ({
    name: `${name}/${entry.name}`,
    text: utf8(`${name}/${entry.name}`, entry.bytes),
  }));
}

function utf8(name: string, bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new UnpackFailure({ code: 'not-utf8', name });
  }
}

/** The bound on a repository index's XML once inflated (a real one is a few hundred kilobytes). */
export const MAX_INDEX_XML_BYTES = 16 * 1024 * 1024;

/**
 * The XML of a repository index: inside an `index.bsi` zip (its one `.xml` entry), or the bytes
 * themselves when they are not a zip. A refusal otherwise (`name` is the index's address or path).
 */
export function unpackIndex(name: string, bytes: Uint8Array): string | RefusedFile {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  let data = bytes;
  if (isZip) {
    const unzipped = unzipBounded(
      bytes,
      { wanted: (inner) => /\.xml$/i.test(inner), firstOnly: true },
      {
        maxEntries: UNPACK_LIMITS.maxEntries,
        maxEntryBytes: MAX_INDEX_XML_BYTES,
        maxTotalBytes: MAX_INDEX_XML_BYTES,
      },
    );
    if (!unzipped.ok) {
      if (unzipped.problem === 'too-large')
        return { name, reason: 'unpack', error: { code: 'zip-bomb', name } };
      return { name, reason: 'unpack', error: { code: 'broken-zip', name, detail: unzipped.detail } };
    }
    const first = unzipped.entries[0];
    if (!first) return { name, reason: 'index', error: { code: 'not-index', root: '' } };
    data = first.bytes;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    return { name, reason: 'unpack', error: { code: 'not-utf8', name } };
  }
}
