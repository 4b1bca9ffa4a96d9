/**
 * The abilities a selection has, read from its effective rules and profiles through a game binding:
 * a rule named "Transport (2)", or "Tactician (2)" inside an "Abilities" characteristic, becomes
 * `{ kind: 'transport', param: 2 }` (lists split at commas, semicolons and line breaks). Matching is
 * by plain prefix and suffix around '#', never a pattern that could backtrack.
 */
import type { Modifier, ModifierGroup } from '../../catalogue/model';
import { textIn, type LocalText } from '../../catalogue/text';
import type { Evaluator } from '../evaluator';
import { hasStaticInfo, infoOf } from '../info';
import type { SelectionElement } from '../roster-tree';
import type { BoundKind, GameBinding } from './binding';
import { belongsMemo, bindingMemo, slotOf } from './memo';

export interface HeldAbility {
  kind: string;
  /** The number the data gives it, when it has one. */
  param?: number;
  /** The text it was read from, as the data writes it. */
  text: string;
  /** The data's rule it was read from (not for a profile's ability list): its text explains verdicts. */
  ruleId?: string;
  /** That rule's name, in every language the data gives it. */
  name?: LocalText;
}

const LANGS = ['en', 'fr', 'de'];

function allTexts(value: Parameters<typeof textIn>[0]): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  return Object.values(value).filter((text): text is string => text !== undefined);
}

/**
 * A name as the bindings compare it: case, accents and spaces do not matter ("Tactician(1)" is
 * "Tactician (1)", "Elite" is "Élite"), as the community data writes them either way.
 */
export function comparable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, '');
}

/** The bindings' patterns as compared, kept: their few patterns meet every name of the data. */
const comparablePatterns = new Map<string, string>();

/** Whether `text` is written as `pattern` ('#' standing for a whole number), and that number. */
export function matchPattern(pattern: string, text: string): { param?: number } | null {
  return matchComparable(pattern, comparable(text));
}

/**
 * `matchPattern` for a text already made `comparable`: a name tried against every pattern of a
 * binding is made comparable once (normalising it for each pattern was most of a first validation).
 */
export function matchComparable(pattern: string, candidate: string): { param?: number } | null {
  let wanted = comparablePatterns.get(pattern);
  if (wanted === undefined) comparablePatterns.set(pattern, (wanted = comparable(pattern)));
  const hash = wanted.indexOf('#');
  if (hash < 0) return candidate === wanted ? {} : null;
  const before = wanted.slice(0, hash);
  const after = wanted.slice(hash + 1);
  if (candidate.length <= before.length + after.length) return null;
  if (!candidate.startsWith(before) || !candidate.endsWith(after)) return null;
  const middle = candidate.slice(before.length, candidate.length - after.length);
  if (!/^\d{1,4}$/.test(middle)) return null;
  return { param: Number(middle) };
}

/**
 * An entry whose rules and profiles no modifier touches shows the same abilities wherever it is
 * chosen: read once per entry and binding, not once per selection and evaluation (a list of 300
 * units has a few dozen entries).
 */
const readPerEntry = new WeakMap<object, { binding: GameBinding; held: HeldAbility[] }>();

export function abilitiesOf(
  evaluator: Evaluator,
  selection: SelectionElement,
  binding: GameBinding,
): HeldAbility[] {
  // Read once per selection and binding (memo.ts): the rules ask again and again (is it a
  // character, a transport, a formation…).
  const slot = slotOf(evaluator, selection);
  const memo = slot < 0 ? undefined : bindingMemo(evaluator, binding).abilities;
  const known = memo?.[slot];
  if (known) return known;
  const node = selection.node;
  const fixed = hasStaticInfo(evaluator, node);
  const kept = fixed ? readPerEntry.get(node) : undefined;
  const held = kept?.binding === binding ? kept.held : readAbilities(evaluator, selection, binding);
  if (fixed && kept?.binding !== binding) readPerEntry.set(node, { binding, held });
  if (memo) memo[slot] = held;
  return held;
}

