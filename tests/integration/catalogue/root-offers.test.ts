/**
 * What the catalogue panel offers at the root of a list, asked of the engine (rootOffers): an entry
 * whose limit the list has reached is said to be full (issue 22: "a capped item stays offered after
 * the cap is reached"), the others are not, and nothing the data shows is hidden.
 */
import { describe, expect, it } from 'vitest';
import type { ListCards } from '../../../src/core/roster/cards';
import { rootOffers } from '../../../src/renderer/state/engine-options';
import { useService } from '../../helpers/service';
import { treeOf } from '../../helpers/tree-of';

const open = useService();

describe('the root of a list as the catalogue panel offers it', () => {
  it('says a leader is full once the strike team has its one leader, and no longer after removing him', async () => {
    const service = open();
    const catalogue = await service.handlers.getFactionCatalogue({ faction: 'deadzone-enforcers' });
    const created = await service.handlers.createRoster({
      game: 'deadzone',
      faction: 'deadzone-enforcers',
      name: 'Alpha',
      pointsLimit: 150,
    });
    const leaders = catalogue.entries.filter((entry) => entry.kind === 'leader').map((entry) => entry.id);
    expect(leaders.length).toBeGreaterThan(1);
    const empty = rootOffers(catalogue, treeOf(created, catalogue));
    expect(leaders.filter((id) => empty.full.has(id))).toEqual([]);
    const withLeader: ListCards = {
      ...created,
      selections: [{ id: 'l1', entry: leaders[0]!, options: {}, items: {} }],
    };
    const offers = rootOffers(catalogue, treeOf(withLeader, catalogue));
    // Every leader is full (the force's one-leader limit binds each), no trooper is.
    expect(leaders.filter((id) => !offers.full.has(id))).toEqual([]);
    const troops = catalogue.entries.filter((entry) => entry.kind === 'troop').map((entry) => entry.id);
    expect(troops.filter((id) => offers.full.has(id))).toEqual([]);
    expect([...offers.hidden].filter((id) => leaders.includes(id))).toEqual([]);
  });
});
