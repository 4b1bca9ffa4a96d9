import { paragraphs, splitLines } from './plain-text';
import type { ParsedGlossary } from './types';

const MARKER = 'Capacité Spéciale';

/**
 * NetEpic codex listing (seed 001): name / "Capacité Spéciale" / "Unité" or "Arme" / name again /
 * text lines until the next block, which starts with a line followed by the marker.
 */
export function parseNetepicCodex(text: string): ParsedGlossary {
  const lines = splitLines(text);
  const starts: number[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === MARKER && i > 0 && lines[i - 1]!.trim()) starts.push(i - 1);
  });
  const unreadable = lines
    .slice(0, starts[0] ?? lines.length)
    .map((l) => l.trim())
    .filter(Boolean);
  const blocks = starts.map((start, n) => {
    const end = starts[n + 1] ?? lines.length;
    const name = lines[start]!.trim();
    const kind = lines[start + 2]?.trim();
    let bodyStart = start + 3;
    // The name is printed again before the text.
    if (lines[bodyStart]?.trim() === name) bodyStart += 1;
    return {
      name,
      altNames: [],
      text: paragraphs(lines.slice(bodyStart, end).flatMap((l) => [l, ''])),
      ...(kind === 'Unité'
        ? { scope: 'unit' as const }
        : kind === 'Arme'
          ? { scope: 'weapon' as const }
          : {}),
    };
  });
  return { layout: 'netepic-codex', blocks, unreadable };
}
