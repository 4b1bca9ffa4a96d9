/**
 * The roster fixtures of the four games (tests/fixtures/rosters, files of version 2), and their
 * factions' catalogues from a service opened on a temporary data folder for the test file.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { EngineCatalogue } from '../../src/core/engine/types';
import { readRoster } from '../../src/core/roster/migrate/read-v2';
import type { ListCards } from '../../src/core/roster/cards';
import { startService, type MusterService } from '../../src/main/service/create-service';
import type { MusterList } from '../../src/core/roster/list';
import { onDataPaths } from '../../src/core/roster/migrate/data-paths';
import { migrateV2 } from '../../src/core/roster/migrate/cards-to-tree';
import { migrationOf } from '../../src/core/rules/data';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/rosters');

export function rosterFixtures(): { name: string; roster: ListCards }[] {
  return readdirSync(FIXTURES).flatMap((game) =>
    readdirSync(join(FIXTURES, game)).map((file) => ({
      name: `${game}/${file}`,
      roster: readRoster(readFileSync(join(FIXTURES, game, file), 'utf8')),
    })),
  );
}

/** A faction's catalogue, as the API gives it, from a service opened for the test file. */
export function useFactionCatalogues(): (faction: string) => Promise<EngineCatalogue> {
  let dataDir: string;
  let service: MusterService;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'muster-fixtures-'));
    service = startService({ dataDir, host: 'cli' });
  });
  afterAll(() => {
    service.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return async (faction) => (await service.handlers.getFactionCatalogue({ faction })) as EngineCatalogue;
}

/**
 * A roster fixture (a version 2 file, written for the first catalogue model) as the list the app reads
 * it as against its faction's data: a unit's bases made from its count, its entries named by the
 * data's paths (roster/migrate/data-paths.ts).
 */
export function fixtureList(roster: ListCards, catalogue: EngineCatalogue): MusterList {
  const data = catalogue.gameData!;
  return onDataPaths(migrateV2(roster, migrationOf(data), { file: true }), data);
}
