/**
 * A BattleScribe / New Recruit roster (read into format v3 by read-roster-file.ts) as a Muster list of
 * an imported faction, the list model (`listFromFile`): the forces of the first force's catalogue become
 * the list's force, every selection kept as the file has it. The points limit is the file's limit of
 * the list's cost type (else the data's default limit, else the game's). The costs the file states are
 * hints: the caller compares them with the engine's and reports the differences, with the revisions of
 * the data the file was made with that are not the stored ones. Pure: the data arrives indexed.
 */
import { textIn } from '../catalogue/text';
import type { DataIndex } from '../engine/data-index';
import { limitedCostType } from '../roster/builtin-migration';
import type { ListCards } from '../roster/cards';
import { ROSTER_FORMAT, TREE_ROSTER_VERSION, type RosterForce, type TreeRoster } from '../roster/tree';
import { withCardIds, type MusterList } from '../roster/list';
import { decodeEntities } from './xml';
import type { RosterFileHints } from './read-roster-file';

/** Why a roster file cannot be imported, as data: the page and the CLI say it in their language. */
export type RosterFileImportProblem =
  | { code: 'not-a-roster-file'; name: string }
  | { code: 'unreadable-archive'; name: string }
  | { code: 'too-large'; name: string; limit: number }
  | { code: 'not-utf8'; name: string }
  | { code: 'doctype' }
  | { code: 'too-deep' }
  | { code: 'not-xml'; detail: string }
  | { code: 'not-a-roster'; root: string }
  | { code: 'no-game-data'; gameSystemId: string; gameSystemName: string }
  | { code: 'unsupported-game'; gameSystemId: string; gameSystemName: string }
  | { code: 'no-catalogue'; catalogueId: string; catalogueName: string }
  | { code: 'no-force' }
  | { code: 'too-many-selections'; count: number; limit: number }
  | { code: 'invalid-content'; details: string[] };

export interface RosterFileCostLine {
  typeId: string;
  name: string;
  /** What the engine computes for the imported list. */
  value: number;
  /** What the file said, when it differs. */
  stated?: number;
}

export interface RosterFileImportReport {
  /** The file's name as given. */
  file: string;
  gameSystem: { id: string; name: string; revision: number };
  catalogue: { id: string; name: string; revision: number };
  costs: RosterFileCostLine[];
  /** Data the file was made with whose revision is not the stored one. */
  revisionMismatches: { id: string; name: string; built: number; stored: number }[];
  /** Forces of another catalogue than the list's, left out (a Muster list is one faction). */
  otherForces: { catalogueId: string; name: string }[];
  /** Selections nested deeper than a unit's options go, left out. */
  dropped: number;
}

export type RosterFileImport =
  | { ok: true; roster: ListCards; report: RosterFileImportReport }
  | { ok: false; problem: RosterFileImportProblem };

/** A list holds at most this many selections (roster schema). */
export const MAX_IMPORTED_SELECTIONS = 5000;

