/** What the catalogue API returns. Texts come in both languages; the caller picks one. */
import type { GameId, I18nText } from '../core';

export type {
  AbilityInfo,
  FactionCatalogue,
  FactionInfo,
  FullText,
  GameInfo,
  StatDefInfo,
  WeaponInfo,
} from '../core';

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
  /**
   * The first stat profile, each value in both languages (a NetEpic "6+ fixe" is "6+ fixed"; a value
   * the data writes in both, "Lié", is "Attached"): the caller says the one of its language.
   */
  stats: Record<string, I18nText>;
  /** Abilities with their parameters, as short labels ids: [{id, param}]. */
  abilities: { id: string; param?: number; paramText?: string }[];
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
