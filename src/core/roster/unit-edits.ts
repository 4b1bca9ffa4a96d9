/**
 * The builder's edits of a list's units, made on the list itself (the tree of forces and selections),
 * addressed by card id: remove, duplicate, rename, join to a host or a transport; and the list's own
 * fields. They replace editing the cards' flat view and converting it back, which made a card's
 * contents again from its counts and lost copies that differ.
 *
 * Each returns the same list object when it changes nothing (a no-op is no undo step), and a new list
 * sharing every force and selection it did not change otherwise. The edits of a unit's contents (its
 * count, its options and items) are in unit-options.ts, its moves in unit-moves.ts, the addition of a
 * unit in engine/unit-add.ts.
 */
import type { CardViewContext } from './card-view';
import { idBelongsTo, mainForce, pointsLimitOf, type MusterList } from './list';
import { relationChainFindings, type Relation } from './relation-chains';
import type { RosterSelection } from './tree';
import {
  allSelections,
  findCard,
  idsOf,
  mapSelections,
  ownedId,
  subtreeIds,
  unitIdFactory,
  withCard,
  withSelectionsAt,
  type IsCard,
} from './unit-tree';

/** How the edits read a list of a faction: which selections are cards, the data's migration. */
export type UnitEditContext = CardViewContext;

/** Removes a unit with what it holds; units attached to it or embarked in it (or in what it held) stay, freed. */
export function removeUnit(list: MusterList, context: UnitEditContext, cardId: string): MusterList {
  const place = findCard(list, context.isCard, cardId);
  if (!place) return list;
  const gone = subtreeIds(place.card);
  return mapSelections(withCard(list, place, null), (selection) => {
    let next = selection;
    for (const relation of ['attachedTo', 'embarkedIn'] as const) {
      const target = next[relation];
      if (target !== undefined && gone.has(target)) next = without(next, relation);
    }
    return next;
  });
}

function without(selection: RosterSelection, key: Relation | 'customName'): RosterSelection {
  if (selection[key] === undefined) return selection;
  const copy = { ...selection };
  delete copy[key];
  return copy;
}

/**
 * Copies a unit (a formation with its contents) right after the original, with fresh ids for it and
 * everything under it. The copy joins neither the original's host nor its transport (a second
 * détachement would not fit in the same Rhinos), and custom names stay with the originals' cards: two
 * "Escouade Varro" would tell the player nothing. Relations inside the copy follow the copy.
 */
export function duplicateUnitOf(
  list: MusterList,
  context: UnitEditContext,
  cardId: string,
  nextId: () => string = unitIdFactory(list),
): { list: MusterList; copyId: string | null } {
  const place = findCard(list, context.isCard, cardId);
  if (!place) return { list, copyId: null };
  const renamed = new Map<string, string>();
  const copy = copyCard(place.card, context.isCard, nextId, idsOf(list), renamed);
  const at = place.path.at(-1)!;
  const next = withSelectionsAt(list, place.forcePath, place.path.slice(0, -1), (selections) => [
    ...selections.slice(0, at + 1),
    followRelations(copy, renamed),
    ...selections.slice(at + 1),
  ]);
  return { list: next, copyId: copy.id };
}

/**
 * A card's subtree with fresh ids: cards get new card ids, what a card owns keeps what its id says of
 * it (`<card>.o.rhino` becomes `<copy>.o.rhino`); names of cards dropped. Old ids → new in `renamed`.
 */
function copyCard(
  card: RosterSelection,
  isCard: IsCard,
  nextId: () => string,
  taken: Set<string>,
  renamed: Map<string, string>,
): RosterSelection {
  let serial = 0;
  // Bounded by the file's nesting limit (read-roster-tree), so recursion is safe.
  const copyOwned = (selection: RosterSelection, owner: string, copyOwner: string): RosterSelection => {
    const suffix = idBelongsTo(selection.id, owner)
      ? selection.id.slice(owner.length + 1)
      : (serial += 1).toString(36);
    const id = ownedId(taken, copyOwner, suffix);
    renamed.set(selection.id, id);
    return {
      ...selection,
      id,
      selections: selection.selections.map((child) => copyOwned(child, owner, copyOwner)),
    };
  };
  const copyOne = (original: RosterSelection): RosterSelection => {
    const id = nextId();
    taken.add(id);
    renamed.set(original.id, id);
    const out = without(original, 'customName');
    return {
      ...out,
      id,
      selections: original.selections.map((child) =>
        isCard(child) ? copyOne(child) : copyOwned(child, original.id, id),
      ),
    };
  };
  return copyOne(card);
}

