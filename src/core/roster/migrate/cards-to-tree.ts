/**
 * Cards into the tree: the flat shape of version 2 (selections with `parent`, options and items as
 * counts), read from a file of an older Muster or sent by an older client or a script, becomes the tree
 * roster through a `V2Migration` that the faction's data provides (which force a faction's list becomes,
 * which cost type its points limit is in, how a unit's count is written), so that its entry ids keep
 * naming the same entries. The list's view (card-view.ts) is the other way.
 */
import type { RosterFieldProblem } from '../read-problems';
import { MAX_RELATION_CHAIN, relationChainFindings } from '../relation-chains';
import { OPTION_PATH_SEPARATOR } from '../ids';
import type { ListCards, UnitCard } from '../cards';
import { ROSTER_FORMAT, TREE_ROSTER_VERSION, type RosterSelection } from '../tree';
import type { TreeRosterFile } from '../tree-schema';
import { allSelections, checkReferences, invalidRoster } from '../tree-references';

export interface V2Migration {
  /** The force a version 2 list of this faction becomes, and the cost type its points limit counts. */
  forceOf(
    game: string,
    faction: string,
    force?: string,
  ): { entryId: string; catalogueId: string; costTypeId: string };
  /**
   * How a version 2 selection of an entry with `count` bases or models (absent: the entry's default)
   * is written in version 3: its own number, and the model selections that hold the count. `options`,
   * given when a version 2 document is read (`V2Reading.file`), are those the selection takes: a
   * document of a faction read by its data's paths may have been written when its count held its
   * bases (its options then hold no model selection).
   */
  selectionShape(
    game: string,
    entryId: string,
    count: number | undefined,
    options?: Readonly<Record<string, number>>,
  ): SelectionShape;
  /**
   * The other way (a list's cards as version 2 shows them, card-view.ts): whether a child of a card is
   * one of the model selections holding its count, and the count they and its number make (undefined:
   * the entry's default). Absent: a card's count is its number.
   */
  countOf?(
    game: string,
    entryId: string,
    number: number,
    models: readonly RosterSelection[],
  ): number | undefined;
  isModelSelection?(game: string, entryId: string, childEntryId: string): boolean;
  /**
   * The option key a card of this unit, taking `options`, must write at 0 to say it holds none of its
   * bases or models: read back without it, the card would be one of the first model, whose bases are
   * made from its count (`selectionShape`). Undefined when the card says enough already.
   */
  noModelsKey?(game: string, entryId: string, options: Readonly<Record<string, number>>): string | undefined;
  /**
   * Whether an option a unit takes several times is that many selections of its own, each holding its
   * share of what is taken inside it: an entry the data makes one model or unit per copy (three
   * Deathwing Terminator détachements of a company, each with its own Land Raiders). `holders` are
   * the entries of the formations holding the unit, outermost first. Absent: never.
   */
  copiesOf?(
    game: string,
    faction: string,
    holders: readonly string[],
    unitEntry: string,
    optionKey: string,
  ): boolean;
}

/** How a version 2 list is read: `file`, a document of an older Muster (not cards of the view of now). */
export interface V2Reading {
  file?: boolean;
}

export interface SelectionShape {
  number: number;
  models: { entryId: string; number: number }[];
}

/**
 * The relations of a version 2 list that version 3 refuses, said where the file has them: once nested
 * by `parent`, a path in version 3 would grow with the nesting (a chain of 4,999 selections nested
 * in each other made paths of 65 kB each).
 */
function v2RelationProblems(roster: ListCards): RosterFieldProblem[] {
  return relationChainFindings(roster.selections).map((finding) => {
    const path = `selections.${finding.index}.${finding.relation}`;
    return finding.problem === 'cycle'
      ? { kind: 'reference-cycle', path, id: roster.selections[finding.index]!.id }
      : { kind: 'chain-too-long', path, limit: MAX_RELATION_CHAIN };
  });
}

/**
 * Cards (the flat shape of version 2: selections with `parent`, options and items as counts; a
 * version 2 file read, or cards sent by an older client) to version 3: formations hold their
 * selections, options and items become child selections named by their ids.
 */
export function migrateV2(old: ListCards, migration: V2Migration, read: V2Reading = {}): TreeRosterFile {
  const force = migration.forceOf(old.game, old.faction, old.force);
  const roots = nestSelections(old, migration, read.file === true);
  const file: TreeRosterFile = {
    format: ROSTER_FORMAT,
    version: TREE_ROSTER_VERSION,
    id: old.id,
    name: old.name,
    gameSystemId: old.game,
    costLimits: { [force.costTypeId]: old.pointsLimit },
    forces: [
      {
        id: `${old.id}-force`,
        entryId: force.entryId,
        catalogueId: force.catalogueId,
        selections: roots,
        forces: [],
      },
    ],
    createdAt: old.createdAt,
    updatedAt: old.updatedAt,
  };
  if (old.notes) file.customNotes = old.notes;
  if (old.data) file.data = old.data;
  if (old.codexChange) file.codexChange = old.codexChange;
  // Version 2 checked its own references but not these chains: said where its file has them.
  const problems = checkReferences(file.forces);
  if (problems.length > 0) {
    const flat = v2RelationProblems(old);
    throw invalidRoster(flat.length > 0 ? flat : problems);
  }
  return file;
}

