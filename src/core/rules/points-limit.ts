import { issue } from '../engine/issue';
import type { RosterRule } from '../engine/types';
import { GAME_IDS } from '../catalogue/schema';

/** The roster's primary cost may not exceed its limit. */
export const pointsLimit: RosterRule = {
  id: 'points-limit',
  games: GAME_IDS,
  check({ roster, units, primaryCost }) {
    const used = units.reduce((sum, u) => sum + (u.costs[primaryCost] ?? 0), 0);
    if (used <= roster.pointsLimit) return {};
    const over = used - roster.pointsLimit;
    return {
      issues: [
        issue(
          'points.over-limit',
          'error',
          {
            fr: `La liste coûte ${used} points pour une limite de ${roster.pointsLimit} : ${over} de trop.`,
            en: `The list costs ${used} points against a limit of ${roster.pointsLimit}: ${over} too many.`,
          },
          [],
          { rule: 'points-limit' },
        ),
      ],
    };
  },
};
