/**
 * Reads a roster file into format v3. Files of versions 1 and 2 are read as before (their own
 * migration and checks) and then become v3 through a `V2Migration` that the catalogue provides (which
 * force a faction's list becomes, which cost type its points limit is in), so their built-in entry ids
 * keep naming the same entries. Every reference is checked without recursion: unknown or duplicate ids,
 * a selection joined to itself, attachments or embarkations that loop or chain further than any rule.
 */
import { nestingDepth } from '../catalogue/v2/schema';
import type { RosterFieldProblem } from './read-problems';
import { parseRoster, parseRosterJson, RosterFormatError } from './read-roster';
import { OPTION_PATH_SEPARATOR, ROSTER_FORMAT, type Roster, type Selection } from './schema';
import { ROSTER_V3_VERSION, type RosterForce, type RosterSelection } from './v3';
import { rosterFileV3Schema, type RosterFileV3 } from './v3-schema';

/** JSON nesting allowed in a v3 file: about 60 levels of selections, far beyond any list. */
export const MAX_ROSTER_JSON_DEPTH = 128;
/** A Personnage Lié joins a détachement that embarks in a transport: no rule chains further. */
export const MAX_RELATION_CHAIN = 8;

export interface V2Migration {
  /** The force a version 2 list of this faction becomes, and the cost type its points limit counts. */
  forceOf(game: string, faction: string): { entryId: string; catalogueId: string; costTypeId: string };
  /**
   * How a version 2 selection of an entry with `count` bases or models (absent: the entry's default)
   * is written in version 3: its own number, and the model selections that hold the count.
   */
  selectionShape(game: string, entryId: string, count: number | undefined): SelectionShape;
}

export interface SelectionShape {
  number: number;
  models: { entryId: string; number: number }[];
}

type Json = Record<string, unknown>;

export function readRosterV3(text: string, migration: V2Migration): RosterFileV3 {
  return parseRosterV3(parseRosterJson(text), migration);
}

export function parseRosterV3(raw: unknown, migration: V2Migration): RosterFileV3 {
  if (
    typeof raw !== 'object' ||
    raw === null ||
    Array.isArray(raw) ||
    (raw as Json).format !== ROSTER_FORMAT
  ) {
    throw new RosterFormatError({ code: 'not-a-roster' });
  }
  const version = (raw as Json).version;
  if (typeof version === 'number' && version > ROSTER_V3_VERSION) {
    throw new RosterFormatError({ code: 'newer-version', version, supported: ROSTER_V3_VERSION });
  }
  if (version !== ROSTER_V3_VERSION) return migrateV2(parseRoster(raw), migration);
  if (nestingDepth(raw, MAX_ROSTER_JSON_DEPTH) > MAX_ROSTER_JSON_DEPTH) {
    throw invalid([{ kind: 'too-deep', path: 'forces', limit: MAX_ROSTER_JSON_DEPTH }]);
  }
  const parsed = rosterFileV3Schema.safeParse(raw);
  if (!parsed.success) {
    throw invalid(
      parsed.error.issues.map((issue) => ({
        kind: 'wrong-value',
        path: issue.path.map(String).join('.') || '(root)',
      })),
    );
  }
  const problems = checkReferences(parsed.data.forces);
  if (problems.length > 0) throw invalid(problems);
  return parsed.data;
}

function invalid(problems: RosterFieldProblem[]): RosterFormatError {
  return new RosterFormatError({ code: 'invalid-content', problems });
}

interface Located {
  selection: RosterSelection;
  path: string;
}

/** Every selection of every force, with its path in the file, parents first. */
function allSelections(forces: RosterForce[]): Located[] {
  const out: Located[] = [];
  const forceStack = forces.map((force, i) => ({ force, path: `forces.${i}` }));
  while (forceStack.length > 0) {
    const { force, path } = forceStack.pop()!;
    force.forces.forEach((child, i) => forceStack.push({ force: child, path: `${path}.forces.${i}` }));
    const stack = force.selections.map((selection, i) => ({ selection, path: `${path}.selections.${i}` }));
    while (stack.length > 0) {
      const item = stack.pop()!;
      out.push(item);
      item.selection.selections.forEach((child, i) =>
        stack.push({ selection: child, path: `${item.path}.selections.${i}` }),
      );
    }
  }
  return out;
}

function checkReferences(forces: RosterForce[]): RosterFieldProblem[] {
  const problems: RosterFieldProblem[] = [];
  const selections = allSelections(forces);
  const byId = new Map<string, RosterSelection>();
  for (const { selection, path } of selections) {
    if (byId.has(selection.id)) problems.push({ kind: 'duplicate-id', path: `${path}.id`, id: selection.id });
    byId.set(selection.id, selection);
  }
  for (const { selection, path } of selections) {
    for (const key of ['attachedTo', 'embarkedIn'] as const) {
      const target = selection[key];
      if (target === undefined) continue;
      const where = `${path}.${key}`;
      if (target === selection.id) problems.push({ kind: 'self-reference', path: where });
      else if (!byId.has(target)) problems.push({ kind: 'unknown-reference', path: where, id: target });
      else {
        const chain = followChain(byId, selection, key);
        if (chain === 'cycle') problems.push({ kind: 'reference-cycle', path: where, id: selection.id });
        else if (chain > MAX_RELATION_CHAIN)
          problems.push({ kind: 'chain-too-long', path: where, limit: MAX_RELATION_CHAIN });
      }
    }
  }
  return problems;
}

