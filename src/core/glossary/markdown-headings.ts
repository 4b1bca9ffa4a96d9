import { paragraphs, splitLines } from './plain-text';
import { hasLineTerminator, isWhitespace } from './scan';
import type { ParsedGlossary } from './types';

/**
 * The name of a `### Name ##` heading line, or undefined for any other line. It gives what
 * /^###\s+(.+?)\s*#*\s*$/ gives, read by hand: that expression takes cubic time on a heading of spaces.
 */
export function headingName(line: string): string | undefined {
  if (!line.startsWith('###') || !isWhitespace(line[3])) return undefined;
  const content = line.slice(3);
  let start = 0;
  while (start < content.length && isWhitespace(content[start])) start++;
  if (start === content.length) return lastPrintableSpace(content);
  // The name ends before the closing `##` and the spaces around it, and holds at least one character.
  let end = content.length;
  while (end > start && isWhitespace(content[end - 1])) end--;
  while (end > start && content[end - 1] === '#') end--;
  while (end > start && isWhitespace(content[end - 1])) end--;
  const name = content.slice(start, Math.max(end, start + 1));
  return hasLineTerminator(name) ? undefined : name;
}

/** A heading of spaces only: the expression above names it after its last space but the first. */
function lastPrintableSpace(content: string): string | undefined {
  for (let i = content.length - 1; i >= 1; i--) if (!hasLineTerminator(content[i]!)) return content[i];
  return undefined;
}

/** Deadzone layout (seed 000): an introduction, then `### Name` followed by the rule's paragraphs. */
export function parseMarkdownHeadings(text: string): ParsedGlossary {
  const blocks: ParsedGlossary['blocks'] = [];
  const unreadable: string[] = [];
  let name: string | undefined;
  let body: string[] = [];
  const flush = () => {
    if (name) blocks.push({ name, altNames: [], text: paragraphs(body) });
    body = [];
  };
  for (const line of splitLines(text)) {
    const heading = headingName(line);
    if (heading !== undefined) {
      flush();
      name = heading;
    } else if (name) body.push(line);
    else if (line.trim() && !/^#{1,2}\s/.test(line)) unreadable.push(line.trim());
  }
  flush();
  return { layout: 'markdown-headings', blocks, unreadable };
}
