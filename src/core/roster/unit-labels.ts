import type { ListCards } from './cards';

export interface UnitLabelWords {
  /** "Détachement Tactique n° 2" */
  numbered: (name: string, n: string) => string;
  /** "Détachement Tactique n° 2, Compagnie Tactique" */
  within: (name: string, parent: string) => string;
}

/**
 * Names that tell units apart: a unit whose name another unit of the list shares gets its rank among
 * them ("n° 2", in list order) and the formation holding it. A unique name stays as it is.
 */
export function distinctUnitLabel(
  roster: ListCards,
  id: string,
  nameOf: (id: string) => string,
  words: UnitLabelWords,
  formatNumber: (n: number) => string = String,
): string {
  const name = nameOf(id);
  const namesakes = roster.selections.filter((s) => nameOf(s.id) === name);
  if (namesakes.length < 2) return name;
  const numbered = words.numbered(name, formatNumber(namesakes.findIndex((s) => s.id === id) + 1));
  const parent = roster.selections.find((s) => s.id === id)?.parent;
  return parent === undefined ? numbered : words.within(numbered, nameOf(parent));
}

/** How the list names one unit, worked out with all the others. */
export interface UnitLabel {
  /** Its name as the list shows it. */
  name: string;
  /** Whether another unit of the list has the same name. */
  hasNamesake: boolean;
  /** The name that tells it from its namesakes, as distinctUnitLabel gives it; its name when it has none. */
  distinct: string;
}

/**
 * Every unit's label at once, in one pass over the list (`nameOf` asked once per unit): the editor
 * names units in hundreds of places after each edit, and distinctUnitLabel alone scans the list each time.
 */
export function unitLabels(
  roster: ListCards,
  nameOf: (id: string) => string,
  words: UnitLabelWords,
  formatNumber: (n: number) => string = String,
): Map<string, UnitLabel> {
  const names = new Map<string, string>();
  const namesakes = new Map<string, number>();
  for (const s of roster.selections) {
    const name = nameOf(s.id);
    names.set(s.id, name);
    namesakes.set(name, (namesakes.get(name) ?? 0) + 1);
  }
  const ranks = new Map<string, number>();
  const labels = new Map<string, UnitLabel>();
  for (const s of roster.selections) {
    const name = names.get(s.id)!;
    if (namesakes.get(name)! < 2) {
      labels.set(s.id, { name, hasNamesake: false, distinct: name });
      continue;
    }
    const rank = (ranks.get(name) ?? 0) + 1;
    ranks.set(name, rank);
    const numbered = words.numbered(name, formatNumber(rank));
    const distinct =
      s.parent === undefined ? numbered : words.within(numbered, names.get(s.parent) ?? nameOf(s.parent));
    labels.set(s.id, { name, hasNamesake: true, distinct });
  }
  return labels;
}
