import { GAME_IDS, type I18nText } from '../catalogue/schema';
import { issue, quote } from '../engine/issue';
import type { EngineCatalogue, ResolvedSelection, RosterRule, ValidationIssue } from '../engine/types';
import { sortedIds } from '../engine/selection-order';

const source = { rule: 'composition' };

const namesByCatalogue = new WeakMap<EngineCatalogue, ReadonlyMap<string, I18nText>>();

/** Entry names by id, built once per catalogue: a formation names the entries it lacks. */
function entryNamesOf(catalogue: EngineCatalogue): ReadonlyMap<string, I18nText> {
  let names = namesByCatalogue.get(catalogue);
  if (!names) {
    names = new Map(catalogue.entries.map((e) => [e.id, e.name]));
    namesByCatalogue.set(catalogue, names);
  }
  return names;
}

function countByEntry(units: ResolvedSelection[]): Map<string, ResolvedSelection[]> {
  const map = new Map<string, ResolvedSelection[]>();
  for (const u of units) map.set(u.entry.id, [...(map.get(u.entry.id) ?? []), u]);
  return map;
}

/**
 * Each entry's own limits: how many a roster (or one formation) may hold, named fighters at most once,
 * the base or model count, option counts and option groups, and what a formation card contains.
 */
export const composition: RosterRule = {
  id: 'composition',
  games: GAME_IDS,
  check({ units, catalogue, childrenOf }) {
    const issues: ValidationIssue[] = [];
    const byEntry = countByEntry(units);
    const entryNames = entryNamesOf(catalogue);

    for (const entry of catalogue.entries) {
      const taken = byEntry.get(entry.id) ?? [];
      const limit = entry.limit;
      const max = entry.unique ? Math.min(1, limit?.max ?? 1) : limit?.max;
      if (!limit || limit.per === 'army') {
        if (max !== undefined && taken.length > max)
          issues.push(
            issue(
              'composition.max',
              'error',
              {
                fr: `${quote(entry.name).fr} est pris ${taken.length} fois ; le maximum est ${max}.`,
                en: `${quote(entry.name).en} is taken ${taken.length} times; the maximum is ${max}.`,
              },
              sortedIds(taken),
              source,
            ),
          );
        const min = limit?.min ?? 0;
        if (taken.length < min)
          issues.push(
            issue(
              'composition.min',
              'error',
              {
                fr: `Il faut au moins ${min} × ${quote(entry.name).fr} (la liste en a ${taken.length}).`,
                en: `At least ${min} × ${quote(entry.name).en} is required (the list has ${taken.length}).`,
              },
              sortedIds(taken),
              source,
            ),
          );
      }
    }

    for (const unit of units) {
      const { entry, count, selection } = unit;
      if (count < entry.count.min || count > entry.count.max) {
        const what =
          entry.count.unit === 'base' ? { fr: 'socles', en: 'bases' } : { fr: 'figurines', en: 'models' };
        issues.push(
          issue(
            'composition.count',
            'error',
            {
              fr: `${quote(unit.name).fr} a ${count} ${what.fr} ; il en faut entre ${entry.count.min} et ${entry.count.max}.`,
              en: `${quote(unit.name).en} has ${count} ${what.en}; it needs ${entry.count.min} to ${entry.count.max}.`,
            },
            [selection.id],
            source,
          ),
        );
      }
      const optionMap = new Map(entry.options.map((o) => [o.id, o]));
      for (const [id, taken] of Object.entries(selection.options)) {
        const option = optionMap.get(id);
        // A restricted action given by id is judged by the action rules, which say who may use it.
        if (!option && catalogue.abilities[id]?.ruleKind === 'restricted-action') continue;
        if (!option) {
          issues.push(
            issue(
              'options.unknown',
              'error',
              {
                fr: `${quote(unit.name).fr} n’a pas d’option « ${id} ».`,
                en: `${quote(unit.name).en} has no option “${id}”.`,
              },
              [selection.id],
              source,
            ),
          );
          continue;
        }
        if (taken > option.max)
          issues.push(
            issue(
              'options.max',
              'error',
              {
                fr: `${quote(unit.name).fr} prend ${taken} × ${quote(option.name).fr} ; le maximum est ${option.max}.`,
                en: `${quote(unit.name).en} takes ${taken} × ${quote(option.name).en}; the maximum is ${option.max}.`,
              },
              [selection.id],
              source,
            ),
          );
      }
      for (const option of entry.options) {
        const taken = selection.options[option.id] ?? 0;
        if (taken < option.min)
          issues.push(
            issue(
              'options.min',
              'error',
              {
                fr: `${quote(unit.name).fr} doit prendre au moins ${option.min} × ${quote(option.name).fr}.`,
                en: `${quote(unit.name).en} must take at least ${option.min} × ${quote(option.name).en}.`,
              },
              [selection.id],
              source,
            ),
          );
      }
      for (const group of entry.optionGroups) {
        const taken = entry.options
          .filter((o) => o.group === group.id)
          .reduce((sum, o) => sum + (selection.options[o.id] ?? 0), 0);
        if (taken > group.max || taken < group.min)
          issues.push(
            issue(
              taken > group.max ? 'options.group-max' : 'options.group-min',
              'error',
              {
                fr: `${quote(unit.name).fr} : ${taken} choix dans ${quote(group.name).fr} (entre ${group.min} et ${group.max}).`,
                en: `${quote(unit.name).en}: ${taken} choices in ${quote(group.name).en} (${group.min} to ${group.max} allowed).`,
              },
              [selection.id],
              source,
            ),
          );
      }
      if (entry.contains.length > 0)
        issues.push(...formationContents(unit, childrenOf(selection.id), entryNames));
    }
    return { issues };
  },
};

/** A formation card (NetEpic compagnie) holds the entries its card lists, in the numbers it gives. */
function formationContents(
  formation: ResolvedSelection,
  children: ResolvedSelection[],
  entryNames: ReadonlyMap<string, I18nText>,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const byEntry = countByEntry(children);
  for (const slot of formation.entry.contains) {
    const taken = byEntry.get(slot.entry) ?? [];
    if (taken.length > slot.max || taken.length < slot.min) {
      const tooMany = taken.length > slot.max;
      const name = entryNames.get(slot.entry) ?? { fr: slot.entry, en: slot.entry };
      issues.push(
        issue(
          tooMany ? 'composition.max' : 'composition.min',
          'error',
          {
            fr: `${quote(formation.name).fr} contient ${taken.length} × ${quote(name).fr} ; la carte en prévoit ${slot.min === slot.max ? slot.min : `de ${slot.min} à ${slot.max}`}.`,
            en: `${quote(formation.name).en} holds ${taken.length} × ${quote(name).en}; its card allows ${slot.min === slot.max ? slot.min : `${slot.min} to ${slot.max}`}.`,
          },
          [formation.selection.id, ...sortedIds(taken)],
          source,
        ),
      );
    }
  }
  const allowed = new Set(formation.entry.contains.map((slot) => slot.entry));
  for (const child of children)
    if (!allowed.has(child.entry.id))
      issues.push(
        issue(
          'composition.not-in-formation',
          'error',
          {
            fr: `${quote(child.name).fr} ne fait pas partie de la carte ${quote(formation.name).fr}.`,
            en: `${quote(child.name).en} is not part of the ${quote(formation.name).en} card.`,
          },
          [child.selection.id, formation.selection.id],
          source,
        ),
      );
  return issues;
}
