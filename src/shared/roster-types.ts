import type { GameId, I18nText } from '../core';
import type { ValidationIssue } from '../core';
import type { MusterList, ListCards, RosterData } from '../core';

/** One line of the roster library. */
export interface RosterSummary {
  id: string;
  name: string;
  game: GameId;
  faction: string;
  factionName: I18nText;
  /** The codex version the faction is written for, where its data names one (`FactionInfo.edition`). */
  factionEdition?: string;
  /** An imported faction's game system ("Deadzone Escalation"), which tells two editions apart. */
  gameSystemName?: string;
  points: number;
  pointsLimit: number;
  errors: number;
  warnings: number;
  valid: boolean;
  createdAt: string;
  updatedAt: string;
  /**
   * A list of an imported faction whose community data changed (a newer or older revision of its game
   * system, catalogue or a library it reads, or the data removed) since the list was last checked
   * against it: opening it shows what changed for it. Absent otherwise.
   */
  dataChanged?: true;
  /**
   * The list was moved to another codex version of its army and the player has not accepted the review
   * of that move yet (`MusterList.codexChange`): opening it shows what changed. Absent otherwise.
   */
  codexChanged?: true;
  /** A list of an imported faction: the revision of the community data its faction comes from. */
  community?: { revision: number };
  /**
   * The faction's data is no longer stored: the list opens read-only with what it last showed
   * (`factionName` and `gameSystemName` are then the last known ones), until the data is imported again.
   * `dataChanged` is set too (the data was removed); the library says "data missing" only.
   */
  dataMissing?: true;
  /** With `dataMissing`: the list was imported without its data and never checked (no figures). */
  dataUnchecked?: true;
}

/** One unit as the list last showed it, kept for when its data is gone. */
export interface LastKnownUnit {
  /** The selection's id. */
  id: string;
  /** The entry's name in the data. */
  name: I18nText;
  /** The player's own name for the unit. */
  label?: string;
  /** The formation holding it (NetEpic). */
  parent?: string;
  count: number;
  /** Its primary cost (points, doubloons) with what it holds, as the editor showed it. */
  points: number;
}

/** A community data file a list was checked against: what it needs back when it is gone. */
export interface LastKnownDataFile {
  id: string;
  kind: 'gameSystem' | 'catalogue';
  name: string;
  revision: number;
}

/**
 * What a list of an imported faction last showed, kept by the store at each save and recompute (the
 * `last_known` column, migration 007): shown read-only when the faction's data is no longer stored.
 */
export interface RosterLastKnown {
  factionName: I18nText;
  gameSystemName: string;
  /** The primary cost (points, doubloons), as the data names it. */
  cost: { id: string; name: I18nText } | null;
  figures: RosterFigures;
  units: LastKnownUnit[];
  /** The game system first, then the faction's catalogue, then the libraries it reads. */
  files: LastKnownDataFile[];
  /**
   * Present when Muster never checked the list: it was imported (a file, a share code, a library file)
   * while its faction's data was not stored. The faction and game system are then named by their ids
   * (or the stored game system's name), the figures are zero and the units unknown but for their number.
   */
  unchecked?: { units: number };
}

/** A data file a list needs, and whether it is stored now. */
export interface NeededDataFile {
  id: string;
  kind: 'gameSystem' | 'catalogue';
  /** Its last known name; its id when the list never knew it. */
  name: string;
  /** The revision the list was checked against; null when not known. */
  revision: number | null;
  stored: boolean;
}

/**
 * The answer to opening a list whose faction's data is no longer stored (`openRoster` fails with
 * `data-missing` carrying it): what the list last showed and the data it needs. Nothing of the list
 * is lost; it opens normally once the data is imported again.
 */
export interface RosterDataMissing {
  rosterId: string;
  name: string;
  game: GameId;
  faction: string;
  pointsLimit: number;
  notes: string;
  updatedAt: string;
  /** The library's figures (kept when the data went). */
  figures: RosterFigures;
  /** Null for a list saved before Muster kept it, and never saved or checked since. */
  lastKnown: RosterLastKnown | null;
  /** The game system first, then the catalogue, then the libraries; those not stored are what to import. */
  needs: NeededDataFile[];
}

