/**
 * The formation rows of a codex's `army-formations.tex`: every row of every Name / Contents / Cost
 * table (Tyranids: Synapse or Slave Formations / Contents / Command Points / Cost), with where it
 * stands (section, paragraph, lead-in sentence, in-table group row), its name with the marks read
 * off, its contents as counts of units where the cell says exactly which, and its cost.
 */
import { latexToPlain, type Cell } from './latex';
import { readTblrTables, type TblrTable } from './tables';

/** What a cost cell says. */
export type SourceCost =
  /** "400": the formation's price. */
  | { kind: 'fixed'; points: number }
  /** "+50": bought in addition to (or inside) another formation, for this much. */
  | { kind: 'added'; points: number }
  /** "100/150", "+50/75/125": one price per size, in the order of the contents' counts. */
  | { kind: 'steps'; points: number[]; added: boolean }
  /** "300 + weapons": the formation's price before its titan weapons, bought apart. */
  | { kind: 'plus-weapons'; points: number }
  | { kind: 'unread'; text: string };

/** One kind of unit in a contents cell: "4 Tyranid Warrior bases", "4/8/12 Rampager bases". */
export interface ContentItem {
  /** One count, or one per size when the formation is bought by steps. */
  counts: number[];
  /** The unit's name as written ("Tyranid Warrior", often singular where its profile is plural). */
  name: string;
}

export type SourceContents =
  | { kind: 'units'; items: ContentItem[] }
  /**
   * A cell that does not say exactly which units: a choice between two contents (" / "), a
   * sentence (transports enough for a detachment, an off-table artillery shot, one base replacing
   * another), a base of a type chosen when buying, bases described by their weapons ("with …"), a
   * nested detachment ("1 detachment of 5 … bases") or a count in words ("One Bunker"). Not
   * checked: the reason says which part could not be read.
   */
  | { kind: 'unchecked'; reason: string };

export interface FormationRow {
  /** The \section or \subsubsection it is under: a company ("Ghost Company"), "Special Formations"… */
  section: string;
  /** The \paragraph it is under ("Compulsory Detachments", Biel-Tan 3.0's "Infantry"), or ''. */
  paragraph: string;
  /** The sentence before its table ("2 detachments from:"), or ''. */
  leadIn: string;
  /** The table's first header when it names the formations' kind (Tyranids' "Slave Formations"), or ''. */
  kind: string;
  /** The in-table group row above it ("Infantry (1)", "Choose 1 detachment from:", "Options"), or ''. */
  group: string;
  /** 1-based line of its table in the file. */
  tableLine: number;
  /** The name cell as plain text, marks included. */
  sourceName: string;
  /** The name without its marks ("Hornet Detachment" for "Hornet Detachment (Maximum 1)"). */
  name: string;
  /** The marks read off the name, without parentheses ("Maximum 1", "Limit: one per 3,000 points"). */
  marks: string[];
  contentsText: string;
  contents: SourceContents;
  costText: string;
  cost: SourceCost;
  /** Tyranids' Command Points cell, as written ("$-1$" is "-1"); absent elsewhere. */
  commandPoints?: string;
}

/**
 * A parenthesis of a name is a mark (a limit the data writes as a constraint, not part of the name)
 * when it speaks of limits, uniqueness, points or who may take it. Others ("(large)", "(Assault)",
 * "(Railguns)") tell two formations apart and stay in the name.
 */
const MARK_WORDS =
  /\b(?:limit|limited|maximum|unique|points|pts|required|compulsory|may only|special rule)\b/i;

/** A text cut into its top-level parenthesised parts and what lies between them, in order. */
function parentheses(text: string): { text: string; inParentheses: boolean }[] {
  const parts: { text: string; inParentheses: boolean }[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(' && depth === 0) {
      parts.push({ text: current, inParentheses: false });
      current = '';
      depth = 1;
    } else if (char === ')' && depth === 1) {
      parts.push({ text: current.trim(), inParentheses: true });
      current = '';
      depth = 0;
    } else {
      if (char === '(') depth += 1;
      if (char === ')' && depth > 1) depth -= 1;
      current += char;
    }
  }
  parts.push({ text: depth > 0 ? `(${current}` : current, inParentheses: false });
  return parts;
}

/** A name with its marks read off; other parentheses are kept where they were. */
export function splitMarks(sourceName: string): { name: string; marks: string[] } {
  const marks: string[] = [];
  let name = '';
  for (const part of parentheses(sourceName)) {
    if (!part.inParentheses) name += part.text;
    else if (MARK_WORDS.test(part.text)) marks.push(part.text);
    else name += `(${part.text})`;
  }
  return { name: stripFootnoteMarks(name.replace(/\s+/g, ' ').trim()), marks };
}

/** Footnote marks after a name ("Ark*", "Harvester†"). */
export function stripFootnoteMarks(name: string): string {
  let end = name.length;
  while (end > 0 && '*†‡'.includes(name[end - 1] ?? '')) end -= 1;
  return name.slice(0, end).trim();
}

