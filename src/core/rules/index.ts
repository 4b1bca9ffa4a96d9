import type { RosterRule } from '../engine/types';
import { ANTARES_RULES } from './antares';
import { composition } from './composition';
import { DEADZONE_RULES } from './deadzone';
import { FREEBOOTERS_RULES } from './freebooters-fate';
import { NETEPIC_RULES } from './netepic';
import { pointsLimit } from './points-limit';

/** Every rule, in the order they run. Each module is named after the game concept it enforces. */
export const ALL_RULES: readonly RosterRule[] = [
  pointsLimit,
  composition,
  ...NETEPIC_RULES,
  ...DEADZONE_RULES,
  ...FREEBOOTERS_RULES,
  ...ANTARES_RULES,
];
