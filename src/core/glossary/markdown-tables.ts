import { paragraphs, splitLines, stripMarkup } from './plain-text';
import type { GlossaryBlock, ParsedGlossary } from './types';

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
  const parts = base.name.split(/\s+et\s+/).filter((part) => part !== base.name);
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
  const letters = text.replace(/\([^)]*\)/g, '').replace(/[^\p{L}]/gu, '');
  if (letters.length < 3 || letters !== letters.toUpperCase()) return undefined;
  return text;
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
          const [weaponName, mode] = first.split(/\s+-\s+/, 2).map((s) => s.trim());
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
    const rule = /^\s*-\s+\*\*(.+?)\*\*\s*:?\s*(.*)$/.exec(line);
    if (rule && /[.:]\s*$|^[^a-z]*$/.test(rule[1]!.trim()) === true) {
      blocks.push({ ...splitBilingualName(rule[1]!), text: stripMarkup(rule[2]!) });
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
