/**
 * What the roster panel needs to draw the list's structure and offer the right actions: who holds
 * whom, who is attached to or embarked in whom, and what each selection can do (hold détachements,
 * carry passengers, join a détachement). Derived from the same resolved selections the engine uses,
 * so an option that adds Rhinos makes a détachement a transport here exactly as in validation.
 */
import type { CatalogueEntry } from '../../core';
import { indexCatalogue } from '../../core';
import { resolveSelection } from '../../core';
import type { EngineCatalogue, ResolvedSelection } from '../../core';
import type { ListCards, UnitCard } from '../../core';

export interface RosterStructure {
  roots: UnitCard[];
  childrenOf(id: string): UnitCard[];
  attachedTo(id: string): UnitCard[];
  embarkedIn(id: string): UnitCard[];
  resolved(id: string): ResolvedSelection | undefined;
  byId: ReadonlyMap<string, UnitCard>;
  /**
   * The ids each unit holds, has attached, carries (keys: units with some), in the list's order: made in
   * the same pass, so that the cards' reads walk the list once per edit, not once per relation.
   */
  ids: {
    children: ReadonlyMap<string, string[]>;
    attached: ReadonlyMap<string, string[]>;
    embarked: ReadonlyMap<string, string[]>;
  };
}

function push<V>(map: Map<string, V[]>, key: string | undefined, value: V): void {
  if (key === undefined) return;
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function rosterStructure(roster: ListCards, catalogue: EngineCatalogue): RosterStructure {
  const index = indexCatalogue(catalogue);
  const byId = new Map(roster.selections.map((s) => [s.id, s]));
  const children = new Map<string, UnitCard[]>();
  const attached = new Map<string, UnitCard[]>();
  const embarked = new Map<string, UnitCard[]>();
  const ids = {
    children: new Map<string, string[]>(),
    attached: new Map<string, string[]>(),
    embarked: new Map<string, string[]>(),
  };
  const roots: UnitCard[] = [];
  for (const s of roster.selections) {
    // A parent that is missing would hide the selection: show it at the top level instead.
    if (s.parent !== undefined && byId.has(s.parent)) {
      push(children, s.parent, s);
      push(ids.children, s.parent, s.id);
    } else roots.push(s);
    push(attached, s.attachedTo, s);
    push(ids.attached, s.attachedTo, s.id);
    push(embarked, s.embarkedIn, s);
    push(ids.embarked, s.embarkedIn, s.id);
  }
  return {
    roots,
    byId,
    ids,
    childrenOf: (id) => children.get(id) ?? [],
    attachedTo: (id) => attached.get(id) ?? [],
    embarkedIn: (id) => embarked.get(id) ?? [],
    resolved(id) {
      const selection = byId.get(id);
      return selection ? (resolveSelection(index, selection) ?? undefined) : undefined;
    },
  };
}

/** A formation (NetEpic compagnie or card) lists the entries it holds. */
export function isFormation(entry: CatalogueEntry | undefined): boolean {
  return (entry?.contains.length ?? 0) > 0;
}

/**
 * The root unit whose card holds a unit's (itself at the top level): the roster panel draws root cards
 * with what they hold, so this is the row to scroll to.
 */
export function rootOf(structure: RosterStructure, id: string): string | undefined {
  let current = structure.byId.get(id);
  const seen = new Set<string>();
  while (current?.parent !== undefined && structure.byId.has(current.parent) && !seen.has(current.id)) {
    seen.add(current.id);
    current = structure.byId.get(current.parent);
  }
  return current?.id;
}

/**
 * The units in the order their cards read, top to bottom (each formation followed by what it holds):
 * ↑ and ↓ move along it, whether or not the next card is in the page yet.
 */
export function readingOrder(structure: RosterStructure): string[] {
  const order: string[] = [];
  const visit = (selection: UnitCard, depth: number) => {
    order.push(selection.id);
    // Bounded like the roster file's own nesting; a cycle in a damaged list stops here.
    if (depth < 64) for (const child of structure.childrenOf(selection.id)) visit(child, depth + 1);
  };
  for (const root of structure.roots) visit(root, 0);
  return order;
}
