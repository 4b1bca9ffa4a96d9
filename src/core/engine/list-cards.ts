/**
 * The cards of a list: the selections the builder, the verdicts and the prints show as units of the
 * list (a force's root selections, and the units a formation holds, as its catalogue lists them in
 * `contains`), each with the card holding it.
 */
import { selectionsWithCards, type MusterList } from '../roster/list';
import type { CardViewContext } from '../roster/card-view';
import { limitedCostType } from '../roster/builtin-migration';
import { placedAt } from '../roster/migrate/data-paths';
import { migrationOf } from '../rules/data';
import type { RosterSelection } from '../roster/tree';
import type { EngineCatalogue } from './types';

export interface ListCard {
  id: string;
  entryId: string;
  /** The card holding this one (a détachement's company). */
  holder?: string;
}

/** A catalogue's formations' contents: the entries that are cards of their own inside a formation. */
type WithContents = { entries: readonly { contains: readonly { entry: string }[] }[] };

const contained = new WeakMap<WithContents, Set<string>>();

/**
 * Entries some formation card lists, units of their own inside it (a NetEpic détachement, which costs
 * nothing of its own inside its compagnie, and which the list holds as a card, not an option).
 */
export function containedEntryIds(catalogue: WithContents): Set<string> {
  let ids = contained.get(catalogue);
  if (!ids) {
    ids = new Set(catalogue.entries.flatMap((entry) => entry.contains.map((slot) => slot.entry)));
    contained.set(catalogue, ids);
  }
  return ids;
}

/** Whether a selection held by a card is a card of its own in this catalogue. */
export function cardTest(catalogue: WithContents): (selection: RosterSelection) => boolean {
  const ids = containedEntryIds(catalogue);
  return (selection) => ids.has(selection.entryId);
}

export function listCards(list: MusterList, catalogue: EngineCatalogue): ListCard[] {
  const cards: ListCard[] = [];
  for (const { selection, card, holderCard } of selectionsWithCards(list.forces, cardTest(catalogue))) {
    if (selection !== card) continue;
    cards.push(
      holderCard === undefined
        ? { id: card.id, entryId: card.entryId }
        : { id: card.id, entryId: card.entryId, holder: holderCard.id },
    );
  }
  return cards;
}

const contexts = new WeakMap<EngineCatalogue, CardViewContext>();

/**
 * How the builder's view reads a list of this faction (card-view.ts): its formations' contents are
 * cards, its items counted apart, its data's migration; undefined without game data.
 */
export function cardViewContextOf(catalogue: EngineCatalogue): CardViewContext | undefined {
  const data = catalogue.gameData;
  if (!data) return undefined;
  let context = contexts.get(catalogue);
  if (!context) {
    const items = new Set(catalogue.items.map((item) => item.id));
    context = {
      migration: migrationOf(data),
      isCard: cardTest(catalogue),
      isItem: (id) => items.has(id),
      placedAt: (selection, catalogueId, holders) => placedAt(data, selection, catalogueId, holders),
    };
    const costType = limitedCostType(data.gameSystem.costTypes ?? [])?.id;
    if (costType !== undefined) context.costTypeId = costType;
    contexts.set(catalogue, context);
  }
  return context;
}
