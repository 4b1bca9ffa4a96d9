/**
 * Where the data offers an entry, and whom it keeps an entry for: what a verdict needs to lead the
 * player to the fix ("Aguille is taken with Sybiline Vicieux", "a Fetish is for Mystics") rather
 * than name an id or say "not available here" with no reason. Worked out only when such a verdict
 * is made, from the option tree as the data writes it (modifiers aside), and kept per data index.
 */
import type { Condition, ConditionGroup, Modifier, ModifierGroup, SelectionEntry } from '../catalogue/model';
import { textIn, type LocalText } from '../catalogue/text';
import type { DataIndex, OptionNode } from './data-index';

/** How deep under a unit an entry is looked for: options of options of options, as the builder shows. */
const SEARCH_DEPTH = 6;
/** Options looked at under one unit at most: a data set of links to links stays a bounded walk. */
const SEARCH_BUDGET = 5000;
/** Names listed in a sentence before "…": a verdict leads to the fix, it does not list the data. */
export const MOST_NAMES = 4;

interface Offered {
  /** Entry id → the root entries (units) whose options hold it, in the data's order. */
  unitsOf: Map<string, OptionNode[]>;
  /** Link id → the entry it reaches: a path may end with a link's id rather than its target's. */
  targets: Map<string, string>;
}

const offeredByIndex = new WeakMap<DataIndex, Map<string, Offered>>();

/** What each unit of a catalogue offers, walked once per index and catalogue (without recursion). */
function offered(index: DataIndex, catalogueId: string): Offered {
  let byCatalogue = offeredByIndex.get(index);
  if (!byCatalogue) {
    byCatalogue = new Map();
    offeredByIndex.set(index, byCatalogue);
  }
  const known = byCatalogue.get(catalogueId);
  if (known) return known;
  const found: Offered = { unitsOf: new Map(), targets: new Map() };
  for (const root of index.rootOptions(catalogueId)) {
    const stack: { node: OptionNode; depth: number }[] = [{ node: root, depth: 0 }];
    const seen = new Set<string>();
    let budget = SEARCH_BUDGET;
    while (stack.length > 0 && budget > 0) {
      budget -= 1;
      const { node, depth } = stack.pop()!;
      if (node.link) found.targets.set(node.link.id, node.defId);
      if (node !== root && node.kind === 'entry' && !seen.has(node.defId)) {
        seen.add(node.defId);
        const units = found.unitsOf.get(node.defId);
        if (!units) found.unitsOf.set(node.defId, [root]);
        else if (!units.includes(root)) units.push(root);
      }
      if (depth >= SEARCH_DEPTH) continue;
      for (const child of index.children(node)) stack.push({ node: child, depth: depth + 1 });
    }
  }
  byCatalogue.set(catalogueId, found);
  return found;
}

/**
 * The entry a selection's path names, read from its end: its own id, else the entry a link of the
 * path reaches (a path written by another tool may end with a link's id).
 */
export function entryOfPath(index: DataIndex, catalogueId: string, path: string): SelectionEntry | undefined {
  // Most paths are one id: nothing to split.
  const segments = path.includes('::') ? path.split('::').reverse() : [path];
  for (const segment of segments) {
    const def = index.entryDef(segment);
    if (def) return def;
  }
  const targets = offered(index, catalogueId).targets;
  for (const segment of segments) {
    const target = targets.get(segment);
    const def = target === undefined ? undefined : index.entryDef(target);
    if (def) return def;
  }
  return undefined;
}

/** The units (root options) of a catalogue whose options hold an entry: where it may be taken. */
export function unitsOffering(index: DataIndex, catalogueId: string, entryId: string): readonly OptionNode[] {
  return offered(index, catalogueId).unitsOf.get(entryId) ?? [];
}

/**
 * The categories (or entries) the data keeps an option for, and those it keeps it from: read from
 * the modifiers that hide it, where a condition says "hidden when the holder is not a Mystic"
 * (`notInstanceOf`) or "hidden when it is a Vehicle" (`instanceOf`).
 */
export function reservation(
  index: DataIndex,
  node: Pick<OptionNode, 'modifiers' | 'modifierGroups'>,
): { for: LocalText[]; notFor: LocalText[] } {
  const forIds: string[] = [];
  const notForIds: string[] = [];
  const read = (conditions: Condition[] | undefined, groups: ConditionGroup[] | undefined) => {
    const stack: ConditionGroup[] = [{ type: 'and', conditions, conditionGroups: groups }];
    while (stack.length > 0) {
      const group = stack.pop()!;
      for (const condition of group.conditions ?? []) {
        const id = condition.childId;
        if (id === undefined || id === 'any') continue;
        if (condition.type === 'notInstanceOf' && !forIds.includes(id)) forIds.push(id);
        if (condition.type === 'instanceOf' && !notForIds.includes(id)) notForIds.push(id);
      }
      stack.push(...(group.conditionGroups ?? []));
    }
  };
  const modifierStack: { modifiers?: Modifier[]; modifierGroups?: ModifierGroup[] }[] = [node];
  while (modifierStack.length > 0) {
    const holder = modifierStack.pop()!;
    for (const modifier of holder.modifiers ?? []) {
      if (modifier.field !== 'hidden' || !isTrue(modifier.value)) continue;
      read(modifier.conditions, modifier.conditionGroups);
    }
    modifierStack.push(...(holder.modifierGroups ?? []));
  }
  const nameOf = (id: string) => index.category(id)?.name ?? index.entryDef(id)?.name;
  const names = (ids: string[]) => ids.flatMap((id) => (nameOf(id) === undefined ? [] : [nameOf(id)!]));
  return { for: names(forIds), notFor: names(notForIds) };
}

function isTrue(value: string | number | boolean): boolean {
  return value === true || value === 'true' || value === 1;
}

/**
 * Names as one verdict parameter, quoted in each language: « A », « B » / “A”, “B”; past a few, how
 * many more ("et 3 autres" / "and 3 more").
 */
export function nameList(names: readonly LocalText[], count = names.length): LocalText {
  const shown = names.slice(0, MOST_NAMES);
  // `count` names in all, of which the first ones are given: what a long list needs to say.
  const more = count - shown.length;
  const quoted = (lang: 'fr' | 'en', open: string, close: string) =>
    shown.map((name) => `${open}${textIn(name, lang).trim()}${close}`).join(', ');
  return {
    fr: quoted('fr', '« ', ' »') + (more > 0 ? ` et ${more} ${more === 1 ? 'autre' : 'autres'}` : ''),
    en: quoted('en', '“', '”') + (more > 0 ? ` and ${more} more` : ''),
  };
}
