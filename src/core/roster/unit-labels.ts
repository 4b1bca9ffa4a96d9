import type { Roster } from './schema';

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
  roster: Roster,
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
