import type { SqliteDatabase } from '../../src/main/db/open-database';

/** Every table's rows, in a stable order: what "the database as it was" means. */
export function tables(db: SqliteDatabase): Record<string, unknown[]> {
  const names = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { name: string }[];
  return Object.fromEntries(
    names.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY 1, 2`).all()]),
  );
}
