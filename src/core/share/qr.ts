/**
 * QR codes of share codes, for the share dialog, the printout and the terminal. uqr computes the
 * modules; this turns them into an SVG path made of numbers only (no text from the list ever reaches
 * the markup), and into lines of block characters for a terminal.
 */
import { encode } from 'uqr';

export interface QrCode {
  /** Modules per side, quiet zone included. */
  size: number;
  /** An SVG path drawing the dark modules, one unit per module: "M4 4h7v1h-7z…". */
  path: string;
  /** Dark modules, row by row, quiet zone included. */
  modules: boolean[][];
}

/** The quiet zone the QR standard asks for around the code, in modules. */
const QUIET_ZONE = 4;

/** How a QR code is drawn: the error correction levels tried in turn, and the quiet zone. */
export interface QrLayout {
  levels: readonly ('L' | 'M')[];
  border: number;
}

/**
 * Paper and screens: error correction M (readable with 15 % of it damaged: a folded or smudged
 * printout), falling back to L for long texts, and the standard's quiet zone.
 */
const PRINTED: QrLayout = { levels: ['M', 'L'], border: QUIET_ZONE };

/**
 * A terminal: nothing folds or smudges a screen, so level L, the smallest code; a quiet zone of two
 * modules, which phone readers accept, so that usual share codes (up to about 440 characters) fit 80
 * columns, one module a column.
 */
export const TERMINAL_QR: QrLayout = { levels: ['L'], border: 2 };

/** The width of an 80-column terminal, the one `muster share --qr` fits when it can. */
export const TERMINAL_COLUMNS = 80;

/**
 * The QR code of a text (drawn for paper and screens unless `layout` says otherwise); null when the
 * text is too long for any QR code (about 2 900 bytes), in which case the share code is still given
 * as text.
 */
export function qrCodeOf(text: string, layout: QrLayout = PRINTED): QrCode | null {
  for (const ecc of layout.levels) {
    try {
      const { data, size } = encode(text, { ecc, border: layout.border });
      return { size, path: pathOf(data), modules: data };
    } catch {
      // too long at this level: try the next one
    }
  }
  return null;
}

/** Runs of dark modules as rectangles one module high. */
function pathOf(modules: boolean[][]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join('');
}

/**
 * The code as lines of "▀", "▄", "█" and spaces, two rows of modules a line, dark on a light terminal
 * when `darkOnLight`; most terminals are light text on dark, so by default light modules are drawn.
 */
export function qrTerminalLines(qr: QrCode, darkOnLight = false): string[] {
  // Outside the code counts as light, like the quiet zone.
  const filled = (x: number, y: number) => (qr.modules[y]?.[x] ?? false) === darkOnLight;
  const lines: string[] = [];
  for (let y = 0; y < qr.size; y += 2) {
    let line = '';
    for (let x = 0; x < qr.size; x++) {
      const top = filled(x, y);
      const bottom = filled(x, y + 1);
      line += top && bottom ? '█' : top ? '▀' : bottom ? '▄' : ' ';
    }
    lines.push(line);
  }
  return lines;
}
