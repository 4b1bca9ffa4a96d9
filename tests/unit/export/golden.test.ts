/**
 * Golden files: the HTML and Markdown of one hand-made roster per game, compared byte for byte.
 *
 * After an intended change to the exports, rewrite them and review the diff:
 *
 *   UPDATE_GOLDEN=1 npx vitest run tests/unit/export/golden.test.ts
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderRoster } from '../../../src/core/export';
import { EXPORT_CASES } from '../../helpers/export-fixtures';

const GOLDEN = resolve(import.meta.dirname, '../../golden/export');
const UPDATE = process.env.UPDATE_GOLDEN === '1';

/** A fixed footer: the golden files are the same whatever the day and Muster's version. */
const PROVENANCE = {
  musterVersion: '9.8.7',
  date: '2026-03-01',
  builtinCatalogueVersion: '0123456789abcdef0123456789abcdef',
};

/** One language per game, so that both are covered. */
const CASES = [
  { game: 'netepic', lang: 'fr' },
  { game: 'deadzone', lang: 'en' },
  { game: 'freebooters-fate', lang: 'fr' },
  { game: 'antares', lang: 'en' },
] as const;

describe('export golden files', () => {
  for (const { game, lang } of CASES)
    for (const format of ['html', 'md'] as const)
      it(`${game} ${lang} ${format}`, () => {
        const actual = renderRoster(format, { ...EXPORT_CASES[game](), lang, provenance: PROVENANCE });
        const file = join(GOLDEN, `${game}.${lang}.${format}`);
        if (UPDATE) {
          mkdirSync(GOLDEN, { recursive: true });
          writeFileSync(file, actual);
          return;
        }
        if (!existsSync(file))
          throw new Error(
            `${file} is missing: run UPDATE_GOLDEN=1 npx vitest run tests/unit/export/golden.test.ts`,
          );
        expect(actual).toBe(readFileSync(file, 'utf8'));
      });
});
