import { randomUUID } from 'node:crypto';
import { parseRoster, validateList } from '../../core';
import { documentText, listOfView, readListJson, readListText, viewOf, type ReadDocument } from '../../core';
import { isListJson, listFaction, listGame, parseListJson, writeList, type MusterList } from '../../core';
import { onDataPaths } from '../../core';
import type { ValidationResult } from '../../core';
import { nextRevisionTime, withSaneDates } from '../../core';
import { wellFormedDeep } from '../../core';
import type { ListCards, RosterData } from '../../core';
import type { GameId } from '../../core';
import { forceChoices, newList } from '../../core';
import type { FactionCatalogue } from '../../shared/catalogue-types';
import { otherCodexVersions, switchCodexVersion } from '../../core';
import type {
  CodexVersionRef,
  RosterCodexSwitch,
  RosterDataReview,
  RosterFigures,
  RosterLastKnown,
  RosterOpening,
  RosterSummary,
} from '../../shared/roster-types';
import type { LibraryImportReport } from '../../shared/library-types';
import type { CatalogueQueries } from '../catalogue/catalogue-queries';
import type { SqliteDatabase } from '../db/open-database';
import { isBusy } from '../db/database-errors';
import { ApiFailure, readRosterInput, rosterReadFailure } from '../service/api-failure';
import { GameDataStore } from '../game-data/game-data-store';
import {
  currentRevisions,
  fileChanges,
  recordedDiffers,
  removals,
  revisionsOf,
  sameRevisions,
  storedRevisions,
} from './roster-data';
import { dataMissingMessage, dataMissingOf, lastKnownOf, uncheckedLastKnown } from './last-known';
import { listWithData, unknownFactionVerdict } from './missing-faction';
import type { GameBinding } from '../../core';
import { factionIfHere as catalogueIfHere } from '../catalogue/faction-if-here';

interface RosterRow {
  id: string;
  game_id: GameId;
  faction_id: string;
  name: string;
  points_limit: number;
  points: number;
  errors: number;
  warnings: number;
  document: string;
  created_at: string;
  updated_at: string;
  /** `json_extract(document, '$.data')`: the data revisions of a list of an imported faction. */
  data_record?: string | null;
  /** `json_extract(document, '$.codexChange.from')`: set while a move to another codex is not accepted. */
  codex_from?: string | null;
  /** What a list of an imported faction last showed (RosterLastKnown as JSON, migration 007). */
  last_known?: string | null;
}

/** A list waiting to have its figures worked out again (migration 006), with its stored row. */
interface QueuedRow {
  roster_id: string;
  before_points: number;
  before_errors: number;
  before_warnings: number;
  before_data: string | null;
  follows_data: 0 | 1;
  document: string;
  last_known: string | null;
  points: number;
  errors: number;
  warnings: number;
}

/** How a recompute went: lists written, write transactions, and the longest one (the lock held). */
export interface RecomputeReport {
  lists: number;
  transactions: number;
  longestWriteMs: number;
  /** Stopped by a lock held elsewhere beyond the busy timeout: the rest stays queued. */
  interrupted: boolean;
}

const emptyReport = (): RecomputeReport => ({
  lists: 0,
  transactions: 0,
  longestWriteMs: 0,
  interrupted: false,
});

/**
 * Lists worked out per write transaction: a few milliseconds of lock, so that a save from the editor
 * or another process never waits long, while a library of thousands of lists is done in seconds.
 */
export const RECOMPUTE_BATCH = 50;
/** What a list records of a codex move at most (rosterCodexChangeSchema): far above any list's contents. */
const MAX_DROPPED = 20_000;
const WITH_DATA =
  "r.*, json_extract(r.document, '$.data') AS data_record, json_extract(r.document, '$.codexChange.from') AS codex_from";

export type LibraryImportCounts = Omit<LibraryImportReport, 'settings'>;

/** What a library file's library last knew of the list of this id, if it says so. */
export type LastKnownOf = (rosterId: string) => RosterLastKnown | undefined;

/** A list that comes from elsewhere: kept when its faction's data is missing (storeNeedingData). */
interface FromElsewhere {
  lastKnown?: RosterLastKnown;
}

