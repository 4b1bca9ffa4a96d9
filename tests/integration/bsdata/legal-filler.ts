/**
 * A small legal list of any force, made with the builder's edit functions only and driven by the
 * engine's answers, with no knowledge of a faction: while the validation reports a force organisation
 * minimum not met, add an entry the root offers (not hidden, shut nor full) that counts towards it,
 * keeping the one the engine counts; the points limit follows the points, so that points are never
 * what is wrong. Then the same list broken on purpose: a category beyond its maximum, or under its
 * minimum, by the same edits.
 */
import type { ForceEntry, GameData } from '../../../src/core/catalogue/model';
import { dataIndexOf } from '../../../src/core/engine/data-index';
import { affordancesAt, type OptionAffordance } from '../../../src/core/engine/affordances';
import { cardViewContextOf, listCards } from '../../../src/core/engine/list-cards';
import type {
  CompositionLine,
  EngineCatalogue,
  ValidationIssue,
  ValidationResult,
} from '../../../src/core/engine/types';
import { addUnit } from '../../../src/core/engine/unit-add';
import { validateList } from '../../../src/core/engine/validate';
import { mainForce, pointsLimitOf, type MusterList } from '../../../src/core/roster/list';
import { removeUnit, setListFields, type UnitEditContext } from '../../../src/core/roster/unit-edits';
import { evaluationOfList } from '../../../src/core/rules/data';
import { rootOffers } from '../../../src/renderer/state/engine-options';

/** More additions than any force organisation of the four games asks for. */
const MOST_STEPS = 40;
/** Candidates tried for one minimum before giving up on it. */
const MOST_TRIES = 12;

export interface Filled {
  list: MusterList;
  result: ValidationResult;
  /** Why the filler stopped short, when it did. */
  stuck?: string;
}

function contextOf(catalogue: EngineCatalogue): UnitEditContext {
  const context = cardViewContextOf(catalogue);
  if (!context) throw new Error(`${catalogue.faction.id} has no game data`);
  return context;
}

/** The limit raised to the points the list costs (never lowered below `floor`). */
function withLimitAtPoints(list: MusterList, catalogue: EngineCatalogue, floor: number): MusterList {
  const context = contextOf(catalogue);
  const points = validateList(list, catalogue).stats.points;
  const limit = Math.max(floor, Math.ceil(points));
  return setListFields(list, context, { pointsLimit: limit });
}

/**
 * A minimum of the force organisation not met: a category's (`category`), a root entry's that the force
 * must hold (`entry`: "at least one Ghar Battle Squad in the force") or the force's own (`force`: any
 * unit counts).
 */
export interface Deficit {
  kind: 'category' | 'entry' | 'force';
  id: string;
}

const keyOf = (deficit: Deficit) => `${deficit.kind}:${deficit.id}`;

/** The deficit a verdict says, when it is a force organisation minimum; undefined for a unit's own. */
function deficitOf(
  issue: ValidationIssue,
  force: ForceEntry,
  data: GameData,
  roots: readonly OptionAffordance[],
): Deficit | undefined {
  if (issue.code !== 'data.min-selections' || issue.source.entry === undefined) return undefined;
  const declaring = issue.source.entry;
  if (declaring === force.id) return { kind: 'force', id: force.id };
  const link = force.categoryLinks?.find((each) => each.id === declaring);
  if (link) return { kind: 'category', id: link.targetId };
  const categories = [data.gameSystem, ...data.catalogues].flatMap((file) => file.categoryEntries ?? []);
  if (categories.some((category) => category.id === declaring)) return { kind: 'category', id: declaring };
  const root = roots.find((option) => option.id === declaring || option.entryId === declaring);
  return root ? { kind: 'entry', id: root.entryId } : undefined;
}

/** The force organisation minimums not met, each once, and the number of the list's other errors. */
export function deficitsOf(
  result: ValidationResult,
  list: MusterList,
  data: GameData,
): { deficits: Deficit[]; otherErrors: number } {
  const force = forceEntryOf(data, mainForce(list)!.entryId)!;
  const roots = affordancesAt(evaluationOfList(list, data), { forceId: mainForce(list)!.id });
  const found = new Map<string, Deficit>();
  for (const line of result.stats.composition ?? [])
    if (line.min !== undefined && line.count < line.min)
      found.set(keyOf({ kind: 'category', id: line.category }), { kind: 'category', id: line.category });
  let otherErrors = 0;
  for (const issue of result.issues) {
    if (issue.severity !== 'error') continue;
    const deficit = deficitOf(issue, force, data, roots);
    if (deficit) found.set(keyOf(deficit), deficit);
    else otherErrors += 1;
  }
  return { deficits: [...found.values()], otherErrors };
}

