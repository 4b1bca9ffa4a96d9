import type { RosterRule } from '../../engine/types';

/**
 * A crew's make-up, its mercenaries and who may take a restricted action are all the game data's
 * constraints (rules/data.ts): no Freebooter's Fate rule needs code.
 */
export const FREEBOOTERS_RULES: readonly RosterRule[] = [];
