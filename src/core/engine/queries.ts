/**
 * Queries: what constraints, conditions and repeats count. A query names a scope (where to look,
 * relative to the element it is evaluated at), a field (selections, forces, a cost type or a cost
 * limit) and a filter (the entry, group, category, force entry or catalogue counted).
 */
import { decimal } from './modifiers';
import type { Query } from '../catalogue/model';
import type { ForceElement, RosterElement, SelectionElement } from './roster-tree';
import { buildKeyIndex, countKeyed, listKeyed, type FixedCategories, type KeyIndex } from './key-index';

/** Where a query looks. `category` and `catalogue` narrow a force or the roster. */
export type ScopeElement =
  | SelectionElement
  | ForceElement
  | RosterElement
  | { kind: 'category'; force: ForceElement; categoryId: string }
  | { kind: 'catalogue'; roster: RosterElement; catalogueId: string };

/** What a query counts: every selection, or those matching an id, optionally by exact path only. */
export interface Filter {
  /** Undefined: any. */
  id?: string;
  /** Count by exact path id only (a `shared="false"` query): links do not aggregate. */
  exact: boolean;
}

/** The facts about selections the queries need, computed by the evaluator. */
export interface QueryFacts {
  categoriesOf(element: SelectionElement): readonly { id: string; primary: boolean }[];
  totalCostOf(element: SelectionElement, costTypeId: string): number;
  costLimit(costTypeId: string): number;
  rosterElement(): RosterElement;
  /** Selection counts already taken in this evaluation, by scope and filter. */
  readonly counts: Map<string, number>;
  /**
   * The same, for a selection, force or roster scope: by the scope element itself, then by the
   * query's flags and the filter's id (`*` for any); no key string to build per query.
   */
  readonly scopeCounts?: Map<object, ScopeCounts>;
  /** The categories of an entry no modifier can touch (undefined when one may): see key-index.ts. */
  fixedCategories?: FixedCategories;
  /** Whether some selection's values are being worked out (a walk's order then matters). */
  computing?(): boolean;
}

/**
 * The counts taken in one scope: a few in a list of (flags, id, count), then, past a few, by flags
 * (0 to 7, an index) and id. A list is one small array where maps by flags would be a table each, for
 * every selection whose options are counted.
 */
export interface ScopeCounts {
  few: readonly (string | number)[];
  many?: (Map<string, number> | undefined)[];
  /** By flags: how many walks counted the scope, then its index once it has one (key-index.ts). */
  walks?: number[];
  keyed?: (KeyIndex | undefined)[];
}

export function forceOf(element: SelectionElement | ForceElement): ForceElement {
  return element.kind === 'force' ? element : element.force;
}

/** The ancestors of a selection, nearest first, up to and including its force and the roster. */
export function* ancestors(
  element: SelectionElement | ForceElement,
): Generator<SelectionElement | ForceElement | RosterElement> {
  let current: SelectionElement | ForceElement | RosterElement = element.parent;
  for (;;) {
    yield current;
    if (current.kind === 'roster') return;
    current = current.parent;
  }
}

export function matchesSelection(facts: QueryFacts, element: SelectionElement, filter: Filter): boolean {
  const id = filter.id;
  if (id === undefined) return true;
  const node = element.node;
  if (node.id === id) return true;
  // A group's own limit counts the entries chosen from it: a `shared="false"` one by the group's
  // path, else by its definition (before this, an exact group limit counted nothing at all).
  for (let group = node.parent; group && group.kind === 'group'; group = group.parent) {
    if (group.id === id || (!filter.exact && group.defId === id)) return true;
  }
  if (filter.exact) return false;
  if (node.defId === id) return true;
  // Data also names what it counts by the link that lists an entry ("the first drone of this link is free").
  if (node.link?.id === id) return true;
  if (node.type === id) return true;
  for (const category of facts.categoriesOf(element)) if (category.id === id) return true;
  return false;
}

function matchesForce(element: ForceElement, filter: Filter): boolean {
  if (filter.id === undefined) return true;
  return element.force.entryId === filter.id || element.force.catalogueId === filter.id;
}

function childForces(element: ForceElement | RosterElement, deep: boolean): ForceElement[] {
  const out: ForceElement[] = [];
  const stack = [...element.forces].reverse();
  while (stack.length > 0) {
    const force = stack.pop()!;
    out.push(force);
    if (deep) stack.push(...[...force.forces].reverse());
  }
  return out;
}

/**
 * Visits the selections a scope holds: its own in order, each followed by its descendants when asked,
 * across child forces when asked. Without making a list of them: counting a scope of a few hundred
 * selections for each query would otherwise make a few hundred-long list each time.
 */
