/**
 * The range of dates a saved list may carry. A list's `updatedAt` is also its revision: every write
 * stamps one later than the stored one, so a date at the very end of what ISO 8601 writes with four
 * digits (9999-12-31T23:59:59.999Z) would be followed by `+010000-…`, which the roster schema refuses
 * on reading, and the list could never be opened again. Dates enter from files, share codes, library
 * files and the API; each boundary brings them into this range, which leaves centuries of room after
 * the latest.
 */
export const EARLIEST_DATE = '1970-01-01T00:00:00.000Z';
export const LATEST_DATE = '2999-12-31T23:59:59.999Z';
const EARLIEST_MS = Date.parse(EARLIEST_DATE);
const LATEST_MS = Date.parse(LATEST_DATE);

/** A time (milliseconds) brought into the range; a time that is no number becomes the earliest. */
export function saneTime(ms: number): number {
  if (Number.isNaN(ms)) return EARLIEST_MS;
  return Math.min(Math.max(ms, EARLIEST_MS), LATEST_MS);
}

/** Whether a time is inside the range (a revision past it is not written: see nextRevisionTime). */
export function isSaneTime(ms: number): boolean {
  return ms >= EARLIEST_MS && ms <= LATEST_MS;
}

/** An ISO date brought into the range; one already inside is returned as written. */
export function saneDate(iso: string): string {
  const ms = Date.parse(iso);
  return isSaneTime(ms) ? iso : new Date(saneTime(ms)).toISOString();
}

/** A list's dates brought into the range (the list itself when they already are). */
export function withSaneDates<T extends { createdAt: string; updatedAt: string }>(roster: T): T {
  const createdAt = saneDate(roster.createdAt);
  const updatedAt = saneDate(roster.updatedAt);
  if (createdAt === roster.createdAt && updatedAt === roster.updatedAt) return roster;
  return { ...roster, createdAt, updatedAt };
}

/**
 * The revision that follows `stored` at clock time `now`: later than both, or, when that would leave
 * the range (a stored revision at its very end), the clock's time, which differs from the stored one
 * and is all a revision check needs. Always inside the range.
 */
export function nextRevisionTime(stored: string | undefined, now: number): number {
  const at = saneTime(now);
  if (stored === undefined) return at;
  const storedMs = Date.parse(stored);
  const after = Math.max(at, storedMs + 1);
  if (isSaneTime(after)) return after;
  // Only a clock itself past the range can land on a stored revision at its very end.
  return at === storedMs ? at - 1 : at;
}
