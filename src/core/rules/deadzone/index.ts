import type { RosterRule } from '../../engine/types';
import { items } from './items';
import { leaderOnly } from './leader-only';
import { strikeTeam } from './strike-team';
import { tactician } from './tactician';

export const DEADZONE_RULES: readonly RosterRule[] = [strikeTeam, items, tactician, leaderOnly];
