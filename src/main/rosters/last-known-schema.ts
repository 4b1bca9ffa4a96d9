/**
 * What a library file says its library last knew of a list (`LibraryFile.lastKnown`), read as any
 * file's content is: checked field by field and bounded, so that a damaged or hostile file can only
 * lose this summary (the list is then kept with none), never store anything else.
 */
import { z } from 'zod';
import { dataRefSchema, selectionIdSchema } from '../../core';
import type { RosterLastKnown } from '../../shared/roster-types';

const text = z.string().min(1).max(300);
const i18n = z.strictObject({ fr: text, en: text });
const count = z.number().int().nonnegative().max(1_000_000);
const figure = z.number().finite();

const lastKnownSchema = z.strictObject({
  factionName: i18n,
  gameSystemName: z.string().max(300),
  cost: z.strictObject({ id: dataRefSchema, name: i18n }).nullable(),
  figures: z.strictObject({ points: figure, errors: count, warnings: count }),
  units: z
    .array(
      z.strictObject({
        id: selectionIdSchema,
        name: i18n,
        label: z.string().max(120).optional(),
        parent: selectionIdSchema.optional(),
        count,
        points: figure,
      }),
    )
    .max(5000),
  files: z
    .array(
      z.strictObject({
        id: dataRefSchema,
        kind: z.enum(['gameSystem', 'catalogue']),
        name: z.string().max(300),
        revision: count,
      }),
    )
    .max(200),
  unchecked: z.strictObject({ units: count }).optional(),
});

/** The summaries of a library file by list id, each read on its own: one that does not read is left out. */
export function lastKnownReader(raw: unknown): (rosterId: string) => RosterLastKnown | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return () => undefined;
  const byId = raw as Record<string, unknown>;
  return (rosterId) => {
    if (!Object.hasOwn(byId, rosterId)) return undefined;
    const parsed = lastKnownSchema.safeParse(byId[rosterId]);
    return parsed.success ? (parsed.data as RosterLastKnown) : undefined;
  };
}
