/**
 * The edits of a unit's contents, made on its subtree of the list: its count of models or bases, how
 * many of an option (`a/b`: option `b` inside option `a`, as the builder's cards count them) or item
 * it takes. Each is an exact edit: only the selections of that key change (raised, lowered, added or
 * removed, with what they hold); every other option, and every copy the edit does not need, keeps its
 * own subtree, so that copies that differ (three détachements of a company, each with its own
 * vehicles) stay as they are. Converting the edited card again from its counts (card-view.ts) dealt
 * them out anew.
 *
 * What is added is made as the migration from version 2 makes it (read-roster-tree.ts `migrateV2`):
 * ids `<card>.o.<key>`, `<card>.i.<item>`, `<card>.m.<model>`; an option the data makes one selection
 * per copy is added as copies of 1, each holding its share of what the copies hold inside them.
 */
import type { UnitEditContext } from './unit-edits';
import type { MusterList } from './list';
import { MAX_OPTION_NESTING, OPTION_PATH_SEPARATOR } from './ids';
import type { RosterSelection } from './tree';
import { findCard, idsOf, ownedId, withCard, type CardPlace } from './unit-tree';

export type TakenField = 'options' | 'items';

/**
 * Sets a unit's count of models or bases (undefined: the entry's default), as the migration shapes
 * it: the unit's number and its model selections. Options are left as they are.
 */
export function setUnitCount(
  list: MusterList,
  context: UnitEditContext,
  cardId: string,
  count: number | undefined,
): MusterList {
  const place = findCard(list, context.isCard, cardId);
  if (!place) return list;
  const card = place.card;
  const game = list.gameSystemId;
  const shape = context.migration.selectionShape(game, card.entryId, count);
  const isModel = (child: RosterSelection) =>
    !context.isCard(child) &&
    (context.migration.isModelSelection?.(game, card.entryId, child.entryId) ?? false);
  const wanted = new Map(shape.models.filter((model) => model.number > 0).map((m) => [m.entryId, m.number]));
  const children: RosterSelection[] = [];
  let afterModels = 0;
  for (const child of card.selections) {
    if (!isModel(child)) {
      children.push(child);
      continue;
    }
    const number = wanted.get(child.entryId);
    if (number === undefined) continue;
    wanted.delete(child.entryId);
    children.push(number === child.number ? child : { ...child, number });
    afterModels = children.length;
  }
  const taken = idsOf(list);
  const added = [...wanted].map(([entryId, number]) => ({
    id: ownedId(taken, card.id, `m.${entryId}`),
    entryId,
    number,
    selections: [],
  }));
  children.splice(afterModels, 0, ...added);
  const same =
    shape.number === card.number &&
    children.length === card.selections.length &&
    children.every((child, index) => child === card.selections[index]);
  return same ? list : withCard(list, place, { ...card, number: shape.number, selections: children });
}

/**
 * How many of an option key or item a unit takes, counted as its card shows them; inside one copy of
 * an option above the key (`copyId`, one of `optionCopies`) when given.
 */
export function unitTaken(
  list: MusterList,
  context: UnitEditContext,
  cardId: string,
  field: TakenField,
  key: string,
  copyId?: string,
): number {
  const place = findCard(list, context.isCard, cardId);
  if (!place) return 0;
  const at = keySelections(list, context, place, field, key, copyId);
  return at ? sum(at.flatMap((holder) => holder.matching)) : 0;
}

/**
 * The selections of an option key under a unit, in their order: one per copy where the data makes the
 * option one selection per copy (three détachements of a company), each holding its own options.
 */
export function optionCopies(
  list: MusterList,
  context: UnitEditContext,
  cardId: string,
  key: string,
): string[] {
  const place = findCard(list, context.isCard, cardId);
  const at = place && keySelections(list, context, place, 'options', key);
  return at ? at.flatMap((holder) => holder.matching.map(({ selection }) => selection.id)) : [];
}

/**
 * Sets how many of an option (`a/b` path) or faction item a unit takes. More: the selections of that
 * key are raised (an option of one selection, what it holds following per model) or copies are added
 * (an option the data makes one selection per copy), spread over the selections holding the key, the
 * least provided first. Fewer: taken from the last ones, the most provided first. None: the key's
 * selections are removed with what they hold. A key whose holding option is not taken is refused.
 * With `copyId` (a selection of an option above the key, one of `optionCopies`), only what that copy
 * holds changes: the other copies keep theirs.
 */
export function setUnitTaken(
  list: MusterList,
  context: UnitEditContext,
  cardId: string,
  field: TakenField,
  key: string,
  amount: number,
  copyId?: string,
): MusterList {
  const place = findCard(list, context.isCard, cardId);
  if (!place) return list;
  const holders = keySelections(list, context, place, field, key, copyId);
  if (!holders || holders.length === 0) return list;
  const wanted = Math.max(0, Math.floor(amount));
  const current = sum(holders.flatMap((holder) => holder.matching));
  if (wanted === current) return list;
  const edit: KeyEdit = { list, context, place, field, key, holders, taken: idsOf(list) };
  const changes = wanted > current ? added(edit, wanted - current) : lowered(edit, current - wanted);
  return withCard(list, place, rebuilt(place.card, changes));
}

