import type { I18nText, RuleKind } from '../../catalogue/schema';
import { issue, quote } from '../../engine/issue';
import type { ResolvedSelection, RosterRule, ValidationIssue } from '../../engine/types';

const RULE = 'items';

/** The id of the first ability of a kind the selection holds (sorted, so the choice is stable). */
function heldAbility(unit: ResolvedSelection, kinds: readonly RuleKind[]): string | undefined {
  return unit.abilities
    .filter((a) => a.ruleKind !== null && kinds.includes(a.ruleKind))
    .map((a) => a.id)
    .sort()[0];
}

/** Items carried: faction items taken (`selection.items`) plus the entry's own options of kind item. */
function itemsCarried(unit: ResolvedSelection): number {
  const faction = unit.items.reduce((sum, i) => sum + Math.max(0, i.count), 0);
  const own = unit.options
    .filter((o) => o.option.kind === 'item')
    .reduce((sum, o) => sum + Math.max(0, o.count), 0);
  return faction + own;
}

/** French keeps 0 and 1 singular, English only 1. */
function plural(n: number, one: I18nText, many: I18nText): I18nText {
  return { fr: n >= 2 ? many.fr : one.fr, en: n === 1 ? one.en : many.en };
}

/**
 * Deadzone items: a model carries one item; a Pillard (looter) up to three; a Bestial or Véhicule model
 * none at all. The limit is per model, times the selection's model count.
 */
export const items: RosterRule = {
  id: RULE,
  games: ['deadzone'],
  check({ units, abilityName }) {
    const issues: ValidationIssue[] = [];
    for (const unit of units) {
      const carried = itemsCarried(unit);
      if (carried === 0) continue;
      const name = quote(unit.name);
      const what = plural(carried, { fr: 'objet', en: 'item' }, { fr: 'objets', en: 'items' });
      const forbidding = heldAbility(unit, ['bestial', 'vehicle']);
      if (forbidding !== undefined) {
        const rule = abilityName(forbidding);
        issues.push(
          issue(
            'items.not-allowed',
            'error',
            {
              fr: `${name.fr} porte ${carried} ${what.fr}, mais une figurine ${rule.fr} ne peut ni ramasser, ni transporter, ni utiliser d’objet.`,
              en: `${name.en} carries ${carried} ${what.en}, but a ${rule.en} model cannot pick up, carry or use items.`,
            },
            [unit.selection.id],
            { rule: RULE, ability: forbidding },
          ),
        );
        continue;
      }
      const looter = heldAbility(unit, ['looter']);
      const perModel = looter !== undefined ? 3 : 1;
      const modelCount = Math.max(0, unit.count);
      const max = perModel * modelCount;
      const modelsText = plural(
        modelCount,
        { fr: 'figurine', en: 'model' },
        { fr: 'figurines', en: 'models' },
      );
      if (carried <= max) continue;
      const why: I18nText =
        looter !== undefined
          ? {
              fr: `${perModel} par figurine avec ${abilityName(looter).fr}`,
              en: `${perModel} per model with ${abilityName(looter).en}`,
            }
          : { fr: `${perModel} par figurine`, en: `${perModel} per model` };
      issues.push(
        issue(
          'items.too-many',
          'error',
          {
            fr: `${name.fr} porte ${carried} ${what.fr} pour ${modelCount} ${modelsText.fr} : au plus ${max} (${why.fr}).`,
            en: `${name.en} carries ${carried} ${what.en} for ${modelCount} ${modelsText.en}: at most ${max} (${why.en}).`,
          },
          [unit.selection.id],
          looter !== undefined ? { rule: RULE, ability: looter } : { rule: RULE },
        ),
      );
    }
    return { issues };
  },
};
