import { randomUUID } from 'node:crypto';
import { validate } from '../../core/engine/validate';
import { parseRoster, readRoster } from '../../core/roster/read-roster';
import { ROSTER_FORMAT, ROSTER_VERSION, type Roster, type RosterData } from '../../core/roster/schema';
import type { GameId } from '../../core/catalogue/schema';
import type { FactionCatalogue } from '../../shared/catalogue-types';
import type { RosterDataReview, RosterFigures, RosterSummary } from '../../shared/roster-types';
import type { LibraryImportReport } from '../../shared/library-types';
import type { CatalogueQueries } from '../catalogue/catalogue-queries';
import type { SqliteDatabase } from '../db/open-database';
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
}

/**
 * What the library knew before community data changed (`dataSnapshot`), for `followData` after: each
 * game system's content, the stored revisions, and the figures of the lists of imported factions.
 */
export interface DataSnapshot {
  fingerprints: Map<string, string>;
  files: Map<string, { gameSystemId: string; revision: number }>;
  figures: Map<string, RosterFigures>;
}

/** Rows of lists whose faction is not a built-in one: imported factions, or factions gone. */
const NOT_BUILTIN = 'r.faction_id NOT IN (SELECT id FROM faction)';
const WITH_DATA = "r.*, json_extract(r.document, '$.data') AS data_record";

export type LibraryImportCounts = Omit<LibraryImportReport, 'settings'>;

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

