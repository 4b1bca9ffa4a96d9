/**
 * Deadzone Tacticien (n) on the generic engine: only one Tacticien of the strike team adds its
 * command dice, the best one (seed 000: « Vous ne pouvez appliquer la capacité Tacticien que d’une
 * seule figurine de votre Groupe de Combat »); the others are replacements, said as a warning.
 */
import type { Evaluator } from '../evaluator';
import type { SelectionElement } from '../roster-tree';
import type { Verdict } from '../verdict';
import { abilitiesOf } from './abilities';
import type { GameBinding } from './binding';
import type { MusterRulesResult } from './figures';

interface Tactician {
  selection: SelectionElement;
  dice: number;
}

function best(evaluator: Evaluator, selection: SelectionElement, binding: GameBinding): Tactician | null {
  if (selection.number <= 0) return null;
  const dice = abilitiesOf(evaluator, selection, binding)
    .filter((ability) => ability.kind === 'tactician' && ability.param !== undefined)
    .map((ability) => ability.param!);
  return dice.length > 0 ? { selection, dice: Math.max(...dice) } : null;
}

export function tacticianRule(evaluator: Evaluator, binding: GameBinding): MusterRulesResult {
  const tacticians = evaluator.tree.selections
    .map((selection) => best(evaluator, selection, binding))
    .filter((found): found is Tactician => found !== null)
    .sort((a, b) => b.dice - a.dice || a.selection.order - b.selection.order);
  const [first, ...others] = tacticians;
  if (!first)
    return { verdicts: [], figures: [{ id: 'command-dice', value: 0, selections: [], params: {} }] };
  const verdicts: Verdict[] = others.map((other) => ({
    code: 'tactician.redundant',
    severity: 'warning',
    params: {
      unit: evaluator.of(other.selection).name,
      dice: other.dice,
      best: evaluator.of(first.selection).name,
      bestDice: first.dice,
    },
    selections: [other.selection.selection.id, first.selection.selection.id],
    owner: { kind: 'selection', id: other.selection.selection.id, entryId: other.selection.node.defId },
    source: { rule: 'tactician' },
  }));
  return {
    verdicts,
    figures: [
      {
        id: 'command-dice',
        value: first.dice,
        selections: [first.selection.selection.id],
        params: { unit: evaluator.of(first.selection).name },
      },
    ],
  };
}