/** The entries the root offers as the list stands: not hidden, shut nor full. */
export function offeredAtRoot(list: MusterList, data: GameData): OptionAffordance[] {
  const closed = rootOffers({ gameData: data }, list);
  const evaluation = evaluationOfList(list, data);
  const force = mainForce(list);
  if (!force) return [];
  return affordancesAt(evaluation, { forceId: force.id }).filter(
    (option) =>
      option.canAdd &&
      !closed.hidden.has(option.id) &&
      !closed.shut.has(option.id) &&
      !closed.full.has(option.id),
  );
}

/** The categories an offered entry declares (through its links and groups), as the data writes them. */
function declaredCategories(data: GameData, list: MusterList, option: OptionAffordance): Set<string> {
  const node = dataIndexOf(data).selectableRoots(mainForce(list)!.catalogueId).get(option.id);
  return new Set((node?.categoryLinks ?? []).filter((link) => !link.hidden).map((link) => link.targetId));
}

function countOf(result: ValidationResult, category: string): number {
  return result.stats.composition?.find((line) => line.category === category)?.count ?? 0;
}

const errorsOf = (result: ValidationResult) =>
  result.issues.filter((issue) => issue.severity === 'error').map((issue) => issue.message.en);

/** Whether an offered entry may count towards a deficit, as the data declares it. */
function mayCount(data: GameData, list: MusterList, option: OptionAffordance, deficit: Deficit): boolean {
  if (deficit.kind === 'force') return true;
  if (deficit.kind === 'entry') return option.entryId === deficit.id;
  return declaredCategories(data, list, option).has(deficit.id);
}

/**
 * Candidates for a deficit: the offered entries that may count towards it, those that may also count
 * towards the other deficits first (a tactical unit the force must hold fills both), then cheapest first.
 */
function candidatesFor(
  data: GameData,
  list: MusterList,
  deficit: Deficit,
  all: readonly Deficit[],
): OptionAffordance[] {
  const price = (option: OptionAffordance) => Object.values(option.costs).reduce((a, b) => a + b, 0);
  const reach = (option: OptionAffordance) => all.filter((each) => mayCount(data, list, option, each)).length;
  return offeredAtRoot(list, data)
    .filter((option) => mayCount(data, list, option, deficit))
    .sort((a, b) => reach(b) - reach(a) || price(a) - price(b));
}

/**
 * One entry added towards a deficit: the first candidate after which the engine no longer reports it
 * or counts one more in its category, and which brings no error of another kind (a unit whose own
 * contents are wanting, a character left alone); undefined when none does.
 */
function oneTowards(
  list: MusterList,
  catalogue: EngineCatalogue,
  deficit: Deficit,
  all: readonly Deficit[],
  floor: number,
): MusterList | undefined {
  const data = catalogue.gameData!;
  const before = validateList(list, catalogue);
  const errorsBefore = deficitsOf(before, list, data).otherErrors;
  for (const option of candidatesFor(data, list, deficit, all).slice(0, MOST_TRIES)) {
    const added = addUnit(list, catalogue, option.id, undefined);
    if (!added.unitId) continue;
    const next = withLimitAtPoints(added.list, catalogue, floor);
    const after = validateList(next, catalogue);
    // A category's count is the engine's; an entry or the force itself is counted by the loop again.
    const counted = deficit.kind !== 'category' || countOf(after, deficit.id) > countOf(before, deficit.id);
    if (counted && deficitsOf(after, next, data).otherErrors <= errorsBefore) return next;
  }
  return undefined;
}

/** A legal list filled from `list` (a new list of its force), or where the filler stopped and why. */
export function fillLegal(list: MusterList, catalogue: EngineCatalogue): Filled {
  const data = catalogue.gameData!;
  const floor = pointsLimitOf(list);
  let current = withLimitAtPoints(list, catalogue, floor);
  for (let step = 0; step < MOST_STEPS; step += 1) {
    const result = validateList(current, catalogue);
    const unmet = deficitsOf(result, current, data).deficits;
    if (unmet.length === 0) {
      const errors = errorsOf(result);
      return errors.length === 0
        ? { list: current, result }
        : { list: current, result, stuck: `errors left: ${errors.join(' | ')}` };
    }
    // The first deficit something offered fills; the others are asked again after it.
    let next: MusterList | undefined;
    for (const deficit of unmet) if ((next = oneTowards(current, catalogue, deficit, unmet, floor))) break;
    if (!next) {
      const wanting = unmet.map(keyOf).join(', ');
      return { list: current, result, stuck: `nothing offered counts towards ${wanting}` };
    }
    current = next;
  }
  return { list: current, result: validateList(current, catalogue), stuck: `${MOST_STEPS} steps` };
}

