/**
 * The effective state of every selection: its entry with the modifiers that hold applied (name,
 * hidden, costs, categories, constraint values), computed once per evaluation and on demand, so
 * that a condition may read another selection's categories or costs. A selection whose values are
 * being computed reads as its unmodified entry (categories) and as costing nothing (costs): the
 * data's circular references end there instead of looping.
 */
import type { Condition, Modifier, ModifierGroup, Query, Repeat } from '../catalogue/model';
import type { LocalText } from '../catalogue/text';
import type { DataIndex, OptionNode } from './data-index';
import {
  applyModifierList,
  CircularReference,
  decimal,
  type ConditionContext,
  type FieldBag,
} from './modifiers';
import {
  ancestors,
  forceOf,
  matchesSelection,
  queryValue,
  type Filter,
  type QueryFacts,
  type ScopeCounts,
  type ScopeElement,
} from './queries';
import type { ForceElement, RosterElement, RosterTree, SelectionElement } from './roster-tree';
import { mayBeTakenOver, type UnitMemo, type UnitMemos, type WideRead } from './unit-memo';

export interface EffectiveSelection {
  name: LocalText;
  hidden: boolean;
  page?: string;
  /** Cost type id → cost of one. */
  unitCosts: Map<string, number>;
  /** Cost type id → cost of this selection alone (unit cost × number). */
  costs: Map<string, number>;
  categories: { id: string; primary: boolean }[];
  /** Constraint id → value after modifiers. */
  constraintValues: Map<string, number>;
}

type Context = SelectionElement | ForceElement | RosterElement;

export class Evaluator implements QueryFacts {
  /**
   * Per selection of the tree, by its place in it (`order`), as the per-unit memos below: arrays cost
   * far less to fill and to collect than maps keyed by every element. Virtual selections have none.
   */
  private readonly effective: (EffectiveSelection | undefined)[];
  private readonly inProgress = new Set<SelectionElement>();
  private readonly totals = new Map<SelectionElement, Map<string, number>>();
  readonly counts = new Map<string, number>();
  readonly scopeCounts = new Map<object, ScopeCounts>();
  private readonly costTypeIds: string[];

  /** Units whose evaluation met a reference back to itself: cut, in an order-dependent way. */
  private readonly cutUnits = new Set<SelectionElement>();
  /** Per unit root (by order): the memo its evaluation is taken over from (null when none applies). */
  private readonly unitMemos: (UnitMemo | null | undefined)[];

  constructor(
    readonly index: DataIndex,
    readonly tree: RosterTree,
    /** Units kept from earlier evaluations of the same data, taken over where unchanged. */
    readonly memos?: UnitMemos,
  ) {
    this.costTypeIds = index.costTypes().map((costType) => costType.id);
    const size = tree.selections.length;
    this.effective = new Array<EffectiveSelection | undefined>(size).fill(undefined);
    this.unitMemos = new Array<UnitMemo | null | undefined>(size).fill(undefined);
    this.madeMemos = new Array<UnitMemo | undefined>(size).fill(undefined);
    this.wideReads = new Array<WideRead[] | undefined>(size).fill(undefined);
    this.checking = new Uint8Array(size);
  }

  /** Per unit root (by order): what its selections' modifiers read outside it, as they read it. */
  private readonly wideReads: (WideRead[] | undefined)[];
  /** Per unit root (by order): 1 while its memo is checked, 2 once asked for meanwhile. */
  private readonly checking: Uint8Array;

  /** A selection's place in this evaluation's arrays, or -1 for one that is not the tree's own. */
  private slot(element: SelectionElement): number {
    const order = element.order;
    return this.tree.selections[order] === element ? order : -1;
  }

