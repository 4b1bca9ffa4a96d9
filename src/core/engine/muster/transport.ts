/**
 * NetEpic Transport (X) on the generic engine (seeds 001/002): a unit's transports pool their places;
 * its own infantry bases ride in them, then the units embarked in it (`embarkedIn`). A walker takes
 * the binding's `walkerPlaces` and boards only where one transport model carries `largeCapacity` or
 * more (seed 001: « Les Transports ayant une capacité de transport de 6 ou plus peuvent transporter
 * des Marcheurs »), as does one free character base per such model; a Personnage Lié takes no place.
 * Cavalry, vehicles and formations do not board. Transport models that are neither flying, floating
 * nor tunnelling also have Attelage (an antigrav skimmer is none of these).
 */
import type { Evaluator } from '../evaluator';
import type { SelectionElement } from '../roster-tree';
import { verdict as newVerdict, type Verdict } from '../verdict';
import type { TransportRefusal } from '../verdict-codes';
import { abilitiesOf, isKind } from './abilities';
import { unitFact } from './memo';
import { hostOf, isAttachedCharacter } from './attached-character';
import type { GameBinding } from './binding';
import type { Figure, MusterRulesResult } from './figures';
import {
  inCategoriesAnywhere,
  isFormation,
  isKindAnywhere,
  modelsBearing,
  ruleIdOf,
  unitName,
  unitsOf,
  withDescendants,
} from './units';

type TransportParams = NonNullable<GameBinding['rules']['transport']>;
type Refusal = TransportRefusal;

const MOVES = ['flying', 'floating', 'tunnelling'] as const;
const REFUSED_KINDS = ['cavalry', 'vehicle'] as const;

/** One kind of transport model of a unit: the part carrying Transport (X), and how many of it. */
interface Carrier {
  models: number;
  perModel: number;
  /** Neither flying, floating nor tunnelling: Attelage. */
  grounded: boolean;
}

// Loops rather than sets and arrays made per part: asked for every part of every unit of a list.
function movesBy(evaluator: Evaluator, part: SelectionElement, binding: GameBinding): boolean {
  const held = abilitiesOf(evaluator, part, binding);
  for (const kind of MOVES) {
    for (const ability of held) if (ability.kind === kind) return true;
    if (isKind(evaluator, part, binding, kind)) return true;
  }
  return false;
}

function carriersOf(evaluator: Evaluator, unit: SelectionElement, binding: GameBinding): Carrier[] {
  if (unit.number <= 0) return [];
  const carriers: Carrier[] = [];
  const unitMoves = movesBy(evaluator, unit, binding);
  const parts = withDescendants(evaluator, unit, binding);
  for (const part of parts) {
    // The most places any of its Transport (X) gives; -Infinity without one.
    let perModel = -Infinity;
    let transports = 0;
    for (const ability of abilitiesOf(evaluator, part, binding)) {
      if (ability.kind !== 'transport' || ability.param === undefined) continue;
      transports += 1;
      perModel = Math.max(perModel, ability.param);
    }
    if (transports === 0 || part.number <= 0) continue;
    const grounded = !unitMoves && !movesBy(evaluator, part, binding);
    const models = modelsBearing(evaluator, binding, unit, part, 'transport', parts);
    carriers.push({ models, perModel, grounded });
  }
  return carriers;
}

interface Load {
  infantry: number;
  walkers: number;
  refused: number;
}

/**
 * A unit's bases by kind: its models' categories (community data), else the unit's own category
 * for its number (a unit written as "6 bases of class 1", or a character written as one base with
 * his Command Rhino as a child), never both. Vehicles and cavalry among its models are refused.
 */
function basesOf(evaluator: Evaluator, unit: SelectionElement, binding: GameBinding): Load {
  const models = countBases(evaluator, withDescendants(evaluator, unit, binding).slice(1), binding);
  if (models.infantry + models.walkers > 0) return models;
  const own = countBases(evaluator, [unit], binding);
  // A unit of cavalry is refused as a passenger by `boarding` (no infantry), not counted as a load.
  return { infantry: own.infantry, walkers: own.walkers, refused: models.refused };
}

