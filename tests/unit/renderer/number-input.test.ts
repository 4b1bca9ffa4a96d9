import { describe, expect, it } from 'vitest';
import { readWholeNumber } from '../../../src/renderer/state/number-input';

describe('whole numbers typed by the player', () => {
  it('accepts a whole number in range', () => {
    expect(readWholeNumber(' 6 ', 4, 8)).toEqual({ ok: true, value: 6 });
  });
  it('refuses instead of clamping or rounding', () => {
    expect(readWholeNumber('99', 4, 8)).toEqual({ ok: false, reason: 'out-of-range' });
    expect(readWholeNumber('-50', 1, 1_000_000)).toEqual({ ok: false, reason: 'out-of-range' });
    expect(readWholeNumber('5.5', 4, 8)).toEqual({ ok: false, reason: 'not-a-number' });
    expect(readWholeNumber('', 4, 8)).toEqual({ ok: false, reason: 'not-a-number' });
    expect(readWholeNumber('1e3', 1, 5000)).toEqual({ ok: false, reason: 'not-a-number' });
  });
});