/** A saved list ready for the editor: the list, and what a change of its data means for it. */
export interface RosterOpening {
  /** The list's cards, as the builder shows them. */
  roster: ListCards;
  /** The list itself, which the builder edits; absent for a faction whose catalogue has no game data. */
  list?: MusterList;
  /** For a list of an imported faction (see `reviewRosterData`); null otherwise. */
  review: RosterDataReview | null;
}

/** The revisions a list records (`MusterList.data`, without the figures Muster keeps for the review). */
export type RosterDataRevisions = Omit<RosterData, 'before'>;

/** One data file whose revision is not the one the list was checked against. */
export interface RosterDataFileChange {
  id: string;
  kind: 'gameSystem' | 'catalogue';
  /** The stored file's name; its id when it is no longer stored. */
  name: string;
  /** The revision the list recorded; null when the list did not know this file. */
  from: number | null;
  /** The stored revision; null when the file was removed. */
  to: number | null;
}

/** Something the list holds that the data no longer has. */
export interface RosterDataRemoval {
  /** The selection (unit) holding it. */
  selection: string;
  /** The unit's name: its own name, the catalogue's, or the data id when the data no longer names it. */
  unit: I18nText;
  /** The unit itself is gone (`entry`), or one of its options (`option`) or items (`item`). */
  kind: 'entry' | 'option' | 'item';
  /** The id (entry path or option key) as the list records it. */
  id: string;
  /** Its name when the data still names that entry somewhere, else null (show the id). */
  name: I18nText | null;
}

export interface RosterFigures {
  points: number;
  errors: number;
  warnings: number;
}

/**
 * What a change of the community data means for one list (`reviewRosterData`): which files changed,
 * its figures with the data it was checked against and now, what it holds that the data no longer has,
 * and the verdicts it gets now. "Accepter" saves the list with `current` as its `data`.
 */
export interface RosterDataReview {
  rosterId: string;
  /** Whether the data changed since the list was checked against it (the library's `dataChanged`). */
  changed: boolean;
  recorded: RosterDataRevisions | null;
  /** The stored data's revisions; null when the faction's data is no longer stored. */
  current: RosterDataRevisions | null;
  files: RosterDataFileChange[];
  /** Points, errors and warnings with the data the list was checked against; null when not known. */
  before: RosterFigures | null;
  /**
   * The same with the stored data; null when the faction's data is gone. In `openRoster`'s review of a
   * list whose data did not change (`changed` false), the figures stored with the list (worked out with
   * that same data): the editor validates the list itself, and `reviewRosterData` validates it here.
   */
  now: RosterFigures | null;
  /** The primary cost's name in the data (points), for the figures. */
  costName: I18nText | null;
  removed: RosterDataRemoval[];
  /** Errors and warnings with the stored data, errors first; not listed in `openRoster`'s unchanged review. */
  issues: ValidationIssue[];
  /**
   * The list was moved to another codex version of its army (`switchRosterCodex`) and the player has
   * not accepted it yet: the version it left and the one it is in. `before` is then its figures in the
   * version it left, and `removed` begins with what had no counterpart in this one. Null otherwise.
   */
  codex: RosterCodexReview | null;
}

/** One codex version of an army, as a review names it ("Tyranides — codex 3.0"). */
export interface CodexVersionRef {
  faction: string;
  name: I18nText;
  /** The codex version (`FactionInfo.edition`); null when the faction is no longer known. */
  edition: string | null;
}

export interface RosterCodexReview {
  from: CodexVersionRef;
  to: CodexVersionRef;
}

/** What moving a list to another codex version answers: the list as stored now, and its review. */
export interface RosterCodexSwitch {
  roster: ListCards;
  /** The list moved, which the builder edits (see RosterOpening). */
  list?: MusterList;
  review: RosterDataReview;
}

/**
 * The list edited last among those of a library whose faction's data is here: the one a player most
 * likely opens first (the page and the service both prepare it while they would otherwise be idle).
 */
export function lastEdited(rosters: readonly RosterSummary[]): RosterSummary | undefined {
  let last: RosterSummary | undefined;
  for (const roster of rosters)
    if (!roster.dataMissing && (!last || roster.updatedAt > last.updatedAt)) last = roster;
  return last;
}
