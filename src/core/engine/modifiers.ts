/**
 * Modifiers: how conditions, condition groups and repeats decide whether and how many times a
 * modifier applies, and what each modifier type does to a field. Modifiers apply in document
 * order: a node's own modifiers, then its modifier groups (each group's modifiers, then its
 * nested groups), a link's after its target's.
 */
import type {
  Condition,
  ConditionGroup,
  Modifier,
  ModifierGroup,
  ModifierValue,
  Repeat,
} from '../catalogue/model';
import type { LocalText } from '../catalogue/text';

/** Evaluates the counting side of conditions and repeats at the element modifiers apply to. */
export interface ConditionContext {
  /** The value of a condition's or repeat's query (percentages already applied). */
  measure(query: Condition | Repeat): number;
  /** Whether the scope of an instanceOf condition is (or holds) an instance of its childId. */
  isInstanceOf(condition: Condition): boolean;
  /** Whether the element being modified turned out to be part of a circular cost reference. */
  isCircular?(): boolean;
}

/**
 * Thrown when a query reads a cost that is being computed: a cost that depends on itself. The
 * modifier that asked is not applied, and the evaluation reports the cycle instead of picking a
 * value that depends on the order selections were added in.
 */
export class CircularReference extends Error {}

/** The fields modifiers write: one bag per modified node. */
export interface FieldBag {
  name: LocalText;
  hidden: boolean;
  page?: string;
  description?: LocalText;
  /** Cost type id → value (per one selection). */
  costs: Map<string, number>;
  /** Constraint id → value. */
  constraints: Map<string, number>;
  /** Category id → primary. Insertion order is data order. */
  categories: Map<string, boolean>;
  /** Characteristic type id → value. */
  characteristics: Map<string, LocalText>;
}

/** Guards the recursion over nested condition and modifier groups (data is not trusted). */
const MAX_GROUP_DEPTH = 32;

export function conditionHolds(condition: Condition, context: ConditionContext): boolean {
  if (condition.type === 'instanceOf') return context.isInstanceOf(condition);
  if (condition.type === 'notInstanceOf') return !context.isInstanceOf(condition);
  const value = context.measure(condition);
  if (Number.isNaN(value)) return false;
  switch (condition.type) {
    case 'equalTo':
      return value === condition.value;
    case 'notEqualTo':
      return value !== condition.value;
    case 'atLeast':
      return value >= condition.value;
    case 'atMost':
      return value <= condition.value;
    case 'greaterThan':
      return value > condition.value;
    case 'lessThan':
      return value < condition.value;
  }
  return false;
}

function groupHolds(group: ConditionGroup, context: ConditionContext, depth: number): boolean {
  if (depth > MAX_GROUP_DEPTH) return false;
  const results: (() => boolean)[] = [
    ...(group.conditions ?? []).map((condition) => () => conditionHolds(condition, context)),
    ...(group.conditionGroups ?? []).map((nested) => () => groupHolds(nested, context, depth + 1)),
  ];
  if (results.length === 0) return true;
  return group.type === 'or' ? results.some((holds) => holds()) : results.every((holds) => holds());
}

/** All conditions and condition groups of a modifier or modifier group must hold. */
export function allHold(
  holder: { conditions?: Condition[]; conditionGroups?: ConditionGroup[] },
  context: ConditionContext,
): boolean {
  for (const condition of holder.conditions ?? []) if (!conditionHolds(condition, context)) return false;
  for (const group of holder.conditionGroups ?? []) if (!groupHolds(group, context, 0)) return false;
  return true;
}

/** How many times a modifier applies: 1 without repeats, else the sum of its repeats' counts. */
export function repeatCount(repeats: Repeat[] | undefined, context: ConditionContext): number {
  if (!repeats || repeats.length === 0) return 1;
  let total = 0;
  for (const repeat of repeats) {
    if (repeat.value <= 0) continue;
    const measured = context.measure(repeat);
    if (Number.isNaN(measured)) continue;
    const ratio = measured / repeat.value;
    const times = repeat.roundUp ? Math.ceil(ratio) : Math.floor(ratio);
    total += Math.max(0, times) * repeat.repeats;
  }
  return total;
}

export function applyModifierList(
  bag: FieldBag,
  modifiers: readonly Modifier[],
  groups: readonly ModifierGroup[],
  context: ConditionContext,
): void {
  for (const modifier of modifiers) applyOne(bag, modifier, context, 1);
  for (const group of groups) applyGroup(bag, group, context, 1, 0);
}

function applyGroup(
  bag: FieldBag,
  group: ModifierGroup,
  context: ConditionContext,
  outerTimes: number,
  depth: number,
): void {
  let times: number;
  try {
    if (depth > MAX_GROUP_DEPTH || !allHold(group, context)) return;
    times = outerTimes * repeatCount(group.repeats, context);
  } catch (error) {
    if (error instanceof CircularReference) return;
    throw error;
  }
  if (times <= 0 || context.isCircular?.()) return;
  for (const modifier of group.modifiers ?? []) applyOne(bag, modifier, context, times);
  for (const nested of group.modifierGroups ?? []) applyGroup(bag, nested, context, times, depth + 1);
}

