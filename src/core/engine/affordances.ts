/**
 * What a player can do at a place of the roster, as the engine sees it: the entries that can be
 * added at the root of a force or inside a selection, with their effective minimum and maximum
 * there (modifiers applied), how many are taken, what one costs, and the group they belong to
 * (a group of at most one is an exclusive choice). The interface shows these instead of
 * re-deriving the rules.
 */
import type { LocalText } from '../catalogue/text';
import type { Constraint } from '../catalogue/model';
import type { OptionNode } from './data-index';
import type { RosterEvaluation } from './evaluate';
import type { Evaluator } from './evaluator';
import { categoryRoom, categoryShut } from './constraints';
import { queryValue } from './queries';
import { virtualSelection, type ForceElement, type SelectionElement } from './roster-tree';

export interface OptionLimits {
  /** 0 when nothing is required. */
  min: number;
  /** -1 when unlimited. */
  max: number;
}

export interface GroupAffordance extends OptionLimits {
  id: string;
  name: LocalText;
  taken: number;
  /** At most one of the group: shown as radio buttons. */
  exclusive: boolean;
}

export interface OptionAffordance extends OptionLimits {
  /** The option's path id: what `selectEntry` takes. */
  id: string;
  /** The entry's own id. */
  entryId: string;
  name: LocalText;
  type: string;
  /** How many the container holds. */
  taken: number;
  /** Cost type id → cost of one, modifiers applied. */
  costs: Record<string, number>;
  hidden: boolean;
  /**
   * How many more the list may hold under limits wider than this place (one per list, per force,
   * per unit above): -1 when none limits it. 0: a cap is reached elsewhere (a Stun Grenade another
   * fighter took), so the place does not offer it, though its own maximum would allow it.
   */
  room: number;
  /** Not hidden, and neither its maximum, that of a group it is listed in, nor a wider cap is reached. */
  canAdd: boolean;
  /**
   * One of its limits is 0 as the list stands: nothing allows it yet (a special card before any
   * company), as opposed to a limit reached by what the list holds.
   */
  shut: boolean;
  /** The group it is listed in (the innermost, when groups hold groups). */
  group?: GroupAffordance;
  /** Every group it is listed in at this place, innermost first: an outer group's maximum binds it too. */
  groups: GroupAffordance[];
}

export type Place =
  { forceId: string; selectionId?: undefined } | { selectionId: string; forceId?: undefined };

/** The options at a place; an unknown place has none. */
export function affordancesAt(evaluation: RosterEvaluation, place: Place): OptionAffordance[] {
  const { tree, evaluator } = evaluation;
  const container: ForceElement | SelectionElement | undefined =
    place.selectionId !== undefined ? tree.byId.get(place.selectionId) : tree.forcesById.get(place.forceId);
  if (!container) return [];
  const index = evaluator.index;
  const options =
    container.kind === 'force'
      ? index.rootOptions(container.force.catalogueId)
      : index.children(container.node);
  const chosen = container.kind === 'force' ? container.selections : container.children;
  const out: OptionAffordance[] = [];
  const stack: { node: OptionNode; groups: GroupAffordance[] }[] = options
    .map((node) => ({ node, groups: [] }))
    .reverse();
  while (stack.length > 0) {
    const { node, groups } = stack.pop()!;
    if (node.kind === 'group') {
      const described = [describeGroup(evaluator, container, node, chosen), ...groups];
      const children = index.children(node).map((child) => ({ node: child, groups: described }));
      stack.push(...children.reverse());
      continue;
    }
    out.push(describeOption(evaluator, container, node, chosen, groups));
  }
  return out;
}

/**
 * The most of an option its place may hold: its own maximum and that of every group it is listed
 * in, modifiers applied, and what it holds plus the room wider caps leave; -1 when nothing limits
 * it. 0: the place does not offer it.
 */
export function mostAt(option: OptionAffordance): number {
  let most = option.max;
  for (const group of option.groups) {
    if (group.max >= 0) most = most < 0 ? group.max : Math.min(most, group.max);
  }
  if (option.room >= 0)
    most = most < 0 ? option.taken + option.room : Math.min(most, option.taken + option.room);
  return most;
}

