/**
 * The little LaTeX the codex sources use, read in one pass each (no backtracking regexes): comments
 * cut, brace groups found, a table body split into rows and cells at brace depth 0, and a cell's
 * markup reduced to plain text.
 */

/** Each line cut at its first unescaped `%` (the rest of a LaTeX line is a comment). */
export function stripComments(tex: string): string {
  return tex
    .split('\n')
    .map((line) => {
      for (let i = 0; i < line.length; i += 1) {
        if (line[i] === '\\') i += 1;
        else if (line[i] === '%') return line.slice(0, i);
      }
      return line;
    })
    .join('\n');
}

/**
 * The end (index after the closing brace) of the brace group opening at `open`, escaped braces
 * (`\{`, `\}`) skipped; -1 when `open` is not a `{` or the group never closes.
 */
export function groupEnd(text: string, open: number): number {
  if (text[open] !== '{') return -1;
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\\') i += 1;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** The end of an optional `[...]` argument at `at` (no nesting in the sources), else `at`. */
export function optionalArgEnd(text: string, at: number): number {
  if (text[at] !== '[') return at;
  const close = text.indexOf(']', at);
  return close < 0 ? at : close + 1;
}

/** Index of the first non-blank character at or after `at`. */
export function skipBlanks(text: string, at: number): number {
  let i = at;
  while (i < text.length && /\s/.test(text[i] ?? '')) i += 1;
  return i;
}

/**
 * A tblr body split into rows (at `\\`) and cells (at `&`), both only at brace depth 0: a `\\` or
 * `&` inside a `{…}` group (a `\SetCell{l,m}{Name\\ (Limit…)}` cell) belongs to the cell.
 * Escaped characters (`\&`, `\%`, `\{`) never split. Cells are returned as raw LaTeX, trimmed.
 */
export function splitRows(body: string): string[][] {
  const rows: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let depth = 0;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i] ?? '';
    if (char === '\\') {
      const next = body[i + 1] ?? '';
      if (next === '\\' && depth === 0) {
        cells.push(cell.trim());
        rows.push(cells);
        cells = [];
        cell = '';
      } else cell += char + next;
      i += 1;
    } else if (char === '&' && depth === 0) {
      cells.push(cell.trim());
      cell = '';
    } else {
      if (char === '{') depth += 1;
      else if (char === '}') depth = Math.max(0, depth - 1);
      cell += char;
    }
  }
  cells.push(cell.trim());
  rows.push(cells);
  // The last row ends at \end{tblr}, or is empty after a final `\\`.
  return rows.filter((row) => row.some((text) => text !== ''));
}

/** A tblr cell's `\SetCell[c=…,r=…]{…}` prefix read off: how many columns and rows it spans. */
export interface Cell {
  /** The cell's LaTeX without its \SetCell prefix. */
  tex: string;
  columns: number;
  rows: number;
}

export function readCell(raw: string): Cell {
  const cell = { tex: raw, columns: 1, rows: 1 };
  if (!raw.startsWith('\\SetCell')) return cell;
  let at = '\\SetCell'.length;
  const argsEnd = optionalArgEnd(raw, at);
  for (const part of raw.slice(at + 1, argsEnd - 1).split(',')) {
    const [key, value] = part.split('=').map((text) => text.trim());
    const count = Number(value);
    if (key === 'c' && Number.isInteger(count)) cell.columns = count;
    if (key === 'r' && Number.isInteger(count)) cell.rows = count;
  }
  at = skipBlanks(raw, argsEnd);
  const specEnd = groupEnd(raw, at);
  cell.tex = (specEnd < 0 ? raw.slice(at) : raw.slice(specEnd)).trim();
  return cell;
}

/** Commands dropped with their one brace argument: nothing of them is table content. */
const DROPPED_WITH_ARGUMENT = new Set(['footnote', 'footnotetext', 'tnote', 'label', 'vspace', 'hspace']);

/** Commands that stand for a character. */
const SYMBOLS: Record<string, string> = {
  times: '×',
  ldots: '…',
  dots: '…',
  textendash: '–',
  textemdash: '—',
  newline: ' ',
  par: ' ',
  quad: ' ',
};

/**
 * A cell's LaTeX as plain text: `\textit{x}` and the like keep their text, `\footnote{…}` and
 * spacing commands go, `$…$` loses its dollars (`$+50$` is "+50", `$-1$` "-1"), `~` and `\\` are
 * spaces, `--`/`---` en and em dashes, braces go, whitespace is collapsed.
 */
export function latexToPlain(tex: string): string {
  let out = '';
  for (let i = 0; i < tex.length; i += 1) {
    const char = tex[i] ?? '';
    if (char === '\\') {
      let end = i + 1;
      while (end < tex.length && /[a-zA-Z]/.test(tex[end] ?? '')) end += 1;
      if (end === i + 1) {
        // A control symbol: \\ is a line break, \& \% \$ \{ \} \_ \# the character itself.
        const next = tex[i + 1] ?? '';
        out += next === '\\' || next === ',' || next === ' ' ? ' ' : next;
        i += 1;
        continue;
      }
      const name = tex.slice(i + 1, end);
      if (tex[end] === '*') end += 1;
      if (DROPPED_WITH_ARGUMENT.has(name)) {
        const argEnd = groupEnd(tex, skipBlanks(tex, optionalArgEnd(tex, end)));
        i = (argEnd < 0 ? end : argEnd) - 1;
        continue;
      }
      out += SYMBOLS[name] ?? '';
      i = end - 1;
    } else if (char === '-' && tex.startsWith('---', i)) {
      out += '—';
      i += 2;
    } else if (char === '-' && tex[i + 1] === '-') {
      out += '–';
      i += 1;
    } else if (char === '~') out += ' ';
    else if (char !== '{' && char !== '}' && char !== '$') out += char;
  }
  return out.replace(/\s+/g, ' ').trim();
}
