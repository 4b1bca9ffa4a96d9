/**
 * Small hand-written scanners for the glossary parsers. Glossaries are user files: a regular
 * expression whose quantifiers overlap (`\s+(.+?)\s*#*\s*$`) backtracks for minutes on a long line of
 * spaces, so the parsers read such shapes character by character, in time linear in the line.
 */

const WHITESPACE = /\s/;
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;

/** The same set as `\s` in a regular expression (and as String.prototype.trim). */
export function isWhitespace(char: string | undefined): boolean {
  return char !== undefined && WHITESPACE.test(char);
}

/** Characters that `.` does not match in a regular expression. */
export function hasLineTerminator(text: string): boolean {
  return LINE_TERMINATOR.test(text);
}

const isLineTerminator = (char: string) =>
  char === '\n' || char === '\r' || char === '\u2028' || char === '\u2029';

/** Index of the first line terminator at or after `from`; the text's length when there is none. */
export function firstLineTerminator(text: string, from = 0): number {
  for (let i = from; i < text.length; i++) if (isLineTerminator(text[i]!)) return i;
  return text.length;
}

/** Index of the last line terminator; -1 when there is none. */
export function lastLineTerminator(text: string): number {
  for (let i = text.length - 1; i >= 0; i--) if (isLineTerminator(text[i]!)) return i;
  return -1;
}

/** Every run of whitespace replaced by one space, ends trimmed. */
export function collapseWhitespace(text: string): string {
  return text.split(/\s+/).filter(Boolean).join(' ');
}

/** Text without its `(…)` groups: each `(` up to the first `)` after it, as /\([^)]*\)/g removes. */
export function withoutParenthesised(text: string): string {
  let kept = '';
  let from = 0;
  for (;;) {
    const open = text.indexOf('(', from);
    const close = open < 0 ? -1 : text.indexOf(')', open + 1);
    // Without a `)` after this `(`, no later `(` has one either.
    if (close < 0) return kept + text.slice(from);
    kept += text.slice(from, open);
    from = close + 1;
  }
}

/** True when `text` ends with `word`, ASCII letters compared without case. */
export function endsWithWordIgnoringCase(text: string, word: string): boolean {
  return text.length >= word.length && text.slice(text.length - word.length).toLowerCase() === word;
}

/**
 * `- **Name.**` at the start of a line (Markdown bullet rules). The spaces before the dash stop at line
 * ends: with `^\s*`, every line of a run of blank lines would scan the rest of the run (quadratic time),
 * and ^ already starts a try at each line.
 */
export const BULLET_RULE_START = /^[^\S\n\r\u2028\u2029]*-\s+\*\*[^*]+\*\*/gm;
