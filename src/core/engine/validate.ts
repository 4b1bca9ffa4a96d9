import type { GameId } from '../catalogue/schema';
import type { GameData } from '../catalogue/model';
import type { ListCards as Roster } from '../roster/cards';
import { listGame, mainForce, pointsLimitOf, type MusterList } from '../roster/list';
import { limitedCostType } from '../roster/builtin-migration';
import { FIRST_MODEL_FACTIONS, onDataPaths } from '../roster/migrate/data-paths';
import { listOfRoster, migrationOf } from '../rules/data';
import { migrateV2 } from '../roster/migrate/cards-to-tree';
import { listCards, type ListCard } from './list-cards';
import { ALL_RULES } from '../rules';
import { defaultForce, forceChoices } from '../catalogue/forces';
import { indexCatalogue } from './catalogue-index';
import { issue, quote } from './issue';
import { unitPrices } from './unit-prices';
import type {
  EngineCatalogue,
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
 * Checks a list of version 2 (the cards a file of that version held) against its faction's catalogue:
 * read as the list model by the faction's game data, then judged as `validateList` judges it. A list
 * first written for the first catalogue model reads by its data's paths (its bases made from its count,
 * its entries renamed). Every faction has game data: a list whose data is missing is not judged (the
 * library keeps what it last knew of it).
 */
export function validate(
  roster: Roster,
  catalogue: EngineCatalogue,
  rules: readonly RosterRule[] = ALL_RULES,
): ValidationResult {
  const data = gameDataOf(catalogue);
  const list =
    catalogue.faction.fromGameData && FIRST_MODEL_FACTIONS.has(roster.faction)
      ? migrateV2(roster, migrationOf(data), { file: true })
      : listOfRoster(roster, data);
  return validateList(list, catalogue, rules);
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
  const data = gameDataOf(catalogue);
  // A list saved for the first catalogue model is judged as it reads by the data's paths.
  const list = onDataPaths(given, data);
  const limited = limitedCostType(data.gameSystem.costTypes ?? []);
  const force = mainForce(list);
  const forceIssue = force ? forceNotOffered(force.entryId, force.catalogueId, catalogue) : undefined;
  return judge(
    {
      game: listGame(list),
      pointsLimit: pointsLimitOf(list, limited?.id),
      cards: listCards(list, catalogue),
      list: forceIssue ? byDefaultForce(list, catalogue) : list,
      forceIssue,
    },
    catalogue,
    rules,
  );
}

/** The catalogue's game data, which every judgement reads (every faction of the app has some). */
function gameDataOf(catalogue: EngineCatalogue): GameData {
  if (!catalogue.gameData)
    throw new Error(`faction ${catalogue.faction.id} has no game data to judge its list by`);
  return catalogue.gameData;
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
  /** The list the engine evaluates. */
  list: MusterList;
  forceIssue: ValidationIssue | undefined;
}

function judge(input: Judged, catalogue: EngineCatalogue, rules: readonly RosterRule[]): ValidationResult {
  const index = indexCatalogue(catalogue);
  const issues: ValidationIssue[] = [];
  // The engine prices the list (the data rule gives its costs): only whether each entry is known is
  // asked here, and the data rule says what is wrong with one that is not (taken where its data does
  // not offer it, or unknown).
  const known = new Set<string>();
  for (const card of input.cards) if (index.entries.has(card.entryId)) known.add(card.id);
  if (input.forceIssue) issues.push(input.forceIssue);
  const isResolved = (id: string) => known.has(id);
  const context: RuleContext = { list: input.list, catalogue, isResolved };

  const costs: Record<string, number> = Object.fromEntries(catalogue.game.costTypes.map((c) => [c.id, 0]));
  // The units' prices come last: a rule pricing units (the data's) gives them first.
  let stats: Omit<RosterStats, 'unitCosts' | 'shownCosts'> & Partial<RosterStats> = {
    points: 0,
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
  const prices = unitPrices(input.cards, stats.unitCosts);
  const finite = finiteStats({ ...stats, ...prices }, input.cards);
  if (finite.overflowed) issues.push(finite.overflowed);
  sortIssues(issues);
  const errors = issues.filter((i) => i.severity === 'error').length;
  const warnings = issues.filter((i) => i.severity === 'warning').length;
  return { valid: errors === 0, errors, warnings, issues, stats: finite.stats };
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
