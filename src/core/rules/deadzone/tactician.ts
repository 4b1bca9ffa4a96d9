import type { I18nText } from '../../catalogue/schema';
import { issue, quote } from '../../engine/issue';
import type { ResolvedSelection, RosterRule, RosterStats, ValidationIssue } from '../../engine/types';

const RULE = 'tactician';

/** "Tacticien (n)" → "Tacticien", so that the value can follow it. */
function bare(name: I18nText): I18nText {
  const strip = (text: string) => text.replace(/\s*\((?:n|x+)\)\s*$/i, '');
  return { fr: strip(name.fr), en: strip(name.en) };
}

interface Tactician {
  unit: ResolvedSelection;
  ability: string;
  dice: number;
}

/** The selection's best Tacticien (n), or null when it has none (or no model left). */
function tacticianOf(unit: ResolvedSelection): Tactician | null {
  if (unit.count <= 0) return null;
  let best: Tactician | null = null;
  for (const a of unit.abilities) {
    if (a.ruleKind !== 'tactician') continue;
    const dice = typeof a.param === 'number' && Number.isFinite(a.param) ? Math.max(0, a.param) : 0;
    if (!best || dice > best.dice || (dice === best.dice && a.id < best.ability))
      best = { unit, ability: a.id, dice };
  }
  return best;
}

/**
 * Deadzone Tacticien (n): only one Tacticien of the strike team adds its command dice, the best one
 * (ties broken by selection id); the others are only replacements.
 */
export const tactician: RosterRule = {
  id: RULE,
  games: ['deadzone'],
  check({ units, abilityName }) {
    const tacticians = units
      .map(tacticianOf)
      .filter((t): t is Tactician => t !== null)
      .sort(
        (a, b) =>
          b.dice - a.dice ||
          (a.unit.selection.id < b.unit.selection.id
            ? -1
            : a.unit.selection.id > b.unit.selection.id
              ? 1
              : 0),
      );
    const [first, ...others] = tacticians;
    const stats: Partial<RosterStats> = {
      tacticianDice: {
        dice: first?.dice ?? 0,
        from: first?.unit.selection.id ?? null,
        redundant: others.map((t) => t.unit.selection.id).sort(),
      },
    };
    if (!first) return { stats };
    const issues: ValidationIssue[] = others.map((t) => {
      const name = quote(t.unit.name);
      const best = quote(first.unit.name);
      const rule = bare(abilityName(t.ability));
      const firstRule = bare(abilityName(first.ability));
      return issue(
        'tactician.redundant',
        'warning',
        {
          fr: `${name.fr} (${rule.fr} (${t.dice})) n’ajoute aucun dé de commandement : seul ${best.fr} (${firstRule.fr} (${first.dice})) compte pour le groupe de combat. Il ne sert que de remplaçant si ${best.fr} est perdu.`,
          en: `${name.en} (${rule.en} (${t.dice})) adds no command dice: only ${best.en} (${firstRule.en} (${first.dice})) counts for the strike team. It only serves as a replacement if ${best.en} is lost.`,
        },
        [t.unit.selection.id, first.unit.selection.id],
        { rule: RULE, ability: t.ability },
      );
    });
    return { issues, stats };
  },
};
