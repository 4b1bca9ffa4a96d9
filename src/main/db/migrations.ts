import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATION_FILE = /^(\d{3})_([a-z0-9_-]+)\.sql$/;

/** Reads `db/migrations/NNN_name.sql`, in order; numbering must start at 1 and have no gap. */
export function readMigrations(folder: string): Migration[] {
  const migrations = readdirSync(folder)
    .map((file) => ({ file, match: MIGRATION_FILE.exec(file) }))
    .filter((candidate) => candidate.match !== null)
    .map(({ file, match }) => ({
      version: Number(match![1]),
      name: match![2]!,
      sql: readFileSync(join(folder, file), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1)
      throw new Error(
        `Migration numbering has a gap or duplicate near ${migration.version}_${migration.name}`,
      );
  });
  return migrations;
}
