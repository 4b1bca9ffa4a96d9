/**
 * What Muster's rules call a unit, a détachement and a formation on the generic engine: a unit is a
 * selection of type `unit`, anything chosen at the root of a force, or anything a company card holds
 * directly (the built-in catalogue writes a one-base character as a model); its parts are what it
 * holds down to the next unit (a model's abilities and categories are the unit's, as community data
 * puts them on models); a formation (a company card) holds other units. Walks are loops, never
 * recursion over data.
 */
import { textIn, type LocalText } from '../../../catalogue/v2/text';
import type { Evaluator } from '../evaluator';
import type { SelectionElement } from '../roster-tree';
import { abilitiesOf, inCategories, isKind, type HeldAbility } from './abilities';
import type { BoundKind, GameBinding } from './binding';

export function isUnit(evaluator: Evaluator, selection: SelectionElement, binding: GameBinding): boolean {
  if (selection.node.type === 'unit') return true;
  const parent = selection.parent;
  return parent.kind === 'force' || isKind(evaluator, parent, binding, 'company-card');
}

/** A unit with what it holds; a unit inside it (a formation's détachement) is left out. */
export function withDescendants(
  evaluator: Evaluator,
  unit: SelectionElement,
  binding: GameBinding,
): SelectionElement[] {
  const out: SelectionElement[] = [];
  const stack = [unit];
  while (stack.length > 0) {
    const current = stack.pop()!;
    out.push(current);
    stack.push(...current.children.filter((child) => !isUnit(evaluator, child, binding)));
  }
  return out;
}

export function unitsOf(evaluator: Evaluator, binding: GameBinding): SelectionElement[] {
  return evaluator.tree.selections.filter((selection) => isUnit(evaluator, selection, binding));
}

/** The abilities of this kind held by the unit or its parts, with the part holding each. */
export function heldBy(
  evaluator: Evaluator,
  unit: SelectionElement,
  binding: GameBinding,
  kind: string,
): { part: SelectionElement; ability: HeldAbility }[] {
  const out: { part: SelectionElement; ability: HeldAbility }[] = [];
  for (const part of withDescendants(evaluator, unit, binding)) {
    if (part.number <= 0) continue;
    for (const ability of abilitiesOf(evaluator, part, binding))
      if (ability.kind === kind) out.push({ part, ability });
  }
  return out;
}

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
  return heldBy(evaluator, unit, binding, kind).find(({ ability }) => ability.ruleId !== undefined)?.ability
    .ruleId;
}

export function holds(evaluator: Evaluator, unit: SelectionElement, binding: GameBinding, kind: string) {
  return unit.number > 0 && heldBy(evaluator, unit, binding, kind).length > 0;
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