  /** The memo this evaluation takes a unit's values and verdicts over from, if any. */
  unitMemo(root: SelectionElement): UnitMemo | undefined {
    if (!this.memos || root.virtual) return undefined;
    const slot = this.slot(root);
    if (slot < 0) return undefined;
    let memo = this.unitMemos[slot];
    if (memo === undefined) {
      // Meanwhile the unit has no memo: asked again while its reads are checked, it is evaluated.
      this.unitMemos[slot] = null;
      // A memo is kept only of a unit that may be taken over (`canKeep`), and found only for its entry.
      const found = this.memos.find(this.tree, root) ?? null;
      memo = found && this.readsHold(slot, found) ? found : null;
      this.unitMemos[slot] = memo;
      if (memo) {
        this.sharesVerdicts = true;
        // Checked, its reads are in the processor's cache: shared now with the units that read the same.
        memo.reads = this.memos.sharedReads(memo.reads);
      }
    } else if (memo === null && this.checking[slot] === CHECKING) this.checking[slot] = ASKED_WHILE_CHECKED;
    return memo ?? undefined;
  }

  /**
   * Whether what the unit read outside itself gives the same values in this evaluation. Checking may
   * evaluate other units; one that reads this unit back makes the memo unusable (a cold evaluation
   * would have met that loop while this unit was being evaluated).
   */
  private readsHold(slot: number, memo: UnitMemo): boolean {
    const reads = memo.reads;
    if (reads.length === 0) return true;
    this.checking[slot] = CHECKING;
    let hold = true;
    for (let i = 0; i < reads.length && hold; i += 1) {
      const read = reads[i]!;
      const value = this.readAgain(read, this.tree.selections[slot + read.offset]!);
      hold = Object.is(value, read.value) && this.checking[slot] === CHECKING;
    }
    this.checking[slot] = 0;
    return hold;
  }

  /** What the unit's selections read outside it in this evaluation, for its memo. */
  wideReadsOf(root: SelectionElement): readonly WideRead[] {
    const slot = this.slot(root);
    return (slot < 0 ? undefined : this.wideReads[slot]) ?? NO_READS;
  }

  /** Records a value read at a selection of a unit, outside the unit. */
  private recordRead(at: SelectionElement, read: WideReadValue): void {
    if (!this.memos || at.virtual) return;
    const slot = this.slot(at.unit);
    if (slot < 0 || this.slot(at) < 0) return;
    let reads = this.wideReads[slot];
    if (!reads) {
      reads = [];
      this.wideReads[slot] = reads;
    }
    reads.push({ ...read, offset: at.order - at.unit.order });
  }

  /**
   * Whether some of this evaluation's verdicts may be objects an earlier evaluation gave (a unit taken
   * over, a misplaced selection left as it was): what is made of them (issues) may be found again.
   * False for an evaluation of selections never seen.
   */
  sharesVerdicts = false;

  /**
   * What modules keep for this evaluation alone (Muster's memos, transport loads, counted limits), by
   * a key of theirs. Held by the evaluator rather than in weak maps keyed by it: a weak map's entry
   * outlives a young key through the collector's quick passes, and would carry a whole tree with it.
   */
  private readonly ownMemos = new Map<object, unknown>();

  /** This evaluation's memo under `key`, made by `create` the first time. */
  memo<T>(key: object, create: () => T): T {
    let value = this.ownMemos.get(key) as T | undefined;
    if (value === undefined) {
      value = create();
      this.ownMemos.set(key, value);
    }
    return value;
  }

  /** Memos this evaluation made of its units for the next ones. */
  private readonly madeMemos: (UnitMemo | undefined)[];

  /** Keeps a unit this evaluation worked out for the next evaluations (see `canKeep`). */
  keepUnit(root: SelectionElement, memo: UnitMemo): void {
    this.memos?.keep(root, memo);
    const slot = this.slot(root);
    if (slot >= 0) this.madeMemos[slot] = memo;
  }

  /** The memo of a unit, whether this evaluation took it over or made it: where to keep more of it. */
  memoOf(root: SelectionElement): UnitMemo | undefined {
    const slot = this.slot(root);
    return slot < 0 ? undefined : (this.unitMemo(root) ?? this.madeMemos[slot]);
  }

  /** A selection's values as an earlier evaluation of its unchanged unit found them. */
  private keptValues(element: SelectionElement): EffectiveSelection | undefined {
    const memo = this.unitMemo(element.unit);
    return memo?.effective[element.order - element.unit.order];
  }