/**
 * A unit's options and items as its child selections. A key `a/b` is option `b` taken inside option
 * `a` (a community model's weapon): it becomes a child of `a`'s selections, and is left out when `a`
 * is not taken, since nothing holds it then. An option the data makes one selection per copy
 * (`copies`) is written as that many selections of 1. A list of version 2 counts every copy's
 * options together, as the builder shows them: they are dealt out among the copies in turn, the
 * next option starting where the last one stopped, so that four rifles and a plasma lance among five
 * troopers give each trooper one weapon, and six Land Raiders among three détachements two each.
 */
/** Past this many, an option's copies stay one selection of that number (a file's count is not trusted). */
const MOST_COPIES = 1000;

function optionSelections(
  unitId: string,
  kind: 'o' | 'i',
  counts: Record<string, number>,
  copies: (key: string) => boolean,
): RosterSelection[] {
  const top: RosterSelection[] = [];
  const byKey = new Map<string, RosterSelection[]>();
  // Per holding key: the copy the next option dealt among its selections starts at.
  const turns = new Map<string, number>();
  const keys = Object.keys(counts).sort((a, b) => depthOf(a) - depthOf(b));
  for (const key of keys) {
    const number = counts[key]!;
    if (number <= 0) continue;
    const cut = key.lastIndexOf(OPTION_PATH_SEPARATOR);
    const holderKey = cut === -1 ? '' : key.slice(0, cut);
    const holders = cut === -1 ? undefined : byKey.get(holderKey);
    if (cut !== -1 && !holders) continue;
    const entryId = cut === -1 ? key : key.slice(cut + 1);
    const split = number > 1 && number <= MOST_COPIES && copies(key);
    const id = `${unitId}.${kind}.${key}`;
    const made: RosterSelection[] = [];
    const make = (into: RosterSelection[], share: number) => {
      for (const one of split ? Array<number>(share).fill(1) : [share]) {
        const selection: RosterSelection = {
          id: made.length === 0 ? id : `${id}:${made.length + 1}`,
          entryId,
          number: one,
          selections: [],
        };
        into.push(selection);
        made.push(selection);
      }
    };
    if (!holders) make(top, number);
    else {
      const count = holders.length;
      const start = turns.get(holderKey) ?? 0;
      const each = Math.floor(number / count);
      const more = number % count;
      holders.forEach((holder, position) => {
        const share = each + ((position - start + count) % count < more ? 1 : 0);
        if (share > 0) make(holder.selections, share);
      });
      turns.set(holderKey, (start + more) % count);
    }
    byKey.set(key, made);
  }
  return top;
}

function depthOf(key: string): number {
  let depth = 0;
  for (const char of key) if (char === OPTION_PATH_SEPARATOR) depth += 1;
  return depth;
}

/**
 * The version 2 selections as version 3 trees: each formation holds the selections naming it as
 * `parent`, after its own models, options and items. Walked without recursion, children before the
 * formation holding them; a selection that no root leads to is in a cycle of parents.
 */
function nestSelections(old: ListCards, migration: V2Migration, file: boolean): RosterSelection[] {
  // The ids, to tell a parent that is not in the list: needed only when some selection names one.
  const known = old.selections.some((selection) => selection.parent !== undefined)
    ? new Set(old.selections.map((selection) => selection.id))
    : undefined;
  const childrenOf = new Map<string, UnitCard[]>();
  const roots: UnitCard[] = [];
  for (const selection of old.selections) {
    const parent = selection.parent;
    if (parent === undefined || !known?.has(parent)) roots.push(selection);
    else {
      const list = childrenOf.get(parent);
      if (list) list.push(selection);
      else childrenOf.set(parent, [selection]);
    }
  }
  const out: RosterSelection[] = [];
  let reached = 0;
  // Each frame: a selection, and its children converted so far (the frame is done when all are).
  // Each frame also knows the entries of the formations holding its selection (outermost first).
  type Frame = {
    selection: UnitCard;
    holders: readonly string[];
    children: UnitCard[];
    converted: RosterSelection[];
  };
  const stack: { frame: Frame; into: RosterSelection[] }[] = [];
  const open = (selection: UnitCard, holders: readonly string[], into: RosterSelection[]) => {
    reached += 1;
    // Children are taken by the first selection of that id reached (ids are unique in a valid list).
    const children = childrenOf.get(selection.id) ?? NO_CHILDREN;
    childrenOf.delete(selection.id);
    stack.push({ frame: { selection, holders, children, converted: [] }, into });
  };
  const place = { game: old.game, faction: old.faction, migration, file };
  for (const root of roots) {
    open(root, NO_HOLDERS, out);
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const { frame } = top;
      if (frame.converted.length < frame.children.length) {
        const holders = [...frame.holders, frame.selection.entry];
        open(frame.children[frame.converted.length]!, holders, frame.converted);
        continue;
      }
      stack.pop();
      top.into.push(withChildren(place, frame.selection, frame.holders, frame.converted));
    }
  }
  if (reached < old.selections.length) {
    // Named only now: the selections a cycle of parents keeps away from every root.
    const inTrees = new Set(
      allSelections([{ id: 'f', entryId: 'f', catalogueId: 'c', selections: out, forces: [] }]).map(
        (item) => item.selection.id,
      ),
    );
    const lost = old.selections.find((selection) => !inTrees.has(selection.id));
    throw invalidRoster([{ kind: 'reference-cycle', path: 'selections', id: lost?.id ?? '?' }]);
  }
  return out;
}