/** The value of one attribute in the first start tag matching `tag`, entities decoded. */
function attributeIn(tag: string, name: string): string | undefined {
  const found = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`).exec(tag);
  const value = found?.[2] ?? found?.[3];
  return value === undefined ? undefined : decodeEntities(value);
}

/**
 * The names a roster file gives its game system and catalogues (which read-roster-file.ts does not
 * keep): said to the player when the data is missing. Read from the start tags only.
 */
export function rosterFileNames(xml: string): {
  gameSystemName: string;
  catalogueNames: Map<string, string>;
} {
  const root = /<roster\b[^>]*>/.exec(xml.slice(0, 65_536))?.[0] ?? '';
  const catalogueNames = new Map<string, string>();
  const forceTag = /<force\b[^>]*>/g;
  let count = 0;
  for (let found = forceTag.exec(xml); found && count < 1000; found = forceTag.exec(xml), count += 1) {
    const id = attributeIn(found[0], 'catalogueId');
    const name = attributeIn(found[0], 'catalogueName');
    if (id && name && !catalogueNames.has(id)) catalogueNames.set(id, name);
  }
  return { gameSystemName: attributeIn(root, 'gameSystemName') ?? '', catalogueNames };
}

/** Every force of the roster, child forces after their parent, in the file's order. */
export function allForces(roster: TreeRoster): RosterForce[] {
  const out: RosterForce[] = [];
  const stack = [...roster.forces].reverse();
  while (stack.length > 0) {
    const force = stack.pop()!;
    out.push(force);
    for (let i = force.forces.length - 1; i >= 0; i -= 1) stack.push(force.forces[i]!);
  }
  return out;
}

export interface RosterFileConversion {
  index: DataIndex;
  /** The list's game (the binding's) and its default points limit. */
  game: string;
  defaultPointsLimit: number;
  /** The catalogue the list is of: the first force's. */
  catalogueId: string;
  /** Whether an entry is a unit a formation holds (a selection of its own), not an option. */
  isUnit(entryId: string): boolean;
  names: { catalogueNames: Map<string, string> };
  fileName: string;
  now: Date;
  newRosterId: string;
}

function pointsLimitOf(roster: TreeRoster, index: DataIndex, fallback: number): number {
  const type = limitedCostType(index.costTypes());
  const stated = type ? roster.costLimits[type.id] : undefined;
  const limit =
    stated !== undefined && Number.isFinite(stated) && stated > 0
      ? stated
      : (type?.defaultCostLimit ?? -1) > 0
        ? type!.defaultCostLimit!
        : fallback;
  return Math.min(1_000_000, Math.max(1, Math.round(limit)));
}

/**
 * The list a roster file holds, as the list model keeps it: the forces of the first force's catalogue
 * as one force of the list (the file's first force entry the data offers, else `defaultForce`), every
 * selection as the file has it, copies that differ and options at any depth included, each selection
 * not a unit of its own named after its unit (`withCardIds`).
 */
export function listFromFile(
  file: TreeRoster,
  options: RosterFileConversion & { defaultForce: string },
): { list: MusterList; otherForces: RosterFileImportReport['otherForces'] } | RosterFileImportProblem {
  const forces = allForces(file);
  const own = forces.filter((force) => force.catalogueId === options.catalogueId);
  const otherForces = otherForcesOf(forces, options);
  const selections = own.flatMap((force) => force.selections);
  const units = selections.reduce(
    (count, root) => count + 1 + root.selections.filter((child) => options.isUnit(child.entryId)).length,
    0,
  );
  if (units > MAX_IMPORTED_SELECTIONS)
    return { code: 'too-many-selections', count: units, limit: MAX_IMPORTED_SELECTIONS };
  const at = options.now.toISOString();
  const fallbackName = options.fileName.replace(/\.rosz?$/i, '').trim();
  const type = limitedCostType(options.index.costTypes());
  const force = own.find((candidate) => options.index.forceEntry(candidate.entryId) !== undefined);
  const list: MusterList = {
    format: ROSTER_FORMAT,
    version: TREE_ROSTER_VERSION,
    id: options.newRosterId,
    name: (file.name.trim() || fallbackName || 'BattleScribe').slice(0, 200),
    gameSystemId: options.game,
    costLimits: { [type?.id ?? 'points']: pointsLimitOf(file, options.index, options.defaultPointsLimit) },
    forces: [
      {
        id: force?.id ?? `${options.newRosterId}-force`,
        entryId: force?.entryId ?? options.defaultForce,
        catalogueId: options.catalogueId,
        selections,
        forces: [],
      },
    ],
    createdAt: at,
    updatedAt: at,
  };
  const notes = (file.customNotes ?? '').slice(0, 10_000);
  if (notes !== '') list.customNotes = notes;
  return { list: withCardIds(list, (selection) => options.isUnit(selection.entryId)), otherForces };
}

/** The catalogues of the file's other forces, each once, named as the file names them: left out. */
function otherForcesOf(
  forces: readonly RosterForce[],
  options: Pick<RosterFileConversion, 'catalogueId' | 'names'>,
): RosterFileImportReport['otherForces'] {
  const otherForces: RosterFileImportReport['otherForces'] = [];
  for (const force of forces) {
    if (force.catalogueId === options.catalogueId) continue;
    if (otherForces.some((other) => other.catalogueId === force.catalogueId)) continue;
    otherForces.push({
      catalogueId: force.catalogueId,
      name: options.names.catalogueNames.get(force.catalogueId) ?? force.catalogueId,
    });
  }
  return otherForces;
}

/** The engine's costs beside the file's: a line per cost type, `stated` only where they differ. */
export function costLines(
  index: DataIndex,
  computed: Record<string, number>,
  stated: RosterFileHints['costs'],
): RosterFileCostLine[] {
  return index.costTypes().map((type) => {
    const value = computed[type.id] ?? 0;
    const said = stated[type.id];
    return {
      typeId: type.id,
      name: textIn(type.name, 'en').trim() || type.id,
      value,
      ...(said !== undefined && Math.abs(said - value) > 1e-9 ? { stated: said } : {}),
    };
  });
}

/** Revisions the file was made with that are not the stored ones (game system, then catalogues). */
export function revisionMismatches(
  index: DataIndex,
  hints: RosterFileHints,
): RosterFileImportReport['revisionMismatches'] {
  const out: RosterFileImportReport['revisionMismatches'] = [];
  const stored = index.gameSystem.revision ?? 0;
  if (hints.gameSystemRevision !== undefined && hints.gameSystemRevision !== stored)
    out.push({
      id: index.gameSystem.id,
      name: textIn(index.gameSystem.name, 'en'),
      built: hints.gameSystemRevision,
      stored,
    });
  for (const [id, built] of Object.entries(hints.catalogueRevisions)) {
    const catalogue = index.catalogues.get(id);
    if (catalogue && (catalogue.revision ?? 0) !== built)
      out.push({ id, name: textIn(catalogue.name, 'en'), built, stored: catalogue.revision ?? 0 });
  }
  return out;
}
