import { issue, quote } from '../../engine/issue';
import type { RosterRule, ValidationIssue } from '../../engine/types';

const RULE = 'leader-only';

/**
 * Deadzone Stratège and Logistique work only when the model is the strike team's leader: on any other
 * model they have no effect (information, not an error).
 */
export const leaderOnly: RosterRule = {
  id: RULE,
  games: ['deadzone'],
  check({ units, abilityName }) {
    const issues: ValidationIssue[] = [];
    for (const unit of units) {
      if (unit.entry.kind === 'leader') continue;
      const held = [...new Set(unit.abilities.filter((a) => a.ruleKind === 'leader-only').map((a) => a.id))];
      for (const id of held.sort()) {
        const name = quote(unit.name);
        const rule = quote(abilityName(id));
        issues.push(
          issue(
            'leader-only.inactive',
            'info',
            {
              fr: `${rule.fr} de ${name.fr} n’a d’effet que si la figurine est le leader du groupe de combat ; ${name.fr} n’est pas le leader.`,
              en: `${rule.en} on ${name.en} only works when the model is the strike team’s leader; ${name.en} is not the leader.`,
            },
            [unit.selection.id],
            { rule: RULE, ability: id },
          ),
        );
      }
    }
    return { issues };
  },
};
