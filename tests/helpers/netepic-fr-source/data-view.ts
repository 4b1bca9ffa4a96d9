/**
 * A catalogue as the source check sees it: every entry of its option tree (through links and
 * groups, as the engine's DataIndex expands them) with its points and the entries under it, and
 * every profile of type `unit` in the file with the classes of the entries that show it.
 */
import type { Catalogue, Constraint, Profile } from '../../../src/core/catalogue/model';
import { textIn } from '../../../src/core/catalogue/text';
import type { DataIndex, OptionNode } from '../../../src/core/engine/data-index';
import { dataNameKey } from './names';

export interface EntryView {
  node: OptionNode;
  name: string;
  key: string;
  /** The `points` cost; 0 when the entry has none. */
  points: number;
  /** Whether a force can take it at its root (a root entry, or one in a root group). */
  root: boolean;
  /** The entries (not groups) under it, at any depth. */
  descendants: EntryView[];
  /** The English names of the unit profiles it shows, its own or reached by info links. */
  unitProfileNames: string[];
  /** min and max of its `selections` at `parent` scope (undefined when absent; -1 max is no limit). */
  min?: number;
  max?: number;
}

function selectionBound(node: OptionNode, type: Constraint['type']): number | undefined {
  const found = node.constraints.find(
    ({ constraint }) =>
      constraint.type === type && constraint.field === 'selections' && constraint.scope === 'parent',
  );
  return found?.constraint.value;
}

function unitProfileNames(index: DataIndex, node: OptionNode): string[] {
  const linked = node.infoLinks.flatMap((link) => {
    const target = link.type === 'profile' ? index.infoTarget(link.targetId) : undefined;
    return target && 'typeId' in target ? [target] : [];
  });
  return [...node.profiles, ...linked]
    .filter((profile) => profile.typeId === 'unit')
    .map((profile) => textIn(profile.name, 'en'));
}

function view(index: DataIndex, node: OptionNode, roots: Set<string>): EntryView {
  const descendants: EntryView[] = [];
  for (const child of index.children(node)) {
    const childView = view(index, child, roots);
    if (child.kind === 'entry') descendants.push(childView);
    descendants.push(...childView.descendants);
  }
  const name = textIn(node.name, 'en');
  return {
    node,
    name,
    key: dataNameKey(name),
    root: node.kind === 'entry' && roots.has(node.id),
    points: node.costs.find((cost) => cost.typeId === 'points')?.value ?? 0,
    descendants,
    unitProfileNames: unitProfileNames(index, node),
    min: selectionBound(node, 'min'),
    max: selectionBound(node, 'max'),
  };
}

/** Every entry of a catalogue's option tree, roots first, each once per place it appears. */
export function catalogueEntries(index: DataIndex, catalogueId: string): EntryView[] {
  const all: EntryView[] = [];
  const roots = new Set(index.selectableRoots(catalogueId).keys());
  for (const root of index.rootOptions(catalogueId)) {
    const rootView = view(index, root, roots);
    if (root.kind === 'entry') all.push(rootView);
    all.push(...rootView.descendants);
  }
  return all;
}

export interface UnitProfileView {
  profile: Profile;
  name: string;
  /** Characteristic values in English (else French), by characteristic type id. */
  values: Map<string, string>;
  /** The class numbers (`class-N` category links) of the entries that hold or link to it. */
  classes: Set<number>;
}

type Json = { [key: string]: unknown };

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function classesOf(holder: Json): number[] {
  const links = Array.isArray(holder.categoryLinks) ? holder.categoryLinks : [];
  return links.flatMap((link) => {
    const target = isObject(link) && typeof link.targetId === 'string' ? link.targetId : '';
    const match = /^class-(\d)$/.exec(target);
    return match ? [Number(match[1])] : [];
  });
}

/**
 * Every profile of type `unit` in a catalogue file, wherever it is written (an entry's own
 * profiles, shared profiles, info groups), with the classes of the entries holding it or linking
 * to it by an info link.
 */
export function unitProfiles(catalogue: Catalogue): UnitProfileView[] {
  const found = new Map<string, UnitProfileView>();
  const linkClasses = new Map<string, number[]>();
  const stack: { value: unknown; classes: number[] }[] = [{ value: catalogue, classes: [] }];
  while (stack.length > 0) {
    const { value, classes: outer } = stack.pop()!;
    if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, classes: outer });
      continue;
    }
    if (!isObject(value)) continue;
    const own = classesOf(value);
    const classes = own.length > 0 ? own : outer;
    if (value.typeId === 'unit' && Array.isArray(value.characteristics) && typeof value.id === 'string') {
      const profile = value as unknown as Profile;
      const values = new Map<string, string>();
      for (const characteristic of profile.characteristics ?? [])
        values.set(characteristic.typeId, textIn(characteristic.value, 'en'));
      const name = textIn(profile.name, 'en');
      found.set(profile.id, { profile, name, values, classes: new Set(classes) });
    }
    if (value.type === 'profile' && typeof value.targetId === 'string')
      linkClasses.set(value.targetId, [...(linkClasses.get(value.targetId) ?? []), ...classes]);
    for (const child of Object.values(value)) stack.push({ value: child, classes });
  }
  for (const [id, classes] of linkClasses)
    for (const unitClass of classes) found.get(id)?.classes.add(unitClass);
  return [...found.values()];
}