  /**
   * Whether a unit's values and verdicts, as this evaluation found them, can be kept for the next:
   * the data lets nothing outside it change them, and no reference back to itself was cut (where
   * such a loop is cut depends on the order values are asked in).
   */
  canKeep(root: SelectionElement): boolean {
    // A unit taken over is told first: it is most of them, and the look-up is known by now.
    return (
      this.memos !== undefined &&
      this.unitMemo(root) === undefined &&
      !this.cutUnits.has(root) &&
      mayBeTakenOver(this.index, root.node)
    );
  }

  /** Categories of an entry no modifier can touch, without computing anything (key-index.ts). */
  readonly fixedCategories = (node: OptionNode) => this.statics(node).categories;

  computing(): boolean {
    return this.inProgress.size > 0;
  }

  rosterElement(): RosterElement {
    return this.tree.root;
  }

  costLimit(costTypeId: string): number {
    const limit = this.tree.root.roster.costLimits[costTypeId];
    if (limit !== undefined) return limit;
    return this.index.costType(costTypeId)?.defaultCostLimit ?? -1;
  }

  categoriesOf(element: SelectionElement): readonly { id: string; primary: boolean }[] {
    // Categories no modifier can touch are the entry's own: read without computing the selection's
    // other values (a condition counting a category in the force then costs one walk, not one
    // evaluation of every selection of the force, each counting again). They are the same while the
    // selection's values are worked out: a unit counting its own category in the force (the first of
    // each category, "dearer for each unit of its category") is not cut, and can be kept.
    if (this.inProgress.has(element)) {
      const fixed = this.statics(element.node).categories;
      if (fixed) return fixed;
      this.cutUnits.add(element.unit);
      return staticCategories(element.node);
    }
    const cached = this.cachedValues(element);
    if (cached) return cached.categories;
    const fixed = this.statics(element.node).categories;
    if (fixed) return fixed;
    return this.of(element).categories;
  }

  /** What an option's entry gives every selection of it, whatever the roster: read once per node. */
  private statics(node: OptionNode): NodeStatics {
    let statics = nodeStatics.get(node);
    if (!statics) {
      const linksModified = node.categoryLinks.some(
        (link) => Boolean(link.modifiers?.length) || Boolean(link.modifierGroups?.length),
      );
      const modified = node.modifiers.length > 0 || node.modifierGroups.length > 0;
      const fixedCategories = !linksModified && !touchesCategories(node.modifiers, node.modifierGroups, 0);
      const bag = this.baseBag(node);
      statics = {
        categories: fixedCategories ? categoryList(bag) : undefined,
        plain: !modified && !linksModified,
        byNumber: new Map(),
      };
      nodeStatics.set(node, statics);
    }
    return statics;
  }

  /** Selections whose costs depend on themselves, through their own or others' modifiers. */
  readonly circular = new Set<SelectionElement>();

  totalCostOf(element: SelectionElement, costTypeId: string): number {
    for (const computing of this.inProgress) {
      if (computing === element || isWithin(computing, element)) {
        this.circular.add(element);
        this.cutUnits.add(element.unit);
        this.cutUnits.add(computing.unit);
        throw new CircularReference(element.selection.id);
      }
    }
    return this.totalCosts(element).get(costTypeId) ?? 0;
  }

  /** Costs of a selection with everything it holds. */
  totalCosts(element: SelectionElement): Map<string, number> {
    const cached = this.totals.get(element);
    if (cached) return cached;
    // Children first, without recursion: a post-order walk over the subtree.
    const order: SelectionElement[] = [];
    const stack = [element];
    while (stack.length > 0) {
      const current = stack.pop()!;
      order.push(current);
      stack.push(...current.children);
    }
    for (let i = order.length - 1; i >= 0; i -= 1) {
      const current = order[i]!;
      if (this.totals.has(current)) continue;
      const sum = new Map(this.of(current).costs);
      for (const child of current.children) {
        for (const [type, value] of this.totals.get(child) ?? [])
          sum.set(type, decimal((sum.get(type) ?? 0) + value));
      }
      this.totals.set(current, sum);
    }
    return this.totals.get(element)!;
  }

  /** The values of a selection of the tree this evaluation worked out already. */
  private cachedValues(element: SelectionElement): EffectiveSelection | undefined {
    const slot = element.virtual ? -1 : this.slot(element);
    return slot < 0 ? undefined : this.effective[slot];
  }

