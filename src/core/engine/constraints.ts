/**
 * The data's own limits: every constraint of every option where it can be chosen (the roster for
 * top-level forces, a force for its categories and root entries, a selection for its options),
 * with the value its modifiers give it there; cost limits; hidden entries that were chosen
 * anyway; selections whose entry the data does not have.
 */
import { knownTerm, withKnownTerm } from '../catalogue/known-terms';
import type { RosterSelection } from '../roster/tree';
import type { CategoryEntry, CategoryLink, Constraint } from '../catalogue/model';
import type { LocalText } from '../catalogue/text';
import type { DataIndex, OptionNode, OwnedConstraint } from './data-index';
import { emptyBag, type EffectiveSelection, type Evaluator } from './evaluator';
import { decimal } from './modifiers';
import type { CostList } from './unit-memo';
import { entryOfPath, MOST_NAMES, nameList, reservation, unitsOffering } from './entry-places';
import { queryValue, selectionsCounted, type Filter, type ScopeElement } from './queries';
import {
  virtualSelection,
  type ForceElement,
  type SelectionElement,
  type UnresolvedSelection,
} from './roster-tree';
import { verdict as newVerdict, type Verdict, type VerdictOwner } from './verdict';
import type { HolderParams, LimitParams, Name, VerdictParams } from './verdict-codes';

type Container = ForceElement | SelectionElement;

/** The verdicts of the data's limits; `totals` are the roster's costs when the caller has them already. */
export function dataVerdicts(evaluator: Evaluator, totals?: Map<string, number>): Verdict[] {
  const verdicts: Verdict[] = [];
  const { tree, index } = evaluator;
  const seen: Seen = { byConstraint: new Map(), hits: 0 };
  verdicts.push(...costLimitVerdicts(evaluator, totals ?? rosterCosts(evaluator)));
  for (const force of tree.forces) {
    // A hidden force's own limits are not checked while it holds no force (BattleScribe's rule).
    if (isHiddenForce(evaluator, force) && force.forces.length === 0) continue;
    verdicts.push(...forceEntryVerdicts(evaluator, force));
    verdicts.push(...categoryVerdicts(evaluator, force));
    optionVerdicts(evaluator, force, index.rootOptions(force.force.catalogueId), seen, verdicts);
  }
  const units = unitVerdicts(evaluator, seen);
  // Most units have none: no call made for them.
  for (const unit of units) if (unit.optionVerdicts.length > 0) verdicts.push(...unit.optionVerdicts);
  for (const unit of units) if (unit.hiddenVerdicts.length > 0) verdicts.push(...unit.hiddenVerdicts);
  verdicts.push(...circularVerdicts(evaluator));
  for (const missing of tree.unresolved) verdicts.push(unresolvedVerdict(evaluator, missing));
  keepUnits(evaluator, units);
  return verdicts;
}

/** A unit's verdicts: the limits of the options chosen inside it, then its hidden selections. */
interface UnitVerdicts {
  root: SelectionElement;
  /** Where its selections end in the tree's list. */
  end: number;
  optionVerdicts: readonly Verdict[];
  hiddenVerdicts: readonly Verdict[];
  /** Whether no limit inside it was left out as reported elsewhere (its verdicts are its own). */
  ownVerdicts: boolean;
}

/**
 * Each unit's verdicts in the order of the tree (a unit's selections follow its root), taken over
 * from an earlier evaluation where the unit is unchanged and nothing outside it counts (unit-memo.ts).
 */
function unitVerdicts(evaluator: Evaluator, seen: Seen): UnitVerdicts[] {
  const { index } = evaluator;
  const selections = evaluator.tree.selections;
  const units: UnitVerdicts[] = [];
  let start = 0;
  while (start < selections.length) {
    const root = selections[start]!;
    const end = unitEnd(selections, start);
    const memo = evaluator.unitMemo(root);
    if (memo) {
      units.push({
        root,
        end,
        optionVerdicts: memo.optionVerdicts,
        hiddenVerdicts: memo.hiddenVerdicts,
        ownVerdicts: true,
      });
    } else {
      const hits = seen.hits;
      const found: Verdict[] = [];
      for (let i = start; i < end; i += 1) {
        const selection = selections[i]!;
        const options = index.children(selection.node);
        if (options.length > 0) optionVerdicts(evaluator, selection, options, seen, found);
      }
      const hidden = hiddenVerdicts(evaluator, selections, start, end);
      units.push({
        root,
        end,
        optionVerdicts: found,
        hiddenVerdicts: hidden,
        ownVerdicts: seen.hits === hits,
      });
    }
    start = end;
  }
  return units;
}

const NO_VERDICTS: readonly Verdict[] = [];

/** A kept unit's facts before any is found: shared, replaced (never written to) when one is kept. */
const NO_FACTS: unknown[] = [];

