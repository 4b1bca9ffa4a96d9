/**
 * Every price the interface and the prints show is worked out once with the validation
 * (engine/unit-prices.ts): each unit's own (the engine's), and its card's with the units it holds. A codex company
 * (its détachements carry the prices) and a first-model company (the company carries them) both show
 * what the company costs, and the top level's card prices add up to the list's points.
 */
import { describe, expect, it } from 'vitest';
import { validate } from '../../../src/core/engine/validate';
import { unitPrices } from '../../../src/core/engine/unit-prices';
import { selectionsAdded } from '../../helpers/selections-added';
import type { ListCards, UnitCard } from '../../../src/core/roster/cards';
import { codexView } from '../../helpers/codex-view';
import { roster } from '../../helpers/engine-fixtures';
import { netepicData } from '../netepic-fr/codex-list';

function list(selections: { id: string; entry: string; parent?: string }[]): ListCards {
  return roster(
    'netepic',
    selections.map((s) => ({ ...s })),
  );
}

/** The list's units as the validation gives them to `unitPrices`. */
function cardsOf(r: { selections: { id: string; entry: string; parent?: string }[] }) {
  return r.selections.map((s) => ({ id: s.id, entryId: s.entry, ...(s.parent ? { holder: s.parent } : {}) }));
}

describe('unit prices', () => {
  it('prices every unit of the list: one nobody prices costs nothing, said once', () => {
    const r = list([
      { id: 'a', entry: 'x' },
      { id: 'gone', entry: 'not-in-the-data' },
    ]);
    const { unitCosts, shownCosts } = unitPrices(cardsOf(r), { a: { points: 15 } });
    expect(unitCosts).toEqual({ a: { points: 15 }, gone: {} });
    expect(shownCosts.gone).toEqual({});
  });

  it('shows a unit with the units it holds, each once, even when parents loop', () => {
    const r = list([
      { id: 'k', entry: 'x' },
      { id: 'd1', entry: 'y', parent: 'k' },
      { id: 'd2', entry: 'y', parent: 'd1' },
      { id: 'p', entry: 'x', parent: 'q' },
      { id: 'q', entry: 'x', parent: 'p' },
    ]);
    const engine = {
      k: { points: 100 },
      d1: { points: 10 },
      d2: { points: 1 },
      p: { points: 5 },
      q: { points: 7 },
    };
    const { shownCosts } = unitPrices(cardsOf(r), engine);
    expect(shownCosts.k).toEqual({ points: 111 });
    expect(shownCosts.d1).toEqual({ points: 11 });
    expect(shownCosts.d2).toEqual({ points: 1 });
    expect(shownCosts.p).toEqual({ points: 12 });
    expect(shownCosts.q).toEqual({ points: 12 });
  });
});

describe('prices of a codex list, from the validation', () => {
  it("a company's card shows what it holds; the top level's cards add up to the list's points", () => {
    const data = netepicData();
    const catalogueId = data.catalogues.find((c) => c.id.startsWith('netepic-fr-'))!.id;
    const view = codexView(catalogueId);
    const formations = view.entries.filter((entry) => entry.contains.length > 0 && !entry.id.includes('::'));
    expect(formations.length).toBeGreaterThan(0);
    const held = new Set(view.entries.flatMap((entry) => entry.contains.map((slot) => slot.entry)));
    let serial = 0;
    const options = { isUnit: (id: string) => held.has(id), newId: () => `u${(serial += 1)}` };
    let r: ListCards = { ...list([]), faction: catalogueId };
    for (const formation of formations.slice(0, 3)) {
      const added: UnitCard[] | undefined = selectionsAdded(r, data, formation.id, undefined, options);
      if (added) r = { ...r, selections: [...r.selections, ...added] };
    }
    const companies = r.selections.filter(
      (s) => s.parent === undefined && r.selections.some((other) => other.parent === s.id),
    );
    expect(companies.length).toBeGreaterThan(0);
    const { stats } = validate(r, view);
    for (const company of companies) {
      const inside = r.selections.filter((s) => s.parent === company.id);
      const sum = [company, ...inside].reduce((total, s) => total + (stats.unitCosts[s.id]?.points ?? 0), 0);
      expect(stats.shownCosts[company.id]?.points, company.entry).toBe(sum);
      expect(sum, company.entry).toBeGreaterThan(0);
    }
    const tops = r.selections.filter((s) => s.parent === undefined);
    expect(tops.reduce((total, s) => total + (stats.shownCosts[s.id]?.points ?? 0), 0)).toBe(stats.points);
  });
});
