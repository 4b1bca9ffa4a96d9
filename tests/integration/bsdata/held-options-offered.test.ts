/**
 * What a unit of community data holds is offered where it is (issue 21): for every unit of every
 * faction of the four games' data, added as the builder adds it, each option its card counts is
 * offered by the engine (the options panel lists it, never as "not offered here"), and inside each copy
 * of an option held several times (a company's three détachements, a battlegroup's three titans) what
 * that copy holds is offered in that copy; line by line, as the sheet and the prints list them, the
 * options add up to the card's counts. The engine made the ids of these selections, so that the
 * offers cannot rest on ids written in the migration's form (`<card>.o.<key>`).
 */
import { describe, expect, it } from 'vitest';
import { factionView } from '../../../src/core/catalogue/faction-view';
import { textIn } from '../../../src/core/catalogue/text';
import { DataIndex } from '../../../src/core/engine/data-index';
import { cardViewContextOf } from '../../../src/core/engine/list-cards';
import { newList } from '../../../src/core/engine/new-list';
import { addUnit } from '../../../src/core/engine/unit-add';
import { viewOf } from '../../../src/core/roster/list-document';
import { OPTION_PATH_SEPARATOR } from '../../../src/core/roster/ids';
import { optionCopies, unitTaken } from '../../../src/core/roster/unit-options';
import { heldOptionLines } from '../../../src/core/roster/held-options';
import { offerFor, optionOffersOf } from '../../../src/renderer/state/engine-options';
import { builtinGlossary } from '../../helpers/builtin-view';
import { communityData } from '../../helpers/community-data';
import { sharedAvailable, SHARED_MISSING_REASON } from '../../helpers/shared-material';

const GAMES = ['netepic', 'antares', 'deadzone', 'freebooters-fate'] as const;
const AT = '2026-01-01T00:00:00.000Z';

const sorted = (counts: Record<string, number>) =>
  Object.entries(counts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** An offer for a key the view may not list: its own bounds are no limit here. */
const offered = (offers: ReturnType<typeof optionOffersOf>, key: string) =>
  offerFor(offers, { id: key, min: 0, max: Number.MAX_SAFE_INTEGER }).max > 0;

describe.skipIf(!sharedAvailable)('options held by units of community data', () => {
  if (!sharedAvailable) it.skip(SHARED_MISSING_REASON, () => undefined);

  it.each(GAMES)('are offered where they are held, per copy too (%s)', (game) => {
    const data = communityData(game);
    const index = new DataIndex(data);
    const gameInfo = builtinGlossary(game).game;
    const problems: string[] = [];
    let held = 0;
    let copiesSeen = 0;
    for (const catalogue of data.catalogues) {
      const view = factionView({ index, data, catalogueId: catalogue.id, game: gameInfo });
      const context = cardViewContextOf(view)!;
      const input = { id: 'l', name: 'l', game, faction: catalogue.id, pointsLimit: 3000, at: AT };
      const start = newList(input, view);
      if (!start) continue;
      for (const entry of view.entries) {
        const { list, unitId } = addUnit(start, view, entry.id, undefined);
        if (!unitId) continue;
        const offers = optionOffersOf(view, list, unitId);
        if (!offers) continue;
        const card = viewOf(list, view).selections.find((selection) => selection.id === unitId)!;
        const where = `${textIn(catalogue.name, 'en')} / ${entry.name.en}`;
        // Line by line (the sheet's and the prints'), the options add up to the card's counts.
        const totals: Record<string, number> = {};
        for (const line of heldOptionLines(list, context, unitId) ?? [])
          totals[line.key] = (totals[line.key] ?? 0) + line.count;
        const counted = Object.fromEntries(Object.entries(card.options).filter(([, count]) => count > 0));
        if (JSON.stringify(sorted(totals)) !== JSON.stringify(sorted(counted)))
          problems.push(`${where}: lines ${JSON.stringify(totals)} against ${JSON.stringify(counted)}`);
        for (const [key, count] of Object.entries(card.options)) {
          if (count <= 0) continue;
          held += 1;
          if (!offered(offers, key)) problems.push(`${where}: ${key}`);
          // Inside each copy of this option, what the copy holds is offered in it.
          const copies = optionCopies(list, context, unitId, key);
          if (copies.length < 2) continue;
          copiesSeen += 1;
          const inner = Object.keys(card.options).filter((other) =>
            other.startsWith(`${key}${OPTION_PATH_SEPARATOR}`),
          );
          for (const copy of copies) {
            const inCopy = optionOffersOf(view, list, unitId, { id: copy, key });
            for (const other of inner)
              if (unitTaken(list, context, unitId, 'options', other, copy) > 0 && !offered(inCopy, other))
                problems.push(`${where}: ${other} in copy ${copy}`);
          }
        }
      }
    }
    console.info(`${game}: ${held} options held, ${copiesSeen} options held as copies`);
    expect(held).toBeGreaterThan(0);
    if (game === 'netepic') expect(copiesSeen).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
