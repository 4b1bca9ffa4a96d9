/**
 * A list's cards: the flat read model the panels, prints, share codes and fingerprints read, made
 * from the list by card-view.ts. One card per unit (a force's root selections and the units a
 * formation holds), with its count and what it takes counted by key; containment, attachment and
 * embarkation are references between card ids. The builder edits the list itself (list.ts, tree.ts),
 * never the cards; the files keep the list (format version 3). Cards have the shape the version 2
 * file had, without its envelope, so a version 2 file read (roster/migrate) is its own cards.
 */
import type { GameId } from '../catalogue/schema';
import type { RosterCodexChange, RosterData } from './list-records';

/** One unit of the list as the panels show it. */
export interface UnitCard {
  /** The unit's selection id in the list. */
  id: string;
  /** The catalogue entry it takes. */
  entry: string;
  /** The card holding it (a NetEpic compagnie holding its détachements); absent at the top. */
  parent?: string;
  /** Bases or models; absent means the entry's default count. */
  count?: number;
  /** Option key (`a/b`: option `b` inside option `a`) → how many taken. */
  options: Record<string, number>;
  /** Faction item id → how many (Deadzone items, Antares shared drones). */
  items: Record<string, number>;
  /** Personnage Lié: the card it joins. */
  attachedTo?: string;
  /** The card whose transports carry this one. */
  embarkedIn?: string;
  /** The player's own name for this unit. */
  label?: string;
}

/** A list as its cards, with what the library lists it by. */
export interface ListCards {
  id: string;
  name: string;
  game: GameId;
  faction: string;
  /**
   * The force entry the list takes (force organisation, detachment, game mode, chapter); absent in
   * lists made before it was recorded: the faction's default force (catalogue/forces.ts `defaultForce`).
   */
  force?: string;
  /** The points limit, in the cost type the faction's limit counts. */
  pointsLimit: number;
  notes: string;
  createdAt: string;
  updatedAt: string;
  /** Holders before what they hold. */
  selections: UnitCard[];
  /** Imported factions: the data revisions the list was last checked against. */
  data?: RosterData;
  /** A move to another codex version not yet reviewed by the player. */
  codexChange?: RosterCodexChange;
}
