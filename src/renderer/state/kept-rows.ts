/**
 * A virtualised list's rows to draw: those in or near view, and the rows given, wherever the list is
 * scrolled. A row the keyboard holds (the focused card, the highlighted catalogue entry) must stay in the
 * page: the focus or `aria-activedescendant` would otherwise point at nothing once it is scrolled away.
 */
import { defaultRangeExtractor, type Range } from '@tanstack/solid-virtual';

export function rowsKeeping(keep: readonly number[]): (range: Range) => number[] {
  const kept = keep.filter((index) => index >= 0);
  if (kept.length === 0) return defaultRangeExtractor;
  return (range) =>
    [...new Set([...defaultRangeExtractor(range), ...kept.filter((index) => index < range.count)])].sort(
      (a, b) => a - b,
    );
}
