import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { deflateSync, strToU8 } from 'fflate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rosterFingerprint } from '../../../src/core/export/fingerprint';
import { readRoster } from '../../../src/core/roster/migrate/read-v2';
import { RosterFormatError } from '../../../src/core/roster/read-failure';
import type { RosterReadReason } from '../../../src/core/roster/read-problems';
import type { MusterList } from '../../../src/core/roster/list';
import type { ListCards } from '../../../src/core/roster/cards';
import type { RosterForce, RosterSelection } from '../../../src/core/roster/tree';
import {
  decodeShareCode,
  encodeShareCode,
  isSharedList,
  sharedDocumentText,
  fromBase64Url,
  looksLikeShareCode,
  MAX_SHARE_JSON_BYTES,
  toBase64Url,
} from '../../../src/core/share/share-code';

const FIXTURES = resolve(import.meta.dirname, '../../fixtures/rosters');
const fixture = (path: string): ListCards => readRoster(readFileSync(resolve(FIXTURES, path), 'utf8'));
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

/**
 * A small list of two forces (a child force inside the first), cards holding their own selections
 * (ids with their card's prefix), relations between cards, names, notes and limits.
 */
function twoForceList(): MusterList {
  const selection = (id: string, entryId: string, selections: RosterSelection[] = []): RosterSelection => ({
    id,
    entryId,
    number: 1,
    selections,
  });
  return {
    format: 'muster-roster',
    version: 3,
    id: 'list-9f2c',
    name: 'Compagnie « Gamma »',
    gameSystemId: 'netepic',
    costLimits: { pts: 3000 },
    customNotes: 'Plan : tenir le centre.\nRéserve à gauche.',
    createdAt: '2026-01-02T03:04:05.000Z',
    updatedAt: '2026-01-03T03:04:05.000Z',
    forces: [
      {
        id: 'force-a1b2c3',
        entryId: 'company',
        catalogueId: 'netepic-space-marines',
        customName: 'Première',
        selections: [
          selection('sq7k2m1', 'tactical', [
            selection('sq7k2m1.m1', 'marine'),
            selection('sq7k2m1.o.rhino', 'rhino'),
          ]),
          { ...selection('chx91', 'captain'), attachedTo: 'sq7k2m1', customName: 'Tiberius' },
          { ...selection('tk0', 'trooper'), number: 3, embarkedIn: 'sq7k2m1.o.rhino' },
        ],
        forces: [
          {
            id: 'force-z9',
            entryId: 'support',
            catalogueId: 'netepic-space-marines',
            selections: [selection('w1', 'whirlwind', [selection('w1.x', 'extra')])],
            forces: [],
          },
        ],
      },
    ],
  };
}

/** The ids of a list's selections and relations, in tree order. */
function idsOf(list: MusterList): string[] {
  const out: string[] = [];
  const walk = (selections: readonly RosterSelection[]) => {
    for (const s of selections) {
      out.push(s.id, s.attachedTo ?? '-', s.embarkedIn ?? '-');
      walk(s.selections);
    }
  };
  const forces = (all: readonly RosterForce[]) => {
    for (const force of all) {
      walk(force.selections);
      forces(force.forces);
    }
  };
  forces(list.forces);
  return out;
}

/** A code of version 1, as Muster wrote them before lists: the flat list's JSON without id and dates. */
function versionOneCode(roster: ListCards): string {
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = roster;
  return `muster:1:${toBase64Url(deflateSync(strToU8(JSON.stringify(rest)), { level: 9 }))}`;
}

