/**
 * What one unit's card reads of the list, each part per unit: after an edit a card wakes only for the
 * parts of its own unit that changed. Reading `structure()` or `validation()` directly, each of a
 * thousand cards would re-run its memos on every edit (issue 24: the page does only what changed).
 */
import { createComputed, createSelector, createSignal, untrack, type Accessor, type Signal } from 'solid-js';
import type { UnitCard, UnitLabel, ValidationIssue, ValidationResult } from '../../core';
import { sameItems } from './equal';
import type { RosterStructure } from './roster-structure';

type Equals<V> = (a: V | undefined, b: V | undefined) => boolean;
type TransportLoad = NonNullable<ValidationResult['stats']['transports']>[number];

/**
 * One signal per key read, fed from a map that is made again on every edit: setting a key's signal to
 * an equal value wakes nobody. The map is walked once per edit for the keys read, whatever their number.
 */
export function createKeyed<K, V>(
  source: Accessor<ReadonlyMap<K, V>>,
  equals: Equals<V> = Object.is,
): (key: K) => V | undefined {
  const signals = new Map<K, Signal<V | undefined>>();
  let current = new Map<K, V>() as ReadonlyMap<K, V>;
  createComputed(() => {
    current = source();
    for (const [key, [, set]] of signals) {
      const value = current.get(key);
      set(() => value);
    }
  });
  return (key) => {
    let signal = signals.get(key);
    if (!signal) {
      signal = createSignal<V | undefined>(
        untrack(() => current.get(key)),
        { equals },
      );
      signals.set(key, signal);
    }
    return signal[0]();
  };
}

const sameList = <T>(a: readonly T[] | undefined, b: readonly T[] | undefined) =>
  a === b || (!!a && !!b && sameItems(a, b));
const sameRecord: Equals<Record<string, number>> = (a, b) =>
  a === b ||
  (!!a &&
    !!b &&
    Object.keys(a).length === Object.keys(b).length &&
    Object.entries(a).every(([key, value]) => b[key] === value));
const sameLabel: Equals<UnitLabel> = (a, b) =>
  a === b ||
  (!!a && !!b && a.name === b.name && a.hasNamesake === b.hasNamesake && a.distinct === b.distinct);
const sameLoad: Equals<TransportLoad> = (a, b) =>
  a === b || (!!a && !!b && JSON.stringify(a) === JSON.stringify(b));

export interface UnitReads {
  selection(id: string): UnitCard | undefined;
  /** The units it holds, attached to it, embarked in it: ids in the list's order. */
  childIds(id: string): string[];
  attachedIds(id: string): string[];
  embarkedIds(id: string): string[];
  issues(id: string): ValidationIssue[];
  /** Its price with the units it holds, per cost type, as the validation works it out. */
  costs(id: string): Record<string, number> | undefined;
  load(id: string): TransportLoad | undefined;
  label(id: string): UnitLabel | undefined;
  isSelected(id: string): boolean;
}

export function createUnitReads(sources: {
  structure: Accessor<RosterStructure>;
  validation: Accessor<ValidationResult>;
  issuesBySelection: Accessor<ReadonlyMap<string, ValidationIssue[]>>;
  labels: Accessor<ReadonlyMap<string, UnitLabel>>;
  selectedId: Accessor<string | null>;
}): UnitReads {
  // The structure's own id maps, made in its one pass over the list.
  const children = createKeyed(() => sources.structure().ids.children, sameList);
  const attached = createKeyed(() => sources.structure().ids.attached, sameList);
  const embarked = createKeyed(() => sources.structure().ids.embarked, sameList);
  const issues = createKeyed(sources.issuesBySelection, sameList);
  const costs = createKeyed(() => new Map(Object.entries(sources.validation().stats.shownCosts)), sameRecord);
  const loads = createKeyed(
    () => new Map((sources.validation().stats.transports ?? []).map((load) => [load.selection, load])),
    sameLoad,
  );
  const none: string[] = [];
  const noIssues: ValidationIssue[] = [];
  return {
    selection: createKeyed(() => sources.structure().byId),
    childIds: (id) => children(id) ?? none,
    attachedIds: (id) => attached(id) ?? none,
    embarkedIds: (id) => embarked(id) ?? none,
    issues: (id) => issues(id) ?? noIssues,
    costs,
    load: loads,
    label: createKeyed(sources.labels, sameLabel),
    isSelected: createSelector(sources.selectedId),
  };
}
