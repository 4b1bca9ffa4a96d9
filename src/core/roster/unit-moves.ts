/**
 * Moving a list's units, made on the list itself (unit-edits.ts has the other edits): a card moves
 * with its whole subtree, the same objects, before or after another card or into a holder; the same
 * list when it would stand where it stood.
 */
import type { MusterList } from './list';
import type { RosterSelection } from './tree';
import type { UnitEditContext } from './unit-edits';
import {
  findCard,
  forceAt,
  subtreeIds,
  withCard,
  withSelectionsAt,
  type CardPlace,
  type IsCard,
} from './unit-tree';

/** Where a unit is moved: before or after another card (taking its holder), into a holder (undefined: the root). */
export type UnitPlace = { before: string } | { after: string } | { into: string | undefined };

/**
 * Moves a unit (with what it holds, in its order) before or after another card, into that card's
 * holder; or into a holder, at its end (undefined: the root of its force). Moving a unit into itself
 * or into what it holds is refused, and so is putting into a holder a unit that would not be a card
 * of its own there (it would become one of the holder's options).
 */
export function moveUnit(
  list: MusterList,
  context: UnitEditContext,
  cardId: string,
  place: UnitPlace,
): MusterList {
  const from = findCard(list, context.isCard, cardId);
  if (!from) return list;
  const anchorId = 'before' in place ? place.before : 'after' in place ? place.after : place.into;
  if (anchorId !== undefined && subtreeIds(from.card).has(anchorId)) return list;
  if (anchorId !== undefined && !findCard(list, context.isCard, anchorId)) return list;
  const rest = withCard(list, from, null);
  const target = targetOf(rest, context.isCard, from, place);
  if (!target) return list;
  if (target.holderKey === holderKeyOf(from) && target.index === from.path.at(-1)) return list;
  const moved = placedThere(rest, context, from, target);
  if (target.holderPath.length > 0 && !context.isCard(moved)) return list;
  return withSelectionsAt(rest, target.forcePath, target.holderPath, (selections) => [
    ...selections.slice(0, target.index),
    moved,
    ...selections.slice(target.index),
  ]);
}

/** The unit as its data names it at its new place (a path runs through the formations holding it). */
function placedThere(rest: MusterList, context: UnitEditContext, from: CardPlace, target: Target) {
  if (!context.placedAt || target.holderKey === holderKeyOf(from)) return from.card;
  const force = forceAt(rest.forces, target.forcePath);
  const holders: RosterSelection[] = [];
  let selections = force.selections;
  for (const index of target.holderPath) {
    const holder = selections[index]!;
    holders.push(holder);
    selections = holder.selections;
  }
  return context.placedAt(from.card, force.catalogueId, holders);
}

interface Target {
  forcePath: number[];
  holderPath: number[];
  holderKey: string;
  index: number;
}

function holderKeyOf(place: CardPlace): string {
  return place.holders.at(-1)?.id ?? `force:${place.forcePath.join('.')}`;
}

/** Where the moved unit goes in the list without it: the holder's path and the index among its children. */
function targetOf(rest: MusterList, isCard: IsCard, from: CardPlace, place: UnitPlace): Target | undefined {
  if ('into' in place && place.into === undefined) {
    const roots = forceAt(rest.forces, from.forcePath).selections;
    const holderKey = `force:${from.forcePath.join('.')}`;
    return { forcePath: from.forcePath, holderPath: [], holderKey, index: roots.length };
  }
  const anchorId = 'before' in place ? place.before : 'after' in place ? place.after : place.into!;
  const anchor = findCard(rest, isCard, anchorId);
  if (!anchor) return undefined;
  if ('into' in place) {
    return {
      forcePath: anchor.forcePath,
      holderPath: anchor.path,
      holderKey: anchor.card.id,
      index: anchor.card.selections.length,
    };
  }
  const at = anchor.path.at(-1)!;
  return {
    forcePath: anchor.forcePath,
    holderPath: anchor.path.slice(0, -1),
    holderKey: holderKeyOf(anchor),
    index: 'before' in place ? at : at + 1,
  };
}

/** Moves a unit one place up or down among the units of its holder (keyboard reordering). */
export function moveUnitAmongSiblings(
  list: MusterList,
  context: UnitEditContext,
  cardId: string,
  delta: -1 | 1,
): MusterList {
  const place = findCard(list, context.isCard, cardId);
  if (!place) return list;
  const holder = place.holders.at(-1);
  const siblings = holder ? holder.selections.filter(context.isCard) : place.force.selections;
  const neighbour = siblings[siblings.indexOf(place.card) + delta];
  if (!neighbour) return list;
  return moveUnit(list, context, cardId, delta < 0 ? { before: neighbour.id } : { after: neighbour.id });
}
