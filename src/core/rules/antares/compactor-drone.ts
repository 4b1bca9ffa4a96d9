import type { CatalogueOption } from '../../catalogue/schema';
import { issue, quote } from '../../engine/issue';
import type { EngineCatalogue, ResolvedSelection, RosterRule, ValidationIssue } from '../../engine/types';

const RULE = 'compactor-drone';

function compactorAbilities(option: CatalogueOption, catalogue: EngineCatalogue): string[] {
  return option.abilities
    .filter((a) => catalogue.abilities[a.id]?.ruleKind === 'compactor-drone')
    .map((a) => a.id);
}

/** Everything the selection took, options and faction items alike, with how many. */
function taken(unit: ResolvedSelection): { option: CatalogueOption; count: number }[] {
  return [...unit.options, ...unit.items.map((i) => ({ option: i.item, count: i.count }))].filter(
    (t) => t.count > 0,
  );
}

/**
 * Antares Compactor Drone: a drone carries one load only (a mounted unit's bikes, a support weapon, a
 * weapon drone unit or a probe fragment). Loads are options sharing a group with an option that carries
 * the compactor-drone ability; a unit may take as many loads of that group as it has compactor drones
 * outside it (at least one).
 */
export const compactorDrone: RosterRule = {
  id: RULE,
  games: ['antares'],
  check({ units, catalogue, abilityName }) {
    const issues: ValidationIssue[] = [];
    for (const unit of units) {
      const held = unit.abilities.filter((a) => a.ruleKind === 'compactor-drone');
      if (held.length === 0) continue;
      const candidates = [...unit.entry.options, ...catalogue.items];
      const groups = new Set<string>();
      for (const o of candidates)
        if (o.group !== undefined && compactorAbilities(o, catalogue).length > 0) groups.add(o.group);
      if (groups.size === 0) continue;
      const all = taken(unit);
      const drones =
        (held.some((a) => a.via === '') ? 1 : 0) +
        all
          .filter((t) => t.option.group === undefined && compactorAbilities(t.option, catalogue).length > 0)
          .reduce((sum, t) => sum + t.count, 0);
      const allowed = Math.max(1, drones);
      const ability = [...new Set(held.map((a) => a.id))].sort()[0]!;
      for (const group of [...groups].sort()) {
        const loads = all
          .filter((t) => t.option.group === group)
          .sort((a, b) => (a.option.id < b.option.id ? -1 : a.option.id > b.option.id ? 1 : 0));
        const count = loads.reduce((sum, t) => sum + t.count, 0);
        if (count <= allowed) continue;
        const name = quote(unit.name);
        const drone = abilityName(ability);
        const list = (lang: 'fr' | 'en') =>
          loads.map((t) => `${t.count > 1 ? `${t.count} × ` : ''}${quote(t.option.name)[lang]}`).join(', ');
        issues.push(
          issue(
            'compactor-drone.loads',
            'error',
            {
              fr:
                allowed === 1
                  ? `${name.fr} charge ${count} éléments dans son ${drone.fr} (${list('fr')}) : un ${drone.fr} ne transporte qu’une seule de ces charges.`
                  : `${name.fr} charge ${count} éléments (${list('fr')}) pour ${allowed} × ${drone.fr} : chacun ne transporte qu’une seule charge, soit ${allowed} au plus.`,
              en:
                allowed === 1
                  ? `${name.en} loads ${count} things into its ${drone.en} (${list('en')}): a ${drone.en} carries only one of these loads.`
                  : `${name.en} loads ${count} things (${list('en')}) for ${allowed} × ${drone.en}: each carries one load only, ${allowed} at most.`,
            },
            [unit.selection.id],
            { rule: RULE, ability },
          ),
        );
      }
    }
    return { issues };
  },
};