  /** The effective values of a selection (memoised; virtual selections are not). */
  of(element: SelectionElement): EffectiveSelection {
    const slot = element.virtual ? -1 : this.slot(element);
    const cached = slot < 0 ? undefined : this.effective[slot];
    if (cached) return cached;
    // Values of an unchanged unit, as an earlier evaluation found them (found again at each ask: one
    // look-up, rather than one more entry per selection in the map above).
    const kept = element.virtual ? undefined : this.keptValues(element);
    if (kept) return kept;
    const statics = this.statics(element.node);
    if (statics.plain) {
      // An entry without modifiers has the same values wherever it is chosen: kept per number.
      let result = statics.byNumber.get(element.number);
      if (!result) {
        result = this.compute(element);
        if (statics.byNumber.size < MOST_NUMBERS_KEPT) statics.byNumber.set(element.number, result);
      }
      if (slot >= 0) this.effective[slot] = result;
      return result;
    }
    this.inProgress.add(element);
    try {
      const result = this.compute(element);
      if (slot >= 0) this.effective[slot] = result;
      return result;
    } finally {
      this.inProgress.delete(element);
    }
  }

  private compute(element: SelectionElement): EffectiveSelection {
    const node = element.node;
    const bag = this.baseBag(node);
    // Most entries carry no modifier: no context to build for them.
    if (node.modifiers.length > 0 || node.modifierGroups.length > 0)
      applyModifierList(bag, node.modifiers, node.modifierGroups, this.contextAt(element));
    this.applyCategoryLinkModifiers(bag, node, element);
    const unitCosts = bag.costs;
    const costs = new Map<string, number>();
    for (const [type, value] of unitCosts) costs.set(type, decimal(value * element.number));
    return {
      name: bag.name,
      hidden: bag.hidden,
      page: bag.page,
      unitCosts,
      costs,
      categories: categoryList(bag),
      constraintValues: bag.constraints,
    };
  }

  /** A category link's own modifiers can hide it (and so take the category away). */
  private applyCategoryLinkModifiers(bag: FieldBag, node: OptionNode, element: SelectionElement): void {
    for (const link of node.categoryLinks) {
      if (!link.modifiers?.length && !link.modifierGroups?.length) continue;
      const linkBag = emptyBag(link.name ?? '', Boolean(link.hidden));
      applyModifierList(linkBag, link.modifiers ?? [], link.modifierGroups ?? [], this.contextAt(element));
      if (linkBag.hidden) bag.categories.delete(link.targetId);
    }
  }

  baseBag(node: OptionNode): FieldBag {
    const bag = emptyBag(node.name, node.hidden);
    bag.page = node.page;
    for (const costTypeId of this.costTypeIds) bag.costs.set(costTypeId, 0);
    for (const cost of node.costs) bag.costs.set(cost.typeId, cost.value);
    for (const { constraint } of node.constraints) bag.constraints.set(constraint.id, constraint.value);
    for (const link of node.categoryLinks) {
      if (link.hidden) continue;
      const primary = Boolean(link.primary);
      if (primary) for (const key of bag.categories.keys()) bag.categories.set(key, false);
      if (!bag.categories.get(link.targetId)) bag.categories.set(link.targetId, primary);
    }
    return bag;
  }

  /** Applies a definition's modifiers (force entry, category, profile…) at a roster element. */
  modify(
    bag: FieldBag,
    holder: { modifiers?: Modifier[]; modifierGroups?: ModifierGroup[] },
    at: Context,
  ): FieldBag {
    if (holder.modifiers?.length || holder.modifierGroups?.length)
      applyModifierList(bag, holder.modifiers ?? [], holder.modifierGroups ?? [], this.contextAt(at));
    return bag;
  }

  contextAt(at: Context): ConditionContext {
    return {
      measure: (query) => this.measure(query, at),
      isInstanceOf: (condition) => this.isInstanceOf(condition, at),
      isCircular: () => at.kind === 'selection' && this.circular.has(at),
    };
  }

