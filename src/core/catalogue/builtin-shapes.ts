/**
 * What Muster's own built-in data (db/catalogue/<game>) writes in the shapes of the engine's model
 * where the builder's view says it in a field of its own (faction-view.ts reads it for built-in data
 * only): a weapon's firing modes as profiles `<weapon>.1`, `<weapon>.2`, how many of a weapon a unit
 * carries in its link's name ("4 × Mag Gun"), a parameter in parentheses that holds parentheses of
 * its own.
 */
import type { I18nText, Weapon } from './schema';
import type { CatalogueEntry, CatalogueOption } from './entry-types';
import type { Modifier } from './model';
import type { OptionNode } from '../engine/data-index';
import { OPTION_PATH_SEPARATOR } from '../roster/ids';

/** How many of a weapon a link names: "4 × Mag Gun" → 4. */
const WEAPON_COUNT = /^\s*(\d+)\s*[×x]\s+/;
/** A profile of one of a weapon's firing modes: `plasma-carbine.2`. */
const MODE_PROFILE = /^(.+)\.(\d+)$/;

/**
 * The modes a weapon of one profile names after its name, in both languages (Freebooter's Fate's
 * weapons: "Épée (Mêlée)" / "Sword (Melee)"): the profile's mode, not the weapon's name.
 */
const SINGLE_MODES: readonly I18nText[] = [
  { fr: 'Mêlée', en: 'Melee' },
  { fr: 'Tir', en: 'Ranged' },
];

/** The mode a weapon's one profile names after the weapon's name, if it names one of SINGLE_MODES. */
export function singleMode(name: I18nText): I18nText | undefined {
  const fr = trailingParenthesis(name.fr);
  const en = trailingParenthesis(name.en);
  return SINGLE_MODES.find((mode) => mode.fr === fr && mode.en === en);
}

/** The text of the parentheses that end a name, nested ones kept: "Ordre (Inébranlable (Stalwart))". */
export function trailingParenthesis(text: string): string | undefined {
  const trimmed = text.trimEnd();
  if (!trimmed.endsWith(')')) return undefined;
  let depth = 0;
  for (let at = trimmed.length - 1; at >= 0; at -= 1) {
    const character = trimmed[at];
    if (character === ')') depth += 1;
    else if (character === '(') {
      depth -= 1;
      if (depth === 0) return trimmed.slice(at + 1, -1).trim();
    }
  }
  return undefined;
}

/** A name without the parentheses that end it: "Plasma Carbine (Dispersion)" → "Plasma Carbine". */
export function withoutParenthesis(text: string): string {
  const inside = trailingParenthesis(text);
  if (inside === undefined) return text.trim();
  const trimmed = text.trimEnd();
  return trimmed.slice(0, trimmed.length - inside.length - 2).trim();
}

/** How many of a weapon a unit carries, as the name of its link says it (1 when it says no number). */
export function weaponCount(linkName: I18nText | undefined): number {
  const found = WEAPON_COUNT.exec(linkName?.fr ?? '') ?? WEAPON_COUNT.exec(linkName?.en ?? '');
  return found ? Number(found[1]) : 1;
}

/** The weapon a firing mode's profile belongs to, and the mode's number: `plasma-carbine.2`. */
export function modeProfile(profileId: string): { weapon: string; mode: number } | undefined {
  const found = MODE_PROFILE.exec(profileId);
  return found ? { weapon: found[1]!, mode: Number(found[2]) } : undefined;
}

/**
 * A characteristic that changes with the range band is written with one value per band, in the bands'
 * order ("7/4/2": 7 at effective range, 4 at long, 2 at extreme): each band shows its own.
 */
export function bandStats(profile: Weapon['profiles'][number]): void {
  if (profile.ranges.length < 2) return;
  for (const [stat, value] of Object.entries(profile.stats)) {
    const values = value.split('/').map((part) => part.trim());
    if (values.length !== profile.ranges.length || values.some((part) => part === '')) continue;
    profile.ranges.forEach((band, position) => {
      band.stats = { ...band.stats, [stat]: values[position]! };
    });
  }
}

/**
 * A single named fighter, as built-in data writes one: at most one in the whole list, whatever the
 * list holds (nothing raises that limit: one more AI Assault Squad per command squad is no character;
 * Theresa, who will not serve Cazador, is one).
 */
export function isUnique(node: Pick<OptionNode, 'constraints' | 'modifiers'>): boolean {
  const raises = (modifier: Modifier) =>
    modifier.type !== 'decrement' &&
    !(
      modifier.type === 'set' &&
      typeof modifier.value === 'number' &&
      modifier.value >= 0 &&
      modifier.value <= 1
    );
  const modified = new Set(node.modifiers.filter(raises).map((modifier) => modifier.field));
  return node.constraints.some(
    ({ constraint }) =>
      constraint.type === 'max' &&
      constraint.value === 1 &&
      constraint.field === 'selections' &&
      constraint.scope === 'roster' &&
      !constraint.percentValue &&
      !modified.has(constraint.id),
  );
}

/**
 * What an option costs for each model of its unit, as built-in data writes it (Plasma Grenades, 2
 * points a model): an increment of a cost, unconditional, repeated once per model the unit holds.
 */
export function perModelCosts(
  modifiers: readonly Modifier[],
  costTypes: ReadonlySet<string>,
): Record<string, number> | undefined {
  let out: Record<string, number> | undefined;
  for (const modifier of modifiers) {
    const repeat = modifier.repeats?.[0];
    const perModel =
      modifier.type === 'increment' &&
      typeof modifier.value === 'number' &&
      costTypes.has(modifier.field) &&
      !modifier.conditions?.length &&
      !modifier.conditionGroups?.length &&
      modifier.repeats?.length === 1 &&
      repeat?.childId === 'model' &&
      repeat.scope === 'parent' &&
      repeat.field === 'selections' &&
      repeat.value === 1 &&
      repeat.repeats === 1;
    if (!perModel) continue;
    out ??= {};
    out[modifier.field] = (out[modifier.field] ?? 0) + (modifier.value as number);
  }
  return out;
}

/**
 * An option priced per model shows its price for the unit at its default size (Plasma Grenades, 2 points
 * a model: 10 for a squad of five): its models are its count, or the models it must hold where they are
 * options of their own (countsModels).
 */
export function pricePerModel(
  entry: CatalogueEntry,
  perModel: ReadonlyMap<CatalogueOption, Record<string, number>>,
): void {
  const models = entry.countsModels
    ? entry.options
        .filter((option) => option.kind === 'model' && option.min > 0)
        .filter((option) => !option.id.includes(OPTION_PATH_SEPARATOR))
        .reduce((sum, option) => sum + option.default, 0)
    : entry.count.default;
  for (const option of entry.options) {
    const costs = perModel.get(option);
    if (!costs) continue;
    for (const [type, value] of Object.entries(costs))
      option.costs[type] = (option.costs[type] ?? 0) + value * Math.max(1, models);
  }
}
