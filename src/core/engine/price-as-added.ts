/**
 * What an entry costs when a player adds it: the entry is chosen through the edit functions (its
 * holders first, as a player would reach it; a holder the data already selected by itself, such as
 * a unit's compulsory leader model, is opened rather than chosen again), with everything the data
 * then selects by itself, and the roster is evaluated before and after. Prices written as a base
 * cost plus models, costs set by modifiers or reached through links all come out as the player sees
 * them, so two data sets that model the same unit differently can be compared.
 */
import { findSelectionById, type RosterSelection, type TreeRoster } from '../roster/tree';
import type { DataIndex, OptionNode } from './data-index';
import { scratchForce, selectEntry } from './edits';
import { evaluateRoster } from './evaluate';

/** How far below a force's roots an entry is looked for. */
const SEARCH_DEPTH = 8;

export interface AddedEntry {
  /** Cost type id → what adding the entry added to the roster. */
  costs: Map<string, number>;
  /**
   * The model selections inside it once added: definition id, link id, how many, and whether the
   * entry is collective (its count follows its parent's, as equipment every model carries does).
   */
  models: { defId: string; linkId?: string; number: number; collective: boolean }[];
}

/**
 * The first option, breadth first from the catalogue's roots (or from inside `within`), whose
 * definition or link has this id.
 */
export function findNode(
  index: DataIndex,
  catalogueId: string,
  id: string,
  within?: OptionNode,
): OptionNode | undefined {
  let level = within ? index.children(within) : index.rootOptions(catalogueId);
  for (let depth = 0; depth < SEARCH_DEPTH && level.length > 0; depth += 1) {
    const hit = level.find((node) => node.kind === 'entry' && (node.defId === id || node.link?.id === id));
    if (hit) return hit;
    level = level.flatMap((node) => index.children(node));
  }
  return undefined;
}

/** The entries from the force's root down to `node`, groups left out. */
function chainTo(node: OptionNode): OptionNode[] {
  const chain: OptionNode[] = [];
  for (let current: OptionNode | null = node; current; current = current.parent)
    if (current.kind === 'entry') chain.unshift(current);
  return chain;
}

function childWithEntry(roster: TreeRoster, parentId: string, entryId: string): RosterSelection | undefined {
  const parent = findSelectionById(roster.forces[0]!.selections, parentId);
  return parent?.selections.find((selection) => selection.entryId === entryId);
}

/** The price of adding entry `id` (inside the entry `withinId` when given) to a new force. */
export function priceAsAdded(
  index: DataIndex,
  catalogueId: string,
  id: string,
  withinId?: string,
): AddedEntry | undefined {
  const holder = withinId === undefined ? undefined : findNode(index, catalogueId, withinId);
  if (withinId !== undefined && !holder) return undefined;
  const node = findNode(index, catalogueId, id, holder);
  const scratch = scratchForce(index, catalogueId);
  if (!node || !scratch) return undefined;
  const { context, forceId } = scratch;
  let roster = scratch.roster;
  let parentId: string | undefined;
  const chain = chainTo(node);
  let before = evaluateRoster(index, roster).costs;
  for (const [position, step] of chain.entries()) {
    const last = position === chain.length - 1;
    // A holder the previous step already brought with it (a unit's compulsory leader model) is
    // opened, not chosen a second time: a player adds the option to the model the unit has.
    const present = last || parentId === undefined ? undefined : childWithEntry(roster, parentId, step.id);
    if (present) {
      parentId = present.id;
      continue;
    }
    if (last) before = evaluateRoster(index, roster).costs;
    const result = selectEntry(context, roster, forceId, step.id, parentId);
    roster = result.roster;
    parentId = result.createdId;
  }
  const after = evaluateRoster(index, roster);
  const costs = new Map<string, number>();
  for (const [type, value] of after.costs) costs.set(type, value - (before.get(type) ?? 0));
  const added = parentId ? findSelectionById(roster.forces[0]!.selections, parentId) : undefined;
  const models: AddedEntry['models'] = [];
  const stack = [...(added?.selections ?? [])];
  while (stack.length > 0) {
    const selection = stack.pop()!;
    stack.push(...selection.selections);
    const element = after.tree.byId.get(selection.id);
    if (element?.node.type !== 'model') continue;
    const model: AddedEntry['models'][number] = {
      defId: element.node.defId,
      number: selection.number,
      collective: Boolean(element.node.collective),
    };
    if (element.node.link) model.linkId = element.node.link.id;
    models.push(model);
  }
  return { costs, models };
}
