/**
 * Which selections of a list may hold an entry: those whose options, as the data writes them (entry
 * links and children, through groups), list it directly and, modifiers applied, neither hide it nor
 * are full of it. A NetEpic company holds its détachements this way, in built-in and imported data
 * alike; the interface asks this rather than reading a card's contents of its own (what the catalogue
 * panel adds to, where a drop goes, which formations a unit may move to).
 */
import { ENTRY_PATH_SEPARATOR } from '../roster/ids';
import { affordancesAt } from './affordances';
import type { RosterEvaluation } from './evaluate';
import type { SelectionElement } from './roster-tree';

export interface HolderQuery {
  /** Holders already full of the entry too: a drop is the player's choice, and the verdict says why not. */
  includeFull?: boolean;
  /** Only selections this accepts are asked (the app's units, not their options). */
  among?: (selection: SelectionElement) => boolean;
}

/**
 * The selections (ids, in list order) that may hold one more selection of `entryId`: an entry's id,
 * which any link to that entry offers, or an option's path (`link::entry`, as the builder's view names
 * a codex company's détachements and support cards), which only the place it runs through offers (a
 * support card taken at the top level is not the détachement a company's slot takes).
 */
export function holdersOf(evaluation: RosterEvaluation, entryId: string, query: HolderQuery = {}): string[] {
  const { evaluator, tree } = evaluation;
  const isPath = entryId.includes(ENTRY_PATH_SEPARATOR);
  const names = (node: { id: string; defId: string }) =>
    node.id === entryId || (!isPath && node.defId === entryId);
  const out: string[] = [];
  for (const selection of tree.selections) {
    if (query.among && !query.among(selection)) continue;
    // Most selections do not list the entry at all: looked up in the data's cached options first.
    const listed = [...evaluator.index.selectable(selection.node).values()].some(names);
    if (!listed) continue;
    const options = affordancesAt(evaluation, { selectionId: selection.selection.id }).filter(
      (option) => names({ id: option.id, defId: option.entryId }) && !option.hidden,
    );
    if (options.some((option) => option.canAdd || query.includeFull === true))
      out.push(selection.selection.id);
  }
  return out;
}