function countBases(evaluator: Evaluator, parts: SelectionElement[], binding: GameBinding): Load {
  const load: Load = { infantry: 0, walkers: 0, refused: 0 };
  for (const part of parts) {
    if (isKind(evaluator, part, binding, 'walker')) load.walkers += part.number;
    else if (isKind(evaluator, part, binding, 'infantry')) load.infantry += part.number;
    // Seed 001: only infantry and walkers board; a unit bringing its own vehicles (an Ork Warboss
    // and his Battlewagons) or cavalry does not.
    else if (REFUSED_KINDS.some((kind) => isKind(evaluator, part, binding, kind)))
      load.refused += part.number;
  }
  return load;
}

interface Pool {
  unit: SelectionElement;
  capacity: number;
  /** Transport models of `largeCapacity` or more: they take walkers and a free character each. */
  largeModels: number;
  harnessed: number;
  /** Places taken by the unit's own bases. */
  own: number;
  /** Places taken by its own bases, then its passengers (those that may board). */
  used: number;
  freeCharactersLeft: number;
  riding: SelectionElement[];
  refusals: { passenger: SelectionElement; why: Refusal }[];
}

function isCharacterBase(evaluator: Evaluator, unit: SelectionElement, binding: GameBinding): boolean {
  return (
    isAttachedCharacter(evaluator, unit, binding) || isKindAnywhere(evaluator, unit, binding, 'character')
  );
}

/** The places a passenger takes in this pool, or why it may not board it; takes a free character slot. */
function boarding(
  evaluator: Evaluator,
  passenger: SelectionElement,
  pool: Pool,
  binding: GameBinding,
  params: TransportParams,
): { places: number } | { refused: Refusal } {
  if (pool.capacity === 0) return { refused: 'no-transport' };
  if (isFormation(evaluator, passenger, binding)) return { refused: 'formation' };
  // Seed 001, Personnage Lié: « ne prennent pas de place dans les transports ».
  if (isAttachedCharacter(evaluator, passenger, binding) && hostOf(evaluator, binding, passenger))
    return { places: 0 };
  const load = basesOf(evaluator, passenger, binding);
  const tooLarge = inCategoriesAnywhere(evaluator, passenger, binding, params.neverBoard);
  if (tooLarge || load.refused > 0 || (load.infantry === 0 && load.walkers === 0))
    return { refused: 'not-infantry' };
  if (load.walkers > 0 && pool.largeModels === 0) return { refused: 'walker' };
  const places = load.infantry + load.walkers * params.walkerPlaces;
  if (places === 1 && pool.freeCharactersLeft > 0 && isCharacterBase(evaluator, passenger, binding)) {
    pool.freeCharactersLeft -= 1;
    return { places: 0 };
  }
  return { places };
}

function passengersByHost(
  evaluator: Evaluator,
  leaveOut?: SelectionElement,
): Map<string, SelectionElement[]> {
  const passengers = new Map<string, SelectionElement[]>();
  for (const selection of evaluator.tree.selections) {
    const host = selection.selection.embarkedIn;
    if (!host || selection === leaveOut || selection.number <= 0) continue;
    const riding = passengers.get(host);
    if (riding) riding.push(selection);
    else passengers.set(host, [selection]);
  }
  return passengers;
}

/** What a unit's own transports and bases make of its pool, before anyone boards. */
type PoolBase = Pick<Pool, 'capacity' | 'largeModels' | 'harnessed' | 'own'>;

function poolBase(
  evaluator: Evaluator,
  unit: SelectionElement,
  binding: GameBinding,
  params: TransportParams,
): PoolBase {
  const carriers = carriersOf(evaluator, unit, binding);
  const largeModels = carriers
    .filter((carrier) => carrier.perModel >= params.largeCapacity)
    .reduce((sum, carrier) => sum + carrier.models, 0);
  const capacity = carriers.reduce((sum, carrier) => sum + carrier.models * carrier.perModel, 0);
  const own = capacity > 0 ? basesOf(evaluator, unit, binding) : { infantry: 0, walkers: 0 };
  return {
    capacity,
    largeModels,
    harnessed: carriers
      .filter((carrier) => carrier.grounded)
      .reduce((sum, carrier) => sum + carrier.models, 0),
    own: own.infantry + own.walkers * params.walkerPlaces,
  };
}

