/**
 * Muster's own rules (Personnage Lié, Transport, Elite pool, Tacticien, leader-only abilities, Antares
 * unit equipment) on the faction's game data, as the game's binding (db/bindings) enables and
 * parameterises them: one implementation for the built-in and the imported factions. They read the
 * same evaluation as the data's constraints; their figures become the roster's derived stats.
 */
import { GAME_IDS } from '../catalogue/schema';
import { runMusterRules } from '../engine/muster/run';
import type { RosterRule } from '../engine/types';
import { evaluationOfList, newIssue } from './data';
import { musterStats } from './muster-stats';

export const musterRules: RosterRule = {
  id: 'muster',
  games: GAME_IDS,
  check({ list, catalogue }) {
    // Without game data or a binding for its game, Muster's rules have nothing to read.
    if (!catalogue.gameData || !catalogue.binding) return {};
    const evaluation = evaluationOfList(list, catalogue.gameData);
    const { verdicts, figures } = runMusterRules(evaluation, catalogue.binding);
    // Made again at every validation (never taken over): their issues are not kept by verdict.
    return { issues: verdicts.map(newIssue), stats: musterStats(figures, verdicts) };
  },
};
