/**
 * Roster edits as pure functions: each takes a roster and returns a new one (the input is never
 * changed; what the edit does not touch is shared, drafts.ts), with the ids of what it created. The builder, the CLI and the conformance runner all
 * edit rosters through these. Choosing an entry creates what the data requires inside it (its
 * options' minimums, a group's default entry), as players expect.
 */
import type { RosterForce, RosterSelection, TreeRoster } from '../roster/tree';
import type { DataIndex, OptionNode } from './data-index';
import { draftForce, draftRoster, draftUnit } from './drafts';
import { emptyBag, Evaluator } from './evaluator';
import { buildRosterTree, findOption, virtualSelection, type SelectionElement } from './roster-tree';

export interface EditContext {
  index: DataIndex;
  /** A fresh id for a force or selection. */
  newId: () => string;
}

export interface EditResult {
  roster: TreeRoster;
  /** The force or selection the edit created. */
  createdId?: string;
  /** Entries chosen automatically: entry id (own id and path) → selection id. */
  autoSelected: Record<string, string>;
}

export class EditError extends Error {
  constructor(
    readonly code: 'force-not-found' | 'selection-not-found' | 'entry-not-found' | 'force-entry-not-found',
    readonly target: string,
  ) {
    super(`${code}: ${target}`);
  }
}

function* allForces(forces: RosterForce[]): Generator<{ force: RosterForce; siblings: RosterForce[] }> {
  const stack = forces.map((force) => ({ force, siblings: forces })).reverse();
  while (stack.length > 0) {
    const item = stack.pop()!;
    yield item;
    stack.push(...item.force.forces.map((force) => ({ force, siblings: item.force.forces })).reverse());
  }
}

function findForce(roster: TreeRoster, forceId: string): { force: RosterForce; siblings: RosterForce[] } {
  for (const item of allForces(roster.forces)) if (item.force.id === forceId) return item;
  throw new EditError('force-not-found', forceId);
}

interface Located {
  selection: RosterSelection;
  siblings: RosterSelection[];
  parent: RosterSelection | null;
  force: RosterForce;
}

function findSelection(roster: TreeRoster, selectionId: string): Located {
  for (const { force } of allForces(roster.forces)) {
    const stack: {
      selection: RosterSelection;
      siblings: RosterSelection[];
      parent: RosterSelection | null;
    }[] = force.selections.map((selection) => ({ selection, siblings: force.selections, parent: null }));
    while (stack.length > 0) {
      const item = stack.pop()!;
      if (item.selection.id === selectionId) return { ...item, force };
      for (const child of item.selection.selections) {
        stack.push({ selection: child, siblings: item.selection.selections, parent: item.selection });
      }
    }
  }
  throw new EditError('selection-not-found', selectionId);
}

export function addForce(
  context: EditContext,
  roster: TreeRoster,
  forceEntryId: string,
  catalogueId?: string,
  parentForceId?: string,
): EditResult {
  if (!context.index.forceEntry(forceEntryId)) throw new EditError('force-entry-not-found', forceEntryId);
  const draft = parentForceId ? draftForce(roster, parentForceId) : draftRoster(roster);
  const force: RosterForce = {
    id: context.newId(),
    entryId: forceEntryId,
    catalogueId: catalogueId ?? context.index.defaultCatalogueId(),
    selections: [],
    forces: [],
  };
  if (parentForceId) findForce(draft, parentForceId).force.forces.push(force);
  else draft.forces.push(force);
  const autoSelected: Record<string, string> = {};
  autoSelectRoots(context, draft, force, autoSelected);
  return { roster: draft, createdId: force.id, autoSelected };
}

/**
 * A roster of one force of the catalogue's first force entry, to try a choice in (what an entry
 * brings with it, what it costs when added); undefined when the catalogue offers no force.
 */
export function scratchForce(
  index: DataIndex,
  catalogueId: string,
): { context: EditContext; roster: TreeRoster; forceId: string } | undefined {
  const forceEntry = index.topForceEntries(catalogueId)[0];
  if (!forceEntry) return undefined;
  let serial = 0;
  const context: EditContext = { index, newId: () => `t${(serial += 1)}` };
  const empty: TreeRoster = {
    id: 'scratch',
    name: 'scratch',
    gameSystemId: index.gameSystem.id,
    costLimits: {},
    forces: [],
  };
  const { roster, createdId } = addForce(context, empty, forceEntry.id, catalogueId);
  return { context, roster, forceId: createdId! };
}

