import type { GameId, I18nText } from '../core/catalogue/schema';

/** One line of the roster library. */
export interface RosterSummary {
  id: string;
  name: string;
  game: GameId;
  faction: string;
  factionName: I18nText;
  points: number;
  pointsLimit: number;
  errors: number;
  warnings: number;
  valid: boolean;
  createdAt: string;
  updatedAt: string;
}
