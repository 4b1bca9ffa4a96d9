/**
 * What the engine keeps of a unit from one evaluation to the next. A unit is a selection at the root
 * of its force with everything it holds. Its effective values and the verdicts of its options are a
 * function of its own selections and of what its modifiers read outside it (a count in the force, a
 * cost limit): the evaluation records those outside reads with the values they gave (`WideRead`).
 * The builder edits lists immutably and the migration gives an unchanged unit the same selection
 * objects (read-roster-tree.ts), so a unit is recognised by identity; when every outside read gives
 * the same value in the new list, its evaluation is taken over. What looks at the whole list (force
 * organisation, roster limits, points, the units' own limits in the force) is evaluated every time.
 * The data's limits inside a unit must still count inside it, and what its profiles, rules and links
 * show must look at the unit alone (they are read after the evaluation, where nothing records them).
 */
import type { RosterSelection } from '../roster/tree';
import type { DataIndex, OptionNode } from './data-index';
import type { EffectiveSelection } from './evaluator';
import type { RosterTree, SelectionElement } from './roster-tree';
import type { Verdict } from './verdict';
import type { Condition, Repeat } from '../catalogue/model';

/**
 * A value a unit's evaluation read outside the unit: a condition's or repeat's measure (`measure`) or
 * an instance-of condition (`instance`, 1 or 0), asked at the unit's selection `offset` (its place
 * after the root in the tree's order).
 */
export type WideRead = { offset: number; value: number } & (
  { instance: false; query: Condition | Repeat } | { instance: true; query: Condition }
);

/**
 * Costs by cost type as a flat list, each type id followed by its value: one small array per kept
 * unit, where a map would be a table each.
 */
export type CostList = readonly (string | number)[];

export interface UnitMemo {
  node: OptionNode;
  /** The unit's selections in the order of the tree, its root first. */
  selections: readonly RosterSelection[];
  effective: readonly EffectiveSelection[];
  /** Verdicts of the limits of options chosen inside the unit, in the order they are found. */
  optionVerdicts: readonly Verdict[];
  /** Verdicts of hidden selections inside the unit. */
  hiddenVerdicts: readonly Verdict[];
  /** The costs of the unit's selections, summed in their order (constraints.ts). */
  costs: CostList;
  /**
   * What rule modules found out about the unit's selections from the unit alone (Muster's rules:
   * memo.ts `unitFact`, which lays it out and may replace it). Plain values only: never an element
   * of a tree.
   */
  facts: unknown[];
  /**
   * What its evaluation read outside it: taken over only while each gives the same value. Replaced by
   * the same reads shared with other units once checked (`UnitMemos.sharedReads`).
   */
  reads: readonly WideRead[];
}

/** The memos of one game data's index, by the root selection object of each unit. */
export class UnitMemos {
  private readonly byRoot = new WeakMap<RosterSelection, UnitMemo>();

  constructor(readonly index: DataIndex) {}

  /** The memo of this unit of the tree, when it has one and the unit is still what it was. */
  find(tree: RosterTree, root: SelectionElement): UnitMemo | undefined {
    const memo = this.byRoot.get(root.selection);
    if (!memo || memo.node !== root.node) return undefined;
    const { selections } = tree;
    const start = root.order;
    for (let i = 0; i < memo.selections.length; i += 1) {
      const element = selections[start + i];
      if (element?.unit !== root || element.selection !== memo.selections[i]) return undefined;
    }
    // Nothing more in the unit than the memo knows.
    if (selections[start + memo.selections.length]?.unit === root) return undefined;
    return memo;
  }

  keep(root: SelectionElement, memo: UnitMemo): void {
    this.byRoot.set(root.selection, memo);
  }

  /**
   * Reads like these, as one list shared by every unit that read the same (units of one entry in one
   * force mostly do): checking a thousand units' reads then runs over a few lists, found in the
   * processor's cache, rather than over a thousand lists scattered in memory. Asked once a memo's
   * reads were checked (evaluator.ts `unitMemo`), while they are in the cache, rather than when the
   * memo is kept (which made the first evaluation keeping every unit of a long list slower).
   */
  sharedReads(reads: readonly WideRead[]): readonly WideRead[] {
    if (reads.length === 0) return NO_READS;
    // Candidates by the first query read (a unit's entry, mostly): compared read by read, no key made.
    const first = reads[0]!.query;
    let candidates = this.readLists.get(first);
    if (!candidates) {
      candidates = [];
      this.readLists.set(first, candidates);
    }
    for (const candidate of candidates) if (sameReads(candidate, reads)) return candidate;
    // The values read change as the list does: the oldest lists give way to new ones.
    if (candidates.length >= MOST_LISTS_PER_QUERY) candidates.shift();
    // A copy: the evaluation's own list is its to add to.
    const copy = reads.slice();
    candidates.push(copy);
    return copy;
  }