export function forEachSelectionIn(
  facts: QueryFacts,
  scope: ScopeElement,
  includeChildSelections: boolean,
  includeChildForces: boolean,
  visit: (element: SelectionElement) => void,
): void {
  // One stack for the whole walk (descendants in order, parents first: a loop, not recursion); no
  // function made per walk (a scope is walked for most queries).
  const stack: SelectionElement[] | undefined = includeChildSelections ? [] : undefined;
  switch (scope.kind) {
    case 'selection':
      for (const child of scope.children) walkFrom(child, visit, stack);
      break;
    case 'force':
      for (const selection of scope.selections) walkFrom(selection, visit, stack);
      if (includeChildForces)
        for (const force of childForces(scope, true))
          for (const selection of force.selections) walkFrom(selection, visit, stack);
      break;
    case 'roster':
      for (const force of childForces(scope, includeChildForces))
        for (const selection of force.selections) walkFrom(selection, visit, stack);
      break;
    case 'category': {
      // The force's selections of that primary category are all found before any is visited, as a
      // list of them would be (what a selection's categories need is worked out in that order).
      const starts = scope.force.selections.filter((selection) =>
        facts.categoriesOf(selection).some((c) => c.primary && c.id === scope.categoryId),
      );
      for (const selection of starts) walkFrom(selection, visit, stack);
      break;
    }
    case 'catalogue':
      for (const force of childForces(scope.roster, true)) {
        if (force.force.catalogueId === scope.catalogueId)
          for (const selection of force.selections) walkFrom(selection, visit, stack);
      }
      break;
  }
}

/** Visits a selection, then its descendants in order when given a stack to walk them with. */
function walkFrom(
  element: SelectionElement,
  visit: (element: SelectionElement) => void,
  stack: SelectionElement[] | undefined,
): void {
  visit(element);
  if (!stack) return;
  for (let i = element.children.length - 1; i >= 0; i -= 1) stack.push(element.children[i]!);
  while (stack.length > 0) {
    const current = stack.pop()!;
    visit(current);
    for (let i = current.children.length - 1; i >= 0; i -= 1) stack.push(current.children[i]!);
  }
}

/** The value a query reads in a scope. */
export function queryValue(
  facts: QueryFacts,
  scope: ScopeElement | undefined,
  query: Query,
  filter: Filter,
): number {
  if (scope === undefined) return 0;
  const field = query.field;
  if (field.startsWith('limit::')) return facts.costLimit(field.slice('limit::'.length));
  if (field === 'forces') return countForces(scope, filter, Boolean(query.includeChildForces));
  const includeChildForces = Boolean(query.includeChildForces);
  if (field === 'selections') {
    const flags = countFlags(query, filter);
    const id = filter.id ?? '*';
    const kept = countsAt(facts, scope);
    const key = kept ? undefined : countKey(scope, query, filter);
    const known = kept ? readCount(kept, flags, id) : key === undefined ? undefined : facts.counts.get(key);
    if (known !== undefined) return known;
    const keyed = kept && filter.id !== undefined ? keyIndexOf(facts, kept, flags, scope, query) : undefined;
    let total = 0;
    if (keyed) total = countKeyed(keyed, filter.id!, (element) => matchesSelection(facts, element, filter));
    else
      forEachSelectionIn(
        facts,
        scope,
        Boolean(query.includeChildSelections),
        includeChildForces,
        (element) => {
          if (matchesSelection(facts, element, filter)) total += element.number;
        },
      );
    if (kept) keepCount(kept, flags, id, total);
    else if (key !== undefined) facts.counts.set(key, total);
    return total;
  }
  // A cost type: the costs of matching selections with everything they hold. A selection held by
  // one already counted is in that one's total: counted again, a unit's options would weigh twice
  // (the whole list's points counted with its nested selections would be far above the list's).
  let total = 0;
  const deep = Boolean(query.includeChildSelections);
  // Without child selections no selection visited holds another: nothing to remember.
  const counted = deep ? new Set<SelectionElement>() : undefined;
  forEachSelectionIn(facts, scope, deep, includeChildForces, (element) => {
    if (!counted) {
      if (matchesSelection(facts, element, filter)) total += facts.totalCostOf(element, field);
      return;
    }
    if (element.parent.kind === 'selection' && counted.has(element.parent)) {
      counted.add(element);
      return;
    }
    if (!matchesSelection(facts, element, filter)) return;
    total += facts.totalCostOf(element, field);
    counted.add(element);
  });
  return decimal(total);
}

/** Past this many walks of a scope with the same flags, the next count indexes it (key-index.ts). */
const WALKS_BEFORE_INDEX = 2;

/** The scope's index for these flags, made now if it was walked often enough; undefined while not. */
function keyIndexOf(
  facts: QueryFacts,
  kept: ScopeCounts,
  flags: number,
  scope: ScopeElement,
  query: Query,
): KeyIndex | undefined {
  const fixed = facts.fixedCategories;
  if (!fixed || facts.computing?.() !== false) return undefined;
  const found = kept.keyed?.[flags];
  if (found) return found;
  kept.walks ??= [];
  const walks = (kept.walks[flags] ?? 0) + 1;
  kept.walks[flags] = walks;
  if (walks <= WALKS_BEFORE_INDEX) return undefined;
  const index = buildKeyIndex(
    (visit) =>
      forEachSelectionIn(
        facts,
        scope,
        Boolean(query.includeChildSelections),
        Boolean(query.includeChildForces),
        visit,
      ),
    (flags & 1) === 1,
    fixed,
  );
  kept.keyed ??= [];
  kept.keyed[flags] = index;
  return index;
}

