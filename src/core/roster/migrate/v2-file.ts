/**
 * The roster file of format version 2 (docs/roster-format.md), read only to migrate it: lists, share
 * codes of version 1 and saves of older clients written before lists were trees (format 3, tree.ts).
 * A version 2 roster is a flat list of selections; containment (a NetEpic compagnie holding its
 * détachements), attachment (a Personnage Lié joined to a détachement) and embarkation (units carried
 * by a détachement's transports) are references between selection ids. Without its envelope (`format`,
 * `version`) it is a list's cards (../cards.ts).
 *
 * Imported by the migration readers of this folder only (an ESLint rule says so): the rest of the app
 * reads lists and cards, and takes an old file through those readers.
 */
import { z } from 'zod';
import { gameIdSchema } from '../../catalogue/schema';
import { dataRefSchema, selectionIdSchema } from '../ids';
import { rosterCodexChangeSchema, rosterDataSchema } from '../list-records';
import { ROSTER_FORMAT } from '../tree';

export const ROSTER_VERSION = 2;

export const selectionSchema = z.strictObject({
  id: selectionIdSchema,
  /** The catalogue entry this selection takes. */
  entry: dataRefSchema,
  /** The formation holding it (a NetEpic compagnie or card); absent for top-level selections. */
  parent: selectionIdSchema.optional(),
  /** Bases or models; absent means the entry's default count. */
  count: z.number().int().nonnegative().optional(),
  /** Option id → how many taken (weapons, upgrades, extra models, modes, actions). */
  options: z.record(dataRefSchema, z.number().int().nonnegative()).default({}),
  /** Faction item id → how many (Deadzone items, Antares shared drones). */
  items: z.record(dataRefSchema, z.number().int().nonnegative()).default({}),
  /** Personnage Lié: the détachement it joins. */
  attachedTo: selectionIdSchema.optional(),
  /** The détachement whose transports carry this one. */
  embarkedIn: selectionIdSchema.optional(),
  /** The player's own name for this unit. */
  label: z.string().max(120).optional(),
});
export type Selection = z.infer<typeof selectionSchema>;

export const rosterSchema = z.strictObject({
  format: z.literal(ROSTER_FORMAT),
  version: z.literal(ROSTER_VERSION),
  id: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/),
  name: z.string().min(1).max(200),
  game: gameIdSchema,
  faction: dataRefSchema,
  /**
   * The force entry the list takes (force organisation, detachment, game mode, chapter), by its id in
   * the faction's data; absent in lists made before it was recorded: the faction's default force
   * (src/core/catalogue/forces.ts `defaultForce`).
   */
  force: dataRefSchema.optional(),
  pointsLimit: z.number().int().positive().max(1_000_000),
  notes: z.string().max(10_000).default(''),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  selections: z.array(selectionSchema).max(5000),
  /** Imported factions: the data revisions the list was last checked against (see rosterDataSchema). */
  data: rosterDataSchema.optional(),
  /** A move to another codex version not yet reviewed by the player (see rosterCodexChangeSchema). */
  codexChange: rosterCodexChangeSchema.optional(),
});
export type Roster = z.infer<typeof rosterSchema>;
export type RosterInput = z.input<typeof rosterSchema>;
