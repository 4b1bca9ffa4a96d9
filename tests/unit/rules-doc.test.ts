import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesDocument } from '../helpers/rules-doc';

const ROOT = resolve(import.meta.dirname, '../..');

function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => readFileSync(join(folder, file), 'utf8'));
}

/** Every verdict code the engine can emit: the string literals shaped like "area.what" in rules and engine. */
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

  it('documents every code the engine emits', () => {
    const doc = readFileSync(join(ROOT, 'docs/rules.md'), 'utf8');
    const codes = emittedCodes();
    expect(codes.length).toBeGreaterThan(20);
    expect(codes.filter((code) => !doc.includes(`\`${code}\``))).toEqual([]);
  });
});
