import { describe, expect, it } from 'vitest';
import { wellFormed, wellFormedDeep } from '../../../src/core/text/well-formed';

describe('well-formed text', () => {
  it('turns each lone surrogate into one U+FFFD and keeps pairs', () => {
    expect(wellFormed('a\uD800b')).toBe('a\uFFFDb');
    expect(wellFormed('\uDC00\uD800')).toBe('\uFFFD\uFFFD');
    expect(wellFormed('fin\uD83D')).toBe('fin\uFFFD');
    expect(wellFormed('🛡️ ok')).toBe('🛡️ ok');
    // What SQLite stores reads back the same: UTF-8 round trip.
    const stored = Buffer.from(wellFormed('x\uD800y'), 'utf8').toString('utf8');
    expect(stored).toBe('x\uFFFDy');
  });

  it('fixes every string of a value, keys included, and returns the value itself when nothing changes', () => {
    const clean = { a: ['b', { c: 1 }], d: null };
    expect(wellFormedDeep(clean)).toBe(clean);
    expect(wellFormedDeep({ ['k\uD800']: ['v\uDFFF', 3] })).toEqual({ 'k\uFFFD': ['v\uFFFD', 3] });
  });
});
