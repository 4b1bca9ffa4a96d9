/**
 * The game data indexed for the engine: every file's definitions by id, and the option tree, where
 * each selection entry or group is seen through the links that reach it. An option's id is its
 * path (`link::…::entryId`), and a link's own constraints, modifiers, costs and categories are
 * merged with its target's, so that the rest of the engine never looks at links again.
 */
import { linkedCatalogues } from '../catalogue/linked';
import type {
  CategoryEntry,
  Catalogue,
  CategoryLink,
  Constraint,
  Cost,
  CostType,
  DataFileBase,
  EntryContainer,
  EntryLink,
  ForceEntry,
  GameData,
  InfoGroup,
  InfoLink,
  Modifier,
  ModifierGroup,
  Profile,
  ProfileType,
  Rule,
  SelectionEntry,
  SelectionEntryGroup,
} from '../catalogue/model';
import type { LocalText } from '../catalogue/text';

/** Options nested deeper than this (through links and groups) are not expanded: data loops stop here. */
export const MAX_OPTION_DEPTH = 64;

export type DataFile = DataFileBase & { kind: 'gameSystem' | 'catalogue' };

/** A constraint with the id of the definition (entry, link, category, force) that declares it. */
export interface OwnedConstraint {
  constraint: Constraint;
  ownerId: string;
}

/** A selection entry or group as reached through links: what the engine selects and counts. */
export interface OptionNode {
  kind: 'entry' | 'group';
  /** Path id: the links crossed, then the definition's id. */
  id: string;
  /** The definition's own id (the link's target). */
  defId: string;
  link?: EntryLink;
  def: SelectionEntry | SelectionEntryGroup;
  /** The entry or group this option is listed under; null for a force's root entries. */
  parent: OptionNode | null;
  /** Path id of the group this option is listed in, when its parent is a group. */
  groupId?: string;
  /** The link ids its children's paths start with. */
  childPrefix: string[];
  file: DataFile;
  depth: number;
  name: LocalText;
  hidden: boolean;
  type: string;
  collective: boolean;
  costs: Cost[];
  constraints: OwnedConstraint[];
  modifiers: Modifier[];
  modifierGroups: ModifierGroup[];
  categoryLinks: CategoryLink[];
  profiles: Profile[];
  rules: Rule[];
  infoGroups: InfoGroup[];
  infoLinks: InfoLink[];
  page?: string;
  publicationId?: string;
  defaultSelectionEntryId?: string;
}

export interface DataProblem {
  code: 'unresolved-link' | 'too-deep';
  where: string;
  targetId?: string;
}

function concat<T>(...lists: (T[] | undefined)[]): T[] {
  const out: T[] = [];
  for (const list of lists) if (list) out.push(...list);
  return out;
}

export class DataIndex {
  readonly gameSystem: DataFile;
  readonly files: DataFile[];
  readonly catalogues = new Map<string, Catalogue>();
  readonly problems: DataProblem[] = [];
  private readonly entries = new Map<string, { def: SelectionEntry; file: DataFile }>();
  private readonly groups = new Map<string, { def: SelectionEntryGroup; file: DataFile }>();
  private readonly categories = new Map<string, CategoryEntry>();
  private readonly forceEntries = new Map<string, ForceEntry>();
  private readonly costTypeMap = new Map<string, CostType>();
  private readonly profileTypeMap = new Map<string, ProfileType>();
  private readonly infoTargets = new Map<string, Profile | Rule | InfoGroup>();
  private readonly childCache = new Map<OptionNode, OptionNode[]>();
  private readonly selectableCache = new Map<OptionNode, Map<string, OptionNode>>();
  private readonly rootCache = new Map<string, OptionNode[]>();
  private readonly selectableRootCache = new Map<string, Map<string, OptionNode>>();

  constructor(data: GameData) {
    this.gameSystem = data.gameSystem;
    this.files = [data.gameSystem, ...data.catalogues];
    for (const catalogue of data.catalogues) this.catalogues.set(catalogue.id, catalogue);
    for (const file of this.files) this.indexFile(file);
  }

