import { issue, quote } from '../../engine/issue';
import type { ResolvedSelection, RosterRule, ValidationIssue } from '../../engine/types';
import { sortedIds } from '../../engine/selection-order';

const source = { rule: 'strike-team' };

/** Models in a selection: its count, never negative. */
function models(unit: ResolvedSelection): number {
  return Math.max(0, unit.count);
}

function total(units: ResolvedSelection[]): number {
  return units.reduce((sum, u) => sum + models(u), 0);
}

function names(units: ResolvedSelection[], lang: 'fr' | 'en'): string {
  return [...units]
    .sort((a, b) => (a.selection.id < b.selection.id ? -1 : a.selection.id > b.selection.id ? 1 : 0))
    .map((u) => quote(u.name)[lang])
    .join(', ');
}

/** "1 troupe", "2 troupes"; French keeps 0 and 1 singular, English only 1. */
function count(n: number, fr: [string, string], en: [string, string]): { fr: string; en: string } {
  return { fr: `${n} ${fr[n >= 2 ? 1 : 0]}`, en: `${n} ${en[n === 1 ? 0 : 1]}` };
}

/**
 * Deadzone strike team (Groupe de Combat): exactly one leader; no more specialists than troops; one
 * support model per full three troops. Models are counted by each selection's count.
 */
export const strikeTeam: RosterRule = {
  id: 'strike-team',
  games: ['deadzone'],
  check({ units }) {
    const issues: ValidationIssue[] = [];
    const ofKind = (kind: string) => units.filter((u) => u.entry.kind === kind && models(u) > 0);
    const leaders = ofKind('leader');
    const troops = ofKind('troop');
    const specialists = ofKind('specialist');
    const support = ofKind('support');
    const leaderCount = total(leaders);
    const troopCount = total(troops);
    const specialistCount = total(specialists);
    const supportCount = total(support);

    if (leaderCount === 0)
      issues.push(
        issue(
          'strike-team.leader',
          'error',
          {
            fr: 'Le groupe de combat n’a pas de leader : il en faut exactement un.',
            en: 'The strike team has no leader: it needs exactly one.',
          },
          [],
          source,
        ),
      );
    else if (leaderCount > 1)
      issues.push(
        issue(
          'strike-team.leader',
          'error',
          {
            fr: `Le groupe de combat a ${leaderCount} leaders (${names(leaders, 'fr')}) : il en faut exactement un.`,
            en: `The strike team has ${leaderCount} leaders (${names(leaders, 'en')}): it needs exactly one.`,
          },
          sortedIds(leaders),
          source,
        ),
      );

    const troopsText = count(troopCount, ['troupe', 'troupes'], ['troop', 'troops']);
    if (specialistCount > troopCount) {
      const specialistsText = count(
        specialistCount,
        ['spécialiste', 'spécialistes'],
        ['specialist', 'specialists'],
      );
      issues.push(
        issue(
          'strike-team.specialists',
          'error',
          {
            fr: `${specialistsText.fr} pour ${troopsText.fr} : le groupe de combat ne peut pas avoir plus de spécialistes que de troupes.`,
            en: `${specialistsText.en} for ${troopsText.en}: a strike team may not have more specialists than troops.`,
          },
          sortedIds(specialists),
          source,
        ),
      );
    }

    const supportMax = Math.floor(troopCount / 3);
    if (supportCount > supportMax) {
      const supportText = count(
        supportCount,
        ['figurine de soutien', 'figurines de soutien'],
        ['support model', 'support models'],
      );
      issues.push(
        issue(
          'strike-team.support',
          'error',
          {
            fr: `${supportText.fr} pour ${troopsText.fr} : au plus ${supportMax} (une par tranche complète de 3 troupes).`,
            en: `${supportText.en} for ${troopsText.en}: at most ${supportMax} (one per full 3 troops).`,
          },
          sortedIds(support),
          source,
        ),
      );
    }
    return { issues };
  },
};
