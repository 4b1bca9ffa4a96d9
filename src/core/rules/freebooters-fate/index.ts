import type { RosterRule } from '../../engine/types';
import { crew } from './crew';
import { restrictedAction } from './restricted-action';

export const FREEBOOTERS_RULES: readonly RosterRule[] = [crew, restrictedAction];
