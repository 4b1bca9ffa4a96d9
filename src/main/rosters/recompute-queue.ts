/**
 * What must be worked out again in the library, recorded in the transaction of the change that makes
 * it stale (migration 006): the store's `recomputeQueued` works it off afterwards, in small batches,
 * and the next start finishes what a stopped process left. Recording reads the lists' rows only (no
 * catalogue, no validation), so that the change's own transaction stays short.
 */
import type { SqliteDatabase } from '../db/open-database';
import type { DataChange } from '../game-data/game-data-store';

/** The built-in catalogue changed: every list's figures, and only them, are worked out again. */
export function queueEveryList(db: SqliteDatabase): void {
  db.prepare(
    `INSERT INTO roster_recompute (roster_id, before_points, before_errors, before_warnings, before_data, follows_data)
     SELECT id, points, errors, warnings, NULL, 0 FROM roster WHERE true
     ON CONFLICT (roster_id) DO NOTHING`,
  ).run();
}

interface ListRow {
  id: string;
  faction_id: string;
  points: number;
  errors: number;
  warnings: number;
  recorded_system: string | null;
  has_record: 0 | 1;
}

/**
 * Community data is about to change (called inside the transaction that changes it, before): the
 * lists of the game systems whose files change are queued with the figures the library shows now and,
 * for a list that recorded no revisions, those stored now. A list already queued keeps the figures
 * and revisions of before the first change it waits for.
 */
export function queueDataChange(db: SqliteDatabase, change: DataChange): void {
  const stored = new Map(
    (
      db.prepare('SELECT id, game_system_id, revision FROM game_data_file').all() as {
        id: string;
        game_system_id: string;
        revision: number;
      }[]
    ).map((row) => [row.id, row]),
  );
  // Every list: one is queued below only when the community data it records, or its faction's stored or
  // changed file, is of a changing game system, which a built-in faction's list never is (the built-in
  // factions are no rows here: they are the catalogues of db/catalogue/<game>).
  const lists = db
    .prepare(
      `SELECT r.id, r.faction_id, r.points, r.errors, r.warnings,
         json_extract(r.document, '$.data.gameSystemId') AS recorded_system,
         json_type(r.document, '$.data') IS NOT NULL AS has_record
       FROM roster r`,
    )
    .all() as ListRow[];
  const queue = db.prepare(
    `INSERT INTO roster_recompute (roster_id, before_points, before_errors, before_warnings, before_data, follows_data)
     VALUES (?, ?, ?, ?, ?, 1)
     ON CONFLICT (roster_id) DO UPDATE SET follows_data = 1,
       before_data = coalesce(roster_recompute.before_data, excluded.before_data)`,
  );
  for (const list of lists) {
    const system =
      list.recorded_system ??
      stored.get(list.faction_id)?.game_system_id ??
      change.files.get(list.faction_id);
    if (system === undefined || !change.systems.has(system)) continue;
    const storedSystem = stored.get(system);
    const storedCatalogue = stored.get(list.faction_id);
    const beforeData =
      list.has_record === 0 && storedSystem && storedCatalogue
        ? JSON.stringify({
            gameSystemId: system,
            gameSystemRevision: storedSystem.revision,
            catalogueRevision: storedCatalogue.revision,
          })
        : null;
    queue.run(list.id, list.points, list.errors, list.warnings, beforeData);
  }
}
