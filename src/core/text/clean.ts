/**
 * Text from rosters and glossaries as it may be shown: exports and terminal output. Control characters
 * (C0 but tab and newline, DEL, C1) and bidirectional marks, embeddings, overrides and isolates are never
 * printed: they could hide text, reorder it on screen, or drive a terminal (ESC sequences that erase or
 * rewrite a line).
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Multi-line text as it may be printed (line breaks normalised to "\n", kept). */
export function cleanText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL, '').trim();
}

/** One-line text (names, labels, table cells): line breaks become spaces too. */
export function cleanLine(text: string): string {
  return cleanText(text).replace(/\s+/g, ' ');
}

/** A message whose line breaks are the program's own: each line cleaned, the breaks kept. */
export function cleanLines(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(CONTROL, ''))
    .join('\n');
}

// What JSON.stringify leaves raw in strings: DEL, C1 and the bidirectional controls.
const UNESCAPED_IN_JSON = /[\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * JSON for a terminal: the same value, with every control character written as a \uXXXX escape, so a
 * program reading it gets the data unchanged and a terminal showing it is not driven by it.
 */
export function terminalJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    UNESCAPED_IN_JSON,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
