/**
 * What a unit of the list costs as its card and sheet say it. A formation of a built-in codex written
 * in the engine's model (the NetEpic FR codices) costs what it holds: its détachements carry the
 * prices and the company itself nothing, so it is shown with the sum, as the other built-in armies'
 * company cards show theirs. Any other unit is shown at its own price.
 */
import type { EditorStore } from './editor-store';

export interface PriceSources {
  /** The unit's own price: the engine's where it prices units, else the catalogue's. */
  own(id: string): number;
  /** The units it holds (a company's détachements). */
  children(id: string): readonly string[];
}

export function shownPrice(id: string, summed: boolean, sources: PriceSources): number {
  if (!summed) return sources.own(id);
  let sum = 0;
  const queue = [id];
  const seen = new Set<string>();
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    // A broken list holding itself is counted once, never forever.
    if (seen.has(next)) continue;
    seen.add(next);
    sum += sources.own(next);
    queue.push(...sources.children(next));
  }
  return sum;
}

/** The editor's prices and units, for `shownPrice`: the engine's price, else the catalogue's. */
export function editorPrices(editor: EditorStore, costId: string): PriceSources {
  return {
    own: (id) =>
      editor.validation().stats.unitCosts?.[id]?.[costId] ??
      editor.structure().resolved(id)?.costs[costId] ??
      0,
    children: (id) =>
      editor
        .structure()
        .childrenOf(id)
        .map((child) => child.id),
  };
}
