/**
 * Deadzone Tacticien (n) on the generic engine: only one Tacticien of the strike team adds its
 * command dice, the best one (seed 000: « Vous ne pouvez appliquer la capacité Tacticien que d’une
 * seule figurine de votre Groupe de Combat »); the others are replacements, said as a warning.
 */
import type { Evaluator } from '../evaluator';
import type { SelectionElement } from '../roster-tree';
import { verdict as newVerdict, type Verdict } from '../verdict';
import { abilitiesOf } from './abilities';
import type { GameBinding } from './binding';
import type { MusterRulesResult } from './figures';
import { unitName } from './units';

interface Tactician {
  selection: SelectionElement;
  dice: number;
  ruleId?: string;
}

function best(evaluator: Evaluator, selection: SelectionElement, binding: GameBinding): Tactician | null {
  if (selection.number <= 0) return null;
  const held = abilitiesOf(evaluator, selection, binding).filter(
    (ability) => ability.kind === 'tactician' && ability.param !== undefined,
  );
  if (held.length === 0) return null;
  const dice = Math.max(...held.map((ability) => ability.param!));
  const ruleId = held.find((ability) => ability.ruleId !== undefined)?.ruleId;
  return { selection, dice, ...(ruleId !== undefined ? { ruleId } : {}) };
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function tacticianRule(evaluator: Evaluator, binding: GameBinding): MusterRulesResult {
  const tacticians = evaluator.tree.selections
    .map((selection) => best(evaluator, selection, binding))
    .filter((found): found is Tactician => found !== null)
    // Ties go to the lowest selection id: the list's order never changes which one counts.
    .sort((a, b) => b.dice - a.dice || compareIds(a.selection.selection.id, b.selection.selection.id));
  const [first, ...others] = tacticians;
  if (!first)
    return { verdicts: [], figures: [{ id: 'command-dice', value: 0, selections: [], params: {} }] };
  const verdicts: Verdict[] = others.map((other) =>
    newVerdict(
      'tactician.redundant',
      {
        unit: unitName(evaluator, other.selection),
        dice: other.dice,
        best: unitName(evaluator, first.selection),
        bestDice: first.dice,
      },
      [other.selection.selection.id, first.selection.selection.id],
      { kind: 'selection', id: other.selection.selection.id, entryId: other.selection.node.defId },
      other.ruleId !== undefined ? { ruleId: other.ruleId } : {},
    ),
  );
  return {
    verdicts,
    figures: [
      {
        id: 'command-dice',
        value: first.dice,
        selections: [first.selection.selection.id],
        params: { unit: unitName(evaluator, first.selection) },
      },
    ],
  };
}