/** Saved rosters in SQLite. Every write is one statement or one transaction. */
export function rosterStore(
  db: SqliteDatabase,
  catalogue: CatalogueQueries,
  now: () => Date = () => new Date(),
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
    try {
      const faction = catalogue.faction(row.faction_id);
      factionName = faction.name;
      builtin = !faction.community;
    } catch {
      // A faction missing from the catalogue still lists its rosters, under its id.
    }
    const record = row.data_record ? (JSON.parse(row.data_record) as RosterData) : undefined;
    const dataChanged = !builtin && record !== undefined && recordedDiffers(record, row.faction_id, stored());
    return {
      id: row.id,
      name: row.name,
      game: row.game_id,
      faction: row.faction_id,
      factionName,
      points: row.points,
      pointsLimit: row.points_limit,
      errors: row.errors,
      warnings: row.warnings,
      valid: row.errors === 0,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      ...(dataChanged ? { dataChanged: true as const } : {}),
    };
  }

  /**
   * The list with its data record as it must be stored: a list of an imported faction records the
   * revisions it was checked against (the current ones when it had none); once they are the current
   * ones again the figures kept for the review go; a built-in faction's list records none. A copy saved
   * without the figures Muster kept for the same revisions (an editor opened before the data changed)
   * keeps them.
   */
  function withDataRecord(roster: Roster, faction: FactionCatalogue): Roster {
    const current = currentRevisions(faction);
    const record = roster.data;
    if (!current) {
      if (!record) return roster;
      const { data: _data, ...rest } = roster;
      return rest;
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

  function checkFaction(roster: Roster): void {
    const faction = readFaction(roster.faction);
    if (faction.game !== roster.game)
      throw rosterReadFailure({
        code: 'faction-of-other-game',
        faction: roster.faction,
        factionGame: faction.game,
        rosterGame: roster.game,
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

  /**
   * Points, errors and warnings of every saved roster again, against the catalogue as it is now: they
   * are stored for the library's columns and go stale when the catalogue changes. One transaction.
   */
  function recomputeAll(): number {
    const rows = db.prepare<[], RosterRow>('SELECT * FROM roster').all();
    const update = db.prepare('UPDATE roster SET points = ?, errors = ?, warnings = ? WHERE id = ?');
    let changed = 0;
    db.transaction(() => {
      for (const row of rows) {
        let result;
        try {
          const roster = parseRoster(JSON.parse(row.document));
          result = validate(roster, catalogue.factionCatalogue(roster.faction));
        } catch {
          continue; // a faction this catalogue lost keeps its last figures, as the library lists it
        }
        const { points } = result.stats;
        if (points === row.points && result.errors === row.errors && result.warnings === row.warnings)
          continue;
        update.run(points, result.errors, result.warnings, row.id);
        changed++;
      }
    }).immediate();
    return changed;
  }

  /** What `followData` compares with once community data changed: read before the change. */
  function dataSnapshot(): DataSnapshot {
    const files = new Map<string, { gameSystemId: string; revision: number }>();
    const fingerprints = new Map<string, string>();
    for (const file of gameData.list()) {
      files.set(file.id, { gameSystemId: file.gameSystemId, revision: file.revision });
      if (!fingerprints.has(file.gameSystemId))
        fingerprints.set(file.gameSystemId, gameData.fingerprint(file.gameSystemId));
    }
    const figures = new Map<string, RosterFigures>();
    const rows = db
      .prepare<[], Pick<RosterRow, 'id' | 'points' | 'errors' | 'warnings'>>(
        `SELECT r.id, r.points, r.errors, r.warnings FROM roster r WHERE ${NOT_BUILTIN}`,
      )
      .all();
    for (const row of rows)
      figures.set(row.id, { points: row.points, errors: row.errors, warnings: row.warnings });
    return { fingerprints, files, figures };
  }

  /**
   * After community data was imported, updated or removed: the lists of the game systems whose files
   * changed (only those) get their library figures again against the data as it is now, and a list
   * now checked against other revisions than it recorded keeps, in its `data.before`, the figures it
   * had (the library's, read before the change) for the review shown when it is opened. A list back
   * on the revisions it recorded loses them. Dates are not touched: the player changed nothing. A list
   * whose faction is gone keeps its figures. One transaction; returns how many lists changed.
   */
  function followData(before: DataSnapshot): number {
    const changedSystems = new Set<string>();
    const systems = new Set([...before.fingerprints.keys(), ...gameData.list().map((f) => f.gameSystemId)]);
    for (const id of systems)
      if ((before.fingerprints.get(id) ?? '') !== gameData.fingerprint(id)) changedSystems.add(id);
    if (changedSystems.size === 0) return 0;
    const rows = db.prepare<[], RosterRow>(`SELECT r.* FROM roster r WHERE ${NOT_BUILTIN}`).all();
    const write = db.prepare(
      'UPDATE roster SET points = ?, errors = ?, warnings = ?, document = ? WHERE id = ?',
    );
    let changed = 0;
    db.transaction(() => {
      for (const row of rows) {
        let roster: Roster;
        try {
          roster = parseRoster(JSON.parse(row.document));
        } catch {
          continue;
        }
        let faction: FactionCatalogue | undefined;
        try {
          faction = catalogue.factionCatalogue(roster.faction);
        } catch {
          faction = undefined; // the faction's data is gone
        }
        const current = faction ? currentRevisions(faction) : undefined;
        const system =
          roster.data?.gameSystemId ??
          before.files.get(roster.faction)?.gameSystemId ??
          current?.gameSystemId;
        if (system === undefined || !changedSystems.has(system)) continue;
        // A list made before lists recorded their data was made with the revisions stored before.
        let record: RosterData | undefined = roster.data;
        const previousSystem = before.files.get(system);
        const previousCatalogue = before.files.get(roster.faction);
        if (!record && previousSystem && previousCatalogue)
          record = {
            gameSystemId: system,
            gameSystemRevision: previousSystem.revision,
            catalogueRevision: previousCatalogue.revision,
          };
        if (record) {
          if (current && sameRevisions(revisionsOf(record), current)) record = revisionsOf(record);
          else if (!record.before) {
            const figures = before.figures.get(row.id) ?? {
              points: row.points,
              errors: row.errors,
              warnings: row.warnings,
            };
            record = { ...record, before: figures };
          }
        }
        const document = record ? JSON.stringify({ ...roster, data: record }) : row.document;
        let figures: RosterFigures = { points: row.points, errors: row.errors, warnings: row.warnings };
        if (faction) {
          const result = validate(roster, faction);
          figures = { points: result.stats.points, errors: result.errors, warnings: result.warnings };
        }
        if (
          document === row.document &&
          figures.points === row.points &&
          figures.errors === row.errors &&
          figures.warnings === row.warnings
        )
          continue;
        write.run(figures.points, figures.errors, figures.warnings, document, row.id);
        changed++;
      }
    }).immediate();
    return changed;
  }

  /** What a change of the community data means for a saved list (see RosterDataReview). */
  function reviewData(id: string): RosterDataReview {
    const row = byId.get(id);
    if (!row) throw new ApiFailure('not-found', `No roster with id ${id}`);
    const roster = parseRoster(JSON.parse(row.document));
    let faction: FactionCatalogue | undefined;
    try {
      faction = catalogue.factionCatalogue(roster.faction);
    } catch (error) {
      if (!(error instanceof ApiFailure && error.code === 'not-found')) throw error;
    }
    const current = faction ? (currentRevisions(faction) ?? null) : null;
    const recorded = roster.data ? revisionsOf(roster.data) : null;
    const files = gameData.list();
    const result = faction ? validate(roster, faction) : undefined;
    const primary = faction?.game.costTypes.find((cost) => cost.primary) ?? faction?.game.costTypes[0];
    return {
      rosterId: roster.id,
      changed: summary(row).dataChanged === true,
      recorded,
      current,
      files: fileChanges(recorded, current, roster.faction, files),
      before: roster.data?.before ?? null,
      now: result ? { points: result.stats.points, errors: result.errors, warnings: result.warnings } : null,
      costName: primary?.name ?? null,
      removed: faction ? removals(roster, faction) : [],
      issues: result ? result.issues.filter((issue) => issue.severity !== 'info') : [],
    };
  }

  /** A new revision stamp, always later than the stored one, so that every write changes it. */
  function nextRevision(id: string): string {
    const stored = revisionOf.get(id)?.updated_at;
    const at = now().getTime();
    const after = stored === undefined ? at : Math.max(at, Date.parse(stored) + 1);
    return new Date(after).toISOString();
  }

  /** Validates and writes a roster; returns its library line and the roster as stored. */
  function store(roster: Roster, touch: boolean): { summary: RosterSummary; roster: Roster } {
    checkFaction(roster);
    const faction = catalogue.factionCatalogue(roster.faction);
    const recorded = withDataRecord(roster, faction);
    const saved: Roster = touch ? { ...recorded, updatedAt: nextRevision(roster.id) } : recorded;
    // Validation reads the list as version 3, which refuses what version 2 let through (a chain of
    // attachments, formations holding each other): a refusal of that list, never an internal error.
    const result = readRosterInput(() => validate(saved, faction));
    upsert.run({
      id: saved.id,
      game: saved.game,
      faction: saved.faction,
      name: saved.name,
      pointsLimit: saved.pointsLimit,
      points: result.stats.points,
      errors: result.errors,
      warnings: result.warnings,
      document: JSON.stringify(saved),
      createdAt: saved.createdAt,
      updatedAt: saved.updatedAt,
    });
    return { summary: summary(byId.get(saved.id)!), roster: saved };
  }

  function get(id: string): Roster {
    const row = byId.get(id);
    if (!row) throw new ApiFailure('not-found', `No roster with id ${id}`);
    return parseRoster(JSON.parse(row.document));
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
      const haystack = fold(`${s.name} ${s.factionName.fr} ${s.factionName.en} ${s.game}`);
      return words.every((word) => haystack.includes(word));
    });
  }

  function checkRevision(roster: Roster, baseRevision: string): void {
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
  function putNewer(raw: unknown): 'added' | 'updated' | 'unchanged' {
    const roster = readRosterInput(() => parseRoster(raw));
    const stored = revisionOf.get(roster.id);
    if (stored && stored.deleted_at === null && stored.updated_at >= roster.updatedAt) return 'unchanged';
    store(roster, false);
    return stored ? 'updated' : 'added';
  }

  /** Imports a library's rosters in one transaction; one that cannot be read is reported, not fatal. */
  function importMany(raws: unknown[]): LibraryImportCounts {
    const counts: LibraryImportCounts = { added: 0, updated: 0, unchanged: 0, refused: [] };
    db.transaction(() => {
      for (const raw of raws) {
        try {
          counts[putNewer(raw)]++;
        } catch (error) {
          if (!(error instanceof ApiFailure)) throw error;
          counts.refused.push({ name: rosterName(raw), message: error.message });
        }
      }
    }).immediate();
    return counts;
  }

  function freshId(): string {
    return randomUUID();
  }

  return {
    list,
    get,
    importMany,
    recomputeAll,
    dataSnapshot,
    followData,
    reviewData,
    create(input: { game: GameId; faction: string; name: string; pointsLimit: number }): Roster {
      const at = now().toISOString();
      const roster: Roster = {
        format: ROSTER_FORMAT,
        version: ROSTER_VERSION,
        id: freshId(),
        name: input.name,
        game: input.game,
        faction: input.faction,
        pointsLimit: input.pointsLimit,
        notes: '',
        createdAt: at,
        updatedAt: at,
        selections: [],
      };
      return store(roster, false).roster;
    },
    /**
     * Saves a roster. `baseRevision` is the revision (`updatedAt`) the caller's copy was based on: when
     * another window, browser tab or command saved since, the save is refused with `conflict` instead of
     * overwriting their work. Without it the save overwrites (the player chose to keep their copy).
     */
    save(raw: unknown, baseRevision?: string): RosterSummary {
      const roster = readRosterInput(() => parseRoster(raw));
      // BEGIN IMMEDIATE: the check and the write must see the same row, whichever process saves.
      return db
        .transaction(() => {
          if (baseRevision !== undefined) checkRevision(roster, baseRevision);
          return store(roster, true).summary;
        })
        .immediate();
    },
    rename(id: string, name: string): RosterSummary {
      return store({ ...get(id), name }, true).summary;
    },
    duplicate(id: string): Roster {
      const original = get(id);
      const at = now().toISOString();
      const copy: Roster = {
        ...original,
        id: freshId(),
        name: `${original.name} (2)`,
        createdAt: at,
        updatedAt: at,
      };
      return store(copy, false).roster;
    },
    remove(id: string): null {
      if (softDelete.run(now().toISOString(), id).changes === 0)
        throw new ApiFailure('not-found', `No roster with id ${id}`);
      return null;
    },
    restore(id: string): RosterSummary {
      if (!deletedById.get(id)) throw new ApiFailure('not-found', `No deleted roster with id ${id}`);
      undelete.run(id);
      return summary(byId.get(id)!);
    },
    /** Imports a roster file's text; it keeps its id unless a saved roster already has it. */
    importText(text: string): Roster {
      const roster = readRosterInput(() => readRoster(text));
      const imported = exists.get(roster.id) ? { ...roster, id: freshId() } : roster;
      return store(imported, false).roster;
    },
  };
}
