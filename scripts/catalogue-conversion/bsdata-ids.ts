/**
 * Finds, for the built-in entries, the id of the same entry in the community data, by English name:
 * a root entry among the catalogue's entries (the shallowest match wins: a détachement listed at the
 * root and again inside its companies is the root one), an option among the descendants of its
 * entry's match. Run once by the conversion; the ids it records are then data, checked by the
 * cross-check test.
 */
import type { Catalogue, EntryContainer, GameSystem, SelectionEntry } from '../../src/core/catalogue/model';
import { textIn } from '../../src/core/catalogue/text';

export interface BsdataEntry {
  id: string;
  name: string;
  depth: number;
  def: SelectionEntry;
}

export function normalName(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/\(.*?\)/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
      .split(' ')
      // "Rhinos" and "Rhino", "Land Raiders" and "Land Raider" name the same option.
      .map((word) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word))
      .join(' ')
  );
}

export class BsdataNames {
  private readonly entries = new Map<string, SelectionEntry>();
  private readonly groups = new Map<string, EntryContainer>();

  constructor(private readonly files: (GameSystem | Catalogue)[]) {
    for (const file of files) {
      for (const def of [...(file.sharedSelectionEntries ?? []), ...(file.selectionEntries ?? [])])
        this.entries.set(def.id, def);
      for (const group of file.sharedSelectionEntryGroups ?? []) this.groups.set(group.id, group);
    }
  }

  /** Every entry under a container, through groups and links, with its depth; bounded by `maxDepth`. */
  descendants(root: EntryContainer, maxDepth = 6): BsdataEntry[] {
    const out: BsdataEntry[] = [];
    const stack: { node: EntryContainer; depth: number }[] = [{ node: root, depth: 0 }];
    const seen = new Set<EntryContainer>();
    while (stack.length > 0) {
      const { node, depth } = stack.pop()!;
      if (seen.has(node) || depth > maxDepth) continue;
      seen.add(node);
      for (const child of node.selectionEntries ?? []) {
        out.push({ id: child.id, name: normalName(textIn(child.name, 'en')), depth: depth + 1, def: child });
        stack.push({ node: child, depth: depth + 1 });
      }
      for (const group of node.selectionEntryGroups ?? []) stack.push({ node: group, depth: depth + 1 });
      for (const link of node.entryLinks ?? []) {
        const entry = this.entries.get(link.targetId);
        if (entry) {
          const name = normalName(textIn(link.name ?? entry.name, 'en'));
          out.push({ id: entry.id, name, depth: depth + 1, def: entry });
          stack.push({ node: entry, depth: depth + 1 });
        }
        const group = this.groups.get(link.targetId);
        if (group) stack.push({ node: group, depth: depth + 1 });
      }
    }
    return out;
  }

  /** All entries a catalogue offers, root ones first. */
  catalogueEntries(catalogue: Catalogue): BsdataEntry[] {
    const root: EntryContainer = {
      id: catalogue.id,
      selectionEntries: [...(catalogue.selectionEntries ?? []), ...(catalogue.sharedSelectionEntries ?? [])],
      entryLinks: catalogue.entryLinks ?? [],
    };
    return this.descendants(root);
  }
}

/** The best match by name: the shallowest, then the first in data order. */
export function bestMatch(candidates: BsdataEntry[], englishName: string): BsdataEntry | undefined {
  const wanted = normalName(englishName);
  let best: BsdataEntry | undefined;
  for (const candidate of candidates)
    if (candidate.name === wanted && (!best || candidate.depth < best.depth)) best = candidate;
  return best;
}
