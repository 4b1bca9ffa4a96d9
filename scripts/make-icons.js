// `node scripts/make-icons.js`: Muster's application icon, drawn here from a few shapes and written as
// build/icon.svg (the design, for anyone to read or edit), PNGs of every size the packages use
// (build/icons/<n>x<n>.png for Linux, build/icon.png), build/icon.ico (Windows) and build/icon.icns
// (macOS). No image library and nothing downloaded: the shapes are filled by supersampling, and the PNG,
// ICO and ICNS containers are written by hand (ICO and ICNS both hold PNGs, which every supported
// Windows and macOS read). The output is the same byte for byte on every run; the files are committed,
// and tests/unit/desktop-icons.test.ts checks them against this script.
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The design, on a 512 × 512 canvas: a dark tile, a gold shield, an M for Muster. */
export const VIEW = 512;
export const SHAPES = [
  { kind: 'roundRect', x: 32, y: 32, width: 448, height: 448, radius: 96, color: '#1d3557' },
  {
    kind: 'polygon',
    points: [
      [128, 104],
      [384, 104],
      [384, 288],
      [256, 424],
      [128, 288],
    ],
    color: '#e9c46a',
  },
  {
    kind: 'polygon',
    points: [
      [176, 156],
      [214, 156],
      [256, 222],
      [298, 156],
      [336, 156],
      [336, 300],
      [302, 300],
      [302, 214],
      [256, 284],
      [210, 214],
      [210, 300],
      [176, 300],
    ],
    color: '#1d3557',
  },
];

export const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];
/** ICNS element types holding a PNG of each size. */
const ICNS_TYPES = [
  ['icp4', 16],
  ['icp5', 32],
  ['icp6', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic09', 512],
  ['ic10', 1024],
];

export function svg() {
  const shapes = SHAPES.map((shape) =>
    shape.kind === 'roundRect'
      ? `  <rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}" rx="${shape.radius}" fill="${shape.color}"/>`
      : `  <polygon points="${shape.points.map((p) => p.join(',')).join(' ')}" fill="${shape.color}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${VIEW}" height="${VIEW}" viewBox="0 0 ${VIEW} ${VIEW}">\n  <title>Muster</title>\n${shapes.join('\n')}\n</svg>\n`;
}

function inside(shape, x, y) {
  if (shape.kind === 'roundRect') {
    const { x: left, y: top, width, height, radius: r } = shape;
    if (x < left || y < top || x > left + width || y > top + height) return false;
    const cx = Math.min(Math.max(x, left + r), left + width - r);
    const cy = Math.min(Math.max(y, top + r), top + height - r);
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  }
  // Even-odd rule.
  let within = false;
  const points = shape.points;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
}

const rgb = (hex) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** RGBA pixels of the design at `size`, each the average of samples × samples points. */
export function render(size) {
  const samples = size <= 64 ? 8 : 4;
  const pixels = new Uint8Array(size * size * 4);
  const scale = VIEW / size;
  const colors = SHAPES.map((shape) => rgb(shape.color));
  for (let py = 0; py < size; py++)
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy++)
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) * scale;
          const y = (py + (sy + 0.5) / samples) * scale;
          // The topmost shape under the point gives its colour.
          for (let s = SHAPES.length - 1; s >= 0; s--)
            if (inside(SHAPES[s], x, y)) {
              r += colors[s][0];
              g += colors[s][1];
              b += colors[s][2];
              a += 1;
              break;
            }
        }
      const at = (py * size + px) * 4;
      // Colour un-premultiplied: an edge pixel keeps the shape's colour, its coverage in alpha.
      if (a > 0) {
        pixels[at] = Math.round(r / a);
        pixels[at + 1] = Math.round(g / a);
        pixels[at + 2] = Math.round(b / a);
        pixels[at + 3] = Math.round((255 * a) / (samples * samples));
      }
    }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

export function png(size) {
  const pixels = render(size);
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows[y * (size * 4 + 1)] = 0;
    Buffer.from(pixels.subarray(y * size * 4, (y + 1) * size * 4)).copy(rows, y * (size * 4 + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function ico(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(ICO_SIZES.length, 4);
  const entries = [];
  let offset = 6 + 16 * ICO_SIZES.length;
  for (const size of ICO_SIZES) {
    const entry = Buffer.alloc(16);
    entry[0] = size === 256 ? 0 : size; // 0 means 256
    entry[1] = size === 256 ? 0 : size;
    entry.writeUInt16LE(1, 4); // planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(pngs.get(size).length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += pngs.get(size).length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...ICO_SIZES.map((size) => pngs.get(size))]);
}

export function icns(pngs) {
  const elements = ICNS_TYPES.map(([type, size]) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(8 + pngs.get(size).length, 4);
    return Buffer.concat([head, pngs.get(size)]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(8 + elements.reduce((sum, element) => sum + element.length, 0), 4);
  return Buffer.concat([head, ...elements]);
}

/** Every file, by its path under the project. */
export function iconFiles() {
  const pngs = new Map(PNG_SIZES.map((size) => [size, png(size)]));
  const files = new Map([['build/icon.svg', Buffer.from(svg())]]);
  for (const size of PNG_SIZES.filter((s) => s <= 512))
    files.set(`build/icons/${size}x${size}.png`, pngs.get(size));
  files.set('build/icon.png', pngs.get(512));
  files.set('build/icon.ico', ico(pngs));
  files.set('build/icon.icns', icns(pngs));
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  for (const [path, data] of iconFiles()) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), data);
    console.log(`${path} (${data.length} bytes)`);
  }
}
