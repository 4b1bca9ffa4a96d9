import { randomUUID } from 'node:crypto';
import { validate } from '../../core/engine/validate';
import { parseRoster, readRoster } from '../../core/roster/read-roster';
import { ROSTER_FORMAT, ROSTER_VERSION, type Roster } from '../../core/roster/schema';
import type { GameId } from '../../core/catalogue/schema';
import type { RosterSummary } from '../../shared/roster-types';
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

  function store(roster: Roster, touch: boolean): RosterSummary {
    checkFaction(roster);
    const saved: Roster = touch ? { ...roster, updatedAt: now().toISOString() } : roster;
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

  function freshId(): string {
    return randomUUID();
  }

  return {
    list,
    get,
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
    save(raw: unknown): RosterSummary {
      return store(
        readRosterInput(() => parseRoster(raw)),
        true,
      );
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
