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

/** The places a passenger takes, or why it may not board this pool. */
function boarding(
  evaluator: Evaluator,
  passenger: SelectionElement,
  capacity: number,
  binding: GameBinding,
  params: TransportParams,
): { places: number } | { refused: 'walker' | 'not-infantry' } {
  const load = basesOf(evaluator, passenger, binding);
  if (load.refused > 0 || (load.infantry === 0 && load.walkers === 0)) return { refused: 'not-infantry' };
  if (load.walkers > 0 && capacity < params.largeCapacity) return { refused: 'walker' };
  return { places: load.infantry + load.walkers * params.walkerPlaces };
}

function passengersByHost(evaluator: Evaluator): Map<string, SelectionElement[]> {
  const passengers = new Map<string, SelectionElement[]>();
  for (const selection of evaluator.tree.selections) {
    const host = selection.selection.embarkedIn;
    if (host) passengers.set(host, [...(passengers.get(host) ?? []), selection]);
  }
  return passengers;
}

interface Pool {
  unit: SelectionElement;
  capacity: number;
  /** Places taken by the unit's own bases, then its passengers (those that may board). */
  used: number;
  riding: SelectionElement[];
  refusals: { passenger: SelectionElement; why: 'walker' | 'not-infantry' }[];
}

/** Every unit with transports or passengers, with its load. */
function pools(evaluator: Evaluator, binding: GameBinding, params: TransportParams): Pool[] {
  const passengers = passengersByHost(evaluator);
  const out: Pool[] = [];
  for (const unit of evaluator.tree.selections.filter((selection) => selection.node.type === 'unit')) {
    const capacity = capacityOf(evaluator, unit, binding);
    const riding = passengers.get(unit.selection.id) ?? [];
    if (capacity === 0 && riding.length === 0) continue;
    const own = basesOf(evaluator, unit, binding);
    const pool: Pool = {
      unit,
      capacity,
      used: own.infantry + own.walkers * params.walkerPlaces,
      riding,
      refusals: [],
    };
    for (const passenger of riding) {
      const board = boarding(evaluator, passenger, capacity, binding, params);
      if ('refused' in board) pool.refusals.push({ passenger, why: board.refused });
      else pool.used += board.places;
    }
    out.push(pool);
  }
  return out;
}

export function transportRule(
  evaluator: Evaluator,
  binding: GameBinding,
  params: TransportParams,
): MusterRulesResult {
  const verdicts: Verdict[] = [];
  const figures: Figure[] = [];
  for (const { unit, capacity, used, riding, refusals } of pools(evaluator, binding, params)) {
    const involved = [unit.selection.id, ...riding.map((passenger) => passenger.selection.id)];
    for (const { passenger, why } of refusals) verdicts.push(cannotCarry(evaluator, passenger, unit, why));
    figures.push({
      id: 'transport-load',
      value: used,
      of: capacity,
      selections: involved,
      params: { unit: evaluator.of(unit).name },
    });
    if (capacity > 0 && used > capacity) {
      verdicts.push({
        code: 'transport.over-capacity',
        severity: 'error',
        params: { unit: evaluator.of(unit).name, used, capacity },
        selections: involved,
        owner: { kind: 'selection', id: unit.selection.id, entryId: unit.node.defId },
        source: { rule: 'transport' },
      });
    }
  }
  return { verdicts, figures };
}

export interface EmbarkTarget {
  /** The unit whose transports would carry it. */
  selectionId: string;
  capacity: number;
  /** Places left, not counting the passenger itself. */
  free: number;
  /** Places the passenger would take. */
  places: number;
}

/**
 * Where a unit can embark, with the places left: every other unit with transports it may board and
 * room enough for it (the interface offers only these).
 */
export function embarkTargets(
  evaluator: Evaluator,
  binding: GameBinding,
  passengerId: string,
): EmbarkTarget[] {
  const params = binding.rules.transport;
  const passenger = evaluator.tree.byId.get(passengerId);
  if (!params || !passenger) return [];
  const targets: EmbarkTarget[] = [];
  for (const pool of pools(evaluator, binding, params)) {
    if (pool.unit === passenger || pool.capacity === 0) continue;
    const board = boarding(evaluator, passenger, pool.capacity, binding, params);
    if ('refused' in board) continue;
    const already = pool.riding.includes(passenger) ? board.places : 0;
    const free = pool.capacity - (pool.used - already);
    if (board.places <= free)
      targets.push({
        selectionId: pool.unit.selection.id,
        capacity: pool.capacity,
        free,
        places: board.places,
      });
  }
  return targets.sort((a, b) => b.free - a.free);
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
