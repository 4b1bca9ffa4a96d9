// Builds docs/rules.md from docs/rules/*.md (a test fails when it is out of date):
//   npx tsx scripts/build-rules-doc.ts
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { rulesDocument } from '../tests/helpers/rules-doc';

const target = resolve(import.meta.dirname, '../docs/rules.md');
writeFileSync(target, rulesDocument());
console.log(`Wrote ${target}`);
