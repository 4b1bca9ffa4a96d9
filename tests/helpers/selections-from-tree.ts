/**
 * Kept for tests that build a list as cards (the builder makes lists in the tree, engine/new-list.ts
 * and unit-add.ts): version 3 selections (a tree, as the engine and BattleScribe rosters hold them)
 * back into cards: each unit a selection of its own, the options it holds as counts keyed by their
 * entry paths from the unit down (`a/b`: option `b` inside option `a`), and the units a formation holds
 * as selections with that formation as `parent`. `migrateV2` reads them back into the same tree.
 */
import type { RosterSelection } from '../../src/core/roster/tree';
import { MAX_OPTION_NESTING, OPTION_PATH_SEPARATOR } from '../../src/core/roster/ids';
import type { UnitCard } from '../../src/core/roster/cards';

export interface FromTreeOptions {
  /** Whether a child of a unit is a unit of its own (a formation's content), not an option. */
  isUnit(entryId: string): boolean;
  /** A fresh selection id for the list. */
  newId(): string;
}

interface Pending {
  selection: RosterSelection;
  parent?: string;
}

/** The unit and, after it, every unit it holds, parents first; selections nested too deep are dropped. */
export function selectionsFromTree(
  root: RosterSelection,
  options: FromTreeOptions,
  parent?: string,
): { selections: UnitCard[]; dropped: number } {
  const out: UnitCard[] = [];
  let dropped = 0;
  const queue: Pending[] = [parent === undefined ? { selection: root } : { selection: root, parent }];
  while (queue.length > 0) {
    const { selection, parent: holder } = queue.shift()!;
    const id = options.newId();
    const unit: UnitCard = { id, entry: selection.entryId, options: {}, items: {} };
    if (holder !== undefined) unit.parent = holder;
    if (selection.number !== 1) unit.count = selection.number;
    if (selection.customName !== undefined) unit.label = selection.customName.slice(0, 120);
    // Children are taken in the tree's order: a formation's units keep theirs, options their keys'.
    const stack = selection.selections.map((child) => ({ child, key: child.entryId, depth: 1 })).reverse();
    while (stack.length > 0) {
      const { child, key, depth } = stack.pop()!;
      if (depth === 1 && options.isUnit(child.entryId)) {
        queue.push({ selection: child, parent: id });
        continue;
      }
      if (depth > MAX_OPTION_NESTING) {
        dropped += subtreeSize(child);
        continue;
      }
      unit.options[key] = (unit.options[key] ?? 0) + child.number;
      for (let i = child.selections.length - 1; i >= 0; i -= 1) {
        const inner = child.selections[i]!;
        stack.push({ child: inner, key: `${key}${OPTION_PATH_SEPARATOR}${inner.entryId}`, depth: depth + 1 });
      }
    }
    out.push(unit);
  }
  return { selections: out, dropped };
}

/** A selection and everything it holds, counted without recursion. */
function subtreeSize(selection: RosterSelection): number {
  let size = 0;
  const stack = [selection];
  while (stack.length > 0) {
    size += 1;
    stack.push(...stack.pop()!.selections);
  }
  return size;
}
