import type { CatalogueOption, RuleKind } from '../../catalogue/schema';
import type { AntaresUnitFigures, EngineCatalogue, ResolvedSelection, RosterRule } from '../../engine/types';

const RULE = 'unit-equipment';

/** Largest Acc bonus targeters give a shot against one marked unit. */
export const TARGETER_CAP = 3;

function hasKind(option: CatalogueOption, kind: RuleKind, catalogue: EngineCatalogue): boolean {
  return option.abilities.some((a) => catalogue.abilities[a.id]?.ruleKind === kind);
}

/** A unit made of drones or probes: each of its models is a source of its own (a Medi-Probe fragment). */
function isDroneOrProbeUnit(unit: ResolvedSelection): boolean {
  return (
    unit.entry.tags.includes('probe') ||
    unit.entry.tags.includes('drone') ||
    unit.abilities.some((a) => a.via === '' && a.ruleKind === 'probe')
  );
}

/**
 * How many sources of a kind the unit holds: each option or item taken counts as many times as it is
 * taken; the entry's own ability counts once, or once per model in a drone or probe unit.
 */
function sources(unit: ResolvedSelection, kind: RuleKind, takenCount: Map<string, number>): number {
  const vias = new Set(unit.abilities.filter((a) => a.ruleKind === kind).map((a) => a.via));
  let total = 0;
  for (const via of vias)
    if (via === '') total += isDroneOrProbeUnit(unit) ? Math.max(0, unit.count) : 1;
    else total += takenCount.get(via) ?? 0;
  return total;
}

export function unitFigures(unit: ResolvedSelection, catalogue: EngineCatalogue): AntaresUnitFigures {
  const taken = [...unit.options, ...unit.items.map((i) => ({ option: i.item, count: i.count }))].filter(
    (t) => t.count > 0,
  );
  const takenCount = new Map<string, number>();
  for (const t of taken) takenCount.set(t.option.id, (takenCount.get(t.option.id) ?? 0) + t.count);
  let drones = 0;
  let models = Math.max(0, unit.count);
  for (const t of taken) {
    if (hasKind(t.option, 'buddy-drone', catalogue)) drones += t.count;
    else if (t.option.kind === 'model') models += t.count;
  }
  const held = (kind: RuleKind) => unit.abilities.some((a) => a.ruleKind === kind);
  const resBonus = held('reflex-armour') ? (held('hl-booster') ? 2 : 1) : 0;
  const targeters = sources(unit, 'targeter', takenCount);
  return {
    selection: unit.selection.id,
    models,
    drones,
    resBonus,
    medicRerolls: sources(unit, 'medic', takenCount),
    targeters,
    targeterBonus: Math.min(TARGETER_CAP, targeters),
  };
}

/**
 * Antares figures per unit, from its equipment: buddy drones are equipment and not unit members; reflex
 * armour adds +1 Res (+2 for mounts with HL boosters); Medic, Medi-Drone and Medi-Probe rerolls stack;
 * targeters add +1 Acc each, up to +3.
 */
export const unitEquipment: RosterRule = {
  id: RULE,
  games: ['antares'],
  check({ units, catalogue }) {
    const antaresUnits = units
      .map((u) => unitFigures(u, catalogue))
      .sort((a, b) => (a.selection < b.selection ? -1 : a.selection > b.selection ? 1 : 0));
    return { stats: { antaresUnits } };
  },
};
