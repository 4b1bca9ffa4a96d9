import type { RosterRule } from '../../engine/types';
import { leaderOnly } from './leader-only';
import { tactician } from './tactician';

/** The strike team's make-up and item limits are the game data's constraints (rules/data.ts). */
export const DEADZONE_RULES: readonly RosterRule[] = [tactician, leaderOnly];
