/**
 * Compares the built-in catalogue (model v2) with the community data, entry by entry, through the
 * community id each built-in entry records (`bsdataId`): the price of adding it, the models a unit
 * comes with (collective entries typed as models follow their parent's count and are not counted),
 * and the limits (min / max) both sides put on an option. An option ours holds under an entry the
 * community data does not nest it in is priced where the community data offers it. Differences a
 * data note lists as deliberate corrections are not reported. Pure: the caller reads the files.
 */
import type { DataIndex } from '../engine/data-index';
import { decimal } from '../engine/modifiers';
import { findNode, priceAsAdded } from '../engine/price-as-added';
import type {
  Catalogue,
  Constraint,
  Cost,
  EntryContainer,
  EntryLink,
  GameSystem,
  SelectionEntry,
} from '../catalogue/model';

/** What `db/catalogue/<game>/notes/community.json` says. */
export interface CommunityNotes {
  /** Built-in cost type id → community cost type id. */
  costTypes: Record<string, string>;
  corrections: { id: string; what: string; ours: number; community: number; why: string }[];
}

export interface CommunityDifference {
  id: string;
  what: string;
  ours: number;
  community: number;
}

/** A community definition as a built-in entry may name it: an entry, or a link with its overrides. */
interface CommunityDef {
  costs: Cost[];
  constraints: Constraint[];
  children: EntryContainer;
}

/** Every entry and link of the community files, by id, links merged with their targets. */
export function indexCommunity(files: (GameSystem | Catalogue)[]): Map<string, CommunityDef> {
  const entries = new Map<string, SelectionEntry>();
  const links: EntryLink[] = [];
  const stack: EntryContainer[] = [];
  for (const file of files) {
    stack.push(...(file.sharedSelectionEntries ?? []), ...(file.selectionEntries ?? []));
    stack.push(...(file.sharedSelectionEntryGroups ?? []));
    links.push(...(file.entryLinks ?? []));
  }
  while (stack.length > 0) {
    const node = stack.pop()!;
    if ('type' in node && node.type !== undefined && !('targetId' in node))
      entries.set(node.id, node as SelectionEntry);
    stack.push(...(node.selectionEntries ?? []), ...(node.selectionEntryGroups ?? []));
    links.push(...(node.entryLinks ?? []));
  }
  const index = new Map<string, CommunityDef>();
  for (const [id, entry] of entries)
    index.set(id, { costs: entry.costs ?? [], constraints: entry.constraints ?? [], children: entry });
  for (const link of links) {
    const target = entries.get(link.targetId);
    if (!target) continue;
    const costs = new Map((target.costs ?? []).map((cost) => [cost.typeId, cost]));
    for (const cost of link.costs ?? []) costs.set(cost.typeId, cost);
    index.set(link.id, {
      costs: [...costs.values()],
      constraints: [...(target.constraints ?? []), ...(link.constraints ?? [])],
      children: target,
    });
  }
  return index;
}

function parentLimit(constraints: readonly Constraint[], type: 'min' | 'max'): number | undefined {
  const values = constraints
    .filter((constraint) => constraint.type === type && (constraint.scope ?? 'parent') === 'parent')
    .filter((constraint) => (constraint.field ?? 'selections') === 'selections' && !constraint.percentValue)
    .map((constraint) => constraint.value);
  return values.length === 0 ? undefined : type === 'max' ? Math.min(...values) : Math.max(...values);
}

/** The built-in entries and options that record a community id, with the entry holding them. */
function recorded(catalogue: Catalogue): { def: SelectionEntry; holder?: SelectionEntry }[] {
  const out: { def: SelectionEntry; holder?: SelectionEntry }[] = [];
  const roots = [...(catalogue.selectionEntries ?? []), ...(catalogue.sharedSelectionEntries ?? [])];
  for (const root of roots) {
    out.push({ def: root });
    for (const option of optionsOf(root)) out.push({ def: option, holder: root });
  }
  for (const group of catalogue.sharedSelectionEntryGroups ?? [])
    for (const item of group.selectionEntries ?? []) out.push({ def: item });
  return out.filter(({ def }) => def.bsdataId !== undefined);
}

