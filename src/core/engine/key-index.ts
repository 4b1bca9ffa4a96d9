/**
 * A scope counted for many ids (a force's limits on each of its units, every unit's condition on a
 * category of the force) is walked once for all of them: its selections listed under every id a
 * count may name them by (their entry's and link's, their groups', their type, and their categories
 * when no modifier can change them), in the order of the scope. A selection whose categories the
 * evaluation works out is matched as a walk would, when asked: the order in which values are worked
 * out, and so where a circular reference is cut, stays that of a walk.
 */
import type { OptionNode } from './data-index';
import type { SelectionElement } from './roster-tree';

export interface KeyIndex {
  /** The selections each id names, in the scope's order. */
  byKey: Map<string, SelectionElement[]>;
  /** Selections whose categories are worked out by the evaluation, in the scope's order. */
  open: SelectionElement[];
}

/** What the index needs of the evaluation: categories no modifier can touch, or undefined. */
export type FixedCategories = (node: OptionNode) => readonly { id: string }[] | undefined;

/** The ids a selection answers to (each once); undefined when its categories are not fixed. */
function keysOf(node: OptionNode, exact: boolean, fixed: FixedCategories): string[] | undefined {
  const keys = [node.id];
  for (let group = node.parent; group && group.kind === 'group'; group = group.parent) {
    addKey(keys, group.id);
    if (!exact) addKey(keys, group.defId);
  }
  if (exact) return keys;
  const categories = fixed(node);
  if (!categories) return undefined;
  addKey(keys, node.defId);
  addKey(keys, node.link?.id);
  addKey(keys, node.type);
  for (const category of categories) addKey(keys, category.id);
  return keys;
}

function addKey(keys: string[], key: string | undefined): void {
  if (key !== undefined && !keys.includes(key)) keys.push(key);
}

/** Indexes the selections `walk` visits, as a count with these flags finds them. */
export function buildKeyIndex(
  walk: (visit: (element: SelectionElement) => void) => void,
  exact: boolean,
  fixed: FixedCategories,
): KeyIndex {
  const index: KeyIndex = { byKey: new Map(), open: [] };
  walk((element) => {
    const keys = keysOf(element.node, exact, fixed);
    if (!keys) {
      index.open.push(element);
      return;
    }
    for (const key of keys) {
      const listed = index.byKey.get(key);
      if (listed) listed.push(element);
      else index.byKey.set(key, [element]);
    }
  });
  return index;
}

/** The number of selections an id names in the indexed scope; `matches` matches an open one. */
export function countKeyed(
  index: KeyIndex,
  id: string,
  matches: (element: SelectionElement) => boolean,
): number {
  let total = 0;
  for (const element of index.byKey.get(id) ?? NONE) total += element.number;
  for (const element of index.open) if (matches(element)) total += element.number;
  return total;
}

/**
 * The selections of a number above zero that an id names, in the scope's order; undefined when some
 * are open (their place among the others is the walk's to give).
 */
export function listKeyed(index: KeyIndex, id: string): SelectionElement[] | undefined {
  if (index.open.length > 0) return undefined;
  return (index.byKey.get(id) ?? NONE).filter((element) => element.number > 0);
}

const NONE: readonly SelectionElement[] = [];