function applyOne(bag: FieldBag, modifier: Modifier, context: ConditionContext, outerTimes: number): void {
  let times: number;
  try {
    if (!allHold(modifier, context)) return;
    times = outerTimes * repeatCount(modifier.repeats, context);
  } catch (error) {
    if (error instanceof CircularReference) return;
    throw error;
  }
  if (times <= 0 || context.isCircular?.()) return;
  applyToField(bag, modifier, times);
}

export function asNumber(value: ModifierValue): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : Number.NaN;
}

function asBoolean(value: ModifierValue): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  return value.trim().toLowerCase() === 'true';
}

function applyToField(bag: FieldBag, modifier: Modifier, times: number): void {
  const { field } = modifier;
  if (field === 'category') return applyCategory(bag, modifier);
  if (field === 'hidden') {
    if (modifier.type === 'set') bag.hidden = asBoolean(modifier.value);
    return;
  }
  if (field === 'name') {
    bag.name = modifyText(bag.name, modifier, times);
    return;
  }
  if (field === 'page') {
    bag.page = textOf(modifyText(bag.page ?? '', modifier, times));
    return;
  }
  if (field === 'description') {
    bag.description = modifyText(bag.description ?? '', modifier, times);
    return;
  }
  for (const map of [bag.costs, bag.constraints] as const) {
    const current = map.get(field);
    if (current !== undefined || (map === bag.costs && isCostField(bag, field))) {
      const next = modifyNumber(current ?? 0, modifier, times);
      if (next !== undefined) map.set(field, next);
      return;
    }
  }
  if (bag.characteristics.has(field)) {
    bag.characteristics.set(field, modifyText(bag.characteristics.get(field) ?? '', modifier, times));
  }
}

/** Cost fields are known to the bag through its (possibly zero) cost entries. */
function isCostField(bag: FieldBag, field: string): boolean {
  return bag.costs.has(field);
}

function applyCategory(bag: FieldBag, modifier: Modifier): void {
  const id = String(modifier.value);
  switch (modifier.type) {
    case 'add':
      if (!bag.categories.has(id)) bag.categories.set(id, false);
      return;
    case 'remove':
      bag.categories.delete(id);
      return;
    case 'set-primary':
      for (const key of bag.categories.keys()) bag.categories.set(key, false);
      bag.categories.set(id, true);
      return;
    case 'unset-primary':
      if (bag.categories.has(id)) bag.categories.set(id, false);
      return;
    default:
      return;
  }
}

export function modifyNumber(current: number, modifier: Modifier, times: number): number | undefined {
  const value = asNumber(modifier.value);
  if (Number.isNaN(value)) return undefined;
  switch (modifier.type) {
    case 'set':
      return value;
    case 'increment':
      return decimal(current + value * times);
    case 'decrement':
      return decimal(current - value * times);
    default:
      return undefined;
  }
}

function textOf(text: LocalText): string {
  return typeof text === 'string' ? text : (Object.values(text).find((value) => value !== undefined) ?? '');
}

function mapText(text: LocalText, change: (value: string) => string): LocalText {
  if (typeof text === 'string') return change(text);
  const out: Record<string, string> = {};
  for (const [lang, value] of Object.entries(text)) if (value !== undefined) out[lang] = change(value);
  return out;
}

/** Repeats of a text modifier written out: data counting thousands of selections makes no longer text. */
const MAX_TEXT_REPEATS = 1000;

/** Text fields: set replaces, append adds after a space, increment/decrement work on numeric text. */
export function modifyText(current: LocalText, modifier: Modifier, times: number): LocalText {
  const value = String(modifier.value);
  switch (modifier.type) {
    case 'set':
      return value;
    case 'append':
      // A repeated append appends once per repeat, as BattleScribe applies the modifier that many times.
      return mapText(current, (text) => {
        let out = text;
        for (let i = 0; i < Math.min(times, MAX_TEXT_REPEATS); i += 1)
          out = out === '' ? value : `${out} ${value}`;
        return out;
      });
    case 'increment':
    case 'decrement':
      return mapText(current, (text) => {
        const base = Number(text.trim());
        const delta = asNumber(modifier.value);
        if (text.trim() === '' || Number.isNaN(base) || Number.isNaN(delta)) return text;
        return formatNumber(modifier.type === 'increment' ? base + delta * times : base - delta * times);
      });
    default:
      return current;
  }
}

/**
 * Costs are decimal figures (0.1 × 3 is 0.3, not 0.30000000000000004): every sum and product is
 * rounded to nine decimals, far below any cost a game prints.
 */
export function decimal(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}

/** Numbers written into text read as players write them: no trailing zeros, no float noise. */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 1e6) / 1e6;
  return String(rounded);
}
