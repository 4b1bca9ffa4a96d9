/**
 * One language per message: the English catalogues (verdicts, the interface, the prints' labels,
 * the import report) hold no French word, the French ones no English word, and an English print
 * says the built-in catalogue's French stat values in English. Words are matched whole, letters of
 * any alphabet counting as word characters ("unité" is not "unit").
 */
import { describe, expect, it } from 'vitest';
import { importSentences } from '../../src/core/bsdata/import-messages';
import { DATA_VERDICT_CODES, renderVerdict } from '../../src/core/engine/messages';
import type { Verdict, VerdictCode, VerdictParam } from '../../src/core/engine/verdict';
import { LABELS } from '../../src/core/export/labels';
import { statsInBoth, statValueIn } from '../../src/core/export/stat-words';
import { en } from '../../src/renderer/i18n/en';
import { fr } from '../../src/renderer/i18n/fr';

/** Words only French writes (accents aside), as they would slip into an English sentence. */
const FRENCH = [
  'détachement',
  'détachements',
  'sélection',
  'sélections',
  'actuellement',
  'retirez',
  'socle',
  'socles',
  'figurine',
  'figurines',
  'fixe',
  'gabarit',
  'voir',
  'touches',
  'doit',
  'peut',
  'réservé',
  'proposé',
  'Pas plus',
  'Au plus',
  'Il faut',
  'avec',
  'dans',
];

/** Words only English writes, as they would slip into a French sentence. */
const ENGLISH = [
  'the',
  'and',
  'with',
  'selection',
  'selections',
  'now',
  'allowed',
  'needed',
  'remove',
  'must',
  'cannot',
  'only',
  'detachment',
  'fixed',
  'see',
];

function words(text: string, list: readonly string[]): string[] {
  return list.filter((word) => new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'iu').test(text));
}

/** Every string of a dictionary, with its key path (functions are left out: their text is tested where used). */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => strings(child, path ? `${path}.${key}` : key));
  return [];
}

/** A name neither language would read as a word of its own. */
const name = (text: string): VerdictParam => ({ fr: text, en: text });

/** Each parameter a verdict's sentence may read, set: every branch that names something is said. */
const FULL: Record<string, VerdictParam> = {
  entry: name('Xq'),
  entryId: 'zz-1',
  count: 2,
  limit: 1,
  each: 1,
  costType: 'pts',
  total: 12,
  over: 2,
  holder: name('Hq'),
  units: { fr: '« Uq », « Vq »', en: '“Uq”, “Vq”' },
  places: { fr: '« Pq »', en: '“Pq”' },
  for: { fr: '« Mq »', en: '“Mq”' },
  unit: name('Uq'),
  host: name('Tq'),
  why: 'walker',
  largeCapacity: 6,
  class: '2',
  allowed: '1',
  hostClass: '3',
  company: name('Cq'),
  characters: name('Kq'),
  max: 2,
  dice: 1,
  best: name('Bq'),
  bestDice: 2,
  ability: name('Aq'),
  used: 7,
  capacity: 6,
};

/** The same, with the optional names left out: the other branches. */
const BARE: Record<string, VerdictParam> = Object.fromEntries(
  Object.entries(FULL).filter(([key]) => !['holder', 'units', 'places', 'for', 'each', 'host'].includes(key)),
);

/** A verdict with parameters of every code: each sentence reads those it needs. */
function verdictOf(code: VerdictCode, params: Record<string, VerdictParam>): Verdict {
  return {
    code,
    severity: 'error',
    params,
    selections: [],
    owner: { kind: 'roster' },
    source: { rule: 'data' },
  } as unknown as Verdict;
}

describe('one language per message', () => {
  it('no verdict mixes languages, whichever parameters it has', () => {
    expect(DATA_VERDICT_CODES.length).toBeGreaterThan(15);
    const variants = [FULL, BARE, { ...BARE, notFor: { fr: '« Nq »', en: '“Nq”' } }];
    for (const code of DATA_VERDICT_CODES)
      for (const params of variants) {
        const verdict = verdictOf(code, params);
        const english = renderVerdict(verdict, 'en');
        const french = renderVerdict(verdict, 'fr');
        expect(words(english, FRENCH), `${code} en: ${english}`).toEqual([]);
        expect(words(french, ENGLISH), `${code} fr: ${french}`).toEqual([]);
      }
  });

  it('French says "Au plus 1 sélection", not "Pas plus de 1 sélection"', () => {
    const sentence = renderVerdict(verdictOf('data.max-selections', BARE), 'fr');
    expect(sentence).toMatch(/^Au plus 1 sélection de « Xq »/);
    expect(sentence).not.toContain('Pas plus de');
  });

  it("the interface's English has no French word, nor its French an English one", () => {
    for (const [key, text] of strings(en)) {
      if (key === 'app.language.switchTo') continue;
      expect(words(text, FRENCH), `en.${key}: ${text}`).toEqual([]);
    }
    for (const [key, text] of strings(fr)) expect(words(text, ENGLISH), `fr.${key}: ${text}`).toEqual([]);
  });

  it("the prints' labels and the import report speak one language each", () => {
    for (const [key, text] of strings(LABELS.en)) expect(words(text, FRENCH), `en.${key}`).toEqual([]);
    for (const [key, text] of strings(LABELS.fr)) expect(words(text, ENGLISH), `fr.${key}`).toEqual([]);
    const warnings = [
      {
        code: 'older-duplicate',
        id: 'x',
        kept: 'a.cat',
        dropped: 'b.cat',
        keptRevision: 2,
        droppedRevision: 1,
      },
      { code: 'catalogue-without-game-system', name: 'a.cat', gameSystemId: 'g' },
      { code: 'game-system-not-bound', name: 'Gq', gameSystemId: 'g' },
    ] as const;
    for (const warning of warnings) {
      expect(words(importSentences.en.warning(warning), FRENCH), warning.code).toEqual([]);
      expect(words(importSentences.fr.warning(warning), ENGLISH), warning.code).toEqual([]);
    }
  });

  it('an English print says the built-in stat values in English ("6+ fixed", not "6+ fixe")', () => {
    expect(statValueIn('6+ fixe', 'en')).toBe('6+ fixed');
    expect(statValueIn('4+, 6+ fixe', 'en')).toBe('4+, 6+ fixed');
    expect(statValueIn('voir gabarit', 'en')).toBe('see template');
    expect(statValueIn('gabarit de barrage', 'en')).toBe('barrage template');
    expect(statValueIn('1 (D3 touches)', 'en')).toBe('1 (D3 hits)');
    expect(statValueIn('spécial', 'en')).toBe('special');
    expect(statValueIn('6+ fixe', 'fr')).toBe('6+ fixe');
    for (const value of ['6+ fixe', 'voir carte', 'gabarit de barrage', '1 (D3 touches)', 'spécial'])
      expect(words(statValueIn(value, 'en'), FRENCH), value).toEqual([]);
  });

  it("an entry summary gives each stat value in both languages, the data's own words first", () => {
    expect(
      statsInBoth({ svg: '6+ fixe', moral: 'Lié', mvt: '10cm' }, { Lié: { fr: 'Lié', en: 'Attached' } }),
    ).toEqual({
      svg: { fr: '6+ fixe', en: '6+ fixed' },
      moral: { fr: 'Lié', en: 'Attached' },
      mvt: { fr: '10cm', en: '10cm' },
    });
  });
});
