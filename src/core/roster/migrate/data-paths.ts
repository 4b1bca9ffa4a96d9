/**
 * Lists of the nine older built-in factions, saved while their view was read for Muster's first
 * catalogue model (issue 21): those lists name a unit a formation holds, and every option, by its
 * entry's own id (`sm-tactical-detachment`, `sm-rhino`), where the faction view names them by the
 * data's path, the entry links crossed and then the entry's id
 * (`sm-tactical-company.contains.sm-tactical-detachment::sm-tactical-detachment`), as it does for every
 * other faction. Read against their data, their ids become those paths, each found where the list
 * holds it (the same entry reached through two formations has two paths), as the engine finds them
 * (`findOption`). Counts need no mapping: the migration from version 2 already wrote a unit's bases
 * or models as its `<entry>.models` and `<entry>.extra` selections (builtin-migration.ts).
 */
import type { GameData } from '../../catalogue/model';
import { dataIndexOf, type DataIndex, type OptionNode } from '../../engine/data-index';
import { findOption } from '../../engine/roster-tree';
import type { MusterList } from '../list';
import type { RosterForce, RosterSelection } from '../tree';
import { definitionOf } from '../ids';

/** The factions whose lists were first written for the first catalogue model. */
export const FIRST_MODEL_FACTIONS: ReadonlySet<string> = new Set([
  'netepic-space-marines',
  'netepic-chaos',
  'netepic-eldar',
  'antares-algoryn',
  'antares-isorian',
  'freebooters-fate-imperiale-armada',
  'freebooters-fate-amazonen',
  'deadzone-marauders',
  'deadzone-enforcers',
]);

/** Lists already read against a game data: the same list object reads to the same list. */
const read = new WeakMap<MusterList, { data: GameData; out: MusterList }>();

/**
 * The list with its selections named by the data's paths, where a force is of one of the factions
 * above; the same list when nothing changes. A selection the data
 * does not offer there is left as it is (the validation says so), with what it holds.
 */
export function onDataPaths(list: MusterList, data: GameData | undefined): MusterList {
  if (!data || !list.forces.some((force) => readsByPaths(force, data))) return list;
  const known = read.get(list);
  if (known?.data === data) return known.out;
  const index = dataIndexOf(data);
  const forces = list.forces.map((force) => forceOnPaths(index, data, force));
  const out = forces.every((force, at) => force === list.forces[at]) ? list : { ...list, forces };
  read.set(list, { data, out });
  return out;
}

/** Whether a force is of a faction of the first model whose data is here. */
function readsByPaths(force: RosterForce, data: GameData): boolean {
  if (!FIRST_MODEL_FACTIONS.has(force.catalogueId)) return false;
  const catalogue = data.catalogues.find((candidate) => candidate.id === force.catalogueId);
  return catalogue !== undefined;
}

function forceOnPaths(index: DataIndex, data: GameData, force: RosterForce): RosterForce {
  const forces = force.forces.map((inner) => forceOnPaths(index, data, inner));
  const sameForces = forces.every((inner, at) => inner === force.forces[at]);
  if (!readsByPaths(force, data)) return sameForces ? force : { ...force, forces };
  const items = itemGroupsOf(data, force.catalogueId);
  const roots = index.selectableRoots(force.catalogueId);
  const selections = force.selections.map((selection) =>
    selectionOnPaths(index, items, selection, optionNamed(roots, selection.entryId)),
  );
  const same = sameForces && selections.every((selection, at) => selection === force.selections[at]);
  return same ? force : { ...force, selections, forces };
}

/**
 * A selection and what it holds, named by their paths. Bounded by the list's own nesting (the
 * reader refuses deeper JSON): recursion is safe.
 */
function selectionOnPaths(
  index: DataIndex,
  items: ReadonlySet<string>,
  selection: RosterSelection,
  node: OptionNode | undefined,
): RosterSelection {
  if (!node) return selection;
  const options = index.selectable(node);
  const selections = selection.selections.map((child) => {
    const found = optionNamed(options, child.entryId);
    // A faction item keeps its own id: the view lists the faction's items by it.
    if (found && isItem(found, items)) return child;
    return selectionOnPaths(index, items, child, found);
  });
  const entryId = node.id;
  const same =
    entryId === selection.entryId && selections.every((child, at) => child === selection.selections[at]);
  return same ? selection : { ...selection, entryId, selections };
}

/**
 * A unit moved to another place (held by `holders`, outermost first, or at the root of its force of
 * `catalogueId`), named as the data names it there: a root détachement put into a company takes the
 * company's path to it, and its options theirs. The same selection where its names already are those
 * of its place, or where the data does not offer it there (the validation then says so).
 */
export function placedAt(
  data: GameData,
  selection: RosterSelection,
  catalogueId: string,
  holders: readonly RosterSelection[],
): RosterSelection {
  const index = dataIndexOf(data);
  let options = index.selectableRoots(catalogueId);
  for (const holder of holders) {
    const node = optionNamed(options, holder.entryId);
    if (!node) return selection;
    options = index.selectable(node);
  }
  return selectionOnPaths(
    index,
    itemGroupsOf(data, catalogueId),
    selection,
    optionNamed(options, selection.entryId),
  );
}

/**
 * The option an entry id or path names among these: by itself, else by the entry it ends with (a
 * path written for another place: `company.contains.link::entry` moved to the root is `entry` there).
 */
function optionNamed(options: Map<string, OptionNode>, entryId: string): OptionNode | undefined {
  const found = findOption(options, entryId);
  if (found) return found;
  const definition = definitionOf(entryId);
  return definition === entryId ? undefined : findOption(options, definition);
}

/** The faction's shared groups of selections, which hold its items (faction-view.ts `itemGroups`). */
function itemGroupsOf(data: GameData, catalogueId: string): ReadonlySet<string> {
  const catalogue = data.catalogues.find((candidate) => candidate.id === catalogueId);
  return new Set((catalogue?.sharedSelectionEntryGroups ?? []).map((group) => group.id));
}

function isItem(node: OptionNode, groups: ReadonlySet<string>): boolean {
  for (let up = node.parent; up && up.kind === 'group'; up = up.parent) if (groups.has(up.defId)) return true;
  return false;
}
