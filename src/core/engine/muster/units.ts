/**
 * What Muster's rules call a unit, a détachement and a formation on the generic engine: a unit is a
 * selection of type `unit`, anything chosen at the root of a force, or anything a company card holds
 * directly (the built-in catalogue writes a one-base character as a model); its parts are what it
 * holds down to the next unit (a model's abilities and categories are the unit's, as community data
 * puts them on models); a formation (a company card) holds other units. Walks are loops, never
 * recursion over data.
 */
import { textIn, type LocalText } from '../../catalogue/text';
import type { Evaluator } from '../evaluator';
import type { SelectionElement } from '../roster-tree';
import { abilitiesOf, inCategories, isKind, type HeldAbility } from './abilities';
import type { BoundKind, GameBinding } from './binding';
import { bindingMemo, slotOf, unitFact } from './memo';

export function isUnit(evaluator: Evaluator, selection: SelectionElement, binding: GameBinding): boolean {
  if (selection.node.type === 'unit') return true;
  const parent = selection.parent;
  if (parent.kind === 'force') return true;
  const slot = slotOf(evaluator, selection);
  const memo = slot < 0 ? undefined : bindingMemo(evaluator, binding).isUnit;
  const known = memo?.[slot];
  if (known !== undefined) return known;
  const answer = isKind(evaluator, parent, binding, 'company-card');
  if (memo) memo[slot] = answer;
  return answer;
}

/**
 * A unit with what it holds; a unit inside it (a formation's détachement) is left out. Kept per
 * evaluation (memo.ts), like the lists below: read them, never write to them.
 */
export function withDescendants(
  evaluator: Evaluator,
  unit: SelectionElement,
  binding: GameBinding,
): SelectionElement[] {
  const slot = slotOf(evaluator, unit);
  const memo = slot < 0 ? undefined : bindingMemo(evaluator, binding).parts;
  const known = memo?.[slot];
  if (known) return known;
  const out: SelectionElement[] = [];
  const stack = [unit];
  while (stack.length > 0) {
    const current = stack.pop()!;
    out.push(current);
    for (const child of current.children) if (!isUnit(evaluator, child, binding)) stack.push(child);
  }
  if (memo) memo[slot] = out;
  return out;
}

export function unitsOf(evaluator: Evaluator, binding: GameBinding): SelectionElement[] {
  const memo = bindingMemo(evaluator, binding);
  memo.units ??= evaluator.tree.selections.filter((selection) => isUnit(evaluator, selection, binding));
  return memo.units;
}

type Held = { part: SelectionElement; ability: HeldAbility }[];

/** Every ability the unit or its parts hold, with the part holding each (kept per evaluation). */
function allHeld(evaluator: Evaluator, unit: SelectionElement, binding: GameBinding): Held {
  const slot = slotOf(evaluator, unit);
  const memo = slot < 0 ? undefined : bindingMemo(evaluator, binding).held;
  const known = memo?.[slot];
  if (known) return known;
  let held: Held = NOTHING_HELD;
  for (const part of withDescendants(evaluator, unit, binding)) {
    if (part.number <= 0) continue;
    for (const ability of abilitiesOf(evaluator, part, binding)) {
      if (held === NOTHING_HELD) held = [];
      held.push({ part, ability });
    }
  }
  if (memo) memo[slot] = held;
  return held;
}

/** The abilities of this kind held by the unit or its parts, with the part holding each. */
export function heldBy(
  evaluator: Evaluator,
  unit: SelectionElement,
  binding: GameBinding,
  kind: string,
): Held {
  const held = allHeld(evaluator, unit, binding);
  let out: Held = NOTHING_HELD;
  for (const each of held) {
    if (each.ability.kind !== kind) continue;
    if (out === NOTHING_HELD) out = [];
    out.push(each);
  }
  return out;
}

const NOTHING_HELD: Held = [];

/** The name of the fact of the rule behind a kind (`rule-id:transport`), made once per kind. */
function ruleIdFact(kind: string): string {
  let fact = ruleIdFacts.get(kind);
  if (fact === undefined) {
    fact = `rule-id:${kind}`;
    ruleIdFacts.set(kind, fact);
  }
  return fact;
}

