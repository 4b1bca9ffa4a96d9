import type { GameId } from '../catalogue/schema';
import type { ListCards as Roster } from '../roster/cards';
import { listGame, mainForce, pointsLimitOf, type MusterList } from '../roster/list';
import { limitedCostType } from '../roster/builtin-migration';
import { FIRST_MODEL_FACTIONS, onDataPaths } from '../roster/migrate/data-paths';
import { listOfRoster, migrationOf } from '../rules/data';
import { migrateV2 } from '../roster/migrate/cards-to-tree';
import { listCards, type ListCard } from './list-cards';
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
 * Checks a list of version 2 against its faction's catalogue: read as the list model when the faction
 * has game data (every real faction has), then judged as `validateList` judges it. Catalogues made by
 * hand for a rule's tests carry no game data: their units are resolved against their entries.
 */
export function validate(
  roster: Roster,
  catalogue: EngineCatalogue,
  rules: readonly RosterRule[] = ALL_RULES,
): ValidationResult {
  const data = catalogue.gameData;
  // A version 2 list of a faction whose lists were first written for the first catalogue model, now
  // read by its data's paths: judged as the list it reads as (its bases made from its count, its
  // entries renamed), which its cards no longer are.
  if (data && catalogue.faction.fromGameData && FIRST_MODEL_FACTIONS.has(roster.faction))
    return validateList(migrateV2(roster, migrationOf(data), { file: true }), catalogue, rules);
  const list = data ? listOfRoster(roster, data) : undefined;
  const index = indexCatalogue(catalogue);
  const units: ResolvedSelection[] = [];
  if (!data) for (const selection of roster.selections) addResolved(index, selection, units);
  return judge(
    {
      game: roster.game,
      pointsLimit: roster.pointsLimit,
      cards: roster.selections.map((selection) => ({
        id: selection.id,
        entryId: selection.entry,
        ...(selection.parent !== undefined ? { holder: selection.parent } : {}),
      })),
      list,
      units,
      forceIssue: forceNotOffered(roster.force, roster.faction, catalogue),
    },
    catalogue,
    rules,
  );
}

/**
 * Checks a list against its faction's catalogue and game data: every rule of the game runs over the
 * engine's evaluation of the list and returns verdicts and derived figures. Pure and synchronous.
 */
export function validateList(
  given: MusterList,
  catalogue: EngineCatalogue,
  rules: readonly RosterRule[] = ALL_RULES,
): ValidationResult {
  // A list saved for the first catalogue model is judged as it reads by the data's paths.
  const list = onDataPaths(given, catalogue.gameData);
  const limited = catalogue.gameData
    ? limitedCostType(catalogue.gameData.gameSystem.costTypes ?? [])
    : undefined;
  const force = mainForce(list);
  const forceIssue = force ? forceNotOffered(force.entryId, force.catalogueId, catalogue) : undefined;
  return judge(
    {
      game: listGame(list),
      pointsLimit: pointsLimitOf(list, limited?.id),
      cards: listCards(list, catalogue),
      list: forceIssue ? byDefaultForce(list, catalogue) : list,
      units: [],
      forceIssue,
    },
    catalogue,
    rules,
  );
}

/** A list whose force its data no longer offers, as it is judged: by the default force (one copy per list). */
const byDefault = new WeakMap<MusterList, MusterList>();

function byDefaultForce(list: MusterList, catalogue: EngineCatalogue): MusterList {
  const [force, ...others] = list.forces;
  const entryId = force && catalogue.gameData && defaultForce(catalogue.gameData, force.catalogueId)?.id;
  if (!force || !entryId) return list;
  let judged = byDefault.get(list);
  if (!judged) {
    judged = { ...list, forces: [{ ...force, entryId }, ...others] };
    byDefault.set(list, judged);
  }
  return judged;
}

/** What a list is judged from: its cards (each a unit of the list), its evaluation's input, its limit. */
interface Judged {
  game: GameId;
  pointsLimit: number;
  cards: readonly ListCard[];
  /** The list the engine evaluates; undefined for a catalogue without game data (a rule's test). */
  list: MusterList | undefined;
  /** Without game data: the cards resolved against their entries, to be priced from them. */
  units: readonly ResolvedSelection[];
  forceIssue: ValidationIssue | undefined;
}

function judge(input: Judged, catalogue: EngineCatalogue, rules: readonly RosterRule[]): ValidationResult {
  const index = indexCatalogue(catalogue);
  const issues: ValidationIssue[] = [];
  // With game data, the engine prices the list (the data rule gives its costs): only whether each
  // entry is known is asked here, and the data rule says what is wrong with one that is not (taken
  // where its data does not offer it, or unknown). Without it, each card was resolved against its entry.
  const resolved = new Set(input.units.map((unit) => unit.selection.id));
  const known = new Set<string>();
  for (const card of input.cards) {
    if (input.list ? index.entries.has(card.entryId) : resolved.has(card.id)) known.add(card.id);
    else if (!input.list) issues.push(issue('selection.unknown-entry', { entryId: card.entryId }, [card.id]));
  }
  if (input.forceIssue) issues.push(input.forceIssue);
  const isResolved = (id: string) => known.has(id);
  const context: RuleContext = { list: input.list, catalogue, isResolved };

  const costs: Record<string, number> = Object.fromEntries(catalogue.game.costTypes.map((c) => [c.id, 0]));
  for (const unit of input.units)
    for (const type in unit.costs) costs[type] = (costs[type] ?? 0) + unit.costs[type]!;
  // The units' prices come last: a rule pricing units (the data's) gives them first.
  let stats: Omit<RosterStats, 'unitCosts' | 'shownCosts'> & Partial<RosterStats> = {
    points: costs[index.primaryCost] ?? 0,
    pointsLimit: input.pointsLimit,
    pointsRemaining: 0,
    costs,
  };

  for (const rule of rules) {
    if (!rule.games.includes(input.game)) continue;
    const output = rule.check(context);
    if (output.issues) issues.push(...output.issues);
    if (output.stats) stats = { ...stats, ...output.stats };
  }
  stats.pointsRemaining = input.pointsLimit - stats.points;
  const prices = unitPrices(input.cards, input.units, stats.unitCosts);
  const finite = finiteStats({ ...stats, ...prices }, input.cards);
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
function forceNotOffered(
  force: string | undefined,
  faction: string,
  catalogue: EngineCatalogue,
): ValidationIssue | undefined {
  const data = catalogue.gameData;
  if (force === undefined || !data) return undefined;
  if (forceChoices(data, faction).some((choice) => choice.id === force)) return undefined;
  const judgedBy = defaultForce(data, faction);
  return issue('roster.force-not-offered', { force, judgedBy: judgedBy?.name ?? '-' }, []);
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
  cards: readonly ListCard[],
): { stats: RosterStats; overflowed?: ValidationIssue } {
  const { unitCosts, shownCosts } = stats;
  const finite =
    Number.isFinite(stats.points) &&
    Number.isFinite(stats.pointsRemaining) &&
    allFinite(stats.costs) &&
    eachAllFinite(unitCosts) &&
    eachAllFinite(shownCosts);
  if (finite) return { stats };
  const overflowing = cards.map((card) => card.id).filter((id) => !allFinite(unitCosts[id] ?? {}));
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
