/**
 * Adding a unit to a list, made on the list itself (roster/unit-edits.ts has the other edits of its
 * units): at the root of its force or into a holder card (a company's détachement), with what the data
 * makes it hold from the start, as the builder added units through the cards before.
 *
 * The unit is the one the engine's `selectEntry` makes of the faction's game data (its models at their
 * minimum, a group's default weapon, a formation's contents). Where the data does not offer the entry
 * (a détachement put at the root, out of its company), it is made anyway, as a card of its entry with
 * its options' defaults and the units its data requires inside it (`unitOfCard`), and the validation
 * says where it belongs. The new unit's card id is fresh; what it owns is named after it (`<card>.<…>`,
 * list.ts `idBelongsTo`).
 */
import { isGameDataView } from '../catalogue/view-types';
import type { CatalogueEntry } from '../catalogue/entry-types';
import { mainForce, type MusterList } from '../roster/list';
import { migrateV2 } from '../roster/migrate/cards-to-tree';
import type { ListCards, UnitCard } from '../roster/cards';
import { findSelectionById, type RosterSelection } from '../roster/tree';
import type { UnitEditContext } from '../roster/unit-edits';
import {
  findCard,
  idsOf,
  ownedId,
  unitIdFactory,
  withSelectionsAt,
  type CardPlace,
  type IsCard,
} from '../roster/unit-tree';
import { compulsoryChildren } from './compulsory';
import { dataIndexOf } from './data-index';
import { selectEntry } from './edits';
import { cardViewContextOf } from './list-cards';
import type { EngineCatalogue } from './types';

/**
 * Adds a unit of `entryId` at the root of the list's force, or into the holder card `holderId`; the
 * new card's id, or null (and the same list) when the faction has no game data, the holder is not a
 * card of the list or the entry is unknown.
 */
export function addUnit(
  list: MusterList,
  catalogue: EngineCatalogue,
  entryId: string,
  holderId: string | undefined,
  nextId: () => string = unitIdFactory(list),
): { list: MusterList; unitId: string | null } {
  const context = cardViewContextOf(catalogue);
  const force = mainForce(list);
  if (!context || !force) return { list, unitId: null };
  const holder = holderId === undefined ? undefined : findCard(list, context.isCard, holderId);
  if (holderId !== undefined && !holder) return { list, unitId: null };
  const made =
    (isGameDataView(catalogue.faction) ? engineUnit(list, catalogue, entryId, holder) : undefined) ??
    unitOfCard(list, catalogue, context, entryId, holder);
  if (!made) return { list, unitId: null };
  const unit = withOwnIds(made, context.isCard, nextId, idsOf(list));
  const next = holder
    ? withSelectionsAt(list, holder.forcePath, holder.path, (selections) => [...selections, unit])
    : withSelectionsAt(list, [0], [], (selections) => [...selections, unit]);
  return { list: next, unitId: unit.id };
}

