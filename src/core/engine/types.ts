import type { AbilityRef, GameId, I18nText, RuleKind } from '../catalogue/schema';
import type { CatalogueEntry, CatalogueOption } from '../catalogue/entry-types';
import type { UnitCard } from '../roster/cards';
import type { MusterList } from '../roster/list';
import type { GameData } from '../catalogue/model';
import type { GameBinding } from './muster/binding';

export type Severity = 'error' | 'warning' | 'info';

/** The catalogue facts the engine needs; the API's FactionCatalogue satisfies it. */
export interface EngineCatalogue {
  game: { id: GameId; costTypes: { id: string; primary: boolean }[] };
  /**
   * The faction's game data in catalogue model v2 (its game system and its catalogue): the
   * list-building rules the generic engine reads (rules/data.ts).
   */
  gameData?: GameData;
  /** How Muster's own rules read that data (db/bindings): which run, with which parameters. */
  binding?: GameBinding;
  /**
   * `community`: read from imported community data; `fromGameData`: a built-in faction written only in
   * the engine's model: their entries are a view of the data (view-types.ts `isGameDataView`). Every
   * faction with game data is priced by the engine (rules/data.ts).
   */
  faction: { id: string; community?: unknown; fromGameData?: boolean };
  entries: CatalogueEntry[];
  items: CatalogueOption[];
  abilities: Record<
    string,
    {
      id: string;
      name: I18nText;
      ruleKind: RuleKind | null;
      scope: string;
      restriction: { names: string[]; traits: string[] } | null;
    }
  >;
}

/** Where a verdict comes from: an ability of the catalogue, or one of the engine's own rules. */
export interface RuleSource {
  /** The rule module (and docs/rules.md section) that produced it. */
  rule: string;
  /** The catalogue ability it enforces, when there is one (its text can be shown). */
  ability?: string;
  /** Rules read from the game data: the entry, category, link or force entry declaring the constraint. */
  entry?: string;
  /** That constraint's id. */
  constraint?: string;
}

export interface ValidationIssue {
  /** Stable code, documented in docs/rules.md: "transport.over-capacity". */
  code: string;
  severity: Severity;
  message: I18nText;
  /** Ids of the selections involved, the first being the one to select. */
  selections: string[];
  source: RuleSource;
}

/** An ability held by a selection, from its entry or from an option it took, with its parameter. */
export interface HeldAbility extends AbilityRef {
  ruleKind: RuleKind | null;
  /** '' for the entry itself, else the option id. */
  via: string;
}

/** A selection joined with its catalogue entry and everything derived from it once per validation. */
export interface ResolvedSelection {
  selection: UnitCard;
  entry: CatalogueEntry;
  count: number;
  /** Costs of the selection alone: entry at its count plus options and items. */
  costs: Record<string, number>;
  abilities: HeldAbility[];
  /** Options taken, with their catalogue definition. */
  options: { option: CatalogueOption; count: number }[];
  items: { item: CatalogueOption; count: number }[];
  name: I18nText;
}

export interface EliteBreakdownLine {
  selection: string;
  name: I18nText;
  value: number;
  reason: 'detachment' | 'attached-character';
}

export interface TransportLoad {
  /** The détachement whose transports pool their capacity. */
  selection: string;
  capacity: number;
  /** Places taken: the détachement's own bases in its assigned transports, then its passengers. */
  used: number;
  /** Of `used`, the détachement's own bases. */
  own: number;
  /** Units embarked from elsewhere. Walkers count double; one character base rides free in a capacity of 6 or more. */
  passengers: string[];
  /** Attelage: every transport of the pool is neither flying, floating nor tunnelling. */
  harnessed: boolean;
}

/** NetEpic: a Personnage Lié joined to a détachement, and what it takes from it. */
export interface AttachedCharacterLine {
  selection: string;
  /** The détachement it joined. */
  detachment: string;
  /** Ability ids gained from the détachement (Infiltration, Unité de Commandement). */
  gains: string[];
  /** Where it rides at no cost: the transport its détachement boarded, the détachement itself when it has transports, or null. */
  transport: string | null;
}

/** A category the game data limits, with how many the list holds and the bounds at its points limit. */
export interface CompositionLine {
  category: string;
  name: I18nText;
  count: number;
  min?: number;
  max?: number;
}

export interface AntaresUnitFigures {
  selection: string;
  /** Models in the unit, buddy drones not counted (they are equipment). */
  models: number;
  /** Buddy drones accompanying the unit. */
  drones: number;
  /** Res bonus from reflex armour: +1, or +2 for mounts with HL boosters. */
  resBonus: number;
  /** Failed Res rerolls from the unit's own Medics, Medi-Drones and Medi-Probes (they stack). */
  medicRerolls: number;
  /** Targeters in the unit, before the cap. */
  targeters: number;
  /** Acc bonus from targeters, capped at +3. */
  targeterBonus: number;
}

/** Per selection id of the list, its costs by cost type id. */
export type UnitCosts = Record<string, Record<string, number>>;

export interface RosterStats {
  points: number;
  pointsLimit: number;
  pointsRemaining: number;
  /** Every cost type of the game, the primary one included. */
  costs: Record<string, number>;
  /**
   * Per unit of the list, its own price (its options and items included, not the units it holds):
   * the engine's where it prices units, else its entry's. Every price the interface and the prints
   * show is read here or in `shownCosts` (engine/unit-prices.ts), never worked out again.
   */
  unitCosts: UnitCosts;
  /** Per unit of the list, the price its card and sheet show: its own and that of the units it holds. */
  shownCosts: UnitCosts;
  elitePool?: { total: number; breakdown: EliteBreakdownLine[] };
  tacticianDice?: { dice: number; from: string | null; redundant: string[] };
  transports?: TransportLoad[];
  /** The categories the game data limits (company cards, leaders, tactical units…), counted. */
  composition?: CompositionLine[];
  /** NetEpic: each Personnage Lié joined to a détachement. */
  attachedCharacters?: AttachedCharacterLine[];
  /** Antares: per unit, its models (buddy drones excluded) and the bonuses its equipment gives. */
  antaresUnits?: AntaresUnitFigures[];
}

export interface ValidationResult {
  valid: boolean;
  errors: number;
  warnings: number;
  issues: ValidationIssue[];
  stats: RosterStats;
}

/**
 * What every rule module receives: the list, its catalogue, and whether a selection's entry is in the
 * catalogue (the validation reports those that are not). Rules read everything else from the game
 * data's evaluation.
 */
export interface RuleContext {
  /** The list the engine evaluates. */
  list: MusterList;
  catalogue: EngineCatalogue;
  isResolved(selectionId: string): boolean;
}

export interface RuleOutput {
  issues?: ValidationIssue[];
  stats?: Partial<RosterStats>;
}

/** One rule, one module, named after the game concept. */
export interface RosterRule {
  id: string;
  games: readonly GameId[];
  check(context: RuleContext): RuleOutput;
}
