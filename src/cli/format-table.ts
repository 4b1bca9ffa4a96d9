import { cleanLine } from '../core';

/**
 * Prints rows as aligned columns for terminals; cells are plain text (never interpreted), on one line,
 * without control characters.
 */
export function formatTable(headers: string[], dataRows: string[][]): string {
  const rows = dataRows.map((row) => row.map(cleanLine));
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
