/**
 * The builder's view of a list (its cards, flat, options counted by key) and the list it becomes once
 * edited: on every roster fixture, a list shown and taken back unedited is the same list and judged
 * the same; an edit converts again only the cards whose contents it changed, so copies that differ
 * (what a BattleScribe file may hold) survive edits of other cards, renames and moves.
 */
import { describe, expect, it } from 'vitest';
import { cardTest } from '../../../src/core/engine/list-cards';
import type { EngineCatalogue } from '../../../src/core/engine/types';
import { validate, validateList } from '../../../src/core/engine/validate';
import { limitedCostType } from '../../../src/core/roster/builtin-migration';
import { viewOfList, type CardViewContext } from '../../../src/core/roster/card-view';
import { listWithView } from '../../helpers/card-edits';
import type { MusterList } from '../../../src/core/roster/list';
import { setLabel, setTaken } from '../../helpers/card-edits';
import type { RosterSelection } from '../../../src/core/roster/tree';
import { migrationOf } from '../../../src/core/rules/data';
import { fixtureList, rosterFixtures, useFactionCatalogues } from '../../helpers/roster-fixtures';

const catalogueOf = useFactionCatalogues();

function contextOf(catalogue: EngineCatalogue): CardViewContext {
  const data = catalogue.gameData!;
  const items = new Set(catalogue.items.map((item) => item.id));
  return {
    migration: migrationOf(data),
    isCard: cardTest(catalogue),
    isItem: (id) => items.has(id),
    costTypeId: limitedCostType(data.gameSystem.costTypes ?? [])?.id,
  };
}

/** The list's first card that holds options, with one option's selection made two copies that differ. */
function withDifferentCopies(list: MusterList): { list: MusterList; card: string } {
  const force = list.forces[0]!;
  const at = force.selections.findIndex((card) => card.selections.some((child) => child.id.includes('.o.')));
  const card = force.selections[at]!;
  const option = card.selections.find((child) => child.id.includes('.o.'))!;
  const copies: RosterSelection[] = [
    { ...option, id: `${option.id}:a`, number: 1, customName: 'First' },
    { ...option, id: `${option.id}:b`, number: 1, customName: 'Second' },
  ];
  const changed = {
    ...card,
    selections: card.selections.flatMap((child) => (child === option ? copies : [child])),
  };
  const selections = force.selections.map((other) => (other === card ? changed : other));
  return { list: { ...list, forces: [{ ...force, selections }] }, card: card.id };
}

describe("the builder's view of a list", () => {
  it('shows every fixture as its cards, and takes them back as the same list, judged the same', async () => {
    for (const { name, roster } of rosterFixtures()) {
      const catalogue = await catalogueOf(roster.faction);
      const context = contextOf(catalogue);
      const list = structuredClone(fixtureList(roster, catalogue));
      const view = viewOfList(list, context);
      expect(view.selections.map((card) => card.id).sort(), name).toEqual(
        roster.selections.map((s) => s.id).sort(),
      );
      expect(validate(view, catalogue).issues, name).toEqual(validateList(list, catalogue).issues);
      const back = listWithView(list, view, context);
      expect(validateList(back, catalogue), name).toEqual(validateList(list, catalogue));
      expect(viewOfList(back, context), name).toEqual(view);
    }
  });

  it('keeps copies that differ through edits of other cards, renames and its own unchanged contents', async () => {
    const fixture = rosterFixtures().find(
      ({ roster }) =>
        roster.selections.filter((s) => Object.values(s.options).some((n) => n > 0)).length >= 2,
    )!;
    const catalogue = await catalogueOf(fixture.roster.faction);
    const context = contextOf(catalogue);
    const { list, card } = withDifferentCopies(structuredClone(fixtureList(fixture.roster, catalogue)));
    const own = (of: MusterList) => of.forces[0]!.selections.find((s) => s.id === card)!;
    const view = viewOfList(list, context);
    const other = view.selections.find((s) => s.id !== card && s.parent === undefined)!;
    // Another card renamed, then this card renamed: its copies stay as they were.
    let next = listWithView(list, setLabel(view, other.id, 'Renamed'), context);
    expect(own(next).selections).toEqual(own(list).selections);
    const renamed = setLabel(viewOfList(next, context), card, 'Mine');
    next = listWithView(next, renamed, context);
    expect(own(next).customName).toBe('Mine');
    expect(
      own(next)
        .selections.filter((s) => s.customName !== undefined)
        .map((s) => s.customName),
    ).toEqual(['First', 'Second']);
    // Its options changed: it is converted again, as the data deals its copies.
    const shown = viewOfList(next, context).selections.find((s) => s.id === card)!;
    const key = Object.keys(shown.options)[0]!;
    next = listWithView(
      next,
      setTaken(viewOfList(next, context), card, 'options', key, shown.options[key]! + 1),
      context,
    );
    expect(own(next).selections.some((s) => s.customName === 'First')).toBe(false);
  });
});
