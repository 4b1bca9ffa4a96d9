/**
 * What Muster's rules ask again and again of one evaluation (a selection's abilities and categories,
 * a unit's parts, whether it is a unit), kept by the evaluator (Evaluator.memo) in arrays indexed by the selection's
 * place in the tree: an evaluation's elements live as long as it does, and a plain array costs far
 * less to fill and to collect than a weak map keyed by every element. Selections outside the tree
 * (virtual ones) are not kept. The values kept are shared: read them, never write to them.
 */
import type { Evaluator } from '../evaluator';
import type { SelectionElement } from '../roster-tree';
import type { HeldAbility } from './abilities';
import type { Figure } from './figures';
import type { GameBinding } from './binding';

export interface BindingMemo {
  binding: GameBinding;
  abilities: (HeldAbility[] | undefined)[];
  parts: (SelectionElement[] | undefined)[];
  held: ({ part: SelectionElement; ability: HeldAbility }[] | undefined)[];
  isUnit: (boolean | undefined)[];
  units: SelectionElement[] | undefined;
  /** How many Personnages Liés each host holds (attach targets ask it for every character). */
  hostsTaken: Map<SelectionElement, number> | undefined;
  /** The units a Personnage Lié may join at all, with their class (`undefined` for none). */
  hosts:
    | { host: SelectionElement; class: string | undefined; company: SelectionElement | undefined }[]
    | undefined;
  /**
   * Where a character joined to nothing may go, per company (undefined: none) and then per class and
   * whether full détachements count: all such characters alike share it (the verdict panel asks it for
   * each of them after every edit).
   */
  freeTargets:
    | Map<SelectionElement | undefined, Map<string, { selectionId: string; max: number; free: number }[]>>
    | undefined;
}

interface EvaluationMemo {
  /** Category lists (kept by identity) → whether the selection belongs to one of them. */
  belongs: (Map<readonly string[], boolean> | undefined)[];
  binding: BindingMemo | undefined;
}

/** The key of Muster's memo among an evaluation's own (Evaluator.memo). */
const MEMO = {};

function evaluationMemo(evaluator: Evaluator): EvaluationMemo {
  return evaluator.memo<EvaluationMemo>(MEMO, () => ({
    belongs: slots(evaluator.tree.selections.length),
    binding: undefined,
  }));
}

/** Where a selection's values are kept, or -1 when it is not one of the evaluation's own. */
export function slotOf(evaluator: Evaluator, selection: SelectionElement): number {
  const order = selection.order;
  return evaluator.tree.selections[order] === selection ? order : -1;
}

export function bindingMemo(evaluator: Evaluator, binding: GameBinding): BindingMemo {
  const memo = evaluationMemo(evaluator);
  if (memo.binding?.binding !== binding) {
    const size = evaluator.tree.selections.length;
    memo.binding = {
      binding,
      abilities: slots(size),
      parts: slots(size),
      held: slots(size),
      isUnit: slots(size),
      units: undefined,
      hostsTaken: undefined,
      hosts: undefined,
      freeTargets: undefined,
    };
  }
  return memo.binding;
}

/** One empty place per selection, filled in any order: an array that stays dense (never a dictionary). */
function slots<T>(size: number): (T | undefined)[] {
  return new Array<T | undefined>(size).fill(undefined);
}

export function belongsMemo(evaluator: Evaluator): (Map<readonly string[], boolean> | undefined)[] {
  return evaluationMemo(evaluator).belongs;
}

/** Each fact's place in a unit's facts (after the binding's), given in the order facts are first asked. */
const FACT_NUMBERS = new Map<string, number>();

function factNumber(fact: string): number {
  let number = FACT_NUMBERS.get(fact);
  if (number === undefined) {
    number = FACT_NUMBERS.size + 1;
    FACT_NUMBERS.set(fact, number);
  }
  return number;
}

/**
 * A fact about a selection that its unit alone decides (whether it is a Personnage Lié, the places
 * of its transports, its Elite (X)), kept with the unit's memo (unit-memo.ts): the next evaluation
 * that takes the unchanged unit over reads it instead of working it out again. Only for facts read
 * from the selection and what its unit holds, through the binding; plain values, never an element.
 */
export function unitFact<T extends FactValue, A>(
  evaluator: Evaluator,
  selection: SelectionElement,
  binding: GameBinding,
  fact: string,
  // A function of the module and its argument rather than a closure: asked for every unit of every
  // evaluation, a closure each time would be made only to be thrown away.
  compute: (evaluator: Evaluator, selection: SelectionElement, binding: GameBinding, arg: A) => T,
  arg: A,
): T {
  const memo = selection.virtual ? undefined : evaluator.memoOf(selection.unit);
  if (!memo) return compute(evaluator, selection, binding, arg);
  const offset = selection.order - selection.unit.order;
  // A selection renamed since (a relabel copies it, rules/data.ts) is told by its object: what names
  // it is worked out again, not kept.
  if (memo.selections[offset] !== selection.selection) return compute(evaluator, selection, binding, arg);
  // The facts of one binding are kept in one array per unit: the binding, then each fact's values
  // (one per selection of the unit) by the fact's number (FACT_NUMBERS). A unit read through another
  // binding forgets them and works them out again.
  const size = memo.selections.length;
  const at = 1 + (factNumber(fact) - 1) * size + offset;
  let facts = memo.facts;
  if (facts[0] !== binding || at >= facts.length) {
    // Laid out for the facts known so far (a fact first asked later lays them out again, longer).
    const laidOut = new Array<unknown>(1 + FACT_NUMBERS.size * size).fill(undefined);
    if (facts[0] === binding) for (let i = 0; i < facts.length; i += 1) laidOut[i] = facts[i];
    laidOut[0] = binding;
    facts = laidOut;
    memo.facts = facts;
  }
  const known = facts[at] as T | undefined;
  if (known !== undefined) return known;
  const value = compute(evaluator, selection, binding, arg);
  // A fact first asked while this one was worked out may have laid them out again.
  facts = memo.facts;
  if (facts[0] === binding && at < facts.length) facts[at] = value;
  return value;
}

/**
 * What a fact may be: numbers, flags, strings, records of them, and figures (made of strings and
 * numbers, naming selections by id); null for none.
 */
export type FactValue =
  | number
  | boolean
  | string
  | null
  | { readonly [key: string]: number | boolean | string }
  | Figure
  | readonly Figure[];