export function removeForce(roster: TreeRoster, forceId: string): EditResult {
  const draft = draftForce(roster, forceId);
  const { force, siblings } = findForce(draft, forceId);
  siblings.splice(siblings.indexOf(force), 1);
  return { roster: draft, autoSelected: {} };
}

export function duplicateForce(context: EditContext, roster: TreeRoster, forceId: string): EditResult {
  const draft = draftForce(roster, forceId);
  const { force, siblings } = findForce(draft, forceId);
  const copy = renewForceIds(structuredClone(force), context.newId);
  siblings.push(copy);
  return { roster: draft, createdId: copy.id, autoSelected: {} };
}

/** Chooses an entry at the root of a force, or inside a selection when `parentSelectionId` is given. */
export function selectEntry(
  context: EditContext,
  roster: TreeRoster,
  forceId: string,
  entryId: string,
  parentSelectionId?: string,
): EditResult {
  const draft = parentSelectionId ? draftUnit(roster, parentSelectionId) : draftForce(roster, forceId);
  const { force } = findForce(draft, forceId);
  const tree = buildRosterTree(context.index, draft);
  let node: OptionNode | undefined;
  let parent: RosterSelection | null = null;
  let parentElement: SelectionElement | undefined;
  if (parentSelectionId) {
    parentElement = tree.byId.get(parentSelectionId);
    if (!parentElement) throw new EditError('selection-not-found', parentSelectionId);
    parent = findSelection(draft, parentSelectionId).selection;
    node = findOption(context.index.selectable(parentElement.node), entryId);
  } else {
    node = findOption(context.index.selectableRoots(force.catalogueId), entryId);
  }
  if (!node) throw new EditError('entry-not-found', entryId);
  const autoSelected: Record<string, string> = {};
  const created = parent
    ? addChildSelections(context, draft, parent, node)
    : [addRootSelection(context, force, node)];
  for (const selection of created) autoSelectInside(context, draft, selection, autoSelected);
  return { roster: draft, createdId: created[0]?.id, autoSelected };
}

export function deselectSelection(context: EditContext, roster: TreeRoster, selectionId: string): EditResult {
  const draft = draftUnit(roster, selectionId);
  const located = findSelection(draft, selectionId);
  const { selection, siblings, parent } = located;
  const node = nodeOf(context, draft, selectionId);
  const step =
    parent && node?.collective && !isInstanced(context.index, node) ? parentNumber(draft, parent) : 1;
  if (!parent || selection.number <= step) siblings.splice(siblings.indexOf(selection), 1);
  else {
    const previous = selection.number;
    selection.number -= step;
    if (node) followParentNumber(context, node, selection, previous);
  }
  return { roster: draft, autoSelected: {} };
}

/** Sets how many of a selection; entries that make separate copies (root, instanced) keep theirs. */
export function setSelectionCount(
  context: EditContext,
  roster: TreeRoster,
  selectionId: string,
  count: number,
): EditResult {
  const draft = draftUnit(roster, selectionId);
  const { selection, parent } = findSelection(draft, selectionId);
  // One tree of the draft for both: which option it is, and what it holds.
  const element = buildRosterTree(context.index, draft).byId.get(selectionId);
  const node = element?.node;
  if (!parent || !node || isInstanced(context.index, node) || count < 0)
    return { roster: draft, autoSelected: {} };
  const perModel = node.collective ? parentNumber(draft, parent) : 1;
  const previous = selection.number;
  selection.number = count * perModel;
  followParentNumber(context, node, selection, previous);
  if (selection.number === 0) selection.selections = [];
  return { roster: draft, autoSelected: {} };
}

export function duplicateSelection(
  context: EditContext,
  roster: TreeRoster,
  selectionId: string,
): EditResult {
  const draft = draftUnit(roster, selectionId);
  const { selection, siblings } = findSelection(draft, selectionId);
  const copy = renewSelectionIds(structuredClone(selection), context.newId);
  delete copy.customName;
  siblings.push(copy);
  return { roster: draft, createdId: copy.id, autoSelected: {} };
}

