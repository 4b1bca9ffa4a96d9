/**
 * The data files inside what a player adds: a `.gst` or `.cat` as is, a `.gstz` / `.catz` (one zipped
 * file) or a `.bsr` repository release (a zip of them). Zips are read with fflate, entry sizes checked
 * before anything is inflated and the inflated bytes counted, so a zip bomb is refused, not unpacked.
 */
import { unzipSync, type UnzipFileInfo } from 'fflate';
import type { DataFileText } from '../../core/bsdata/data-set';
import type { RefusedFile, UnpackError } from '../../core/bsdata/import-report';

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
  let count = 0;
  let total = 0;
  let refused = false;
  const accept = (file: UnzipFileInfo): boolean => {
    if (!PLAIN.test(file.name)) return false;
    count += 1;
    total += file.originalSize;
    const ratio = file.size > 0 ? file.originalSize / file.size : file.originalSize;
    if (
      count > UNPACK_LIMITS.maxEntries ||
      file.originalSize > UNPACK_LIMITS.maxEntryBytes ||
      total > UNPACK_LIMITS.maxTotalBytes ||
      ratio > UNPACK_LIMITS.maxRatio
    ) {
      refused = true;
    }
    return !refused;
  };
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, { filter: accept });
  } catch (error) {
    throw new UnpackFailure({
      code: 'broken-zip',
      name,
      detail: error instanceof Error ? error.message : String(error),
    });
  }
  // The sizes a zip declares may lie: what was really inflated is checked too.
  const inflated = Object.values(entries).reduce((sum, entry) => sum + entry.length, 0);
  if (refused || inflated > UNPACK_LIMITS.maxTotalBytes) throw new UnpackFailure({ code: 'zip-bomb', name });
  return Object.entries(entries).map(([inner, data]) => ({
    name: `${name}/${inner}`,
    text: utf8(`${name}/${inner}`, data),
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
    let tooBig = false;
    try {
      const entries = unzipSync(bytes, {
        filter: (file) => {
          if (!/\.xml$/i.test(file.name) || tooBig) return false;
          tooBig = file.originalSize > MAX_INDEX_XML_BYTES;
          return !tooBig;
        },
      });
      const first = Object.values(entries)[0];
      if (tooBig || (first && first.length > MAX_INDEX_XML_BYTES))
        return { name, reason: 'unpack', error: { code: 'zip-bomb', name } };
      if (!first) return { name, reason: 'index', error: { code: 'not-index', root: '' } };
      data = first;
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return { name, reason: 'unpack', error: { code: 'broken-zip', name, detail } };
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    return { name, reason: 'unpack', error: { code: 'not-utf8', name } };
  }
}