/** The copy's relations renamed when they lead inside it, dropped otherwise (and always on the copy itself). */
function followRelations(copy: RosterSelection, renamed: ReadonlyMap<string, string>): RosterSelection {
  const follow = (selection: RosterSelection, top: boolean): RosterSelection => {
    let out: RosterSelection = {
      ...selection,
      selections: selection.selections.map((c) => follow(c, false)),
    };
    for (const relation of ['attachedTo', 'embarkedIn'] as const) {
      const target = out[relation];
      if (target === undefined) continue;
      const inside = renamed.get(target);
      out = inside !== undefined && !top ? { ...out, [relation]: inside } : without(out, relation);
    }
    return out;
  };
  return follow(copy, true);
}

/** The player's own name for a unit (trimmed, 120 characters at most); an empty name removes it. */
export function setUnitName(
  list: MusterList,
  context: UnitEditContext,
  cardId: string,
  name: string,
): MusterList {
  const place = findCard(list, context.isCard, cardId);
  if (!place) return list;
  const trimmed = name.trim().slice(0, 120);
  const card = place.card;
  if ((card.customName ?? '') === trimmed) return list;
  return withCard(
    list,
    place,
    trimmed === '' ? without(card, 'customName') : { ...card, customName: trimmed },
  );
}

/** Joins a Personnage Lié to a détachement, or frees it (target undefined). */
export function attachUnit(
  list: MusterList,
  context: UnitEditContext,
  cardId: string,
  target: string | undefined,
): MusterList {
  return relate(list, context, cardId, 'attachedTo', target);
}

/** Puts a unit in a détachement's transports, or takes it out (target undefined). */
export function embarkUnit(
  list: MusterList,
  context: UnitEditContext,
  cardId: string,
  target: string | undefined,
): MusterList {
  return relate(list, context, cardId, 'embarkedIn', target);
}

/**
 * Sets or clears a relation of a unit. A target that is not a unit of the list, the unit itself, or
 * one that would make the relation loop or chain further than any rule is refused (the list would no
 * longer read as a file).
 */
function relate(
  list: MusterList,
  context: UnitEditContext,
  cardId: string,
  relation: Relation,
  target: string | undefined,
): MusterList {
  if (target === cardId) return list;
  const place = findCard(list, context.isCard, cardId);
  if (!place || place.card[relation] === target) return list;
  if (target !== undefined && !findCard(list, context.isCard, target)) return list;
  const card = place.card;
  const next = withCard(
    list,
    place,
    target === undefined ? without(card, relation) : { ...card, [relation]: target },
  );
  return target === undefined || relationsHold(next) ? next : list;
}

function relationsHold(list: MusterList): boolean {
  const related = [...allSelections(list)].filter(
    (selection) => selection.attachedTo !== undefined || selection.embarkedIn !== undefined,
  );
  return relationChainFindings(related).length === 0;
}

/** The list's own fields the builder edits: its name, its notes, its points limit. */
export interface ListFields {
  name?: string;
  notes?: string;
  /** In the game's limited cost type (the context's `costTypeId`). */
  pointsLimit?: number;
  /** The force entry the list's own force takes (a detachment, a game mode). */
  force?: string;
}

/** Sets the list's name, notes (empty: none), points limit and force; the same list when each is as it was. */
export function setListFields(list: MusterList, context: UnitEditContext, fields: ListFields): MusterList {
  let next = list;
  if (fields.name !== undefined && fields.name !== list.name) next = { ...next, name: fields.name };
  if (fields.notes !== undefined && fields.notes !== (list.customNotes ?? '')) {
    next = { ...next, customNotes: fields.notes };
    if (fields.notes === '') delete next.customNotes;
  }
  const limit = fields.pointsLimit;
  if (limit !== undefined) {
    const costType = context.costTypeId ?? Object.keys(list.costLimits)[0] ?? 'points';
    if (list.costLimits[costType] !== limit && pointsLimitOf(list, context.costTypeId) !== limit)
      next = { ...next, costLimits: { ...list.costLimits, [costType]: limit } };
  }
  const force = mainForce(list);
  if (fields.force !== undefined && force && fields.force !== force.entryId)
    next = { ...next, forces: [{ ...force, entryId: fields.force }, ...list.forces.slice(1)] };
  return next;
}
