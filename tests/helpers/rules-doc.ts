import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  VERDICT_CODES,
  VERDICTS,
  type VerdictCode,
  type VerdictRule,
} from '../../src/core/engine/verdict-codes';

const DOCS = resolve(import.meta.dirname, '../../docs');
const PARTS = ['common', 'data', 'netepic', 'deadzone', 'freebooters-fate', 'antares'];

/** Where a part's prose puts the table of a rule's codes: `<!-- verdicts: transport -->`. */
const MARKER = /^<!-- verdicts: ([a-z-]+) -->$/gm;

/** A Markdown table with its columns padded as Prettier writes them. */
function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The table of a rule's codes, from the registry: code, severity, what it checks, where it comes from. */
export function verdictTable(rule: VerdictRule): string {
  const codes = VERDICT_CODES.filter((code) => VERDICTS[code].rule === rule);
  if (codes.length === 0) throw new Error(`docs/rules: no verdict code belongs to the rule "${rule}"`);
  // The data's own rules come from each faction's data, not from one text: no source column.
  const withSource = rule !== 'data';
  const header = ['code', 'severity', 'rule (FR)', 'rule (EN)', ...(withSource ? ['source'] : [])];
  const rows = codes.map((code: VerdictCode) => {
    const { severity, description, basis } = VERDICTS[code];
    const row = [`\`${code}\``, severity, description.fr, description.en];
    return withSource ? [...row, basis ?? rule] : row;
  });
  return table(header, rows);
}

/** The rules whose tables the parts hold, in order; each once. */
export function documentedRules(parts: readonly string[]): string[] {
  return parts.flatMap((part) => [...part.matchAll(MARKER)].map((match) => match[1]!));
}

function isRule(name: string): name is VerdictRule {
  return VERDICT_CODES.some((code) => VERDICTS[code].rule === name);
}

function expand(part: string): string {
  return part.replace(MARKER, (_marker, rule: string) => {
    if (!isRule(rule)) throw new Error(`docs/rules: "${rule}" is no rule of the verdict registry`);
    return verdictTable(rule);
  });
}

/** The parts of docs/rules/ as written, in the document's order. */
export function rulesParts(): string[] {
  return PARTS.map((part) => resolve(DOCS, 'rules', `${part}.md`))
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8').trim());
}

/**
 * docs/rules.md: an introduction, then each part with its headings one level down and each
 * `<!-- verdicts: rule -->` replaced by the table of that rule's codes from the verdict registry
 * (src/core/engine/verdict-codes.ts). Every rule of the registry has its table once.
 */
export function rulesDocument(): string {
  const parts = rulesParts();
  const documented = documentedRules(parts);
  const rules = [...new Set(VERDICT_CODES.map((code) => VERDICTS[code].rule))];
  const missing = rules.filter((rule) => !documented.includes(rule));
  if (missing.length > 0) throw new Error(`docs/rules: no table for the rules ${missing.join(', ')}`);
  const twice = documented.filter((rule, i) => documented.indexOf(rule) !== i);
  if (twice.length > 0) throw new Error(`docs/rules: the rules ${twice.join(', ')} have two tables`);
  const intro = [
    '# Validation rules',
    '',
    'Every verdict Muster gives carries one of the codes below, a severity (error, warning or info), a',
    'message in French and English naming the units and the numbers involved, the ids of the selections',
    'involved, and the rule module and catalogue ability it comes from. An error makes the list illegal; a',
    'warning says something has no effect; an info explains. Derived figures (points, Elite reroll pool,',
    'Tacticien dice, transport loads…) are returned beside the verdicts in `stats`.',
    '',
    'This file is built by `npx tsx scripts/build-rules-doc.ts` from `docs/rules/*.md` and, for the tables',
    'of codes, from the verdict registry (`src/core/engine/verdict-codes.ts`), where each code is',
    'declared once with its parameters, severity, rule and description.',
    '',
  ].join('\n');
  const body = parts.map((part) => expand(part).replace(/^(#+) /gm, '#$1 '));
  return `${intro}\n${body.join('\n\n')}\n`;
}
