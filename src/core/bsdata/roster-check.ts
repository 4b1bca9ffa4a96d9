/**
 * Checking a roster made with BattleScribe or New Recruit against the stored community data: the
 * verdicts of the generic engine, the costs it computes (beside those the file states, which are
 * hints) and the revisions that differ from those the roster was built with. Pure: the data arrives
 * indexed.
 */
import { textIn } from '../catalogue/text';
import type { DataIndex } from '../engine/data-index';
import { evaluateRoster } from '../engine/evaluate';
import type { Verdict } from '../engine/verdict';
import type { TreeRoster } from '../roster/tree';
import type { RosterFileHints } from './read-roster-file';
import type { GameBinding } from '../engine/muster/binding';
import type { Figure } from '../engine/muster/figures';
import { rulesNotEvaluated, runMusterRules } from '../engine/muster/run';

export interface CostLine {
  typeId: string;
  name: string;
  value: number;
  /** What the file said, when it differs. */
  stated?: number;
  /** -1 when there is no limit. */
  limit: number;
}

export interface RosterCheck {
  roster: TreeRoster;
  /** Muster's derived figures (command dice, transport loads…) where the game's binding gives them. */
  figures: Figure[];
  /** Muster's rules that do not run on this data (no binding says how the data writes them). */
  notEvaluated: string[];
  gameSystem: { id: string; name: string; revision: number };
  costs: CostLine[];
  verdicts: Verdict[];
  /** Data revisions the roster was built with that are not the stored ones. */
  revisionMismatches: { id: string; name: string; built: number; stored: number }[];
}

export function checkRoster(
  index: DataIndex,
  roster: TreeRoster,
  hints: RosterFileHints,
  binding?: GameBinding,
): RosterCheck {
  const evaluation = evaluateRoster(index, roster);
  const muster = binding ? runMusterRules(evaluation, binding) : { verdicts: [], figures: [] };
  const costs: CostLine[] = index.costTypes().map((type) => {
    const value = evaluation.costs.get(type.id) ?? 0;
    const stated = hints.costs[type.id];
    return {
      typeId: type.id,
      name: textIn(type.name, 'en').trim(),
      value,
      ...(stated !== undefined && stated !== value ? { stated } : {}),
      limit: evaluation.evaluator.costLimit(type.id),
    };
  });
  const mismatches: RosterCheck['revisionMismatches'] = [];
  const gameSystemRevision = index.gameSystem.revision ?? 0;
  if (hints.gameSystemRevision !== undefined && hints.gameSystemRevision !== gameSystemRevision) {
    mismatches.push({
      id: index.gameSystem.id,
      name: textIn(index.gameSystem.name, 'en'),
      built: hints.gameSystemRevision,
      stored: gameSystemRevision,
    });
  }
  for (const [id, built] of Object.entries(hints.catalogueRevisions)) {
    const catalogue = index.catalogues.get(id);
    const stored = catalogue?.revision ?? 0;
    if (catalogue && stored !== built)
      mismatches.push({ id, name: textIn(catalogue.name, 'en'), built, stored });
  }
  return {
    roster,
    gameSystem: {
      id: index.gameSystem.id,
      name: textIn(index.gameSystem.name, 'en'),
      revision: gameSystemRevision,
    },
    costs,
    verdicts: [...evaluation.verdicts, ...muster.verdicts],
    figures: muster.figures,
    notEvaluated: rulesNotEvaluated(binding),
    revisionMismatches: mismatches,
  };
}

/** Why a roster file could not be checked, as data. */
export type RosterFileProblem =
  | { code: 'not-a-roster-file'; name: string }
  | { code: 'unreadable-archive'; name: string }
  | { code: 'too-large'; name: string; limit: number }
  | { code: 'unreadable-roster'; name: string; detail: string }
  | { code: 'no-game-data'; gameSystemId: string };

export type RosterFileCheck = { ok: true; check: RosterCheck } | { ok: false; problem: RosterFileProblem };
