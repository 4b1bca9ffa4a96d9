import type { RosterRule } from '../../engine/types';
import { unitEquipment } from './unit-equipment';

/** Force organisation, Limited, Army Options and compactor-drone loads are the game data's constraints (rules/data.ts). */
export const ANTARES_RULES: readonly RosterRule[] = [unitEquipment];
