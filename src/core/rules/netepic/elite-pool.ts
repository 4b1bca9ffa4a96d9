import type { EliteBreakdownLine, ResolvedSelection, RosterRule } from '../../engine/types';
import { byId, isAttachedCharacter, isFormation, numberParam } from './units';

/** A unit's Elite (X): the largest X it holds (an option may raise it), 0 without Elite. */
function eliteOf(unit: ResolvedSelection): number {
  if (unit.count <= 0 || isFormation(unit)) return 0;
  return unit.abilities
    .filter((a) => a.ruleKind === 'elite')
    .reduce((best, a) => Math.max(best, numberParam(a)), 0);
}

/**
 * NetEpic Elite (X) (seeds 001, 002): the army's shared pool of Elite rerolls. Each détachement whose
 * bases have Elite (X) brings X, whatever its number of bases; each Personnage Lié with Elite (X)
 * brings X more, whether or not the détachement it joins is Elite. A figure, never a verdict.
 */
export const elitePool: RosterRule = {
  id: 'elite-pool',
  games: ['netepic'],
  check({ units }) {
    const breakdown: EliteBreakdownLine[] = [];
    for (const unit of [...units].sort(byId)) {
      const value = eliteOf(unit);
      if (value <= 0) continue;
      breakdown.push({
        selection: unit.selection.id,
        name: unit.name,
        value,
        reason: isAttachedCharacter(unit) ? 'attached-character' : 'detachment',
      });
    }
    const total = breakdown.reduce((sum, line) => sum + line.value, 0);
    return { stats: { elitePool: { total, breakdown } } };
  },
};
