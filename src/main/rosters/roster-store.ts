import { randomUUID } from 'node:crypto';
import { validate } from '../../core/engine/validate';
import { parseRoster, readRoster } from '../../core/roster/read-roster';
import { ROSTER_FORMAT, ROSTER_VERSION, type Roster } from '../../core/roster/schema';
import type { GameId } from '../../core/catalogue/schema';
import type { RosterSummary } from '../../shared/roster-types';
import type { LibraryImportReport } from '../../shared/library-types';
import type { CatalogueQueries } from '../catalogue/catalogue-queries';
import type { SqliteDatabase } from '../db/open-database';
import { ApiFailure, readRosterInput, rosterReadFailure } from '../service/api-failure';

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
}

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
  const byId = db.prepare<[string], RosterRow>('SELECT * FROM roster WHERE id = ? AND deleted_at IS NULL');
  const deletedById = db.prepare<[string], RosterRow>(
    'SELECT * FROM roster WHERE id = ? AND deleted_at IS NOT NULL',
  );
  const softDelete = db.prepare('UPDATE roster SET deleted_at = ? WHERE id = ? AND deleted_at IS NULL');
  const undelete = db.prepare('UPDATE roster SET deleted_at = NULL WHERE id = ?');
  const exists = db.prepare<[string], { id: string }>('SELECT id FROM roster WHERE id = ?');
  const revisionOf = db.prepare<[string], { updated_at: string; deleted_at: string | null }>(
    'SELECT updated_at, deleted_at FROM roster WHERE id = ?',
  );

  function summary(row: RosterRow): RosterSummary {
    let factionName = { fr: row.faction_id, en: row.faction_id };
    try {
      factionName = catalogue.faction(row.faction_id).name;
    } catch {
      // A faction missing from the catalogue still lists its rosters, under its id.
    }
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
    };
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

  /** A new revision stamp, always later than the stored one, so that every write changes it. */
  function nextRevision(id: string): string {
    const stored = revisionOf.get(id)?.updated_at;
    const at = now().getTime();
    const after = stored === undefined ? at : Math.max(at, Date.parse(stored) + 1);
    return new Date(after).toISOString();
  }

  function store(roster: Roster, touch: boolean): RosterSummary {
    checkFaction(roster);
    const saved: Roster = touch ? { ...roster, updatedAt: nextRevision(roster.id) } : roster;
    const result = validate(saved, catalogue.factionCatalogue(saved.faction));
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
    return summary(byId.get(saved.id)!);
  }

  function get(id: string): Roster {
    const row = byId.get(id);
    if (!row) throw new ApiFailure('not-found', `No roster with id ${id}`);
    return parseRoster(JSON.parse(row.document));
  }

  function list(options: { query?: string; sort?: keyof typeof SORTS }): RosterSummary[] {
    const rows = db
      .prepare<[], RosterRow>(
        `SELECT * FROM roster r WHERE r.deleted_at IS NULL ORDER BY ${SORTS[options.sort ?? 'updated']}`,
      )
      .all();
    const words = (options.query ?? '')
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean);
    const summaries = rows.map(summary);
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
      store(roster, false);
      return roster;
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
          return store(roster, true);
        })
        .immediate();
    },
    rename(id: string, name: string): RosterSummary {
      return store({ ...get(id), name }, true);
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
      store(copy, false);
      return copy;
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
      store(imported, false);
      return imported;
    },
  };
}
