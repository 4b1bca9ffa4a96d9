/**
 * NetEpic Transport (X) on the generic engine (seeds 001/002): a unit's transports pool their places;
 * its own infantry bases ride in them, then the units embarked in it (`embarkedIn`); a walker takes
 * the binding's `walkerPlaces` and boards only a pool of at least `largeCapacity`. Cavalry and vehicles
 * do not board.
 */
import type { Evaluator } from '../evaluator';
import type { SelectionElement } from '../roster-tree';
import type { Verdict } from '../verdict';
import { abilitiesOf, isKind } from './abilities';
import type { GameBinding } from './binding';
import type { Figure, MusterRulesResult } from './figures';

type TransportParams = NonNullable<GameBinding['rules']['transport']>;

/**
 * A unit with what it holds, without recursion; a unit inside it (a formation's détachement) is a
 * pool of its own and is left out.
 */
function withDescendants(selection: SelectionElement): SelectionElement[] {
  const out: SelectionElement[] = [];
  const stack = [selection];
  while (stack.length > 0) {
    const current = stack.pop()!;
    out.push(current);
    stack.push(...current.children.filter((child) => child.node.type !== 'unit'));
  }
  return out;
}

function capacityOf(evaluator: Evaluator, unit: SelectionElement, binding: GameBinding): number {
  let capacity = 0;
  for (const part of withDescendants(unit)) {
    const places = abilitiesOf(evaluator, part, binding)
      .filter((ability) => ability.kind === 'transport' && ability.param !== undefined)
      .map((ability) => ability.param!);
    if (places.length > 0) capacity += Math.max(...places) * part.number;
  }
  return capacity;
}

interface Load {
  infantry: number;
  walkers: number;
  refused: number;
}

function basesOf(evaluator: Evaluator, unit: SelectionElement, binding: GameBinding): Load {
  const load: Load = { infantry: 0, walkers: 0, refused: 0 };
  for (const part of withDescendants(unit)) {
    if (isKind(evaluator, part, binding, 'walker')) load.walkers += part.number;
    else if (isKind(evaluator, part, binding, 'infantry')) load.infantry += part.number;
    else if (isKind(evaluator, part, binding, 'cavalry') && part !== unit) load.refused += part.number;
  }
  return load;
}

export function transportRule(
  evaluator: Evaluator,
  binding: GameBinding,
  params: TransportParams,
): MusterRulesResult {
  const verdicts: Verdict[] = [];
  const figures: Figure[] = [];
  const passengers = new Map<string, SelectionElement[]>();
  for (const selection of evaluator.tree.selections) {
    const host = selection.selection.embarkedIn;
    if (host) passengers.set(host, [...(passengers.get(host) ?? []), selection]);
  }
  // Units: the selections at the root of a force (NetEpic détachements, formations' members).
  for (const unit of evaluator.tree.selections.filter(
    (selection) => selection.parent.kind === 'force' || selection.parent.node.type !== 'unit',
  )) {
    if (unit.node.type !== 'unit') continue;
    const capacity = capacityOf(evaluator, unit, binding);
    const riding = passengers.get(unit.selection.id) ?? [];
    if (capacity === 0 && riding.length === 0) continue;
    const own = basesOf(evaluator, unit, binding);
    let used = own.infantry + own.walkers * params.walkerPlaces;
    for (const passenger of riding) {
      const load = basesOf(evaluator, passenger, binding);
      used += load.infantry + load.walkers * params.walkerPlaces;
      if (load.walkers > 0 && capacity < params.largeCapacity) {
        verdicts.push(cannotCarry(evaluator, passenger, unit, 'walker'));
      }
      if (load.refused > 0 || (load.infantry === 0 && load.walkers === 0)) {
        verdicts.push(cannotCarry(evaluator, passenger, unit, 'not-infantry'));
      }
    }
    figures.push({
      id: 'transport-load',
      value: used,
      of: capacity,
      selections: [unit.selection.id, ...riding.map((passenger) => passenger.selection.id)],
      params: { unit: evaluator.of(unit).name },
    });
    if (capacity > 0 && used > capacity) {
      verdicts.push({
        code: 'transport.over-capacity',
        severity: 'error',
        params: { unit: evaluator.of(unit).name, used, capacity },
        selections: [unit.selection.id, ...riding.map((passenger) => passenger.selection.id)],
        owner: { kind: 'selection', id: unit.selection.id, entryId: unit.node.defId },
        source: { rule: 'transport' },
      });
    }
  }
  return { verdicts, figures };
}

function cannotCarry(
  evaluator: Evaluator,
  passenger: SelectionElement,
  host: SelectionElement,
  why: 'walker' | 'not-infantry',
): Verdict {
  return {
    code: 'transport.cannot-carry',
    severity: 'error',
    params: { unit: evaluator.of(passenger).name, host: evaluator.of(host).name, why },
    selections: [passenger.selection.id, host.selection.id],
    owner: { kind: 'selection', id: passenger.selection.id, entryId: passenger.node.defId },
    source: { rule: 'transport' },
  };
}
