/**
 * A unit's option steppers and item list follow what the engine offers over the built-in game data
 * (optionOffersOf), not the limits its catalogue view writes: a Deadzone walker or bike is offered no items, a trooper
 * one at most of each, an Antares option opens as the modifiers of its data say. What is offered is
 * what the validation then accepts.
 */
import { describe, expect, it } from 'vitest';
import type { CatalogueOption } from '../../../src/core/catalogue/entry-types';
import { validate } from '../../../src/core/engine/validate';
import type { ListCards, UnitCard } from '../../../src/core/roster/cards';
import type { FactionCatalogue } from '../../../src/shared/catalogue-types';
import { isOneChoice, offerFor, optionOffersOf } from '../../../src/renderer/state/engine-options';
import { useService } from '../../helpers/service';
import { treeOf } from '../../helpers/tree-of';

const open = useService();

function rosterOf(catalogue: FactionCatalogue, selections: UnitCard[]): ListCards {
  return {
    id: 'offers-roster',
    name: 'Offers',
    game: catalogue.game.id,
    faction: catalogue.faction.id,
    pointsLimit: 1000,
    notes: '',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    selections,
  };
}

function unit(id: string, entry: string, extra: Partial<UnitCard> = {}): UnitCard {
  return { id, entry, options: {}, items: {}, ...extra };
}

/** The most of each item the engine lets this unit hold, by item id. */
function itemMaxima(catalogue: FactionCatalogue, roster: ListCards, id: string): Record<string, number> {
  const offers = optionOffersOf(catalogue, treeOf(roster, catalogue), id);
  expect(offers, id).toBeDefined();
  return Object.fromEntries(catalogue.items.map((item) => [item.id, offerFor(offers, item).max]));
}

/**
 * Whether the validation says more about this unit than about the list `before` (the list without
 * the item): a list breaking its force organisation names its units in those verdicts already.
 */
function refused(
  catalogue: FactionCatalogue,
  roster: ListCards,
  unitId: string,
  before?: ListCards,
): boolean {
  const errors = (list: ListCards) =>
    new Set(
      validate(list, catalogue)
        .issues.filter((issue) => issue.severity === 'error' && issue.selections.includes(unitId))
        .map((issue) => `${issue.code}|${issue.source.entry ?? ''}|${issue.source.constraint ?? ''}`),
    );
  const known = before ? errors(before) : new Set<string>();
  return [...errors(roster)].some((error) => !known.has(error));
}

function holding(
  roster: ListCards,
  id: string,
  kind: 'options' | 'items',
  key: string,
  n: number,
): ListCards {
  return {
    ...roster,
    selections: roster.selections.map((s) => (s.id === id ? { ...s, [kind]: { ...s[kind], [key]: n } } : s)),
  };
}

