/**
 * Adds community data: unpacks what the player gave (files, zipped files, releases), reads and groups
 * it, and stores it in one transaction. All or nothing: when a file claiming to be data cannot be
 * read (broken, of another kind, a zip bomb, hostile XML) or a catalogue's game system is missing,
 * nothing is stored and the report says why. Links that do not resolve and constructs the engine does
 * not read are reported, not refused.
 */
import { displayName, readDataSet, type DataFileText, type ReadDataFile } from '../../core/bsdata/data-set';
import type { GameDataImportReport, RefusedFile } from '../../core/bsdata/import-report';
import type { GameDataStore } from './game-data-store';
import { UnpackFailure, unpackDataFile } from './unpack';

export interface GameDataInput {
  name: string;
  bytes: Uint8Array;
}

export function importGameData(
  store: GameDataStore,
  inputs: GameDataInput[],
  now: Date,
): GameDataImportReport {
  const texts: DataFileText[] = [];
  const refused: RefusedFile[] = [];
  for (const input of inputs) {
    try {
      texts.push(...unpackDataFile(input.name, input.bytes));
    } catch (error) {
      if (!(error instanceof UnpackFailure)) throw error;
      refused.push({ name: input.name, reason: 'unpack', error: error.error });
    }
  }
  return importTexts(store, texts, refused, now);
}

export interface ImportTextsOptions {
  /** Where the files came from, stored with them (default: each file's name). */
  source?: string;
  /** A reason to refuse a file that reads well (a file that is not the one its index announced). */
  check?: (file: ReadDataFile) => RefusedFile | undefined;
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
  const set = readDataSet(texts, store.storedGameSystems());
  refused.push(...set.refused.map(({ name, error }) => ({ name, reason: 'read' as const, error })));
  const orphans = set.warnings.filter((warning) => warning.code === 'catalogue-without-game-system');
  const given = new Set(texts.map((text) => text.name));
  const files = set.gameSystems
    .flatMap((system) => [system.gameSystem, ...system.catalogues])
    .filter((file) => given.has(file.name));
  for (const file of files) {
    const refusal = options.check?.(file);
    if (refusal) refused.push(refusal);
  }
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
  const outcomes = store.importFiles(
    files.map((read) => ({ read, source: options.source ?? read.name })),
    now,
  );
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
