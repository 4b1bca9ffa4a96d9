import type { RosterRule } from '../../engine/types';
import { attachedCharacter } from './attached-character';
import { companyCards } from './company-cards';
import { elitePool } from './elite-pool';
import { transport } from './transport';

export const NETEPIC_RULES: readonly RosterRule[] = [attachedCharacter, transport, elitePool, companyCards];