/** Units evaluated afresh that may be taken over by the next evaluation are kept for it. */
function keepUnits(evaluator: Evaluator, units: UnitVerdicts[]): void {
  if (!evaluator.memos) return;
  const selections = evaluator.tree.selections;
  const summed = unitSums(evaluator);
  for (const unit of units) {
    if (!unit.ownVerdicts || !evaluator.canKeep(unit.root)) continue;
    // Arrays of the unit's size (kept as long as the unit is): no room left to grow into.
    const start = unit.root.order;
    const kept = new Array<RosterSelection>(unit.end - start);
    const effective = new Array<EffectiveSelection>(unit.end - start);
    for (let i = start; i < unit.end; i += 1) {
      const member = selections[i]!;
      kept[i - start] = member.selection;
      effective[i - start] = evaluator.of(member);
    }
    evaluator.keepUnit(unit.root, {
      node: unit.root.node,
      selections: kept,
      effective,
      // Most units have none: one empty list for all of them (nothing of theirs to look at in memory).
      optionVerdicts: unit.optionVerdicts.length > 0 ? unit.optionVerdicts : NO_VERDICTS,
      hiddenVerdicts: unit.hiddenVerdicts.length > 0 ? unit.hiddenVerdicts : NO_VERDICTS,
      costs: summed[start] ?? costList(unitCosts(evaluator, start, unit.end, new Map())),
      facts: NO_FACTS,
      // Read once every value of the unit is worked out: its modifiers have all been applied.
      reads: evaluator.wideReadsOf(unit.root),
    });
  }
}

/**
 * A selection whose entry is not offered where it stands: an entry of the data chosen in the wrong
 * place (a détachement that exists only inside its company card, standing alone) is told apart
 * from an id the data does not know at all.
 */
function unresolvedVerdict(evaluator: Evaluator, missing: UnresolvedSelection): Verdict {
  const selection = missing.selection;
  // The same selection object (a unit an edit left alone) gets the same verdict object again, while
  // it stands in the same place: the verdict names its holder, and a unit moved keeps its object.
  let verdicts = unresolvedVerdicts.get(evaluator.index);
  if (!verdicts) {
    verdicts = new WeakMap();
    unresolvedVerdicts.set(evaluator.index, verdicts);
  }
  const holder = missing.parentId === null ? undefined : evaluator.tree.byId.get(missing.parentId);
  const place = holder ? `${holder.selection.id}\u0000${holder.unit.selection.id}` : '';
  let kept = verdicts.get(selection);
  if (!kept || kept.place !== place) {
    kept = { place, verdict: newUnresolvedVerdict(evaluator, missing) };
    verdicts.set(selection, kept);
  } else evaluator.sharesVerdicts = true;
  return kept.verdict;
}

const unresolvedVerdicts = new WeakMap<
  DataIndex,
  WeakMap<RosterSelection, { place: string; verdict: Verdict }>
>();

/**
 * The entry is named, never its id: where the data offers it (the units whose options hold it) and
 * the unit it was put in, so the player knows where to take it instead.
 */
function newUnresolvedVerdict(evaluator: Evaluator, missing: UnresolvedSelection): Verdict {
  const { selection, force } = missing;
  const entryId = selection.entryId;
  const catalogueId = force.force.catalogueId;
  const known = entryOfPath(evaluator.index, catalogueId, entryId);
  const holder = missing.parentId === null ? undefined : evaluator.tree.byId.get(missing.parentId);
  const holderName = holder ? { holder: evaluator.of(holder).name } : {};
  const owner: VerdictOwner = { kind: 'selection', id: selection.id, entryId };
  if (!known)
    return newVerdict('data.unknown-entry', { entryId, ...holderName }, [selection.id], owner, { entryId });
  const params: VerdictParams['data.misplaced-entry'] = { entry: known.name, ...holderName };
  const units = unitsOffering(evaluator.index, catalogueId, known.id);
  // Offered in its own unit under another path: naming other units would mislead.
  const inOwnUnit = holder !== undefined && units.some((unit) => unit.id === holder.unit.node.id);
  if (units.length > 0 && !inOwnUnit) params.places = placesOf(units);
  return newVerdict('data.misplaced-entry', params, [selection.id], owner, { entryId });
}

/**
 * The units offering an entry as one parameter, said once per list of them (unitsOffering keeps one
 * list per entry and index): a list of many misplaced selections names the same places with the same
 * strings, and their sentences are found again by them (rules/data.ts).
 */
function placesOf(units: readonly OptionNode[]): LocalText {
  let places = placeNames.get(units);
  if (!places) {
    places = nameList(units.map((unit) => unit.name));
    placeNames.set(units, places);
  }
  return places;
}

const placeNames = new WeakMap<readonly OptionNode[], LocalText>();

