import type { RosterRule } from '../../engine/types';
import { attachedCharacter } from './attached-character';
import { elitePool } from './elite-pool';
import { transport } from './transport';

/** Company cards and their contents are the game data's constraints (rules/data.ts). */
export const NETEPIC_RULES: readonly RosterRule[] = [attachedCharacter, transport, elitePool];
