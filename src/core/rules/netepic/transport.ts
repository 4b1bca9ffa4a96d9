import type { I18nText } from '../../catalogue/schema';
import { issue, quote } from '../../engine/issue';
import type {
  ResolvedSelection,
  RosterRule,
  RuleContext,
  TransportLoad,
  ValidationIssue,
} from '../../engine/types';
import { byId, isAttachedCharacter, isFormation, numberParam } from './units';

const RULE = 'transport';
/** Seeds 001/002: walkers and one free character base need a transport of capacity 6 or more. */
export const LARGE_TRANSPORT = 6;
/** Seeds 001/002: « chaque Marcheur comptant alors pour 2 socles ». */
export const WALKER_PLACES = 2;
/** Walkers we let board: Dreadnought-sized ones. War engines and titans walk (class 4, 5) but never board. */
const LARGEST_WALKER_CLASS = 3;

/** One kind of transport model in a pool: the détachement's own entry, or one of its transport options. */
interface Carrier {
  /** '' for the entry itself, else the option id. */
  via: string;
  models: number;
  perModel: number;
  ability: string;
  grounded: boolean;
}

function carriersOf(unit: ResolvedSelection): Carrier[] {
  if (unit.count <= 0) return [];
  const carriers = new Map<string, Carrier>();
  const modelsOf = (via: string) =>
    via === '' ? unit.count : (unit.options.find((o) => o.option.id === via)?.count ?? 0);
  for (const a of unit.abilities) {
    if (a.ruleKind !== 'transport') continue;
    const models = modelsOf(a.via);
    const perModel = numberParam(a);
    const known = carriers.get(a.via);
    if (models <= 0 || perModel <= 0 || (known && known.perModel >= perModel)) continue;
    const moves = unit.abilities.filter(
      (m) =>
        m.via === a.via &&
        (m.ruleKind === 'flying' || m.ruleKind === 'floating' || m.ruleKind === 'tunnelling'),
    );
    carriers.set(a.via, { via: a.via, models, perModel, ability: a.id, grounded: moves.length === 0 });
  }
  return [...carriers.values()].sort((x, y) => (x.via < y.via ? -1 : x.via > y.via ? 1 : 0));
}

/** What boards as ordinary infantry: class 1, or no class but tagged infantry. */
function isInfantry(unit: ResolvedSelection): boolean {
  if (unit.entry.walker) return false;
  return unit.entry.class === 1 || (unit.entry.class === undefined && unit.entry.tags.includes('infantry'));
}

function isCharacterBase(unit: ResolvedSelection): boolean {
  return unit.count === 1 && (isAttachedCharacter(unit) || unit.entry.tags.includes('character'));
}

type Boarding = { places: number; free?: 'attached' | 'character' } | { refused: I18nText };

interface Pool {
  capacity: number;
  largeModels: number;
}

/** The places one passenger takes, or why it may not board. `freeCharacters` counts what is left. */
function boarding(
  passenger: ResolvedSelection,
  pool: Pool,
  freeCharacters: { left: number },
  attachedToValidHost: boolean,
): Boarding {
  if (isFormation(passenger))
    return { refused: { fr: 'une formation ne monte pas en transport', en: 'a formation does not board' } };
  // Seed 001, Personnage Lié: « ne prennent pas de place dans les transports ».
  if (attachedToValidHost) return { places: 0, free: 'attached' };
  const walker = passenger.entry.walker && (passenger.entry.class ?? 0) <= LARGEST_WALKER_CLASS;
  if (!isInfantry(passenger) && !walker)
    return {
      refused: {
        fr: `un transport ne prend que de l’infanterie${pool.largeModels > 0 ? ' et des marcheurs' : ''}`,
        en: `a transport only takes infantry${pool.largeModels > 0 ? ' and walkers' : ''}`,
      },
    };
  if (walker && pool.largeModels === 0)
    return {
      refused: {
        fr: `un marcheur ne monte que dans un transport de capacité ${LARGE_TRANSPORT} ou plus`,
        en: `a walker only boards a transport of capacity ${LARGE_TRANSPORT} or more`,
      },
    };
  if (pool.largeModels > 0 && freeCharacters.left > 0 && isCharacterBase(passenger)) {
    freeCharacters.left -= 1;
    return { places: 0, free: 'character' };
  }
  return { places: passenger.count * (walker ? WALKER_PLACES : 1) };
}

/** The host's own bases riding in its assigned transports (a Tactical détachement in its Rhinos). */
function ownPlaces(host: ResolvedSelection, carriers: Carrier[]): number {
  const assigned = carriers.every((c) => c.via !== '');
  return assigned && isInfantry(host) ? host.count : 0;
}

