/**
 * The builder's edits as they were made before the editor held the list: on its cards (the flat
 * version 2 view, card-view.ts), then taken back into the list (`listWithCards`), which converts
 * again (`migrateV2`) every card whose count, options or items the edit changed, losing that card's
 * copies that differ. Kept here as the reference the unit edits of src/core are compared against
 * (unit-edit-oracle.ts), and for tests that write cards by hand; the builder no longer edits cards.
 */
import type { CatalogueEntry } from '../../src/core/catalogue/entry-types';
import { withDescendants } from '../../src/core/roster/card-view';
import { OPTION_PATH_SEPARATOR } from '../../src/core/roster/ids';
import type { ListCards, UnitCard } from '../../src/core/roster/cards';

export { withDescendants };
export { listWithCards as listWithView } from '../../src/core/roster/cards-into-list';

type Edit = (selection: UnitCard) => UnitCard;

/** Replaces the selections `edit` changes; an edit returning the same object changes nothing. */
function mapSelections(roster: ListCards, edit: Edit): ListCards {
  let changed = false;
  const selections = roster.selections.map((s) => {
    const next = edit(s);
    if (next !== s) changed = true;
    return next;
  });
  return changed ? { ...roster, selections } : roster;
}

function without<K extends 'parent' | 'attachedTo' | 'embarkedIn'>(selection: UnitCard, key: K): UnitCard {
  if (selection[key] === undefined) return selection;
  const copy = { ...selection };
  delete copy[key];
  return copy;
}

