/**
 * A list's cards as the builder shows them: one per unit of the list (a force's root selections and
 * the units a formation holds), with its count, the options and items it holds counted by key (`a/b`:
 * option `b` inside option `a`), its name and its relations (the types: cards.ts).
 * A read model only: the builder edits the list itself (unit-edits.ts), and a card is made again only
 * for a unit whose subtree the edit changed, so that what reads the cards redraws that unit alone.
 */
import { pointsLimitOf, mainForce, type MusterList } from './list';
import type { V2Migration } from './migrate/cards-to-tree';
import { MAX_OPTION_NESTING, OPTION_PATH_SEPARATOR } from './ids';
import type { ListCards, UnitCard } from './cards';
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
  /**
   * A unit moved to another place, named as the data names it there (migrate/data-paths.ts
   * `placedAt`); absent without game data (the unit keeps its names).
   */
  placedAt?(
    selection: RosterSelection,
    catalogueId: string,
    holders: readonly RosterSelection[],
  ): RosterSelection;
}

/** The list's cards, holders before what they hold. */
export function viewOfList(list: MusterList, context: CardViewContext): ListCards {
  const force = mainForce(list);
  const game = list.gameSystemId;
  const selections: UnitCard[] = [];
  type Pending = { tree: RosterSelection; holder?: UnitCard };
  const stack: Pending[] = (force?.selections ?? []).map((tree) => ({ tree })).reverse();
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { tree, holder } = next;
    const { card, held } = cardOfKept(tree, holder?.id, game, context);
    selections.push(card);
    for (let i = held.length - 1; i >= 0; i -= 1) stack.push({ tree: held[i]!, holder: card });
  }
  const view: ListCards = {
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
  return view;
}

/** Whether two cards hold the same: entry, count, options and items (their words and places aside). */
export function sameContents(a: UnitCard, b: UnitCard): boolean {
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

/** A card and every card it holds (a compagnie's détachements, at any depth), by id. */
export function withDescendants(cards: ListCards, id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const card of cards.selections)
      if (card.parent !== undefined && ids.has(card.parent) && !ids.has(card.id)) {
        ids.add(card.id);
        grew = true;
      }
  }
  return ids;
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
const lastCards = new WeakMap<CardViewContext, Map<string, UnitCard>>();

function sameCard(a: UnitCard, b: UnitCard): boolean {
  return (
    sameContents(a, b) &&
    a.parent === b.parent &&
    a.label === b.label &&
    a.attachedTo === b.attachedTo &&
    a.embarkedIn === b.embarkedIn
  );
}

/** A card, and the cards it holds. */
function cardOf(
  tree: RosterSelection,
  game: string,
  context: CardViewContext,
): { card: UnitCard; held: RosterSelection[] } {
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
  const card: UnitCard = { id: tree.id, entry: tree.entryId, options: {}, items: {} };
  const count = context.migration.countOf
    ? context.migration.countOf(game, tree.entryId, tree.number, models)
    : tree.number === 1
      ? undefined
      : tree.number;
  if (count !== undefined) card.count = count;
  const modelSet = new Set(models);
  for (const child of mine) if (!modelSet.has(child)) countOptions(card, child, context);
  const noModels = context.migration.noModelsKey?.(game, tree.entryId, card.options);
  if (noModels !== undefined) card.options[noModels] = 0;
  if (tree.customName !== undefined) card.label = tree.customName.slice(0, 120);
  if (tree.attachedTo !== undefined) card.attachedTo = tree.attachedTo;
  if (tree.embarkedIn !== undefined) card.embarkedIn = tree.embarkedIn;
  return { card, held };
}

/** A child of a card and what it holds, counted by key; nesting beyond what the builder shows is left out. */
function countOptions(card: UnitCard, child: RosterSelection, context: CardViewContext): void {
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
