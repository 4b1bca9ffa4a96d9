/**
 * What Muster's built-in catalogue knows of an entry of the community data, lent to it: each built-in
 * entry records the id of the same entry in the community data (`bsdataId`), so the community entry
 * gets the built-in entry's French name and the rules Muster's own rules read (Personnage Lié,
 * Transport (2), Elite (1), Tacticien (2)…, with our summaries), which the community data, written in
 * English for English rule sets, does not carry. The community data itself is never changed: this is a
 * copy, made once per faction catalogue.
 */
import type {
  Catalogue,
  DataFileBase,
  EntryContainer,
  GameData,
  InfoHolder,
  Profile,
  Rule,
  SelectionEntry,
  SelectionEntryGroup,
} from '../catalogue/model';
import { textIn, type LocalText } from '../catalogue/text';
import { normaliseAbilityName } from '../glossary/normalise';

/** Entries nest no deeper than this in any data file Muster reads (the XML reader's own bound). */
const MAX_DEPTH = 64;

/** A wording as an id part: letters and digits, the rest dashes. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface Known {
  name: LocalText;
  rules: Rule[];
}

type Container = Pick<SelectionEntry, 'selectionEntries' | 'selectionEntryGroups'>;

function* entriesOf(file: DataFileBase): Generator<SelectionEntry> {
  const stack: { container: Container; depth: number }[] = [
    {
      container: {
        selectionEntries: [...(file.sharedSelectionEntries ?? []), ...(file.selectionEntries ?? [])],
      },
      depth: 0,
    },
    { container: { selectionEntryGroups: file.sharedSelectionEntryGroups ?? [] }, depth: 0 },
  ];
  while (stack.length > 0) {
    const { container, depth } = stack.pop()!;
    if (depth > MAX_DEPTH) continue;
    for (const entry of container.selectionEntries ?? []) {
      yield entry;
      stack.push({ container: entry, depth: depth + 1 });
    }
    for (const group of container.selectionEntryGroups ?? [])
      stack.push({ container: group, depth: depth + 1 });
  }
}

/** The built-in entries that name a community entry, with their name and the rules they link to. */
function knownEntries(builtin: GameData): Map<string, Known> {
  const sharedRules = new Map<string, Rule>();
  for (const file of [builtin.gameSystem, ...builtin.catalogues])
    for (const rule of file.sharedRules ?? []) sharedRules.set(rule.id, rule);
  const known = new Map<string, Known>();
  for (const catalogue of builtin.catalogues) {
    for (const entry of entriesOf(catalogue)) {
      if (!entry.bsdataId || known.has(entry.bsdataId)) continue;
      const rules: Rule[] = [];
      for (const link of entry.infoLinks ?? []) {
        const target = link.type === 'rule' ? sharedRules.get(link.targetId) : undefined;
        if (!target) continue;
        const name = link.name ?? target.name;
        // One id per rule and wording ("Elite (1)", "Elite (2)"): a glossary lists each once.
        const lent: Rule = { id: `muster.${target.id}.${slug(textIn(name, 'en'))}`, name };
        if (target.description !== undefined) lent.description = target.description;
        rules.push(lent);
      }
      known.set(entry.bsdataId, { name: entry.name, rules });
    }
  }
  return known;
}

/**
 * A rule's name as the overlay compares it (the glossary's normalisation): any language, case, accents
 * and spaces aside, and without its parameter ("Transport (2)", "Transport(3)" and "transport" are one
 * rule; "Elite" and "Élite (1)" too), so that the data's own wording wins over the built-in one.
 */
const ruleKey = normaliseAbilityName;

function keysOf(name: LocalText | undefined): string[] {
  if (name === undefined) return [];
  const texts = typeof name === 'string' ? [name] : Object.values(name);
  return texts.filter((text): text is string => text !== undefined).map(ruleKey);
}

/** The community data's shared rules, profiles and entries by id: links lead there. */
interface Shared {
  profiles: Map<string, Profile>;
  entries: Map<string, SelectionEntry | SelectionEntryGroup>;
}

function sharedOf(community: GameData): Shared {
  const shared: Shared = { profiles: new Map(), entries: new Map() };
  for (const file of [community.gameSystem, ...community.catalogues]) {
    for (const profile of file.sharedProfiles ?? []) shared.profiles.set(profile.id, profile);
    for (const entry of [...(file.sharedSelectionEntries ?? []), ...(file.selectionEntries ?? [])])
      shared.entries.set(entry.id, entry);
    for (const group of file.sharedSelectionEntryGroups ?? []) shared.entries.set(group.id, group);
  }
  return shared;
}

function addProfileWords(profile: Profile, words: Set<string>): void {
  for (const characteristic of profile.characteristics ?? []) {
    const value = characteristic.value;
    const texts = typeof value === 'string' ? [value] : Object.values(value);
    for (const text of texts)
      for (const item of (text ?? '').split(/[,;\n]/)) if (item.trim()) words.add(ruleKey(item));
  }
}