function costLimitVerdicts(evaluator: Evaluator, totals: Map<string, number>): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const costType of evaluator.index.costTypes()) {
    const limit = evaluator.costLimit(costType.id);
    const total = totals.get(costType.id) ?? 0;
    if (limit < 0 || total <= limit + 1e-9) continue;
    verdicts.push(
      newVerdict(
        'data.cost-limit',
        { costType: costTypeName(evaluator, costType.id), total, limit, over: total - limit },
        [],
        { kind: 'roster' },
        { entryId: 'costLimits', constraintId: costType.id },
      ),
    );
  }
  return verdicts;
}

/**
 * Roster totals per cost type: every selection's own cost, in every force, summed unit by unit (a
 * unit's sum is kept with its memo: an unchanged unit adds it without a look at its selections).
 */
export function rosterCosts(evaluator: Evaluator): Map<string, number> {
  const totals = new Map<string, number>();
  for (const costType of evaluator.index.costTypes()) totals.set(costType.id, 0);
  const selections = evaluator.tree.selections;
  let summed: UnitSums | undefined;
  // One map for every unit's sum (emptied each time): no map made per unit.
  const scratch = new Map<string, number>();
  let start = 0;
  while (start < selections.length) {
    const root = selections[start]!;
    const memo = evaluator.unitMemo(root);
    if (memo) {
      // A memo is found only for the unit as it was: its selections are the tree's from the root on.
      addCostList(totals, memo.costs);
      start += memo.selections.length;
      continue;
    }
    const end = unitEnd(selections, start);
    const costs = unitCosts(evaluator, start, end, scratch);
    addCosts(totals, costs);
    // For the unit's memo, when it is kept (`keepUnits`).
    if (evaluator.memos) (summed ??= unitSums(evaluator))[start] = costList(costs);
    start = end;
  }
  return totals;
}

/** The costs of the units evaluated afresh, by their root's place in the tree, as `rosterCosts` summed them. */
type UnitSums = (CostList | undefined)[];
const UNIT_COSTS = {};

function unitSums(evaluator: Evaluator): UnitSums {
  return evaluator.memo(UNIT_COSTS, () => new Array<undefined>(evaluator.tree.selections.length));
}

/** Where the unit whose root is at `start` ends in the tree's list (its selections follow the root). */
function unitEnd(selections: readonly SelectionElement[], start: number): number {
  const root = selections[start]!;
  let end = start + 1;
  while (end < selections.length && selections[end]!.unit === root) end += 1;
  return end;
}

/** The costs of a unit's selections (from `start` to `end` in the tree's list), summed in their order. */
function unitCosts(
  evaluator: Evaluator,
  start: number,
  end: number,
  sums: Map<string, number>,
): Map<string, number> {
  sums.clear();
  const selections = evaluator.tree.selections;
  for (let i = start; i < end; i += 1) addCosts(sums, evaluator.of(selections[i]!).costs);
  return sums;
}

function addCosts(totals: Map<string, number>, costs: ReadonlyMap<string, number>): void {
  // forEach, not for…of: no entry array made per selection and cost type.
  costs.forEach((value, type) => {
    totals.set(type, decimal((totals.get(type) ?? 0) + value));
  });
}

/** A unit's costs as a memo keeps them: cost type id, then value, in the map's order. */
function costList(costs: ReadonlyMap<string, number>): CostList {
  const list = new Array<string | number>(costs.size * 2);
  let i = 0;
  costs.forEach((value, type) => {
    list[i] = type;
    list[i + 1] = value;
    i += 2;
  });
  return list;
}

function addCostList(totals: Map<string, number>, costs: CostList): void {
  for (let i = 0; i < costs.length; i += 2) {
    const type = costs[i] as string;
    totals.set(type, decimal((totals.get(type) ?? 0) + (costs[i + 1] as number)));
  }
}

/**
 * Limits on how many forces of a kind: each force checks its own entry's limits (so two forces
 * over a limit of one are two verdicts), about the roster or the force holding them.
 */
function forceEntryVerdicts(evaluator: Evaluator, force: ForceElement): Verdict[] {
  const entry = force.entry;
  if (!entry?.constraints?.length) return [];
  const bag = emptyBag(entry.name, Boolean(entry.hidden));
  for (const constraint of entry.constraints) bag.constraints.set(constraint.id, constraint.value);
  evaluator.modify(bag, entry, force);
  const verdicts: Verdict[] = [];
  for (const constraint of entry.constraints) {
    if (constraint.field !== 'forces') continue;
    const scope = constraint.scope === 'roster' ? evaluator.tree.root : force.parent;
    const count = queryValue(evaluator, scope, constraint, { id: entry.id, exact: false });
    const limit = bag.constraints.get(constraint.id) ?? constraint.value;
    const verdict = compare(constraint, count, limit);
    if (!verdict) continue;
    const owner: VerdictOwner =
      scope.kind === 'roster'
        ? { kind: 'roster' }
        : { kind: 'force', id: scope.force.id, entryId: scope.force.entryId };
    const params: LimitParams = { entry: entry.name, count, limit, what: 'forces' };
    verdicts.push(limitVerdict(verdict, constraint, entry.id, owner, params, [force.force.id]));
  }
  return verdicts;
}

