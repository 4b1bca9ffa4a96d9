import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { deflateSync, strToU8 } from 'fflate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rosterFingerprint } from '../../../src/core/export/fingerprint';
import { readRoster, RosterFormatError } from '../../../src/core/roster/read-roster';
import type { RosterReadReason } from '../../../src/core/roster/read-problems';
import type { Roster } from '../../../src/core/roster/schema';
import {
  decodeShareCode,
  encodeShareCode,
  fromBase64Url,
  looksLikeShareCode,
  MAX_SHARE_JSON_BYTES,
  toBase64Url,
} from '../../../src/core/share/share-code';

const FIXTURES = resolve(import.meta.dirname, '../../fixtures/rosters');
const fixture = (path: string): Roster => readRoster(readFileSync(resolve(FIXTURES, path), 'utf8'));
const FRESH = { id: 'fresh-id-1', at: '2031-05-06T07:08:09.000Z' };

function reasonOf(run: () => unknown): RosterReadReason['code'] {
  try {
    run();
  } catch (error) {
    if (error instanceof RosterFormatError) return error.reason.code;
    throw error;
  }
  throw new Error('no error');
}

const codeOfJson = (json: string) => `muster:1:${toBase64Url(deflateSync(strToU8(json)))}`;

describe('base64url', () => {
  it('round-trips any bytes and matches Node’s base64url', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const text = toBase64Url(bytes);
        expect(text).toBe(Buffer.from(bytes).toString('base64url'));
        expect(Array.from(fromBase64Url(text)!)).toEqual(Array.from(bytes));
      }),
    );
  });
  it('refuses letters outside the alphabet and a dangling character', () => {
    expect(fromBase64Url('ab+c')).toBeNull();
    expect(fromBase64Url('abcde')).toBeNull();
  });
});

describe('share codes', () => {
  const games = [
    'netepic/legal-tactical-company.json',
    'netepic/overloaded-transports.json',
    'deadzone/legal-enforcers.json',
    'antares/legal-algoryn.json',
    'freebooters-fate/legal-armada.json',
  ];

  for (const path of games)
    it(`${path}: opens the same list (same army, name, notes), with the id and dates given`, () => {
      const roster = { ...fixture(path), notes: 'Plan : tenir le centre.\nRéserve à gauche.' };
      const code = encodeShareCode(roster);
      expect(code).toMatch(/^muster:1:[A-Za-z0-9_-]+$/);
      const opened = decodeShareCode(code, FRESH);
      expect(opened.id).toBe(FRESH.id);
      expect(opened.createdAt).toBe(FRESH.at);
      expect(opened.updatedAt).toBe(FRESH.at);
      expect(opened.name).toBe(roster.name);
      expect(opened.notes).toBe(roster.notes);
      expect(opened.pointsLimit).toBe(roster.pointsLimit);
      expect(opened.selections.map((s) => [s.entry, s.count, s.label])).toEqual(
        roster.selections.map((s) => [s.entry, s.count, s.label]),
      );
      expect(rosterFingerprint(opened)).toBe(rosterFingerprint(roster));
      // Encoding again gives the same code: nothing is lost or added on the way.
      expect(encodeShareCode(opened)).toBe(code);
    });

  it('is short: compressed, with short selection ids', () => {
    const roster = fixture('netepic/legal-tactical-company.json');
    const code = encodeShareCode(roster);
    expect(code.length).toBeLessThan(JSON.stringify(roster).length / 2);
  });

  it('reads a code pasted with line breaks, spaces and words around it', () => {
    const roster = fixture('deadzone/legal-enforcers.json');
    const code = encodeShareCode(roster);
    const pasted = `Voici ma liste :\n  ${code.slice(0, 20)}\n${code.slice(20, 41)} ${code.slice(41)}\n\nÀ samedi !`;
    expect(looksLikeShareCode(pasted)).toBe(true);
    expect(rosterFingerprint(decodeShareCode(pasted, FRESH))).toBe(rosterFingerprint(roster));
  });

  it('refuses hostile and broken codes with a reason, never anything else', () => {
    const good = encodeShareCode(fixture('deadzone/legal-enforcers.json'));
    expect(reasonOf(() => decodeShareCode('', FRESH))).toBe('empty-file');
    expect(reasonOf(() => decodeShareCode('hello', FRESH))).toBe('share-code-broken');
    expect(reasonOf(() => decodeShareCode('muster:1:', FRESH))).toBe('share-code-broken');
    expect(reasonOf(() => decodeShareCode(good.slice(0, good.length - 12), FRESH))).toBe('share-code-broken');
    expect(reasonOf(() => decodeShareCode(good.replace('muster:1:', 'muster:0:'), FRESH))).toBe(
      'share-code-broken',
    );
    expect(reasonOf(() => decodeShareCode(good.replace('muster:1:', 'muster:7:'), FRESH))).toBe(
      'share-code-newer',
    );
    expect(reasonOf(() => decodeShareCode('muster:1:!!!!', FRESH))).toBe('share-code-broken');
    expect(reasonOf(() => decodeShareCode(codeOfJson('[1,2]'), FRESH))).toBe('share-code-broken');
    expect(reasonOf(() => decodeShareCode(codeOfJson('{"a":'), FRESH))).toBe('share-code-broken');
    expect(reasonOf(() => decodeShareCode(codeOfJson('{"format":"other"}'), FRESH))).toBe('not-a-roster');
    expect(
      reasonOf(() =>
        decodeShareCode(
          codeOfJson(JSON.stringify({ format: 'muster-roster', version: 99, selections: [] })),
          FRESH,
        ),
      ),
    ).toBe('newer-version');
    expect(
      reasonOf(() =>
        decodeShareCode(
          codeOfJson(
            JSON.stringify({
              format: 'muster-roster',
              version: 2,
              name: 'x',
              game: 'deadzone',
              faction: 'f',
              pointsLimit: 10,
              selections: [{ id: 'a', entry: 'e', attachedTo: 'nowhere' }],
            }),
          ),
          FRESH,
        ),
      ),
    ).toBe('invalid-content');
    // The id and dates of the code are never taken: the caller's are.
    const withId = JSON.parse(
      JSON.stringify({ ...fixture('deadzone/legal-enforcers.json'), id: '../../etc', createdAt: 'x' }),
    ) as object;
    expect(decodeShareCode(codeOfJson(JSON.stringify(withId)), FRESH).id).toBe(FRESH.id);
  });

  it('refuses a code that inflates past the bound, without inflating it all', () => {
    const bomb = new Uint8Array(MAX_SHARE_JSON_BYTES * 4).fill(32);
    const code = `muster:1:${toBase64Url(deflateSync(bomb, { level: 9 }))}`;
    expect(code.length).toBeLessThan(20_000);
    expect(reasonOf(() => decodeShareCode(code, FRESH))).toBe('share-code-too-large');
    expect(reasonOf(() => decodeShareCode(`muster:1:${'A'.repeat(150_000)}`, FRESH))).toBe(
      'share-code-too-large',
    );
  });

  it('never throws anything but a RosterFormatError on random text after the prefix', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.uint8Array({ maxLength: 300 }), (text, bytes) => {
        for (const input of [`muster:1:${text}`, `muster:1:${toBase64Url(bytes)}`])
          try {
            decodeShareCode(input, FRESH);
          } catch (error) {
            expect(error).toBeInstanceOf(RosterFormatError);
          }
      }),
      { numRuns: 300 },
    );
  });
});
