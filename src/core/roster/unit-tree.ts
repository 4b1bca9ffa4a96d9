/**
 * Finding a list's cards (its units) in the tree and writing a change back with structural sharing:
 * the list, the forces and the selections on the way to what changed are new objects, every other
 * force and selection stays the same object (the engine memoises per selection object, unit-memo.ts,
 * and the undo history keeps every list cheaply). The helpers of the unit edits (unit-edits.ts,
 * unit-options.ts). Walks are loops; the few recursions over a subtree are bounded by the file's own
 * nesting limit (read-roster-tree `MAX_ROSTER_JSON_DEPTH`).
 */
import type { MusterList } from './list';
import type { RosterForce, RosterSelection } from './tree';

export type IsCard = (selection: RosterSelection) => boolean;

/** Where a card is in the list. */
export interface CardPlace {
  card: RosterSelection;
  force: RosterForce;
  /** Indexes of the forces leading to the card's force, from the list's forces down. */
  forcePath: number[];
  /** Indexes from the force's selections down to the card, each inside the card before it. */
  path: number[];
  /** The cards holding it, outermost first. */
  holders: RosterSelection[];
}

/** Every card of the list, forces in order, each card before the cards it holds. */
export function* cardPlaces(list: MusterList, isCard: IsCard): Generator<CardPlace> {
  const forceStack: { force: RosterForce; forcePath: number[] }[] = list.forces
    .map((force, index) => ({ force, forcePath: [index] }))
    .reverse();
  for (let next = forceStack.pop(); next !== undefined; next = forceStack.pop()) {
    const { force, forcePath } = next;
    for (let i = force.forces.length - 1; i >= 0; i -= 1)
      forceStack.push({ force: force.forces[i]!, forcePath: [...forcePath, i] });
    type Pending = { card: RosterSelection; path: number[]; holders: RosterSelection[] };
    const stack: Pending[] = force.selections
      .map((card, index) => ({ card, path: [index], holders: [] as RosterSelection[] }))
      .reverse();
    for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
      yield { ...item, force, forcePath };
      const { card, path, holders } = item;
      for (let i = card.selections.length - 1; i >= 0; i -= 1) {
        const child = card.selections[i]!;
        if (isCard(child)) stack.push({ card: child, path: [...path, i], holders: [...holders, card] });
      }
    }
  }
}

export function findCard(list: MusterList, isCard: IsCard, cardId: string): CardPlace | undefined {
  for (const place of cardPlaces(list, isCard)) if (place.card.id === cardId) return place;
  return undefined;
}

/** The cards a card holds directly (a company's détachements), in order. */
export function heldCards(card: RosterSelection, isCard: IsCard): RosterSelection[] {
  return card.selections.filter(isCard);
}

/** The force at the end of a path of force indexes. */
export function forceAt(forces: readonly RosterForce[], forcePath: readonly number[]): RosterForce {
  let list = forces;
  let force: RosterForce | undefined;
  for (const index of forcePath) {
    force = list[index]!;
    list = force.forces;
  }
  return force!;
}

function replaced<T>(items: readonly T[], index: number, item: T): T[] {
  const copy = items.slice();
  copy[index] = item;
  return copy;
}

/** The list with a force replaced by what `edit` makes of it; the same list when it returns the same force. */
function withForceAt(
  list: MusterList,
  forcePath: readonly number[],
  edit: (force: RosterForce) => RosterForce,
): MusterList {
  const chain: RosterForce[] = [];
  let forces = list.forces;
  for (const index of forcePath) {
    const force = forces[index]!;
    chain.push(force);
    forces = force.forces;
  }
  const last = chain.at(-1);
  if (!last) return list;
  let rebuilt = edit(last);
  if (rebuilt === last) return list;
  for (let i = chain.length - 2; i >= 0; i -= 1)
    rebuilt = { ...chain[i]!, forces: replaced(chain[i]!.forces, forcePath[i + 1]!, rebuilt) };
  return { ...list, forces: replaced(list.forces, forcePath[0]!, rebuilt) };
}

/**
 * The list with the children of one selection (`path` from the force's selections; empty: the
 * force's own selections) replaced by what `edit` makes of them; the same list when `edit` returns
 * the same array.
 */
