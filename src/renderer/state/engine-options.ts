/**
 * What a unit may take, asked of the generic engine over the faction's game data rather than read
 * from the faction's catalogue view: each option's and item's effective minimum and maximum (modifiers applied,
 * and the maximum of every group it is listed in, so an item list closed to walkers and bikes offers
 * nothing), and whether it belongs to a choice of one. `undefined` when the faction has no game data
 * or the data does not place the unit where it is: the builder then offers what the catalogue view says.
 *
 * A v1 option or item `x` of a unit is its v3 child selection `<unit>.o.x` or `<unit>.i.x` of entry
 * `x` (builtin-migration, migrateV2), so the engine's options are keyed here by their entry id.
 */
import type { GameData } from '../../core';
import { affordancesAt, mostAt, type OptionAffordance } from '../../core';
import type { RosterEvaluation } from '../../core';
import { MAX_OPTION_NESTING, OPTION_PATH_SEPARATOR, type MusterList } from '../../core';
import { containedEntryIds, evaluationOfList } from '../../core';

export interface OptionOffer {
  /** 0 when nothing is required. */
  min: number;
  /** The most the unit may hold, -1 when unlimited; 0 when it is not offered here. */
  max: number;
  /** The group of at most one it is listed in: taking it drops the others. */
  exclusiveGroup?: string;
}

/** Entry id → what the unit is offered of it; an entry absent is not offered. */
export type OptionOffers = ReadonlyMap<string, OptionOffer>;

function offerOf(option: OptionAffordance): OptionOffer {
  // What the data hides here (a Fetish for a fighter who is no Mystic) is not offered: one taken
  // anyway is listed as not offered here, with a button to remove it (its verdict says why).
  const offer: OptionOffer = { min: option.min, max: option.hidden ? 0 : mostAt(option) };
  const exclusive = option.groups.find((group) => group.max === 1);
  if (exclusive) offer.exclusiveGroup = exclusive.id;
  return offer;
}

/** Whether maximum `a` allows more than `b` (-1: unlimited). */
function roomier(a: number, b: number): boolean {
  if (b < 0) return false;
  return a < 0 || a > b;
}

/** A faction's catalogue as the offers read it: its game data, and its formations' contents (cards). */
type OfferCatalogue = { gameData?: GameData } & Parameters<typeof containedEntryIds>[0];

/**
 * What the engine offers a unit: its own options and items by entry id, and what the options it holds
 * offer in turn by their path (`a/b`). With `copy` (one selection of an option the unit holds, and its
 * path: a détachement among three of a company), what is offered inside that copy only.
 */
export function optionOffersOf(
  catalogue: OfferCatalogue,
  list: MusterList,
  selectionId: string,
  copy?: { id: string; key: string },
): OptionOffers | undefined {
  if (!catalogue.gameData) return undefined;
  const evaluation = evaluationOfList(list, catalogue.gameData);
  // A unit the data does not place there (a misplaced entry, reported by its own verdict) has no
  // options in the engine's eyes: the builder keeps offering the catalogue view's rather than none.
  const unit = evaluation.tree.byId.get(selectionId);
  if (!unit) return undefined;
  const offers = new Map<string, OptionOffer>();
  const offer = (key: string, option: OptionAffordance) => {
    // An entry reached along two paths is offered as generously as the more open one allows.
    const made = offerOf(option);
    const known = offers.get(key);
    if (!known || roomier(made.max, known.max)) offers.set(key, made);
  };
  if (copy) {
    const held = evaluation.tree.byId.get(copy.id);
    if (held) addNestedOffers(evaluation, [{ node: held, key: copy.key }], offer);
    return offers;
  }
  for (const option of affordancesAt(evaluation, { selectionId })) {
    offer(option.entryId, option);
    if (option.id !== option.entryId) offer(option.id, option);
  }
  const ids = containedEntryIds(catalogue);
  const options = unit.children.filter((child) => !ids.has(child.selection.entryId));
  addNestedOffers(
    evaluation,
    options.map((node) => ({ node, key: node.selection.entryId })),
    offer,
  );
  return offers;
}

