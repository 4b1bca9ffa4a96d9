/**
 * The catalogue's own list-building rules, read as data by the generic engine: composition (a NetEpic
 * army's company cards, a Deadzone strike team, a Freebooter's Fate crew, an Antares force at its
 * points limit), option and item limits, card contents and the points limit are constraints and
 * modifiers of the faction's game data (db/catalogue/<game>/v2), not code. The roster is read as
 * format v3, evaluated, and each verdict becomes an issue with its sentence in both languages.
 */
import type { GameData } from '../catalogue/model';
import { textIn } from '../catalogue/text';
import { categoryFigures, type CategoryFigure } from '../engine/constraints';
import { dataIndexOf, type DataIndex } from '../engine/data-index';
import { evaluateRoster, type RosterEvaluation } from '../engine/evaluate';
import { UnitMemos } from '../engine/unit-memo';
import { renderVerdict } from '../engine/messages';
import { paramsByName, type Verdict } from '../engine/verdict';
import { builtinMigration, limitedCostType } from '../roster/builtin-migration';
import { migrateV2, type V2Migration } from '../roster/read-roster-tree';
import type { Roster } from '../roster/schema';
import type { MusterList } from '../roster/list';
import { relabelled } from './relabel';
import { GAME_IDS } from '../catalogue/schema';
import type { CompositionLine, RosterRule, RosterStats, ValidationIssue } from '../engine/types';

export { dataIndexOf };

const unitMemos = new WeakMap<DataIndex, UnitMemos>();

/** The units kept from the evaluations of lists of this data (unit-memo.ts): one store per index. */
function unitMemosOf(index: DataIndex): UnitMemos {
  let memos = unitMemos.get(index);
  if (!memos) {
    memos = new UnitMemos(index);
    unitMemos.set(index, memos);
  }
  return memos;
}

/**
 * A version 3 selection id as the app's roster (format version 2) knows it: options and models are
 * part of the unit holding them.
 */
export function rosterSelectionId(id: string): string {
  const dot = id.indexOf('.');
  return dot === -1 ? id : id.slice(0, dot);
}

/**
 * Both sentences of a verdict, kept by code and parameters: a list evaluated again after an edit gives
 * the same verdicts again, and saying them costs more than finding them. Bounded: emptied when full.
 */
const sentences = new Map<string, ValidationIssue['message']>();
const MOST_SENTENCES = 10_000;

/** A verdict's code and parameters as one string; texts given in several languages take each. */
function sentenceKey(verdict: Verdict): string {
  let key: string = verdict.code;
  const params = paramsByName(verdict);
  for (const name in params) {
    const value = params[name];
    if (value === undefined) continue;
    key += `\u0000${name}\u0001`;
    if (typeof value !== 'object') key += typeof value === 'number' ? `#${value}` : value;
    else for (const lang in value) key += `\u0002${lang}\u0003${value[lang] ?? ''}`;
  }
  return key;
}

function messageOf(verdict: Verdict): ValidationIssue['message'] {
  const key = sentenceKey(verdict);
  let message = sentences.get(key);
  if (!message) {
    message = { fr: renderVerdict(verdict, 'fr'), en: renderVerdict(verdict, 'en') };
    if (sentences.size >= MOST_SENTENCES) sentences.clear();
    sentences.set(key, message);
  }
  return message;
}

/**
 * Issues made, by verdict object: a unit's verdicts taken over by the next evaluation (unit-memo.ts)
 * are the same objects, and become the same issues again without a word said twice. Nobody writes
 * to an issue.
 */
const issues = new WeakMap<Verdict, ValidationIssue>();

/** The engine's verdict as the app's issue: its sentence in both languages, the rule that made it. */
export function toIssue(verdict: Verdict): ValidationIssue {
  let issue = issues.get(verdict);
  if (!issue) {
    issue = newIssue(verdict);
    issues.set(verdict, issue);
  }
  return issue;
}

function newIssue(verdict: Verdict): ValidationIssue {
  const selections = [...new Set(verdict.selections.map(rosterSelectionId))];
  const source: ValidationIssue['source'] = { rule: verdict.source.rule };
  if (verdict.source.ruleId !== undefined) source.ability = verdict.source.ruleId;
  if (verdict.source.entryId !== undefined) source.entry = verdict.source.entryId;
  if (verdict.source.constraintId !== undefined) source.constraint = verdict.source.constraintId;
  return {
    code: verdict.code,
    severity: verdict.severity,
    message: messageOf(verdict),
    selections,
    source,
  };
}

function compositionLine(figure: CategoryFigure): CompositionLine {
  const line: CompositionLine = {
    category: figure.categoryId,
    name: { fr: textIn(figure.name, 'fr'), en: textIn(figure.name, 'en') },
    count: figure.count,
  };
  if (figure.min !== undefined) line.min = figure.min;
  if (figure.max !== undefined) line.max = figure.max;
  return line;
}

const migrations = new WeakMap<GameData, V2Migration>();

/** A list evaluated against a game data, with the data rule's results once asked. */
interface Evaluated {
  list: MusterList;
  evaluation: RosterEvaluation;
  /** The data rule's issues and composition (they go with the evaluation when a relabel takes it over). */
  results?: { issues: ValidationIssue[]; composition: CompositionLine[] };
}