/**
 * Chooses one option (or item) of an exclusive choice (a radio group of the card: one weapon among several),
 * or none (undefined): the others are dropped with what they hold, the chosen one taken once. The
 * chosen option keeps what it holds when it was taken already. With `copyId`, inside that copy only.
 */
export function chooseUnitOption(
  list: MusterList,
  context: UnitEditContext,
  cardId: string,
  keys: readonly string[],
  chosen: string | undefined,
  field: TakenField = 'options',
  copyId?: string,
): MusterList {
  let next = list;
  for (const key of keys)
    if (key !== chosen) next = setUnitTaken(next, context, cardId, field, key, 0, copyId);
  if (chosen !== undefined) next = setUnitTaken(next, context, cardId, field, chosen, 1, copyId);
  return next;
}

/** A selection that holds a key's selections, by its path of indexes under the card, with them. */
interface Holder {
  selection: RosterSelection;
  path: string;
  /** The key's selections it holds, with their indexes among its children. */
  matching: { selection: RosterSelection; index: number }[];
}

interface KeyEdit {
  list: MusterList;
  context: UnitEditContext;
  place: CardPlace;
  field: TakenField;
  key: string;
  holders: Holder[];
  taken: Set<string>;
}

function sum(items: readonly { selection: RosterSelection }[]): number {
  return items.reduce((total, item) => total + item.selection.number, 0);
}

/**
 * The selections holding a key's selections under a card (the card itself for a key of one step,
 * else every selection of the key above, or only `copyId` and what it holds when given); undefined
 * for a key the card's view never shows, or a copy that is no selection of the key above.
 */
function keySelections(
  list: MusterList,
  context: UnitEditContext,
  place: CardPlace,
  field: TakenField,
  key: string,
  copyId?: string,
): Holder[] | undefined {
  const steps = key.split(OPTION_PATH_SEPARATOR);
  if (steps.length > MAX_OPTION_NESTING || (field === 'items' && steps.length > 1)) return undefined;
  const card = place.card;
  const game = list.gameSystemId;
  // A card's own options: neither the units it holds, nor its models, nor (for options) its items.
  const ownOption = (child: RosterSelection) =>
    !context.isCard(child) &&
    !(context.migration.isModelSelection?.(game, card.entryId, child.entryId) ?? false) &&
    context.isItem(child.entryId) === (field === 'items');
  let level: { selection: RosterSelection; path: string }[] = [{ selection: card, path: '' }];
  let holders: Holder[] = [];
  let inCopy = copyId === undefined;
  steps.forEach((step, depth) => {
    holders = level.map(({ selection, path }) => ({
      selection,
      path,
      matching: selection.selections
        .map((child, index) => ({ selection: child, index }))
        .filter(({ selection: child }) => child.entryId === step && (depth > 0 || ownOption(child))),
    }));
    level = holders.flatMap((holder) =>
      holder.matching.map(({ selection, index }) => ({ selection, path: `${holder.path}/${index}` })),
    );
    // Below the copy's own step, only the copy holds what is counted or changed.
    const copy = inCopy || depth === steps.length - 1 ? [] : level.filter((at) => at.selection.id === copyId);
    if (copy.length > 0) [level, inCopy] = [copy, true];
  });
  return inCopy ? holders : undefined;
}

/** The new children of some selections under a card, by their path under it. */
type Changes = Map<string, RosterSelection[]>;

/** The card with the children of the selections at those paths replaced, the selections above them copied. */
function rebuilt(card: RosterSelection, changes: Changes): RosterSelection {
  const under = (path: string) => [...changes.keys()].some((other) => other.startsWith(`${path}/`));
  // Bounded by MAX_OPTION_NESTING: recursion is safe.
  const visit = (selection: RosterSelection, path: string): RosterSelection => {
    const own = changes.get(path) ?? selection.selections;
    if (!under(path)) return own === selection.selections ? selection : { ...selection, selections: own };
    const children = own.map((child, index) => visit(child, `${path}/${index}`));
    return { ...selection, selections: children };
  };
  return visit(card, '');
}

/** A selection raised or lowered to `now`, what it holds following it per model (as the edits of the cards scaled them). */
function renumbered(selection: RosterSelection, now: number): RosterSelection {
  const previous = selection.number;
  if (previous === now) return selection;
  const selections =
    previous <= 0
      ? selection.selections
      : selection.selections.map((child) => {
          const perModel = Math.floor(child.number / previous);
          return perModel > 0 ? { ...child, number: perModel * now } : child;
        });
  return { ...selection, number: now, selections };
}