/** A unit's pool before anyone boards; undefined when it has neither transports nor passengers. */
function emptyPool(
  evaluator: Evaluator,
  unit: SelectionElement,
  binding: GameBinding,
  params: TransportParams,
  riding: SelectionElement[],
): Pool | undefined {
  // The binding's parameters are its own: one fact per binding is one per parameters.
  const base = unitFact(evaluator, unit, binding, 'transport-pool', poolBase, params);
  if (base.capacity === 0 && riding.length === 0) return undefined;
  return {
    unit,
    ...base,
    used: base.own,
    freeCharactersLeft: base.largeModels * params.freeCharactersPerLargeTransport,
    riding,
    refusals: [],
  };
}

const NO_PASSENGERS: SelectionElement[] = [];

/** Every unit with transports or passengers, with its load; `leaveOut` is counted nowhere. */
function pools(
  evaluator: Evaluator,
  binding: GameBinding,
  params: TransportParams,
  leaveOut?: SelectionElement,
): Pool[] {
  const passengers = passengersByHost(evaluator, leaveOut);
  const out: Pool[] = [];
  for (const unit of unitsOf(evaluator, binding)) {
    const riding = passengers.get(unit.selection.id) ?? NO_PASSENGERS;
    const pool = emptyPool(evaluator, unit, binding, params, riding);
    if (!pool) continue;
    for (const passenger of riding) {
      const board = boarding(evaluator, passenger, pool, binding, params);
      if ('refused' in board) pool.refusals.push({ passenger, why: board.refused });
      else pool.used += board.places;
    }
    out.push(pool);
  }
  return out;
}

/** Passengers whose transport is not in the list (removed): they must get out. */
function strandedVerdicts(evaluator: Evaluator): Verdict[] {
  return evaluator.tree.selections
    .filter((selection) => {
      const host = selection.selection.embarkedIn;
      return host !== undefined && selection.number > 0 && !evaluator.tree.byId.has(host);
    })
    .map((passenger) =>
      newVerdict(
        'transport.host-missing',
        { unit: unitName(evaluator, passenger) },
        [passenger.selection.id],
        { kind: 'selection', id: passenger.selection.id, entryId: passenger.node.defId },
      ),
    );
}

function ownPoolFigures(
  evaluator: Evaluator,
  unit: SelectionElement,
  _binding: GameBinding,
  pool: Pool,
): Figure[] {
  const figures: Figure[] = [];
  poolFigures(evaluator, pool, [unit.selection.id], figures);
  return figures;
}

function poolFigures(evaluator: Evaluator, pool: Pool, involved: string[], figures: Figure[]): void {
  const name = unitName(evaluator, pool.unit);
  if (pool.capacity > 0)
    figures.push({
      id: 'transport-load',
      value: pool.used,
      of: pool.capacity,
      selections: involved,
      params: { unit: name, own: pool.own },
    });
  if (pool.harnessed > 0)
    figures.push({
      id: 'attelage',
      value: pool.harnessed,
      selections: [pool.unit.selection.id],
      params: { unit: name },
    });
}

/**
 * The loads of an evaluation, once per evaluator and binding: they read no name, and an evaluation
 * taken over after an edit of labels (src/core/rules/data.ts) runs the rule again to name its units
 * anew. Read them, never write to them (`embarkTargets` boards its own pools).
 */
const LOADS = {};

function loadsOf(evaluator: Evaluator, binding: GameBinding, params: TransportParams): Pool[] {
  const kept = evaluator.memo(LOADS, () => ({
    last: undefined as { binding: GameBinding; params: TransportParams; pools: Pool[] } | undefined,
  }));
  if (kept.last?.binding === binding && kept.last.params === params) return kept.last.pools;
  const found = pools(evaluator, binding, params);
  kept.last = { binding, params, pools: found };
  return found;
}

