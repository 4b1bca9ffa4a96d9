/**
 * Community data from a BattleScribe repository index: the index (`index.bsi`, a zip holding one
 * XML file, or the XML itself) is read at an http(s) address or, from the command line, at a path
 * on disk; the files it lists are read from beside it, and everything is imported all or nothing as
 * files added one by one are. Each file is stored with the index's address or path as its source, so
 * that `update` knows where to look again; an update reads only the files whose revision in the
 * index is newer than the stored one.
 */
import { realpath } from 'node:fs/promises';
import { dirname, isAbsolute, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DataFileText } from '../../core';
import type { ImportStep } from '../../core';
import { readDataFile, type DataFileRead } from '../../core';
import {
  isLocalIndexSource,
  type GameDataImportReport,
  type GameDataUpdateReport,
  type RefusedFile,
} from '../../core';
import { baseOf, readRepositoryIndex, type RepositoryIndexEntry } from '../../core';
import { isCatpkgAddress } from '../../core';
import { FETCH_LIMITS, FetchFailure, fetchBytes, readLocalBytes } from './fetch-url';
import type { GameDataStore } from './game-data-store';
import { importTexts, mismatchOf } from './import-game-data';
import type { AnnouncedFile, StoreTexts } from './import-texts-job';
import { UnpackFailure, unpackDataFile, unpackIndex } from './unpack';

export interface IndexImportOptions {
  /** Update: fetch only the files whose indexed revision is newer than the stored one. */
  onlyNewer?: boolean;
  /**
   * Whether an index may be read from disk (a path, or a `file:` address): the command line only.
   * Elsewhere the address comes from a page, which must not make the service read the disk.
   */
  localFiles?: boolean;
  /** Tests lower the limits; the defaults are FETCH_LIMITS. */
  limits?: Partial<typeof FETCH_LIMITS>;
  /** Told of each file downloaded and read, and of each phase; may cancel the import by throwing. */
  step?: ImportStep;
  /**
   * Where the files, once downloaded, are read and stored (an update's import job, in its worker);
   * else each is read as it arrives and they are stored in place (an import that runs as a job whole).
   */
  storeTexts?: StoreTexts;
}

type Limits = typeof FETCH_LIMITS;

/** Where an index and its files are read from: over http(s), or on disk. */
interface IndexReader {
  /** What the report and the stored files name the index by: its address, or its absolute path. */
  source: string;
  /** The address entries resolve against (`file:` on disk). */
  url: string;
  readIndex(limits: Limits): Promise<Uint8Array>;
  /** Throws FetchFailure, or returns a refusal (a file that leads outside the index's folder). */
  readEntry(entry: RepositoryIndexEntry, maxBytes: number, limits: Limits): Promise<Uint8Array | RefusedFile>;
  /** The name an entry's file is refused under. */
  nameOf(entry: RepositoryIndexEntry): string;
}

function refusedReport(refused: RefusedFile[]): GameDataImportReport {
  return { stored: false, files: [], refused, warnings: [], unresolvedLinks: [], unsupported: [] };
}

export function isIndexAddress(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

/** Each listed file is read from the index's folder, and may not be redirected out of it either. */
const httpReader = (address: string): IndexReader => ({
  source: address,
  url: address,
  readIndex: (limits) => fetchBytes(address, { ...limits, maxBytes: limits.maxIndexBytes }),
  readEntry: (entry, maxBytes, limits) =>
    fetchBytes(entry.url, { ...limits, maxBytes, within: baseOf(address) ?? new URL('./', entry.url) }),
  nameOf: (entry) => entry.url,
});

/**
 * An index on disk: read as any file, and each file it lists read from its folder. Its entries were
 * checked as addresses (no `../`, no other drive or host); a link inside the folder that leads out
 * of it is refused too, once resolved.
 */
function localReader(path: string): IndexReader {
  let folder: Promise<string> | undefined;
  const realFolder = () => (folder ??= realpath(dirname(path)));
  return {
    source: path,
    url: pathToFileURL(path).href,
    readIndex: (limits) => readLocalBytes(path, limits.maxIndexBytes),
    readEntry: async (entry, maxBytes) => {
      const file = fileURLToPath(entry.url);
      let real: string;
      try {
        real = await realpath(file);
      } catch {
        // Missing, or a link to nowhere: said by the read itself.
        return readLocalBytes(file, maxBytes);
      }
      const base = await realFolder();
      if (!real.startsWith(base.endsWith(sep) ? base : base + sep))
        return { name: file, reason: 'index', error: { code: 'outside-base', filePath: entry.filePath } };
      return readLocalBytes(real, maxBytes);
    },
    nameOf: (entry) => fileURLToPath(entry.url),
  };
}

/** How an address is read, or why it cannot be. */
function readerOf(source: string, localFiles: boolean): IndexReader | RefusedFile {
  if (isIndexAddress(source)) return httpReader(source);
  if (localFiles) {
    if (/^file:/i.test(source)) {
      try {
        return localReader(fileURLToPath(source));
      } catch {
        return { name: source, reason: 'fetch', error: { code: 'bad-url', url: source } };
      }
    }
    if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(source))
      return localReader(isAbsolute(source) ? source : resolve(source));
  }
  return { name: source, reason: 'fetch', error: { code: 'bad-url', url: source } };
}

