/**
 * A game with several editions in the community data (Deadzone 3rd Edition and Deadzone Escalation,
 * two game systems of ../shared/bsdata/deadzone): both editions' factions are offered, told apart by
 * their game system's name, in the API's list, the catalogue, the library and `muster catalogue
 * factions`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService, type MusterService } from '../../src/main/service/create-service';
import type { FactionInfo } from '../../src/shared/catalogue-types';
import { importSentences } from '../../src/core/bsdata/import-messages';
import { muster } from '../helpers/cli';
import { sharedAvailable } from '../helpers/shared-material';
import { communityUploads } from '../helpers/community-data';

const THIRD = 'Deadzone 3rd Edition';
const ESCALATION = 'Deadzone Escalation';

describe.skipIf(!sharedAvailable)('a game with two editions of community data (Deadzone)', () => {
  let service: MusterService;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'muster-editions-'));
    service = startService({ dataDir, host: 'cli' });
    const report = await service.handlers.importGameData({ files: communityUploads('deadzone') });
    expect(report.refused).toEqual([]);
    expect(report.stored).toBe(true);
  }, 120_000);
  afterAll(() => {
    service?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const community = async (): Promise<FactionInfo[]> =>
    (await service.handlers.listFactions({ game: 'deadzone' })).filter((faction) => faction.community);

  it("offers both editions' factions, each with its game system's name", async () => {
    const listed = (await community()).map((faction) => [faction.name.en, faction.community?.gameSystemName]);
    expect(listed).toEqual(
      expect.arrayContaining([
        ['Enforcers', THIRD],
        ['Forge Fathers', THIRD],
        ['Marauders', THIRD],
        ['Plague', THIRD],
        ['Enforcers', ESCALATION],
        ['Veer-Myn', ESCALATION],
      ]),
    );
    expect(listed).toHaveLength(6);
    // Every faction of every game list carries the name of the system it comes from.
    const everyGame = (await service.handlers.listFactions({})).filter((faction) => faction.community);
    expect(everyGame.every((faction) => (faction.community?.gameSystemName ?? '') !== '')).toBe(true);
  }, 120_000);

  it("builds, checks and lists an Escalation faction's list, named with its edition", async () => {
    const veerMyn = (await community()).find((faction) => faction.name.en === 'Veer-Myn')!;
    const catalogue = await service.handlers.getFactionCatalogue({ faction: veerMyn.id });
    expect(catalogue.game.id).toBe('deadzone');
    expect(catalogue.faction.community?.gameSystemName).toBe(ESCALATION);
    expect(catalogue.entries.length).toBeGreaterThan(0);
    // The game's binding reads Escalation too: the faction has the engine's game data and Muster's rules.
    expect(catalogue.gameData?.gameSystem.id).toBe('9491-c0e3-ba03-047b');
    expect(catalogue.binding?.game).toBe('deadzone');

    const roster = await service.handlers.createRoster({
      game: 'deadzone',
      faction: veerMyn.id,
      name: 'Swarm',
      pointsLimit: catalogue.game.defaultPointsLimit,
    });
    const { result } = await service.handlers.validateRoster({ roster });
    expect(result.stats.points).toBe(0);
    await service.handlers.saveRoster({ roster, baseRevision: roster.updatedAt });
    const row = (await service.handlers.listRosters({})).find((summary) => summary.id === roster.id)!;
    expect(row).toMatchObject({ factionName: { en: 'Veer-Myn' }, gameSystemName: ESCALATION });
  }, 120_000);

  it('muster catalogue factions names both editions', async () => {
    const run = await muster(['catalogue', 'factions', '--game', 'deadzone', '--data-dir', dataDir]);
    expect(run.status).toBe(0);
    const enforcers = run.stdout.split('\n').filter((line) => /\bEnforcers\b/.test(line));
    expect(enforcers.some((line) => line.includes(THIRD))).toBe(true);
    expect(enforcers.some((line) => line.includes(ESCALATION))).toBe(true);
    expect(run.stdout).toMatch(new RegExp(`Veer-Myn.*${ESCALATION}`));
  }, 120_000);

  it("says when a stored game system is tied to none of Muster's games, instead of staying silent", async () => {
    const gst = `<?xml version="1.0" encoding="UTF-8"?>
<gameSystem id="aaaa-bbbb-cccc-dddd" name="Deadzone Fourth Edition" revision="1" battleScribeVersion="2.03" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <costTypes><costType id="pts" name="pts" defaultCostLimit="-1.0"/></costTypes>
</gameSystem>`;
    const report = await service.handlers.importGameData({
      files: [{ name: 'Deadzone 4.gst', base64: Buffer.from(gst).toString('base64') }],
    });
    expect(report.stored).toBe(true);
    const warning = {
      code: 'game-system-not-bound',
      gameSystemId: 'aaaa-bbbb-cccc-dddd',
      name: 'Deadzone Fourth Edition',
    };
    expect(report.warnings).toEqual([warning]);
    expect(importSentences.fr.warning(report.warnings[0]!)).toMatch(
      /Deadzone Fourth Edition.*Nouvelle liste/,
    );
    expect(importSentences.en.warning(report.warnings[0]!)).toMatch(/Deadzone Fourth Edition.*New list/);
    // The two bound editions are not warned about.
    const again = await service.handlers.importGameData({ files: communityUploads('deadzone') });
    expect(again.warnings).toEqual([]);
  }, 120_000);
});
