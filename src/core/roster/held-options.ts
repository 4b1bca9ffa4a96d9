/**
 * What a unit takes, line by line as its sheet and the prints list it, read from its subtree of the
 * list: one line per option path (`a/b`: option `b` inside option `a`) with how many in all, as its
 * card counts them. Where the data makes an option one selection per copy (a battlegroup's three
 * titans, a company's three détachements) and the copies hold different things, what differs is said
 * per copy ("Warlord Titan nº 2 › Doomburner"); what every copy holds alike stays one line
 * ("6 × Warlord Titan › Volcano Cannon"). Counting by key alone (the card) said "Doomburner" without
 * saying whose.
 */
import type { CatalogueOption } from '../catalogue/entry-types';
import type { MusterList } from './list';
import { MAX_OPTION_NESTING, OPTION_PATH_SEPARATOR } from './ids';
import type { RosterSelection } from './tree';
import type { UnitEditContext } from './unit-edits';
import { findCard } from './unit-tree';

/** A copy a line is about: the option held in copies (its key) and the copy's number, from 1. */
export interface HeldCopy {
  key: string;
  number: number;
}

export interface HeldOptionLine {
  /** The option's key, as the catalogue view names its options. */
  key: string;
  count: number;
  /** The copies the line is about, outermost first; none when every copy holds it alike. */
  copies: HeldCopy[];
}

/**
 * The options a unit holds (not its models, items or the units it holds), in the tree's order;
 * undefined when the list has no such unit.
 */
export function heldOptionLines(
  list: MusterList,
  context: UnitEditContext,
  cardId: string,
): HeldOptionLine[] | undefined {
  const place = findCard(list, context.isCard, cardId);
  if (!place) return undefined;
  const { card } = place;
  const game = list.gameSystemId;
  const options = card.selections.filter(
    (child) =>
      !context.isCard(child) &&
      !context.isItem(child.entryId) &&
      !(context.migration.isModelSelection?.(game, card.entryId, child.entryId) ?? false),
  );
  return linesOf(options, '', 1);
}

function linesOf(selections: readonly RosterSelection[], above: string, depth: number): HeldOptionLine[] {
  if (depth > MAX_OPTION_NESTING) return [];
  const lines: HeldOptionLine[] = [];
  for (const [entryId, copies] of byEntry(selections)) {
    const key = above === '' ? entryId : `${above}${OPTION_PATH_SEPARATOR}${entryId}`;
    const count = copies.reduce((sum, copy) => sum + copy.number, 0);
    if (count > 0) lines.push({ key, count, copies: [] });
    const inner = copies.map((copy) => linesOf(copy.selections, key, depth + 1));
    lines.push(...(inner.length === 1 ? inner[0]! : mergedOrApart(key, inner)));
  }
  return lines;
}

/** Selections by the entry they take, in the order each entry first comes. */
function byEntry(selections: readonly RosterSelection[]): Map<string, RosterSelection[]> {
  const groups = new Map<string, RosterSelection[]>();
  for (const selection of selections) {
    const group = groups.get(selection.entryId);
    if (group) group.push(selection);
    else groups.set(selection.entryId, [selection]);
  }
  return groups;
}

/**
 * What copies of an option hold: one line where each holds it alike, then each copy's own lines
 * together (what titan nº 2 carries reads in one place).
 */
function mergedOrApart(key: string, perCopy: HeldOptionLine[][]): HeldOptionLine[] {
  const identity = (line: HeldOptionLine) =>
    `${line.key}|${line.copies.map((copy) => `${copy.key}#${copy.number}`).join(',')}`;
  const found = perCopy.map((lines) => new Map(lines.map((line) => [identity(line), line])));
  const alike: HeldOptionLine[] = [];
  const apart: HeldOptionLine[][] = perCopy.map(() => []);
  const said = new Set<string>();
  for (const line of perCopy.flat()) {
    const id = identity(line);
    if (said.has(id)) continue;
    said.add(id);
    const held = found.map((lines) => lines.get(id));
    if (held.every((other) => other?.count === line.count))
      alike.push({ ...line, count: line.count * perCopy.length });
    else
      held.forEach((other, index) => {
        if (other) apart[index]!.push({ ...other, copies: [{ key, number: index + 1 }, ...other.copies] });
      });
  }
  return [...alike, ...apart.flat()];
}

/**
 * A line's name: its option's (the view names an option inside another "A › B") with each copy's
 * number after that copy's own name ("Warlord Titan nº 2 › Doomburner").
 */
export function heldOptionName(
  line: HeldOptionLine,
  nameOf: (key: string) => string,
  numbered: (name: string, number: number) => string,
): string {
  let name = nameOf(line.key);
  // Innermost copy first: the names of the copies above it are still the start of the name.
  for (let i = line.copies.length - 1; i >= 0; i -= 1) {
    const copy = line.copies[i]!;
    const holder = nameOf(copy.key);
    name = name.startsWith(holder)
      ? `${numbered(holder, copy.number)}${name.slice(holder.length)}`
      : `${numbered(holder, copy.number)} › ${name}`;
  }
  return name;
}

/** A line as shown: its option, its name with the copies' numbers, how many. */
export interface NamedOptionLine {
  option: CatalogueOption;
  name: string;
  count: number;
}

/**
 * The lines named as the sheet and the prints show them. An option the data does not have (its
 * verdict says so) is left out, as the cards leave it out.
 */
export function namedOptionLines(
  lines: readonly HeldOptionLine[],
  optionOf: (key: string) => CatalogueOption | undefined,
  nameOfOption: (option: CatalogueOption) => string,
  numbered: (name: string, number: number) => string,
): NamedOptionLine[] {
  const nameOf = (key: string) => {
    const option = optionOf(key);
    return option ? nameOfOption(option) : key;
  };
  const named: NamedOptionLine[] = [];
  for (const line of lines) {
    const option = optionOf(line.key);
    if (option) named.push({ option, name: heldOptionName(line, nameOf, numbered), count: line.count });
  }
  return named;
}
