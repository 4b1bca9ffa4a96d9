/**
 * Text from rosters and glossaries as it may be shown: exports and terminal output. Control characters
 * (C0 but tab and newline, DEL, C1), bidirectional marks, embeddings, overrides and isolates, and the
 * invisible format characters (zero-width spaces and joiners, word joiner, byte order mark, line and
 * paragraph separators, Hangul fillers, tag characters) are never printed: they could hide text,
 * reorder it on screen, pass one name off as another, or drive a terminal (ESC sequences that erase or
 * rewrite a line).
 */
const INVISIBLE =
  '\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0000}-\u{E007F}';
// Combining characters (U+034F, the Mongolian selectors) stand alone in these classes, each removed
// on its own: the class is not misleading.
// eslint-disable-next-line no-misleading-character-class
const CONTROL = new RegExp(`[\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F${INVISIBLE}]`, 'gu');

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

// What JSON.stringify leaves raw in strings: DEL, C1, the bidirectional and invisible characters.
// eslint-disable-next-line no-misleading-character-class
const UNESCAPED_IN_JSON = new RegExp(`[\\u007F-\\u009F${INVISIBLE}]`, 'gu');

/** Each UTF-16 unit of a character as a JSON \uXXXX escape (a pair for a character past U+FFFF). */
function jsonEscape(char: string): string {
  let out = '';
  for (let i = 0; i < char.length; i++) out += `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
}

/**
 * JSON text with every character that could drive or fool a terminal written as a \uXXXX escape: the
 * same data for a program reading it, nothing hidden or reordered for a person looking at it.
 */
export function escapeInvisibleInJson(json: string): string {
  return json.replace(UNESCAPED_IN_JSON, jsonEscape);
}

/**
 * JSON for a terminal: the same value, with every control character written as a \uXXXX escape, so a
 * program reading it gets the data unchanged and a terminal showing it is not driven by it.
 */
export function terminalJson(value: unknown): string {
  return escapeInvisibleInJson(JSON.stringify(value, null, 2));
}
