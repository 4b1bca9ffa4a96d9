/**
 * One import of community data as a job: what it is given (files, an index address, or an update's
 * files already fetched), and the function that runs it from start to end (read, check, store)
 * against a database file through a connection of its own. It runs in a worker thread
 * (worker/import-jobs.ts), so that the thread that answers the window and the requests only receives
 * its progress and its report; its one storing transaction is the only write, and a cancel rolls it back.
 */
import Database from 'better-sqlite3';
import type { GameDataImportReport } from '../../core';
import type { ImportStep } from '../../core';
import { queueDataChange } from '../rosters/recompute-queue';
import { GameDataModels } from './game-data-models';
import { GameDataStore } from './game-data-store';
import { importFromIndex } from './import-from-index';
import { importGameData } from './import-game-data';
import { importFetchedTexts, type TextsImport } from './import-texts-job';

export type ImportJobInput =
  /** Files as picked or read by the CLI, in base64 (decoded in the job, off the main thread). */
  | { kind: 'files'; files: { name: string; base64: string }[] }
  /** A repository index: an http(s) address, or (the CLI only: `localFiles`) a path on disk. */
  | { kind: 'url'; url: string; localFiles: boolean }
  /** An update's files, fetched and checked on the calling thread (a subscription, an index read again). */
  | ({ kind: 'texts' } & TextsImport);

/** Where the job stores: the database file, opened with the binding of this process's ABI. */
export interface ImportJobTarget {
  databaseFile: string;
  nativeBinding?: string;
  /** Muster's version: the files' models are kept with the files (game-data-models.ts). */
  appVersion?: string;
}

/** The job's own connection could not be opened (SQLite not loadable in this thread): nothing was read. */
export class ConnectionUnavailable extends Error {
  constructor(cause: unknown) {
    super(`The import's database connection could not be opened: ${String(cause)}`);
    this.name = 'ConnectionUnavailable';
  }
}

/** Runs the import in a store it is given: on the calling thread's own connection. */
export function runImportIn(
  store: GameDataStore,
  input: ImportJobInput,
  now: Date,
  step: ImportStep,
): Promise<GameDataImportReport> {
  if (input.kind === 'url')
    return importFromIndex(store, input.url, now, { localFiles: input.localFiles, step });
  if (input.kind === 'texts')
    return Promise.resolve().then(() => importFetchedTexts(store, input, now, step));
  const inputs = input.files.map((file) => ({ name: file.name, bytes: Buffer.from(file.base64, 'base64') }));
  return Promise.resolve(importGameData(store, inputs, now, step));
}

/**
 * Runs the import through a connection of its own to the database file: as the service's, WAL,
 * foreign keys, a busy timeout (longer), and the library's lists queued for their figures in the storing
 * transaction (queueDataChange), exactly as the service's store does.
 */
export async function runImportJob(
  target: ImportJobTarget,
  input: ImportJobInput,
  now: Date,
  step: ImportStep,
): Promise<GameDataImportReport> {
  let db: Database.Database;
  try {
    db = new Database(
      target.databaseFile,
      target.nativeBinding ? { nativeBinding: target.nativeBinding } : {},
    );
  } catch (error) {
    throw new ConnectionUnavailable(error);
  }
  try {
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    // Off the main thread, waiting for another writer (a save from another process) blocks nobody.
    db.pragma('busy_timeout = 60000');
    const models = target.appVersion === undefined ? undefined : new GameDataModels(db, target.appVersion);
    const store = new GameDataStore(db, models);
    store.beforeChange((change) => queueDataChange(db, change));
    return await runImportIn(store, input, now, step);
  } finally {
    db.close();
  }
}
