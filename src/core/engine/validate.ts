import type { Roster } from '../roster/schema';
import { ALL_RULES } from '../rules';
import { defaultForce, forceChoices } from '../catalogue/forces';
import { indexCatalogue, type CatalogueIndex } from './catalogue-index';
import { issue, quote } from './issue';
import { resolveSelection } from './resolve';
import { unitPrices } from './unit-prices';
import type {
  EngineCatalogue,
  ResolvedSelection,
  RosterRule,
  RosterStats,
  RuleContext,
  UnitCosts,
  ValidationIssue,
  ValidationResult,
} from './types';

const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 } as const;

/** Codes and ids compare by their characters: the same order on every machine, whatever its locale. */
function ordinal(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Issues in a canonical order, so that the order of selections in the roster never changes the
 * verdict: by severity, code, then the selections involved (their sorted ids, computed once per issue).
 */
function sortIssues(issues: ValidationIssue[]): void {
  // Each issue's key read once, not at each of the sort's comparisons (a list of a thousand issues
  // makes about ten thousand).
  const keyed = issues.map((issue) => ({
    issue,
    severity: SEVERITY_ORDER[issue.severity],
    key: selectionKey(issue),
  }));
  keyed.sort(
    (a, b) => a.severity - b.severity || ordinal(a.issue.code, b.issue.code) || ordinal(a.key, b.key),
  );
  for (let i = 0; i < keyed.length; i += 1) issues[i] = keyed[i]!.issue;
}

/** An issue's selections as one sortable key, made once per issue object (rules give the same issues again). */
const selectionKeys = new WeakMap<ValidationIssue, string>();

function selectionKey(issue: ValidationIssue): string {
  const ids = issue.selections;
  if (ids.length < 2) return ids[0] ?? '';
  let key = selectionKeys.get(issue);
  if (key === undefined) {
    key = [...ids].sort().join(',');
    selectionKeys.set(issue, key);
  }
  return key;
}

/**
 * Checks a roster against its faction's catalogue: every rule of the game runs over the resolved
 * selections and returns verdicts and derived figures. Pure and synchronous.
 */
export function validate(
  roster: Roster,
  catalogue: EngineCatalogue,
  rules: readonly RosterRule[] = ALL_RULES,
): ValidationResult {
  const index = indexCatalogue(catalogue);
  const issues: ValidationIssue[] = [];
  // With game data, the engine prices the list (the data rule gives its costs): only whether each
  // entry is known is asked here. Without it (catalogues made by hand for a rule's tests), each
  // selection is resolved against its entry and priced from it.
  const byEngine = catalogue.gameData !== undefined;
  const units: ResolvedSelection[] = [];
  const known = new Set<string>();
  for (const selection of roster.selections) {
    if (byEngine ? index.entries.has(selection.entry) : addResolved(index, selection, units))
      known.add(selection.id);
    else issues.push(issue('selection.unknown-entry', { entryId: selection.entry }, [selection.id]));
  }
  const forceGone = forceNotOffered(roster, catalogue);
  if (forceGone) issues.push(forceGone);
  const isResolved = (id: string) => known.has(id);
  const context: RuleContext = { roster, catalogue, isResolved };

  const costs: Record<string, number> = Object.fromEntries(catalogue.game.costTypes.map((c) => [c.id, 0]));
  for (const unit of units)
    for (const type in unit.costs) costs[type] = (costs[type] ?? 0) + unit.costs[type]!;
  const points = costs[index.primaryCost] ?? 0;
  // The units' prices come last: a rule pricing units (the data's) gives them first.
  let stats: Omit<RosterStats, 'unitCosts' | 'shownCosts'> & Partial<RosterStats> = {
    points,
    pointsLimit: roster.pointsLimit,
    pointsRemaining: roster.pointsLimit - points,
    costs,
  };

  for (const rule of rules) {
    if (!rule.games.includes(roster.game)) continue;
    const output = rule.check(context);
    if (output.issues) issues.push(...output.issues);
    if (output.stats) stats = { ...stats, ...output.stats };
  }
  const finite = finiteStats({ ...stats, ...unitPrices(roster, units, stats.unitCosts) }, roster);
  if (finite.overflowed) issues.push(finite.overflowed);
  sortIssues(issues);
  const errors = issues.filter((i) => i.severity === 'error').length;
  const warnings = issues.filter((i) => i.severity === 'warning').length;
  return { valid: errors === 0, errors, warnings, issues, stats: finite.stats };
}

/** Resolves a selection against its entry into `units`; false when the catalogue has no such entry. */
function addResolved(
  index: CatalogueIndex,
  selection: Roster['selections'][number],
  units: ResolvedSelection[],
) {
  const resolved = resolveSelection(index, selection);
  if (resolved) units.push(resolved);
  return resolved !== null;
}

/**
 * A force the list recorded that its faction's data no longer offers (the data changed under it): the
 * list is judged by the default force, and says so rather than quietly.
 */
function forceNotOffered(roster: Roster, catalogue: EngineCatalogue): ValidationIssue | undefined {
  const data = catalogue.gameData;
  if (roster.force === undefined || !data) return undefined;
  if (forceChoices(data, roster.faction).some((choice) => choice.id === roster.force)) return undefined;
  const judgedBy = defaultForce(data, roster.faction);
  return issue('roster.force-not-offered', { force: roster.force, judgedBy: judgedBy?.name ?? '-' }, []);
}

/** A figure that is not a finite number counts as 0 (NaN and Infinity cannot be stored or shown). */
function finiteOr0(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** Loops rather than Object.values: run over every unit of every validation, no array made per unit. */
function allFinite(costs: Record<string, number>): boolean {
  for (const type in costs) if (!Number.isFinite(costs[type])) return false;
  return true;
}

function eachAllFinite(costs: UnitCosts): boolean {
  for (const id in costs) if (!allFinite(costs[id]!)) return false;
  return true;
}

/**
 * Costs absurd enough to overflow (data holding 1e300, multiplied or added up) give Infinity or NaN:
 * the list is then in error, naming the units whose cost overflowed, and its figures count such
 * values as 0, so that it can still be saved, listed and exported.
 */
function finiteStats(
  stats: RosterStats,
  roster: Roster,
): { stats: RosterStats; overflowed?: ValidationIssue } {
  const { unitCosts, shownCosts } = stats;
  const finite =
    Number.isFinite(stats.points) &&
    Number.isFinite(stats.pointsRemaining) &&
    allFinite(stats.costs) &&
    eachAllFinite(unitCosts) &&
    eachAllFinite(shownCosts);
  if (finite) return { stats };
  const overflowing = roster.selections
    .map((selection) => selection.id)
    .filter((id) => !allFinite(unitCosts[id] ?? {}));
  const zeroed = (costs: Record<string, number>) =>
    Object.fromEntries(Object.entries(costs).map(([type, value]) => [type, finiteOr0(value)]));
  const zeroedEach = (costs: UnitCosts) =>
    Object.fromEntries(Object.entries(costs).map(([id, each]) => [id, zeroed(each)]));
  const points = finiteOr0(stats.points);
  return {
    stats: {
      ...stats,
      points,
      pointsRemaining: Number.isFinite(stats.pointsRemaining)
        ? stats.pointsRemaining
        : stats.pointsLimit - points,
      costs: zeroed(stats.costs),
      unitCosts: zeroedEach(unitCosts),
      shownCosts: zeroedEach(shownCosts),
    },
    overflowed: issue('costs.out-of-range', {}, overflowing),
  };
}

export { quote };