describe('share codes', () => {
  it('carry the list: forces, the tree, relations, names, notes and limits; new id and dates', () => {
    const list = twoForceList();
    const code = encodeShareCode(list);
    expect(code).toMatch(/^muster:2:[A-Za-z0-9_-]+$/);
    const opened = decodeShareCode(code, FRESH);
    if (!isSharedList(opened)) throw new Error('a list was expected');
    expect(opened.id).toBe(FRESH.id);
    expect(opened.createdAt).toBe(FRESH.at);
    expect(opened.updatedAt).toBe(FRESH.at);
    const { id: _a, createdAt: _b, updatedAt: _c, forces: openedForces, ...openedRest } = opened;
    const { id: _d, createdAt: _e, updatedAt: _f, forces, ...rest } = list;
    expect(openedRest).toEqual(rest);
    // Ids are short, a card's own keep its prefix, and every relation follows its selection.
    expect(idsOf(opened)).toEqual([
      ...['1', '-', '-', '1.1', '-', '-', '1.2', '-', '-'],
      ...['2', '1', '-', '3', '-', '1.2', '4', '-', '-', '4.1', '-', '-'],
    ]);
    const shape = (all: readonly RosterForce[]): unknown =>
      all.map((force) => ({ ...force, id: undefined, selections: undefined, forces: shape(force.forces) }));
    expect(shape(openedForces)).toEqual(shape(forces));
    expect(sharedDocumentText(opened)).toContain('"version": 3');
    // Encoding again gives the same code: nothing is lost or added on the way.
    expect(encodeShareCode(opened)).toBe(code);
  });

  it('is short: compressed, with short ids', () => {
    const list = twoForceList();
    expect(encodeShareCode(list).length).toBeLessThan(JSON.stringify(list).length / 2);
  });

  const games = [
    'netepic/legal-tactical-company.json',
    'netepic/overloaded-transports.json',
    'deadzone/legal-enforcers.json',
    'antares/legal-algoryn.json',
    'freebooters-fate/legal-armada.json',
  ];

  for (const path of games)
    it(`${path}: a code of version 1 still opens the flat list it holds, with the id and dates given`, () => {
      const roster = { ...fixture(path), notes: 'Plan : tenir le centre.\nRéserve à gauche.' };
      const opened = decodeShareCode(versionOneCode(roster), FRESH);
      if (isSharedList(opened)) throw new Error('a flat list was expected');
      expect(opened.id).toBe(FRESH.id);
      expect(opened.createdAt).toBe(FRESH.at);
      expect(opened.name).toBe(roster.name);
      expect(opened.notes).toBe(roster.notes);
      expect(opened.pointsLimit).toBe(roster.pointsLimit);
      expect(rosterFingerprint(opened)).toBe(rosterFingerprint(roster));
      expect(sharedDocumentText(opened)).toContain('"version": 2');
    });

  it('reads a code pasted with line breaks, spaces and words around it', () => {
    const code = encodeShareCode(twoForceList());
    const pasted = `Voici ma liste :\n  ${code.slice(0, 20)}\n${code.slice(20, 41)} ${code.slice(41)}\n\nÀ samedi !`;
    expect(looksLikeShareCode(pasted)).toBe(true);
    expect(decodeShareCode(pasted, FRESH)).toEqual(decodeShareCode(code, FRESH));
  });

  it('refuses hostile and broken codes with a reason, never anything else', () => {
    const good = encodeShareCode(twoForceList());
    expect(reasonOf(() => decodeShareCode('', FRESH))).toBe('empty-file');
    expect(reasonOf(() => decodeShareCode('hello', FRESH))).toBe('share-code-broken');
    expect(reasonOf(() => decodeShareCode('muster:1:', FRESH))).toBe('share-code-broken');
    expect(reasonOf(() => decodeShareCode(good.slice(0, good.length - 12), FRESH))).toBe('share-code-broken');
    expect(reasonOf(() => decodeShareCode(good.replace('muster:2:', 'muster:0:'), FRESH))).toBe(
      'share-code-broken',
    );
    expect(reasonOf(() => decodeShareCode(good.replace('muster:2:', 'muster:7:'), FRESH))).toBe(
      'share-code-newer',
    );
    // A flat list in a code of version 2, a list in a code of version 1: refused.
    const flat = versionOneCode(fixture('deadzone/legal-enforcers.json'));
    expect(reasonOf(() => decodeShareCode(flat.replace('muster:1:', 'muster:2:'), FRESH))).toBe(
      'share-code-broken',
    );
    expect(reasonOf(() => decodeShareCode(good.replace('muster:2:', 'muster:1:'), FRESH))).toBe(
      'newer-version',
    );
    // A list of a later format in a code of version 2 says so.
    const later = `muster:2:${toBase64Url(deflateSync(strToU8(JSON.stringify({ ...twoForceList(), version: 4 }))))}`;
    expect(reasonOf(() => decodeShareCode(later, FRESH))).toBe('newer-version');
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
        for (const input of [
          `muster:1:${text}`,
          `muster:1:${toBase64Url(bytes)}`,
          `muster:2:${text}`,
          `muster:2:${toBase64Url(bytes)}`,
        ])
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
