/**
 * The list as a share code carries it: short enough for a QR code a terminal can show (version 14,
 * about 450 characters, for a typical 3000-point NetEpic list). The same tree as the list file, with:
 * - one-letter keys (`SELECTION_KEYS`, `FORCE_KEYS`);
 * - a number of 1 and empty lists left out;
 * - ids renumbered: cards "1", "2"…, forces "f1"…; a selection a card holds has no id written when it
 *   is its card's id, a dot and its rank among them in tree order (`1.1`, `1.2`), which reading it
 *   gives back; relations name the new ids.
 * - a list of one of the nine older built-in factions (FIRST_MODEL_FACTIONS) names each entry by its own
 *   id, the last step of its path, as their lists of the first catalogue model did: reading it against
 *   its data gives the paths back (roster/migrate/data-paths.ts), and the links' ids, long and each
 *   written once, would not let a usual list's code fit a terminal.
 * Not carried: the list's id and dates (the Muster that opens it gives it new ones), nor what is the
 * sender's own (the data revisions it was checked against, a codex move under review).
 *
 * `expandList` reads it back into a list file's JSON for the schema to check, walking it without
 * recursion (the code is anyone's).
 */
import { selectionsWithCards, type MusterList } from '../roster/list';
import type { RosterForce, RosterSelection } from '../roster/tree';
import { FIRST_MODEL_FACTIONS } from '../roster/migrate/data-paths';
import { definitionOf } from '../roster/ids';

type Json = Record<string, unknown>;

const SELECTION_KEYS: Record<string, string> = {
  id: 'i',
  entryId: 'e',
  entryGroupId: 'g',
  number: 'n',
  customName: 'c',
  customNotes: 'o',
  attachedTo: 'a',
  embarkedIn: 'b',
  selections: 's',
};
const FORCE_KEYS: Record<string, string> = {
  id: 'i',
  entryId: 'e',
  catalogueId: 'k',
  customName: 'c',
  customNotes: 'o',
  categories: 't',
  selections: 's',
  forces: 'f',
};
const LONG_SELECTION_KEYS = inverse(SELECTION_KEYS);
const LONG_FORCE_KEYS = inverse(FORCE_KEYS);

function inverse(keys: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(keys).map(([long, short]) => [short, long]));
}

/** The id a selection held by a card is given when its code writes none. */
class ImpliedIds {
  private readonly held = new Map<string, number>();

  next(card: string): string {
    const rank = (this.held.get(card) ?? 0) + 1;
    this.held.set(card, rank);
    return `${card}.${rank.toString(36)}`;
  }
}

/** The card part of an id: what comes before its first dot (the whole id of a card). */
function cardPart(id: string): string {
  const dot = id.indexOf('.');
  return dot > 0 ? id.slice(0, dot) : id;
}

/** New short ids: cards (an id without its card's prefix) counted, a card's own ranked in it. */
function renumbering(forces: readonly RosterForce[]): Map<string, string> {
  // Tree order: which selections are cards does not change it.
  const ids = Array.from(
    selectionsWithCards(forces, () => false),
    ({ selection }) => selection.id,
  );
  const known = new Set(ids);
  const cardOf = (id: string) => {
    const dot = id.indexOf('.');
    return dot > 0 && known.has(id.slice(0, dot)) ? id.slice(0, dot) : undefined;
  };
  const renamed = new Map<string, string>();
  let next = 0;
  for (const id of ids) if (!renamed.has(id) && !cardOf(id)) renamed.set(id, (next += 1).toString(36));
  const implied = new ImpliedIds();
  for (const id of ids) {
    const card = cardOf(id);
    if (card !== undefined && !renamed.has(id)) renamed.set(id, implied.next(renamed.get(card)!));
  }
  return renamed;
}

export function compactList(list: MusterList): Json {
  const { id: _id, createdAt: _c, updatedAt: _u, data: _d, codexChange: _x, forces, ...rest } = list;
  const renamed = renumbering(forces);
  const rename = (id: string) => renamed.get(id) ?? id;
  const implied = new ImpliedIds();
  let forceNumber = 0;
  let ownIds = false;
  const selection = (s: RosterSelection, holder: string | undefined): Json => {
    const id = rename(s.id);
    // Written only when reading it back would not give it.
    const written = holder === undefined || implied.next(holder) !== id;
    const out: Json = {};
    if (written) out.i = id;
    out.e = ownIds ? definitionOf(s.entryId) : s.entryId;
    if (s.entryGroupId !== undefined) out.g = s.entryGroupId;
    if (s.number !== 1) out.n = s.number;
    if (s.customName !== undefined) out.c = s.customName;
    if (s.customNotes !== undefined) out.o = s.customNotes;
    if (s.attachedTo !== undefined) out.a = rename(s.attachedTo);
    if (s.embarkedIn !== undefined) out.b = rename(s.embarkedIn);
    if (s.selections.length > 0) out.s = s.selections.map((held) => selection(held, cardPart(id)));
    return out;
  };
  const force = (f: RosterForce): Json => {
    const out: Json = { i: `f${(forceNumber += 1).toString(36)}`, e: f.entryId, k: f.catalogueId };
    if (f.customName !== undefined) out.c = f.customName;
    if (f.customNotes !== undefined) out.o = f.customNotes;
    if (f.categories !== undefined) out.t = f.categories;
    ownIds = FIRST_MODEL_FACTIONS.has(f.catalogueId);
    if (f.selections.length > 0) out.s = f.selections.map((s) => selection(s, undefined));
    if (f.forces.length > 0) out.f = f.forces.map(force);
    return out;
  };
  return { ...rest, f: forces.map(force) };
}

/** A code's list as a list file's JSON (ids, dates and the schema's check are the caller's). */
export function expandList(compact: Json): Json {
  const { f: forces, ...rest } = compact;
  const implied = new ImpliedIds();
  const out: Json = { ...rest, forces: [] };
  // Each pending item: a compact object, the array its expansion joins, and the card it is held by.
  const pending: { item: unknown; into: unknown[]; kind: 'force' | 'selection'; holder?: string }[] = [];
  const push = (items: unknown, into: unknown[], kind: 'force' | 'selection', holder?: string) => {
    if (!Array.isArray(items)) return;
    for (let i = items.length - 1; i >= 0; i -= 1)
      pending.push({ item: items[i], into, kind, ...(holder !== undefined ? { holder } : {}) });
  };
  push(forces, out.forces as unknown[], 'force');
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { item, into, kind, holder } = next;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      into.push(item);
      continue;
    }
    const keys = kind === 'force' ? LONG_FORCE_KEYS : LONG_SELECTION_KEYS;
    const long: Json = {};
    for (const [key, value] of Object.entries(item as Json)) long[keys[key] ?? key] = value;
    const held = long.selections;
    long.selections = [];
    if (kind === 'force') {
      const inner = long.forces;
      long.forces = [];
      into.push(long);
      // Forces after the selections: the stack takes the selections first, in tree order.
      push(inner, long.forces as unknown[], 'force');
      push(held, long.selections as unknown[], 'selection');
      continue;
    }
    long.id ??= holder === undefined ? undefined : implied.next(holder);
    long.number ??= 1;
    into.push(long);
    push(
      held,
      long.selections as unknown[],
      'selection',
      typeof long.id === 'string' ? cardPart(long.id) : undefined,
    );
  }
  return out;
}