  /** Shared lists of reads by the query of their first read (queries belong to the index). */
  private readonly readLists = new WeakMap<object, (readonly WideRead[])[]>();
}

function sameReads(a: readonly WideRead[], b: readonly WideRead[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i]!;
    const y = b[i]!;
    // The values compare as the check of a memo's reads does: -0 is not 0.
    if (
      x.query !== y.query ||
      x.offset !== y.offset ||
      x.instance !== y.instance ||
      !Object.is(x.value, y.value)
    )
      return false;
  }
  return true;
}

const NO_READS: readonly WideRead[] = [];
/** Distinct lists of reads kept for sharing per query read first (its values over recent edits). */
const MOST_LISTS_PER_QUERY = 16;

/** The scopes a query may name inside a unit: at its root only the unit itself. */
const ROOT_SCOPES: ReadonlySet<string> = new Set(['self']);
const INNER_SCOPES: ReadonlySet<string> = new Set(['self', 'parent']);
/** Keys under which the data lists queries. */
const QUERY_KEYS: ReadonlySet<string> = new Set(['conditions', 'repeats', 'constraints']);
/** Beyond this many nodes or data objects, a unit is not examined: it is evaluated every time. */
const MOST_NODES = 2_000;
const MOST_OBJECTS = 50_000;

const keepable = new WeakMap<OptionNode, boolean>();

/**
 * Whether the units of a root entry may be taken over from one evaluation to the next: what its
 * profiles, rules and links carry looks at the unit itself, and every query and limit of the options
 * below it at the option or the selection holding it, reading no cost limit and counting no forces.
 * The modifiers of the entry and of its options may look anywhere: the evaluation records what they
 * read outside the unit (`WideRead`). The entry's own limits are not looked at: they count in the
 * force, and the force's checks are made at every evaluation. Read once per entry of the index.
 */
export function mayBeTakenOver(index: DataIndex, root: OptionNode): boolean {
  let known = keepable.get(root);
  if (known === undefined) {
    known = examine(index, root);
    keepable.set(root, known);
  }
  return known;
}

function examine(index: DataIndex, root: OptionNode): boolean {
  const budget = { objects: MOST_OBJECTS };
  // A limit of the root (or of a group listing it at the root of the force) is checked in the force and
  // reported once per scope (constraints.ts): one of the same id inside the unit (an entry holding
  // itself through a link) would share that, so no memo.
  const rootLimits = new Set<string>();
  for (let holder: OptionNode | null = root; holder; holder = holder.parent)
    for (const owned of holder.constraints) rootLimits.add(owned.constraint.id);
  const nodes: OptionNode[] = [root];
  for (let seen = 0; nodes.length > 0; seen += 1) {
    if (seen > MOST_NODES) return false;
    const node = nodes.pop()!;
    const isRoot = node === root;
    const parts: [string, unknown][] = [
      ['categoryLinks', node.categoryLinks],
      ['profiles', node.profiles],
      ['rules', node.rules],
      ['infoGroups', node.infoGroups],
      ['infoLinks', node.infoLinks],
    ];
    if (!isRoot) {
      if (node.constraints.some((owned) => rootLimits.has(owned.constraint.id))) return false;
      parts.push(['constraints', node.constraints.map((owned) => owned.constraint)]);
    }
    if (!queriesStayIn(index, parts, isRoot ? ROOT_SCOPES : INNER_SCOPES, budget)) return false;
    nodes.push(...index.children(node));
  }
  return true;
}

/** Whether every query found in these parts of the data names one of the scopes allowed. */
function queriesStayIn(
  index: DataIndex,
  parts: [string, unknown][],
  scopes: ReadonlySet<string>,
  budget: { objects: number },
): boolean {
  const stack = parts.map(([key, value]) => ({ key, value }));
  while (stack.length > 0) {
    const { key, value } = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    budget.objects -= 1;
    if (budget.objects < 0) return false;
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ key, value: item });
      continue;
    }
    const record = value as Record<string, unknown>;
    if (QUERY_KEYS.has(key) && !staysIn(record, scopes)) return false;
    // What a link shows is the target's, with the target's own modifiers.
    if (key === 'infoLinks' && typeof record.targetId === 'string')
      stack.push({ key: 'target', value: index.infoTarget(record.targetId) });
    for (const name in record) stack.push({ key: name, value: record[name] });
  }
  return true;
}

function staysIn(query: Record<string, unknown>, scopes: ReadonlySet<string>): boolean {
  const scope = typeof query.scope === 'string' ? query.scope : 'parent';
  const field = typeof query.field === 'string' ? query.field : 'selections';
  return scopes.has(scope) && field !== 'forces' && !field.startsWith('limit::');
}
