/**
 * Muster's own rules on the generic engine: those a game's binding enables run on the same resolved
 * roster as the data's constraints, and add their verdicts and derived figures.
 */
import type { RosterEvaluation } from '../evaluate';
import type { Evaluator } from '../evaluator';
import { attachedCharacterRule } from './attached-character';
import type { GameBinding } from './binding';
import { elitePoolRule } from './elite-pool';
import type { MusterRulesResult } from './figures';
import { leaderOnlyRule } from './leader-only';
import { tacticianRule } from './tactician';
import { transportRule } from './transport';
import { unitEquipmentRule } from './unit-equipment';

type RuleId = keyof GameBinding['rules'];

/** Each rule Muster has, in the order its verdicts and figures are given. */
const RULES: { [Id in RuleId]-?: (evaluator: Evaluator, binding: GameBinding) => MusterRulesResult } = {
  attachedCharacter: (evaluator, binding) =>
    attachedCharacterRule(evaluator, binding, binding.rules.attachedCharacter!),
  transport: (evaluator, binding) => transportRule(evaluator, binding, binding.rules.transport!),
  elitePool: (evaluator, binding) => elitePoolRule(evaluator, binding, binding.rules.elitePool!),
  tactician: (evaluator, binding) => tacticianRule(evaluator, binding),
  leaderOnly: (evaluator, binding) => leaderOnlyRule(evaluator, binding),
  unitEquipment: (evaluator, binding) => unitEquipmentRule(evaluator, binding, binding.rules.unitEquipment!),
};

const RULE_IDS = Object.keys(RULES) as RuleId[];

/** A rule's name as verdicts give it in `source.rule` (the binding's key, written with dashes). */
function ruleName(rule: RuleId): string {
  return rule.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export function runMusterRules(evaluation: RosterEvaluation, binding: GameBinding): MusterRulesResult {
  const results = RULE_IDS.filter((rule) => binding.rules[rule] !== undefined).map((rule) =>
    RULES[rule](evaluation.evaluator, binding),
  );
  return {
    verdicts: results.flatMap((result) => result.verdicts),
    figures: results.flatMap((result) => result.figures),
  };
}

/**
 * The Muster rules a binding leaves out: the interface says Muster does not evaluate them here.
 * Antares compactor-drone loads are not here: the data says them (a group of at most one load per
 * drone), and the engine checks it.
 */
export function rulesNotEvaluated(binding: GameBinding | undefined): string[] {
  return RULE_IDS.filter((rule) => binding?.rules[rule] === undefined).map(ruleName);
}
