/**
 * The application icons in build/: drawn by scripts/make-icons.js from the shapes of build/icon.svg.
 * The committed files are the script's output (small sizes drawn again here; the large ones take
 * seconds), and each container is what its platform reads: PNGs of the size they say, an ICO directory
 * whose entries point at PNGs, an ICNS whose elements hold PNGs of the sizes their types mean.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { png, svg } from '../../scripts/make-icons.js';

const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(join(ROOT, path));
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(data: Buffer): { width: number; height: number } {
  expect(data.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(data.toString('ascii', 12, 16)).toBe('IHDR');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

describe('the application icons', () => {
  it('are the script’s output: the SVG and the small PNGs drawn again are the committed files', () => {
    expect(read('build/icon.svg').toString('utf8')).toBe(svg());
    for (const size of [16, 32, 48])
      expect(read(`build/icons/${size}x${size}.png`).equals(png(size))).toBe(true);
  });

  it('draws the tile in the SVG’s colours: dark corners cut round, the shield’s gold in the middle', () => {
    const data = read('build/icons/64x64.png');
    // The pixel rows, after the PNG's filter byte of each row (filter 0: the bytes as they are).
    const idat = data.indexOf('IDAT');
    const length = data.readUInt32BE(idat - 4);
    const rows = inflateSync(data.subarray(idat + 4, idat + 4 + length));
    const pixel = (x: number, y: number) => [...rows.subarray(y * 257 + 1 + x * 4, y * 257 + 1 + x * 4 + 4)];
    expect(pixel(0, 0)[3]).toBe(0); // outside the rounded tile
    expect(pixel(32, 8)).toEqual([0x1d, 0x35, 0x57, 255]); // the tile, above the shield
    expect(pixel(18, 25)).toEqual([0xe9, 0xc4, 0x6a, 255]); // the shield, beside the M
  });

  it('has PNGs of every size Linux packages use', () => {
    for (const size of [16, 24, 32, 48, 64, 128, 256, 512])
      expect(pngSize(read(`build/icons/${size}x${size}.png`))).toEqual({ width: size, height: size });
    expect(pngSize(read('build/icon.png'))).toEqual({ width: 512, height: 512 });
  });

  it('has an ICO for Windows whose entries are PNGs up to 256', () => {
    const ico = read('build/icon.ico');
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes: number[] = [];
    for (let i = 0; i < ico.readUInt16LE(4); i++) {
      const entry = 6 + i * 16;
      const [bytes, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      const { width } = pngSize(ico.subarray(offset, offset + bytes));
      expect(ico[entry] === 0 ? 256 : ico[entry]).toBe(width);
      sizes.push(width);
    }
    expect(sizes).toEqual(expect.arrayContaining([16, 32, 48, 256]));
  });

  it('has an ICNS for macOS whose elements hold PNGs of their type’s size, up to 1024', () => {
    const icns = read('build/icon.icns');
    expect(icns.toString('ascii', 0, 4)).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const TYPES: Record<string, number> = {
      icp4: 16,
      icp5: 32,
      icp6: 64,
      ic07: 128,
      ic08: 256,
      ic09: 512,
      ic10: 1024,
    };
    const found: string[] = [];
    for (let at = 8; at < icns.length;) {
      const type = icns.toString('ascii', at, at + 4);
      const length = icns.readUInt32BE(at + 4);
      expect(pngSize(icns.subarray(at + 8, at + length)).width, type).toBe(TYPES[type]);
      found.push(type);
      at += length;
    }
    expect(found.sort()).toEqual(Object.keys(TYPES).sort());
  });
});
