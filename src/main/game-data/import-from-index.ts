/**
 * Community data from a BattleScribe repository index at an http(s) address: the index is fetched
 * (`index.bsi`, a zip holding one XML file, or the XML itself), the files it lists are fetched from
 * beside it, and everything is imported all or nothing as files from disk are. Each file is stored
 * with the index's address as its source, so that `update` knows where to look again; an update
 * fetches only the files whose revision in the index is newer than the stored one.
 */
import { unzipSync } from 'fflate';
import type { DataFileText } from '../../core/bsdata/data-set';
import type {
  GameDataImportReport,
  GameDataUpdateReport,
  RefusedFile,
} from '../../core/bsdata/import-report';
import { readRepositoryIndex, type RepositoryIndexEntry } from '../../core/bsdata/repository-index';
import { FETCH_LIMITS, FetchFailure, fetchBytes } from './fetch-url';
import type { GameDataStore } from './game-data-store';
import { importTexts } from './import-game-data';
import { UnpackFailure, unpackDataFile } from './unpack';

export interface IndexImportOptions {
  /** Update: fetch only the files whose indexed revision is newer than the stored one. */
  onlyNewer?: boolean;
  /** Tests lower the limits; the defaults are FETCH_LIMITS. */
  limits?: Partial<typeof FETCH_LIMITS>;
}

function refusedReport(refused: RefusedFile[]): GameDataImportReport {
  return { stored: false, files: [], refused, warnings: [], unresolvedLinks: [], unsupported: [] };
}

export function isIndexAddress(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

export async function importFromIndex(
  store: GameDataStore,
  indexUrl: string,
  now: Date,
  options: IndexImportOptions = {},
): Promise<GameDataImportReport> {
  const limits = { ...FETCH_LIMITS, ...options.limits };
  let indexBytes: Uint8Array;
  try {
    indexBytes = await fetchBytes(indexUrl, { ...limits, maxBytes: limits.maxIndexBytes });
  } catch (error) {
    if (!(error instanceof FetchFailure)) throw error;
    return refusedReport([{ name: indexUrl, reason: 'fetch', error: error.error }]);
  }
  const text = indexText(indexUrl, indexBytes);
  if (typeof text !== 'string') return refusedReport([text]);
  const read = readRepositoryIndex(text, indexUrl);
  if (!read.ok) return refusedReport([{ name: indexUrl, reason: 'index', error: read.error }]);
  const storedRevisions = new Map(store.list().map((file) => [file.id, file.revision]));
  const isNewer = (entry: RepositoryIndexEntry) =>
    !options.onlyNewer || entry.dataRevision > (storedRevisions.get(entry.dataId) ?? -1);
  const wanted = read.index.entries.filter(isNewer);
  const upToDate = read.index.entries
    .filter((entry) => !isNewer(entry))
    .map((entry) => ({ id: entry.dataId, name: entry.dataName, revision: entry.dataRevision }));
  const index = { url: indexUrl, name: read.index.name, upToDate };
  if (options.onlyNewer && wanted.length === 0) return { ...refusedReport([]), stored: true, index };
  const fetched = await fetchEntries(wanted, limits);
  const report = importTexts(store, fetched.texts, fetched.refused, now, {
    source: indexUrl,
    check: (file) => {
      const entry = fetched.entryOf.get(file.name);
      if (!entry || entry.dataId === file.file.id) return undefined;
      return {
        name: file.name,
        reason: 'mismatch',
        error: {
          code: 'index-mismatch',
          expected: { id: entry.dataId, revision: entry.dataRevision },
          found: { id: file.file.id, revision: file.file.revision ?? 0 },
        },
      };
    },
  });
  return { ...report, index };
}

/** The index's XML: inside the `.bsi` zip (its one `.xml` entry), or the body itself. */
function indexText(url: string, bytes: Uint8Array): string | RefusedFile {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  let data = bytes;
  if (isZip) {
    // The XML of an index is a few hundred kilobytes: four times the download bound is plenty.
    const cap = FETCH_LIMITS.maxIndexBytes * 4;
    let tooBig = false;
    try {
      const entries = unzipSync(bytes, {
        filter: (file) => {
          if (!/\.xml$/i.test(file.name) || tooBig) return false;
          tooBig = file.originalSize > cap;
          return !tooBig;
        },
      });
      const first = Object.values(entries)[0];
      if (tooBig || (first && first.length > cap))
        return { name: url, reason: 'unpack', error: { code: 'zip-bomb', name: url } };
      if (!first) return { name: url, reason: 'index', error: { code: 'not-index', root: '' } };
      data = first;
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return { name: url, reason: 'unpack', error: { code: 'broken-zip', name: url, detail } };
    }
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
    return { name: url, reason: 'unpack', error: { code: 'not-utf8', name: url } };
  }
}

/**
 * Fetches the listed files one after the other (a repository holds tens of files; one at a time
 * keeps the load on the host low) within one total bound; the first failure stops it: nothing will
 * be stored anyway.
 */
async function fetchEntries(
  entries: RepositoryIndexEntry[],
  limits: typeof FETCH_LIMITS,
): Promise<{ texts: DataFileText[]; refused: RefusedFile[]; entryOf: Map<string, RepositoryIndexEntry> }> {
  const texts: DataFileText[] = [];
  const entryOf = new Map<string, RepositoryIndexEntry>();
  let remaining = limits.maxTotalBytes;
  for (const entry of entries) {
    try {
      const bytes = await fetchBytes(entry.url, {
        ...limits,
        maxBytes: Math.min(limits.maxFileBytes, remaining),
      });
      remaining -= bytes.byteLength;
      for (const text of unpackDataFile(entry.filePath, bytes)) {
        texts.push(text);
        entryOf.set(text.name, entry);
      }
    } catch (error) {
      if (error instanceof FetchFailure)
        return { texts, entryOf, refused: [{ name: entry.url, reason: 'fetch', error: error.error }] };
      if (error instanceof UnpackFailure)
        return { texts, entryOf, refused: [{ name: entry.url, reason: 'unpack', error: error.error }] };
      throw error;
    }
  }
  return { texts, entryOf, refused: [] };
}

/**
 * Fetches again every repository index stored data came from (or only the one a game system or
 * catalogue id came from) and imports what is newer.
 */
export async function updateFromIndexes(
  store: GameDataStore,
  now: Date,
  id?: string,
  options: IndexImportOptions = {},
): Promise<GameDataUpdateReport> {
  const bySource = new Map<string, Set<string>>();
  for (const file of store.list()) {
    if (!isIndexAddress(file.source)) continue;
    if (id !== undefined && file.id !== id && file.gameSystemId !== id) continue;
    const systems = bySource.get(file.source) ?? new Set<string>();
    systems.add(file.gameSystemId);
    bySource.set(file.source, systems);
  }
  const sources: GameDataUpdateReport['sources'] = [];
  for (const [url, systems] of bySource) {
    const report = await importFromIndex(store, url, now, { ...options, onlyNewer: true });
    sources.push({ url, gameSystemIds: [...systems], report });
  }
  return { sources };
}
