/** What the catalogue API returns. Texts come in both languages; the caller picks one. */
import type {
  CatalogueEntry,
  CatalogueOption,
  GameId,
  I18nText,
  RuleKind,
  Weapon,
} from '../core/catalogue/schema';
import type { GameData } from '../core/catalogue/v2/model';
import type { GameBinding } from '../core/engine/v2/muster/binding';

export interface StatDefInfo {
  id: string;
  name: I18nText;
  short: I18nText;
}

export interface GameInfo {
  id: GameId;
  name: I18nText;
  defaultPointsLimit: number;
  /**
   * `lang`: set on a community cost type Muster has no words for ("Schattenmacht"), the language its
   * data's name is written in, so that the interface marks it.
   */
  costTypes: { id: string; name: I18nText; primary: boolean; lang?: string }[];
  unitStats: StatDefInfo[];
  weaponStats: StatDefInfo[];
  rangeBands: { id: string; name: I18nText }[];
  factionCount: number;
}

export interface FactionInfo {
  id: string;
  game: GameId;
  name: I18nText;
  sources: string[];
  entryCount: number;
  /** Set for a faction read from imported community data (`muster data import`): where it comes from. */
  community?: {
    gameSystemId: string;
    /**
     * The game system's name ("Deadzone Escalation"): two editions of a game both bound to it offer
     * factions of the same name, told apart by it.
     */
    gameSystemName: string;
    revision: number;
    /**
     * The language the data's names are written in ('de' for the Freebooter's Fate data), when the
     * names Muster knows tell it: the interface marks the names it cannot translate with it.
     */
    language?: string;
    /** What of the faction's data the engine does not read (`modifier type x`), each once; when known. */
    notEvaluated?: string[];
    /**
     * For each of Muster's rules the game's binding runs, how many root entries of the faction say an
     * ability it reads, and (Personnage Lié) how many more it recognises by their one Headquarters base.
     */
    recognised?: { rule: string; entries: number; byHeadquarters?: number }[];
  };
}

export interface EntrySummary {
  id: string;
  game: GameId;
  faction: string;
  kind: string;
  name: I18nText;
  class: number | null;
  walker: boolean;
  unique: boolean;
  count: { min: number; max: number; default: number; unit: 'base' | 'model' };
  costs: Record<string, number>;
  /** The first stat profile, for the catalogue panel. */
  stats: Record<string, string>;
  /** Abilities with their parameters, as short labels ids: [{id, param}]. */
  abilities: { id: string; param?: number; paramText?: string }[];
}

export interface AbilityInfo {
  id: string;
  game: GameId;
  faction: string | null;
  name: I18nText;
  aliases: string[];
  scope: 'unit' | 'weapon' | 'action' | 'item';
  parameter: { kind: 'number' | 'text'; label?: I18nText } | null;
  ruleKind: RuleKind | null;
  summary: I18nText;
  restriction: { names: string[]; traits: string[] } | null;
  actionType: I18nText | null;
  /** The rule's full text, when a glossary was imported (`muster import-glossary`). */
  fullText: FullText | null;
}

export interface FullText {
  fr?: string;
  en?: string;
  /** The glossary file it was imported from. */
  source: string;
}

export interface WeaponInfo extends Weapon {
  fullText: FullText | null;
}

/** Everything needed to show or validate a faction's lists: entries plus the abilities and weapons they name. */
export interface FactionCatalogue {
  game: GameInfo;
  faction: FactionInfo;
  entries: CatalogueEntry[];
  items: CatalogueOption[];
  abilities: Record<string, AbilityInfo>;
  weapons: Record<string, WeaponInfo>;
  /** The faction's game data in model v2 (game system and catalogue): its list-building rules. */
  gameData?: GameData;
  /** How Muster's own rules read that data (db/bindings): the builder asks them where a unit may go. */
  binding?: GameBinding;
}

export interface GlossaryImportReport {
  game: GameId;
  layout: string;
  /** Abilities that had no full text and now have one. */
  added: string[];
  /** Abilities whose full text changed. */
  updated: string[];
  unchanged: string[];
  /** Blocks whose name matches no ability of the game, and fragments the parser could not read. */
  unmatched: string[];
  unreadable: string[];
}
