import type { I18nText } from '../../catalogue/schema';
import { issue, quote } from '../../engine/issue';
import type { ForceOrganisationLine, RosterRule, ValidationIssue } from '../../engine/types';
import { bySelectionId } from '../../engine/selection-order';

const RULE = 'force-organisation';

export const FORCE_KINDS = ['tactical', 'support', 'strategic', 'auxiliary'] as const;
export type ForceKind = (typeof FORCE_KINDS)[number];

/**
 * How many units of each kind a force may field at a points limit. Read from the Algoryn force entry of
 * the BattleScribe game system (Beyond_the_Gates_of_Antares.gst): bands of 250 points, with one more
 * tactical, support and strategic unit per 250 points in larger games. See docs/rules/antares.md.
 */
export function forceLimits(pointsLimit: number): Record<ForceKind, { min: number; max: number }> {
  const p = Math.max(0, pointsLimit);
  const per250 = Math.ceil(p / 250);
  return {
    tactical: {
      min: p <= 500 ? 3 : p < 1250 ? 4 : p < 1500 ? 5 : 6,
      max: p < 750 ? 4 : 4 + per250,
    },
    support: {
      min: p <= 750 ? 0 : p <= 1000 ? 1 : 2,
      max: p <= 500 ? 1 : p <= 750 ? 3 : per250,
    },
    strategic: { min: 0, max: p < 1000 ? 0 : per250 - 3 },
    auxiliary: { min: 0, max: p <= 750 ? 1 : p <= 1250 ? 2 : 3 },
  };
}

const KIND_NAMES: Record<ForceKind, { fr: [string, string]; en: [string, string] }> = {
  tactical: { fr: ['unité tactique', 'unités tactiques'], en: ['tactical unit', 'tactical units'] },
  support: { fr: ['unité de soutien', 'unités de soutien'], en: ['support unit', 'support units'] },
  strategic: {
    fr: ['unité stratégique', 'unités stratégiques'],
    en: ['strategic unit', 'strategic units'],
  },
  auxiliary: { fr: ['unité auxiliaire', 'unités auxiliaires'], en: ['auxiliary unit', 'auxiliary units'] },
};

function kindName(kind: ForceKind, n: number): I18nText {
  const names = KIND_NAMES[kind];
  return { fr: names.fr[n >= 2 ? 1 : 0], en: names.en[n === 1 ? 0 : 1] };
}

/**
 * Antares force organisation: the number of tactical, support, strategic and auxiliary units must stay
 * within the minimum and maximum the points limit allows. Each selection is one unit.
 */
export const forceOrganisation: RosterRule = {
  id: RULE,
  games: ['antares'],
  check({ roster, units }) {
    const issues: ValidationIssue[] = [];
    const limits = forceLimits(roster.pointsLimit);
    const lines: ForceOrganisationLine[] = [];
    const points = roster.pointsLimit;
    for (const kind of FORCE_KINDS) {
      const taken = units.filter((u) => u.entry.kind === kind).sort(bySelectionId);
      const { min, max } = limits[kind];
      const count = taken.length;
      lines.push({ kind, count, min, max });
      const ids = taken.map((u) => u.selection.id);
      const what = kindName(kind, count);
      if (count > max) {
        const list = (lang: 'fr' | 'en') => taken.map((u) => quote(u.name)[lang]).join(', ');
        issues.push(
          issue(
            'force.max',
            'error',
            {
              fr: `${count} ${what.fr} (${list('fr')}) pour une limite de ${points} points : au plus ${max}.`,
              en: `${count} ${what.en} (${list('en')}) at a ${points}-point limit: at most ${max}.`,
            },
            ids,
            { rule: RULE },
          ),
        );
      }
      if (count < min) {
        const needed = kindName(kind, min);
        issues.push(
          issue(
            'force.min',
            'error',
            {
              fr: `${count} ${what.fr} pour une limite de ${points} points : il en faut au moins ${min}.`,
              en: `${count} ${what.en} at a ${points}-point limit: at least ${min} ${needed.en} ${min === 1 ? 'is' : 'are'} required.`,
            },
            ids,
            { rule: RULE },
          ),
        );
      }
    }
    return { issues, stats: { forceOrganisation: { pointsLimit: points, kinds: lines } } };
  },
};