function optionsOf(entry: SelectionEntry): SelectionEntry[] {
  return [
    ...(entry.selectionEntries ?? []),
    ...(entry.selectionEntryGroups ?? []).flatMap((group) => group.selectionEntries ?? []),
  ];
}

/** Both sides of the comparison: the data, and the catalogue each side's entries are chosen in. */
export interface ComparedData {
  index: DataIndex;
  catalogueId: string;
}

/** The community catalogue holding most of a built-in catalogue's root entries. */
export function matchingCatalogue(ours: Catalogue, community: DataIndex): string | undefined {
  const roots = [...(ours.selectionEntries ?? []), ...(ours.sharedSelectionEntries ?? [])]
    .map((entry) => entry.bsdataId)
    .filter((id): id is string => id !== undefined);
  let best: { id: string; found: number } | undefined;
  for (const id of community.catalogues.keys()) {
    const found = roots.filter((root) => findNode(community, id, root) !== undefined).length;
    if (!best || found > best.found) best = { id, found };
  }
  return best?.id;
}

/**
 * Every built-in entry, option and item that records a community id, against that id: the price of
 * adding it (both sides through the engine, so base costs plus models and costs set by modifiers
 * compare as players see them), the models a unit comes with, and an option's min / max.
 */
export function compareWithCommunity(
  catalogue: Catalogue,
  ours: ComparedData,
  theirs: ComparedData,
  definitions: Map<string, CommunityDef>,
  notes: CommunityNotes,
): CommunityDifference[] {
  const differences: CommunityDifference[] = [];
  const push = (id: string, what: string, mine: number, their: number) => {
    if (decimal(mine) !== decimal(their)) differences.push({ id, what, ours: mine, community: their });
  };
  for (const { def, holder } of recorded(catalogue)) {
    const bsdataId = def.bsdataId!;
    const definition = definitions.get(bsdataId);
    // An entry ours holds under another (an animal under its handler) may stand on its own in the
    // community data: it is then priced where the community data offers it.
    const their =
      priceAsAdded(theirs.index, theirs.catalogueId, bsdataId, holder?.bsdataId) ??
      (holder ? priceAsAdded(theirs.index, theirs.catalogueId, bsdataId) : undefined);
    const mine = priceAsAdded(ours.index, ours.catalogueId, def.id, holder?.id);
    if (!definition || !their || !mine) {
      differences.push({ id: def.id, what: their ? 'not-offered' : 'unknown-id', ours: 0, community: 0 });
      continue;
    }
    for (const [ourType, theirType] of Object.entries(notes.costTypes))
      push(def.id, `cost:${ourType}`, mine.costs.get(ourType) ?? 0, their.costs.get(theirType) ?? 0);
    if (holder) {
      for (const type of ['min', 'max'] as const) {
        const limit = parentLimit(definition.constraints, type);
        if (limit !== undefined) push(def.id, type, parentLimit(def.constraints ?? [], type) ?? 0, limit);
      }
      continue;
    }
    const included = (def.selectionEntries ?? []).find((child) => child.id === `${def.id}.models`);
    if (!included) continue;
    const optionIds = new Set(
      optionsOf(def)
        .map((option) => option.bsdataId)
        .filter((id): id is string => id !== undefined),
    );
    // A collective "model" follows its parent's count: it is carried by the unit's models (a weapon
    // the community data types as a model), not one more figure.
    const theirModels = their.models
      .filter((model) => !model.collective)
      .filter((model) => !optionIds.has(model.defId) && !(model.linkId && optionIds.has(model.linkId)))
      .reduce((sum, model) => sum + model.number, 0);
    if (theirModels > 0) push(def.id, 'models', included.defaultAmount ?? 0, theirModels);
  }
  const deliberate = new Set(
    notes.corrections.map((note) => `${note.id}|${note.what}|${note.ours}|${note.community}`),
  );
  return differences.filter(
    (difference) =>
      !deliberate.has(`${difference.id}|${difference.what}|${difference.ours}|${difference.community}`),
  );
}