/** The force entry a list takes, from the data: the game system's or the catalogue's own. */
export function forceEntryOf(data: GameData, id: string): ForceEntry | undefined {
  const all = [
    ...(data.gameSystem.forceEntries ?? []),
    ...data.catalogues.flatMap((catalogue) => catalogue.forceEntries ?? []),
  ];
  const stack = [...all];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    if (entry.id === id) return entry;
    stack.push(...(entry.forceEntries ?? []));
  }
  return undefined;
}

/**
 * The ids of the constraints of a force's organisation: the force entry's own, its category links',
 * and those of the categories it links (a category written once in the game system, "one Leader", limits
 * each force that links it). Another force entry's constraints are not among them.
 */
export function ownConstraintIds(data: GameData, entry: ForceEntry): Set<string> {
  const ids = (entry.constraints ?? []).map((constraint) => constraint.id);
  const categories = [data.gameSystem, ...data.catalogues].flatMap((file) => file.categoryEntries ?? []);
  for (const link of entry.categoryLinks ?? []) {
    ids.push(...(link.constraints ?? []).map((constraint) => constraint.id));
    const category = categories.find((candidate) => candidate.id === link.targetId);
    ids.push(...(category?.constraints ?? []).map((constraint) => constraint.id));
  }
  return new Set(ids);
}

/** The cards of the list the engine counts in `category`, last added first. */
function cardsIn(list: MusterList, catalogue: EngineCatalogue, category: string): string[] {
  const evaluation = evaluationOfList(list, catalogue.gameData!);
  return listCards(list, catalogue)
    .filter((card) => card.holder === undefined)
    .map((card) => card.id)
    .filter((id) => {
      const element = evaluation.tree.byId.get(id);
      return (
        element !== undefined && evaluation.evaluator.categoriesOf(element).some((c) => c.id === category)
      );
    })
    .reverse();
}

/**
 * The legal list with one more of `category` than its maximum allows (the maximum read again after
 * each addition: a force's figures may follow its points limit); undefined when none can be added.
 */
export function beyondMaximum(
  list: MusterList,
  catalogue: EngineCatalogue,
  category: string,
): MusterList | undefined {
  const data = catalogue.gameData!;
  const floor = pointsLimitOf(list);
  // Entries of the category, whether or not the root still offers them: the edit adds what it is told.
  const evaluation = evaluationOfList(list, data);
  const options = affordancesAt(evaluation, { forceId: mainForce(list)!.id }).filter(
    (option) => !option.hidden && declaredCategories(data, list, option).has(category),
  );
  let current = list;
  for (let step = 0; step < MOST_STEPS; step += 1) {
    const line = lineOf(validateList(current, catalogue), category);
    if (!line || line.max === undefined) return undefined;
    if (line.count > line.max) return current;
    const next = options
      .map((option) => addUnit(current, catalogue, option.id, undefined))
      .find(
        (made) => made.unitId !== null && countOf(validateList(made.list, catalogue), category) > line.count,
      );
    if (!next) return undefined;
    current = withLimitAtPoints(next.list, catalogue, floor);
  }
  return undefined;
}

function lineOf(result: ValidationResult, category: string): CompositionLine | undefined {
  return result.stats.composition?.find((line) => line.category === category);
}

/** The legal list with units `category`'s minimum needs removed until one short of it. */
export function belowMinimum(
  list: MusterList,
  catalogue: EngineCatalogue,
  category: string,
): MusterList | undefined {
  const context = contextOf(catalogue);
  let current = list;
  for (let step = 0; step < MOST_STEPS; step += 1) {
    const line = lineOf(validateList(current, catalogue), category);
    if (!line || line.min === undefined) return undefined;
    if (line.count < line.min) return current;
    const [card] = cardsIn(current, catalogue, category);
    if (!card) return undefined;
    current = removeUnit(current, context, card);
  }
  return undefined;
}