function isHiddenForce(evaluator: Evaluator, force: ForceElement): boolean {
  const entry = force.entry;
  return (
    Boolean(entry) && evaluator.modify(emptyBag(entry!.name, Boolean(entry!.hidden)), entry!, force).hidden
  );
}

/** One limit a force entry (or a category itself) puts on a category, counted in its scope. */
interface CategoryLimit {
  link: CategoryLink;
  /** Where it is counted. */
  scope: ScopeElement | undefined;
  category: CategoryEntry | undefined;
  constraint: Constraint;
  ownerId: string;
  count: number;
  limit: number;
}

/**
 * A cost type as verdicts name it: Muster's word where it knows the data's ("Dublonen": doublons), so
 * that a sentence is in one language.
 */
function costTypeName(evaluator: Evaluator, field: string): Name {
  const name = evaluator.index.costType(field)?.name;
  if (name === undefined) return field;
  const known = knownTerm(name);
  // Inside a sentence: "au plus 10 % des points de la liste".
  return known ? { fr: known.fr.toLocaleLowerCase('fr'), en: known.en.toLocaleLowerCase('en') } : name;
}

/** Category limits counted, per force of an evaluation: the verdicts and the figures read the same. */
const COUNTED_LIMITS = {};

/** The limits a force entry puts on its categories, and the categories' own limits, counted. */
function categoryLimits(evaluator: Evaluator, force: ForceElement): CategoryLimit[] {
  const counted = evaluator.memo(COUNTED_LIMITS, () => new Map<ForceElement, CategoryLimit[]>());
  let limits = counted.get(force);
  if (!limits) {
    limits = countCategoryLimits(evaluator, force);
    counted.set(force, limits);
  }
  return limits;
}

function countCategoryLimits(evaluator: Evaluator, force: ForceElement): CategoryLimit[] {
  const limits: CategoryLimit[] = [];
  for (const link of force.entry?.categoryLinks ?? []) {
    const category = evaluator.index.category(link.targetId);
    const owned: OwnedConstraint[] = [
      ...(link.constraints ?? []).map((constraint) => ({ constraint, ownerId: link.id })),
      ...(category?.constraints ?? []).map((constraint) => ({ constraint, ownerId: link.targetId })),
    ];
    if (owned.length === 0) continue;
    const bag = emptyBag(
      link.name ?? category?.name ?? '',
      Boolean(link.hidden) || Boolean(category?.hidden),
    );
    for (const { constraint } of owned) bag.constraints.set(constraint.id, constraint.value);
    evaluator.modify(bag, link, force);
    if (category) evaluator.modify(bag, category, force);
    if (bag.hidden) continue;
    for (const { constraint, ownerId } of owned) {
      if (constraint.field === 'forces') continue;
      const scope: ScopeElement | undefined =
        constraint.scope === 'parent' || constraint.scope === 'self'
          ? force
          : evaluator.resolveScope(constraint.scope, force);
      const count = countFor(evaluator, scope, constraint, { id: link.targetId, exact: false });
      const limit = bag.constraints.get(constraint.id) ?? constraint.value;
      limits.push({ link, scope, category, constraint, ownerId, count, limit });
    }
  }
  return limits;
}

function categoryVerdicts(evaluator: Evaluator, force: ForceElement): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const { link, scope, category, constraint, ownerId, count, limit } of categoryLimits(
    evaluator,
    force,
  )) {
    const verdict = compare(constraint, count, limit);
    if (!verdict) continue;
    // The units of the category that count (one leader too many: both leaders), for the interface.
    const counted = countedSelections(evaluator, scope, constraint, { id: link.targetId, exact: false });
    const params: LimitParams = {
      entry: withKnownTerm(category?.name ?? link.name ?? link.targetId),
      count,
      limit,
      what: constraint.field === 'selections' ? 'selections' : 'cost',
      costType: costTypeName(evaluator, constraint.field),
    };
    if (counted.length > 0) params.units = unitNames(evaluator, counted);
    verdicts.push(
      limitVerdict(
        verdict,
        constraint,
        ownerId,
        { kind: 'category', id: force.force.id, entryId: link.targetId },
        params,
        counted.map((selection) => selection.selection.id),
      ),
    );
  }
  return verdicts;
}

/**
 * How many more selections of these categories the force's limits leave room for (one leader per
 * force, and one is taken: 0), the least over its maximums by number; -1 when none binds. What the
 * offers at the root of a force ask, so that a capped entry is not offered once the cap is reached.
 */