function rosterName(raw: unknown): string {
  const name = typeof raw === 'object' && raw !== null ? (raw as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? name : '(no name)';
}

const SORTS = {
  updated: 'r.updated_at DESC',
  name: 'r.name COLLATE NOCASE ASC',
  game: 'r.game_id ASC, r.name COLLATE NOCASE ASC',
  points: 'r.points DESC',
} as const;

function prepareQueueStatements(db: SqliteDatabase) {
  const queued = `SELECT q.*, r.document, r.points, r.errors, r.warnings, r.last_known FROM roster_recompute q
     JOIN roster r ON r.id = q.roster_id`;
  return {
    queuedBatch: db.prepare<[number], QueuedRow>(`${queued} ORDER BY q.roster_id LIMIT ?`),
    queuedOne: db.prepare<[string], QueuedRow>(`${queued} WHERE q.roster_id = ?`),
    writeFigures: db.prepare(
      'UPDATE roster SET points = ?, errors = ?, warnings = ?, document = ?, last_known = ? WHERE id = ?',
    ),
    dequeue: db.prepare('DELETE FROM roster_recompute WHERE roster_id = ?'),
  };
}

/** Saved rosters in SQLite. Every write is one statement or one transaction. */
export function rosterStore(
  db: SqliteDatabase,
  catalogue: CatalogueQueries,
  now: () => Date = () => new Date(),
  /**
   * The games' bindings (db/bindings): which game systems a game takes community data of. A list from
   * elsewhere of such data not imported here is kept as needing it (missing-faction.ts); with none, it
   * is refused as an unknown faction.
   */
  bindings: readonly GameBinding[] = [],
) {
  const upsert = db.prepare(
    `INSERT INTO roster (id, game_id, faction_id, name, points_limit, points, errors, warnings, document, created_at, updated_at, deleted_at)
     VALUES (@id, @game, @faction, @name, @pointsLimit, @points, @errors, @warnings, @document, @createdAt, @updatedAt, NULL)
     ON CONFLICT (id) DO UPDATE SET game_id = excluded.game_id, faction_id = excluded.faction_id, name = excluded.name,
       points_limit = excluded.points_limit, points = excluded.points, errors = excluded.errors,
       warnings = excluded.warnings, document = excluded.document, updated_at = excluded.updated_at, deleted_at = NULL`,
  );
  const byId = db.prepare<[string], RosterRow>(
    `SELECT ${WITH_DATA} FROM roster r WHERE r.id = ? AND r.deleted_at IS NULL`,
  );
  const gameData = new GameDataStore(db);
  const storedDataOf = db.prepare<[string], { data: string | null }>(
    "SELECT json_extract(document, '$.data') AS data FROM roster WHERE id = ?",
  );
  const deletedById = db.prepare<[string], RosterRow>(
    'SELECT * FROM roster WHERE id = ? AND deleted_at IS NOT NULL',
  );
  const softDelete = db.prepare('UPDATE roster SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL');
  const undelete = db.prepare('UPDATE roster SET deleted_at = NULL WHERE id = ?');
  const exists = db.prepare<[string], { id: string }>('SELECT id FROM roster WHERE id = ?');
  const rawById = db.prepare<[string], { document: string }>('SELECT document FROM roster WHERE id = ?');
  const revisionOf = db.prepare<[string], { updated_at: string; deleted_at: string | null }>(
    'SELECT updated_at, deleted_at FROM roster WHERE id = ?',
  );

  /** Stored data revisions by file id, read once per listing and only when a list records some. */
  function revisionsReader(): () => Map<string, number> {
    let read: Map<string, number> | undefined;
    return () => (read ??= storedRevisions(gameData.list()));
  }

  function summary(row: RosterRow, stored = revisionsReader()): RosterSummary {
    let factionName = { fr: row.faction_id, en: row.faction_id };
    let builtin = false;
    let gameSystemName: string | undefined;
    let factionEdition: string | undefined;
    let community: RosterSummary['community'];
    let dataMissing = false;
    let unchecked = false;
    try {
      const faction = catalogue.faction(row.faction_id);
      factionName = faction.name;
      factionEdition = faction.edition;
      builtin = !faction.community;
      gameSystemName = faction.community?.gameSystemName;
      if (faction.community) community = { revision: faction.community.revision };
    } catch {
      // A faction whose data is gone still lists its rosters, under the names they last showed.
      dataMissing = true;
      const known = lastKnownOfRow(row);
      if (known) {
        factionName = known.factionName;
        if (known.gameSystemName !== '') gameSystemName = known.gameSystemName;
        unchecked = known.unchecked !== undefined;
      }
    }
    const record = row.data_record ? (JSON.parse(row.data_record) as RosterData) : undefined;
    const dataChanged = !builtin && record !== undefined && recordedDiffers(record, row.faction_id, stored());
    return {
      id: row.id,
      name: row.name,
      game: row.game_id,
      faction: row.faction_id,
      factionName,
      ...(factionEdition === undefined ? {} : { factionEdition }),
      ...(gameSystemName === undefined ? {} : { gameSystemName }),
      points: row.points,
      pointsLimit: row.points_limit,
      errors: row.errors,
      warnings: row.warnings,
      valid: row.errors === 0,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      ...(dataChanged ? { dataChanged: true as const } : {}),
      ...(row.codex_from ? { codexChanged: true as const } : {}),
      ...(community ? { community } : {}),
      ...(dataMissing ? { dataMissing: true as const } : {}),
      ...(unchecked ? { dataUnchecked: true as const } : {}),
    };
  }

  function lastKnownOfRow(row: { last_known?: string | null }): RosterLastKnown | null {
    return row.last_known ? (JSON.parse(row.last_known) as RosterLastKnown) : null;
  }

  /** Written apart from the row, prepared at first use: a store may be opened on an older schema. */
  let keepLastKnownStatement: { run(json: string, id: string): unknown } | undefined;
  function keepLastKnown(id: string, lastKnown: RosterLastKnown | null): void {
    if (!lastKnown) return;
    keepLastKnownStatement ??= db.prepare('UPDATE roster SET last_known = ? WHERE id = ?');
    keepLastKnownStatement.run(JSON.stringify(lastKnown), id);
  }

  /**
   * A saved list for the editor. One whose faction's data is gone is refused with `data-missing`,
   * carrying what it last showed and the data it needs; its document is untouched, so that it opens
   * whole once the data is imported again.
   */
  function open(id: string): RosterOpening {
    const row = byId.get(id);
    if (!row) throw new ApiFailure('not-found', `No roster with id ${id}`);
    const read = readDocument(row.document);
    const roster = read.view;
    if (!hasFaction(roster.faction)) throw dataMissingFailure(row, roster);
    return {
      roster,
      ...(read.list ? { list: read.list } : {}),
      // The row and its reading are those just made: reading a large list again doubled the open.
      review: roster.data || roster.codexChange ? reviewOf(row, read, true) : null,
    };
  }

  function dataMissingFailure(row: RosterRow, roster: ListCards): ApiFailure {
    const figures = { points: row.points, errors: row.errors, warnings: row.warnings };
    const stored = storedRevisions(gameData.list());
    const missing = dataMissingOf(roster, figures, lastKnownOfRow(row), stored);
    return new ApiFailure('data-missing', dataMissingMessage(missing), undefined, undefined, missing);
  }

  /**
   * A saved list whose faction's data is gone is read-only until the data is back: a change of it (a
   * save, a rename, a copy) is refused with what it needs, as opening it is. A list from elsewhere (a
   * file, a library) naming a faction whose data is not stored is kept or refused by `storeNeedingData`.
   */
  function refuseWhileDataMissing(id: string, faction: string): void {
    if (hasFaction(faction)) return;
    const row = byId.get(id);
    if (row && row.faction_id === faction) throw dataMissingFailure(row, readDocument(row.document).view);
  }

  /** The faction's catalogue when its data is here, else undefined. */
  const factionIfHere = catalogueIfHere(catalogue);

  /** A stored document: the list, and its cards as the builder shows them. */
  function readDocument(document: string): ReadDocument {
    return readListText(document, factionIfHere);
  }

  /** A list judged by its faction's data. */
  function judge(read: ReadDocument, faction: FactionCatalogue) {
    return validateList(listWithData(read.list, read.view), faction);
  }

  /** The list stored under this id, when there is one and it can be read. */
  function storedList(id: string): MusterList | undefined {
    const row = exists.get(id) ? rawById.get(id) : undefined;
    if (!row) return undefined;
    try {
      return readDocument(row.document).list;
    } catch {
      return undefined;
    }
  }

  function hasFaction(id: string): boolean {
    try {
      catalogue.faction(id);
      return true;
    } catch (error) {
      if (error instanceof ApiFailure && error.code === 'not-found') return false;
      throw error;
    }
  }

  /**
   * The list with its data record as it must be stored: a list of an imported faction records the
   * revisions it was checked against (the current ones when it had none); once they are the current
   * ones again the figures kept for the review go; a built-in faction's list records none. A copy saved
   * without the figures Muster kept for the same revisions (an editor opened before the data changed)
   * keeps them.
   */
  function withDataRecord<T extends { id: string; data?: RosterData }>(
    roster: T,
    faction: FactionCatalogue,
  ): T {
    const current = currentRevisions(faction);
    const record = roster.data;
    if (!current) {
      if (!record) return roster;
      const { data: _data, ...rest } = roster;
      return rest as T;
    }
    if (!record) return { ...roster, data: current };
    if (sameRevisions(record, current))
      return record.before ? { ...roster, data: revisionsOf(record) } : roster;
    if (record.before) return roster;
    const stored = storedDataOf.get(roster.id)?.data;
    const kept = stored ? (JSON.parse(stored) as RosterData) : undefined;
    if (kept?.before && sameRevisions(revisionsOf(kept), record))
      return { ...roster, data: { ...record, before: kept.before } };
    return roster;
  }

  function checkFaction(factionId: string, game: GameId): void {
    const faction = readFaction(factionId);
    if (faction.game !== game)
      throw rosterReadFailure({
        code: 'faction-of-other-game',
        faction: factionId,
        factionGame: faction.game,
        rosterGame: game,
      });
  }

  function readFaction(id: string) {
    try {
      return catalogue.faction(id);
    } catch (error) {
      if (error instanceof ApiFailure && error.code === 'not-found')
        throw rosterReadFailure({ code: 'unknown-faction', faction: id });
      throw error;
    }
  }

  /** A force asked for a new list must be one the faction's data offers (without one, the data's default). */
  function checkForceOffered(factionId: string, asked: string | undefined): void {
    if (asked === undefined) return;
    const data = catalogue.factionCatalogue(factionId).gameData;
    if (!data || !forceChoices(data, factionId).some((choice) => choice.id === asked))
      throw new ApiFailure('invalid-input', `The faction's data offers no force "${asked}"`);
  }

  /** The queue's statements, prepared at first use (a store may be opened on an older schema). */
  let queueStatements: ReturnType<typeof prepareQueueStatements> | undefined;
  const queueSql = () => (queueStatements ??= prepareQueueStatements(db));

  /**
   * A queued list's figures against the data as it is now, and its document: after a community data
   * change, a list now checked against other revisions than it recorded keeps, in its `data.before`,
   * the figures the library showed before the change (for the review shown when it is opened); a list
   * back on the revisions it recorded loses them. Dates are not touched: the player changed nothing. A
   * list whose faction is gone keeps its figures. Undefined for a document that cannot be read.
   */
  function recomputed(
    row: QueuedRow,
  ): { figures: RosterFigures; document: string; lastKnown: string | null } | undefined {
    let read: ReadDocument;
    try {
      read = readDocument(row.document);
    } catch {
      return undefined;
    }
    const roster = read.view;
    let faction: FactionCatalogue | undefined;
    try {
      faction = catalogue.factionCatalogue(roster.faction);
    } catch {
      faction = undefined; // the faction's data is gone
    }
    let document = row.document;
    if (row.follows_data === 1) {
      const current = faction ? currentRevisions(faction) : undefined;
      // A list made before lists recorded their data was made with the revisions stored before.
      let record = roster.data ?? (row.before_data ? (JSON.parse(row.before_data) as RosterData) : undefined);
      // A list imported while its data was absent was never checked: it has no figures to compare.
      const unchecked = row.last_known !== null && lastKnownOfRow(row)?.unchecked !== undefined;
      if (record) {
        if (current && sameRevisions(revisionsOf(record), current)) record = revisionsOf(record);
        else if (!record.before && !unchecked)
          record = {
            ...record,
            before: { points: row.before_points, errors: row.before_errors, warnings: row.before_warnings },
          };
        document = read.list
          ? documentText({ list: { ...read.list, data: record }, view: roster })
          : JSON.stringify({ ...roster, data: record });
      }
    }
    let figures: RosterFigures = { points: row.points, errors: row.errors, warnings: row.warnings };
    // What the list last showed: kept as it was while its faction's data is gone.
    let lastKnown = row.last_known;
    if (faction) {
      try {
        const result = judge(read, faction);
        figures = { points: result.stats.points, errors: result.errors, warnings: result.warnings };
        const known = lastKnownOf(roster, faction, result);
        if (known) lastKnown = JSON.stringify(known);
      } catch {
        // A list the engine cannot judge keeps its figures: one list must not stop the queue, nor a start.
      }
    }
    return { figures, document, lastKnown };
  }

  /**
   * Works off up to `size` queued lists. Their figures are worked out outside any transaction; one
   * short BEGIN IMMEDIATE transaction then writes them, each only if the list is still queued and
   * unchanged (the revision check of a save: a list saved meanwhile, here or by another process, is
   * worked out again under the lock, never written over). Returns how many lists it took.
   */
  function recomputeBatch(size: number, report: RecomputeReport): number {
    const { queuedBatch, queuedOne, writeFigures, dequeue } = queueSql();
    const rows = queuedBatch.all(size);
    if (rows.length === 0) return 0;
    const worked = rows.map((row) => ({ row, result: recomputed(row) }));
    const started = performance.now();
    db.transaction(() => {
      for (const { row, result } of worked) {
        const now = queuedOne.get(row.roster_id);
        if (!now) continue; // done by another process, or the list is gone
        const same = now.document === row.document && now.follows_data === row.follows_data;
        const outcome = same ? result : recomputed(now);
        if (outcome) {
          writeFigures.run(
            outcome.figures.points,
            outcome.figures.errors,
            outcome.figures.warnings,
            outcome.document,
            outcome.lastKnown,
            row.roster_id,
          );
          report.lists++;
        }
        dequeue.run(row.roster_id);
      }
    }).immediate();
    report.transactions++;
    report.longestWriteMs = Math.max(report.longestWriteMs, performance.now() - started);
    return rows.length;
  }

  /**
   * One batch, or none when another process holds the lock beyond the busy timeout: what is queued
   * stays queued (the next change or start works it off), and the change that queued it still succeeds.
   */
  function batchUnlessBusy(report: RecomputeReport): number {
    try {
      return recomputeBatch(RECOMPUTE_BATCH, report);
    } catch (error) {
      if (!isBusy(error)) throw error;
      report.interrupted = true;
      return 0;
    }
  }

  /** Works off every queued list now, batch after batch (at start, before anything is served). */
  function recomputeQueuedNow(): RecomputeReport {
    const report = emptyReport();
    while (batchUnlessBusy(report) > 0);
    return report;
  }

  /**
   * Works off every queued list, yielding between two batches: requests are served meanwhile, and
   * other processes wait for one batch's write at most, never for the whole library.
   */
  async function recomputeQueued(): Promise<RecomputeReport> {
    const report = emptyReport();
    while (batchUnlessBusy(report) > 0) await new Promise((next) => setImmediate(next));
    return report;
  }

  /** What a change of the community data means for a saved list (see RosterDataReview). */
  function reviewData(id: string): RosterDataReview {
    const row = byId.get(id);
    if (!row) throw new ApiFailure('not-found', `No roster with id ${id}`);
    return reviewOf(row, readDocument(row.document));
  }

  /**
   * The review of a stored row, from its document as read. `opening`: for the editor, which shows a
   * review only when something changed and validates the list itself: an unchanged list is not
   * validated here as well (the largest part of opening a large list), its figures are the stored ones
   * (worked out with the same data) and its issues are not listed.
   */
  function reviewOf(row: RosterRow, read: ReadDocument, opening = false): RosterDataReview {
    const roster = read.view;
    // Without its data, the review still says what changed: the files gone (the list opens read-only).
    const faction = factionIfHere(roster.faction);
    const current = faction ? (currentRevisions(faction) ?? null) : null;
    const recorded = roster.data ? revisionsOf(roster.data) : null;
    const files = gameData.list();
    const change = roster.codexChange;
    const changed = summary(row, () => storedRevisions(files)).dataChanged === true || change !== undefined;
    const stored = { points: row.points, errors: row.errors, warnings: row.warnings };
    const result = faction && (changed || !opening) ? judge(read, faction) : undefined;
    const primary = faction?.game.costTypes.find((cost) => cost.primary) ?? faction?.game.costTypes[0];
    return {
      rosterId: roster.id,
      changed,
      recorded,
      current,
      files: fileChanges(recorded, current, roster.faction, files),
      // A move to another codex version: the figures in the version it left.
      before: change?.before ?? roster.data?.before ?? null,
      now: result
        ? { points: result.stats.points, errors: result.errors, warnings: result.warnings }
        : faction
          ? stored
          : null,
      costName: primary?.name ?? null,
      removed: [...(change?.dropped ?? []), ...(faction ? removals(roster, faction) : [])],
      issues: result ? result.issues.filter((issue) => issue.severity !== 'info') : [],
      codex: change ? { from: codexVersionRef(change.from), to: codexVersionRef(roster.faction) } : null,
    };
  }

  function codexVersionRef(factionId: string): CodexVersionRef {
    try {
      const info = catalogue.faction(factionId);
      return { faction: factionId, name: info.name, edition: info.edition ?? null };
    } catch {
      return { faction: factionId, name: { fr: factionId, en: factionId }, edition: null };
    }
  }

  /**
   * Moves the stored list to another codex version of its army (see codex-version.ts) in one BEGIN
   * IMMEDIATE transaction, as a rename: the list read, moved and written under the write lock. It keeps
   * the figures the library showed before and what was left out (`codexChange`), replacing a previous
   * move's: each move is reviewed on its own, at once.
   */
  function switchCodex(id: string, factionId: string, baseRevision?: string): RosterCodexSwitch {
    return writing(() => {
      const row = byId.get(id);
      if (!row) throw new ApiFailure('not-found', `No roster with id ${id}`);
      const stored = readDocument(row.document).view;
      if (baseRevision !== undefined) checkRevision(stored, baseRevision);
      refuseWhileDataMissing(id, stored.faction);
      const versions = otherCodexVersions(catalogue.factions(stored.game), stored.faction);
      if (!versions.some((version) => version.id === factionId))
        throw new ApiFailure(
          'invalid-input',
          `"${factionId}" is not another codex version of the army of the list "${stored.name}"`,
        );
      const moved = switchCodexVersion(
        stored,
        catalogue.factionCatalogue(stored.faction),
        catalogue.factionCatalogue(factionId),
      );
      const codexChange = {
        from: stored.faction,
        before: { points: row.points, errors: row.errors, warnings: row.warnings },
        dropped: moved.dropped.slice(0, MAX_DROPPED),
      };
      const saved = store({ ...moved.roster, codexChange }, true);
      return { roster: saved.roster, ...(saved.list ? { list: saved.list } : {}), review: reviewData(id) };
    });
  }

  /** A new revision stamp, always later than the stored one, so that every write changes it. */
  function nextRevision(id: string): string {
    return new Date(nextRevisionTime(revisionOf.get(id)?.updated_at, now().getTime())).toISOString();
  }

  /**
   * Validates and writes a roster; returns its library line and the roster as stored. Whatever the list
   * came from, its dates are brought into the range a list may carry and its text made well-formed
   * (see dates.ts and well-formed.ts): what is stored always reads back.
   */
  function store(
    input: ListCards,
    touch: boolean,
    elsewhere?: FromElsewhere,
    /** The list itself when the view shows one (a file's list): stored as it is, not read from the view. */
    shown?: MusterList,
  ): { summary: RosterSummary; roster: ListCards; list?: MusterList } {
    const roster = wellFormedDeep(withSaneDates(input));
    if (elsewhere && !hasFaction(roster.faction)) return storeNeedingData(roster, elsewhere.lastKnown, shown);
    checkFaction(roster.faction, roster.game);
    const faction = catalogue.factionCatalogue(roster.faction);
    // The list is read from the view as version 3, which refuses what version 2 let through (a chain of
    // attachments, formations holding each other): a refusal of that list, never an internal error.
    const list = shown ?? readRosterInput(() => listOfView(roster, faction, storedList(roster.id)));
    return storeList(listWithData(list, roster), touch);
  }

  /**
   * Validates and writes a list as it is (the editor sends the list it holds): its dates brought into
   * the range a list may carry and its text made well-formed, its data record kept up to date.
   */
  function storeList(
    input: MusterList,
    touch: boolean,
  ): { summary: RosterSummary; roster: ListCards; list: MusterList } {
    const wellFormed = wellFormedDeep(withSaneDates(input));
    const factionId = listFaction(wellFormed);
    checkFaction(factionId, listGame(wellFormed));
    const faction = catalogue.factionCatalogue(factionId);
    // A list saved for the first catalogue model (an editor opened before) is stored by the data's paths.
    const sane = onDataPaths(wellFormed, faction.gameData);
    const recorded = withDataRecord(sane, faction);
    const list: MusterList = touch ? { ...recorded, updatedAt: nextRevision(recorded.id) } : recorded;
    const view = viewOf(list, faction);
    const result = readRosterInput(() => validateList(list, faction));
    writeRow(view, result, writeList(list));
    keepLastKnown(list.id, lastKnownOf(view, faction, result));
    return { summary: summary(byId.get(list.id)!), roster: view, list };
  }

  /** The library's row of a list: its cards' envelope, its verdict's figures and its document. */
  function writeRow(view: ListCards, result: ValidationResult, document: string): void {
    upsert.run({
      id: view.id,
      game: view.game,
      faction: view.faction,
      name: view.name,
      pointsLimit: view.pointsLimit,
      points: result.stats.points,
      errors: result.errors,
      warnings: result.warnings,
      document,
      createdAt: view.createdAt,
      updatedAt: view.updatedAt,
    });
  }

  /**
   * A list from elsewhere (a file, a share code, a library file, a backup) whose faction's data is not
   * stored: kept as it is when it can be a list of community data not imported here, refused as an
   * unknown faction otherwise (missing-faction.ts). Its figures and summary are those the file's library
   * last knew, else none: it is listed as needing its data and opens read-only with what it needs; the
   * data's import queues it (recompute-queue.ts), which checks it and makes it whole.
   */
  function storeNeedingData(
    roster: ListCards,
    known: RosterLastKnown | undefined,
    list?: MusterList,
  ): { summary: RosterSummary; roster: ListCards } {
    const verdict = unknownFactionVerdict(roster, bindings);
    if (!verdict.keep) throw rosterReadFailure(verdict.reason);
    const lastKnown = known ?? uncheckedLastKnown(roster, gameData.gameSystemNames());
    upsert.run({
      id: roster.id,
      game: roster.game,
      faction: roster.faction,
      name: roster.name,
      pointsLimit: roster.pointsLimit,
      points: lastKnown.figures.points,
      errors: lastKnown.figures.errors,
      warnings: lastKnown.figures.warnings,
      // A list is kept as the list it is; a version 2 list as its text, migrated when its data comes.
      document: documentText(list ? { list, view: roster } : { view: roster }),
      createdAt: roster.createdAt,
      updatedAt: roster.updatedAt,
    });
    keepLastKnown(roster.id, lastKnown);
    return { summary: summary(byId.get(roster.id)!), roster };
  }

  function get(id: string): ListCards {
    const row = byId.get(id);
    if (!row) throw new ApiFailure('not-found', `No roster with id ${id}`);
    return readDocument(row.document).view;
  }

  function list(options: { query?: string; sort?: keyof typeof SORTS }): RosterSummary[] {
    const rows = db
      .prepare<[], RosterRow>(
        `SELECT ${WITH_DATA} FROM roster r WHERE r.deleted_at IS NULL ORDER BY ${SORTS[options.sort ?? 'updated']}`,
      )
      .all();
    const stored = revisionsReader();
    const words = (options.query ?? '')
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean);
    const summaries = rows.map((row) => summary(row, stored));
    if (words.length === 0) return summaries;
    const fold = (text: string) =>
      text
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
    return summaries.filter((s) => {
      // "tyranides 3.1" finds the lists of that codex version.
      const edition = s.factionEdition === undefined ? '' : ` codex ${s.factionEdition}`;
      const haystack = fold(`${s.name} ${s.factionName.fr} ${s.factionName.en}${edition} ${s.game}`);
      return words.every((word) => haystack.includes(word));
    });
  }

  function checkRevision(roster: { id: string; name: string }, baseRevision: string): void {
    const stored = revisionOf.get(roster.id);
    if (stored === undefined || (stored.updated_at === baseRevision && stored.deleted_at === null)) return;
    throw new ApiFailure(
      'conflict',
      stored.deleted_at === null
        ? `The list "${roster.name}" was changed elsewhere (another window, browser tab or command) since this copy was opened: reload it, or keep this copy to overwrite the other.`
        : `The list "${roster.name}" was deleted elsewhere since this copy was opened: reload the library, or keep this copy to save it again.`,
      [`stored revision ${stored.updated_at}`, `this copy's revision ${baseRevision}`],
    );
  }

  /** Adds or updates one roster of a library file; the newer copy of a roster wins. */
  function putNewer(
    raw: unknown,
    lastKnown: LastKnownOf,
  ): { outcome: 'added' | 'updated' | 'unchanged'; needsData: boolean } {
    const read = readRosterInput(() => readListJson(raw, factionIfHere));
    const roster = withSaneDates(read.view);
    const stored = revisionOf.get(roster.id);
    if (stored && stored.deleted_at === null && stored.updated_at >= roster.updatedAt)
      return { outcome: 'unchanged', needsData: false };
    const known = lastKnown(roster.id);
    const { summary: line } = store(roster, false, known ? { lastKnown: known } : {}, read.list);
    return { outcome: stored ? 'updated' : 'added', needsData: line.dataMissing === true };
  }

  /**
   * Imports a library's rosters in one transaction; one that cannot be read is reported, not fatal.
   * `lastKnown` gives what the file's library last knew of a list (library-file.ts), kept for a list
   * whose faction's data is not stored here.
   */
  function importMany(raws: unknown[], lastKnown: LastKnownOf = () => undefined): LibraryImportCounts {
    const counts: LibraryImportCounts = { added: 0, updated: 0, unchanged: 0, refused: [], needingData: 0 };
    db.transaction(() => {
      for (const raw of raws) {
        try {
          const { outcome, needsData } = putNewer(raw, lastKnown);
          counts[outcome]++;
          if (needsData) counts.needingData++;
        } catch (error) {
          if (!(error instanceof ApiFailure)) throw error;
          counts.refused.push({ name: rosterName(raw), message: error.message });
        }
      }
    }).immediate();
    return counts;
  }

  /**
   * Runs a read-modify-write in one BEGIN IMMEDIATE transaction: the write lock is taken before the
   * first read, so another process cannot write between what is read and what is written (a deferred
   * transaction would read first and could not become the writer). Nested, it is a savepoint.
   */
  function writing<T>(change: () => T): T {
    return db.transaction(change).immediate();
  }

  function freshId(): string {
    return randomUUID();
  }

  /** The stored document of a list (deleted or not): its file as it is. */
  function storedText(id: string): string | undefined {
    return rawById.get(id)?.document;
  }

  /** The list cards of a version 2 list show: the stored one under their id, with what they changed. */
  function listOfCards(view: ListCards): MusterList | undefined {
    return readRosterInput(() => listOfView(view, factionIfHere(view.faction), storedList(view.id)));
  }

  /** A list's cards, read with its faction's data when it is here. */
  function cardsOf(list: MusterList): ListCards {
    return viewOf(list, factionIfHere(listFaction(list)));
  }

  return {
    list,
    storedText,
    listOfCards,
    cardsOf,
    get,
    importMany,
    recomputeQueued,
    recomputeQueuedNow,
    reviewData,
    switchCodex,
    open,
    create(input: {
      game: GameId;
      faction: string;
      force?: string;
      name: string;
      pointsLimit: number;
    }): ListCards {
      checkFaction(input.faction, input.game);
      checkForceOffered(input.faction, input.force);
      const fields = { ...input, id: freshId(), at: now().toISOString() };
      const made = newList(fields, catalogue.factionCatalogue(input.faction));
      return writing(() => storeList(listWithData(made, fields), false).roster);
    },
    /**
     * Saves a roster. `baseRevision` is the revision (`updatedAt`) the caller's copy was based on: when
     * another window, browser tab or command saved since, the save is refused with `conflict` instead of
     * overwriting their work. Without it the save overwrites (the player chose to keep their copy).
     */
    save(raw: unknown, baseRevision?: string): RosterSummary {
      // The editor sends the list it holds; a list of version 1 or 2, or cards as getRoster gives them
      // (a script, an older client), is read as its cards and made the list they show.
      if (isListJson(raw)) {
        const list = readRosterInput(() => parseListJson(raw));
        return writing(() => {
          if (baseRevision !== undefined) checkRevision(list, baseRevision);
          refuseWhileDataMissing(list.id, listFaction(list));
          return storeList(list, true).summary;
        });
      }
      const roster = readRosterInput(() => parseRoster(raw));
      // BEGIN IMMEDIATE: the check and the write must see the same row, whichever process saves.
      return writing(() => {
        if (baseRevision !== undefined) checkRevision(roster, baseRevision);
        refuseWhileDataMissing(roster.id, roster.faction);
        return store(roster, true).summary;
      });
    },
    /**
     * Renames the stored list: read, changed and written in one BEGIN IMMEDIATE transaction, so that a
     * save another process acknowledged meanwhile is the copy renamed, never overwritten by an older one.
     * The revision moves on, as with every save: an editor holding the previous one is told of the change.
     */
    rename(id: string, name: string): RosterSummary {
      return writing(() => {
        const stored = get(id);
        refuseWhileDataMissing(id, stored.faction);
        const list = storedList(id);
        return (list ? storeList({ ...list, name }, true) : store({ ...stored, name }, true)).summary;
      });
    },
    duplicate(id: string): ListCards {
      return writing(() => {
        const original = get(id);
        refuseWhileDataMissing(id, original.faction);
        const at = now().toISOString();
        const fields = { id: freshId(), name: `${original.name} (2)`, createdAt: at, updatedAt: at };
        const list = storedList(id);
        // The copy is the list copied, copies of options that differ included.
        return (list ? storeList({ ...list, ...fields }, false) : store({ ...original, ...fields }, false))
          .roster;
      });
    },
    remove(id: string): null {
      if (softDelete.run(now().toISOString(), id).changes === 0)
        throw new ApiFailure('not-found', `No roster with id ${id}`);
      return null;
    },
    restore(id: string): RosterSummary {
      return writing(() => {
        if (!deletedById.get(id)) throw new ApiFailure('not-found', `No deleted roster with id ${id}`);
        undelete.run(id);
        return summary(byId.get(id)!);
      });
    },
    /**
     * Imports a roster file's text; it keeps its id unless a saved roster already has it. The check
     * and the write are one BEGIN IMMEDIATE transaction: the same file imported by two processes at
     * once makes two lists, never one written over the other.
     */
    importText(text: string): ListCards {
      const read = readRosterInput(() => readListText(text, factionIfHere));
      return writing(() => {
        const id = exists.get(read.view.id) ? freshId() : read.view.id;
        const list = read.list && { ...read.list, id };
        return store({ ...read.view, id }, false, {}, list).roster;
      });
    },
  };
}

export type RosterStore = ReturnType<typeof rosterStore>;
