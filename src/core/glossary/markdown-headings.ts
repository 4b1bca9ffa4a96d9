import { paragraphs, splitLines } from './plain-text';
import type { ParsedGlossary } from './types';

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
    const heading = /^###\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      name = heading[1]!;
    } else if (name) body.push(line);
    else if (line.trim() && !/^#{1,2}\s/.test(line)) unreadable.push(line.trim());
  }
  flush();
  return { layout: 'markdown-headings', blocks, unreadable };
}