export function categoryRoom(
  evaluator: Evaluator,
  force: ForceElement,
  categoryIds: readonly string[],
): number {
  let room = -1;
  for (const { link, constraint, count, limit } of categoryLimits(evaluator, force)) {
    if (constraint.type !== 'max' || constraint.field !== 'selections' || constraint.percentValue) continue;
    if (limit < 0 || !categoryIds.includes(link.targetId)) continue;
    const left = Math.max(0, limit - count);
    room = room < 0 ? left : Math.min(room, left);
  }
  return room;
}

/**
 * Whether the force's limits allow none of these categories as the list stands (a maximum of 0: a
 * NetEpic special card before any company), rather than all taken.
 */
export function categoryShut(
  evaluator: Evaluator,
  force: ForceElement,
  categoryIds: readonly string[],
): boolean {
  for (const { link, constraint, limit } of categoryLimits(evaluator, force)) {
    if (constraint.type !== 'max' || constraint.field !== 'selections' || constraint.percentValue) continue;
    if (limit === 0 && categoryIds.includes(link.targetId)) return true;
  }
  return false;
}

/** A category a force limits, with how many it holds and the effective bounds on that number. */
export interface CategoryFigure {
  forceId: string;
  categoryId: string;
  name: LocalText;
  count: number;
  min?: number;
  max?: number;
}

/**
 * The force organisation the data sets, as figures for the builder's summary: every category a
 * force limits by number of selections (percentages and costs left out), with the tightest bounds.
 */
export function categoryFigures(evaluator: Evaluator): CategoryFigure[] {
  const figures: CategoryFigure[] = [];
  for (const force of evaluator.tree.forces) {
    const byCategory = new Map<string, CategoryFigure>();
    for (const item of categoryLimits(evaluator, force)) {
      const { constraint } = item;
      if (constraint.field !== 'selections' || constraint.percentValue) continue;
      const id = item.link.targetId;
      const figure: CategoryFigure = byCategory.get(id) ?? {
        forceId: force.force.id,
        categoryId: id,
        name: withKnownTerm(item.category?.name ?? item.link.name ?? id),
        count: item.count,
      };
      if (constraint.type === 'min') figure.min = Math.max(figure.min ?? 0, item.limit);
      else if (item.limit >= 0) figure.max = Math.min(figure.max ?? Infinity, item.limit);
      byCategory.set(id, figure);
    }
    figures.push(...byCategory.values());
  }
  return figures;
}

function countFor(
  evaluator: Evaluator,
  scope: ScopeElement | undefined,
  constraint: Constraint,
  filter: Filter,
): number {
  const count = queryValue(evaluator, scope, constraint, filter);
  if (!constraint.percentValue) return count;
  const whole = queryValue(evaluator, scope, constraint, { exact: false });
  return whole === 0 ? 0 : (count / whole) * 100;
}

/**
 * The selections a limit counts in its scope, in list order. Listed only when a verdict is made:
 * counting walks the scope without making a list.
 */
function countedSelections(
  evaluator: Evaluator,
  scope: ScopeElement | undefined,
  constraint: Constraint,
  filter: Filter,
): SelectionElement[] {
  return scope ? selectionsCounted(evaluator, scope, constraint, filter) : [];
}

/** The names of the units holding selections (each unit once, in list order), as one parameter. */
function unitNames(evaluator: Evaluator, selections: readonly SelectionElement[]): LocalText {
  // The entry's names: the interface tells two of the same apart from the selections' ids (the
  // player's own names are no part of the evaluation, which an edit of a name does not redo). Only
  // the names shown are looked up (a force's limit broken by 100 units shows 4, "and 96 more"):
  // verdicts are made once every selection's values are known, so the others' need no working out.
  const units = new Set<SelectionElement>();
  const names: LocalText[] = [];
  for (const selection of selections) {
    const unit = selection.unit;
    if (units.has(unit)) continue;
    units.add(unit);
    if (names.length < MOST_NAMES) names.push(evaluator.of(unit).name);
  }
  return nameList(names, units.size);
}

/** Options listed under a container, groups walked into, each with the selections that took it. */
function optionVerdicts(
  evaluator: Evaluator,
  container: Container,
  options: OptionNode[],
  seen: Seen,
  verdicts: Verdict[],
): void {
  const chosen = container.kind === 'force' ? container.selections : container.children;
  // The selections taking each option, or an entry inside each group: one pass over the chosen. A
  // unit's few options are looked for among its few selections instead (no map per selection).
  let takenBy: Map<OptionNode, SelectionElement[]> | undefined;
  if (chosen.length > FEW_CHOSEN) {
    takenBy = new Map();
    for (const selection of chosen) {
      addTaken(takenBy, selection.node, selection);
      for (let parent = selection.node.parent; parent && parent.kind === 'group'; parent = parent.parent)
        addTaken(takenBy, parent, selection);
    }
  }
  const stack: OptionNode[] = [];
  for (let i = options.length - 1; i >= 0; i -= 1) stack.push(options[i]!);
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.kind === 'group') {
      const children = evaluator.index.children(node);
      for (let i = children.length - 1; i >= 0; i -= 1) stack.push(children[i]!);
    }
    if (node.constraints.length === 0) continue;
    const taken = takenBy ? (takenBy.get(node) ?? NONE_TAKEN) : takenAmong(chosen, node);
    checkOption(evaluator, container, node, taken, seen, verdicts);
  }
}

