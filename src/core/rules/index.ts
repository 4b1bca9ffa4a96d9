import type { RosterRule } from '../engine/types';
import { ANTARES_RULES } from './antares';
import { dataRules } from './data';
import { DEADZONE_RULES } from './deadzone';
import { FREEBOOTERS_RULES } from './freebooters-fate';
import { NETEPIC_RULES } from './netepic';

/**
 * Every rule, in the order they run: the game data's own rules first (composition, limits, points),
 * then Muster's rules, each module named after the game concept it enforces.
 */
export const ALL_RULES: readonly RosterRule[] = [
  dataRules,
  ...NETEPIC_RULES,
  ...DEADZONE_RULES,
  ...FREEBOOTERS_RULES,
  ...ANTARES_RULES,
];
