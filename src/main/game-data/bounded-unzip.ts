/**
 * The entries of a zip we read (`.rosz`, `.gstz`, `.catz`, `.bsr`, `index.bsi`), within bounds on
 * what they inflate to: every entry wanted is measured from the zip's directory first, and the zip
 * is refused before anything is inflated when one entry, or all of them together, would pass a
 * bound. fflate inflates an entry into a buffer of the size the directory declares and never past
 * it, so a size that lies cannot make it inflate more than was measured: a hundred entries of
 * 16 MB each (a 1.6 MB file) are refused as a whole, not inflated one after the other.
 */
import { unzipSync, type UnzipFileInfo } from 'fflate';

export interface ZipBounds {
  /** How many wanted entries a zip may hold. */
  maxEntries: number;
  maxEntryBytes: number;
  /** All the wanted entries together, inflated. */
  maxTotalBytes: number;
  /** An entry inflating more than this many times its compressed size is not XML text. */
  maxRatio?: number;
}

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

export type BoundedUnzip =
  | { ok: true; entries: ZipEntry[] }
  | { ok: false; problem: 'too-large' }
  | { ok: false; problem: 'unreadable'; detail: string };

export interface UnzipChoice {
  /** Whether an entry is one to read (by its name inside the zip). */
  wanted(name: string): boolean;
  /** Only the first wanted entry is inflated (a `.rosz` holds one `.ros`); all still count. */
  firstOnly?: boolean;
}

/** What an entry inflates to at most: stored entries are copied at their compressed size. */
function inflatedSize(file: UnzipFileInfo): number {
  return file.compression === 0 ? Math.max(file.size, file.originalSize) : file.originalSize;
}

function overBounds(files: UnzipFileInfo[], bounds: ZipBounds): boolean {
  if (files.length > bounds.maxEntries) return true;
  let total = 0;
  for (const file of files) {
    const size = inflatedSize(file);
    total += size;
    if (size > bounds.maxEntryBytes || total > bounds.maxTotalBytes) return true;
    const ratio = file.size > 0 ? size / file.size : size;
    if (bounds.maxRatio !== undefined && ratio > bounds.maxRatio) return true;
  }
  return false;
}

export function unzipBounded(bytes: Uint8Array, choice: UnzipChoice, bounds: ZipBounds): BoundedUnzip {
  try {
    // First the directory only (nothing inflated): what the wanted entries would take.
    const wanted: UnzipFileInfo[] = [];
    unzipSync(bytes, {
      filter: (file) => {
        if (choice.wanted(file.name)) wanted.push(file);
        return false;
      },
    });
    if (overBounds(wanted, bounds)) return { ok: false, problem: 'too-large' };
    const chosen = new Set((choice.firstOnly ? wanted.slice(0, 1) : wanted).map((file) => file.name));
    const inflated = unzipSync(bytes, { filter: (file) => chosen.delete(file.name) });
    return { ok: true, entries: Object.entries(inflated).map(([name, data]) => ({ name, bytes: data })) };
  } catch (error) {
    return {
      ok: false,
      problem: 'unreadable',
      detail: error instanceof Error ? error.message : String(error),
    };
  }
}