function readAbilities(
  evaluator: Evaluator,
  selection: SelectionElement,
  binding: GameBinding,
): HeldAbility[] {
  const { profiles, rules } = infoOf(evaluator, selection, selection.node);
  const held: HeldAbility[] = [];
  // A rule named in several languages is one ability: the first of its names the binding knows.
  for (const rule of rules)
    for (const text of allTexts(rule.name)) {
      const matches = matchesOf(text, binding);
      for (const match of matches)
        held.push({ ...match, text: text.trim(), ruleId: rule.id, name: rule.name });
      if (matches.length > 0) break;
    }
  const listed = new Set(binding.abilityCharacteristics.map((label) => label.toLowerCase()));
  for (const profile of profiles) {
    for (const characteristic of profile.characteristics) {
      const label = LANGS.map((lang) => textIn(characteristic.name, lang).toLowerCase());
      if (!label.some((each) => listed.has(each))) continue;
      for (const value of allTexts(characteristic.value))
        for (const text of value.split(/[,;\n]/))
          for (const match of matchesOf(text, binding)) held.push({ ...match, text: text.trim() });
    }
  }
  return held;
}

/** What one text means under a binding, remembered: the same few names recur on every model. */
const meanings = new WeakMap<GameBinding, Map<string, { kind: string; param?: number }[]>>();

function matchesOf(text: string, binding: GameBinding): { kind: string; param?: number }[] {
  let known = meanings.get(binding);
  if (!known) meanings.set(binding, (known = new Map()));
  const cached = known.get(text);
  if (cached) return cached;
  const found: { kind: string; param?: number }[] = [];
  const candidate = comparable(text);
  for (const [kind, patterns] of Object.entries(binding.abilities))
    for (const pattern of patterns) {
      const match = matchComparable(pattern, candidate);
      if (match) found.push({ kind, ...match });
    }
  known.set(text, found);
  return found;
}

const lowered = new WeakMap<readonly string[], Set<string>>();
const belongsPerEntry = new WeakMap<object, Map<readonly string[], boolean>>();

type ModifierHolder = { modifiers?: readonly Modifier[]; modifierGroups?: readonly ModifierGroup[] };

/** Whether a modifier of the holder (or of its groups, bounded) may add, remove or demote a category. */
function touchesCategories(holder: ModifierHolder, depth = 0): boolean {
  if (depth > 16) return true;
  if (holder.modifiers?.some((modifier) => modifier.field === 'category')) return true;
  return holder.modifierGroups?.some((group) => touchesCategories(group, depth + 1)) ?? false;
}

const fixed = new WeakMap<object, boolean>();

/** An entry whose categories no modifier touches has the same ones wherever it is chosen. */
function hasFixedCategories(selection: SelectionElement): boolean {
  const node = selection.node;
  let answer = fixed.get(node);
  if (answer === undefined) {
    answer =
      !touchesCategories(node) &&
      node.categoryLinks.every((link) => !link.modifiers?.length && !link.modifierGroups?.length);
    fixed.set(node, answer);
  }
  return answer;
}

/**
 * Whether the selection belongs to one of these categories, named by id or by name in any language.
 * Remembered per list (the binding's lists keep their identity), and per entry when its categories
 * are fixed, else per selection: the rules ask again and again.
 */
export function inCategories(
  evaluator: Evaluator,
  selection: SelectionElement,
  categoryNames: readonly string[],
): boolean {
  if (categoryNames.length === 0) return false;
  const perEntry = hasFixedCategories(selection);
  const slot = perEntry ? -1 : slotOf(evaluator, selection);
  const memo = slot < 0 ? undefined : belongsMemo(evaluator);
  let answers = perEntry ? belongsPerEntry.get(selection.node) : memo?.[slot];
  const known = answers?.get(categoryNames);
  if (known !== undefined) return known;
  let names = lowered.get(categoryNames);
  if (!names) lowered.set(categoryNames, (names = new Set(categoryNames.map((each) => each.toLowerCase()))));
  const wanted = names;
  const answer = evaluator.categoriesOf(selection).some((category) => {
    if (wanted.has(category.id.toLowerCase())) return true;
    const entry = evaluator.index.category(category.id);
    return allTexts(entry?.name).some((text) => wanted.has(text.trim().toLowerCase()));
  });
  if (!answers) {
    answers = new Map();
    if (perEntry) belongsPerEntry.set(selection.node, answers);
    else if (memo) memo[slot] = answers;
  }
  answers.set(categoryNames, answer);
  return answer;
}

/** Whether the selection belongs to a category the binding gives this meaning, by id or name. */
export function isKind(
  evaluator: Evaluator,
  selection: SelectionElement,
  binding: GameBinding,
  kind: BoundKind,
): boolean {
  return inCategories(evaluator, selection, binding.categories[kind] ?? []);
}
