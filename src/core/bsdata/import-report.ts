/**
 * What adding community data reports, as data: shared by the service, the CLI and the interface,
 * which render it in the reader's language.
 */
import type { DataSetWarning } from './data-set';
import type { DataFileReadError } from './read-data-file';

export type StoredKind = 'gameSystem' | 'catalogue';

export type ImportOutcome = 'added' | 'updated' | 'unchanged' | 'older';

export interface StoredDataFile {
  id: string;
  kind: StoredKind;
  gameSystemId: string;
  name: string;
  revision: number;
  source: string;
  importedAt: string;
}

export type UnpackError =
  | { code: 'unknown-kind'; name: string }
  | { code: 'broken-zip'; name: string; detail: string }
  | { code: 'zip-bomb'; name: string }
  | { code: 'not-utf8'; name: string };

export type RefusedFile = { name: string } & (
  { reason: 'unpack'; error: UnpackError } | { reason: 'read'; error: DataFileReadError }
);

export interface GameDataImportReport {
  /** False when anything was refused: then nothing was stored. */
  stored: boolean;
  files: (Omit<StoredDataFile, 'importedAt'> & { outcome: ImportOutcome })[];
  refused: RefusedFile[];
  warnings: DataSetWarning[];
  unresolvedLinks: { gameSystemId: string; where: string; targetId?: string }[];
  unsupported: { file: string; construct: string; where: string }[];
}
