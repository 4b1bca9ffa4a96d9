/**
 * Adds community data: unpacks what the player gave (files, zipped files, releases), reads and groups
 * it, and stores it in one transaction. All or nothing: when a file claiming to be data cannot be
 * read (broken, of another kind, a zip bomb, hostile XML) or a catalogue's game system is missing,
 * nothing is stored and the report says why. Links that do not resolve and constructs the engine does
 * not read are reported, not refused.
 *
 * A repository index (`index.bsi`) given with the files is their manifest: every file it lists must
 * be among them, and be the file it announces (its id); files it does not list are imported as well.
 */
import { displayName, readDataSet, type DataFileText, type ReadDataFile } from '../../core';
import { readDataFile, type DataFileRead } from '../../core';
import type { GameDataImportReport, ImportOutcome, RefusedFile } from '../../core';
import type { ImportStep } from '../../core';
import { fileNameOf, readRepositoryIndex, type RepositoryIndex, type RepositoryIndexEntry } from '../../core';
import { StoredIdConflicts, type GameDataStore } from './game-data-store';
import { UnpackFailure, unpackDataFile, unpackIndex } from './unpack';

/** A repository index given among the files. */
export function isIndexFileName(name: string): boolean {
  return /\.bsi$/i.test(name);
}

/** Picked files have no folder: an index given with them is read as if it were alone in one. */
const PICKED_BASE = 'file:///picked/index.bsi';

export interface GameDataInput {
  name: string;
  bytes: Uint8Array;
}

/**
 * What the player gave, unpacked and read: the heavy part of an import (unzipping, parsing the XML),
 * pure, so that it can run in the worker thread (worker/heavy-tasks.ts); the store step is `importPrepared`.
 */
export interface PreparedImport {
  texts: DataFileText[];
  refused: RefusedFile[];
  manifests: { name: string; index: RepositoryIndex }[];
  /** The index entry announcing each data file, by the file's name. */
  entryOf: [string, RepositoryIndexEntry][];
  /** Each data file read, by its name. */
  reads: [string, DataFileRead][];
}

/**
 * `step` is told of each file read (its bytes as given), and may stop the import between two files
 * by throwing (ImportCancelled).
 */
export function prepareImport(inputs: GameDataInput[], step: ImportStep = () => {}): PreparedImport {
  const texts: DataFileText[] = [];
  const reads: [string, DataFileRead][] = [];
  const refused: RefusedFile[] = [];
  const dataInputs = inputs.filter((input) => !isIndexFileName(input.name));
  const manifests: { name: string; index: RepositoryIndex }[] = [];
  for (const input of inputs.filter((item) => isIndexFileName(item.name))) {
    const text = unpackIndex(input.name, input.bytes);
    const read = typeof text === 'string' ? readRepositoryIndex(text, PICKED_BASE) : undefined;
    if (typeof text !== 'string') refused.push(text);
    else if (read && !read.ok) refused.push({ name: input.name, reason: 'index', error: read.error });
    else if (read?.ok) manifests.push({ name: input.name, index: read.index });
  }
  const given = new Set(dataInputs.map((input) => input.name));
  const entryOfInput = new Map<string, RepositoryIndexEntry>();
  for (const manifest of manifests) {
    const missing = manifest.index.entries.filter((entry) => !given.has(fileNameOf(entry.filePath)));
    if (missing.length > 0)
      refused.push({
        name: manifest.name,
        reason: 'missing',
        error: { code: 'not-given', filePaths: missing.map((entry) => entry.filePath) },
      });
    for (const entry of manifest.index.entries) entryOfInput.set(fileNameOf(entry.filePath), entry);
  }
  const entryOf = new Map<string, RepositoryIndexEntry>();
  const progress = { filesDone: 0, filesTotal: dataInputs.length, bytesDone: 0, bytesTotal: 0 };
  progress.bytesTotal = dataInputs.reduce((sum, input) => sum + input.bytes.byteLength, 0);
  step({ phase: 'reading', ...progress });
  for (const input of dataInputs) {
    try {
      const unpacked = unpackDataFile(input.name, input.bytes);
      texts.push(...unpacked);
      for (const text of unpacked) reads.push([text.name, readDataFile(text.text)]);
      const entry = entryOfInput.get(input.name);
      if (entry) for (const text of unpacked) entryOf.set(text.name, entry);
    } catch (error) {
      if (!(error instanceof UnpackFailure)) throw error;
      refused.push({ name: input.name, reason: 'unpack', error: error.error });
    }
    progress.filesDone += 1;
    progress.bytesDone += input.bytes.byteLength;
    step({ ...progress });
  }
  return { texts, refused, manifests, entryOf: [...entryOf], reads };
}

