/**
 * The tblr tables of a codex source file, in document order, each with the headings it sits
 * under and the sentence that leads into it ("3 detachments from:"). Headings are one line each
 * in every codex; text lines are read one by one, tables found with indexOf: the whole file is
 * read in one pass.
 */
import {
  groupEnd,
  latexToPlain,
  optionalArgEnd,
  readCell,
  skipBlanks,
  splitRows,
  stripComments,
  type Cell,
} from './latex';

export interface TblrTable {
  /** The last \section / \subsection / \subsubsection title before the table ("Skitarii Company"). */
  section: string;
  /** The last \paragraph title since that section ("Compulsory Detachments", "Infantry"), or ''. */
  paragraph: string;
  /** The last line of text since that heading ("3 detachments from:"), or ''. */
  leadIn: string;
  /** 1-based line of `\begin{tblr}` in the file, for messages. */
  line: number;
  rows: Cell[][];
}

const BEGIN = '\\begin{tblr}';
const END = '\\end{tblr}';

/** Lines that only place or frame things: they are not a table's lead-in text. */
const LAYOUT_LINE = /^\\(?:begin|end|resizebox|centering|noindent|vspace|hspace|small|clearpage|newpage)\b/;

interface Headings {
  section: string;
  paragraph: string;
  leadIn: string;
}

/** The heading a line is, if it is one. */
function heading(line: string): { level: 'section' | 'paragraph'; title: string } | undefined {
  const match = /^\\(section|subsection|subsubsection|paragraph)\*?\s*\{/.exec(line);
  if (!match) return undefined;
  const open = match[0].length - 1;
  const end = groupEnd(line, open);
  const title = latexToPlain(line.slice(open + 1, end < 0 ? undefined : end - 1));
  return { level: match[1] === 'paragraph' ? 'paragraph' : 'section', title };
}

/** Reads the text between two tables into the running headings. */
function readBetween(text: string, state: Headings): void {
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || LAYOUT_LINE.test(line)) continue;
    const found = heading(line);
    if (found?.level === 'section') Object.assign(state, { section: found.title, paragraph: '', leadIn: '' });
    else if (found) Object.assign(state, { paragraph: found.title, leadIn: '' });
    else {
      const plain = latexToPlain(line);
      if (plain !== '') state.leadIn = plain;
    }
  }
}

function newlines(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = text.indexOf('\n', from); i >= 0 && i < to; i = text.indexOf('\n', i + 1)) count += 1;
  return count;
}

export function readTblrTables(tex: string): TblrTable[] {
  const text = stripComments(tex);
  const tables: TblrTable[] = [];
  const state: Headings = { section: '', paragraph: '', leadIn: '' };
  let at = 0;
  let line = 1;
  for (let begin = text.indexOf(BEGIN); begin >= 0; begin = text.indexOf(BEGIN, at)) {
    readBetween(text.slice(at, begin), state);
    line += newlines(text, at, begin);
    // \begin{tblr}[outer options]{inner options}: the body starts after the inner options.
    const optionsAt = skipBlanks(text, optionalArgEnd(text, skipBlanks(text, begin + BEGIN.length)));
    const optionsEnd = groupEnd(text, optionsAt);
    if (optionsEnd < 0) throw new Error(`tblr options never close (line ${line})`);
    const end = text.indexOf(END, optionsEnd);
    if (end < 0) throw new Error(`tblr never ends (line ${line})`);
    const rows = splitRows(text.slice(optionsEnd, end)).map((row) => row.map(readCell));
    tables.push({ ...state, line, rows });
    state.leadIn = '';
    line += newlines(text, begin, end + END.length);
    at = end + END.length;
  }
  return tables;
}
