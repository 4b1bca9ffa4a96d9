/**
 * The same proof as incremental-validation.test.ts on imported community data, whose modifiers and
 * limits look much wider than the built-in catalogue's (force and roster counts, cost limits, links
 * shared between units): lists of imported factions edited at random as the builder edits them are
 * validated warm (units an edit left alone taken over from the last evaluation) and cold, and give
 * the same result. The catalogue is not copied for the cold side (an imported faction's is large);
 * the taking-over is turned off and every object of the list is new.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineCatalogue } from '../../../src/core/engine/types';
import { setEvaluationReuse } from '../../../src/core/rules/data';
import { startService, type MusterService } from '../../../src/main/service/create-service';
import { benchLike, play } from '../../helpers/random-edits';
import { sharedAvailable } from '../../helpers/shared-material';
import { communityUploads } from '../../helpers/community-data';

/** One faction or more of each game, by its English name. */
const FACTIONS: { game: 'netepic' | 'deadzone' | 'freebooters-fate' | 'antares'; name: string }[] = [
  { game: 'netepic', name: 'Space Marines' },
  { game: 'netepic', name: 'Orks' },
  { game: 'deadzone', name: 'Enforcers' },
  { game: 'freebooters-fate', name: 'Imperiale Armada' },
  { game: 'antares', name: 'Algoryn' },
  { game: 'antares', name: 'Isorian' },
];

describe.skipIf(!sharedAvailable)(
  'validation of imported factions with caches warm equals a cold one',
  () => {
    let service: MusterService;
    let dataDir: string;

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'muster-incremental-community-'));
      service = startService({ dataDir, host: 'cli' });
      for (const game of new Set(FACTIONS.map((faction) => faction.game)))
        await service.handlers.importGameData({ files: communityUploads(game) });
    }, 120_000);
    afterAll(() => {
      setEvaluationReuse(true);
      service?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it.each(FACTIONS)(
      '$game $name: a list of 40 units through 60 random edits',
      async ({ game, name }) => {
        const factions = await service.handlers.listFactions({ game });
        const faction = factions.find((each) => each.community && each.name.en === name);
        expect(faction, `${game} ${name} imported`).toBeDefined();
        const catalogue = (await service.handlers.getFactionCatalogue({
          faction: faction!.id,
        })) as EngineCatalogue;
        const start = benchLike(catalogue, 40);
        expect(play(start, catalogue, name.length, 60, false)).toBe(60);
      },
      120_000,
    );
  },
);
