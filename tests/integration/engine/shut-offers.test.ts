/**
 * What the catalogue says of an entry it cannot add at the root, asked of the engine: a limit of 0 as
 * the list stands (a NetEpic special card before any company) is "not allowed yet", a limit reached by
 * what the list holds (a Deadzone leader taken) is "limit reached"; adding what allows it opens it.
 */
import { describe, expect, it } from 'vitest';
import type { GameId } from '../../../src/core/catalogue/schema';
import { addWithContents, idFactory } from '../../../src/core/roster/list-edits';
import { rootOffers } from '../../../src/renderer/state/engine-options';
import { useService } from '../../helpers/service';
import { compulsoryContentsOf } from '../../../src/renderer/state/compulsory-contents';
import { treeOf } from '../../helpers/tree-of';

const openService = useService();

/** A faction's catalogue and a new empty list of it, made through the API. */
async function newList(game: GameId, faction: string, pointsLimit: number) {
  const service = openService();
  const catalogue = await service.handlers.getFactionCatalogue({ faction });
  const empty = await service.handlers.createRoster({ game, faction, name: 'x', pointsLimit });
  return { catalogue, empty };
}

describe('entries the root cannot take yet, or no more', () => {
  it('a special card before any company is shut, and open once a company is taken', async () => {
    const { catalogue, empty } = await newList('netepic', 'netepic-space-marines', 3000);
    const before = rootOffers(catalogue, treeOf(empty, catalogue));
    expect(before.shut.has('sm-thunderhawk')).toBe(true);
    expect(before.full.has('sm-thunderhawk')).toBe(false);
    const company = catalogue.entries.find((entry) => entry.id === 'sm-tactical-company')!;
    const ids = idFactory(empty);
    const withCompany = addWithContents(
      empty,
      company,
      ids(),
      undefined,
      compulsoryContentsOf(catalogue, company.id),
      catalogue.entries,
      ids,
    );
    const after = rootOffers(catalogue, treeOf(withCompany, catalogue));
    expect(after.shut.has('sm-thunderhawk')).toBe(false);
    expect(after.full.has('sm-thunderhawk')).toBe(false);
  });

  it('a leader already taken is full, not shut', async () => {
    const { catalogue, empty } = await newList('deadzone', 'deadzone-enforcers', 150);
    const captain = catalogue.entries.find((entry) => entry.id === 'enf-capitaine-gantelet')!;
    expect(rootOffers(catalogue, treeOf(empty, catalogue)).full.has(captain.id)).toBe(false);
    const ids = idFactory(empty);
    const taken = addWithContents(empty, captain, ids(), undefined, [], catalogue.entries, ids);
    const offers = rootOffers(catalogue, treeOf(taken, catalogue));
    expect(offers.full.has(captain.id)).toBe(true);
    expect(offers.shut.has(captain.id)).toBe(false);
  });
});
