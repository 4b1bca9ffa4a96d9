/**
 * The entries and options of the builder's view of a faction: what faction-view.ts makes of the
 * engine's model for the catalogue panel, the unit's sheet, the prints and Muster's rules. A read model
 * only, never read from a file (the data files are the engine's model, data-schema.ts), so these are
 * plain types.
 */
import type { AbilityRef, Costs, GameId, I18nText } from './schema';

/** Characteristics keyed by the game's stat ids; values are printed as written ("10cm", "4+", "-"). */
export type Stats = Record<string, string>;

/** How many bases (NetEpic socles) or models a unit has. */
export interface UnitCount {
  min: number;
  max: number;
  default: number;
  unit: 'base' | 'model';
}

/** A weapon carried by an entry or option, with how many. */
export interface WeaponRef {
  id: string;
  count: number;
}

export const OPTION_KINDS = ['model', 'weapon', 'upgrade', 'item', 'mode', 'action'] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];

/**
 * Something a selection may take: extra models (a détachement's Rhinos), a weapon swap, an upgrade,
 * a Deadzone item, a firing mode or a special action. An option that adds models carries its own
 * profile, class and abilities (a Rhino is a class 3 vehicle with Transport (2)).
 */
export interface CatalogueOption {
  id: string;
  kind: OptionKind;
  name: I18nText;
  costs: Costs;
  min: number;
  max: number;
  default: number;
  /** Options sharing a group are counted together against the group's limits. */
  group?: string;
  class?: number;
  walker?: boolean;
  stats?: Stats;
  weapons: WeaponRef[];
  /**
   * A swap: the weapons one copy of this option takes from the unit, `count` of each, or every one its
   * models carry when `count` is left out ("Mag Repeaters instead of Mag Guns"); `weapons` come in their
   * place, and after a swap of every one, each of them as many times as weapons were taken away (their
   * own `count` is then what a unit of the default size gets). Only the entry's weapons are taken, never
   * those another option brought.
   */
  replaces?: { id: string; count?: number }[];
  abilities: AbilityRef[];
  tags: string[];
}

export interface OptionGroup {
  id: string;
  name: I18nText;
  min: number;
  max: number;
}

export const ENTRY_KINDS = {
  netepic: [
    'compagnie',
    'detachement',
    'carte-de-soutien',
    'carte-de-soutien-rare',
    'carte-speciale',
    'carte-extra-speciale',
  ],
  deadzone: ['leader', 'troop', 'specialist', 'support'],
  'freebooters-fate': ['leader', 'follower', 'specialist', 'mercenary'],
  antares: ['tactical', 'support', 'strategic', 'auxiliary'],
} as const satisfies Record<GameId, readonly string[]>;
export const allEntryKinds = [...new Set(Object.values(ENTRY_KINDS).flat())] as [string, ...string[]];

/** How many of an entry a roster may hold, across the army or inside one formation. */
export interface EntryLimit {
  min: number;
  max?: number;
  per: 'army' | 'formation';
}

export interface CatalogueEntry {
  id: string;
  name: I18nText;
  /** The game's kind of unit or card, or a category of the data. */
  kind: string;
  /** NetEpic class: 1 infantry, 2 cavalry, 3 vehicles, 4 war engines, 5 titans. */
  class?: number;
  walker: boolean;
  count: UnitCount;
  /**
   * The unit's bases or models are options of its own (built-in data in the engine's model: a
   * détachement holds "4 Gardes Fantômes"): the number of them taken is the unit's count as printed.
   */
  countsModels?: true;
  /**
   * Its costs are the least it costs: a formation whose price depends on what it holds (a company
   * choosing its détachements, as the engine's model writes built-in codices), shown "à partir de".
   */
  leastPrice?: true;
  /** Costs at the default count. */
  costs: Costs;
  /** Cost of each model or base above the default count. */
  extraCosts?: Costs;
  /** Weapons each model or base above the default count carries (an AI Squad's extra trooper: a Mag Gun). */
  extraWeapons?: WeaponRef[];
  limit?: EntryLimit;
  /** A single named fighter (Freebooter's Fate, Deadzone characters): at most one per roster. */
  unique: boolean;
  /** Traits used by restricted actions ("Mystique", "Exorciste") and by the engine (tags below). */
  traits: string[];
  /**
   * Machine tags for the engine: infantry, cavalry, vehicle, character, walker, drone, probe, mount,
   * command… Abilities say what a unit can do; tags say what it is.
   */
  tags: string[];
  profiles: { name?: I18nText; stats: Stats }[];
  weapons: WeaponRef[];
  abilities: AbilityRef[];
  options: CatalogueOption[];
  optionGroups: OptionGroup[];
  /** Formations (NetEpic compagnies and cards): the entries they hold, with how many. */
  contains: { entry: string; min: number; max: number }[];
  /** Short flavour or composition note shown in the catalogue panel. */
  note?: I18nText;
  /** Authoring note (where a figure comes from, a choice made): kept in the data, never shown. */
  comment?: string;
}
