/**
 * Muster's own rules on the generic engine: those a game's binding enables run on the same resolved
 * roster as the data's constraints, and add their verdicts and derived figures.
 */
import type { RosterEvaluation } from '../evaluate';
import type { GameBinding } from './binding';
import type { MusterRulesResult } from './figures';
import { tacticianRule } from './tactician';
import { transportRule } from './transport';

export function runMusterRules(evaluation: RosterEvaluation, binding: GameBinding): MusterRulesResult {
  const results: MusterRulesResult[] = [];
  if (binding.rules.tactician) results.push(tacticianRule(evaluation.evaluator, binding));
  if (binding.rules.transport)
    results.push(transportRule(evaluation.evaluator, binding, binding.rules.transport));
  return {
    verdicts: results.flatMap((result) => result.verdicts),
    figures: results.flatMap((result) => result.figures),
  };
}

/** The Muster rules a binding leaves out: the interface says Muster does not evaluate them here. */
export function rulesNotEvaluated(binding: GameBinding | undefined): string[] {
  const all = ['tactician', 'transport'];
  return binding ? all.filter((rule) => !(rule in binding.rules)) : all;
}
