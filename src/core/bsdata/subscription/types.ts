/**
 * A data subscription and what its update reports, as data: shared by the service, the CLI and the
 * interface, which say it in the reader's language (messages.ts).
 */
import type { GameId } from '../../catalogue/schema';
import type { GameDataImportReport } from '../import-report';
import type { PackageReadError } from './catpkg';
import type { ChangeReason } from './changes';

/** Why a subscription could not be made or updated (besides fetch failures and unreadable files). */
export type PackageError =
  /** A file whose SHA-256 is not the `sourceSha256` its catpkg.json announces: the whole update is refused. */
  | { code: 'hash-mismatch'; id: string; url: string; expected: string; found: string }
  | { code: 'unreadable-package'; url: string; error: PackageReadError }
  | { code: 'not-in-gallery'; name: string; url: string }
  /** A gallery entry without a catpkg.json address. */
  | { code: 'no-address'; name: string }
  /** A gallery entry whose catpkg.json is on another site than the gallery's. */
  | { code: 'repository-elsewhere'; name: string; url: string }
  /** A catpkg.json listing a file on another site than its own. */
  | { code: 'file-elsewhere'; id: string; url: string }
  /** An address that is not a release's `.bsi` or `.catpkg.json`. */
  | { code: 'not-release-address'; url: string }
  /** A catpkg.json entry whose file holds another id, or another kind of file. */
  | { code: 'not-announced'; id: string; found: string }
  | { code: 'unknown-source'; id: string };

export interface DataSubscription {
  game: GameId;
  /** The community source subscribed to (community-sources.ts), or null for an address given by hand. */
  sourceId: string | null;
  /** The catpkg.json read at each update (a tag-pinned address is stored as the latest release's). */
  address: string;
  /** The repository's display name and the release tag last stored. */
  name: string | null;
  version: string | null;
  checkedAt: string | null;
  updatedAt: string | null;
  fileCount: number;
}

export interface CommunitySourceInfo {
  id: string;
  kind: 'gallery' | 'repository';
  repository: string;
  name: { fr: string; en: string };
}

export interface GameDataSources {
  game: GameId;
  sources: CommunitySourceInfo[];
  subscription: DataSubscription | null;
}

export interface SubscriptionFileChange {
  id: string;
  name: string;
  reason: ChangeReason;
  before?: number;
  revision: number;
}

export interface SubscriptionUpdate {
  game: GameId;
  address: string;
  /**
   * `not-modified`: the server answered 304, nothing else fetched; `up-to-date`: the catpkg.json
   * changed but no file did; `updated`: files fetched, checked and stored; `refused`: nothing stored.
   */
  status: 'not-modified' | 'up-to-date' | 'updated' | 'refused';
  name: string | null;
  version: string | null;
  previousVersion: string | null;
  changes: SubscriptionFileChange[];
  upToDate: number;
  /** Files an earlier release listed that this one does not (kept in the store). */
  dropped: string[];
  /** The import of the changed files: refusals, warnings, each file's outcome. */
  report: GameDataImportReport;
}