const NONE_TAKEN: SelectionElement[] = [];

/** Up to this many selections in a container, an option's takers are looked for one by one. */
const FEW_CHOSEN = 8;

/** The selections taking an option (its entry, or an entry inside the group), in their order. */
function takenAmong(chosen: readonly SelectionElement[], node: OptionNode): SelectionElement[] {
  let taken = NONE_TAKEN;
  for (const selection of chosen) {
    let takes = selection.node === node;
    for (
      let parent = selection.node.parent;
      !takes && parent && parent.kind === 'group';
      parent = parent.parent
    )
      takes = parent === node;
    if (!takes) continue;
    if (taken === NONE_TAKEN) taken = [];
    taken.push(selection);
  }
  return taken;
}

/**
 * Whether an option's limit in its parent is per model of the parent (BattleScribe divides the count
 * by the parent's number): a collective entry, or a group all of whose entries are collective, the
 * group's own flag aside.
 */
function countsPerModel(index: DataIndex, node: OptionNode): boolean {
  if (node.kind === 'entry') return node.collective;
  let known = allCollectiveGroups.get(node);
  if (known === undefined) {
    known = true;
    const stack = [...index.children(node)];
    for (let seen = 0; stack.length > 0 && seen < 10_000; seen += 1) {
      const child = stack.pop()!;
      if (child.kind === 'group') stack.push(...index.children(child));
      else if (!child.collective) {
        known = false;
        break;
      }
    }
    allCollectiveGroups.set(node, known);
  }
  return known;
}

/** Per group node (nodes belong to one index): whether every entry it lists is collective. */
const allCollectiveGroups = new WeakMap<OptionNode, boolean>();

function addTaken(
  takenBy: Map<OptionNode, SelectionElement[]>,
  node: OptionNode,
  selection: SelectionElement,
): void {
  const list = takenBy.get(node);
  if (list) list.push(selection);
  else takenBy.set(node, [selection]);
}

function checkOption(
  evaluator: Evaluator,
  container: Container,
  node: OptionNode,
  taken: SelectionElement[],
  seen: Seen,
  verdicts: Verdict[],
): void {
  const at = taken[0] ?? virtualSelection(node, container);
  const effective = node.kind === 'entry' ? evaluator.of(at) : groupBag(evaluator, node, at);
  if (effective.hidden) return;
  for (const { constraint, ownerId } of node.constraints) {
    if (constraint.field === 'forces') {
      verdicts.push(...forcesFieldOnEntry(constraint, node, ownerId));
      continue;
    }
    const limit = effective.constraintValues.get(constraint.id) ?? constraint.value;
    const scope = constraint.scope === 'parent' ? container : evaluator.resolveScope(constraint.scope, at);
    const shared = constraint.shared !== false;
    // A shared limit is one limit however many links list the entry: checked once per scope. A
    // count of selections changes nothing in the evaluation, so it may be taken before asking.
    const byCount = constraint.field === 'selections';
    if (shared && !byCount && wasSeen(seen, constraint.id, scope)) continue;
    const filter: Filter = shared ? { id: node.defId, exact: false } : { id: node.id, exact: true };
    let count = countFor(evaluator, scope, constraint, filter);
    const perModel =
      constraint.scope === 'parent' &&
      container.kind === 'selection' &&
      countsPerModel(evaluator.index, node);
    if (perModel && container.number > 0) count /= container.number;
    const verdict = compare(constraint, count, limit);
    if (!verdict) continue;
    if (shared) {
      if (byCount && wasSeen(seen, constraint.id, scope)) continue;
      markSeen(seen, constraint.id, scope);
    }
    const owner = ownerOf(evaluator, verdict, constraint, container, taken, node);
    const what = constraint.field === 'selections' ? 'selections' : 'cost';
    const costType = costTypeName(evaluator, constraint.field);
    const params: LimitParams = { entry: effective.name, count, limit, what, costType };
    if (perModel) params.each = 1;
    // An option's limit inside a unit names the unit: "Drone: no more than 0 Items".
    const holder = constraint.scope === 'parent' && container.kind === 'selection' ? container : undefined;
    if (holder) Object.assign(params, holderParams(evaluator, holder));
    let involved = taken.map((selection) => selection.selection.id);
    if (holder && involved.length === 0) involved.push(holder.selection.id);
    // A limit wider than the unit (one per list, per force, per company) names every selection it
    // counts, wherever they are, and the units holding them: the interface leads to each.
    if (constraint.scope !== 'parent' && constraint.scope !== 'self') {
      const counted = countedSelections(evaluator, scope, constraint, filter);
      if (counted.length > 0) {
        involved = counted.map((selection) => selection.selection.id);
        params.units = unitNames(evaluator, counted);
      }
    }
    verdicts.push(limitVerdict(verdict, constraint, ownerId, owner, params, involved));
  }
}