export function withSelectionsAt(
  list: MusterList,
  forcePath: readonly number[],
  path: readonly number[],
  edit: (selections: RosterSelection[]) => RosterSelection[],
): MusterList {
  return withForceAt(list, forcePath, (force) => {
    const chain: RosterSelection[] = [];
    let selections = force.selections;
    for (const index of path) {
      const selection = selections[index]!;
      chain.push(selection);
      selections = selection.selections;
    }
    let rebuilt = edit(selections);
    if (rebuilt === selections) return force;
    for (let i = chain.length - 1; i >= 0; i -= 1) {
      const holder = i === 0 ? force.selections : chain[i - 1]!.selections;
      rebuilt = replaced(holder, path[i]!, { ...chain[i]!, selections: rebuilt });
    }
    return { ...force, selections: rebuilt };
  });
}

/** The list with a card replaced (null: removed); the same list when `next` is the card itself. */
export function withCard(list: MusterList, place: CardPlace, next: RosterSelection | null): MusterList {
  if (next === place.card) return list;
  const at = place.path.at(-1)!;
  return withSelectionsAt(list, place.forcePath, place.path.slice(0, -1), (selections) =>
    next === null ? selections.filter((_, index) => index !== at) : replaced(selections, at, next),
  );
}

/**
 * The list with every selection `edit` changes replaced (it is given each selection once its
 * children are done, and returns it or a changed copy); the same list when it changes none.
 */
export function mapSelections(
  list: MusterList,
  edit: (selection: RosterSelection) => RosterSelection,
): MusterList {
  const inSelection = (selection: RosterSelection): RosterSelection => {
    const children = mapArray(selection.selections, inSelection);
    return edit(children === selection.selections ? selection : { ...selection, selections: children });
  };
  const inForce = (force: RosterForce): RosterForce => {
    const selections = mapArray(force.selections, inSelection);
    const forces = mapArray(force.forces, inForce);
    return selections === force.selections && forces === force.forces
      ? force
      : { ...force, selections, forces };
  };
  const forces = mapArray(list.forces, inForce);
  return forces === list.forces ? list : { ...list, forces };
}

/** The array with each item mapped; the same array when every item maps to itself. */
function mapArray<T>(items: T[], map: (item: T) => T): T[] {
  let out: T[] | undefined;
  items.forEach((item, index) => {
    const next = map(item);
    if (next !== item && !out) out = items.slice(0, index);
    if (out) out.push(next);
  });
  return out ?? items;
}

/** Every selection id of the list (forces' and selections'). */
export function idsOf(list: MusterList): Set<string> {
  const ids = new Set<string>();
  const forces = [...list.forces];
  const stack: RosterSelection[] = [];
  for (let force = forces.pop(); force !== undefined; force = forces.pop()) {
    ids.add(force.id);
    forces.push(...force.forces);
    stack.push(...force.selections);
    for (let selection = stack.pop(); selection !== undefined; selection = stack.pop()) {
      ids.add(selection.id);
      stack.push(...selection.selections);
    }
  }
  return ids;
}

/** The ids of a subtree: the selection's and those of everything it holds. */
export function subtreeIds(selection: RosterSelection): Set<string> {
  const ids = new Set<string>();
  const stack = [selection];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    ids.add(current.id);
    stack.push(...current.selections);
  }
  return ids;
}

/**
 * Makes card ids not used in this list: short (`s` and six letters or digits), since they appear in
 * every reference, as the version 2 edits made them.
 */
export function unitIdFactory(list: MusterList, random: () => number = Math.random): () => string {
  const used = idsOf(list);
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

/**
 * An id for a selection a card owns, `<card>.<suffix>` as the migration writes them (`d1.o.rhino`),
 * made unique with `:2`, `:3`… as the migration numbers an option's copies; taken into `taken`.
 */
export function ownedId(taken: Set<string>, cardId: string, suffix: string): string {
  const base = `${cardId}.${suffix}`;
  let id = base;
  for (let serial = 2; taken.has(id); serial += 1) id = `${base}:${serial}`;
  taken.add(id);
  return id;
}

/** Every selection of the list, forces in order, each before what it holds. */
export function* allSelections(list: MusterList): Generator<RosterSelection> {
  const forces = [...list.forces].reverse();
  for (let force = forces.pop(); force !== undefined; force = forces.pop()) {
    for (let i = force.forces.length - 1; i >= 0; i -= 1) forces.push(force.forces[i]!);
    const stack = [...force.selections].reverse();
    for (let selection = stack.pop(); selection !== undefined; selection = stack.pop()) {
      yield selection;
      for (let i = selection.selections.length - 1; i >= 0; i -= 1) stack.push(selection.selections[i]!);
    }
  }
}
