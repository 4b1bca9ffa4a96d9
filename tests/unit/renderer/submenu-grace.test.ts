/**
 * The area where a pointer on its way from a submenu's trigger to the submenu keeps it open: from the
 * point where it left the trigger to the whole submenu, on whichever side the submenu opened.
 */
import { describe, expect, it } from 'vitest';
import { isInGraceArea, type Point } from '../../../src/renderer/components/editor/submenu-grace';

const rect = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

/** Points on the straight line from a to b, a excluded. */
function path(a: Point, b: Point, steps: number): Point[] {
  return Array.from({ length: steps }, (_, i) => {
    const f = (i + 1) / steps;
    return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f] as const;
  });
}

describe('submenu grace area', () => {
  const trigger = rect(900, 400, 250, 34);

  it('covers the diagonal to the last item of a submenu opened on the left, taller than its menu', () => {
    const submenu = rect(380, 400, 516, 420);
    const exit: Point = [1010, 434];
    for (const point of path(exit, [640, 800], 30))
      expect(isInGraceArea(point, exit, trigger, submenu)).toBe(true);
  });

  it('covers the diagonal to the last item of a submenu opened on the right', () => {
    const submenu = rect(1154, 400, 300, 220);
    const exit: Point = [1050, 434];
    for (const point of path(exit, [1300, 600], 30))
      expect(isInGraceArea(point, exit, trigger, submenu)).toBe(true);
  });

  it('covers a submenu pushed up above its trigger', () => {
    const submenu = rect(380, 60, 516, 420);
    const exit: Point = [1000, 400];
    for (const point of path(exit, [640, 80], 30))
      expect(isInGraceArea(point, exit, trigger, submenu)).toBe(true);
  });

  it('leaves out a pointer going straight down, or away from the submenu', () => {
    const left = rect(380, 400, 516, 220);
    const exit: Point = [1010, 434];
    expect(isInGraceArea([1010, 480], exit, trigger, left)).toBe(false);
    expect(isInGraceArea([1060, 450], exit, trigger, left)).toBe(false);
    const right = rect(1154, 400, 300, 220);
    const rightExit: Point = [1050, 434];
    expect(isInGraceArea([1050, 480], rightExit, trigger, right)).toBe(false);
    expect(isInGraceArea([1000, 450], rightExit, trigger, right)).toBe(false);
  });
});
