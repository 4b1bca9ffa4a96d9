// Builds docs/rules.md from docs/rules/*.md and the verdict registry (src/core/engine/verdict-codes.ts);
// a test fails when it is out of date or a code lacks its table:
//   npx tsx scripts/build-rules-doc.ts
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { rulesDocument } from '../tests/helpers/rules-doc';

const target = resolve(import.meta.dirname, '../docs/rules.md');
writeFileSync(target, rulesDocument());
console.log(`Wrote ${target}`);
