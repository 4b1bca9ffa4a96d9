/**
 * The roster file, format version 3 (see docs/roster-format.md): the zod schema of `TreeRoster` with the
 * file's envelope (format, version, dates, notes). Forces and selections nest; how deep is bounded
 * before parsing, and references between selections are checked after.
 */
import { z } from 'zod';
import type { RosterForce, RosterSelection, TreeRoster } from './tree';
import { ROSTER_FORMAT, TREE_ROSTER_VERSION } from './tree';
import { rosterCodexChangeSchema, rosterDataSchema } from './list-records';

const id = z.string().regex(/^[A-Za-z0-9_:./-]{1,2000}$/, 'ids are letters, digits and _ : . / -');
const customName = z.string().max(200).optional();
const customNotes = z.string().max(10_000).optional();

export const treeSelectionSchema: z.ZodType<RosterSelection> = z.lazy(() =>
  z.strictObject({
    id,
    entryId: z.string().min(1).max(2000),
    entryGroupId: z.string().min(1).max(2000).optional(),
    number: z.number().int().nonnegative().max(100_000),
    customName,
    customNotes,
    selections: z.array(treeSelectionSchema).max(5000),
    attachedTo: id.optional(),
    embarkedIn: id.optional(),
  }),
);

export const treeForceSchema: z.ZodType<RosterForce> = z.lazy(() =>
  z.strictObject({
    id,
    entryId: z.string().min(1).max(200),
    catalogueId: z.string().min(1).max(200),
    customName,
    customNotes,
    categories: z.record(z.string(), z.strictObject({ customName, customNotes })).optional(),
    selections: z.array(treeSelectionSchema).max(5000),
    forces: z.array(treeForceSchema).max(100),
  }),
);

export const treeRosterFileSchema = z.strictObject({
  format: z.literal(ROSTER_FORMAT),
  version: z.literal(TREE_ROSTER_VERSION),
  id: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/),
  name: z.string().min(1).max(200),
  gameSystemId: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  costLimits: z.record(z.string(), z.number().int().min(-1).max(1_000_000)),
  forces: z.array(treeForceSchema).max(100),
  customNotes: z.string().max(10_000).optional(),
  /** Imported factions: the data revisions the list was last checked against (see rosterDataSchema). */
  data: rosterDataSchema.optional(),
  /** A move to another codex version not yet reviewed by the player (see rosterCodexChangeSchema). */
  codexChange: rosterCodexChangeSchema.optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type TreeRosterFile = z.infer<typeof treeRosterFileSchema> & TreeRoster;
