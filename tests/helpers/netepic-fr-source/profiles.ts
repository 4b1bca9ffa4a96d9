/**
 * The unit rows of a codex's `unit-profiles.tex`: every table whose header has Name, Movement,
 * Save, AF (or CAF) and Morale. A unit is a row whose first cell has text; the rows after it with
 * an empty first cell are its further weapons and its abilities (the first cell spans them with
 * \SetCell[r=…]). Group rows spanning the table ("Infantry (1)", "Heavy Praetorians (7)") give the
 * units below them their type and class.
 */
import { latexToPlain, type Cell } from './latex';
import { stripFootnoteMarks } from './formations';
import { readTblrTables, type TblrTable } from './tables';

export interface UnitProfileRow {
  /** The group row above it as written ("Infantry (1)"), or '' when the table has none. */
  group: string;
  /** The group without its class ("Infantry"), or ''. */
  type: string;
  /** The class in the group's parentheses (1 to 7), when it gives one. */
  unitClass?: number;
  /** 1-based line of its table in the file. */
  tableLine: number;
  /** The name cell as plain text, footnote marks removed ("Moray (Railguns)", "Gargoyles"). */
  name: string;
  /** Statistics as written, LaTeX removed: "10 cm", "–", "+0", "5+f", "2+ Chart", "Attached". */
  move: string;
  save: string;
  caf: string;
  morale: string;
}

interface StatColumns {
  move: number;
  save: number;
  caf: number;
  morale: number;
}

const HEADERS: Record<keyof StatColumns, string[]> = {
  move: ['movement', 'move'],
  save: ['save'],
  caf: ['af', 'caf'],
  morale: ['morale'],
};

function statColumns(header: Cell[]): StatColumns | undefined {
  const titles = header.map((cell) => latexToPlain(cell.tex).toLowerCase());
  const find = (names: string[]) => titles.findIndex((title) => names.includes(title));
  const columns = {
    move: find(HEADERS.move),
    save: find(HEADERS.save),
    caf: find(HEADERS.caf),
    morale: find(HEADERS.morale),
  };
  if (titles[0] !== 'name' || Object.values(columns).some((index) => index < 0)) return undefined;
  return columns;
}

/** "Infantry (1)" as a type and a class; "Titans", "Options" as a type alone. */
export function readGroup(written: string): { type: string; unitClass?: number } {
  // A table carried over to the next page repeats its group as "Vehicles (3) continued".
  const group = written.endsWith(' continued') ? written.slice(0, -' continued'.length) : written;
  const open = group.lastIndexOf('(');
  const unitClass = Number(group.slice(open + 1, -1));
  if (!group.endsWith(')') || open < 0 || !Number.isInteger(unitClass) || open + 1 === group.length - 1)
    return { type: group };
  return { type: group.slice(0, open).trim(), unitClass };
}

/**
 * A table's unit rows. `state.group` carries the last group row over to the next table: a table
 * split over two pages may start again without one (Tyranids' Neurotyrant, still a Vehicle).
 */
function unitRows(table: TblrTable, state: { group: string }): UnitProfileRow[] {
  const [header, ...rows] = table.rows;
  const columns = header ? statColumns(header) : undefined;
  if (!columns) return [];
  const out: UnitProfileRow[] = [];
  for (const row of rows) {
    const first = row[0];
    const name = stripFootnoteMarks(latexToPlain(first?.tex ?? ''));
    if (!first || name === '') continue;
    if (first.columns > 1) {
      state.group = name;
      continue;
    }
    const stat = (index: number) => latexToPlain(row[index]?.tex ?? '');
    out.push({
      group: state.group,
      ...readGroup(state.group),
      tableLine: table.line,
      name,
      move: stat(columns.move),
      save: stat(columns.save),
      caf: stat(columns.caf),
      morale: stat(columns.morale),
    });
  }
  return out;
}

/** Every unit row of a `unit-profiles.tex`, in document order. */
export function readUnitProfiles(tex: string): UnitProfileRow[] {
  const state = { group: '' };
  return readTblrTables(tex).flatMap((table) => unitRows(table, state));
}