/** The unit the engine makes of the entry there; undefined when the data does not offer it there. */
function engineUnit(
  list: MusterList,
  catalogue: EngineCatalogue,
  entryId: string,
  holder: CardPlace | undefined,
): RosterSelection | undefined {
  const holderId = holder?.card.id;
  const data = catalogue.gameData;
  const force = mainForce(list);
  if (!data || !force) return undefined;
  const taken = idsOf(list);
  let serial = 0;
  const newId = () => {
    let id: string;
    do id = `added-${(serial += 1)}`;
    while (taken.has(id));
    return id;
  };
  const context = { index: dataIndexOf(data), newId };
  const select = (from: MusterList) => {
    const result = selectEntry(context, from, force.id, entryId, holderId);
    const created = result.createdId;
    const selection =
      created === undefined
        ? undefined
        : findSelectionById(result.roster.forces[0]?.selections ?? [], created);
    return { selection, fresh: created !== undefined && !taken.has(created) };
  };
  try {
    const first = select(list);
    if (first.fresh || !first.selection || !holder) return first.fresh ? first.selection : undefined;
    // An entry the engine counts up rather than copies (a second détachement of a kind raised on the
    // first): made in the holder without those already there, as a unit of its own.
    const counted = first.selection.entryId;
    const apart = withSelectionsAt(list, holder.forcePath, holder.path, (selections) =>
      selections.filter((selection) => selection.entryId !== counted),
    );
    const second = select(apart);
    return second.fresh ? second.selection : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A unit of a faction's entry with its options' defaults and the units its data requires inside it,
 * made as the migration from version 2 makes a unit held by these holders: where the engine does not
 * offer the entry there, or for a catalogue that is no view of game data (a rule's test catalogue).
 */
function unitOfCard(
  list: MusterList,
  catalogue: EngineCatalogue,
  context: UnitEditContext,
  entryId: string,
  holder: CardPlace | undefined,
): RosterSelection | undefined {
  const entry = catalogue.entries.find((candidate) => candidate.id === entryId);
  const force = mainForce(list);
  if (!entry || !force) return undefined;
  // The holders, bare: the migration asks their entries whether an option is made of copies.
  const chain = holder ? [...holder.holders, holder.card] : [];
  const selections: UnitCard[] = chain.map((card, index) => {
    const bare: UnitCard = { id: `h${index}`, entry: card.entryId, options: {}, items: {} };
    if (index > 0) bare.parent = `h${index - 1}`;
    return bare;
  });
  const unitId = 'unit';
  selections.push(bareUnit(entry, unitId, chain.length > 0 ? `h${chain.length - 1}` : undefined));
  const contents = catalogue.gameData
    ? compulsoryChildren(dataIndexOf(catalogue.gameData), catalogue.faction.id, entryId)
    : [];
  let serial = 0;
  for (const { entryId: childId, count } of contents) {
    const child = catalogue.entries.find((candidate) => candidate.id === childId);
    if (!child) continue;
    for (let n = 0; n < count; n += 1) selections.push(bareUnit(child, `c${(serial += 1)}`, unitId));
  }
  const at = list.createdAt;
  const roster: ListCards = {
    id: list.id,
    name: list.name || list.id,
    game: catalogue.game.id,
    faction: force.catalogueId,
    pointsLimit: 1,
    notes: '',
    createdAt: at,
    updatedAt: at,
    selections,
  };
  const tree = migrateV2(roster, context.migration).forces[0]?.selections ?? [];
  return findSelectionById(tree, unitId);
}

/** A version 2 unit of an entry with the options the catalogue gives it by default (a détachement's Rhinos). */
function bareUnit(entry: CatalogueEntry, id: string, parent: string | undefined): UnitCard {
  const options: Record<string, number> = {};
  for (const option of entry.options) if (option.default > 0) options[option.id] = option.default;
  const selection: UnitCard = { id, entry: entry.id, options, items: {} };
  if (parent !== undefined) selection.parent = parent;
  return selection;
}

/**
 * A new unit with the list's ids: fresh card ids for it and the units it holds, and for what each
 * owns, the card's id and what the migration's id said of it (`<card>.o.rhino`), else a number.
 */
function withOwnIds(
  unit: RosterSelection,
  isCard: IsCard,
  nextId: () => string,
  taken: Set<string>,
): RosterSelection {
  // Bounded by the engine's own nesting (a unit's options a few levels deep): recursion is safe.
  const owned = (selection: RosterSelection, owner: string, cardId: string, serial: { n: number }) => {
    const dot = selection.id.startsWith(`${owner}.`) ? selection.id.slice(owner.length + 1) : '';
    const id = ownedId(taken, cardId, dot || (serial.n += 1).toString(36));
    const out: RosterSelection = {
      ...selection,
      id,
      selections: selection.selections.map((child) => owned(child, owner, cardId, serial)),
    };
    return out;
  };
  const card = (selection: RosterSelection): RosterSelection => {
    const id = nextId();
    taken.add(id);
    const serial = { n: 0 };
    return {
      ...selection,
      id,
      selections: selection.selections.map((child) =>
        isCard(child) ? card(child) : owned(child, selection.id, id, serial),
      ),
    };
  };
  return card(unit);
}
