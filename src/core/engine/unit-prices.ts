/**
 * Every unit's price, worked out once with the validation for the interface and the prints to show
 * as they are: its own (the engine's), and the price its card and sheet show, with the units it holds (a
 * NetEpic company's détachements, each counted once: a list whose units hold each other in a loop is
 * still priced). An older army's company (its data written for the first model's lists) carries its
 * price and its détachements nothing; a codex company nothing and its détachements theirs; either way
 * the card says what the company costs. Every built-in faction has game data: the engine prices it.
 */
import type { ListCard } from './list-cards';
import type { UnitCosts } from './types';

export function unitPrices(
  cards: readonly ListCard[],
  engine: UnitCosts | undefined,
): { unitCosts: UnitCosts; shownCosts: UnitCosts } {
  const unitCosts: UnitCosts = { ...engine };
  // A unit the engine does not price (an entry the data does not have where it stands) costs nothing.
  for (const card of cards) unitCosts[card.id] ??= {};
  const children = new Map<string, string[]>();
  for (const card of cards) {
    if (card.holder === undefined || card.holder === card.id) continue;
    const list = children.get(card.holder);
    if (list) list.push(card.id);
    else children.set(card.holder, [card.id]);
  }
  const shownCosts: UnitCosts = {};
  for (const id in unitCosts) {
    const held = children.get(id);
    shownCosts[id] = held ? withHeld(id, unitCosts, children) : unitCosts[id]!;
  }
  return { unitCosts, shownCosts };
}

/** A unit's costs and those of every unit under it, each once (a loop of parents ends). */
function withHeld(id: string, unitCosts: UnitCosts, children: ReadonlyMap<string, string[]>) {
  const sum: Record<string, number> = {};
  const seen = new Set<string>();
  const stack = [id];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    for (const [type, value] of Object.entries(unitCosts[next] ?? {}))
      sum[type] = Math.round(((sum[type] ?? 0) + value) * 1000) / 1000;
    stack.push(...(children.get(next) ?? []));
  }
  return sum;
}
