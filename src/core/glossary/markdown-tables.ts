import { paragraphs, splitLines, stripMarkup } from './plain-text';
import { firstLineTerminator, isWhitespace, lastLineTerminator, withoutParenthesised } from './scan';
import type { GlossaryBlock, ParsedGlossary } from './types';

// A separator starts only where a run of spaces starts: without the look-behind, split() tries the
// whole run again from each of its spaces (quadratic time on a long run).
const AND_SEPARATOR = /(?<!\s)\s+et\s+/;
const MODE_SEPARATOR = /(?<!\s)\s+-\s+/;

/** "Targeter (Cibleur)" → Cibleur, with Targeter as the other name; "TR(n)" keeps its parameter. */
export function splitBilingualName(raw: string): { name: string; altNames: string[] } {
  const name = stripMarkup(raw)
    .replace(/[.:]\s*$/, '')
    .trim();
  const match = /^(.*\S)\s*\(([^()]+)\)\s*$/.exec(name);
  const inner = match?.[2]?.trim() ?? '';
  const isParameter = /^(?:n|m|x{1,2}|\d+)$/i.test(inner);
  const base =
    match && !isParameter
      ? { name: inner, altNames: [match[1]!.trim()] }
      : { name, altNames: [] as string[] };
  // "Démolition et Démolition (m)": each part is also a name of the rule.
  const parts = base.name.split(AND_SEPARATOR).filter((part) => part !== base.name);
  return { name: base.name, altNames: [...base.altNames, ...parts] };
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => stripMarkup(cell.trim()));
}

const isTableLine = (line: string) => line.trim().startsWith('|');
const isSeparator = (line: string) => /^\|?[\s|:-]+\|?$/.test(line.trim()) && line.includes('-');
/** "• COMPACTOR DRONE (Drone Compacteur)" or a plain upper-case title line. */
function sectionTitle(line: string): string | undefined {
  const text = line.trim().replace(/^•\s*/, '');
  const letters = withoutParenthesised(text).replace(/[^\p{L}]/gu, '');
  if (letters.length < 3 || letters !== letters.toUpperCase()) return undefined;
  return text;
}

const BULLET_START = /^\s*-\s+\*\*/;

/** The first position at or after `from` where `rest` carries no line terminator and no leading `  :  `. */
function textStart(line: string, from: number): number {
  let at = from;
  while (isWhitespace(line[at])) at++;
  if (line[at] === ':') at++;
  while (isWhitespace(line[at])) at++;
  return at;
}

/**
 * `- **Name.** text` → name and text: what /^\s*-\s+\*\*(.+?)\*\*\s*:?\s*(.*)$/ gives, read by hand,
 * because that expression takes quadratic time on a line of `**` ending in a line separator.
 */
export function readBulletRule(line: string): { name: string; text: string } | undefined {
  const start = BULLET_START.exec(line);
  if (!start) return undefined;
  const nameStart = start[0].length;
  const nameLimit = firstLineTerminator(line, nameStart);
  const lastTerminator = lastLineTerminator(line);
  // The name is the shortest run (one character at least, on one line) followed by `**` and by a
  // text on one line. Between two candidates, textStart only crosses spaces: linear in all.
  for (let close = line.indexOf('**', nameStart + 1); close >= 0 && close <= nameLimit;) {
    const text = textStart(line, close + 2);
    if (text > lastTerminator) return { name: line.slice(nameStart, close), text: line.slice(text) };
    close = line.indexOf('**', close + 1);
  }
  return undefined;
}

/**
 * Antares layout (seed 004): Markdown weapon tables (one block per weapon, its modes merged),
 * bullet rules `- **Name.** text`, and titled sections (`• MEDI-DRONE`, upper-case titles) whose
 * paragraphs, plain bullets and result tables form the section's text.
 */
export function parseMarkdownTables(text: string): ParsedGlossary {
  const lines = splitLines(text);
  const blocks: GlossaryBlock[] = [];
  const unreadable: string[] = [];
  const weapons = new Map<string, GlossaryBlock>();
  let section: { title: string; body: string[] } | undefined;
  const closeSection = () => {
    if (section) {
      const body = paragraphs(section.body);
      if (body) blocks.push({ ...splitBilingualName(section.title), text: body });
    }
    section = undefined;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.trim()) {
      section?.body.push('');
      continue;
    }
    if (isTableLine(line)) {
      const table: string[][] = [];
      while (i < lines.length && isTableLine(lines[i]!)) {
        if (!isSeparator(lines[i]!)) table.push(cells(lines[i]!));
        i++;
      }
      i--;
      const [header, ...rows] = table;
      if (header && /arme|weapon/i.test(header[0] ?? '')) {
        for (const row of rows) {
          const [first = '', ...values] = row;
          const [weaponName, mode] = first.split(MODE_SEPARATOR, 2).map((s) => s.trim());
          const description = header
            .slice(1)
            .map((label, k) => `${label} : ${values[k] || '—'}`)
            .join(' ; ');
          const lineText = mode ? `${mode} — ${description}` : description;
          const existing = weapons.get(weaponName!);
          if (existing) existing.text += `\n${lineText}`;
          else {
            const block: GlossaryBlock = { name: weaponName!, altNames: [], text: lineText, scope: 'weapon' };
            weapons.set(weaponName!, block);
            blocks.push(block);
          }
        }
      } else if (section) section.body.push('', ...table.map((row) => row.join(' — ')), '');
      else unreadable.push(...table.map((row) => row.join(' | ')));
      continue;
    }
    const rule = readBulletRule(line);
    if (rule && /[.:]\s*$|^[^a-z]*$/.test(rule.name.trim())) {
      blocks.push({ ...splitBilingualName(rule.name), text: stripMarkup(rule.text) });
      continue;
    }
    const title = sectionTitle(line);
    if (title) {
      closeSection();
      section = { title, body: [] };
      continue;
    }
    if (section) section.body.push(line.replace(/^\s*(?:[-•])\s+/, '• '));
    else unreadable.push(line.trim());
  }
  closeSection();
  return { layout: 'markdown-tables', blocks, unreadable };
}
