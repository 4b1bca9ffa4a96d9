/**
 * A list's cards as the builder shows and edits them today: one per unit of the list (a force's root
 * selections and the units a formation holds), with its count, the options and items it holds counted
 * by key (`a/b`: option `b` inside option `a`), its name and its relations — the flat shape of a
 * version 2 list. The list stays the model: `listWithView` takes a view the player edited back into
 * the list, where every card whose contents the edit did not touch (renamed, moved, joined to another
 * unit or not changed at all) keeps the very subtree it had, copies that differ included, and only the
 * cards whose count, options or items it changed are converted again (`migrateV2`).
 */
import { pointsLimitOf, mainForce, type MusterList } from './list';
import { keepConversion, migrateV2, type V2Migration } from './read-roster-tree';
import {
  MAX_OPTION_NESTING,
  OPTION_PATH_SEPARATOR,
  ROSTER_FORMAT,
  ROSTER_VERSION,
  type Roster,
  type Selection,
} from './schema';
import type { RosterSelection } from './tree';
import type { GameId } from '../catalogue/schema';

export interface CardViewContext {
  migration: V2Migration;
  /** Whether a selection a card holds is a card of its own (a company's détachement). */
  isCard(selection: RosterSelection): boolean;
  /** Whether an entry is one of the faction's items (counted in `items`, not `options`). */
  isItem(entryId: string): boolean;
  /** The cost type the list's points limit is in. */
  costTypeId?: string;
}

/** The list's cards, holders before what they hold, as one flat version 2 list. */
export function viewOfList(list: MusterList, context: CardViewContext): Roster {
  const force = mainForce(list);
  const game = list.gameSystemId;
  const selections: Selection[] = [];
  const shown = new Map<string, Shown>();
  type Pending = { tree: RosterSelection; holder?: Selection };
  const stack: Pending[] = (force?.selections ?? []).map((tree) => ({ tree })).reverse();
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { tree, holder } = next;
    const { card, own, held } = cardOfKept(tree, holder?.id, game, context);
    selections.push(card);
    if (!shown.has(card.id)) shown.set(card.id, { card, own });
    for (let i = held.length - 1; i >= 0; i -= 1) stack.push({ tree: held[i]!, holder: card });
  }
  const view: Roster = {
    format: ROSTER_FORMAT,
    version: ROSTER_VERSION,
    id: list.id,
    name: list.name,
    game: game as GameId,
    faction: force?.catalogueId ?? '',
    pointsLimit: Math.max(1, pointsLimitOf(list, context.costTypeId)),
    notes: list.customNotes ?? '',
    createdAt: list.createdAt,
    updatedAt: list.updatedAt,
    selections,
  };
  if (force) view.force = force.entryId;
  if (list.data) view.data = list.data;
  if (list.codexChange) view.codexChange = list.codexChange;
  shownCards.set(list, shown);
  return view;
}

/** A card as a view showed it, and the subtree of the list it was shown from. */
interface Shown {
  card: Selection;
  own: RosterSelection;
}

/** The cards each list's view showed, by id. */
const shownCards = new WeakMap<MusterList, Map<string, Shown>>();

/**
 * The list a view of it becomes once edited: the view's cards read back as the list's, each card
 * the edit left as it was (the same object) with the subtree it was shown from.
 */
export function listWithView(list: MusterList, view: Roster, context: CardViewContext): MusterList {
  if (!shownCards.has(list)) viewOfList(list, context);
  const shown = shownCards.get(list)!;
  const byId = new Map(view.selections.map((card) => [card.id, card]));
  for (const card of view.selections) {
    const before = shown.get(card.id);
    if (!before || !sameContents(before.card, card)) continue;
    keepConversion(context.migration, view.faction, holdersOf(card, byId), card, withWords(before.own, card));
  }
  const next = migrateV2(view, context.migration);
  // What the view does not show is the list's own: its other forces, its limits in other cost types.
  const force = mainForce(list);
  const ownForce = next.forces[0];
  const forces =
    force && ownForce
      ? [
          {
            ...force,
            entryId: ownForce.entryId,
            catalogueId: ownForce.catalogueId,
            selections: ownForce.selections,
          },
          ...list.forces.slice(1),
        ]
      : next.forces;
  return { ...next, costLimits: { ...list.costLimits, ...next.costLimits }, forces };
}

/** Whether two cards hold the same: entry, count, options and items (their words and places aside). */
function sameContents(a: Selection, b: Selection): boolean {
  return (
    a.entry === b.entry &&
    a.count === b.count &&
    sameCounts(a.options, b.options) &&
    sameCounts(a.items, b.items)
  );
}

function sameCounts(a: Record<string, number>, b: Record<string, number>): boolean {
  if (a === b) return true;
  const keys = Object.keys(a).filter((key) => a[key]! > 0);
  return (
    keys.length === Object.keys(b).filter((key) => b[key]! > 0).length &&
    keys.every((key) => a[key] === b[key])
  );
}

/**
 * A card's subtree with the card's name and relations as the view now gives them: the subtree itself
 * when they are the same (what reads the list by object, the engine's memos and the cards, keeps it).
 */
