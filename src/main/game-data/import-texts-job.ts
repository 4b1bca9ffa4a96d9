/**
 * The storing half of an update (a subscription's catpkg.json, a repository index read again): the
 * files were fetched and their hashes checked where the update runs; what is left, reading their XML,
 * checking them together and storing them in one transaction, is given as plain data (it crosses to
 * the import job's worker, worker/import-jobs.ts) and done here, all or nothing as any import.
 */
import type { DataFileText, GameDataImportReport, RefusedFile, RepositoryIndexEntry } from '../../core';
import { readDataFile, type DataFileRead, type ImportStep } from '../../core';
import type { GameDataStore } from './game-data-store';
import { importTexts, mismatchOf } from './import-game-data';

/** What a file was announced as, checked once it is read: by a catpkg.json, or by an index entry. */
export type AnnouncedFile =
  | { by: 'catpkg'; id: string; type: 'gamesystem' | 'catalogue' }
  | { by: 'index'; entry: RepositoryIndexEntry };

/** Files fetched and checked, to be read and stored; only data, so that a worker can be given it. */
export interface TextsImport {
  texts: DataFileText[];
  /** Refusals met while fetching: with any, nothing is stored. */
  refused: RefusedFile[];
  /** Where the files came from, stored with them (the catpkg.json's or the index's address). */
  source: string;
  /** Each file's announcement, by the file's name. */
  announced: [string, AnnouncedFile][];
}

/** Stores fetched files, wherever that runs; rejects with ImportCancelled when it was cancelled. */
export type StoreTexts = (input: TextsImport) => Promise<GameDataImportReport>;

/** A file read well that is not the one its announcement named: refused. */
function announcementRefusal(
  read: { name: string; file: { id: string; kind: string; revision?: number } },
  announced: AnnouncedFile | undefined,
): RefusedFile | undefined {
  if (announced?.by === 'index') return mismatchOf(read, announced.entry);
  const kind = read.file.kind === 'gameSystem' ? 'gamesystem' : 'catalogue';
  if (!announced || (announced.id === read.file.id && announced.type === kind)) return undefined;
  return {
    name: read.name,
    reason: 'package',
    error: { code: 'not-announced', id: announced.id, found: read.file.id },
  };
}

/**
 * Reads each file (one step each: the progress, and a place to cancel), then checks and stores them
 * all or nothing; `step` may cancel it by throwing, inside the storing transaction too.
 */
export function importFetchedTexts(
  store: GameDataStore,
  input: TextsImport,
  now: Date,
  step: ImportStep = () => {},
): GameDataImportReport {
  const sizes = input.texts.map((text) => Buffer.byteLength(text.text));
  const progress = { filesDone: 0, filesTotal: input.texts.length, bytesDone: 0 };
  const bytesTotal = sizes.reduce((sum, size) => sum + size, 0);
  step({ phase: 'reading', ...progress, bytesTotal });
  const reads = new Map<string, DataFileRead>();
  input.texts.forEach((text, at) => {
    reads.set(text.name, readDataFile(text.text));
    progress.filesDone += 1;
    progress.bytesDone += sizes[at]!;
    step({ ...progress });
  });
  const announced = new Map(input.announced);
  return importTexts(store, input.texts, input.refused, now, {
    source: input.source,
    check: (read) => announcementRefusal(read, announced.get(read.name)),
    preRead: reads,
    step,
  });
}

/** Stores on the calling thread, through the store given: where no job machinery is at hand. */
export const storeTextsIn =
  (store: GameDataStore, now: Date): StoreTexts =>
  (input) =>
    Promise.resolve().then(() => importFetchedTexts(store, input, now));
