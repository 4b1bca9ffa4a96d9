/**
 * Cards of a version 2 list read back into the list they were shown from: the migration of a version 2
 * list that has a stored list to go by (list-document.ts `listOfView`).
 */
import { sameContents, viewOfList, type CardViewContext } from './card-view';
import { mainForce, type MusterList } from './list';
import { keepConversion, migrateV2 } from './migrate/cards-to-tree';
import type { ListCards, UnitCard } from './cards';
import { findSelectionById, type RosterSelection } from './tree';

/**
 * The list a version 2 list of a stored list's cards becomes (a save or an export of an older client,
 * a script): each card with the same contents as the stored list's keeps the subtree it had there (its
 * name and relations as the cards give them), copies that differ included; the others are converted
 * again. What the cards do not show stays the list's own: its other forces and cost limits.
 */
export function listWithCards(list: MusterList, view: ListCards, context: CardViewContext): MusterList {
  const shown = new Map(viewOfList(list, context).selections.map((card) => [card.id, card]));
  const trees = mainForce(list)?.selections ?? [];
  const byId = new Map(view.selections.map((card) => [card.id, card]));
  for (const card of view.selections) {
    const before = shown.get(card.id);
    const tree = findSelectionById(trees, card.id);
    if (!before || !tree || !sameContents(before, card)) continue;
    const own = { ...tree, selections: tree.selections.filter((child) => !context.isCard(child)) };
    keepConversion(context.migration, view.faction, holdersOf(card, byId), card, withWords(own, card));
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

/** A card's subtree with the card's name and relations as the view now gives them. */
function withWords(own: RosterSelection, card: UnitCard): RosterSelection {
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
function holdersOf(card: UnitCard, byId: ReadonlyMap<string, UnitCard>): string[] {
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
