import { describe, expect, it } from 'vitest';
import { qrCodeOf, qrTerminalLines } from '../../../src/core/share/qr';

/** The modules an SVG path of qrCodeOf draws, read back. */
function modulesOfPath(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g))
    for (let i = 0; i < Number(w); i++) grid[Number(y)]![Number(x) + i] = true;
  return grid;
}

describe('qrCodeOf', () => {
  it('draws exactly the dark modules, with a quiet zone and the three finder patterns', () => {
    const qr = qrCodeOf('muster:1:lZHNTsMwEIRfBe05lmihHHLjwI03QBxW9jpdKf6R7SBBlHdnmkJAlXroyfbu')!;
    expect(qr.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    expect(modulesOfPath(qr.path, qr.size)).toEqual(qr.modules);
    expect(qr.modules.length).toBe(qr.size);
    // The quiet zone: four light modules on every side.
    for (let i = 0; i < qr.size; i++)
      for (const edge of [0, 1, 2, 3, qr.size - 1, qr.size - 4])
        expect(qr.modules[edge]![i] || qr.modules[i]![edge]).toBe(false);
    // Finder patterns: a dark 7×7 ring at three corners.
    for (const [x, y] of [
      [4, 4],
      [qr.size - 11, 4],
      [4, qr.size - 11],
    ] as const) {
      for (let i = 0; i < 7; i++) {
        expect(qr.modules[y]![x + i]).toBe(true);
        expect(qr.modules[y + 6]![x + i]).toBe(true);
        expect(qr.modules[y + i]![x]).toBe(true);
      }
      expect(qr.modules[y + 1]![x + 1]).toBe(false);
      expect(qr.modules[y + 3]![x + 3]).toBe(true);
    }
  });

  it('grows with the text and gives up past what a QR code holds', () => {
    const short = qrCodeOf('muster:1:abc')!;
    const long = qrCodeOf(`muster:1:${'x'.repeat(1500)}`)!;
    expect(long.size).toBeGreaterThan(short.size);
    expect(qrCodeOf(`muster:1:${'x'.repeat(4000)}`)).toBeNull();
  });

  it('prints two rows of modules a terminal line', () => {
    const qr = qrCodeOf('muster:1:abc')!;
    const lines = qrTerminalLines(qr);
    expect(lines).toHaveLength(Math.ceil(qr.size / 2));
    for (const line of lines) expect(line).toMatch(new RegExp(`^[█▀▄ ]{${qr.size}}$`));
    // The quiet zone is light: drawn full on a dark terminal, blank on a light one.
    expect(lines[0]).toBe('█'.repeat(qr.size));
    expect(qrTerminalLines(qr, true)[0]).toBe(' '.repeat(qr.size));
  });
});
