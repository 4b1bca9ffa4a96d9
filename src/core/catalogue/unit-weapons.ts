/**
 * The weapons a unit carries as the player chose it: the entry's weapons at its default count, those of
 * each model or base above it (`extraWeapons`), minus what swaps take away (`replaces`), plus what
 * options and items bring, each as many times as it is taken. Pure; the exports print it, and any view
 * of a chosen unit can show the same.
 */
import type { CatalogueEntry, CatalogueOption } from './entry-types';

export interface CarriedWeapon {
  id: string;
  count: number;
}

/**
 * In the entry's order; a weapon a swap brings takes the place of the one it replaces, other options'
 * and items' weapons follow. Weapons carried zero times are left out.
 */
export function carriedWeapons(
  entry: CatalogueEntry,
  count: number,
  taken: readonly { option: CatalogueOption; count: number }[],
): CarriedWeapon[] {
  const list: CarriedWeapon[] = [];
  const at = (id: string) => list.findIndex((w) => w.id === id);
  /** Adds `n` of a weapon, after position `after` when it is new there; returns its position. */
  const add = (id: string, n: number, after = -1): number => {
    if (n <= 0) return after;
    const i = at(id);
    if (i >= 0) {
      list[i]!.count += n;
      return after;
    }
    if (after < 0) return list.push({ id, count: n }) - 1;
    list.splice(after + 1, 0, { id, count: n });
    return after + 1;
  };
  for (const ref of entry.weapons) add(ref.id, ref.count);
  const extra = Math.max(0, count - entry.count.default);
  for (const ref of entry.extraWeapons ?? []) add(ref.id, ref.count * extra);
  // Models the unit takes as options of its own (its extra models, where its models are options:
  // countsModels) carry weapons of the unit's own, which its swaps may take too.
  const isModel = (option: CatalogueOption) =>
    entry.countsModels === true && option.kind === 'model' && (option.replaces ?? []).length === 0;
  for (const { option, count: copies } of taken)
    if (copies > 0 && isModel(option)) for (const ref of option.weapons) add(ref.id, ref.count * copies);

  // What swaps may still take: the entry's own weapons, not those options bring.
  const takeable = new Map<string, number>();
  for (const w of list) takeable.set(w.id, w.count);

  for (const { option, count: copies } of taken) {
    if (copies <= 0 || isModel(option)) continue;
    const replaces = option.replaces ?? [];
    let place = -1;
    let every = false;
    let takenAway = 0;
    for (const ref of replaces) {
      const left = takeable.get(ref.id) ?? 0;
      const n = ref.count === undefined ? left : Math.min(left, ref.count * copies);
      if (ref.count === undefined) every = true;
      takeable.set(ref.id, left - n);
      const i = at(ref.id);
      if (i >= 0) list[i]!.count -= n;
      if (place < 0) place = i;
      takenAway += n;
    }
    for (const ref of option.weapons) place = add(ref.id, every ? takenAway : ref.count * copies, place);
  }
  return list.filter((w) => w.count > 0);
}
