import { describe, expect, it } from 'vitest';
import {
  EARLIEST_DATE,
  LATEST_DATE,
  nextRevisionTime,
  saneDate,
  withSaneDates,
} from '../../../src/core/roster/dates';
import { rosterSchema } from '../../../src/core/roster/migrate/v2-file';

const iso = (ms: number) => new Date(ms).toISOString();

describe('the dates a list may carry', () => {
  it('keeps a date inside the range exactly as written, and brings one outside to its nearest end', () => {
    expect(saneDate('2026-11-27T18:00:00Z')).toBe('2026-11-27T18:00:00Z');
    expect(saneDate('9999-12-31T23:59:59.999Z')).toBe(LATEST_DATE);
    expect(saneDate('1969-12-31T23:59:59.999Z')).toBe(EARLIEST_DATE);
    expect(saneDate('0001-01-01T00:00:00.000Z')).toBe(EARLIEST_DATE);
    const roster = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-02T00:00:00.000Z' };
    expect(withSaneDates(roster)).toBe(roster);
  });

  it('always gives a next revision that differs from the stored one and that the schema reads', () => {
    const now = Date.parse('2026-11-27T18:00:00.000Z');
    const dateSchema = rosterSchema.shape.updatedAt;
    for (const stored of [
      undefined,
      '2026-11-27T18:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
      LATEST_DATE,
      '9999-12-31T23:59:59.999Z',
    ]) {
      for (const clock of [now, Date.parse('1960-01-01T00:00:00Z'), 8.64e15]) {
        const next = iso(nextRevisionTime(stored, clock));
        expect(next, `${stored} at ${clock}`).not.toBe(stored);
        expect(dateSchema.safeParse(next).success, next).toBe(true);
        expect(next >= EARLIEST_DATE && next <= LATEST_DATE).toBe(true);
      }
    }
    // Inside the range, a revision is always later than the stored one, even with a clock behind it.
    expect(iso(nextRevisionTime('2027-01-01T00:00:00.000Z', now))).toBe('2027-01-01T00:00:00.001Z');
  });
});