export function transportRule(
  evaluator: Evaluator,
  binding: GameBinding,
  params: TransportParams,
): MusterRulesResult {
  const verdicts: Verdict[] = strandedVerdicts(evaluator);
  const figures: Figure[] = [];
  for (const pool of loadsOf(evaluator, binding, params)) {
    const { unit, capacity, own, used, riding, refusals } = pool;
    if (riding.length === 0) {
      // Without passengers, a unit's figures are its own: kept with the unit between evaluations.
      figures.push(...unitFact(evaluator, unit, binding, 'transport-figures', ownPoolFigures, pool));
      continue;
    }
    const involved = [unit.selection.id];
    for (const passenger of riding) involved.push(passenger.selection.id);
    poolFigures(evaluator, pool, involved, figures);
    // Bases walking beside too few transports are no error by themselves (seed 001 asks no
    // détachement to ride); passengers taking places the détachement does not have are.
    const over = capacity > 0 && used > capacity && used > own;
    if (refusals.length === 0 && !over) continue;
    const ruleId = ruleIdOf(evaluator, unit, binding, 'transport');
    const source = ruleId !== undefined ? { ruleId } : {};
    for (const { passenger, why } of refusals)
      verdicts.push(cannotCarry(evaluator, passenger, unit, why, params, source));
    if (over) {
      verdicts.push(
        newVerdict(
          'transport.over-capacity',
          { unit: unitName(evaluator, unit), used, capacity },
          involved,
          { kind: 'selection', id: unit.selection.id, entryId: unit.node.defId },
          source,
        ),
      );
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
  /** Transports without room enough too: a drop there is the player's choice, the verdict says why not. */
  includeFull = false,
): EmbarkTarget[] {
  const params = binding.rules.transport;
  const passenger = evaluator.tree.byId.get(passengerId);
  if (!params || !passenger) return [];
  const targets: EmbarkTarget[] = [];
  // The pools as they would be without the passenger, so that where it rides now is offered too.
  for (const pool of pools(evaluator, binding, params, passenger)) {
    if (pool.unit === passenger || pool.capacity === 0) continue;
    const board = boarding(evaluator, passenger, pool, binding, params);
    if ('refused' in board) continue;
    const free = pool.capacity - pool.used;
    if (board.places <= free || includeFull)
      targets.push({
        selectionId: pool.unit.selection.id,
        capacity: pool.capacity,
        free,
        places: board.places,
      });
  }
  return targets.sort((a, b) => b.free - a.free);
}

/**
 * Why a unit has no embark target: `no-room` when a transport of the list may take it but has too few
 * places left (the interface says so rather than hiding the action), else `none` (a Personnage Lié
 * included: he rides with the détachement he joins).
 */
export function embarkBlocked(
  evaluator: Evaluator,
  binding: GameBinding,
  passengerId: string,
): 'no-room' | 'none' {
  const params = binding.rules.transport;
  const passenger = evaluator.tree.byId.get(passengerId);
  if (!params || !passenger) return 'none';
  // Seed 001: a Personnage Lié takes the transport of the détachement he joins, not one of his own.
  if (isAttachedCharacter(evaluator, passenger, binding)) return 'none';
  for (const pool of pools(evaluator, binding, params, passenger)) {
    if (pool.unit === passenger || pool.capacity === 0) continue;
    const board = boarding(evaluator, passenger, pool, binding, params);
    if (!('refused' in board) && board.places > pool.capacity - pool.used) return 'no-room';
  }
  return 'none';
}

function cannotCarry(
  evaluator: Evaluator,
  passenger: SelectionElement,
  host: SelectionElement,
  why: Refusal,
  params: TransportParams,
  source: { ruleId?: string },
): Verdict {
  return newVerdict(
    'transport.cannot-carry',
    {
      unit: unitName(evaluator, passenger),
      host: unitName(evaluator, host),
      why,
      largeCapacity: params.largeCapacity,
    },
    [passenger.selection.id, host.selection.id],
    { kind: 'selection', id: passenger.selection.id, entryId: passenger.node.defId },
    source,
  );
}