const ruleIdFacts = new Map<string, string>();

/**
 * The data's rule behind the unit's ability of this kind, if it comes from a rule: a verdict names it
 * so that the interface can show the rule's text.
 */
export function ruleIdOf(
  evaluator: Evaluator,
  unit: SelectionElement,
  binding: GameBinding,
  kind: string,
): string | undefined {
  // Kept with the unit ('' for none: a rule id is never empty).
  const id = unitFact(evaluator, unit, binding, ruleIdFact(kind), readRuleId, kind);
  return id === '' ? undefined : id;
}

function readRuleId(evaluator: Evaluator, unit: SelectionElement, binding: GameBinding, kind: string) {
  for (const { ability } of allHeld(evaluator, unit, binding))
    if (ability.kind === kind && ability.ruleId !== undefined) return ability.ruleId;
  return '';
}

export function holds(evaluator: Evaluator, unit: SelectionElement, binding: GameBinding, kind: string) {
  if (unit.number <= 0) return false;
  for (const { ability } of allHeld(evaluator, unit, binding)) if (ability.kind === kind) return true;
  return false;
}

/**
 * How many models an ability held by `part` of `unit` stands for, among the unit's `parts`. A part
 * below the unit is so many models. What the unit itself holds is said of each of its models that
 * does not say it of itself (the built-in catalogue writes "Escadron de Rhinos — Transport (2)" on
 * the unit, its three bases a child holding no rule; a rule lent to a community unit sits there too),
 * and of the unit itself when it holds no model. Models holding models count by the inner ones.
 * A model left at 0 is not there: a squadron of no Rhino carries nothing.
 */
export function modelsBearing(
  evaluator: Evaluator,
  binding: GameBinding,
  unit: SelectionElement,
  part: SelectionElement,
  kind: string,
  parts: readonly SelectionElement[],
): number {
  if (part !== unit) return part.number;
  let models = 0;
  let described = 0;
  for (const each of parts) {
    if (each === unit || each.number <= 0 || each.node.type !== 'model') continue;
    if (each.children.some((child) => child.node.type === 'model')) continue;
    models += each.number;
    if (!abilitiesOf(evaluator, each, binding).some((ability) => ability.kind === kind))
      described += each.number;
  }
  // Models that all say it of themselves are counted as such: the unit's word is theirs, never both.
  return models > 0 ? described : unit.number;
}

/** Whether the unit or one of its parts has a category of that meaning. */
export function isKindAnywhere(
  evaluator: Evaluator,
  unit: SelectionElement,
  binding: GameBinding,
  kind: BoundKind,
): boolean {
  return withDescendants(evaluator, unit, binding).some((part) => isKind(evaluator, part, binding, kind));
}

export function inCategoriesAnywhere(
  evaluator: Evaluator,
  unit: SelectionElement,
  binding: GameBinding,
  names: readonly string[],
): boolean {
  return withDescendants(evaluator, unit, binding).some((part) => inCategories(evaluator, part, names));
}

/** Formations (company cards, anything holding units) are not détachements one joins or boards. */
export function isFormation(evaluator: Evaluator, unit: SelectionElement, binding: GameBinding): boolean {
  return (
    unit.children.some((child) => child.node.type === 'unit') ||
    isKind(evaluator, unit, binding, 'company-card')
  );
}

/** The nearest formation holding the selection, if it is inside one. */
export function formationOf(
  evaluator: Evaluator,
  selection: SelectionElement,
  binding: GameBinding,
): SelectionElement | undefined {
  let parent = selection.parent;
  while (parent.kind === 'selection') {
    if (isFormation(evaluator, parent, binding)) return parent;
    parent = parent.parent;
  }
  return undefined;
}

/** How verdicts and figures name a selection: the player's own name for it, else its entry's. */
export function unitName(evaluator: Evaluator, selection: SelectionElement): LocalText {
  return selection.selection.customName ?? evaluator.of(selection).name;
}

/** Several names as one parameter, joined in each language the messages speak. */
export function joinNames(names: readonly LocalText[]): LocalText {
  return {
    fr: names.map((each) => textIn(each, 'fr')).join(', '),
    en: names.map((each) => textIn(each, 'en')).join(', '),
  };
}