function limitsOf(node: OptionNode, values: Map<string, number>): OptionLimits {
  let min = 0;
  let max = -1;
  for (const { constraint } of node.constraints) {
    if (constraint.field !== 'selections' || constraint.scope !== 'parent' || constraint.percentValue)
      continue;
    const value = values.get(constraint.id) ?? constraint.value;
    if (constraint.type === 'min') min = Math.max(min, value);
    else if (value >= 0) max = max < 0 ? value : Math.min(max, value);
  }
  return { min, max };
}

function describeGroup(
  evaluator: Evaluator,
  container: ForceElement | SelectionElement,
  node: OptionNode,
  chosen: SelectionElement[],
): GroupAffordance {
  const bag = evaluator.baseBag(node);
  evaluator.modify(bag, node, virtualSelection(node, container));
  const limits = limitsOf(node, bag.constraints);
  let taken = 0;
  for (const selection of chosen) {
    for (let parent = selection.node.parent; parent && parent.kind === 'group'; parent = parent.parent) {
      if (parent === node) taken += selection.number;
    }
  }
  return { id: node.id, name: bag.name, taken, exclusive: limits.max === 1, ...limits };
}

function describeOption(
  evaluator: Evaluator,
  container: ForceElement | SelectionElement,
  node: OptionNode,
  chosen: SelectionElement[],
  groups: GroupAffordance[],
): OptionAffordance {
  const mine = chosen.filter((selection) => selection.node === node);
  const at = mine[0] ?? virtualSelection(node, container);
  const effective = evaluator.of(at);
  const limits = limitsOf(node, effective.constraintValues);
  const taken = mine.reduce((sum, selection) => sum + selection.number, 0);
  const room = leastRoom(
    roomLeft(evaluator, node, at, effective.constraintValues),
    // At the root of a force, the force's limits on the entry's categories bind too (one leader).
    container.kind === 'force'
      ? categoryRoom(
          evaluator,
          container,
          evaluator.categoriesOf(at).map((category) => category.id),
        )
      : -1,
  );
  const full =
    (limits.max >= 0 && taken >= limits.max) ||
    groups.some((group) => group.max >= 0 && group.taken >= group.max) ||
    room === 0;
  const categories = () => evaluator.categoriesOf(at).map((category) => category.id);
  const shut =
    full &&
    (limits.max === 0 ||
      groups.some((group) => group.max === 0) ||
      wideLimitShut(node, effective.constraintValues) ||
      (container.kind === 'force' && categoryShut(evaluator, container, categories())));
  return {
    id: node.id,
    entryId: node.defId,
    name: effective.name,
    type: node.type,
    taken,
    costs: Object.fromEntries(effective.unitCosts),
    hidden: effective.hidden,
    room,
    canAdd: !effective.hidden && !full,
    shut,
    ...(groups[0] ? { group: groups[0] } : {}),
    groups,
    ...limits,
  };
}

/**
 * The room an option's limits wider than its place leave (scope roster, force, an ancestor unit or
 * entry), counted as the constraint counts: the least of them, or -1 when none binds.
 */
function roomLeft(
  evaluator: Evaluator,
  node: OptionNode,
  at: SelectionElement,
  values: Map<string, number>,
): number {
  let room = -1;
  for (const { constraint } of node.constraints) {
    if (!isWideSelectionMax(constraint)) continue;
    const limit = values.get(constraint.id) ?? constraint.value;
    if (limit < 0) continue;
    const scope = evaluator.resolveScope(constraint.scope, at);
    if (!scope) continue;
    const filter =
      constraint.shared !== false ? { id: node.defId, exact: false } : { id: node.id, exact: true };
    const left = Math.max(0, limit - queryValue(evaluator, scope, constraint, filter));
    room = room < 0 ? left : Math.min(room, left);
  }
  return room;
}

/** Whether a limit of the option wider than its place is 0 as the list stands. */
function wideLimitShut(node: OptionNode, values: Map<string, number>): boolean {
  return node.constraints.some(
    ({ constraint }) =>
      isWideSelectionMax(constraint) && (values.get(constraint.id) ?? constraint.value) === 0,
  );
}

/** A maximum number of selections counted wider than the option's place (not a percentage). */
function isWideSelectionMax(constraint: Constraint): boolean {
  if (constraint.type !== 'max' || constraint.field !== 'selections' || constraint.percentValue) return false;
  return constraint.scope !== 'parent' && constraint.scope !== 'self';
}

/** The tighter of two rooms, -1 meaning unlimited. */
function leastRoom(a: number, b: number): number {
  if (a < 0) return b;
  return b < 0 ? a : Math.min(a, b);
}
