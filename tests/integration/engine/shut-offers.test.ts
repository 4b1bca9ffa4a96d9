/**
 * What the catalogue says of an entry it cannot add at the root, asked of the engine: a limit of 0 as
 * the list stands (a NetEpic special card before any company) is "not allowed yet", a limit reached by
 * what the list holds (a Deadzone leader taken) is "limit reached"; adding what allows it opens it.
 */
import { describe, expect, it } from 'vitest';
import type { GameId } from '../../../src/core/catalogue/schema';
import { addUnit } from '../../../src/core/engine/unit-add';
import { rootOffers } from '../../../src/renderer/state/engine-options';
import type { RosterOpening } from '../../../src/shared/roster-types';
import { useService } from '../../helpers/service';

const openService = useService();

/** A faction's catalogue and a new empty list of it, made through the API. */
async function newList(game: GameId, faction: string, pointsLimit: number) {
  const service = openService();
  const catalogue = await service.handlers.getFactionCatalogue({ faction });
  const created = await service.handlers.createRoster({ game, faction, name: 'x', pointsLimit });
  const opened: RosterOpening = await service.handlers.openRoster({ id: created.id });
  return { catalogue, empty: opened.list! };
}

describe('entries the root cannot take yet, or no more', () => {
  it('a special card before any company is shut, and open once a company is taken', async () => {
    const { catalogue, empty } = await newList('netepic', 'netepic-space-marines', 3000);
    const before = rootOffers(catalogue, empty);
    expect(before.shut.has('sm-thunderhawk')).toBe(true);
    expect(before.full.has('sm-thunderhawk')).toBe(false);
    const withCompany = addUnit(empty, catalogue, 'sm-tactical-company', undefined).list;
    const after = rootOffers(catalogue, withCompany);
    expect(after.shut.has('sm-thunderhawk')).toBe(false);
    expect(after.full.has('sm-thunderhawk')).toBe(false);
  });

  it('a leader already taken is full, not shut', async () => {
    const { catalogue, empty } = await newList('deadzone', 'deadzone-enforcers', 150);
    const captain = catalogue.entries.find((entry) => entry.id === 'enf-capitaine-gantelet')!;
    expect(rootOffers(catalogue, empty).full.has(captain.id)).toBe(false);
    const taken = addUnit(empty, catalogue, captain.id, undefined).list;
    const offers = rootOffers(catalogue, taken);
    expect(offers.full.has(captain.id)).toBe(true);
    expect(offers.shut.has(captain.id)).toBe(false);
  });
});