function perModels(option: OptionAffordance, models: number): OptionAffordance {
  if (models === 1) return option;
  const scale = (value: number) => (value < 0 ? value : value * models);
  return {
    ...option,
    min: scale(option.min),
    max: scale(option.max),
    groups: option.groups.map((group) => ({ ...group, min: scale(group.min), max: scale(group.max) })),
  };
}

type EvaluatedSelection = NonNullable<ReturnType<RosterEvaluation['tree']['byId']['get']>>;

/**
 * What the options a unit holds offer in turn (a community model's weapons, a détachement's vehicles),
 * keyed by their entries' path from the unit down (`a/b`: option `b` inside the unit's option `a`), as
 * the card view counts them. An option not taken offers nothing inside it.
 */
function addNestedOffers(
  evaluation: RosterEvaluation,
  start: { node: EvaluatedSelection; key: string }[],
  offer: (key: string, option: OptionAffordance) => void,
): void {
  const stack = [...start];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { node, key } = next;
    if (key.split(OPTION_PATH_SEPARATOR).length >= MAX_OPTION_NESTING) continue;
    // Limits inside a selection of several models are per model: the option is held once per model.
    const models = Math.max(1, node.selection.number);
    for (const option of affordancesAt(evaluation, { selectionId: node.selection.id })) {
      const perModel = perModels(option, models);
      offer(`${key}${OPTION_PATH_SEPARATOR}${option.entryId}`, perModel);
      if (option.id !== option.entryId) offer(`${key}${OPTION_PATH_SEPARATOR}${option.id}`, perModel);
    }
    for (const child of node.children)
      stack.push({ node: child, key: `${key}${OPTION_PATH_SEPARATOR}${child.selection.entryId}` });
  }
}

/**
 * What a unit is offered of one of its v1 options or items: the engine's answer when it has one (an
 * entry it does not list is not offered), else the catalogue view's. An unlimited maximum keeps the
 * view's bound, since a stepper needs one.
 */
export function offerFor(
  offers: OptionOffers | undefined,
  option: { id: string; min: number; max: number },
): OptionOffer {
  if (!offers) return { min: option.min, max: option.max };
  const offer = offers.get(option.id);
  if (!offer) return { min: 0, max: 0 };
  return offer.max < 0 ? { ...offer, max: option.max } : offer;
}

/**
 * Whether offered options make one choice (radio buttons): the engine lists them all in the same
 * group of at most one; without game data, the catalogue view's group says so.
 */
export function isOneChoice(
  offers: OptionOffers | undefined,
  options: readonly { id: string }[],
  v1Exclusive: boolean,
): boolean {
  if (!offers) return v1Exclusive;
  const groups = new Set(options.map((option) => offers.get(option.id)?.exclusiveGroup));
  return options.length > 0 && groups.size === 1 && !groups.has(undefined);
}

/**
 * The entries the data hides at the root of the list as it stands (a modifier hides a fighter until
 * something else is chosen): the catalogue panel does not offer them. Entries the data does not list
 * at the root (a card's détachements) are not in it: the builder adds those into their formation.
 */
export function hiddenAtRoot(catalogue: { gameData?: GameData }, list: MusterList): ReadonlySet<string> {
  return rootOffers(catalogue, list).hidden;
}

/**
 * What the root of the list offers as it stands, asked of the engine: the entries the data hides
 * there, those it shows but whose limit is reached (one leader per strike team, a Unique unit taken),
 * and those nothing allows yet (a limit of 0: a NetEpic special card before any company): the
 * catalogue panel says which instead of adding one more.
 */
export function rootOffers(
  catalogue: { gameData?: GameData },
  list: MusterList,
): { hidden: ReadonlySet<string>; full: ReadonlySet<string>; shut: ReadonlySet<string> } {
  const hidden = new Set<string>();
  const full = new Set<string>();
  const shut = new Set<string>();
  if (!catalogue.gameData) return { hidden, full, shut };
  const evaluation = evaluationOfList(list, catalogue.gameData);
  const force = evaluation.tree.forcesById.keys().next().value;
  if (force === undefined) return { hidden, full, shut };
  for (const option of affordancesAt(evaluation, { forceId: force })) {
    if (option.hidden) hidden.add(option.id).add(option.entryId);
    else if (option.shut) shut.add(option.id).add(option.entryId);
    else if (!option.canAdd) full.add(option.id).add(option.entryId);
  }
  return { hidden, full, shut };
}
