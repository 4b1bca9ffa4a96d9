import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERDICT_CODES, VERDICTS } from '../../src/core/engine/verdict-codes';
import { documentedRules, rulesDocument, rulesParts, verdictTable } from '../helpers/rules-doc';

const ROOT = resolve(import.meta.dirname, '../..');

function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => readFileSync(join(folder, file), 'utf8'));
}

/** Every string literal shaped like a verdict code ("area.what") in the rules and the engine. */
function emittedCodes(): string[] {
  const text = [...sources(join(ROOT, 'src/core/rules')), ...sources(join(ROOT, 'src/core/engine'))].join(
    '\n',
  );
  const codes = [...text.matchAll(/'([a-z]+(?:-[a-z]+)*\.[a-z]+(?:-[a-z]+)*)'/g)].map((m) => m[1]!);
  return [...new Set(codes)].filter((code) => !/\.(?:ts|js|json|md)$/.test(code)).sort();
}

describe('docs/rules.md', () => {
  it('is up to date (npx tsx scripts/build-rules-doc.ts)', () => {
    expect(readFileSync(join(ROOT, 'docs/rules.md'), 'utf8')).toBe(rulesDocument());
  });

  it('has the table of every rule of the verdict registry, once', () => {
    const rules = [...new Set(VERDICT_CODES.map((code) => VERDICTS[code].rule))].sort();
    expect([...documentedRules(rulesParts())].sort()).toEqual(rules);
  });

  it('documents every code of the registry with its severity and both descriptions', () => {
    const doc = readFileSync(join(ROOT, 'docs/rules.md'), 'utf8');
    for (const code of VERDICT_CODES) {
      const { severity, description } = VERDICTS[code];
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${code}\` `));
      expect(row, code).toBeDefined();
      expect(row).toContain(` ${severity} `);
      expect(row).toContain(description.fr);
      expect(row).toContain(description.en);
    }
  });

  it('a rule without codes has no table to show', () => {
    // @ts-expect-error not a rule of the registry
    expect(() => verdictTable('morale')).toThrow(/no verdict code/);
  });

  it('every code written in the engine and the rules is one of the registry', () => {
    const codes = emittedCodes();
    expect(codes.length).toBeGreaterThan(20);
    expect(codes.filter((code) => !(VERDICT_CODES as readonly string[]).includes(code))).toEqual([]);
  });
});
