/**
 * The builder's view of a faction, as the catalogue API returns it: the game, the faction, its entries
 * with the abilities and weapons they name, and the game data the engine reads. Texts come in both
 * languages; the caller picks one. Made from the engine's model by faction-view.ts, for built-in and
 * imported factions alike.
 */
import type { GameId, I18nText, RuleKind, Weapon } from './schema';
import type { CatalogueEntry, CatalogueOption } from './entry-types';
import type { GameData } from './model';
import type { GameBinding } from '../engine/muster/binding';

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
  /**
   * The edition of the army's rules the faction is written for, as its data names it (a built-in
   * catalogue's first publication's short name: "3.1" for codex 3.1). Two codex versions of an army
   * are two factions of the same name, told apart by it; a list records the faction id, which names
   * the version.
   */
  edition?: string;
  /**
   * Set for a built-in faction (its lists are written in the catalogue model the engine reads): as for
   * imported factions, the contents of a new unit are the engine's selections.
   */
  fromGameData?: true;
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
  /**
   * Kinds the game does not name (a built-in catalogue's own category: "Required formation"), in both
   * languages, by the kind an entry carries: the interface and prints show the one of their language.
   */
  kindNames?: Record<string, I18nText>;
  /**
   * Characteristic values the data writes in both languages, by the value the entries' stats show
   * ("Lié": { fr: "Lié", en: "Attached" }): the interface and prints say the one of their language.
   */
  statValues?: Record<string, I18nText>;
}

/**
 * Whether a faction's entries are a view of its game data (imported, or built-in written only in the
 * engine's model): the contents of a new unit are then the engine's, not the entries' `contains`.
 */
export function isGameDataView(faction: { community?: unknown; fromGameData?: boolean }): boolean {
  return faction.community !== undefined || faction.fromGameData === true;
}