/**
 * The shared limits already reported, by constraint id, then by scope: a selection by its id (no
 * key to build for the most common scope), any other scope by its key.
 */
interface Seen {
  byConstraint: Map<string, { selections: Set<string>; others: Set<string> }>;
  /** How many times a limit was found reported already: a unit that met none has verdicts of its own. */
  hits: number;
}

function wasSeen(seen: Seen, constraintId: string, scope: ScopeElement | undefined): boolean {
  const scopes = seen.byConstraint.get(constraintId);
  if (!scopes) return false;
  const found =
    scope?.kind === 'selection' && !scope.virtual
      ? scopes.selections.has(scope.selection.id)
      : scopes.others.has(scopeKey(scope));
  if (found) seen.hits += 1;
  return found;
}

function markSeen(seen: Seen, constraintId: string, scope: ScopeElement | undefined): void {
  let scopes = seen.byConstraint.get(constraintId);
  if (!scopes) {
    scopes = { selections: new Set(), others: new Set() };
    seen.byConstraint.set(constraintId, scopes);
  }
  if (scope?.kind === 'selection' && !scope.virtual) scopes.selections.add(scope.selection.id);
  else scopes.others.add(scopeKey(scope));
}

function scopeKey(scope: ScopeElement | undefined): string {
  if (!scope) return 'none';
  switch (scope.kind) {
    case 'roster':
      return 'roster';
    case 'force':
      return `force:${scope.force.id}`;
    case 'selection':
      // An option not chosen has no id of its own: it is that entry where it could be chosen (two
      // links to one entry in one place are one scope; the same entry in another unit is another).
      if (scope.virtual) return `option:${containerKey(scope.parent)}:${scope.node.defId}`;
      return `selection:${scope.selection.id}`;
    case 'category':
      return `category:${scope.force.force.id}:${scope.categoryId}`;
    case 'catalogue':
      return `catalogue:${scope.catalogueId}`;
  }
}

function containerKey(container: Container): string {
  return container.kind === 'force' ? `force:${container.force.id}` : `selection:${container.selection.id}`;
}

function groupBag(evaluator: Evaluator, node: OptionNode, at: SelectionElement) {
  const bag = evaluator.baseBag(node);
  evaluator.modify(bag, node, at);
  return { name: bag.name, hidden: bag.hidden, constraintValues: bag.constraints };
}

/** A `forces` limit on a selection entry counts no force at all (BattleScribe's reading). */
function forcesFieldOnEntry(constraint: Constraint, node: OptionNode, ownerId: string): Verdict[] {
  const verdict = compare(constraint, 0, constraint.value);
  if (!verdict) return [];
  return [
    limitVerdict(
      verdict,
      constraint,
      ownerId,
      { kind: 'roster' },
      { entry: node.name, count: 0, limit: constraint.value, what: 'forces' },
      [],
    ),
  ];
}

/**
 * Who a broken limit is about. A limit counted in the option's parent is about that parent (the
 * selection holding the option, or the category a root entry belongs to); a wider limit is about
 * the selection that went over it, or else the force or roster that lacks it.
 */
function ownerOf(
  evaluator: Evaluator,
  verdict: 'min' | 'max',
  constraint: Constraint,
  container: Container,
  taken: SelectionElement[],
  node: OptionNode,
): VerdictOwner {
  const force = container.kind === 'force' ? container : container.force;
  const forceOwner: VerdictOwner = { kind: 'force', id: force.force.id, entryId: force.force.entryId };
  if (constraint.scope === 'parent') {
    if (container.kind === 'selection') {
      return { kind: 'selection', id: container.selection.id, entryId: container.node.defId };
    }
    if (verdict === 'max' && taken[0]) {
      return { kind: 'selection', id: taken[0].selection.id, entryId: taken[0].node.defId };
    }
    const at = taken[0] ?? virtualSelection(node, container);
    const primary = evaluator.categoriesOf(at).find((category) => category.primary);
    return primary ? { kind: 'category', id: force.force.id, entryId: primary.id } : forceOwner;
  }
  const first = taken[0];
  if (verdict === 'max' && first)
    return { kind: 'selection', id: first.selection.id, entryId: first.node.defId };
  if (constraint.scope === 'roster') return { kind: 'roster' };
  return forceOwner;
}

function compare(constraint: Constraint, count: number, limit: number): 'min' | 'max' | null {
  const epsilon = 1e-9;
  if (constraint.type === 'min') return limit > 0 && count < limit - epsilon ? 'min' : null;
  return limit >= 0 && count > limit + epsilon ? 'max' : null;
}