/** Checks and stores what `prepareImport` read: all or nothing, as described above. */
export function importPrepared(
  store: GameDataStore,
  prepared: PreparedImport,
  now: Date,
  step?: ImportStep,
): GameDataImportReport {
  const entryOf = new Map(prepared.entryOf);
  const report = importTexts(store, prepared.texts, prepared.refused, now, {
    check: (file) => mismatchOf(file, entryOf.get(file.name)),
    preRead: new Map(prepared.reads),
    ...(step ? { step } : {}),
  });
  if (prepared.manifests.length === 0) return report;
  const index = {
    url: prepared.manifests.map((manifest) => manifest.name).join(', '),
    name: prepared.manifests.map((manifest) => manifest.index.name).join(', '),
    upToDate: [],
  };
  return { ...report, index };
}

/** Reads, checks and stores what the player gave; `step` follows it and may cancel it (ImportStep). */
export function importGameData(
  store: GameDataStore,
  inputs: GameDataInput[],
  now: Date,
  step?: ImportStep,
): GameDataImportReport {
  return importPrepared(store, prepareImport(inputs, step), now, step);
}

/** A file read well that is not the one its index entry announced (another id). */
export function mismatchOf(
  file: { name: string; file: { id: string; revision?: number } },
  entry: RepositoryIndexEntry | undefined,
): RefusedFile | undefined {
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
}

export interface ImportTextsOptions {
  /** Where the files came from, stored with them (default: each file's name). */
  source?: string;
  /** A reason to refuse a file that reads well (a file that is not the one its index announced). */
  check?: (file: ReadDataFile) => RefusedFile | undefined;
  /** The files already read, by name (prepareImport). */
  preRead?: ReadonlyMap<string, DataFileRead>;
  /** Told of each phase and each file stored; may cancel the import by throwing (ImportCancelled). */
  step?: ImportStep;
}

/** Reads, checks and stores unpacked data files: all or nothing, as described above. */
export function importTexts(
  store: GameDataStore,
  texts: DataFileText[],
  refusedBefore: RefusedFile[],
  now: Date,
  options: ImportTextsOptions = {},
): GameDataImportReport {
  const refused = [...refusedBefore];
  options.step?.({ phase: 'checking' });
  const set = readDataSet(texts, store.storedGameSystems(), options.preRead);
  refused.push(...set.refused.map(({ name, error }) => ({ name, reason: 'read' as const, error })));
  refused.push(...set.conflicts.map(({ name, error }) => ({ name, reason: 'conflict' as const, error })));
  const orphans = set.warnings.filter((warning) => warning.code === 'catalogue-without-game-system');
  const given = new Set(texts.map((text) => text.name));
  const files = set.gameSystems
    .flatMap((system) => [system.gameSystem, ...system.catalogues])
    .filter((file) => given.has(file.name));
  for (const file of files) {
    const refusal = options.check?.(file);
    if (refusal) refused.push(refusal);
  }
  refused.push(...store.conflictsWith(files));
  const report: GameDataImportReport = {
    stored: false,
    files: [],
    refused,
    warnings: set.warnings,
    unresolvedLinks: set.gameSystems.flatMap((system) =>
      system.problems
        .filter((problem) => problem.code === 'unresolved-link')
        .map((problem) => ({
          gameSystemId: system.gameSystem.file.id,
          where: problem.where,
          targetId: problem.targetId,
        })),
    ),
    unsupported: files.flatMap((file) => file.unsupported.map((item) => ({ file: file.name, ...item }))),
  };
  if (refused.length > 0 || orphans.length > 0 || files.length === 0) return report;
  let outcomes: Map<string, ImportOutcome>;
  try {
    outcomes = store.importFiles(
      files.map((read) => ({ read, source: options.source ?? read.name })),
      now,
      options.step,
    );
  } catch (error) {
    // Another import may have stored a conflicting file since the check above.
    if (!(error instanceof StoredIdConflicts)) throw error;
    return { ...report, refused: [...refused, ...error.refused] };
  }
  report.stored = true;
  report.files = files.map((read) => ({
    id: read.file.id,
    name: displayName(read.file),
    kind: read.file.kind,
    gameSystemId: read.file.kind === 'gameSystem' ? read.file.id : read.file.gameSystemId,
    revision: read.file.revision ?? 0,
    source: options.source ?? read.name,
    outcome: outcomes.get(read.file.id) ?? 'unchanged',
  }));
  return report;
}