  private indexFile(file: DataFile): void {
    for (const def of concat(file.sharedSelectionEntries, file.selectionEntries)) {
      if (!this.entries.has(def.id)) this.entries.set(def.id, { def, file });
    }
    for (const def of file.sharedSelectionEntryGroups ?? []) {
      if (!this.groups.has(def.id)) this.groups.set(def.id, { def, file });
    }
    for (const category of file.categoryEntries ?? []) this.categories.set(category.id, category);
    const forceStack = [...(file.forceEntries ?? [])];
    while (forceStack.length > 0) {
      const force = forceStack.pop()!;
      this.forceEntries.set(force.id, force);
      forceStack.push(...(force.forceEntries ?? []));
    }
    for (const costType of file.costTypes ?? []) this.costTypeMap.set(costType.id, costType);
    for (const profileType of file.profileTypes ?? []) this.profileTypeMap.set(profileType.id, profileType);
    for (const info of concat<Profile | Rule | InfoGroup>(
      file.sharedProfiles,
      file.sharedRules,
      file.sharedInfoGroups,
    )) {
      this.infoTargets.set(info.id, info);
    }
    for (const rule of file.rules ?? [])
      if (!this.infoTargets.has(rule.id)) this.infoTargets.set(rule.id, rule);
  }

  costTypes(): CostType[] {
    return [...this.costTypeMap.values()];
  }

  costType(id: string): CostType | undefined {
    return this.costTypeMap.get(id);
  }

  profileType(id: string): ProfileType | undefined {
    return this.profileTypeMap.get(id);
  }

  category(id: string): CategoryEntry | undefined {
    return this.categories.get(id);
  }

  forceEntry(id: string): ForceEntry | undefined {
    return this.forceEntries.get(id);
  }

  infoTarget(id: string): Profile | Rule | InfoGroup | undefined {
    return this.infoTargets.get(id);
  }

  private nestedDefs: Map<string, SelectionEntry> | undefined;

  /** An entry's definition by its own id, wherever the data defines it (options included). */
  entryDef(id: string): SelectionEntry | undefined {
    const shared = this.entries.get(id)?.def;
    if (shared) return shared;
    this.nestedDefs ??= this.indexNestedDefs();
    return this.nestedDefs.get(id);
  }

  /** Every selection entry nested in the files' entries and groups, first definition kept; no recursion. */
  private indexNestedDefs(): Map<string, SelectionEntry> {
    const defs = new Map<string, SelectionEntry>();
    const stack: EntryContainer[] = [];
    for (const file of this.files)
      stack.push(
        ...(file.selectionEntries ?? []),
        ...(file.sharedSelectionEntries ?? []),
        ...(file.sharedSelectionEntryGroups ?? []),
      );
    while (stack.length > 0) {
      const node = stack.pop()!;
      for (const entry of node.selectionEntries ?? []) if (!defs.has(entry.id)) defs.set(entry.id, entry);
      stack.push(...(node.selectionEntries ?? []), ...(node.selectionEntryGroups ?? []));
    }
    return defs;
  }

  /** Whether an id names a definition that selections can be counted against. */
  isKnownEntryOrGroup(id: string): boolean {
    return this.entries.has(id) || this.groups.has(id);
  }

  /** The force entries a roster may start with: the game system's, then each catalogue's own. */
  topForceEntries(catalogueId?: string): ForceEntry[] {
    const catalogue = catalogueId ? this.catalogues.get(catalogueId) : undefined;
    return concat(this.gameSystem.forceEntries, catalogue?.forceEntries);
  }

  /** The catalogue a force uses when none is named: the first that is not a library. */
  defaultCatalogueId(): string {
    for (const catalogue of this.catalogues.values()) if (!catalogue.library) return catalogue.id;
    return this.catalogues.keys().next().value ?? this.gameSystem.id;
  }

  /** The files whose root entries a force of this catalogue lists: itself, its imports, the game system. */
  private rootFiles(catalogueId: string): DataFile[] {
    const imported = linkedCatalogues(
      catalogueId,
      (id) => this.catalogues.get(id),
      (link) => link.importRootEntries === true,
    );
    return [...(imported as DataFile[]), this.gameSystem];
  }