function withWords(own: RosterSelection, card: Selection): RosterSelection {
  if (
    own.customName === card.label &&
    own.attachedTo === card.attachedTo &&
    own.embarkedIn === card.embarkedIn
  )
    return own;
  const out: RosterSelection = { ...own };
  delete out.customName;
  delete out.attachedTo;
  delete out.embarkedIn;
  if (card.label !== undefined) out.customName = card.label;
  if (card.attachedTo !== undefined) out.attachedTo = card.attachedTo;
  if (card.embarkedIn !== undefined) out.embarkedIn = card.embarkedIn;
  return out;
}

/** The entries of the cards holding this one, outermost first (a loop of parents ends). */
function holdersOf(card: Selection, byId: ReadonlyMap<string, Selection>): string[] {
  const holders: string[] = [];
  const seen = new Set<string>([card.id]);
  for (let parent = card.parent; parent !== undefined && !seen.has(parent);) {
    seen.add(parent);
    const holder = byId.get(parent);
    if (!holder) break;
    holders.push(holder.entry);
    parent = holder.parent;
  }
  return holders.reverse();
}

/** A card as made from a subtree under a holder: the same subtree under the same holder makes the same card. */
interface KeptCard {
  holder: string | undefined;
  context: CardViewContext;
  made: ReturnType<typeof cardOf>;
}

/**
 * Cards by the subtree they were made from: a list edited keeps the subtrees it did not touch, so its
 * view keeps their cards (the same objects), and what reads the cards redraws only the units changed.
 */
const keptCards = new WeakMap<RosterSelection, KeptCard>();

function cardOfKept(
  tree: RosterSelection,
  holder: string | undefined,
  game: string,
  context: CardViewContext,
): ReturnType<typeof cardOf> {
  const kept = keptCards.get(tree);
  if (kept && kept.holder === holder && kept.context === context) return kept.made;
  const made = cardOf(tree, game, context);
  if (holder !== undefined) made.card.parent = holder;
  // A subtree made anew that shows the same card (a formation whose other units changed) keeps it too.
  let last = lastCards.get(context);
  if (!last) lastCards.set(context, (last = new Map()));
  const previous = last.get(made.card.id);
  if (previous && sameCard(previous, made.card)) made.card = previous;
  else last.set(made.card.id, made.card);
  keptCards.set(tree, { holder, context, made });
  return made;
}

/** The last card shown under each id, per way of reading lists (one per faction catalogue). */
const lastCards = new WeakMap<CardViewContext, Map<string, Selection>>();

function sameCard(a: Selection, b: Selection): boolean {
  return (
    sameContents(a, b) &&
    a.parent === b.parent &&
    a.label === b.label &&
    a.attachedTo === b.attachedTo &&
    a.embarkedIn === b.embarkedIn
  );
}

/** A card, what of its subtree is its own (models, options, items), and the cards it holds. */
function cardOf(
  tree: RosterSelection,
  game: string,
  context: CardViewContext,
): { card: Selection; own: RosterSelection; held: RosterSelection[] } {
  const models: RosterSelection[] = [];
  const mine: RosterSelection[] = [];
  const held: RosterSelection[] = [];
  for (const child of tree.selections) {
    if (context.isCard(child)) held.push(child);
    else {
      mine.push(child);
      if (context.migration.isModelSelection?.(game, tree.entryId, child.entryId)) models.push(child);
    }
  }
  const card: Selection = { id: tree.id, entry: tree.entryId, options: {}, items: {} };
  const count = context.migration.countOf
    ? context.migration.countOf(game, tree.entryId, tree.number, models)
    : tree.number === 1
      ? undefined
      : tree.number;
  if (count !== undefined) card.count = count;
  const modelSet = new Set(models);
  for (const child of mine) if (!modelSet.has(child)) countOptions(card, child, context);
  if (tree.customName !== undefined) card.label = tree.customName.slice(0, 120);
  if (tree.attachedTo !== undefined) card.attachedTo = tree.attachedTo;
  if (tree.embarkedIn !== undefined) card.embarkedIn = tree.embarkedIn;
  const own = mine.length === tree.selections.length ? tree : { ...tree, selections: mine };
  return { card, own, held };
}

/** A child of a card and what it holds, counted by key; nesting beyond what the builder shows is left out. */
function countOptions(card: Selection, child: RosterSelection, context: CardViewContext): void {
  if (context.isItem(child.entryId)) {
    card.items[child.entryId] = (card.items[child.entryId] ?? 0) + child.number;
    return;
  }
  const stack = [{ selection: child, key: child.entryId, depth: 1 }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { selection, key, depth } = next;
    if (depth > MAX_OPTION_NESTING) continue;
    card.options[key] = (card.options[key] ?? 0) + selection.number;
    for (let i = selection.selections.length - 1; i >= 0; i -= 1) {
      const inner = selection.selections[i]!;
      stack.push({
        selection: inner,
        key: `${key}${OPTION_PATH_SEPARATOR}${inner.entryId}`,
        depth: depth + 1,
      });
    }
  }
}