function addInfoWords(holder: InfoHolder, shared: Shared, words: Set<string>): void {
  for (const rule of holder.rules ?? []) for (const key of keysOf(rule.name)) words.add(key);
  for (const profile of holder.profiles ?? []) addProfileWords(profile, words);
  for (const link of holder.infoLinks ?? []) {
    if (link.type === 'rule') for (const key of keysOf(link.name)) words.add(key);
    const profile = link.type === 'profile' ? shared.profiles.get(link.targetId) : undefined;
    if (profile) addProfileWords(profile, words);
  }
  for (const group of holder.infoGroups ?? []) addInfoWords(group, shared, words);
}

/**
 * Every rule and ability the data writes for an entry and what it holds (its models, their links,
 * the shared profiles they show), bounded: the built-in catalogue lends a rule only where the
 * data has none, so that a squadron whose Rhinos each say "Transport (2)" is not given the
 * built-in squadron's "Transport (2)" on top (it would count twice).
 */
function wordsOf(entry: EntryContainer, shared: Shared): Set<string> {
  const words = new Set<string>();
  const seen = new Set<object>();
  const stack: { container: EntryContainer; depth: number }[] = [{ container: entry, depth: 0 }];
  while (stack.length > 0) {
    const { container, depth } = stack.pop()!;
    if (depth > MAX_DEPTH || seen.has(container)) continue;
    seen.add(container);
    addInfoWords(container, shared, words);
    for (const child of [...(container.selectionEntries ?? []), ...(container.selectionEntryGroups ?? [])])
      stack.push({ container: child, depth: depth + 1 });
    for (const link of container.entryLinks ?? []) {
      stack.push({ container: link, depth: depth + 1 });
      const target = shared.entries.get(link.targetId);
      if (target) stack.push({ container: target, depth: depth + 1 });
    }
  }
  return words;
}

/** The community entry with the built-in one's French name and the rules it does not already have. */
function lend(entry: SelectionEntry, known: Known, shared: Shared): SelectionEntry {
  const english = textIn(entry.name, 'en');
  const french = typeof known.name === 'string' ? undefined : known.name.fr;
  const words = wordsOf(entry, shared);
  const rules = known.rules.filter((rule) => !keysOf(rule.name).some((key) => words.has(key)));
  const out: SelectionEntry = { ...entry };
  if (french) out.name = { en: english, fr: french };
  if (rules.length > 0) out.rules = [...(entry.rules ?? []), ...rules];
  return out;
}

function overlayEntries(
  entries: SelectionEntry[] | undefined,
  known: Map<string, Known>,
  shared: Shared,
  depth: number,
): SelectionEntry[] | undefined {
  if (!entries || depth > MAX_DEPTH) return entries;
  return entries.map((entry) => {
    const inner = overlayContainer(entry, known, shared, depth + 1);
    const found = known.get(entry.id);
    return found ? lend(inner, found, shared) : inner;
  });
}

function overlayContainer<T extends SelectionEntry | SelectionEntryGroup>(
  container: T,
  known: Map<string, Known>,
  shared: Shared,
  depth: number,
): T {
  if (!container.selectionEntries && !container.selectionEntryGroups) return container;
  const out: T = { ...container };
  const entries = overlayEntries(container.selectionEntries, known, shared, depth);
  if (entries) out.selectionEntries = entries;
  if (container.selectionEntryGroups)
    out.selectionEntryGroups = container.selectionEntryGroups.map((group) =>
      overlayContainer(group, known, shared, depth + 1),
    );
  return out;
}

function overlayFile<T extends Catalogue | GameData['gameSystem']>(
  file: T,
  known: Map<string, Known>,
  shared: Shared,
): T {
  const out: T = { ...file };
  const selectionEntries = overlayEntries(file.selectionEntries, known, shared, 0);
  const sharedSelectionEntries = overlayEntries(file.sharedSelectionEntries, known, shared, 0);
  if (selectionEntries) out.selectionEntries = selectionEntries;
  if (sharedSelectionEntries) out.sharedSelectionEntries = sharedSelectionEntries;
  if (file.sharedSelectionEntryGroups)
    out.sharedSelectionEntryGroups = file.sharedSelectionEntryGroups.map((group) =>
      overlayContainer(group, known, shared, 1),
    );
  return out;
}

/** The community data with what the built-in catalogue knows of its entries; unchanged without it. */
export function withBuiltinKnowledge(community: GameData, builtin: GameData | undefined): GameData {
  if (!builtin) return community;
  const known = knownEntries(builtin);
  if (known.size === 0) return community;
  const shared = sharedOf(community);
  return {
    gameSystem: overlayFile(community.gameSystem, known, shared),
    catalogues: community.catalogues.map((catalogue) => overlayFile(catalogue, known, shared)),
  };
}