function cannotCarry(
  passenger: ResolvedSelection,
  host: ResolvedSelection | undefined,
  why: I18nText,
  ability?: string,
) {
  const name = quote(passenger.name);
  const selections = host ? [passenger.selection.id, host.selection.id] : [passenger.selection.id];
  const message = host
    ? {
        fr: `${name.fr} ne peut pas monter dans ${quote(host.name).fr} : ${why.fr}.`,
        en: `${name.en} cannot board ${quote(host.name).en}: ${why.en}.`,
      }
    : {
        fr: `${name.fr} est embarqué dans une unité absente de la liste : ${why.fr}.`,
        en: `${name.en} is embarked in a unit that is not in the list: ${why.en}.`,
      };
  return issue('transport.cannot-carry', 'error', message, selections, { rule: RULE, ability });
}

function overCapacity(
  host: ResolvedSelection,
  load: TransportLoad,
  passengers: ResolvedSelection[],
  ability: string,
) {
  const name = quote(host.name);
  const own = load.own;
  const others = load.used - own;
  return issue(
    'transport.over-capacity',
    'error',
    {
      fr: `Les transports de ${name.fr} ont ${load.capacity} places : ${load.used} sont demandées (${own} pour ses propres socles, ${others} pour les unités embarquées).`,
      en: `The transports of ${name.en} have ${load.capacity} places: ${load.used} are needed (${own} for its own bases, ${others} for the units embarked).`,
    },
    [host.selection.id, ...passengers.map((p) => p.selection.id)],
    { rule: RULE, ability },
  );
}

function hostsCharacter(character: ResolvedSelection, context: RuleContext): boolean {
  const target = character.selection.attachedTo;
  const host = target === undefined ? undefined : context.byId.get(target);
  return host !== undefined && host !== character && !isFormation(host) && !isAttachedCharacter(host);
}

/**
 * NetEpic Transport (X) (seeds 001, 002): the transports of one détachement pool their places; each
 * carries X infantry bases; walkers board a capacity of 6 or more only, counting 2; one character base
 * rides free in such a transport; a Personnage Lié takes no place; nothing else boards.
 * Derived: each pool's load, and Attelage for pools with no flying, floating or tunnelling transport.
 */
export const transport: RosterRule = {
  id: RULE,
  games: ['netepic'],
  check(context) {
    const issues: ValidationIssue[] = [];
    const transports: TransportLoad[] = [];
    const carried = new Map<string, ResolvedSelection[]>();
    for (const unit of [...context.units].sort(byId)) {
      const target = unit.selection.embarkedIn;
      if (target === undefined || target === unit.selection.id || unit.count <= 0) continue;
      if (!context.byId.has(target)) {
        const why = { fr: 'il doit débarquer', en: 'it must get out' };
        issues.push(cannotCarry(unit, undefined, why));
        continue;
      }
      const aboard = carried.get(target);
      if (aboard) aboard.push(unit);
      else carried.set(target, [unit]);
    }

    for (const host of [...context.units].sort(byId)) {
      const carriers = carriersOf(host);
      const passengers = carried.get(host.selection.id) ?? [];
      if (carriers.length === 0) {
        const why = {
          fr: `${quote(host.name).fr} n’a aucun transport`,
          en: `${quote(host.name).en} has no transport`,
        };
        for (const p of passengers) issues.push(cannotCarry(p, host, why));
        continue;
      }
      const ability = carriers[0]!.ability;
      const pool: Pool = {
        capacity: carriers.reduce((sum, c) => sum + c.models * c.perModel, 0),
        largeModels: carriers.reduce((sum, c) => sum + (c.perModel >= LARGE_TRANSPORT ? c.models : 0), 0),
      };
      const own = ownPlaces(host, carriers);
      const freeCharacters = { left: pool.largeModels };
      let used = own;
      const aboard: ResolvedSelection[] = [];
      for (const p of passengers) {
        const result = boarding(
          p,
          pool,
          freeCharacters,
          isAttachedCharacter(p) && hostsCharacter(p, context),
        );
        if ('refused' in result) issues.push(cannotCarry(p, host, result.refused, ability));
        else {
          used += result.places;
          aboard.push(p);
        }
      }
      const load: TransportLoad = {
        selection: host.selection.id,
        capacity: pool.capacity,
        used,
        own,
        passengers: aboard.map((p) => p.selection.id),
        harnessed: carriers.every((c) => c.grounded),
      };
      transports.push(load);
      if (used > own && used > pool.capacity) issues.push(overCapacity(host, load, aboard, ability));
    }
    return { issues, stats: { transports } };
  },
};
