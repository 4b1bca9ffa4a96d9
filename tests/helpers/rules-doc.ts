import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const DOCS = resolve(import.meta.dirname, '../../docs');
const PARTS = ['common', 'data', 'netepic', 'deadzone', 'freebooters-fate', 'antares'];

/** docs/rules.md: an introduction, then each part with its headings one level down. */
export function rulesDocument(): string {
  const intro = [
    '# Validation rules',
    '',
    'Every verdict Muster gives carries one of the codes below, a severity (error, warning or info), a',
    'message in French and English naming the units and the numbers involved, the ids of the selections',
    'involved, and the rule module and catalogue ability it comes from. An error makes the list illegal; a',
    'warning says something has no effect; an info explains. Derived figures (points, Elite reroll pool,',
    'Tacticien dice, transport loads…) are returned beside the verdicts in `stats`.',
    '',
    'This file is built from `docs/rules/*.md` by `npx tsx scripts/build-rules-doc.ts`.',
    '',
  ].join('\n');
  const parts = PARTS.map((part) => resolve(DOCS, 'rules', `${part}.md`))
    .filter((file) => existsSync(file))
    .map((file) =>
      readFileSync(file, 'utf8')
        .trim()
        .replace(/^(#+) /gm, '#$1 '),
    );
  return `${intro}\n${parts.join('\n\n')}\n`;
}