/** What a count of selections takes in besides its scope's own, as an index (0 to 7) of its counts. */
function countFlags(query: Query, filter: Filter): number {
  return (query.includeChildSelections ? 4 : 0) + (query.includeChildForces ? 2 : 0) + (filter.exact ? 1 : 0);
}

/**
 * The selections of a number above zero a count of selections finds in its scope, in the scope's
 * order, from the scope's index when it has one: listed when a limit is broken.
 */
export function selectionsCounted(
  facts: QueryFacts,
  scope: ScopeElement,
  query: Query,
  filter: Filter,
): SelectionElement[] {
  const flags = countFlags(query, filter);
  const keyed = filter.id === undefined ? undefined : countsAt(facts, scope)?.keyed?.[flags];
  const listed = keyed && facts.computing?.() === false ? listKeyed(keyed, filter.id!) : undefined;
  if (listed) return listed;
  const out: SelectionElement[] = [];
  forEachSelectionIn(
    facts,
    scope,
    Boolean(query.includeChildSelections),
    Boolean(query.includeChildForces),
    (element) => {
      if (element.number > 0 && matchesSelection(facts, element, filter)) out.push(element);
    },
  );
  return out;
}

/** Where counts in a selection (not virtual), force or roster scope are kept. */
function countsAt(facts: QueryFacts, scope: ScopeElement): ScopeCounts | undefined {
  const byScope = facts.scopeCounts;
  if (!byScope) return undefined;
  if (scope.kind === 'category' || scope.kind === 'catalogue') return undefined;
  if (scope.kind === 'selection' && scope.virtual) return undefined;
  let counts = byScope.get(scope);
  if (!counts) {
    counts = { few: NO_COUNTS };
    byScope.set(scope, counts);
  }
  return counts;
}

/** A scope's list before its first count: shared, replaced (never written to) when one is kept. */
const NO_COUNTS: readonly (string | number)[] = [];

/** Counts kept in a list before they are kept by flags and id: most scopes are asked one or two. */
const MOST_LISTED_COUNTS = 8;

function readCount(counts: ScopeCounts, flags: number, id: string): number | undefined {
  if (counts.many) return counts.many[flags]?.get(id);
  const few = counts.few;
  for (let i = 0; i < few.length; i += 3)
    if (few[i] === flags && few[i + 1] === id) return few[i + 2] as number;
  return undefined;
}

function keepCount(counts: ScopeCounts, flags: number, id: string, total: number): void {
  if (!counts.many && counts.few.length < MOST_LISTED_COUNTS * 3) {
    // A new list each time, of its size: most scopes keep one count or two, for the evaluation's life.
    const few = counts.few;
    const longer = new Array<string | number>(few.length + 3);
    for (let i = 0; i < few.length; i += 1) longer[i] = few[i]!;
    longer[few.length] = flags;
    longer[few.length + 1] = id;
    longer[few.length + 2] = total;
    counts.few = longer;
    return;
  }
  if (!counts.many) {
    counts.many = [];
    const few = counts.few;
    for (let i = 0; i < few.length; i += 3)
      byFlags(counts.many, few[i] as number).set(few[i + 1] as string, few[i + 2] as number);
    counts.few = NO_COUNTS;
  }
  byFlags(counts.many, flags).set(id, total);
}

function byFlags(many: (Map<string, number> | undefined)[], flags: number): Map<string, number> {
  let counts = many[flags];
  if (!counts) {
    counts = new Map();
    many[flags] = counts;
  }
  return counts;
}

/**
 * A selection count depends only on the scope and what is counted (the roster does not change
 * during an evaluation), so it is taken once: conditions and repeats of every unit in a force
 * counting the same category cost one walk, not one each. Virtual selections hold nothing.
 */
function countKey(scope: ScopeElement, query: Query, filter: Filter): string | undefined {
  let where: string;
  switch (scope.kind) {
    case 'selection':
      if (scope.virtual) return undefined;
      where = `s:${scope.selection.id}`;
      break;
    case 'force':
      where = `f:${scope.force.id}`;
      break;
    case 'roster':
      where = 'r';
      break;
    case 'category':
      where = `c:${scope.force.force.id}:${scope.categoryId}`;
      break;
    case 'catalogue':
      where = `k:${scope.catalogueId}`;
      break;
  }
  const flags = `${query.includeChildSelections ? 1 : 0}${query.includeChildForces ? 1 : 0}${filter.exact ? 1 : 0}`;
  return `${where}|${flags}|${filter.id ?? '*'}`;
}

function countForces(scope: ScopeElement, filter: Filter, deep: boolean): number {
  if (scope.kind !== 'force' && scope.kind !== 'roster') return 0;
  return childForces(scope, deep).filter((force) => matchesForce(force, filter)).length;
}
