import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rosterFingerprint, sameFingerprint, sha256 } from '../../../src/core/export/fingerprint';
import { readRoster } from '../../../src/core/roster/migrate/read-v2';
import type { ListCards } from '../../../src/core/roster/cards';

const fixture = (path: string): ListCards =>
  readRoster(readFileSync(resolve(import.meta.dirname, '../../fixtures/rosters', path), 'utf8'));

describe('sha256', () => {
  it('matches Node’s SHA-256 on the standard vectors and on random bytes', () => {
    const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
    expect(hex(sha256(new TextEncoder().encode('')))).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(hex(sha256(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
      }),
      { numRuns: 200 },
    );
  });
});

describe('rosterFingerprint', () => {
  const roster = fixture('netepic/legal-tactical-company.json');

  it('is three groups of four hexadecimal digits', () => {
    expect(rosterFingerprint(roster)).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
  });

  it('does not change with what does not change the army: id, name, notes, dates, selection ids, key order', () => {
    const renamedIds = new Map(roster.selections.map((s, i) => [s.id, `other-${i}`]));
    const rename = (id: string | undefined) => (id === undefined ? undefined : renamedIds.get(id));
    const same: ListCards = {
      ...roster,
      id: 'another-id',
      name: 'Un autre nom',
      notes: 'Plan de bataille',
      createdAt: '2030-01-01T00:00:00.000Z',
      updatedAt: '2030-01-02T00:00:00.000Z',
      selections: roster.selections.map((s) => {
        const { parent, attachedTo, embarkedIn, ...rest } = s;
        const moved = { ...rest, id: renamedIds.get(s.id)!, options: { ...s.options, unused: 0 } };
        return {
          ...Object.fromEntries(Object.entries(moved).reverse()),
          ...(parent ? { parent: rename(parent) } : {}),
          ...(attachedTo ? { attachedTo: rename(attachedTo) } : {}),
          ...(embarkedIn ? { embarkedIn: rename(embarkedIn) } : {}),
        } as ListCards['selections'][number];
      }),
    };
    expect(rosterFingerprint(same)).toBe(rosterFingerprint(roster));
  });

  it('changes with the army: a count, an option, a unit, the points limit, a link', () => {
    const base = rosterFingerprint(roster);
    const first = roster.selections[0]!;
    const variants: ListCards[] = [
      { ...roster, pointsLimit: roster.pointsLimit + 1 },
      { ...roster, selections: roster.selections.slice(1) },
      { ...roster, selections: [{ ...first, count: (first.count ?? 1) + 7 }, ...roster.selections.slice(1)] },
      {
        ...roster,
        selections: [{ ...first, options: { ...first.options, extra: 1 } }, ...roster.selections.slice(1)],
      },
      {
        ...roster,
        selections: roster.selections.map((s, i) => (i === 2 ? { ...s, parent: undefined } : s)),
      },
    ];
    const prints = variants.map(rosterFingerprint);
    for (const print of prints) expect(print).not.toBe(base);
    expect(new Set(prints).size).toBe(prints.length);
  });

  it('differs between the fixtures of every game', () => {
    const prints = [
      'netepic/legal-tactical-company.json',
      'deadzone/legal-enforcers.json',
      'antares/legal-algoryn.json',
      'freebooters-fate/legal-armada.json',
    ].map((path) => rosterFingerprint(fixture(path)));
    expect(new Set(prints).size).toBe(4);
  });

  it('compares as typed by a person', () => {
    expect(sameFingerprint('3f9a c21b-07de', '3F9A-C21B-07DE')).toBe(true);
    expect(sameFingerprint('3F9A-C21B-07DF', '3F9A-C21B-07DE')).toBe(false);
  });
});
