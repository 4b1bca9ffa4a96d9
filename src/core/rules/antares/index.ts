import type { RosterRule } from '../../engine/types';
import { compactorDrone } from './compactor-drone';
import { forceOrganisation } from './force-organisation';
import { unitEquipment } from './unit-equipment';

export const ANTARES_RULES: readonly RosterRule[] = [forceOrganisation, compactorDrone, unitEquipment];