  /** The root options of a force of this catalogue, in data order (entries before links). */
  rootOptions(catalogueId: string): OptionNode[] {
    const cached = this.rootCache.get(catalogueId);
    if (cached) return cached;
    const roots: OptionNode[] = [];
    for (const file of this.rootFiles(catalogueId)) {
      for (const def of file.selectionEntries ?? [])
        roots.push(this.plainNode('entry', def, file, null, [], 0));
      for (const link of file.entryLinks ?? []) {
        const node = this.linkNode(link, null, [], 0, file);
        if (node) roots.push(node);
      }
    }
    this.rootCache.set(catalogueId, roots);
    return roots;
  }

  /** The options listed directly under an entry or group (groups stay groups). */
  children(node: OptionNode): OptionNode[] {
    const cached = this.childCache.get(node);
    if (cached) return cached;
    const children: OptionNode[] = [];
    if (node.depth >= MAX_OPTION_DEPTH) {
      this.problems.push({ code: 'too-deep', where: node.id });
    } else {
      const sources: EntryContainer[] = [node.def];
      if (node.link) sources.push(node.link);
      for (const source of sources) this.addChildren(node, source, children);
    }
    this.childCache.set(node, children);
    return children;
  }

  private addChildren(node: OptionNode, source: EntryContainer, out: OptionNode[]): void {
    const depth = node.depth + 1;
    for (const def of source.selectionEntries ?? []) {
      out.push(this.plainNode('entry', def, node.file, node, node.childPrefix, depth));
    }
    for (const def of source.selectionEntryGroups ?? []) {
      out.push(this.plainNode('group', def, node.file, node, node.childPrefix, depth));
    }
    for (const link of source.entryLinks ?? []) {
      const child = this.linkNode(link, node, node.childPrefix, depth, node.file);
      if (child) out.push(child);
    }
  }

  /** Every entry selectable under a node, through its groups, by path id. */
  selectable(node: OptionNode): Map<string, OptionNode> {
    const cached = this.selectableCache.get(node);
    if (cached) return cached;
    const found = new Map<string, OptionNode>();
    const stack = [...this.children(node)].reverse();
    while (stack.length > 0) {
      const child = stack.pop()!;
      if (child.kind === 'entry') {
        if (!found.has(child.id)) found.set(child.id, child);
      } else {
        stack.push(...[...this.children(child)].reverse());
      }
    }
    this.selectableCache.set(node, found);
    return found;
  }

  /** Entries selectable at the root of a force, through root groups, by path id (kept: read it only). */
  selectableRoots(catalogueId: string): Map<string, OptionNode> {
    const cached = this.selectableRootCache.get(catalogueId);
    if (cached) return cached;
    const found = new Map<string, OptionNode>();
    for (const root of this.rootOptions(catalogueId)) {
      if (root.kind === 'entry') {
        if (!found.has(root.id)) found.set(root.id, root);
      } else {
        for (const [id, node] of this.selectable(root)) if (!found.has(id)) found.set(id, node);
      }
    }
    this.selectableRootCache.set(catalogueId, found);
    return found;
  }

  /** An entry or group listed as itself (not through a link): its path adds its own id. */
  private plainNode(
    kind: 'entry' | 'group',
    def: SelectionEntry | SelectionEntryGroup,
    file: DataFile,
    parent: OptionNode | null,
    prefix: string[],
    depth: number,
  ): OptionNode {
    return this.makeNode(kind, def, undefined, file, parent, [...prefix, def.id].join('::'), prefix, depth);
  }

  private linkNode(
    link: EntryLink,
    parent: OptionNode | null,
    prefix: string[],
    depth: number,
    from: DataFile,
  ): OptionNode | null {
    const target =
      link.type === 'selectionEntryGroup' ? this.groups.get(link.targetId) : this.entries.get(link.targetId);
    if (!target) {
      this.problems.push({
        code: 'unresolved-link',
        where: `${from.id}:${link.id}`,
        targetId: link.targetId,
      });
      return null;
    }
    const childPrefix = [...prefix, link.id];
    const kind = link.type === 'selectionEntryGroup' ? 'group' : 'entry';
    const id = [...childPrefix, target.def.id].join('::');
    return this.makeNode(kind, target.def, link, target.file, parent, id, childPrefix, depth);
  }