/** How many links a relation chain has from this selection, or `cycle` when it comes back. */
function followChain(
  byId: Map<string, RosterSelection>,
  start: RosterSelection,
  key: 'attachedTo' | 'embarkedIn',
): number | 'cycle' {
  const seen = new Set<string>([start.id]);
  let current: RosterSelection | undefined = start;
  let length = 0;
  while (current?.[key] !== undefined) {
    const next: string = current[key]!;
    if (seen.has(next)) return 'cycle';
    seen.add(next);
    length += 1;
    if (length > MAX_RELATION_CHAIN) return length;
    current = byId.get(next);
  }
  return length;
}

/**
 * Version 2 (flat selections with `parent`, options and items as counts) to version 3: formations
 * hold their selections, options and items become child selections named by their ids.
 */
export function migrateV2(old: Roster, migration: V2Migration): RosterFileV3 {
  const force = migration.forceOf(old.game, old.faction);
  const converted = new Map<string, RosterSelection>();
  for (const selection of old.selections) converted.set(selection.id, toV3(old.game, selection, migration));
  const expected = [...converted.values()].reduce(
    (sum, selection) => sum + 1 + selection.selections.length,
    0,
  );
  const roots: RosterSelection[] = [];
  for (const selection of old.selections) {
    const own = converted.get(selection.id)!;
    const parent = selection.parent === undefined ? undefined : converted.get(selection.parent);
    if (parent) parent.selections.push(own);
    else roots.push(own);
  }
  const reachable = allSelections([
    { id: 'f', entryId: 'f', catalogueId: 'c', selections: roots, forces: [] },
  ]);
  if (reachable.length < expected) {
    const lost = old.selections.find(
      (selection) => !reachable.some((item) => item.selection.id === selection.id),
    );
    throw invalid([{ kind: 'reference-cycle', path: 'selections', id: lost?.id ?? '?' }]);
  }
  const file: RosterFileV3 = {
    format: ROSTER_FORMAT,
    version: ROSTER_V3_VERSION,
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
  const problems = checkReferences(file.forces);
  if (problems.length > 0) throw invalid(problems);
  return file;
}

/**
 * A unit's options and items as its child selections. A key `a/b` is option `b` taken inside option
 * `a` (a community model's weapon): it becomes a child of `a`'s selection, and is left out when `a`
 * is not taken, since nothing holds it then.
 */
function optionSelections(
  unitId: string,
  kind: 'o' | 'i',
  counts: Record<string, number>,
): RosterSelection[] {
  const top: RosterSelection[] = [];
  const byKey = new Map<string, RosterSelection>();
  const keys = Object.keys(counts).sort((a, b) => depthOf(a) - depthOf(b));
  for (const key of keys) {
    const number = counts[key]!;
    if (number <= 0) continue;
    const cut = key.lastIndexOf(OPTION_PATH_SEPARATOR);
    const own: RosterSelection = {
      id: `${unitId}.${kind}.${key}`,
      entryId: cut === -1 ? key : key.slice(cut + 1),
      number,
      selections: [],
    };
    if (cut === -1) top.push(own);
    else {
      const holder = byKey.get(key.slice(0, cut));
      if (!holder) continue;
      holder.selections.push(own);
    }
    byKey.set(key, own);
  }
  return top;
}

function depthOf(key: string): number {
  let depth = 0;
  for (const char of key) if (char === OPTION_PATH_SEPARATOR) depth += 1;
  return depth;
}

/**
 * A selection's conversion, kept per migration and per selection object: the builder edits a list
 * immutably, so after a one-unit edit every other selection is the same object and converts the same.
 * The cached value is a template: each conversion gets its own copy of the arrays it may grow.
 */
const converted = new WeakMap<V2Migration, WeakMap<Selection, RosterSelection>>();

function toV3(game: string, selection: Selection, migration: V2Migration): RosterSelection {
  let perMigration = converted.get(migration);
  if (!perMigration) {
    perMigration = new WeakMap();
    converted.set(migration, perMigration);
  }
  let template = perMigration.get(selection);
  if (!template) {
    template = convert(game, selection, migration);
    perMigration.set(selection, template);
  }
  return { ...template, selections: template.selections.slice() };
}

function convert(game: string, selection: Selection, migration: V2Migration): RosterSelection {
  const shape = migration.selectionShape(game, selection.entry, selection.count);
  const children: RosterSelection[] = shape.models
    .filter((model) => model.number > 0)
    .map((model) => ({
      id: `${selection.id}.m.${model.entryId}`,
      entryId: model.entryId,
      number: model.number,
      selections: [],
    }));
  children.push(...optionSelections(selection.id, 'o', selection.options));
  children.push(...optionSelections(selection.id, 'i', selection.items));
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
