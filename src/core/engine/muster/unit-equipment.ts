/**
 * Antares unit figures from equipment (seed 004) on the generic engine. The list-building part is
 * data: buddy drones are upgrades, not models, and a compactor drone's one load is a group limit.
 * What data cannot say is the unit's figures: its members (drones are equipment, « ne sont pas
 * comptés comme des membres de l'unité »), its Res bonus (reflex armour +1, +2 with HL boosters),
 * its Medic rerolls (Medic, Medi-Drone and Medi-Probe add up) and its targeter Acc bonus (+1 each,
 * up to the binding's `targeterCap`). A figure per unit, never a verdict.
 */
import type { Evaluator } from '../evaluator';
import type { SelectionElement } from '../roster-tree';
import { abilitiesOf } from './abilities';
import type { GameBinding } from './binding';
import type { Figure, MusterRulesResult } from './figures';
import { modelsBearing, unitName } from './units';

type EquipmentParams = NonNullable<GameBinding['rules']['unitEquipment']>;

/** A root unit with everything it holds, nested units (a compactor drone) included. */
function allParts(unit: SelectionElement): SelectionElement[] {
  const out: SelectionElement[] = [];
  const stack = [unit];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.number <= 0) continue;
    out.push(current);
    stack.push(...current.children);
  }
  return out;
}

/**
 * How many sources of an ability the unit has: a part holding it counts once per copy taken (a
 * fragment of three Targeter Probes is three); the unit's own entry once, or once per model when
 * the ability is said of each model (`perModel`: a shard of six Targeter Probes written as a unit
 * with "Sonde Cibleuse" is six, wherever the data writes it).
 */
function sources(
  evaluator: Evaluator,
  binding: GameBinding,
  held: Map<SelectionElement, Set<string>>,
  unit: SelectionElement,
  kind: string,
  perModel: boolean,
): number {
  let total = 0;
  const parts = [...held.keys()];
  for (const [part, kinds] of held) {
    if (!kinds.has(kind)) continue;
    if (part !== unit) total += part.number;
    else total += perModel ? modelsBearing(evaluator, binding, unit, part, kind, parts) : 1;
  }
  return total;
}

function unitFigure(
  evaluator: Evaluator,
  binding: GameBinding,
  params: EquipmentParams,
  unit: SelectionElement,
): Figure {
  const held = new Map<SelectionElement, Set<string>>();
  for (const part of allParts(unit))
    held.set(part, new Set(abilitiesOf(evaluator, part, binding).map((ability) => ability.kind)));
  let members = 0;
  let drones = 0;
  for (const [part, kinds] of held) {
    if (part === unit) continue;
    if (kinds.has('buddy-drone')) drones += part.number;
    else if (part.node.type === 'model') members += part.number;
  }
  const anywhere = (kind: string) => [...held.values()].some((kinds) => kinds.has(kind));
  const reflex = anywhere('reflex-armour');
  const targeters = sources(evaluator, binding, held, unit, 'targeter', true);
  return {
    id: 'unit-equipment',
    value: members > 0 ? members : unit.number,
    selections: [unit.selection.id],
    params: {
      unit: unitName(evaluator, unit),
      drones,
      resBonus: reflex ? (anywhere('hl-booster') ? 2 : 1) : 0,
      medicRerolls: sources(evaluator, binding, held, unit, 'medic', false),
      targeters,
      targeterBonus: Math.min(params.targeterCap, targeters),
    },
  };
}

export function unitEquipmentRule(
  evaluator: Evaluator,
  binding: GameBinding,
  params: EquipmentParams,
): MusterRulesResult {
  const roots = evaluator.tree.selections.filter((selection) => selection.parent.kind === 'force');
  return { verdicts: [], figures: roots.map((unit) => unitFigure(evaluator, binding, params, unit)) };
}