  private makeNode(
    kind: 'entry' | 'group',
    def: SelectionEntry | SelectionEntryGroup,
    link: EntryLink | undefined,
    file: DataFile,
    parent: OptionNode | null,
    id: string,
    childPrefix: string[],
    depth: number,
  ): OptionNode {
    const linkName = link?.name;
    return {
      kind,
      id,
      defId: def.id,
      link,
      def,
      parent,
      groupId: parent?.kind === 'group' ? parent.id : undefined,
      childPrefix,
      file,
      depth,
      name: def.name ?? linkName ?? '',
      hidden: Boolean(def.hidden) || Boolean(link?.hidden),
      type: 'type' in def ? def.type : 'group',
      collective: Boolean(def.collective) || Boolean(link?.collective),
      costs: mergeCosts(def.costs, link?.costs),
      constraints: mergeConstraints(def.constraints, link?.constraints).map((constraint, position) => ({
        constraint,
        // A constraint only the link declares is the link's (its target has none in that place).
        ownerId: link && position >= (def.constraints?.length ?? 0) ? link.id : def.id,
      })),
      modifiers: concat(def.modifiers, link?.modifiers),
      modifierGroups: concat(def.modifierGroups, link?.modifierGroups),
      categoryLinks: concat(def.categoryLinks, link?.categoryLinks, groupCategoryLinks(parent)),
      profiles: concat(def.profiles, link?.profiles),
      rules: concat(def.rules, link?.rules),
      infoGroups: concat(def.infoGroups, link?.infoGroups),
      infoLinks: concat(def.infoLinks, link?.infoLinks),
      page: link?.page ?? def.page,
      publicationId: link?.publicationId ?? def.publicationId,
      defaultSelectionEntryId: 'defaultSelectionEntryId' in def ? def.defaultSelectionEntryId : undefined,
    };
  }
}

/** A link's costs replace its target's for the same cost type. */
function mergeCosts(target: Cost[] | undefined, link: Cost[] | undefined): Cost[] {
  if (!link || link.length === 0) return target ?? [];
  const byType = new Map<string, Cost>();
  for (const cost of target ?? []) byType.set(cost.typeId, cost);
  for (const cost of link) byType.set(cost.typeId, cost);
  return [...byType.values()];
}

/**
 * A link's constraints take the place of its target's, position by position (the merged option
 * keeps the target's constraint ids, as BattleScribe reports them); extra ones are added.
 */
function mergeConstraints(target: Constraint[] | undefined, link: Constraint[] | undefined): Constraint[] {
  const merged = (target ?? []).map((constraint, position) => {
    const override = link?.[position];
    return override ? { ...override, id: constraint.id } : constraint;
  });
  return [...merged, ...(link ?? []).slice(merged.length)].map(withQueryDefaults);
}

/** A constraint written without field or scope counts selections in its parent. */
export function withQueryDefaults<T extends { field?: string; scope?: string }>(
  query: T,
): T & { field: string; scope: string } {
  return { ...query, field: query.field ?? 'selections', scope: query.scope ?? 'parent' };
}

/** Entries listed in a group belong to the categories the group links to. */
function groupCategoryLinks(parent: OptionNode | null): CategoryLink[] {
  const links: CategoryLink[] = [];
  for (let group = parent; group && group.kind === 'group'; group = group.parent) {
    links.push(...(group.def.categoryLinks ?? []), ...(group.link?.categoryLinks ?? []));
  }
  return links;
}

const indexes = new WeakMap<GameData, DataIndex>();

/** The engine's index of a game data, built once per data object (every list of it shares it). */
export function dataIndexOf(data: GameData): DataIndex {
  let index = indexes.get(data);
  if (!index) {
    index = new DataIndex(data);
    indexes.set(data, index);
  }
  return index;
}
