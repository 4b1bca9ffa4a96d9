import type { RosterRule } from '../../engine/types';

export const NETEPIC_RULES: readonly RosterRule[] = [];