export async function importFromIndex(
  store: GameDataStore,
  address: string,
  now: Date,
  options: IndexImportOptions = {},
): Promise<GameDataImportReport> {
  const limits = { ...FETCH_LIMITS, ...options.limits };
  const step = options.step ?? (() => {});
  step({ phase: 'downloading' });
  const reader = readerOf(address, options.localFiles ?? false);
  if ('reason' in reader) return refusedReport([reader]);
  const { source } = reader;
  let indexBytes: Uint8Array;
  try {
    indexBytes = await reader.readIndex(limits);
  } catch (error) {
    if (!(error instanceof FetchFailure)) throw error;
    return refusedReport([{ name: source, reason: 'fetch', error: error.error }]);
  }
  const text = unpackIndex(source, indexBytes);
  if (typeof text !== 'string') return refusedReport([text]);
  const read = readRepositoryIndex(text, reader.url);
  if (!read.ok) return refusedReport([{ name: source, reason: 'index', error: read.error }]);
  const storedRevisions = new Map(store.list().map((file) => [file.id, file.revision]));
  const isNewer = (entry: RepositoryIndexEntry) =>
    !options.onlyNewer || entry.dataRevision > (storedRevisions.get(entry.dataId) ?? -1);
  const wanted = read.index.entries.filter(isNewer);
  const upToDate = read.index.entries
    .filter((entry) => !isNewer(entry))
    .map((entry) => ({ id: entry.dataId, name: entry.dataName, revision: entry.dataRevision }));
  const index = { url: source, name: read.index.name, upToDate };
  if (options.onlyNewer && wanted.length === 0) return { ...refusedReport([]), stored: true, index };
  const fetched = await readEntries(reader, wanted, limits, step, !options.storeTexts);
  if (options.storeTexts) {
    const announced = [...fetched.entryOf].map(([name, entry]): [string, AnnouncedFile] => [
      name,
      { by: 'index', entry },
    ]);
    const { texts, refused } = fetched;
    const stored = await options.storeTexts({ texts, refused, source, announced });
    return { ...stored, index };
  }
  const report = importTexts(store, fetched.texts, fetched.refused, now, {
    source,
    check: (file) => mismatchOf(file, fetched.entryOf.get(file.name)),
    preRead: fetched.reads,
    step,
  });
  return { ...report, index };
}

interface ReadEntries {
  texts: DataFileText[];
  refused: RefusedFile[];
  entryOf: Map<string, RepositoryIndexEntry>;
  reads: Map<string, DataFileRead>;
}

/**
 * Reads the listed files one after the other (a repository holds tens of files; one at a time
 * keeps the load on a host low) within one total bound, each parsed as it arrives (`parse`: else
 * where they are stored); the first failure stops it: nothing will be stored anyway.
 */
async function readEntries(
  reader: IndexReader,
  entries: RepositoryIndexEntry[],
  limits: Limits,
  step: ImportStep,
  parse: boolean,
): Promise<ReadEntries> {
  const read: ReadEntries = { texts: [], refused: [], entryOf: new Map(), reads: new Map() };
  const progress = { filesDone: 0, filesTotal: entries.length, bytesDone: 0, bytesTotal: 0 };
  let remaining = limits.maxTotalBytes;
  for (const entry of entries) {
    const name = reader.nameOf(entry);
    step({ phase: 'downloading', ...progress });
    try {
      const bytes = await reader.readEntry(entry, Math.min(limits.maxFileBytes, remaining), limits);
      if (!(bytes instanceof Uint8Array)) return { ...read, refused: [bytes] };
      remaining -= bytes.byteLength;
      progress.bytesTotal += bytes.byteLength;
      step({ phase: 'reading', ...progress });
      for (const text of unpackDataFile(entry.filePath, bytes)) {
        read.texts.push(text);
        read.entryOf.set(text.name, entry);
        if (parse) read.reads.set(text.name, readDataFile(text.text));
      }
      progress.filesDone += 1;
      progress.bytesDone += bytes.byteLength;
      step({ ...progress });
    } catch (error) {
      if (error instanceof FetchFailure)
        return { ...read, refused: [{ name, reason: 'fetch', error: error.error }] };
      if (error instanceof UnpackFailure)
        return { ...read, refused: [{ name, reason: 'unpack', error: error.error }] };
      throw error;
    }
  }
  return read;
}

/**
 * Reads again every repository index stored data came from, at its address or its path on disk (or
 * only the one a game system or catalogue id came from), and imports what is newer. A path on disk
 * is read whoever asks: it was given on the command line, never by a page.
 */
export async function updateFromIndexes(
  store: GameDataStore,
  now: Date,
  id?: string,
  options: IndexImportOptions = {},
): Promise<GameDataUpdateReport> {
  const bySource = new Map<string, Set<string>>();
  for (const file of store.list()) {
    if (!isIndexAddress(file.source) && !isLocalIndexSource(file.source)) continue;
    // Stored by a subscription: updated from its catpkg.json (subscriptions/), not read as an index.
    if (isCatpkgAddress(file.source)) continue;
    if (id !== undefined && file.id !== id && file.gameSystemId !== id) continue;
    const systems = bySource.get(file.source) ?? new Set<string>();
    systems.add(file.gameSystemId);
    bySource.set(file.source, systems);
  }
  const sources: GameDataUpdateReport['sources'] = [];
  for (const [url, systems] of bySource) {
    const report = await importFromIndex(store, url, now, {
      ...options,
      onlyNewer: true,
      localFiles: isLocalIndexSource(url),
    });
    sources.push({ url, gameSystemIds: [...systems], report });
  }
  return { sources };
}
