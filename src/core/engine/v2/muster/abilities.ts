/**
 * The abilities a selection has, read from its effective rules and profiles through a game binding:
 * a rule named "Transport (2)", or "Tactician (2)" inside an "Abilities" characteristic, becomes
 * `{ kind: 'transport', param: 2 }` (lists split at commas, semicolons and line breaks). Matching is
 * by plain prefix and suffix around '#', never a pattern that could backtrack.
 */
import { textIn } from '../../../catalogue/v2/text';
import type { Evaluator } from '../evaluator';
import { infoOf } from '../info';
import type { SelectionElement } from '../roster-tree';
import type { BoundKind, GameBinding } from './binding';

export interface HeldAbility {
  kind: string;
  /** The number the data gives it, when it has one. */
  param?: number;
  /** The text it was read from, as the data writes it. */
  text: string;
}

const LANGS = ['en', 'fr', 'de'];

function allTexts(value: Parameters<typeof textIn>[0]): string[] {
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  return Object.values(value).filter((text): text is string => text !== undefined);
}

/** Whether `text` is written as `pattern` ('#' standing for a whole number), and that number. */
export function matchPattern(pattern: string, text: string): { param?: number } | null {
  const candidate = text.trim().toLowerCase();
  const wanted = pattern.trim().toLowerCase();
  const hash = wanted.indexOf('#');
  if (hash < 0) return candidate === wanted ? {} : null;
  const before = wanted.slice(0, hash);
  const after = wanted.slice(hash + 1);
  if (candidate.length <= before.length + after.length) return null;
  if (!candidate.startsWith(before) || !candidate.endsWith(after)) return null;
  const middle = candidate.slice(before.length, candidate.length - after.length).trim();
  if (!/^\d{1,4}$/.test(middle)) return null;
  return { param: Number(middle) };
}

export function abilitiesOf(
  evaluator: Evaluator,
  selection: SelectionElement,
  binding: GameBinding,
): HeldAbility[] {
  const { profiles, rules } = infoOf(evaluator, selection, selection.node);
  const texts: string[] = [];
  for (const rule of rules) texts.push(...allTexts(rule.name));
  const listed = new Set(binding.abilityCharacteristics.map((label) => label.toLowerCase()));
  for (const profile of profiles) {
    for (const characteristic of profile.characteristics) {
      const label = LANGS.map((lang) => textIn(characteristic.name, lang).toLowerCase());
      if (!label.some((each) => listed.has(each))) continue;
      for (const value of allTexts(characteristic.value)) texts.push(...value.split(/[,;\n]/));
    }
  }
  const held: HeldAbility[] = [];
  for (const text of texts) {
    for (const [kind, patterns] of Object.entries(binding.abilities)) {
      for (const pattern of patterns) {
        const match = matchPattern(pattern, text);
        if (match) held.push({ kind, ...match, text: text.trim() });
      }
    }
  }
  return held;
}

/** Whether the selection belongs to one of these categories, named by id or by name in any language. */
export function inCategories(
  evaluator: Evaluator,
  selection: SelectionElement,
  categoryNames: readonly string[],
): boolean {
  const names = new Set(categoryNames.map((each) => each.toLowerCase()));
  if (names.size === 0) return false;
  return evaluator.categoriesOf(selection).some((category) => {
    if (names.has(category.id.toLowerCase())) return true;
    const entry = evaluator.index.category(category.id);
    return allTexts(entry?.name).some((text) => names.has(text.trim().toLowerCase()));
  });
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
