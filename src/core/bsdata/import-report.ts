/**
 * What adding community data reports, as data: shared by the service, the CLI and the interface,
 * which render it in the reader's language.
 */
import type { DataSetWarning } from './data-set';
import type { DataFileReadError } from './read-data-file';
import type { RepositoryIndexError } from './repository-index';
import type { PackageError, SubscriptionUpdate } from './subscription/types';

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

/**
 * Whether a stored source is the path of an index on disk (`muster data import path/to/index.bsi`):
 * absolute, ending in `.bsi` or `.xml`. Files added one by one keep their own name as source, which
 * always ends in `.gst` or `.cat`, so the two never mix.
 */
export function isLocalIndexSource(source: string): boolean {
  const absolute = source.startsWith('/') || /^[a-z]:[\\/]/i.test(source) || source.startsWith('\\\\');
  return absolute && /\.(bsi|xml)$/i.test(source);
}

export type UnpackError =
  | { code: 'unknown-kind'; name: string }
  | { code: 'broken-zip'; name: string; detail: string }
  | { code: 'zip-bomb'; name: string }
  /** A zip holding no `.gst` or `.cat` file. */
  | { code: 'no-data-file'; name: string }
  | { code: 'not-utf8'; name: string };

/**
 * Why an address could not be fetched (a repository index or a file it lists), or a file on disk
 * read (an index given by its path: `url` is then the path).
 */
export type FetchError =
  | { code: 'bad-url'; url: string }
  | { code: 'insecure-redirect'; url: string }
  /** A file listed by an index redirected outside the index's folder. */
  | { code: 'redirect-outside-base'; url: string; location: string }
  | { code: 'too-many-redirects'; url: string }
  | { code: 'http-status'; url: string; status: number }
  | { code: 'too-large'; url: string; limit: number }
  | { code: 'timeout'; url: string; seconds: number }
  | { code: 'network'; url: string; detail: string }
  | { code: 'not-found'; url: string }
  | { code: 'unreadable'; url: string; detail: string };

/** A fetched file that is not the one its index announced. */
export interface IndexMismatch {
  code: 'index-mismatch';
  expected: { id: string; revision: number };
  found: { id: string; revision: number };
}

/** Files an index added with them lists, that were not added (`.bsi` among the files picked in the app). */
export interface IndexMissingFiles {
  code: 'not-given';
  /** As the index spells them, in its order. */
  filePaths: string[];
}

/**
 * A file whose id is already that of another kind of file (a catalogue carrying its game system's id,
 * a game system carrying a catalogue's id) or of a catalogue of another game system. Storing it would
 * replace that file, and every list built on it would lose its faction: it is refused instead.
 */
export interface IdConflict {
  code: 'id-conflict';
  id: string;
  kind: StoredKind;
  gameSystemId: string;
  /** What already has this id: a stored file, or another file of the same import. */
  holder: { name: string; kind: StoredKind; gameSystemId: string; stored: boolean };
}

export type RefusedFile = { name: string } & (
  | { reason: 'unpack'; error: UnpackError }
  | { reason: 'read'; error: DataFileReadError }
  | { reason: 'fetch'; error: FetchError }
  | { reason: 'index'; error: RepositoryIndexError }
  | { reason: 'mismatch'; error: IndexMismatch }
  | { reason: 'missing'; error: IndexMissingFiles }
  | { reason: 'conflict'; error: IdConflict }
  /** A subscription's catpkg.json, gallery, or a file it lists that fails its check (subscription/types.ts). */
  | { reason: 'package'; error: PackageError }
);

/**
 * A game system stored that no game binding (db/bindings) ties to one of Muster's games: its
 * factions are not offered in "New list", which the report says instead of staying silent.
 */
export interface UnboundGameSystemWarning {
  code: 'game-system-not-bound';
  gameSystemId: string;
  name: string;
}

export type ImportWarning = DataSetWarning | UnboundGameSystemWarning;

/** The report with a warning for each game system it stored that `isBound` does not know. */
export function withUnboundWarnings(
  report: GameDataImportReport,
  isBound: (gameSystemId: string) => boolean,
): GameDataImportReport {
  const unbound = report.files.filter((file) => file.kind === 'gameSystem' && !isBound(file.id));
  if (unbound.length === 0) return report;
  return {
    ...report,
    warnings: [
      ...report.warnings,
      ...unbound.map((file) => ({
        code: 'game-system-not-bound' as const,
        gameSystemId: file.id,
        name: file.name,
      })),
    ],
  };
}

export interface GameDataImportReport {
  /** False when anything was refused: then nothing was stored. */
  stored: boolean;
  files: (Omit<StoredDataFile, 'importedAt'> & { outcome: ImportOutcome })[];
  refused: RefusedFile[];
  warnings: ImportWarning[];
  unresolvedLinks: { gameSystemId: string; where: string; targetId?: string }[];
  unsupported: { file: string; construct: string; where: string }[];
  /**
   * Set when the files came from a repository index: its address (or its path on disk, or its name
   * when it was picked with the files), and the files it lists that were not fetched because the
   * stored revision is as new.
   */
  index?: { url: string; name: string; upToDate: { id: string; name: string; revision: number }[] };
}

/** `muster data update`: each repository index stored data came from, fetched again. */
export interface GameDataUpdateReport {
  /** One per index address, in the order of the game systems. */
  sources: { url: string; gameSystemIds: string[]; report: GameDataImportReport }[];
  /** Each game's subscription (data-subscriptions.ts), updated from its catpkg.json. */
  subscriptions?: SubscriptionUpdate[];
}
