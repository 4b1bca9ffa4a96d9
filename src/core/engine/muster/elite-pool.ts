/**
 * NetEpic Elite (X) on the generic engine (seeds 001, 002): the army's shared pool of Elite rerolls.
 * Each détachement whose bases have Elite (X) brings X, whatever its number of bases (the largest X
 * it holds: an option may raise it); each Personnage Lié with Elite (X) brings X more, whether or not
 * the détachement it joins is Elite. Company cards bring nothing of their own; an entry holding a
 * sub-unit brings what its own bases hold. A figure, never a verdict.
 */
import type { Evaluator } from '../evaluator';
import type { SelectionElement } from '../roster-tree';
import { isAttachedCharacter } from './attached-character';
import type { GameBinding } from './binding';
import type { Figure, MusterRulesResult } from './figures';
import { unitFact } from './memo';
import { isKind } from './abilities';
import { heldBy, unitName, unitsOf } from './units';

type EliteParams = NonNullable<GameBinding['rules']['elitePool']>;

/** The unit's Elite (X): the largest X it holds; an Elite written without a number counts the binding's. */
function eliteOf(evaluator: Evaluator, unit: SelectionElement, binding: GameBinding, params: EliteParams) {
  return unit.number <= 0 ? 0 : unitFact(evaluator, unit, binding, 'elite', readElite, params);
}

function readElite(evaluator: Evaluator, unit: SelectionElement, binding: GameBinding, params: EliteParams) {
  // A company card brings nothing; an entry holding a sub-unit beside its own bases (Ghazghkull and
  // his Nobz, a Necron Lord and his guard) brings what its own bases hold, the sub-unit its own.
  if (isKind(evaluator, unit, binding, 'company-card')) return 0;
  return heldBy(evaluator, unit, binding, 'elite').reduce(
    (best, { ability }) => Math.max(best, ability.param ?? params.withoutNumber),
    0,
  );
}

function eliteSource(
  evaluator: Evaluator,
  unit: SelectionElement,
  binding: GameBinding,
  params: EliteParams,
): Figure | null {
  const value = eliteOf(evaluator, unit, binding, params);
  if (value <= 0) return null;
  const character = isAttachedCharacter(evaluator, unit, binding);
  return {
    id: 'elite-source',
    value,
    selections: [unit.selection.id],
    params: { unit: unitName(evaluator, unit), reason: character ? 'attached-character' : 'detachment' },
  };
}

export function elitePoolRule(
  evaluator: Evaluator,
  binding: GameBinding,
  params: EliteParams,
): MusterRulesResult {
  const sources: Figure[] = [];
  for (const unit of unitsOf(evaluator, binding)) {
    // What a unit brings is its own: kept with it between evaluations.
    const source = unitFact(evaluator, unit, binding, 'elite-source', eliteSource, params);
    if (source) sources.push(source);
  }
  const total: Figure = {
    id: 'elite-pool',
    value: sources.reduce((sum, source) => sum + source.value, 0),
    selections: sources.flatMap((source) => source.selections),
    params: {},
  };
  return { verdicts: [], figures: [total, ...sources] };
}