/**
 * The lists last evaluated against each game data, the one used last first: the validation and the
 * builder's menus (where a unit may go) read the same evaluation. A few only, held strongly: memory
 * stays bounded, and an edit's evaluation is let go a few edits later (a weak map keyed by each list
 * would keep it through the collector's quick passes). The builder's next list is most often the same
 * list edited, and an edit of labels only (a unit renamed, the list's name or notes) changes nothing
 * the engine reads: the evaluation used last is taken over (relabel.ts). Validations with the
 * taking-over turned off keep their own.
 */
const recent = new WeakMap<GameData, Evaluated[]>();
const recentCold = new WeakMap<GameData, Evaluated[]>();
const MOST_RECENT = 2;
let reuseEvaluations = true;

/** Tests compare a validation with caches warm to one without: this turns the taking-over off. */
export function setEvaluationReuse(enabled: boolean): void {
  reuseEvaluations = enabled;
}

/** How a list of the app becomes format v3 for this game data: one per data object, so its conversions are kept. */
export function migrationOf(data: GameData): V2Migration {
  let migration = migrations.get(data);
  if (!migration) {
    migration = builtinMigration([data]);
    migrations.set(data, migration);
  }
  return migration;
}

/** Version 2 lists read into the list model, once per list object and game data. */
const migrated = new WeakMap<Roster, { data: GameData; list: MusterList }>();

/** A version 2 list as the list model (migration input only: the engine reads the list). */
export function listOfRoster(roster: Roster, data: GameData): MusterList {
  const known = migrated.get(roster);
  if (known?.data === data) return known.list;
  const list = migrateV2(roster, migrationOf(data));
  migrated.set(roster, { data, list });
  return list;
}

/** A version 2 roster evaluated against its faction's game data, once per roster object while it is recent. */
export function evaluationOf(roster: Roster, data: GameData): RosterEvaluation {
  return evaluated(listOfRoster(roster, data), data).evaluation;
}

/** A list evaluated against its faction's game data, once per list object while it is recent. */
export function evaluationOfList(list: MusterList, data: GameData): RosterEvaluation {
  return evaluated(list, data).evaluation;
}

function evaluated(list: MusterList, data: GameData): Evaluated {
  const lists = reuseEvaluations ? recent : recentCold;
  let kept = lists.get(data);
  if (!kept) {
    kept = [];
    lists.set(data, kept);
  }
  const at = kept.findIndex((entry) => entry.list === list);
  if (at !== -1) {
    const [found] = kept.splice(at, 1);
    kept.unshift(found!);
    return found!;
  }
  const last = reuseEvaluations ? kept[0] : undefined;
  let entry: Evaluated;
  if (last && relabelled(last.list, list, last.evaluation)) {
    // The evaluation is the new list's alone now: the old list is evaluated again if asked.
    entry = { list, evaluation: last.evaluation, results: last.results };
    kept.shift();
  } else {
    const index = dataIndexOf(data);
    const memos = reuseEvaluations ? unitMemosOf(index) : undefined;
    entry = { list, evaluation: evaluateRoster(index, list, memos) };
  }
  kept.unshift(entry);
  if (kept.length > MOST_RECENT) kept.length = MOST_RECENT;
  return entry;
}

/** Runs the game data's constraints over a list of the faction the data belongs to. */
export function checkWithData(
  list: MusterList,
  data: GameData,
): { issues: ValidationIssue[]; composition: CompositionLine[] } {
  const entry = evaluated(list, data);
  entry.results ??= {
    issues: entry.evaluation.verdicts.map(toIssue),
    composition: categoryFigures(entry.evaluation.evaluator).map(compositionLine),
  };
  return entry.results;
}

/** The list's costs as the engine computes them: per cost type, and per card of the list. */
export function listCosts(
  list: MusterList,
  data: GameData,
): Pick<RosterStats, 'costs' | 'points' | 'unitCosts'> {
  const { evaluator, costs } = evaluationOfList(list, data);
  const unitCosts: Record<string, Record<string, number>> = {};
  for (const selection of evaluator.tree.selections) {
    const unit = (unitCosts[rosterSelectionId(selection.selection.id)] ??= {});
    for (const [type, value] of evaluator.of(selection).costs)
      unit[type] = Math.round(((unit[type] ?? 0) + value) * 1000) / 1000;
  }
  const totals = Object.fromEntries(costs);
  const primary = limitedCostType(evaluator.index.costTypes())?.id ?? '';
  return { costs: totals, points: totals[primary] ?? 0, unitCosts };
}

/** A version 2 list's costs as the engine computes them (a BattleScribe file's import report). */
export function engineCosts(roster: Roster, data: GameData): Partial<RosterStats> {
  const costs = listCosts(listOfRoster(roster, data), data);
  return { ...costs, pointsRemaining: roster.pointsLimit - costs.points };
}

export const dataRules: RosterRule = {
  id: 'data',
  games: GAME_IDS,
  check({ list, catalogue, isResolved }) {
    // Catalogues built by hand for a rule's unit tests carry no game data: nothing to check here.
    if (!list || !catalogue.gameData) return {};
    const { issues, composition } = checkWithData(list, catalogue.gameData);
    // A selection whose entry the faction does not have is already reported by the validation itself.
    const reported = (issue: ValidationIssue) =>
      issue.code === 'data.unknown-entry' && issue.selections.every((id) => !isResolved(id));
    const stats: Partial<RosterStats> = { composition };
    // The data prices the list (modifiers included: a cost per model, a discount with a leader): the
    // figures are the engine's, per unit and in all, for every faction that has game data.
    Object.assign(stats, listCosts(list, catalogue.gameData));
    return { issues: issues.filter((issue) => !reported(issue)), stats };
  },
};
