import type { RosterRule } from '../engine/types';
import { dataRules } from './data';
import { musterRules } from './muster';

/**
 * Every rule, in the order they run: the game data's own rules first (composition, limits, points),
 * then Muster's rules on that data (Personnage Lié, Transport, Elite pool, Tacticien…), which the
 * game's binding enables and parameterises.
 */
export const ALL_RULES: readonly RosterRule[] = [dataRules, musterRules];
