/**
 * Options held by copies are printed copy by copy (issue 21: prints read the list's tree): a NetEpic
 * Warlord Titan Battlegroup of community data whose second titan carries a Doomburner prints that the
 * second titan carries it, in every format and both languages, through the service's export; a print
 * made from the cards alone (no list given) said "Doomburner" without saying whose. Battlegroups are
 * printed as one line ("2 × …") only when their titans carry alike, and a titan's verdict names it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardViewContextOf } from '../../../src/core/engine/list-cards';
import { addUnit } from '../../../src/core/engine/unit-add';
import { validateList } from '../../../src/core/engine/validate';
import { renderRoster } from '../../../src/core/export';
import { viewOf } from '../../../src/core/roster/list-document';
import { optionCopies, setUnitTaken } from '../../../src/core/roster/unit-options';
import { startService, type MusterService } from '../../../src/main/service/create-service';
import type { FactionCatalogue } from '../../../src/shared/catalogue-types';
import type { MusterList } from '../../../src/core/roster/list';
import { communityUploads } from '../../helpers/community-data';
import { sharedAvailable, SHARED_MISSING_REASON } from '../../helpers/shared-material';

const BATTLEGROUP = 'Warlord Titan Battlegroup';

describe.skipIf(!sharedAvailable)('options held by copies, printed', () => {
  if (!sharedAvailable) it.skip(SHARED_MISSING_REASON, () => undefined);
  let dataDir: string;
  let service: MusterService;
  let catalogue: FactionCatalogue;
  let id: string;
  let start: MusterList;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'muster-print-copies-'));
    service = startService({ dataDir, host: 'cli' });
    const report = await service.handlers.importGameData({ files: communityUploads('netepic') });
    expect(report.refused).toEqual([]);
    const faction = (await service.handlers.listFactions({ game: 'netepic' })).find(
      (candidate) => candidate.community && candidate.name.en === 'Space Marines',
    )!;
    catalogue = await service.handlers.getFactionCatalogue({ faction: faction.id });
    const created = await service.handlers.createRoster({
      game: 'netepic',
      faction: faction.id,
      name: 'Titans',
      pointsLimit: 6000,
    });
    start = (await service.handlers.openRoster({ id: created.id })).list!;
    const armed = withBattlegroup(start, 1);
    id = (await service.handlers.saveRoster({ roster: armed, baseRevision: created.updatedAt })).id;
  }, 120_000);

  /** The list with a battlegroup more, whose titan of that index (from 0) carries a Doomburner. */
  function withBattlegroup(list: MusterList, titan: number): MusterList {
    const entry = catalogue.entries.find((candidate) => candidate.name.en === BATTLEGROUP)!;
    const added = addUnit(list, catalogue, entry.id, undefined);
    const context = cardViewContextOf(catalogue)!;
    const doomburner = entry.options.find((option) => option.name.en.endsWith(' › Doomburner'))!;
    const titans = optionCopies(added.list, context, added.unitId!, doomburner.id.split('/')[0]!);
    expect(titans).toHaveLength(3);
    return setUnitTaken(added.list, context, added.unitId!, 'options', doomburner.id, 1, titans[titan]);
  }

  const printed = (list: MusterList) =>
    renderRoster('txt', {
      roster: viewOf(list, catalogue),
      catalogue,
      result: validateList(list, catalogue),
      lang: 'en',
      list,
    });

  it('groups battlegroups alike, not those whose titans carry different weapons', () => {
    const alike = printed(withBattlegroup(withBattlegroup(start, 1), 1));
    expect(alike).toContain(`2 × ${BATTLEGROUP}`);
    const apart = printed(withBattlegroup(withBattlegroup(start, 1), 0));
    expect(apart).not.toContain(`2 × ${BATTLEGROUP}`);
    expect(apart).toContain('Warlord Titan no. 1 › Warlord Titan › Doomburner');
    expect(apart).toContain('Warlord Titan no. 2 › Warlord Titan › Doomburner');
  });

  afterAll(() => {
    service?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['txt', 'en', 'Warlord Titan no. 2 › Warlord Titan › Doomburner'],
    ['txt', 'fr', 'Warlord Titan n° 2 › Warlord Titan › Doomburner'],
    ['md', 'en', 'Warlord Titan no. 2 › Warlord Titan › Doomburner'],
    ['html', 'fr', 'Warlord Titan n° 2 › Warlord Titan › Doomburner'],
  ] as const)('names the copy holding the weapon (%s, %s)', async (format, lang, line) => {
    const printed = await service.handlers.exportRoster({ id, format, lang });
    expect(printed.content).toContain(line);
    // What the three titans hold alike stays one line.
    expect(printed.content).toContain('3× Warlord Titan');
    expect(printed.content).not.toContain('Warlord Titan › Warlord Titan › Doomburner');
  });

  it('names the titan a verdict is about', async () => {
    const en = (await service.handlers.exportRoster({ id, format: 'txt', lang: 'en' })).content;
    const fr = (await service.handlers.exportRoster({ id, format: 'txt', lang: 'fr' })).content;
    for (const titan of [1, 2, 3]) {
      expect(en).toContain(`“Warlord Titan” #${titan}: at least 2 selections of “Warlord Titan Arm Weapons”`);
      expect(fr).toContain(
        `« Warlord Titan » nº ${titan} : il faut au moins 2 sélections de « Warlord Titan Arm`,
      );
    }
  });

  it('leaves out an option the data does not have, which its verdict names', async () => {
    const { list } = await service.handlers.openRoster({ id });
    const battlegroup = list!.forces[0]!.selections.at(-1)!;
    const [first, ...others] = battlegroup.selections;
    const stranger = { id: 'stranger', entryId: 'not-in-the-data', number: 1, selections: [] };
    const odd: MusterList = {
      ...list!,
      forces: [
        {
          ...list!.forces[0]!,
          selections: [
            ...list!.forces[0]!.selections.slice(0, -1),
            {
              ...battlegroup,
              selections: [{ ...first!, selections: [...first!.selections, stranger] }, ...others],
            },
          ],
        },
      ],
    };
    const text = printed(odd);
    expect(text).not.toContain('not-in-the-data');
    expect(text).toContain('Warlord Titan no. 2 › Warlord Titan › Doomburner');
    expect(validateList(odd, catalogue).issues.map((issue) => issue.code)).toContain('data.unknown-entry');
  });

  it('is printed by key from cards alone, as the cards count them', async () => {
    const { roster, list } = await service.handlers.openRoster({ id });
    const result = validateList(list!, catalogue);
    const fromCards = renderRoster('txt', {
      roster: viewOf(list!, catalogue),
      catalogue,
      result,
      lang: 'en',
    });
    expect(fromCards).toContain('Warlord Titan › Warlord Titan › Doomburner');
    const fromList = renderRoster('txt', { roster, catalogue, result, lang: 'en', list: list! });
    expect(fromList).toContain('Warlord Titan no. 2 › Warlord Titan › Doomburner');
  });
});
