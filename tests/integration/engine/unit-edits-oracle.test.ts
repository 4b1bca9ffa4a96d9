/**
 * The builder's edits made on the list itself (roster/unit-edits.ts, unit-options.ts,
 * engine/unit-add.ts) against the old way (the cards edited with list-edits.ts, then taken back with
 * `listWithView`): seeded random sequences of edits on the built-in factions' roster fixtures and on
 * imported community factions give the same cards at every step, and the same verdicts wherever the
 * old way was right (the card it converted again was as the conversion makes it); the new way's
 * verdicts, with caches warm, are those of a cold validation.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EngineCatalogue } from '../../../src/core/engine/types';
import { listOfRoster, setEvaluationReuse } from '../../../src/core/rules/data';
import { startService, type MusterService } from '../../../src/main/service/create-service';
import { benchLike, random } from '../../helpers/random-edits';
import { fixtureList, rosterFixtures, useFactionCatalogues } from '../../helpers/roster-fixtures';
import { SHARED_MISSING_REASON, sharedAvailable } from '../../helpers/shared-material';
import { coldValidation, playBothWays } from '../../helpers/unit-edit-oracle';
import { cardViewContextOf } from '../../../src/core/engine/list-cards';
import { validateList } from '../../../src/core/engine/validate';
import { idBelongsTo, selectionsWithCards, type MusterList } from '../../../src/core/roster/list';
import { moveUnit } from '../../../src/core/roster/unit-moves';
import { addUnit } from '../../../src/core/engine/unit-add';
import { findCard } from '../../../src/core/roster/unit-tree';
import { communityUploads } from '../../helpers/community-data';

const STEPS = 60;

describe('edits of the list itself against edits of its cards (built-in factions)', () => {
  const catalogueOf = useFactionCatalogues();

  it.each(rosterFixtures().map(({ name, roster }, seed) => ({ name, roster, seed })))(
    '$name: the same cards, and the same verdicts where the old way was right',
    async ({ name, roster, seed }) => {
      const catalogue = await catalogueOf(roster.faction);
      // The list as the app reads the saved file against its faction's data.
      const list = structuredClone(fixtureList(roster, catalogue));
      const counts = playBothWays(list, catalogue, random(1000 + seed), STEPS, name);
      expect(counts.steps).toBe(STEPS);
      // Most steps compare verdicts: the comparison is not left out by a rule that always holds.
      expect(counts.verdictsCompared).toBeGreaterThan(STEPS / 2);
    },
    60_000,
  );
});

describe('a unit moved keeps its selection object', () => {
  const catalogueOf = useFactionCatalogues();

  it('and is judged where it now stands, with caches warm as cold', async () => {
    const fixture = rosterFixtures().find(({ name }) => name === 'netepic/legal-tactical-company.json')!;
    const catalogue = await catalogueOf(fixture.roster.faction);
    const context = cardViewContextOf(catalogue)!;
    let list = structuredClone(fixtureList(fixture.roster, catalogue));
    const company = list.forces[0]!.selections.find((unit) => unit.selections.some(context.isCard))!;
    const detachment = company.selections.find((unit) => unit.entryId.endsWith('sm-tactical-detachment'))!;
    const misplaced = (of: MusterList) =>
      validateList(of, catalogue).issues.filter(
        (issue) => issue.code === 'data.misplaced-entry' && issue.selections[0] === detachment.id,
      );
    expect(misplaced(list)).toEqual([]);
    // A company that does not take this détachement, beside the list's.
    const added = addUnit(list, catalogue, 'sm-scout-company', undefined);
    // Added after the others, which stay the same objects; what it owns is named after its cards.
    added.list.forces[0]!.selections.slice(0, -1).forEach((unit, index) => {
      expect(unit).toBe(list.forces[0]!.selections[index]);
    });
    for (const { selection, card } of selectionsWithCards(added.list.forces, context.isCard))
      if (selection !== card) expect(idBelongsTo(selection.id, card.id), selection.id).toBe(true);
    list = added.list;
    // Into the other company, to the root, back into its own: the same object, judged where it is.
    const places = [{ into: added.unitId! }, { into: undefined }, { into: company.id }] as const;
    const verdicts = places.map((place) => {
      list = moveUnit(list, context, detachment.id, place);
      expect(findCard(list, context.isCard, detachment.id)!.card).toBe(detachment);
      expect(validateList(list, catalogue), JSON.stringify(place)).toEqual(coldValidation(list, catalogue));
      return misplaced(list).map((issue) => issue.message.en);
    });
    expect(verdicts[0]).toHaveLength(1);
    expect(verdicts[1]).toHaveLength(1);
    expect(verdicts[1]).not.toEqual(verdicts[0]);
    expect(verdicts[2]).toEqual([]);
  });
});

/** Imported factions with formations and copies (a NetEpic company's détachements). */
const COMMUNITY: { game: 'netepic' | 'deadzone' | 'antares'; name: string }[] = [
  { game: 'netepic', name: 'Space Marines' },
  { game: 'deadzone', name: 'Enforcers' },
  { game: 'antares', name: 'Algoryn' },
];

describe.skipIf(!sharedAvailable)(
  `edits of the list itself against edits of its cards (imported factions${sharedAvailable ? '' : `: ${SHARED_MISSING_REASON}`})`,
  () => {
    let service: MusterService;
    let dataDir: string;
    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'muster-unit-edits-'));
      service = startService({ dataDir, host: 'cli' });
      for (const game of new Set(COMMUNITY.map((faction) => faction.game)))
        await service.handlers.importGameData({ files: communityUploads(game) });
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
