import type { CatalogueEntry, I18nText } from '../../catalogue/schema';
import { issue, quote } from '../../engine/issue';
import type { ResolvedSelection, RosterRule, ValidationIssue } from '../../engine/types';

const RULE = 'restricted-action';

/** Case, accent, apostrophe and spacing insensitive form, for comparing names and traits. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

interface Restriction {
  names: string[];
  traits: string[];
}

/**
 * A fighter may use the action when its entry's name (French or English) is one of the names, or when it
 * has any one of the traits: "Mystique et Exorciste uniquement" reserves the action to mystics and to
 * exorcists, not to fighters that are both.
 */
export function mayUse(unit: ResolvedSelection, restriction: Restriction): boolean {
  const names = new Set(restriction.names.map(normalise));
  if (names.has(normalise(unit.entry.name.fr)) || names.has(normalise(unit.entry.name.en))) return true;
  const traits = new Set(restriction.traits.map(normalise));
  return unit.entry.traits.some((t) => traits.has(normalise(t)));
}

/** Traits as the catalogue writes them (French), with the English word a player reads. */
const TRAIT_NAMES: Record<string, I18nText> = {
  mystique: { fr: 'Mystique', en: 'Mystic' },
  exorciste: { fr: 'Exorciste', en: 'Exorcist' },
};

function traitName(trait: string): I18nText {
  return TRAIT_NAMES[normalise(trait)] ?? { fr: trait, en: trait };
}

/**
 * The fighters a restriction names, each once and in the catalogue's own spelling. The restriction
 * lists aliases, in several languages ("Farrador Barrigon", "Farrador"), which a message must not
 * repeat: the entries they match are named; when none is in this catalogue (a fighter of another
 * faction), the first name listed, the one the rule book uses.
 */
function fighterNames(names: string[], entries: readonly CatalogueEntry[]): I18nText[] {
  const wanted = new Set(names.map(normalise));
  const found = entries.filter((e) => wanted.has(normalise(e.name.fr)) || wanted.has(normalise(e.name.en)));
  if (found.length > 0) {
    const seen = new Set<string>();
    return found
      .filter((e) => !seen.has(normalise(e.name.fr)) && seen.add(normalise(e.name.fr)))
      .map((e) => e.name);
  }
  const first = names[0];
  return first === undefined ? [] : [{ fr: first, en: first }];
}

function who(restriction: Restriction, entries: readonly CatalogueEntry[]): I18nText {
  const names = fighterNames(restriction.names, entries);
  const traits = restriction.traits.map(traitName);
  const fr: string[] = [];
  const en: string[] = [];
  if (names.length > 0) {
    fr.push(`à ${names.map((n) => n.fr).join(' ou ')}`);
    en.push(`to ${names.map((n) => n.en).join(' or ')}`);
  }
  if (traits.length > 0) {
    fr.push(`aux combattants ${traits.map((t) => t.fr).join(' ou ')}`);
    en.push(`to ${traits.map((t) => t.en).join(' or ')} fighters`);
  }
  return { fr: fr.join(' et '), en: en.join(' and ') };
}

/**
 * Freebooter's Fate special actions reserved to named fighters or to traits ("Farrador Barrigon
 * uniquement", "Mystique et Exorciste uniquement", "Reine des Ombres seulement"): an action option taken
 * by any other fighter is an error.
 */
export const restrictedAction: RosterRule = {
  id: RULE,
  games: ['freebooters-fate'],
  check({ units, catalogue }) {
    const issues: ValidationIssue[] = [];
    for (const unit of units) {
      // Actions the fighter's card offers, and restricted actions given to it by id although its card
      // does not list them (a player copying Bribery onto another fighter).
      const offered = unit.options
        .filter(({ option }) => option.kind === 'action')
        .map(({ option }) => option);
      const listed = new Set(unit.entry.options.map((o) => o.id));
      const given = Object.keys(unit.selection.options)
        .filter((id) => !listed.has(id) && (unit.selection.options[id] ?? 0) > 0)
        .sort()
        .flatMap((id) => {
          const ability = catalogue.abilities[id];
          return ability?.ruleKind === 'restricted-action'
            ? [{ id, name: ability.name, abilities: [{ id }] }]
            : [];
        });
      for (const option of [...offered, ...given]) {
        for (const id of [...new Set(option.abilities.map((a) => a.id))].sort()) {
          const ability = catalogue.abilities[id];
          if (ability?.ruleKind !== 'restricted-action' || !ability.restriction) continue;
          const restriction: Restriction = {
            names: ability.restriction.names ?? [],
            traits: ability.restriction.traits ?? [],
          };
          if (restriction.names.length === 0 && restriction.traits.length === 0) continue;
          if (mayUse(unit, restriction)) continue;
          const name = quote(unit.name);
          const action = quote(option.name);
          const allowed = who(restriction, catalogue.entries);
          issues.push(
            issue(
              'action.restricted',
              'error',
              {
                fr: `${name.fr} ne peut pas prendre l’action ${action.fr} : elle est réservée ${allowed.fr}.`,
                en: `${name.en} may not take the ${action.en} action: it is reserved ${allowed.en}.`,
              },
              [unit.selection.id],
              { rule: RULE, ability: id },
            ),
          );
        }
      }
    }
    return { issues };
  },
};
