/**
 * Compares the built-in catalogue (model v2) with the community data, entry by entry, through the
 * community id each built-in entry records (`bsdataId`): costs, the models a unit's price includes,
 * and the limits (min / max) both sides put on an option. Differences a data note lists as
 * deliberate corrections are not reported. Pure: the caller reads the files.
 */
import type {
  Catalogue,
  Constraint,
  Cost,
  EntryContainer,
  EntryLink,
  GameSystem,
  SelectionEntry,
} from '../catalogue/v2/model';

/** What `db/catalogue/<game>/v2/notes/community.json` says. */
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

function costOf(costs: readonly Cost[] | undefined, typeId: string): number {
  return costs?.find((cost) => cost.typeId === typeId)?.value ?? 0;
}

/** The built-in entries and options that record a community id, with the entry holding them. */
function recorded(catalogue: Catalogue): { def: SelectionEntry; holder?: SelectionEntry }[] {
  const out: { def: SelectionEntry; holder?: SelectionEntry }[] = [];
  const roots = [...(catalogue.selectionEntries ?? []), ...(catalogue.sharedSelectionEntries ?? [])];
  for (const root of roots) {
    out.push({ def: root });
    const options = [
      ...(root.selectionEntries ?? []),
      ...(root.selectionEntryGroups ?? []).flatMap((group) => group.selectionEntries ?? []),
    ];
    for (const option of options) out.push({ def: option, holder: root });
  }
  for (const group of catalogue.sharedSelectionEntryGroups ?? [])
    for (const item of group.selectionEntries ?? []) out.push({ def: item });
  return out.filter(({ def }) => def.bsdataId !== undefined);
}

/** Model entries of a community unit that none of the built-in options names: the unit's own models. */
function ownModels(community: CommunityDef, optionIds: ReadonlySet<string>): number | undefined {
  const models = (community.children.selectionEntries ?? []).filter(
    (child) => child.type === 'model' && !optionIds.has(child.id),
  );
  if (models.length === 0) return undefined;
  return models.reduce((sum, child) => sum + (parentLimit(child.constraints ?? [], 'min') ?? 0), 0);
}

export function compareWithCommunity(
  catalogue: Catalogue,
  community: Map<string, CommunityDef>,
  notes: CommunityNotes,
): CommunityDifference[] {
  const differences: CommunityDifference[] = [];
  const push = (id: string, what: string, ours: number, theirs: number) => {
    if (ours !== theirs) differences.push({ id, what, ours, community: theirs });
  };
  for (const { def, holder } of recorded(catalogue)) {
    const theirs = community.get(def.bsdataId!);
    if (!theirs) {
      differences.push({ id: def.id, what: 'unknown-id', ours: 0, community: 0 });
      continue;
    }
    for (const [ours, their] of Object.entries(notes.costTypes))
      push(def.id, `cost:${ours}`, costOf(def.costs, ours), costOf(theirs.costs, their));
    if (holder) {
      for (const type of ['min', 'max'] as const) {
        const their = parentLimit(theirs.constraints, type);
        if (their !== undefined) push(def.id, type, parentLimit(def.constraints ?? [], type) ?? 0, their);
      }
    }
    const included = (def.selectionEntries ?? []).find((child) => child.id === `${def.id}.models`);
    if (!holder && included) {
      const optionIds = new Set(
        [
          ...(def.selectionEntries ?? []),
          ...(def.selectionEntryGroups ?? []).flatMap((g) => g.selectionEntries ?? []),
        ]
          .map((option) => option.bsdataId)
          .filter((id): id is string => id !== undefined),
      );
      const their = ownModels(theirs, optionIds);
      if (their !== undefined && their > 0) push(def.id, 'models', included.defaultAmount ?? 0, their);
    }
  }
  const deliberate = new Set(
    notes.corrections.map((note) => `${note.id}|${note.what}|${note.ours}|${note.community}`),
  );
  return differences.filter(
    (difference) =>
      !deliberate.has(`${difference.id}|${difference.what}|${difference.ours}|${difference.community}`),
  );
}