  /** The element a query's scope names, seen from `at`. */
  resolveScope(scope: string, at: Context): ScopeElement | undefined {
    if (at.kind === 'roster') return scope === 'roster' || scope === 'self' ? at : undefined;
    switch (scope) {
      case 'self':
        return at;
      case 'parent':
        return at.parent;
      case 'force':
        return forceOf(at);
      case 'roster':
        return this.tree.root;
      case 'primary-category': {
        const selection = at.kind === 'selection' ? rootOf(at) : undefined;
        const primary = selection ? this.categoriesOf(selection).find((c) => c.primary) : undefined;
        return primary ? { kind: 'category', force: forceOf(at), categoryId: primary.id } : undefined;
      }
      case 'primary-catalogue':
        return { kind: 'catalogue', roster: this.tree.root, catalogueId: forceOf(at).force.catalogueId };
      case 'ancestor':
        return at.parent;
      default:
        return this.ancestorWithEntry(at, scope);
    }
  }

  private ancestorWithEntry(at: SelectionElement | ForceElement, id: string): ScopeElement | undefined {
    const candidates: (SelectionElement | ForceElement | RosterElement)[] = [at, ...ancestors(at)];
    for (const candidate of candidates) {
      if (candidate.kind === 'selection' && (candidate.node.defId === id || candidate.node.id === id)) {
        return candidate;
      }
      if (candidate.kind === 'force' && candidate.force.entryId === id) return candidate;
    }
    return undefined;
  }

  filterOf(query: Query & { childId?: string }): Filter {
    const id = query.childId === undefined || query.childId === 'any' ? undefined : query.childId;
    return { id, exact: query.shared === false };
  }

  /**
   * A condition or repeat counting selections or costs names what it counts (`any` for all): without
   * a childId its value is undefined (NaN), and a condition on it never holds.
   */
  measure(query: Condition | Repeat, at: Context): number {
    const field = query.field ?? 'selections';
    if (query.scope === 'ancestor' && field === 'selections' && at.kind !== 'roster') {
      // Selections above it in its unit only: forces and the roster are not counted.
      return this.countAncestors(at, this.filterOf(query));
    }
    if (query.childId === undefined && !field.startsWith('limit::') && field !== 'forces') return Number.NaN;
    const scope = this.resolveScope(query.scope ?? 'parent', at);
    const value = this.measureIn(scope, query);
    if (at.kind === 'selection' && readsOutside(at, scope, field))
      this.recordRead(at, { instance: false, query, value });
    return value;
  }

  /**
   * A read of a unit's memo, asked again (not recorded: it is the memo's already). Units of one entry
   * share their queries: a measure asked in the same scope while nothing is being worked out (when it
   * cannot be cut short by a circular reference) is taken once for all of them.
   */
  private readAgain(read: WideRead, at: SelectionElement): number {
    if (read.instance)
      return Number(this.instanceAmong(read.query, this.instanceCandidates(read.query.scope, at)));
    const scope = this.resolveScope(read.query.scope ?? 'parent', at);
    if (!scope || this.inProgress.size > 0) return this.measureIn(scope, read.query);
    let byScope = this.measuredAgain.get(read.query);
    if (!byScope) {
      byScope = new Map();
      this.measuredAgain.set(read.query, byScope);
    }
    let value = byScope.get(scope);
    if (value === undefined) {
      value = this.measureIn(scope, read.query);
      byScope.set(scope, value);
    }
    return value;
  }

  /** Measures asked again for memos, by query and scope (see `readAgain`). */
  private readonly measuredAgain = new Map<Condition | Repeat, Map<ScopeElement, number>>();

  private measureIn(scope: ScopeElement | undefined, query: Condition | Repeat): number {
    const value = queryValue(this, scope, query, this.filterOf(query));
    if (!query.percentValue) return value;
    const whole = queryValue(this, scope, query, { exact: false });
    return whole === 0 ? 0 : (value / whole) * 100;
  }

  /** `ancestor` counts the selections above this one that match (all of them without a childId). */
  private countAncestors(at: SelectionElement | ForceElement, filter: Filter): number {
    let total = 0;
    for (const ancestor of ancestors(at)) {
      if (ancestor.kind === 'selection' && matchesSelection(this, ancestor, filter)) total += ancestor.number;
    }
    return total;
  }

  private isInstanceOf(condition: Condition, at: Context): boolean {
    if (condition.childId === undefined) return false;
    const candidates = this.instanceCandidates(condition.scope, at);
    const is = this.instanceAmong(condition, candidates);
    if (
      at.kind === 'selection' &&
      candidates.some((element) => element.kind !== 'selection' || element.unit !== at.unit)
    )
      this.recordRead(at, { instance: true, query: condition, value: Number(is) });
    return is;
  }

