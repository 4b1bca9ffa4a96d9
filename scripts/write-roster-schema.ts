// Regenerates docs/roster.schema.json from the zod schema (a test fails when it is out of date).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { rosterJsonSchema } from '../src/core/roster/json-schema';

const target = resolve(import.meta.dirname, '../docs/roster.schema.json');
writeFileSync(target, `${JSON.stringify(rosterJsonSchema(), null, 2)}\n`);
console.log(`Wrote ${target}`);
