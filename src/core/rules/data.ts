/**
 * The catalogue's own list-building rules, read as data by the generic engine: composition (a NetEpic
 * army's company cards, a Deadzone strike team, a Freebooter's Fate crew, an Antares force at its
 * points limit), option and item limits, card contents and the points limit are constraints and
 * modifiers of the faction's game data (db/catalogue/<game>), not code. The roster is read as
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
import { migrateV2, type V2Migration } from '../roster/migrate/cards-to-tree';
import type { ListCards as Roster } from '../roster/cards';
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
const DOT = '.'.charCodeAt(0);

export function rosterSelectionId(id: string): string {
  const dot = id.indexOf('.');
  return dot === -1 ? id : id.slice(0, dot);
}

type Sentences = ValidationIssue['message'];

/**
 * Both sentences of a verdict, kept by code and parameters: a list evaluated again after an edit gives
 * the same verdicts again, and saying them costs more than finding them. Kept in a tree of maps, one
 * level per code, parameter name and value (each language and text of a text in several languages
 * taken in turn, between two marks): the data's names are the same strings at every evaluation, and
 * a look-up by each of them reads the hash the string already holds, where one key made of them all
 * would be a new string to hash at every verdict. Bounded: emptied when full.
 */
interface SentenceNode {
  next?: Map<unknown, SentenceNode>;
  sentences?: Sentences;
}

let sentenceRoot: SentenceNode = {};
let sentenceCount = 0;
const MOST_SENTENCES = 10_000;
/** Where a text in several languages begins and ends among the keys: no parameter's name nor value. */
const TEXT_START = {};
const TEXT_END = {};

function below(node: SentenceNode, key: unknown): SentenceNode {
  const next = (node.next ??= new Map());
  let child = next.get(key);
  if (!child) {
    child = {};
    next.set(key, child);
  }
  return child;
}

/** The node of a verdict's code and parameters; texts given in several languages take each. */
function sentenceNode(verdict: Verdict): SentenceNode {
  let node = below(sentenceRoot, verdict.code);
  const params = paramsByName(verdict);
  for (const name in params) {
    const value = params[name];
    if (value === undefined) continue;
    node = below(node, name);
    if (typeof value !== 'object') {
      node = below(node, value);
      continue;
    }
    node = below(node, TEXT_START);
    for (const lang in value) node = below(below(node, lang), value[lang] ?? '');
    node = below(node, TEXT_END);
  }
  return node;
}

function messageOf(verdict: Verdict): Sentences {
  if (sentenceCount >= MOST_SENTENCES) {
    sentenceRoot = {};
    sentenceCount = 0;
  }
  const node = sentenceNode(verdict);
  if (!node.sentences) {
    node.sentences = { fr: renderVerdict(verdict, 'fr'), en: renderVerdict(verdict, 'en') };
    sentenceCount += 1;
  }
  return node.sentences;
}

/** The roster's ids of a verdict's selections, each once, in order (most verdicts name one). */
function rosterSelectionIds(ids: readonly string[]): string[] {
  if (ids.length > 8) return [...new Set(ids.map(rosterSelectionId))];
  const out: string[] = [];
  for (const id of ids) {
    const rosterId = rosterSelectionId(id);
    if (!out.includes(rosterId)) out.push(rosterId);
  }
  return out;
}

/** The engine's verdict as the app's issue: its sentence in both languages, the rule that made it. */
export function newIssue(verdict: Verdict): ValidationIssue {
  const selections = rosterSelectionIds(verdict.selections);
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
    issues: issuesOf(entry, data),
    composition: categoryFigures(entry.evaluation.evaluator).map(compositionLine),
  };
  return entry.results;
}

/**
 * An evaluation's verdicts as issues. A unit taken over (unit-memo.ts) gives the same verdict objects
 * as the evaluation it was taken from, which become the same issues again, without a word said twice:
 * they are found among the issues of the other recent evaluations of the data (the one before, most
 * often). An evaluation of selections never seen makes its own (no look-up, nothing kept by verdict).
 */
function issuesOf(entry: Evaluated, data: GameData): ValidationIssue[] {
  const { verdicts, evaluator } = entry.evaluation;
  let earlier: Map<Verdict, ValidationIssue> | undefined;
  if (evaluator.sharesVerdicts) {
    for (const other of (reuseEvaluations ? recent : recentCold).get(data) ?? []) {
      if (other === entry || !other.results) continue;
      earlier ??= new Map();
      const before = other.evaluation.verdicts;
      const made = other.results.issues;
      for (let i = 0; i < before.length; i += 1) earlier.set(before[i]!, made[i]!);
    }
  }
  const issues = new Array<ValidationIssue>(verdicts.length);
  for (let i = 0; i < verdicts.length; i += 1)
    issues[i] = earlier?.get(verdicts[i]!) ?? newIssue(verdicts[i]!);
  return issues;
}

/** The list's costs as the engine computes them: per cost type, and per card of the list. */
export function listCosts(
  list: MusterList,
  data: GameData,
): Pick<RosterStats, 'costs' | 'points' | 'unitCosts'> {
  const { evaluator, costs } = evaluationOfList(list, data);
  const unitCosts: Record<string, Record<string, number>> = {};
  // A unit's options and models follow it in the tree, their ids beginning with its own and a dot:
  // its record is found again without cutting their ids.
  let unitId = '';
  let unit: Record<string, number> = {};
  const add = (value: number, type: string) => {
    unit[type] = Math.round(((unit[type] ?? 0) + value) * 1000) / 1000;
  };
  for (const selection of evaluator.tree.selections) {
    const id = selection.selection.id;
    const inUnit = unitId !== '' && id.charCodeAt(unitId.length) === DOT && id.startsWith(unitId);
    if (!inUnit) {
      unitId = rosterSelectionId(id);
      unit = unitCosts[unitId] ??= {};
    }
    evaluator.of(selection).costs.forEach(add);
  }
  const totals = Object.fromEntries(costs);
  const primary = limitedCostType(evaluator.index.costTypes())?.id ?? '';
  return { costs: totals, points: totals[primary] ?? 0, unitCosts };
}

export const dataRules: RosterRule = {
  id: 'data',
  games: GAME_IDS,
  check({ list, catalogue }) {
    // validateList refuses a catalogue without game data; a rule run by itself checks nothing then.
    if (!catalogue.gameData) return {};
    // A selection whose entry is not offered where it stands is said here, and only here: taken where
    // its data does not offer it (naming where it goes), or unknown to the data.
    const { issues, composition } = checkWithData(list, catalogue.gameData);
    const stats: Partial<RosterStats> = { composition };
    // The data prices the list (modifiers included: a cost per model, a discount with a leader): the
    // figures are the engine's, per unit and in all, for every faction that has game data.
    Object.assign(stats, listCosts(list, catalogue.gameData));
    return { issues, stats };
  },
};