export function setCostLimit(roster: TreeRoster, costTypeId: string, value: number): EditResult {
  const draft = draftRoster(roster);
  draft.costLimits[costTypeId] = value;
  return { roster: draft, autoSelected: {} };
}

export interface Customisation {
  customName?: string;
  customNotes?: string;
}

/** Names and notes of the player's own, on a selection, a force or one of a force's categories. */
export function customise(
  roster: TreeRoster,
  target: { forceId?: string; selectionId?: string; categoryId?: string },
  change: Customisation,
): EditResult {
  const draft = target.selectionId
    ? draftUnit(roster, target.selectionId)
    : draftForce(roster, target.forceId ?? '');
  let holder: Customisation;
  if (target.selectionId) holder = findSelection(draft, target.selectionId).selection;
  else {
    const { force } = findForce(draft, target.forceId ?? '');
    if (target.categoryId) {
      // The force is the draft's own; its categories and the one named are copied before changing.
      force.categories = { ...force.categories };
      holder = force.categories[target.categoryId] = { ...force.categories[target.categoryId] };
    } else holder = force;
  }
  if (change.customName !== undefined) holder.customName = change.customName;
  if (change.customNotes !== undefined) holder.customNotes = change.customNotes;
  return { roster: draft, autoSelected: {} };
}

function nodeOf(context: EditContext, roster: TreeRoster, selectionId: string): OptionNode | undefined {
  return buildRosterTree(context.index, roster).byId.get(selectionId)?.node;
}

function parentNumber(roster: TreeRoster, parent: RosterSelection): number {
  void roster;
  return Math.max(1, parent.number);
}

/**
 * Whether choosing this entry again makes another copy rather than raising a count: an entry with
 * an option that is neither collective nor hidden is one model (or unit) per copy.
 */
export function isInstanced(index: DataIndex, node: OptionNode): boolean {
  const stack = [...index.children(node)];
  let seen = 0;
  while (stack.length > 0 && seen < 10_000) {
    seen += 1;
    const child = stack.pop()!;
    if (child.kind === 'group') {
      stack.push(...index.children(child));
      continue;
    }
    if (!child.collective && !child.hidden) return true;
    stack.push(...index.children(child));
  }
  return false;
}

function newSelection(context: EditContext, node: OptionNode, number: number): RosterSelection {
  const selection: RosterSelection = { id: context.newId(), entryId: node.id, number, selections: [] };
  if (node.groupId) selection.entryGroupId = node.groupId;
  return selection;
}

function addRootSelection(context: EditContext, force: RosterForce, node: OptionNode): RosterSelection {
  const selection = newSelection(context, node, 1);
  force.selections.push(selection);
  return selection;
}

/**
 * Adds one of an option inside a selection. A collective option under a non-root selection goes
 * to every copy of that selection, one per model; a repeated option raises the count of the one
 * already there unless it is instanced.
 */
function addChildSelections(
  context: EditContext,
  roster: TreeRoster,
  parent: RosterSelection,
  node: OptionNode,
): RosterSelection[] {
  const located = findSelection(roster, parent.id);
  const parents =
    node.collective && !isInstanced(context.index, node) && located.parent
      ? located.siblings.filter((sibling) => sibling.entryId === parent.entryId)
      : [parent];
  const touched: RosterSelection[] = [];
  for (const holder of parents) {
    const amount = node.collective && located.parent ? Math.max(1, holder.number) : 1;
    touched.push(addOne(context, holder, node, amount));
  }
  const first = touched.find((selection) => selection === touched[0]);
  return first ? [first] : [];
}

function addOne(
  context: EditContext,
  holder: RosterSelection,
  node: OptionNode,
  amount: number,
): RosterSelection {
  if (!isInstanced(context.index, node)) {
    const existing = holder.selections.find((selection) => selection.entryId === node.id);
    if (existing) {
      const previous = existing.number;
      existing.number += amount;
      followParentNumber(context, node, existing, previous);
      return existing;
    }
  }
  const selection = newSelection(context, node, amount);
  holder.selections.push(selection);
  return selection;
}

/**
 * A selection's collective options follow its new number, per model, and theirs in turn: grenades
 * every trooper carries are as many as the troopers once one more is added or one is taken away,
 * whichever edit changed the count, and so cost what that many cost (BattleScribe's parent-number
 * propagation).
 */
