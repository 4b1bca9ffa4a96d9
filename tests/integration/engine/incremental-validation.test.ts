/**
 * Validation with its caches warm (conversions per selection object, the evaluation taken over after
 * an edit of labels, units an edit left alone taken over from the last evaluation, issues kept per
 * verdict) gives exactly what a cold validation gives: many random edits made as the builder makes
 * them (a new list sharing every other selection object) on a bench-like NetEpic list and on the
 * roster fixtures, each validated warm, then cold on a fresh copy of every object (the list and the
 * catalogue) with the taking-over turned off (tests/helpers/random-edits.ts). Undo (an older list
 * validated again) included.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineCatalogue } from '../../../src/core/engine/types';
import { readRoster } from '../../../src/core/roster/migrate/read-v2';
import { setEvaluationReuse } from '../../../src/core/rules/data';
import { startService, type MusterService } from '../../../src/main/service/create-service';
import { benchLike, play } from '../../helpers/random-edits';

const FIXTURES = resolve(import.meta.dirname, '../../fixtures/rosters');

let dataDir: string;
let service: MusterService;
const catalogues = new Map<string, EngineCatalogue>();

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'muster-incremental-'));
  service = startService({ dataDir, host: 'cli' });
});

afterAll(() => {
  setEvaluationReuse(true);
  service.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function catalogueOf(faction: string): Promise<EngineCatalogue> {
  let catalogue = catalogues.get(faction);
  if (!catalogue) {
    catalogue = (await service.handlers.getFactionCatalogue({ faction })) as EngineCatalogue;
    catalogues.set(faction, catalogue);
  }
  return catalogue;
}

describe('validation with caches warm equals a cold validation', () => {
  it('on a bench-like NetEpic list of 120 selections, through 400 random edits', async () => {
    const catalogue = await catalogueOf('netepic-space-marines');
    const start = benchLike(catalogue, 120);
    expect(play(start, catalogue, 1, 200)).toBe(200);
    expect(play(start, catalogue, 2, 200)).toBe(200);
  });

  const fixtures = readdirSync(FIXTURES).flatMap((game) =>
    readdirSync(join(FIXTURES, game)).map((file) => `${game}/${file}`),
  );
  it.each(fixtures)('on %s, through 120 random edits', async (file) => {
    const roster = readRoster(readFileSync(join(FIXTURES, file), 'utf8'));
    const catalogue = await catalogueOf(roster.faction);
    expect(play(roster, catalogue, file.length, 120)).toBe(120);
  });
});
