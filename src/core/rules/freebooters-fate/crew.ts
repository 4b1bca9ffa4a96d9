import { issue, quote } from '../../engine/issue';
import type { ResolvedSelection, RosterRule, ValidationIssue } from '../../engine/types';
import { bySelectionId, sortedIds } from '../../engine/selection-order';

const source = { rule: 'crew' };

function models(unit: ResolvedSelection): number {
  return Math.max(0, unit.count);
}

function total(units: ResolvedSelection[]): number {
  return units.reduce((sum, u) => sum + models(u), 0);
}

/** "1 suivant", "2 suivants"; French keeps 0 and 1 singular, English only 1. */
function count(n: number, fr: [string, string], en: [string, string]): { fr: string; en: string } {
  return { fr: `${n} ${fr[n >= 2 ? 1 : 0]}`, en: `${n} ${en[n === 1 ? 0 : 1]}` };
}

/**
 * Freebooter's Fate crew: exactly one leader, at least one follower, and no more specialists and
 * mercenaries together than followers (each mercenary takes a specialist's place).
 */
export const crew: RosterRule = {
  id: 'crew',
  games: ['freebooters-fate'],
  check({ units }) {
    const issues: ValidationIssue[] = [];
    const ofKind = (kind: string) =>
      units.filter((u) => u.entry.kind === kind && models(u) > 0).sort(bySelectionId);
    const leaders = ofKind('leader');
    const followers = ofKind('follower');
    const specialists = ofKind('specialist');
    const mercenaries = ofKind('mercenary');
    const leaderCount = total(leaders);
    const followerCount = total(followers);
    const specialistCount = total(specialists);
    const mercenaryCount = total(mercenaries);

    if (leaderCount !== 1) {
      const list = (lang: 'fr' | 'en') => leaders.map((u) => quote(u.name)[lang]).join(', ');
      issues.push(
        issue(
          'crew.leader',
          'error',
          leaderCount === 0
            ? {
                fr: 'L’équipage n’a pas de leader : il en faut exactement un.',
                en: 'The crew has no leader: it needs exactly one.',
              }
            : {
                fr: `L’équipage a ${leaderCount} leaders (${list('fr')}) : il en faut exactement un.`,
                en: `The crew has ${leaderCount} leaders (${list('en')}): it needs exactly one.`,
              },
          sortedIds(leaders),
          source,
        ),
      );
    }

    if (followerCount < 1)
      issues.push(
        issue(
          'crew.followers',
          'error',
          {
            fr: 'L’équipage n’a aucun suivant : il en faut au moins un.',
            en: 'The crew has no follower: it needs at least one.',
          },
          [],
          source,
        ),
      );

    if (specialistCount + mercenaryCount > followerCount) {
      const sp = count(specialistCount, ['spécialiste', 'spécialistes'], ['specialist', 'specialists']);
      const me = count(mercenaryCount, ['mercenaire', 'mercenaires'], ['mercenary', 'mercenaries']);
      const fo = count(followerCount, ['suivant', 'suivants'], ['follower', 'followers']);
      issues.push(
        issue(
          'crew.specialists',
          'error',
          {
            fr: `${sp.fr} et ${me.fr} pour ${fo.fr} : spécialistes et mercenaires réunis ne peuvent pas être plus nombreux que les suivants.`,
            en: `${sp.en} and ${me.en} for ${fo.en}: specialists and mercenaries together may not outnumber the followers.`,
          },
          sortedIds([...specialists, ...mercenaries]),
          source,
        ),
      );
    }
    return { issues };
  },
};
