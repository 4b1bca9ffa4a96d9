/**
 * The roster seen by the engine: forces and selections joined with their definitions and their
 * parents, built once per evaluation without recursion (a roster file can be arbitrarily deep).
 */
import type { ForceEntry } from '../catalogue/model';
import type { RosterForce, RosterSelection, TreeRoster } from '../roster/tree';
import type { DataIndex, OptionNode } from './data-index';

export interface RosterElement {
  kind: 'roster';
  roster: TreeRoster;
  forces: ForceElement[];
}

export interface ForceElement {
  kind: 'force';
  force: RosterForce;
  /** Undefined when the force entry is not in the data (reported, not fatal). */
  entry: ForceEntry | undefined;
  parent: ForceElement | RosterElement;
  forces: ForceElement[];
  selections: SelectionElement[];
  depth: number;
}

export interface SelectionElement {
  kind: 'selection';
  selection: RosterSelection;
  node: OptionNode;
  parent: SelectionElement | ForceElement;
  force: ForceElement;
  children: SelectionElement[];
  number: number;
  /**
   * The selection at the root of its force this one is part of (itself at the root): with what it
   * holds, the unit whose evaluation can be kept between evaluations (unit-memo.ts).
   */
  unit: SelectionElement;
  /** Position in a depth-first walk: the order costs and verdicts are computed in. */
  order: number;
  /** An option not (yet) chosen, evaluated as if it were: for hidden state, limits and affordances. */
  virtual?: boolean;
}

/** A selection or force whose entry the data does not have (renamed, removed, other catalogue). */
export interface UnresolvedSelection {
  selection: RosterSelection;
  force: ForceElement;
  parentId: string | null;
}

export interface RosterTree {
  root: RosterElement;
  forces: ForceElement[];
  /** Every resolved selection, parents before children. */
  selections: SelectionElement[];
  /** Made when first read (an evaluation of the engine alone reads it only for misplaced selections). */
  readonly byId: ReadonlyMap<string, SelectionElement>;
  forcesById: Map<string, ForceElement>;
  unresolved: UnresolvedSelection[];
}

/**
 * Per map of options (the index keeps them): the first option of each entry id and link id, for the
 * fallback below, so that a selection saved under another path costs a look-up, not a scan.
 */
const byOtherIds = new WeakMap<Map<string, OptionNode>, Map<string, OptionNode>>();

/** The option a selection takes: by path id under its parent, or by the entry's own id as a fallback. */
export function findOption(options: Map<string, OptionNode>, entryId: string): OptionNode | undefined {
  const exact = options.get(entryId);
  if (exact) return exact;
  let others = byOtherIds.get(options);
  if (!others) {
    // The first option (in the map's order) whose entry id or link id it is, as a scan would find.
    others = new Map();
    for (const node of options.values()) {
      if (!others.has(node.defId)) others.set(node.defId, node);
      if (node.link && !others.has(node.link.id)) others.set(node.link.id, node);
    }
    byOtherIds.set(options, others);
  }
  return others.get(entryId);
}

class Tree implements RosterTree {
  readonly forces: ForceElement[] = [];
  readonly selections: SelectionElement[] = [];
  readonly forcesById = new Map<string, ForceElement>();
  readonly unresolved: UnresolvedSelection[] = [];
  private ids: Map<string, SelectionElement> | undefined = undefined;

  constructor(readonly root: RosterElement) {}

  get byId(): ReadonlyMap<string, SelectionElement> {
    // In the tree's order: of two selections of one id, the later one, as ever.
    if (!this.ids) {
      this.ids = new Map();
      for (const element of this.selections) this.ids.set(element.selection.id, element);
    }
    return this.ids;
  }
}

export function buildRosterTree(index: DataIndex, roster: TreeRoster): RosterTree {
  const root: RosterElement = { kind: 'roster', roster, forces: [] };
  const tree = new Tree(root);
  const forceStack: { force: RosterForce; parent: ForceElement | RosterElement; depth: number }[] =
    roster.forces
      .map((force) => ({ force, parent: root as ForceElement | RosterElement, depth: 0 }))
      .reverse();
  while (forceStack.length > 0) {
    const { force, parent, depth } = forceStack.pop()!;
    const element: ForceElement = {
      kind: 'force',
      force,
      entry: index.forceEntry(force.entryId),
      parent,
      forces: [],
      selections: [],
      depth,
    };
    parent.forces.push(element);
    tree.forces.push(element);
    tree.forcesById.set(force.id, element);
    addSelections(index, tree, element);
    for (let i = force.forces.length - 1; i >= 0; i -= 1) {
      forceStack.push({ force: force.forces[i]!, parent: element, depth: depth + 1 });
    }
  }
  return tree;
}

function addSelections(index: DataIndex, tree: Tree, force: ForceElement): void {
  const roots = index.selectableRoots(force.force.catalogueId);
  // What is left to place, as three stacks in step (no object per selection for the walk itself).
  const selections: RosterSelection[] = [];
  const parents: (SelectionElement | ForceElement)[] = [];
  const optionMaps: Map<string, OptionNode>[] = [];
  for (let i = force.force.selections.length - 1; i >= 0; i -= 1) {
    selections.push(force.force.selections[i]!);
    parents.push(force);
    optionMaps.push(roots);
  }
  while (selections.length > 0) {
    const selection = selections.pop()!;
    const parent = parents.pop()!;
    const node = findOption(optionMaps.pop()!, selection.entryId);
    if (!node) {
      tree.unresolved.push({
        selection,
        force,
        parentId: parent.kind === 'selection' ? parent.selection.id : null,
      });
      continue;
    }
    const element = selectionElement(selection, node, parent, selection.number, tree.selections.length);
    if (parent.kind === 'force') parent.selections.push(element);
    else if (parent.children === NO_CHILDREN) parent.children = [element];
    else parent.children.push(element);
    tree.selections.push(element);
    if (selection.selections.length === 0) continue;
    const childOptions = index.selectable(node);
    for (let i = selection.selections.length - 1; i >= 0; i -= 1) {
      selections.push(selection.selections[i]!);
      parents.push(element);
      optionMaps.push(childOptions);
    }
  }
}

/**
 * The children of a selection that holds none: one empty list shared by all of them (most options
 * hold nothing), replaced by a list of its own at the first child. Never written to.
 */
const NO_CHILDREN: SelectionElement[] = [];

function selectionElement(
  selection: RosterSelection,
  node: OptionNode,
  parent: SelectionElement | ForceElement,
  number: number,
  order: number,
): SelectionElement {
  const force = parent.kind === 'force' ? parent : parent.force;
  const element: SelectionElement = {
    kind: 'selection',
    selection,
    node,
    parent,
    force,
    children: NO_CHILDREN,
    number,
    order,
    unit: parent.kind === 'selection' ? parent.unit : (undefined as never),
  };
  // At the root of its force, a selection is its own unit.
  if (parent.kind === 'force') element.unit = element;
  return element;
}

/** An option evaluated under a container before it is chosen. */
export function virtualSelection(
  node: OptionNode,
  parent: SelectionElement | ForceElement,
): SelectionElement {
  const selection = { id: '', entryId: node.id, number: 0, selections: [] };
  const element = selectionElement(selection, node, parent, 0, Number.MAX_SAFE_INTEGER);
  element.virtual = true;
  return element;
}
