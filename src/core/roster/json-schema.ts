import { z } from 'zod';
import { rosterSchema } from './schema';

/** The roster file's JSON Schema, generated from the same zod schema the app validates with. */
export function rosterJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(rosterSchema, { io: 'input' }),
    $id: 'https://muster.invalid/schemas/roster-v2.json',
    title: 'Muster roster file (format version 2)',
  };
}
