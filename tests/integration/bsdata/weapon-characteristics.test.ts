/**
 * Every weapon characteristic of community data is shown under its name. Data may write weapons in
 * several profile types (NetEpic Gold: "Weapon" and "Imperial Titan Weapons"; Deadzone: one per
 * edition); a characteristic of a type the view left out had no column in the unit's sheet and printed
 * under its raw id ("4603-1233-33c5-ebf7 75cm").
 */
import { describe, expect, it } from 'vitest';
import { factionView } from '../../../src/core/catalogue/faction-view';
import { textIn } from '../../../src/core/catalogue/text';
import { DataIndex } from '../../../src/core/engine/data-index';
import { cardViewContextOf } from '../../../src/core/engine/list-cards';
import { newList } from '../../../src/core/engine/new-list';
import { addUnit } from '../../../src/core/engine/unit-add';
import { validateList } from '../../../src/core/engine/validate';
import { renderRoster } from '../../../src/core/export';
import { viewOf } from '../../../src/core/roster/list-document';
import { optionCopies, setUnitTaken } from '../../../src/core/roster/unit-options';
import { builtinGlossary } from '../../helpers/builtin-view';
import { communityData, communityFiles } from '../../helpers/community-data';
import { sharedAvailable, SHARED_MISSING_REASON } from '../../helpers/shared-material';

const GAMES = ['netepic', 'antares', 'deadzone', 'freebooters-fate'] as const;
const DATA_ID = /\b[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}\b/;

describe.skipIf(!sharedAvailable)('weapon characteristics of community data', () => {
  if (!sharedAvailable) it.skip(SHARED_MISSING_REASON, () => undefined);

  it.each(GAMES)('each have a named column in the view (%s)', (game) => {
    const systems = communityFiles(game).filter((file) => file.kind === 'gameSystem');
    const unnamed: string[] = [];
    let characteristics = 0;
    for (const system of systems) {
      const data = communityData(game, textIn(system.name, 'en'));
      const index = new DataIndex(data);
      for (const catalogue of data.catalogues) {
        const view = factionView({
          index,
          data,
          catalogueId: catalogue.id,
          game: builtinGlossary(game).game,
        });
        const named = new Set(view.game.weaponStats.map((stat) => stat.id));
        for (const weapon of Object.values(view.weapons))
          for (const profile of weapon.profiles)
            for (const id of Object.keys(profile.stats)) {
              characteristics += 1;
              if (!named.has(id)) unnamed.push(`${textIn(catalogue.name, 'en')} / ${weapon.name.en}: ${id}`);
            }
      }
    }
    console.info(`${game}: ${characteristics} weapon characteristics`);
    expect(unnamed).toEqual([]);
  });

  it('print under their names, blank ones left out (a Warlord Titan’s Doomburner)', () => {
    const data = communityData('netepic');
    const index = new DataIndex(data);
    const catalogue = data.catalogues.find((file) => textIn(file.name, 'en') === 'Space Marines')!;
    const view = factionView({
      index,
      data,
      catalogueId: catalogue.id,
      game: builtinGlossary('netepic').game,
    });
    const context = cardViewContextOf(view)!;
    const entry = view.entries.find((candidate) => candidate.name.en === 'Warlord Titan Battlegroup')!;
    const input = {
      id: 'l',
      name: 'Titans',
      game: 'netepic' as const,
      faction: catalogue.id,
      pointsLimit: 6000,
    };
    const start = newList({ ...input, at: '2026-01-01T00:00:00.000Z' }, view)!;
    const { list, unitId } = addUnit(start, view, entry.id, undefined);
    const doomburner = entry.options.find((option) => option.name.en.endsWith('› Doomburner'))!;
    const titans = optionCopies(list, context, unitId!, doomburner.id.split('/')[0]!);
    const armed = setUnitTaken(list, context, unitId!, 'options', doomburner.id, 1, titans[1]);
    const roster = viewOf(armed, view);
    const text = renderRoster('txt', {
      roster,
      catalogue: view,
      result: validateList(armed, view),
      lang: 'en',
    });
    const weapons = text.split('\n').find((line) => line.trim().startsWith('Weapons:'))!;
    expect(weapons).toContain('Doomburner (Range 75cm · Shooting Profile 1d 3+ (-3))');
    expect(weapons).not.toMatch(DATA_ID);
  });
});
