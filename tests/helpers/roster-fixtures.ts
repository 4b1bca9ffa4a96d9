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
