/**
 * Deadzone Stratège and Logistique on the generic engine: they work only when the model is the strike
 * team's leader (the binding's `leader` categories, on the model or a selection holding it). On any
 * other model they have no effect: information, not an error.
 */
import type { Evaluator } from '../evaluator';
import type { SelectionElement } from '../roster-tree';
import { verdict as newVerdict, type Verdict } from '../verdict';
import { abilitiesOf, isKind } from './abilities';
import type { GameBinding } from './binding';
import type { MusterRulesResult } from './figures';
import { unitName } from './units';

function isLeader(evaluator: Evaluator, selection: SelectionElement, binding: GameBinding): boolean {
  let current: SelectionElement['parent'] | SelectionElement = selection;
  while (current.kind === 'selection') {
    if (isKind(evaluator, current, binding, 'leader')) return true;
    current = current.parent;
  }
  return false;
}

export function leaderOnlyRule(evaluator: Evaluator, binding: GameBinding): MusterRulesResult {
  const verdicts: Verdict[] = [];
  for (const selection of evaluator.tree.selections) {
    if (selection.number <= 0) continue;
    const held = abilitiesOf(evaluator, selection, binding).filter(
      (ability) => ability.kind === 'leader-only',
    );
    if (held.length === 0 || isLeader(evaluator, selection, binding)) continue;
    // One verdict per ability: a rule once, whatever languages it is named in.
    const abilities = new Map(held.map((ability) => [ability.ruleId ?? ability.text, ability]));
    for (const ability of [...abilities.values()].sort((a, b) => a.text.localeCompare(b.text)))
      verdicts.push(
        newVerdict(
          'leader-only.inactive',
          { unit: unitName(evaluator, selection), ability: ability.name ?? ability.text },
          [selection.selection.id],
          { kind: 'selection', id: selection.selection.id, entryId: selection.node.defId },
          ability.ruleId !== undefined ? { ruleId: ability.ruleId } : {},
        ),
      );
  }
  return { verdicts, figures: [] };
}
