import { z } from 'zod';
import { treeRosterFileSchema } from './tree-schema';

/**
 * The list file's JSON Schema (format version 3, what Muster writes), generated from the same zod
 * schema the app reads it with. Files of versions 1 and 2 are still read and migrated (roster-format.md).
 */
export function rosterJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(treeRosterFileSchema, { io: 'input' }),
    $id: 'https://muster.invalid/schemas/roster-v3.json',
    title: 'Muster list file (format version 3)',
  };
}
