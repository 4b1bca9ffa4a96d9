/** What the player typed in a number field: a whole number in range, or why it is refused. */
export type WholeNumberReading =
  { ok: true; value: number } | { ok: false; reason: 'not-a-number' | 'out-of-range' };

/**
 * Reads a whole number typed by the player. Nothing is rounded or clamped: a value the game does not
 * allow is refused, and the field says so, rather than being silently changed into another one.
 */
export function readWholeNumber(raw: string, min: number, max: number): WholeNumberReading {
  const trimmed = raw.trim();
  if (!/^[-+]?\d+$/.test(trimmed)) return { ok: false, reason: 'not-a-number' };
  const value = Number(trimmed);
  if (value < min || value > max) return { ok: false, reason: 'out-of-range' };
  return { ok: true, value };
}