const NO_CHILDREN: UnitCard[] = [];
const NO_HOLDERS: readonly string[] = [];

/** What a conversion reads besides the selection: the list's game and faction, and the migration. */
interface ConversionPlace {
  game: string;
  faction: string;
  /** A version 2 document read (a file, a stored list, a share code), not cards of a view. */
  file: boolean;
  migration: V2Migration;
}

/**
 * Conversions kept per migration and per selection object. The builder edits a list immutably: after
 * a one-unit edit every other selection is the same object, and converts to the same object, so that
 * the engine can tell the units an edit left alone by identity (unit-memo.ts). Version 3 selections
 * made here are never written to: the tree an evaluation builds copies what it changes.
 */
interface Conversion {
  /** The list's faction and the formations holding the selection when it was made (copies depend on them). */
  where: string;
  /** The selection's own models, options and items. */
  own: RosterSelection;
  /** The last formation made of it, with the children it was made with. */
  formation?: { children: RosterSelection[]; out: RosterSelection };
}

const conversions = new WeakMap<V2Migration, WeakMap<UnitCard, Conversion>>();

/**
 * Says that this version 2 selection, held by formations of these entries in a list of this faction,
 * converts to `own` (its models, options and items, without the units it holds): a card shown from a
 * list (card-view.ts) converts back to the subtree it came from, copies and all, until it is edited.
 */
export function keepConversion(
  migration: V2Migration,
  faction: string,
  holders: readonly string[],
  selection: UnitCard,
  own: RosterSelection,
): void {
  let perMigration = conversions.get(migration);
  if (!perMigration) {
    perMigration = new WeakMap();
    conversions.set(migration, perMigration);
  }
  perMigration.set(selection, { where: whereOf(faction, holders), own });
}

function whereOf(faction: string, holders: readonly string[], file = false): string {
  const where = holders.length === 0 ? faction : `${faction}\u0000${holders.join('\u0000')}`;
  return file ? `file\u0000${where}` : where;
}

function withChildren(
  place: ConversionPlace,
  selection: UnitCard,
  holders: readonly string[],
  children: RosterSelection[],
): RosterSelection {
  let perMigration = conversions.get(place.migration);
  if (!perMigration) {
    perMigration = new WeakMap();
    conversions.set(place.migration, perMigration);
  }
  const where = whereOf(place.faction, holders, place.file);
  let conversion = perMigration.get(selection);
  if (!conversion || conversion.where !== where) {
    conversion = { where, own: convert(place, selection, holders) };
    perMigration.set(selection, conversion);
  }
  if (children.length === 0) return conversion.own;
  const kept = conversion.formation;
  if (kept && sameItems(kept.children, children)) return kept.out;
  const out = { ...conversion.own, selections: [...conversion.own.selections, ...children] };
  conversion.formation = { children, out };
  return out;
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

function convert(place: ConversionPlace, selection: UnitCard, holders: readonly string[]): RosterSelection {
  const { game, faction, migration } = place;
  const options = place.file ? selection.options : undefined;
  const shape = migration.selectionShape(game, selection.entry, selection.count, options);
  const children: RosterSelection[] = shape.models
    .filter((model) => model.number > 0)
    .map((model) => ({
      id: `${selection.id}.m.${model.entryId}`,
      entryId: model.entryId,
      number: model.number,
      selections: [],
    }));
  const copies = (key: string) => migration.copiesOf?.(game, faction, holders, selection.entry, key) ?? false;
  children.push(...optionSelections(selection.id, 'o', selection.options, copies));
  // Faction items (Deadzone items, Antares drones) are counted, never copies holding anything.
  children.push(...optionSelections(selection.id, 'i', selection.items, () => false));
  const out: RosterSelection = {
    id: selection.id,
    entryId: selection.entry,
    number: shape.number,
    selections: children,
  };
  if (selection.label !== undefined) out.customName = selection.label;
  if (selection.attachedTo !== undefined) out.attachedTo = selection.attachedTo;
  if (selection.embarkedIn !== undefined) out.embarkedIn = selection.embarkedIn;
  return out;
}
