/**
 * What Muster records in a list besides its units, in files of every version and in the cards: the
 * community data it was last checked against, and a move to another codex version not yet reviewed.
 */
import { z } from 'zod';
import { dataRefSchema, selectionIdSchema } from './ids';

/**
 * The community data a list of an imported faction was last checked against: the revisions of its
 * game system, its catalogue and the libraries that catalogue reads. Recorded when the list is created
 * or imported and when the player accepts a change of the data; absent for built-in factions. `before`
 * is written by Muster when the data changes under the list: its points, errors and warnings with the
 * data it was checked against, for the review shown when it is opened; gone once the change is accepted.
 * Not part of the fingerprint (src/core/export/fingerprint.ts) nor of share codes.
 */
export const rosterDataSchema = z.strictObject({
  gameSystemId: dataRefSchema,
  gameSystemRevision: z.number().int().nonnegative(),
  catalogueRevision: z.number().int().nonnegative(),
  libraries: z.record(dataRefSchema, z.number().int().nonnegative()).optional(),
  before: z
    .strictObject({
      points: z.number().finite(),
      errors: z.number().int().nonnegative(),
      warnings: z.number().int().nonnegative(),
    })
    .optional(),
});
export type RosterData = z.infer<typeof rosterDataSchema>;

/** A list's points, errors and warnings, as the library shows them. */
const rosterFiguresSchema = z.strictObject({
  points: z.number().finite(),
  errors: z.number().int().nonnegative(),
  warnings: z.number().int().nonnegative(),
});

const removalTextSchema = z.strictObject({ fr: z.string().max(300), en: z.string().max(300) });

/**
 * Something a list held that its data does not have: a unit (`entry`), one of its options (`option`)
 * or items (`item`), named as the data named it (null: only its id is known).
 */
export const rosterRemovalSchema = z.strictObject({
  /** The selection (unit) that held it. */
  selection: selectionIdSchema,
  /** The unit's own name, else its entry's name. */
  unit: removalTextSchema,
  kind: z.enum(['entry', 'option', 'item']),
  /** The entry path, option key or item id as the list recorded it. */
  id: dataRefSchema,
  name: removalTextSchema.nullable(),
});
export type RosterRemoval = z.infer<typeof rosterRemovalSchema>;

/**
 * Written by Muster when the player moves the list to another codex version of its army
 * (`switchRosterCodex`, src/core/roster/codex-version.ts): the faction it left, its points, errors and
 * warnings with it, and what had no counterpart in the new version (left out of the list). The editor
 * shows them as a review until the player accepts it, which saves the list without it; the next switch
 * replaces it. Not part of the fingerprint nor of share codes.
 */
export const rosterCodexChangeSchema = z.strictObject({
  from: dataRefSchema,
  before: rosterFiguresSchema,
  dropped: z.array(rosterRemovalSchema).max(20_000),
});
export type RosterCodexChange = z.infer<typeof rosterCodexChangeSchema>;
