/**
 * How far an import of community data has gone, as data: the service reports it while the import
 * runs off the main thread, the interface draws it as a progress bar, the CLI prints it.
 */
import type { GameDataImportReport } from './import-report';

/**
 * The steps of an import, in order: files downloaded (an index address), read (unzipped, XML
 * parsed), checked together, stored in one transaction, then the library's figures worked out again.
 */
export const IMPORT_PHASES = [
  'waiting',
  'downloading',
  'reading',
  'checking',
  'storing',
  'finishing',
] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

export interface ImportProgress {
  phase: ImportPhase;
  /** Data files read (downloaded, unzipped, parsed), out of those given or listed by the index. */
  filesDone: number;
  filesTotal: number;
  /**
   * Their bytes (as given: zipped files count zipped). From an index address the total is only known
   * as the files arrive: it grows with `bytesDone` and is reached once the last one is read.
   */
  bytesDone: number;
  bytesTotal: number;
}

/** An import started as a job: running, or how it ended. */
export type ImportJobState =
  | { id: string; state: 'running'; progress: ImportProgress }
  | { id: string; state: 'done'; progress: ImportProgress; report: GameDataImportReport }
  /** Cancelled: nothing was stored. */
  | { id: string; state: 'cancelled'; progress: ImportProgress }
  | { id: string; state: 'failed'; progress: ImportProgress; error: string };

export const START_PROGRESS: ImportProgress = {
  phase: 'waiting',
  filesDone: 0,
  filesTotal: 0,
  bytesDone: 0,
  bytesTotal: 0,
};

/** Thrown at the next step of an import once it is cancelled: what it had written is rolled back. */
export class ImportCancelled extends Error {
  constructor() {
    super('The import was cancelled');
    this.name = 'ImportCancelled';
  }
}

/**
 * What an import calls at each step: reports how far it is (the figures given replace the last ones;
 * they never go back), and throws ImportCancelled when it was cancelled.
 */
export type ImportStep = (progress: Partial<ImportProgress>) => void;
