/**
 * One evaluation of a roster against its game data: the resolved tree, the effective state of each
 * selection (read lazily through `evaluator`), the roster's totals per cost type and the verdicts.
 * Pure and synchronous: the same roster and data always give the same result.
 */
import type { TreeRoster } from '../roster/tree';
import { dataVerdicts, rosterCosts } from './constraints';
import type { DataIndex } from './data-index';
import { Evaluator } from './evaluator';
import { buildRosterTree, type RosterTree } from './roster-tree';
import type { UnitMemos } from './unit-memo';
import type { Verdict } from './verdict';

export interface RosterEvaluation {
  tree: RosterTree;
  evaluator: Evaluator;
  /** Cost type id → total of the roster. */
  costs: Map<string, number>;
  verdicts: Verdict[];
}

/**
 * `memos`, when given, are units kept from earlier evaluations of the same index: unchanged ones are
 * taken over, and this evaluation's are kept there in turn (unit-memo.ts). The result is the same.
 */
export function evaluateRoster(index: DataIndex, roster: TreeRoster, memos?: UnitMemos): RosterEvaluation {
  const tree = buildRosterTree(index, roster);
  const evaluator = new Evaluator(index, tree, memos);
  const costs = rosterCosts(evaluator);
  const verdicts = dataVerdicts(evaluator, costs);
  return { tree, evaluator, costs, verdicts };
}