/** Reads a cost cell's plain text ("+50", "100/150", "$+50$/$75$/$125$", "325 + weapons"). */
export function readCost(text: string): SourceCost {
  const compact = text.replace(/\s+/g, '');
  const plusWeapons = /^(\d+)\+weapons$/i.exec(compact);
  if (plusWeapons) return { kind: 'plus-weapons', points: Number(plusWeapons[1]) };
  if (!/^\+?\d+(?:\/\+?\d+)*$/.test(compact)) return { kind: 'unread', text };
  const added = compact.startsWith('+');
  const points = compact.split('/').map((part) => Number(part.replace('+', '')));
  if (points.length > 1) return { kind: 'steps', points, added };
  const value = points[0] ?? 0;
  return added ? { kind: 'added', points: value } : { kind: 'fixed', points: value };
}

/** Words that end a contents item's unit name ("4 Tyranid Warrior bases", "3 Scarab tokens"). */
const UNIT_NOUNS = new Set(['base', 'bases', 'token', 'tokens', 'chassis']);
/** Small words allowed inside a unit name ("Acolytes on Bikes", "Sagittarii – Mortar"). */
const NAME_CONNECTORS = new Set(['on', 'of', 'with', 'the', '–', '—', '-', '/']);

/** One item ("4 Tyranid Warrior bases"), or why it is not a plain count of one unit. */
function readItem(item: string): ContentItem | string {
  // A closing remark in parentheses (the titan's weapons are bought apart, the drones join another
  // detachment) is about buying, not about which units: it goes. A parenthesis inside the name
  // ("2 Canoptek Spyder (Assault) bases") stays.
  const text = item.endsWith(')') ? item.slice(0, item.lastIndexOf('(')).trim() : item;
  const words = text.split(' ');
  const countWord = words[0] ?? '';
  if (!/^\d+(?:\/\d+)*$/.test(countWord)) return `"${item}" does not start with a count`;
  const last = words[words.length - 1] ?? '';
  const nameWords = words.slice(1, UNIT_NOUNS.has(last) ? -1 : undefined);
  // Without "base(s)" only a name of capitalised words is taken ("5 Shield Drones", "1 Master
  // Mime"); a lower-case word means a description (a shot, a base "of" some kind).
  const lower = nameWords.find((word) => !NAME_CONNECTORS.has(word) && !/^\(?[\p{Lu}\d]/u.test(word));
  if (nameWords.length === 0 || lower !== undefined) return `"${item}" is not a count of named units`;
  return { counts: countWord.split('/').map(Number), name: nameWords.join(' ') };
}

/** Reads a contents cell: units and counts where it names them exactly (see SourceContents). */
export function readContents(text: string): SourceContents {
  if (text.includes(' / ')) return { kind: 'unchecked', reason: 'a choice between contents ( / )' };
  const items = text
    .split(/, and |, | and /)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const read = items.map(readItem);
  const problem = read.find((item): item is string => typeof item === 'string');
  if (problem !== undefined || read.length === 0)
    return { kind: 'unchecked', reason: problem ?? 'empty contents' };
  return { kind: 'units', items: read as ContentItem[] };
}

interface Columns {
  name: number;
  contents: number;
  cost: number;
  commandPoints: number;
  kind: string;
}

/** The columns of a formation table from its header row, or undefined for another table. */
function columnsOf(header: Cell[]): Columns | undefined {
  const titles = header.map((cell) => latexToPlain(cell.tex).toLowerCase());
  const contents = titles.indexOf('contents');
  const cost = titles.indexOf('cost');
  if (contents < 0 || cost < 0) return undefined;
  const first = latexToPlain(header[0]?.tex ?? '');
  return {
    name: 0,
    contents,
    cost,
    commandPoints: titles.indexOf('command points'),
    kind: first.toLowerCase() === 'name' ? '' : first,
  };
}

function plainAt(row: Cell[], index: number): string {
  return index < 0 ? '' : latexToPlain(row[index]?.tex ?? '');
}

function formationRows(table: TblrTable): FormationRow[] {
  const [header, ...rows] = table.rows;
  const columns = header ? columnsOf(header) : undefined;
  if (!columns) return [];
  const out: FormationRow[] = [];
  let group = '';
  for (const row of rows) {
    const first = row[0];
    if (!first) continue;
    // A cell spanning the row is a group title ("Infantry (1)", "Choose 2 detachments from:").
    if (first.columns > 1) {
      group = latexToPlain(first.tex);
      continue;
    }
    const sourceName = latexToPlain(first.tex);
    const contentsText = plainAt(row, columns.contents);
    const costText = plainAt(row, columns.cost);
    out.push({
      section: table.section,
      paragraph: table.paragraph,
      leadIn: table.leadIn,
      kind: columns.kind,
      group,
      tableLine: table.line,
      sourceName,
      ...splitMarks(sourceName),
      contentsText,
      contents: readContents(contentsText),
      costText,
      cost: readCost(costText),
      ...(columns.commandPoints >= 0 ? { commandPoints: plainAt(row, columns.commandPoints) } : {}),
    });
  }
  return out;
}

/** Every formation row of an `army-formations.tex`, in document order. */
export function readFormations(tex: string): FormationRow[] {
  return readTblrTables(tex).flatMap(formationRows);
}
