/**
 * The builder's edits made on the list itself (roster/unit-edits.ts, unit-options.ts,
 * engine/unit-add.ts) against the old way (the cards edited with list-edits.ts, then taken back with
 * `listWithView`): seeded random sequences of edits on the built-in factions' roster fixtures and on
 * imported community factions give the same cards at every step, and the same verdicts wherever the
 * old way was right (the card it converted again was as the conversion makes it); the new way's
 * verdicts, with caches warm, are those of a cold validation.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineCatalogue } from '../../../src/core/engine/types';
import { listOfRoster, setEvaluationReuse } from '../../../src/core/rules/data';
import { startService, type MusterService } from '../../../src/main/service/create-service';
import { benchLike, random } from '../../helpers/random-edits';
import { rosterFixtures, useFactionCatalogues } from '../../helpers/roster-fixtures';
import { SHARED_DIR, SHARED_MISSING_REASON, sharedAvailable } from '../../helpers/shared-material';
import { playBothWays } from '../../helpers/unit-edit-oracle';

const STEPS = 60;

describe('edits of the list itself against edits of its cards (built-in factions)', () => {
  const catalogueOf = useFactionCatalogues();

  it.each(rosterFixtures().map(({ name, roster }, seed) => ({ name, roster, seed })))(
    '$name: the same cards, and the same verdicts where the old way was right',
    async ({ name, roster, seed }) => {
      const catalogue = await catalogueOf(roster.faction);
      const list = structuredClone(listOfRoster(roster, catalogue.gameData!));
      const counts = playBothWays(list, catalogue, random(1000 + seed), STEPS, name);
      expect(counts.steps).toBe(STEPS);
      // Most steps compare verdicts: the comparison is not left out by a rule that always holds.
      expect(counts.verdictsCompared).toBeGreaterThan(STEPS / 2);
    },
    60_000,
  );
});

/** Imported factions with formations and copies (a NetEpic company's détachements). */
const COMMUNITY: { game: 'netepic' | 'deadzone' | 'antares'; name: string }[] = [
  { game: 'netepic', name: 'Space Marines' },
  { game: 'deadzone', name: 'Enforcers' },
  { game: 'antares', name: 'Algoryn' },
];

function filesOf(game: string): { name: string; base64: string }[] {
  const folder = join(SHARED_DIR, 'bsdata', game);
  return readdirSync(folder)
    .filter((name) => /\.(gst|cat)$/.test(name))
    .map((name) => ({ name, base64: readFileSync(join(folder, name)).toString('base64') }));
}

describe.skipIf(!sharedAvailable)(
  `edits of the list itself against edits of its cards (imported factions${sharedAvailable ? '' : `: ${SHARED_MISSING_REASON}`})`,
  () => {
    let service: MusterService;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'muster-unit-edits-'));
      service = startService({ dataDir, host: 'cli' });
      for (const game of new Set(COMMUNITY.map((faction) => faction.game)))
        await service.handlers.importGameData({ files: filesOf(game) });
    }, 120_000);
    afterAll(() => {
      setEvaluationReuse(true);
      service?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it.each(COMMUNITY.map((faction, seed) => ({ ...faction, seed })))(
      '$game $name: the same cards, and the same verdicts where the old way was right',
      async ({ game, name, seed }) => {
        const factions = await service.handlers.listFactions({ game });
        const faction = factions.find((each) => each.community && each.name.en === name);
        expect(faction, `${game} ${name} imported`).toBeDefined();
        const catalogue = (await service.handlers.getFactionCatalogue({
          faction: faction!.id,
        })) as EngineCatalogue;
        const list = listOfRoster(benchLike(catalogue, 8), catalogue.gameData!);
        const counts = playBothWays(list, catalogue, random(2000 + seed), STEPS, `${game} ${name}`);
        expect(counts.steps).toBe(STEPS);
        expect(counts.verdictsCompared).toBeGreaterThan(STEPS / 2);
      },
      240_000,
    );
  },
);