  private instanceAmong(condition: Condition, candidates: readonly Context[]): boolean {
    const id = condition.childId;
    return id !== undefined && candidates.some((element) => this.elementIs(element, id));
  }

  private instanceCandidates(scope: string, at: Context): Context[] {
    if (at.kind === 'roster') return [at];
    if (scope === 'ancestor') return [...ancestors(at)];
    const resolved = this.resolveScope(scope, at);
    if (!resolved || resolved.kind === 'category' || resolved.kind === 'catalogue') return [];
    return [resolved];
  }

  private elementIs(element: Context, id: string): boolean {
    if (element.kind === 'selection') {
      return matchesSelection(this, element, { id, exact: false });
    }
    if (element.kind === 'force') {
      if (element.force.entryId === id || element.force.catalogueId === id) return true;
      // A force is an instance of the categories its entry links, as a selection is of its own.
      return (element.entry?.categoryLinks ?? []).some((link) => link.targetId === id && !link.hidden);
    }
    return element.roster.gameSystemId === id;
  }
}

const NO_READS: readonly WideRead[] = [];
const CHECKING = 1;
const ASKED_WHILE_CHECKED = 2;

/** A read as found, before its place in the unit is known. */
type WideReadValue = WideRead extends infer Read
  ? Read extends WideRead
    ? Omit<Read, 'offset'>
    : never
  : never;

/** Whether a query asked at a selection reads outside the selection's unit. */
function readsOutside(at: SelectionElement, scope: ScopeElement | undefined, field: string): boolean {
  if (field === 'forces' || field.startsWith('limit::')) return true;
  if (!scope) return false;
  return scope.kind !== 'selection' || scope.unit !== at.unit;
}

/** Whether `inner` is `outer` or one of its descendants (its cost is part of `outer`'s total). */
function isWithin(inner: SelectionElement, outer: SelectionElement): boolean {
  for (
    let current: SelectionElement | ForceElement = inner;
    current.kind === 'selection';
    current = current.parent
  ) {
    if (current === outer) return true;
  }
  return false;
}

function rootOf(element: SelectionElement): SelectionElement {
  let current = element;
  while (current.parent.kind === 'selection') current = current.parent;
  return current;
}

/**
 * Per option node (nodes belong to one index, so the cost types are fixed): the categories when no
 * modifier can change them, and, for an entry without any modifier, its effective values per number
 * (shared between selections and evaluations: nobody writes to an effective selection).
 */
interface NodeStatics {
  categories: readonly { id: string; primary: boolean }[] | undefined;
  plain: boolean;
  byNumber: Map<number, EffectiveSelection>;
}

const nodeStatics = new WeakMap<OptionNode, NodeStatics>();

/** Numbers of one entry whose values are kept: a list has a few; data may have thousands. */
const MOST_NUMBERS_KEPT = 64;

/** Whether a modifier (or one in a group, bounded) may add, remove or change the primary category. */
function touchesCategories(
  modifiers: readonly Modifier[] | undefined,
  groups: readonly ModifierGroup[] | undefined,
  depth: number,
): boolean {
  if (depth > 32) return true;
  if (modifiers?.some((modifier) => modifier.field === 'category')) return true;
  return (
    groups?.some((group) => touchesCategories(group.modifiers, group.modifierGroups, depth + 1)) ?? false
  );
}

function categoryList(bag: FieldBag): { id: string; primary: boolean }[] {
  const out: { id: string; primary: boolean }[] = [];
  for (const [id, primary] of bag.categories) out.push({ id, primary });
  return out;
}

function staticCategories(node: OptionNode): { id: string; primary: boolean }[] {
  return node.categoryLinks
    .filter((link) => !link.hidden)
    .map((link) => ({ id: link.targetId, primary: Boolean(link.primary) }));
}

export function emptyBag(name: LocalText, hidden: boolean): FieldBag {
  return {
    name,
    hidden,
    costs: new Map(),
    constraints: new Map(),
    categories: new Map(),
    characteristics: new Map(),
  };
}