/** Makes selection ids not used in this roster: short, since they appear in every reference. */
export function idFactory(roster: ListCards, random: () => number = Math.random): () => string {
  const used = new Set(roster.selections.map((s) => s.id));
  return () => {
    for (;;) {
      const id = `s${Math.floor(random() * 36 ** 6)
        .toString(36)
        .padStart(6, '0')}`;
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
}

/** A new selection of an entry, with the options the catalogue gives by default (a détachement's Rhinos). */
export function newSelection(entry: CatalogueEntry, id: string, parent?: string): UnitCard {
  const options: Record<string, number> = {};
  for (const option of entry.options) if (option.default > 0) options[option.id] = option.default;
  const selection: UnitCard = { id, entry: entry.id, options, items: {} };
  if (parent !== undefined) selection.parent = parent;
  return selection;
}

export function addSelection(roster: ListCards, selection: UnitCard): ListCards {
  return { ...roster, selections: [...roster.selections, selection] };
}

/**
 * Adds a new selection of `entry` with what the data makes it hold (a company card's Capitaine and
 * détachements, each with its default options), as the engine's `compulsoryChildren` says.
 */
export function addWithContents(
  roster: ListCards,
  entry: CatalogueEntry,
  id: string,
  parent: string | undefined,
  contents: readonly { entryId: string; count: number }[],
  entries: readonly CatalogueEntry[],
  nextId: () => string = idFactory(roster),
): ListCards {
  const added = [newSelection(entry, id, parent)];
  for (const { entryId, count } of contents) {
    const child = entries.find((candidate) => candidate.id === entryId);
    if (!child) continue;
    for (let n = 0; n < count; n += 1) added.push(newSelection(child, nextId(), id));
  }
  return { ...roster, selections: [...roster.selections, ...added] };
}

export function updateSelection(roster: ListCards, id: string, edit: Edit): ListCards {
  return mapSelections(roster, (s) => (s.id === id ? edit(s) : s));
}

/** Removes a selection with what it holds; characters attached to it and units embarked in it stay, freed. */
export function removeSelection(roster: ListCards, id: string): ListCards {
  const gone = withDescendants(roster, id);
  const selections: UnitCard[] = [];
  for (const s of roster.selections) {
    if (gone.has(s.id)) continue;
    let next = s;
    if (next.attachedTo !== undefined && gone.has(next.attachedTo)) next = without(next, 'attachedTo');
    if (next.embarkedIn !== undefined && gone.has(next.embarkedIn)) next = without(next, 'embarkedIn');
    selections.push(next);
  }
  return { ...roster, selections };
}

/**
 * Copies a selection (a formation with its contents) right after the original. The copy does not
 * join the original's character or transport: a second détachement would not fit in the same Rhinos.
 * Custom names stay with the originals: two "Escouade Varro" would tell the player nothing.
 */
export function duplicateUnit(
  roster: ListCards,
  id: string,
  nextId: () => string = idFactory(roster),
): { roster: ListCards; copyId: string | null } {
  if (!roster.selections.some((s) => s.id === id)) return { roster, copyId: null };
  const copied = withDescendants(roster, id);
  const idMap = new Map([...copied].map((old) => [old, nextId()]));
  const copies: UnitCard[] = [];
  for (const s of roster.selections) {
    if (!copied.has(s.id)) continue;
    const { label: _ownName, ...unnamed } = s;
    let copy: UnitCard = {
      ...unnamed,
      id: idMap.get(s.id)!,
      options: { ...s.options },
      items: { ...s.items },
    };
    if (s.id !== id && s.parent !== undefined) copy.parent = idMap.get(s.parent) ?? s.parent;
    for (const key of ['attachedTo', 'embarkedIn'] as const) {
      const target = s[key];
      if (target === undefined) continue;
      const inside = idMap.get(target);
      copy = inside !== undefined && s.id !== id ? { ...copy, [key]: inside } : without(copy, key);
    }
    copies.push(copy);
  }
  // The copies go after the last selection of the original group, in the same order.
  let lastIndex = -1;
  roster.selections.forEach((s, index) => {
    if (copied.has(s.id)) lastIndex = index;
  });
  const selections = [...roster.selections];
  selections.splice(lastIndex + 1, 0, ...copies);
  return { roster: { ...roster, selections }, copyId: idMap.get(id)! };
}

export function setCount(roster: ListCards, id: string, count: number | undefined): ListCards {
  return updateSelection(roster, id, (s) => {
    if (s.count === count) return s;
    if (count === undefined) {
      const copy = { ...s };
      delete copy.count;
      return copy;
    }
    return { ...s, count };
  });
}

/** Sets how many of an option (or faction item) a selection takes; 0 removes the key, keeping files tidy. */
export function setTaken(
  roster: ListCards,
  id: string,
  field: 'options' | 'items',
  key: string,
  amount: number,
): ListCards {
  return updateSelection(roster, id, (s) => {
    const current = s[field][key] ?? 0;
    if (current === amount) return s;
    const record = { ...s[field] };
    if (amount <= 0) dropOption(record, key);
    else {
      record[key] = amount;
      scaleInnerOptions(record, key, current, amount);
    }
    return { ...s, [field]: record };
  });
}

/**
 * Options taken inside an option of several models are held once per model (a trooper's armour):
 * they follow its count, as the engine's edits scale collective options.
 */
function scaleInnerOptions(record: Record<string, number>, key: string, previous: number, now: number): void {
  if (previous <= 0) return;
  const inside = `${key}${OPTION_PATH_SEPARATOR}`;
  for (const [other, taken] of Object.entries(record)) {
    if (!other.startsWith(inside) || other.indexOf(OPTION_PATH_SEPARATOR, inside.length) !== -1) continue;
    const perModel = Math.floor(taken / previous);
    if (perModel > 0) record[other] = perModel * now;
  }
}

/** Removes an option and the options taken inside it (`key/…`): nothing holds them any more. */
export function dropOption(record: Record<string, number>, key: string): void {
  delete record[key];
  const inside = `${key}${OPTION_PATH_SEPARATOR}`;
  for (const other of Object.keys(record)) if (other.startsWith(inside)) delete record[other];
}

export function setLabel(roster: ListCards, id: string, label: string): ListCards {
  const trimmed = label.trim().slice(0, 120);
  return updateSelection(roster, id, (s) => {
    if ((s.label ?? '') === trimmed) return s;
    if (trimmed !== '') return { ...s, label: trimmed };
    const copy = { ...s };
    delete copy.label;
    return copy;
  });
}

/** Joins a Personnage Lié to a détachement, or frees it (target undefined). */
export function attachTo(roster: ListCards, id: string, target: string | undefined): ListCards {
  if (target === id) return roster;
  return updateSelection(roster, id, (s) => {
    if (s.attachedTo === target) return s;
    const freed = without(s, 'attachedTo');
    return target === undefined ? freed : { ...freed, attachedTo: target };
  });
}

/** Puts a unit in a détachement's transports, or takes it out (target undefined). */
export function embarkIn(roster: ListCards, id: string, target: string | undefined): ListCards {
  if (target === id) return roster;
  return updateSelection(roster, id, (s) => {
    if (s.embarkedIn === target) return s;
    const freed = without(s, 'embarkedIn');
    return target === undefined ? freed : { ...freed, embarkedIn: target };
  });
}

/**
 * Moves a selection (with what it holds, whose order is kept) before or after another one, taking
 * that one's formation; or into a formation, at its end. Moving a formation into itself is refused.
 */
export function moveSelection(
  roster: ListCards,
  id: string,
  place: { before: string } | { after: string } | { into: string | undefined },
): ListCards {
  const group = withDescendants(roster, id);
  const anchorId = 'before' in place ? place.before : 'after' in place ? place.after : place.into;
  if (anchorId !== undefined && group.has(anchorId)) return roster;
  const moving = roster.selections.find((s) => s.id === id);
  if (!moving) return roster;
  const anchor = anchorId === undefined ? undefined : roster.selections.find((s) => s.id === anchorId);
  if (anchorId !== undefined && !anchor) return roster;
  const parent = 'into' in place ? place.into : anchor?.parent;
  let moved: UnitCard = moving;
  if (moving.parent !== parent)
    moved = parent === undefined ? without(moving, 'parent') : { ...moving, parent };
  const block = roster.selections.filter((s) => group.has(s.id)).map((s) => (s.id === id ? moved : s));
  const rest = roster.selections.filter((s) => !group.has(s.id));
  let at: number;
  if ('before' in place) at = rest.findIndex((s) => s.id === place.before);
  else if ('after' in place) {
    // After the anchor and everything it holds.
    const anchorGroup = withDescendants(roster, place.after);
    at = rest.reduce((last, s, index) => (anchorGroup.has(s.id) ? index + 1 : last), -1);
  } else at = rest.length;
  if (at < 0) return roster;
  const selections = [...rest.slice(0, at), ...block, ...rest.slice(at)];
  const same =
    selections.length === roster.selections.length && selections.every((s, i) => s === roster.selections[i]);
  return same ? roster : { ...roster, selections };
}

/** Moves a selection one place up or down among its siblings (keyboard reordering). */
export function moveAmongSiblings(roster: ListCards, id: string, delta: -1 | 1): ListCards {
  const moving = roster.selections.find((s) => s.id === id);
  if (!moving) return roster;
  const siblings = roster.selections.filter((s) => s.parent === moving.parent);
  const index = siblings.findIndex((s) => s.id === id);
  const neighbour = siblings[index + delta];
  if (!neighbour) return roster;
  return moveSelection(roster, id, delta < 0 ? { before: neighbour.id } : { after: neighbour.id });
}

export function setRosterFields(
  roster: ListCards,
  fields: Partial<Pick<ListCards, 'name' | 'pointsLimit' | 'notes' | 'force'>>,
): ListCards {
  const changed = (Object.keys(fields) as (keyof typeof fields)[]).some(
    (key) => fields[key] !== undefined && fields[key] !== roster[key],
  );
  return changed ? { ...roster, ...fields } : roster;
}
