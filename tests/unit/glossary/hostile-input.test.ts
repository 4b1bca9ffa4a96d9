/**
 * Glossaries are user files: every parser reads them in time linear in their size, and throws nothing
 * but GlossaryParseError. The hand-written scanners are checked against the regular expressions they
 * replace, on inputs short enough for those expressions to answer at once.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  detectGlossaryLayout,
  GlossaryParseError,
  normaliseAbilityName,
  parseGlossary,
  type GlossaryLayout,
} from '../../../src/core/glossary';
import { readActionName, readKindLine } from '../../../src/core/glossary/action-listing';
import { headingName } from '../../../src/core/glossary/markdown-headings';
import { readBulletRule, splitBilingualName } from '../../../src/core/glossary/markdown-tables';
import { BULLET_RULE_START, collapseWhitespace, withoutParenthesised } from '../../../src/core/glossary/scan';

const LAYOUTS: GlossaryLayout[] = ['markdown-headings', 'netepic-codex', 'action-listing', 'markdown-tables'];
const MEGABYTE = 1_000_000;

// Generous limits for a busy two-core machine: each test's own bounds are what it checks.
const SLOW_MACHINE = { timeout: 60_000 };

/**
 * Parses with detection and with every layout; a refusal is an answer, any other error is not.
 * Returns the longest time one parse took, in milliseconds.
 */
function parseEveryWay(text: string): number {
  let slowest = 0;
  for (const layout of [undefined, ...LAYOUTS]) {
    const started = performance.now();
    try {
      parseGlossary(text, layout);
    } catch (error) {
      if (!(error instanceof GlossaryParseError)) throw error;
    }
    slowest = Math.max(slowest, performance.now() - started);
  }
  return slowest;
}

/** `unit` repeated up to about one megabyte, between `before` and `after`. */
const fill = (before: string, unit: string, after = '') =>
  `${before}${unit.repeat(Math.floor(MEGABYTE / unit.length))}${after}`;

// Each of these took seconds to hours with the regular expressions the parsers used before.
const PATHOLOGICAL: [string, string][] = [
  ['a heading made of spaces', fill('### a', ' ', 'b')],
  ['a kind line made of spaces', fill('Nom\nAction simple,', ' ', 'x\ntexte')],
  ['opening parentheses', fill('', '(')],
  ['a bullet rule name made of spaces', fill('- **A', ' ', 'B.** texte')],
  ['a weapon cell made of spaces', fill('| Arme | Portée |\n|---|---|\n| Fusil', ' ', 'x | 10 |')],
  // A run of blank lines is one long run of spaces for `^\s*`; few lines keep the parse itself quick.
  ['blank lines', fill('', '\t \t \n')],
  ['carriage returns', fill('', '\t \t \r')],
  ['line separators', fill('', '\u2028')],
  ['a bullet rule ending in a line separator', fill('- **a**', ' ', '\u2028')],
  ['bullet rule markers', fill('- **', 'a**', '\u2028')],
  ['bullet rule markers and spaces', fill('- **a', '** :   ', '\u2028')],
  ['table bars', fill('|', ' |', 'x')],
  ['emphasis markers', fill('### A\n', '**a', '')],
  ['underscores', fill('### A\n', ' _a', '')],
  ['action names and kinds', fill('', 'Kiss ) ) ) ) ) ) ) ) ) ) ) ) (Baiser) A et B C\nAction simple, x\n')],
  ['codex markers', fill('', 'Nom\nCapacité Spéciale\n')],
  ['section titles', fill('', '• AB (((((((((( \n')],
];

describe('glossary parsers on hostile input', SLOW_MACHINE, () => {
  // The bound only catches a backtracking parser: linear work takes tens to hundreds of milliseconds
  // here even on a busy machine, the old expressions took minutes to days on the same text. How fast
  // the parsers are is the bench's business, not a test's.
  const BACKTRACKING = 15_000;

  it.each(PATHOLOGICAL)('read one megabyte of %s without backtracking', (_name, text) => {
    expect(parseEveryWay(text)).toBeLessThan(BACKTRACKING);
  });

  it.each([' ', 'd (', '( ', 'ab x', 'x ', 'é'])(
    'normalise a one-megabyte name made of %j without backtracking',
    (unit) => {
      const name = fill('a', unit, 'b');
      const started = performance.now();
      normaliseAbilityName(name);
      expect(performance.now() - started).toBeLessThan(BACKTRACKING);
    },
  );

  it('never throw anything but a refusal, whatever the text', () => {
    const pieces = fc.constantFrom(
      '###',
      '#',
      ' ',
      '\n',
      '\r',
      '\u2028',
      '(',
      ')',
      '|',
      '-',
      '*',
      '**',
      '_',
      ':',
      ',',
      '•',
      'Capacité Spéciale',
      'Unité',
      'Action simple',
      'uniquement',
      ' et ',
      'Arme',
      'ABC',
      'é',
    );
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.array(pieces).map((p) => p.join('')),
    );
    fc.assert(
      fc.property(text, (t) => {
        parseEveryWay(t);
        detectGlossaryLayout(t);
      }),
      { numRuns: 500 },
    );
  });
});

// -- The scanners against the expressions they replace -------------------------------------------------

const shortText = (alphabet: string[], maxLength = 14) =>
  fc.array(fc.constantFrom(...alphabet), { maxLength }).map((chars) => chars.join(''));