/** How many each holder gets or gives, one at a time, to the holder that has the fewest (or most). */
function dealt(holders: readonly Holder[], amount: number, most: boolean): number[] {
  const held = holders.map((holder) => sum(holder.matching));
  const shares = holders.map(() => 0);
  for (let n = 0; n < amount; n += 1) {
    let pick = -1;
    held.forEach((count, index) => {
      if (most && count <= 0) return;
      if (pick === -1 || (most ? count >= held[pick]! : count < held[pick]!)) pick = index;
    });
    if (pick === -1) break;
    held[pick]! += most ? -1 : 1;
    shares[pick]! += 1;
  }
  return shares;
}

function lowered(edit: KeyEdit, amount: number): Changes {
  const changes: Changes = new Map();
  const shares = dealt(edit.holders, amount, true);
  edit.holders.forEach((holder, at) => {
    let left = shares[at]!;
    if (left === 0) return;
    const children = holder.selection.selections.slice();
    for (let i = holder.matching.length - 1; i >= 0 && left > 0; i -= 1) {
      const { selection, index } = holder.matching[i]!;
      if (selection.number <= left) {
        left -= selection.number;
        children.splice(index, 1);
      } else {
        children[index] = renumbered(selection, selection.number - left);
        left = 0;
      }
    }
    changes.set(holder.path, children);
  });
  return changes;
}

function added(edit: KeyEdit, amount: number): Changes {
  const { list, context, place, field, key, holders } = edit;
  const changes: Changes = new Map();
  const faction = place.force.catalogueId;
  const holderEntries = place.holders.map((holder) => holder.entryId);
  const copies = (of: string) =>
    field === 'options' &&
    (context.migration.copiesOf?.(list.gameSystemId, faction, holderEntries, place.card.entryId, of) ??
      false);
  const splits = copies(key);
  const existing = holders.flatMap((holder) => holder.matching.map((item) => item.selection));
  const shares = dealt(holders, amount, false);
  holders.forEach((holder, at) => {
    const share = shares[at]!;
    if (share === 0) return;
    const children = holder.selection.selections.slice();
    const last = holder.matching.at(-1);
    if (!splits && last) {
      children[last.index] = renumbered(last.selection, last.selection.number + share);
    } else {
      const made = splits
        ? Array.from({ length: share }, () => newCopy(edit, existing, copies))
        : [newSelection(edit, key, existing, share)];
      children.splice(insertAt(edit, holder), 0, ...made);
    }
    changes.set(holder.path, children);
  });
  return changes;
}

/** Where a new selection of the key goes among a holder's children: after the last of its kind. */
function insertAt(edit: KeyEdit, holder: Holder): number {
  const last = holder.matching.at(-1);
  if (last) return last.index + 1;
  if (holder.path !== '') return holder.selection.selections.length;
  // In the card: options after its models and options, items after every child of its own.
  const { context, field } = edit;
  let at = 0;
  holder.selection.selections.forEach((child, index) => {
    if (context.isCard(child)) return;
    if (field === 'items' || !context.isItem(child.entryId)) at = index + 1;
  });
  return at;
}

function newSelection(
  edit: KeyEdit,
  key: string,
  existing: readonly RosterSelection[],
  number: number,
): RosterSelection {
  const kind = edit.field === 'items' ? 'i' : 'o';
  const entryId = key.slice(key.lastIndexOf(OPTION_PATH_SEPARATOR) + 1);
  const selection: RosterSelection = {
    id: ownedId(edit.taken, edit.place.card.id, `${kind}.${key}`),
    entryId,
    number,
    selections: [],
  };
  const groupId = existing.find((other) => other.entryGroupId !== undefined)?.entryGroupId;
  if (groupId !== undefined) selection.entryGroupId = groupId;
  return selection;
}

/**
 * One more copy of an option the data makes one selection per copy, holding its share of what the
 * copies hold directly (six Land Raiders among three détachements: two for a fourth).
 */
function newCopy(
  edit: KeyEdit,
  copiesNow: readonly RosterSelection[],
  copies: (key: string) => boolean,
): RosterSelection {
  const copy = newSelection(edit, edit.key, copiesNow, 1);
  const count = sum(copiesNow.map((selection) => ({ selection })));
  if (count <= 0) return copy;
  const inner = new Map<string, RosterSelection[]>();
  for (const held of copiesNow.flatMap((selection) => selection.selections)) {
    const same = inner.get(held.entryId);
    if (same) same.push(held);
    else inner.set(held.entryId, [held]);
  }
  for (const [entryId, held] of inner) {
    const share = Math.floor(sum(held.map((selection) => ({ selection }))) / count);
    if (share <= 0) continue;
    const innerKey = `${edit.key}${OPTION_PATH_SEPARATOR}${entryId}`;
    const innerEdit = { ...edit, key: innerKey };
    const made = copies(innerKey)
      ? Array.from({ length: share }, () => newSelection(innerEdit, innerKey, held, 1))
      : [newSelection(innerEdit, innerKey, held, share)];
    copy.selections.push(...made);
  }
  return copy;
}