type LimitCode =
  | 'data.min-selections'
  | 'data.max-selections'
  | 'data.min-cost'
  | 'data.max-cost'
  | 'data.min-forces'
  | 'data.max-forces';

/** The codes of broken limits, by bound and by what is counted. */
const LIMIT_CODES: Record<'min' | 'max', Record<LimitParams['what'], LimitCode>> = {
  min: { selections: 'data.min-selections', cost: 'data.min-cost', forces: 'data.min-forces' },
  max: { selections: 'data.max-selections', cost: 'data.max-cost', forces: 'data.max-forces' },
};

function limitVerdict(
  kind: 'min' | 'max',
  constraint: Constraint,
  entryId: string,
  owner: VerdictOwner,
  params: LimitParams,
  selections: string[],
): Verdict {
  // A percentage limit reads as one ("at most 25 % of the force's selections"), not as a count.
  if (constraint.percentValue) {
    params.percent = 1;
    params.scope = constraint.scope;
  }
  return newVerdict(LIMIT_CODES[kind][params.what], params, selections, owner, {
    entryId,
    constraintId: constraint.id,
  });
}

/** Costs that depend on themselves: one verdict naming every selection caught in the loop. */
function circularVerdicts(evaluator: Evaluator): Verdict[] {
  const caught = [...evaluator.circular].sort((a, b) => a.order - b.order);
  const first = caught[0];
  if (!first) return [];
  return [
    newVerdict(
      'data.circular-cost',
      { entry: evaluator.of(first).name },
      caught.map((selection) => selection.selection.id),
      { kind: 'selection', id: first.selection.id, entryId: first.node.defId },
      { entryId: first.node.defId, constraintId: 'circular-cost' },
    ),
  ];
}

/**
 * The holder of an option named in a verdict and, where it is (or is inside) one of several copies of
 * an option (a battlegroup's three titans, each short of arm weapons), that copy's number, counted in
 * the tree's order as the options panel numbers copies: "Warlord Titan nº 2". The copy is named too
 * when it is not the holder itself. A unit (the data's type `unit`: a company's détachements) is not
 * numbered here: the interface labels namesake units its own way, list-wide.
 */
function holderParams(evaluator: Evaluator, holder: SelectionElement): HolderParams {
  const params: HolderParams = { holder: evaluator.of(holder).name };
  for (let at = holder; at.parent.kind === 'selection' && !at.virtual; at = at.parent) {
    const copies = at.parent.children.filter(
      (sibling) => !sibling.virtual && sibling.selection.entryId === at.selection.entryId,
    );
    if (copies.length < 2) continue;
    if (at.node.type === 'unit') return params;
    params.holderCopy = copies.indexOf(at) + 1;
    const copyName = evaluator.of(at).name;
    if (at !== holder && JSON.stringify(copyName) !== JSON.stringify(params.holder))
      params.holderCopyOf = copyName;
    return params;
  }
  return params;
}

/**
 * Why a chosen entry is hidden, where the data says it: whom it is kept for (a Fetish for Mystics)
 * or kept from, and the unit that holds it.
 */
function hiddenParams(
  evaluator: Evaluator,
  selection: SelectionElement,
): VerdictParams['data.hidden-selected'] {
  const params: VerdictParams['data.hidden-selected'] = { entry: evaluator.of(selection).name };
  if (selection.parent.kind === 'selection') Object.assign(params, holderParams(evaluator, selection.parent));
  const reserved = reservation(evaluator.index, selection.node);
  if (reserved.for.length > 0) params.for = nameList(reserved.for);
  if (reserved.notFor.length > 0) params.notFor = nameList(reserved.notFor);
  return params;
}

/**
 * A chosen entry that its modifiers hide is an error, once, at the outermost hidden selection: among
 * the selections of the tree's list from `start` to `end` (a unit, whose root is outermost).
 */
function hiddenVerdicts(
  evaluator: Evaluator,
  selections: readonly SelectionElement[],
  start: number,
  end: number,
): Verdict[] {
  const verdicts: Verdict[] = [];
  // Made at the first hidden selection: most units hold none.
  let hidden: Set<SelectionElement> | undefined;
  for (let i = start; i < end; i += 1) {
    const selection = selections[i]!;
    if (!evaluator.of(selection).hidden) continue;
    hidden ??= new Set();
    hidden.add(selection);
    if (selection.parent.kind === 'selection' && hidden.has(selection.parent)) continue;
    verdicts.push(
      newVerdict(
        'data.hidden-selected',
        hiddenParams(evaluator, selection),
        [selection.selection.id],
        { kind: 'selection', id: selection.selection.id, entryId: selection.node.defId },
        { entryId: selection.node.defId, constraintId: 'hidden' },
      ),
    );
  }
  return verdicts;
}

export type { DataIndex };