describe('headingName', SLOW_MACHINE, () => {
  const before = (line: string) => /^###\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
  it('names a heading as /^###\\s+(.+?)\\s*#*\\s*$/ did', () => {
    fc.assert(
      fc.property(shortText(['#', ' ', '\t', '\u2028', 'a', 'b']), (rest) => {
        const line = `###${rest}`;
        expect(headingName(line)).toBe(before(line));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('readActionName', SLOW_MACHINE, () => {
  // The implementation before, on single-spaced names (it now collapses spaces first).
  function before(line: string) {
    let rest = line.trim();
    let restriction: string | undefined;
    const afterNames = /^(.+?\))\s+(.+?\s(?:uniquement|seulement))\s*$/i.exec(rest);
    const restricted = afterNames
      ? null
      : /\s+((?:[A-ZÀ-Ý][\p{L}'-]*)(?:\s+(?:et\s+)?[A-ZÀ-Ý][\p{L}'-]*)*\s+(?:uniquement|seulement))\s*$/u.exec(
          rest,
        );
    if (afterNames) {
      restriction = afterNames[2]!;
      rest = afterNames[1]!;
    } else if (restricted) {
      restriction = restricted[1]!;
      rest = rest.slice(0, restricted.index).trim();
    }
    const both = /^(.+?)\s*\((.+)\)$/.exec(rest);
    const names = both
      ? { name: both[2]!.trim(), altNames: [both[1]!.trim()] }
      : { name: rest, altNames: [] };
    return { ...names, ...(restriction ? { restriction } : {}) };
  }
  const words = fc
    .array(
      fc.constantFrom(
        'Kiss',
        'of',
        'death',
        '(Baiser',
        'la',
        'mort)',
        '(',
        ')',
        'A',
        'Ébène',
        'et',
        'x)',
        'Reine',
      ),
      { maxLength: 6 },
    )
    .chain((start) =>
      fc
        .constantFrom('', 'uniquement', 'seulement', 'Uniquement', 'SEULEMENT', 'x')
        .map((end) => [...start, end].filter(Boolean).join(' ')),
    );

  it('reads names and restrictions as the regular expressions did', () => {
    fc.assert(
      fc.property(words, (line) => {
        expect(readActionName(line)).toEqual(before(line));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads the examples of the seeds', () => {
    expect(readActionName('Bribery (Corruption) Farrador Barrigon uniquement')).toEqual({
      name: 'Corruption',
      altNames: ['Bribery'],
      restriction: 'Farrador Barrigon uniquement',
    });
    expect(readActionName('Kiss of death (Baiser de la mort)  Reine des Ombres seulement')).toEqual({
      name: 'Baiser de la mort',
      altNames: ['Kiss of death'],
      restriction: 'Reine des Ombres seulement',
    });
  });
});

describe('readKindLine', SLOW_MACHINE, () => {
  const before = (line: string) => {
    const kindLine = line.trim();
    const match = /,\s*([^,]*(?:uniquement|seulement))\s*$/i.exec(kindLine);
    return match
      ? { actionType: kindLine.slice(0, match.index).trim(), restriction: match[1]!.trim() }
      : { actionType: kindLine };
  };
  it('splits the kind from the restriction as /,\\s*([^,]*(?:uniquement|seulement))\\s*$/i did', () => {
    const line = fc
      .array(
        fc.constantFrom('Action simple', ',', ' ', '\n', 'x', 'uniquement', 'SEULEMENT', 'Mystique et'),
        {
          maxLength: 8,
        },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(line, (l) => {
        expect(readKindLine(l)).toEqual(before(l));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('the other scanners', SLOW_MACHINE, () => {
  it('withoutParenthesised removes what /\\([^)]*\\)/g removed', () => {
    fc.assert(
      fc.property(shortText(['(', ')', 'a', ' ']), (text) => {
        expect(withoutParenthesised(text)).toBe(text.replace(/\([^)]*\)/g, ''));
      }),
      { numRuns: 3000 },
    );
  });

  it('readBulletRule reads as /^\\s*-\\s+\\*\\*(.+?)\\*\\*\\s*:?\\s*(.*)$/ did', () => {
    const before = (line: string) => {
      const match = /^\s*-\s+\*\*(.+?)\*\*\s*:?\s*(.*)$/.exec(line);
      return match ? { name: match[1], text: match[2] } : undefined;
    };
    fc.assert(
      fc.property(shortText(['-', ' ', '\u2028', '*', '**', ':', 'a'], 16), (rest) => {
        for (const line of [rest, `- **${rest}`, ` -  **a${rest}`])
          expect(readBulletRule(line)).toEqual(before(line));
      }),
      { numRuns: 3000 },
    );
  });

  it('collapseWhitespace leaves one space between words', () => {
    expect(collapseWhitespace('  a \t b\u2028c  ')).toBe('a b c');
  });

  it('splitBilingualName splits at " et " as /\\s+et\\s+/ did', () => {
    fc.assert(
      fc.property(shortText(['a', ' ', '\t', 'e', 't']), (name) => {
        const { altNames } = splitBilingualName(`X${name}Y`);
        const cleaned = `X${name}Y`.trim();
        const expected = cleaned.split(/\s+et\s+/).filter((part) => part !== cleaned);
        expect(altNames).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('counts bullet rules at line starts as /^\\s*-\\s+\\*\\*[^*]+\\*\\*/gm did', () => {
    const before = (text: string) => (text.match(/^\s*-\s+\*\*[^*]+\*\*/gm) ?? []).length;
    const after = (text: string) => (text.match(BULLET_RULE_START) ?? []).length;
    fc.assert(
      fc.property(shortText(['-', ' ', '\n', '\r', '\u2028', '*', '**', 'a'], 20), (text) => {
        expect(after(text)).toBe(before(text));
      }),
      { numRuns: 3000 },
    );
  });
});