function followParentNumber(
  context: EditContext,
  node: OptionNode,
  selection: RosterSelection,
  previous: number,
): void {
  const stack = [{ node, selection, previous }];
  for (let seen = 0; stack.length > 0 && seen < 10_000; seen += 1) {
    const current = stack.pop()!;
    const now = current.selection.number;
    if (current.previous <= 0 || current.previous === now) continue;
    const options = context.index.selectable(current.node);
    for (const child of current.selection.selections) {
      const childNode = findOption(options, child.entryId);
      if (!childNode?.collective || isInstanced(context.index, childNode)) continue;
      const before = child.number;
      child.number = Math.floor(before / current.previous) * now;
      stack.push({ node: childNode, selection: child, previous: before });
    }
  }
}

/** The smallest number of an option its `min … scope parent` constraints ask for. */
function requiredCount(evaluator: Evaluator, node: OptionNode, at: SelectionElement): number {
  const effective = node.kind === 'entry' ? evaluator.of(at) : undefined;
  const values = effective?.constraintValues ?? groupConstraintValues(evaluator, node, at);
  let required = 0;
  for (const { constraint } of node.constraints) {
    if (constraint.type !== 'min' || constraint.field !== 'selections' || constraint.percentValue) continue;
    if (constraint.scope !== 'parent' && constraint.scope !== 'force' && constraint.scope !== 'roster')
      continue;
    required = Math.max(required, values.get(constraint.id) ?? constraint.value);
  }
  return required;
}

function groupConstraintValues(
  evaluator: Evaluator,
  node: OptionNode,
  at: SelectionElement,
): Map<string, number> {
  const bag = evaluator.baseBag(node);
  evaluator.modify(bag, node, at);
  return bag.constraints;
}

function isHiddenAt(evaluator: Evaluator, node: OptionNode, at: SelectionElement): boolean {
  if (node.kind === 'entry') return evaluator.of(at).hidden;
  const bag = evaluator.baseBag(node);
  evaluator.modify(bag, node, at);
  return bag.hidden;
}

function record(autoSelected: Record<string, string>, node: OptionNode, selection: RosterSelection): void {
  if (!(node.defId in autoSelected)) autoSelected[node.defId] = selection.id;
  if (!(node.id in autoSelected)) autoSelected[node.id] = selection.id;
  if (node.link && !(node.link.id in autoSelected)) autoSelected[node.link.id] = selection.id;
}

/** Root entries a new force must hold: created at once, with their own required options (none in a hidden force). */
function autoSelectRoots(
  context: EditContext,
  roster: TreeRoster,
  force: RosterForce,
  autoSelected: Record<string, string>,
): void {
  const tree = buildRosterTree(context.index, roster);
  const forceElement = tree.forcesById.get(force.id)!;
  const evaluator = new Evaluator(context.index, tree);
  const entry = forceElement.entry;
  if (entry && evaluator.modify(emptyBag(entry.name, Boolean(entry.hidden)), entry, forceElement).hidden)
    return;
  const created: { node: OptionNode; count: number }[] = [];
  for (const node of context.index.selectableRoots(force.catalogueId).values()) {
    // A hidden entry with a minimum is selected all the same (BattleScribe's auto-selection looks at
    // minimums only): data hides entries a unit must always hold, to carry a profile or a rule.
    const count = requiredCount(evaluator, node, virtualSelection(node, forceElement));
    if (count > 0) created.push({ node, count });
  }
  for (const { node, count } of created) {
    for (let i = 0; i < count; i += 1) {
      const selection = addRootSelection(context, force, node);
      record(autoSelected, node, selection);
      autoSelectInside(context, roster, selection, autoSelected);
    }
  }
}

/** Creates the options a new selection must hold, breadth first, without recursion. */
function autoSelectInside(
  context: EditContext,
  roster: TreeRoster,
  start: RosterSelection,
  autoSelected: Record<string, string>,
): void {
  const queue: RosterSelection[] = [start];
  let processed = 0;
  while (queue.length > 0 && processed < 10_000) {
    processed += 1;
    const selection = queue.shift()!;
    const tree = buildRosterTree(context.index, roster);
    const element = tree.byId.get(selection.id);
    if (!element) continue;
    const evaluator = new Evaluator(context.index, tree);
    // A collective option of a selection of several models is held once per model, as when chosen.
    const perModel = (node: OptionNode) => (node.collective ? Math.max(1, selection.number) : 1);
    for (const { node, missing } of missingOptions(context.index, evaluator, element)) {
      for (let i = 0; i < missing; i += 1) {
        const created = addOne(context, selection, node, perModel(node));
        record(autoSelected, node, created);
        if (!queue.includes(created)) queue.push(created);
      }
    }
  }
}