describe('options and items offered by the engine', () => {
  it('a Deadzone walker and a bike are offered no items; a trooper one of each, as the validation says', async () => {
    const catalogue = await open().handlers.getFactionCatalogue({ faction: 'deadzone-enforcers' });
    expect(catalogue.items.length).toBeGreaterThan(0);
    const roster = rosterOf(catalogue, [
      unit('walker', 'enf-strider-soutien-lourd'),
      unit('bike', 'enf-moto-jet-fusil'),
      unit('trooper', 'enf-enforcer-fusil-laser'),
    ]);
    for (const id of ['walker', 'bike']) {
      expect(Object.values(itemMaxima(catalogue, roster, id)), id).toEqual(catalogue.items.map(() => 0));
    }
    expect(Object.values(itemMaxima(catalogue, roster, 'trooper'))).toEqual(catalogue.items.map(() => 1));

    // What is not offered is what the validation refuses, item by item.
    for (const item of catalogue.items) {
      for (const id of ['walker', 'bike', 'trooper']) {
        const offered = offerFor(optionOffersOf(catalogue, treeOf(roster, catalogue), id), item).max > 0;
        expect(
          refused(catalogue, holding(roster, id, 'items', item.id, 1), id, roster),
          `${id} ${item.id}`,
        ).toBe(!offered);
      }
    }
  });

  it('the walker still chooses one of its upgrades, as radio buttons', async () => {
    const catalogue = await open().handlers.getFactionCatalogue({ faction: 'deadzone-enforcers' });
    const roster = rosterOf(catalogue, [unit('walker', 'enf-strider-soutien-lourd')]);
    const offers = optionOffersOf(catalogue, treeOf(roster, catalogue), 'walker');
    const entry = catalogue.entries.find((candidate) => candidate.id === 'enf-strider-soutien-lourd')!;
    expect(entry.options.map((option) => offerFor(offers, option))).toMatchObject([
      { min: 0, max: 1 },
      { min: 0, max: 1 },
    ]);
    expect(isOneChoice(offers, entry.options, false)).toBe(true);
  });

  it('an Antares ammunition for extra launchers opens with the ammunition, once per extra launcher', async () => {
    const catalogue = await open().handlers.getFactionCatalogue({ faction: 'antares-algoryn' });
    const entry = catalogue.entries.find((candidate) => candidate.id === 'alg-ai-squad')!;
    const extraAmmo = entry.options.find((option) => option.id === 'munition-filet-fronde-micro-x')!;
    // The data's own limit is one; the engine raises it by one per extra launcher.
    expect(extraAmmo.max).toBe(1);
    const maxWith = (options: Record<string, number>) => {
      const roster = rosterOf(catalogue, [unit('squad', 'alg-ai-squad', { options })]);
      return offerFor(optionOffersOf(catalogue, treeOf(roster, catalogue), 'squad'), extraAmmo).max;
    };
    expect(maxWith({})).toBe(0);
    expect(maxWith({ 'echange-micro-x': 2 })).toBe(0);
    expect(maxWith({ 'munition-filet-fronde': 1 })).toBe(0);
    expect(maxWith({ 'munition-filet-fronde': 1, 'echange-micro-x': 1 })).toBe(1);
    expect(maxWith({ 'munition-filet-fronde': 1, 'echange-micro-x': 2 })).toBe(2);
  });

  it("an Antares compactor drone's load is a choice only once the squad has the drone", async () => {
    const catalogue = await open().handlers.getFactionCatalogue({ faction: 'antares-algoryn' });
    const entry = catalogue.entries.find((candidate) => candidate.id === 'alg-intruder-skimmer-squad')!;
    const loads = entry.options.filter(
      (option) => option.group === 'alg-intruder-skimmer-squad.charge-compacteur',
    );
    expect(loads.length).toBeGreaterThan(1);
    const offered = (options: Record<string, number>) => {
      const roster = rosterOf(catalogue, [unit('squad', 'alg-intruder-skimmer-squad', { options })]);
      const offers = optionOffersOf(catalogue, treeOf(roster, catalogue), 'squad');
      return { offers, maxima: loads.map((load) => offerFor(offers, load).max) };
    };
    expect(offered({}).maxima).toEqual(loads.map(() => 0));
    const withDrone = offered({ 'drone-compacteur': 1 });
    expect(withDrone.maxima).toEqual(loads.map(() => 1));
    expect(isOneChoice(withDrone.offers, loads, false)).toBe(true);
  });

  it('without game data, or for a unit the data does not place there, the catalogue view answers', async () => {
    const catalogue = await open().handlers.getFactionCatalogue({ faction: 'deadzone-enforcers' });
    const roster = rosterOf(catalogue, [unit('bike', 'enf-moto-jet-fusil')]);
    const { gameData: _dropped, ...rest } = catalogue;
    const withoutData: FactionCatalogue = rest;
    expect(optionOffersOf(withoutData, treeOf(roster, withoutData), 'bike')).toBeUndefined();
    const item: CatalogueOption = catalogue.items[0]!;
    expect(offerFor(undefined, item)).toEqual({ min: item.min, max: item.max });

    const netepic = await open().handlers.getFactionCatalogue({ faction: 'netepic-space-marines' });
    // A détachement outside its company card: its verdict says so; its options stay those of the view.
    const loose = rosterOf(netepic, [unit('loose', 'sm-tactical-detachment')]);
    expect(optionOffersOf(netepic, treeOf(loose, netepic), 'loose')).toBeUndefined();
  });
});
