import type { I18nText } from '../../catalogue/schema';
import { issue } from '../../engine/issue';
import type { ResolvedSelection, RosterRule, ValidationIssue } from '../../engine/types';
import { idsOf } from './units';

const RULE = 'company-cards';
/** Issue 5: each company card allows at most 5 support cards and 1 special card. */
export const SUPPORT_CARDS_PER_COMPANY = 5;
export const SPECIAL_CARDS_PER_COMPANY = 1;

const counted = (units: ResolvedSelection[], kind: string) =>
  units.filter((u) => u.entry.kind === kind && u.count > 0);

/** French uses the singular for 0 and 1, English only for 1. */
function counting(n: number, fr: [string, string], en: [string, string]): I18nText {
  return { fr: `${n} ${n > 1 ? fr[1] : fr[0]}`, en: `${n} ${n === 1 ? en[0] : en[1]}` };
}

function tooMany(
  code: string,
  cards: ResolvedSelection[],
  companies: number,
  allowed: number,
  names: { fr: [string, string]; en: [string, string] },
): ValidationIssue {
  const taken = counting(cards.length, names.fr, names.en);
  const held = counting(companies, ['compagnie', 'compagnies'], ['company', 'companies']);
  return issue(
    code,
    'error',
    {
      fr: `${taken.fr} pour ${held.fr} : ${allowed} au plus.`,
      en: `${taken.en} for ${held.en}: ${allowed} at most.`,
    },
    idsOf(cards),
    { rule: RULE },
  );
}

/** NetEpic army composition: support and special cards are bought per company card. */
export const companyCards: RosterRule = {
  id: RULE,
  games: ['netepic'],
  check({ units }) {
    const companies = counted(units, 'compagnie').length;
    const support = counted(units, 'carte-de-soutien');
    const special = counted(units, 'carte-speciale');
    const issues: ValidationIssue[] = [];
    const supportAllowed = SUPPORT_CARDS_PER_COMPANY * companies;
    const specialAllowed = SPECIAL_CARDS_PER_COMPANY * companies;
    if (support.length > supportAllowed)
      issues.push(
        tooMany('cards.too-many-support', support, companies, supportAllowed, {
          fr: ['carte de soutien', 'cartes de soutien'],
          en: ['support card', 'support cards'],
        }),
      );
    if (special.length > specialAllowed)
      issues.push(
        tooMany('cards.too-many-special', special, companies, specialAllowed, {
          fr: ['carte spéciale', 'cartes spéciales'],
          en: ['special card', 'special cards'],
        }),
      );
    const figures = {
      companies,
      support: support.length,
      supportAllowed,
      special: special.length,
      specialAllowed,
    };
    return { issues, stats: { companyCards: figures } };
  },
};
