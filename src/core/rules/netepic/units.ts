import type { RuleKind } from '../../catalogue/schema';
import type { HeldAbility, ResolvedSelection } from '../../engine/types';

export { bySelectionId as byId, sortedIds as idsOf } from '../../engine/selection-order';

/** The first ability of that kind the unit holds (entry first, then options), or undefined. */
export function abilityOf(unit: ResolvedSelection, kind: RuleKind): HeldAbility | undefined {
  return unit.abilities.find((a) => a.ruleKind === kind);
}

export function holds(unit: ResolvedSelection, kind: RuleKind): boolean {
  return unit.count > 0 && abilityOf(unit, kind) !== undefined;
}

/** A numeric parameter, or 0 when it is missing, negative or not a number. */
export function numberParam(ability: HeldAbility): number {
  const value = ability.param;
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
}

/** A Personnage Lié: a unit holding the attached-character ability. */
export function isAttachedCharacter(unit: ResolvedSelection): boolean {
  return holds(unit, 'attached-character');
}

/** Formations (compagnies, cards holding détachements) are not détachements a unit may join or board. */
export function isFormation(unit: ResolvedSelection): boolean {
  return unit.entry.contains.length > 0;
}

export const CLASS_NAMES: Record<number, { fr: string; en: string }> = {
  1: { fr: 'infanterie', en: 'infantry' },
  2: { fr: 'cavalerie', en: 'cavalry' },
  3: { fr: 'véhicules', en: 'vehicles' },
  4: { fr: 'engins de guerre', en: 'war engines' },
  5: { fr: 'titans', en: 'titans' },
};

/** "classe 1 (infanterie)" / "class 1 (infantry)", or "sans classe" when the catalogue gives none. */
export function className(value: number | undefined): { fr: string; en: string } {
  if (value === undefined) return { fr: 'sans classe', en: 'no class' };
  const name = CLASS_NAMES[value];
  return {
    fr: `classe ${value}${name ? ` (${name.fr})` : ''}`,
    en: `class ${value}${name ? ` (${name.en})` : ''}`,
  };
}
