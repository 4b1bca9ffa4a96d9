/**
 * What a game's binding recognises in a faction's data, for the editor's community note: for each of
 * Muster's rules the binding runs, how many of the faction's root entries say an ability it reads
 * (anywhere in the entry: its models, options, links, the shared profiles they show). A reading of the
 * data as written, before any list: the rules themselves read the selections, per model.
 */
import type { EntryContainer, InfoHolder, Profile } from '../../catalogue/model';
import type { DataIndex } from '../data-index';
import { comparable, matchComparable } from './abilities';
import type { BoundKind, GameBinding } from './binding';

/** Muster's rules and the ability kinds each reads in the data. */
const KINDS_OF_RULE: Record<keyof GameBinding['rules'], readonly string[]> = {
  attachedCharacter: ['attached-character'],
  transport: ['transport'],
  elitePool: ['elite'],
  tactician: ['tactician'],
  leaderOnly: ['leader-only'],
  unitEquipment: ['buddy-drone', 'reflex-armour', 'hl-booster', 'medic', 'targeter'],
};

export type RecognisedRule = keyof GameBinding['rules'];

export interface Recognised {
  rule: RecognisedRule;
  /** Root entries of the faction where the data says one of the abilities the rule reads. */
  entries: number;
  /** Of the others, those the binding's `recognisedBy` reads as Personnage Lié (one Headquarters base). */
  byHeadquarters?: number;
}

/** Entries nest no deeper than this in data Muster reads (the XML reader's own bound). */
const MAX_DEPTH = 64;

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object')
    return Object.values(value).filter((text) => typeof text === 'string');
  return [];
}

/** The names and ability-list items one holder writes (its rules, profiles and links to them). */
function wordsOf(holder: InfoHolder, index: DataIndex, binding: GameBinding): string[] {
  const listed = new Set(binding.abilityCharacteristics.map((label) => label.toLowerCase()));
  const words: string[] = [];
  const profileWords = (profile: Profile) => {
    for (const characteristic of profile.characteristics ?? []) {
      const label = textsOf(characteristic.name).map((name) => name.toLowerCase());
      if (!label.some((name) => listed.has(name))) continue;
      for (const text of textsOf(characteristic.value)) words.push(...text.split(/[,;\n]/));
    }
  };
  for (const rule of holder.rules ?? []) words.push(...textsOf(rule.name));
  for (const profile of holder.profiles ?? []) profileWords(profile);
  for (const link of holder.infoLinks ?? []) {
    const target = index.infoTarget(link.targetId);
    if (link.type === 'rule') words.push(...textsOf(link.name ?? target?.name));
    if (link.type === 'profile' && target && 'characteristics' in target) profileWords(target);
  }
  return words;
}

/** The ability kinds each part of an entry says, part by part (an entry and what it holds, bounded). */
function partsOf(root: EntryContainer, index: DataIndex, binding: GameBinding) {
  const parts: { entry: EntryContainer; kinds: Set<string> }[] = [];
  const seen = new Set<object>();
  const stack: { entry: EntryContainer; depth: number }[] = [{ entry: root, depth: 0 }];
  while (stack.length > 0) {
    const { entry, depth } = stack.pop()!;
    if (depth > MAX_DEPTH || seen.has(entry)) continue;
    seen.add(entry);
    const kinds = new Set<string>();
    for (const word of wordsOf(entry, index, binding)) {
      const candidate = comparable(word);
      for (const [kind, patterns] of Object.entries(binding.abilities))
        if (patterns.some((pattern) => matchComparable(pattern, candidate))) kinds.add(kind);
    }
    parts.push({ entry, kinds });
    for (const child of [...(entry.selectionEntries ?? []), ...(entry.selectionEntryGroups ?? [])])
      stack.push({ entry: child, depth: depth + 1 });
    for (const link of entry.entryLinks ?? []) {
      const target = index.entryDef(link.targetId);
      stack.push({ entry: target ?? link, depth: depth + 1 });
    }
  }
  return parts;
}

/**
 * `recognisedBy` as the data writes it: one part of the entry, taken at most once, holds the
 * Headquarters ability and is of a kind it names (by category id or name).
 */
function oneHeadquartersBase(
  parts: ReturnType<typeof partsOf>,
  index: DataIndex,
  binding: GameBinding,
  by: { ability: string; kinds: readonly BoundKind[] },
): boolean {
  const holders = parts.filter((part) => part.kinds.has(by.ability));
  if (holders.length !== 1) return false;
  const holder = holders[0]!.entry;
  const once = (holder.constraints ?? []).some(
    (constraint) => constraint.type === 'max' && constraint.value === 1,
  );
  const wanted = new Set(
    by.kinds.flatMap((kind) => binding.categories[kind] ?? []).map((name) => name.toLowerCase()),
  );
  const ofKind = (holder.categoryLinks ?? []).some((link) =>
    [link.targetId, ...textsOf(index.category(link.targetId)?.name)].some((name) =>
      wanted.has(name.toLowerCase()),
    ),
  );
  return once && ofKind;
}

export function recognisedIn(index: DataIndex, catalogueId: string, binding: GameBinding): Recognised[] {
  const rules = (Object.keys(KINDS_OF_RULE) as RecognisedRule[]).filter(
    (rule) => binding.rules[rule] !== undefined,
  );
  const found = rules.map((rule): Recognised => ({ rule, entries: 0 }));
  const headquarters = binding.rules.attachedCharacter?.recognisedBy;
  for (const root of index.selectableRoots(catalogueId).values()) {
    const def = index.entryDef(root.defId);
    if (!def) continue;
    const parts = partsOf(def, index, binding);
    const kinds = new Set(parts.flatMap((part) => [...part.kinds]));
    for (const each of found) {
      if (KINDS_OF_RULE[each.rule].some((kind) => kinds.has(kind))) each.entries += 1;
      else if (
        each.rule === 'attachedCharacter' &&
        headquarters &&
        oneHeadquartersBase(parts, index, binding, headquarters)
      )
        each.byHeadquarters = (each.byHeadquarters ?? 0) + 1;
    }
  }
  return found;
}