/**
 * Options under a selection that their minimum (or their group's default) requires and are not there,
 * in data order. A group's default comes after what the group holds is known: an entry the group
 * already requires (a unit's armour with a minimum of one) meets the group's minimum, and the default
 * only makes up what is still missing, as in BattleScribe (else the unit starts with two armours).
 */
function missingOptions(
  index: DataIndex,
  evaluator: Evaluator,
  element: SelectionElement,
): { node: OptionNode; missing: number }[] {
  const planned: { node: OptionNode; missing: number; position: number }[] = [];
  const groups: { node: OptionNode; required: number; position: number }[] = [];
  const stack = [...index.children(element.node)].reverse();
  let position = 0;
  while (stack.length > 0) {
    const node = stack.pop()!;
    position += 1;
    const at = virtualSelection(node, element);
    // A hidden entry with a minimum is selected all the same (see autoSelectRoots); a hidden group
    // offers nothing, and its default is not chosen.
    const hidden = isHiddenAt(evaluator, node, at);
    if (hidden && node.kind === 'group') continue;
    const required = requiredCount(evaluator, node, at);
    if (node.kind === 'group') {
      if (required > 0) groups.push({ node, required, position });
      stack.push(...[...index.children(node)].reverse());
      continue;
    }
    // A new selection also starts with its options' default amounts (a détachement's Rhinos), not
    // those of an option it cannot see.
    const wanted = Math.max(required, hidden ? 0 : defaultAmountOf(node));
    if (wanted <= 0) continue;
    const present = countIn(element, (option) => option === node);
    if (present < wanted) planned.push({ node, missing: wanted - present, position });
  }
  // Innermost groups first (they come last in data order): a nested group's default counts in the
  // groups around it.
  for (let i = groups.length - 1; i >= 0; i -= 1) {
    const { node: group, required, position: at } = groups[i]!;
    const target = defaultEntryOf(index, group);
    if (!target) continue;
    let present = countIn(element, (option) => inGroup(option, group));
    for (const item of planned) if (inGroup(item.node, group)) present += item.missing;
    if (present < required) planned.push({ node: target, missing: required - present, position: at });
  }
  return planned.sort((a, b) => a.position - b.position);
}

function defaultAmountOf(node: OptionNode): number {
  return 'defaultAmount' in node.def ? (node.def.defaultAmount ?? 0) : 0;
}

function countIn(element: SelectionElement, test: (node: OptionNode) => boolean): number {
  let total = 0;
  for (const child of element.children) if (test(child.node)) total += child.number;
  return total;
}

function inGroup(option: OptionNode, group: OptionNode): boolean {
  for (let parent = option.parent; parent && parent.kind === 'group'; parent = parent.parent) {
    if (parent === group) return true;
  }
  return false;
}

/** A group's default entry, by its own id, a link's id or its path. */
export function defaultEntryOf(index: DataIndex, group: OptionNode): OptionNode | undefined {
  const wanted = group.defaultSelectionEntryId;
  if (!wanted) return undefined;
  const stack = [...index.children(group)];
  while (stack.length > 0) {
    const node = stack.shift()!;
    if (node.kind === 'group') {
      stack.push(...index.children(node));
      continue;
    }
    if (node.defId === wanted || node.id === wanted || node.link?.id === wanted) return node;
  }
  return undefined;
}

function renewSelectionIds(selection: RosterSelection, newId: () => string): RosterSelection {
  const stack = [selection];
  while (stack.length > 0) {
    const current = stack.pop()!;
    current.id = newId();
    stack.push(...current.selections);
  }
  return selection;
}

function renewForceIds(force: RosterForce, newId: () => string): RosterForce {
  const stack = [force];
  while (stack.length > 0) {
    const current = stack.pop()!;
    current.id = newId();
    for (const selection of current.selections) renewSelectionIds(selection, newId);
    stack.push(...current.forces);
  }
  return force;
}
