/**
 * Unit lines: each selection with its count, costs, stat lines, weapons as chosen, abilities,
 * options, items, equipment bonuses, the characters joined to it and its transport load; identical
 * units grouped as one line ("3 × …").
 */
import type { CatalogueOption } from '../../catalogue/entry-types';
import type { I18nText } from '../../catalogue/schema';
import { carriedWeapons } from '../../catalogue/unit-weapons';
import type { AntaresUnitFigures, ResolvedSelection, TransportLoad } from '../../engine/types';
import type { UnitCard } from '../../roster/cards';
import { namedOptionLines } from '../../roster/held-options';
import { unitLabels, type UnitLabel } from '../../roster/unit-labels';
import { cleanLine } from '../../text/clean';
import { LAYOUT_LABELS } from '../print-layout';
import { isBaseOption } from './bases';
import type { PrintContext } from './context';
import type { PrintableStatLine, PrintableUnit, PrintableWeapon } from './model';
import { weaponColumnsOf, type PrintProfiles } from './profiles';
import type { PrintRelations } from './relations';

export interface PrintUnits {
  /** One unit line for a group of identical selections (the first one printed). */
  unit(selection: UnitCard, group?: UnitCard[]): PrintableUnit;
  /** The selections as unit lines, identical ones grouped, in list order. */
  group(list: UnitCard[]): PrintableUnit[];
  /** What a line costs in its section: itself and the characters joined to it bought there. */
  total(unit: PrintableUnit): number;
}

/** A figure that is not a finite number counts as 0. */
function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** The validation's per-unit figures, by selection id. */
function bySelection<T extends { selection: string }>(lines: readonly T[] | undefined): Map<string, T> {
  const map = new Map<string, T>();
  for (const line of lines ?? []) map.set(line.selection, line);
  return map;
}

export function printUnits(
  context: PrintContext,
  relations: PrintRelations,
  profiles: PrintProfiles,
): PrintUnits {
  const { tr, resolve, nameOf, primary, costTypes, byId, roster } = context;
  const L = context.labels;
  const weapons = context.catalogue.weapons ?? {};
  const { hostOf, attachedTo, embarkedIn, childrenOf, placeOf } = relations;
  const transports: Map<string, TransportLoad> = bySelection(context.result.stats.transports);
  const unitFigures: Map<string, AntaresUnitFigures> = bySelection(context.result.stats.antaresUnits);
  const words = LAYOUT_LABELS[context.lang];
  /** The host as the editor names it among namesakes (core/roster/unit-labels.ts), without its formation. */
  let hostLabels: Map<string, UnitLabel> | undefined;
  const hostName = (id: string): string =>
    (hostLabels ??= unitLabels(
      roster,
      nameOf,
      { numbered: words.numbered, within: (name) => name },
      L.number,
    )).get(id)?.distinct ?? nameOf(id);

  const statLinesOf = (s: UnitCard, entryName: string): PrintableStatLine[] => {
    const r = resolve(s);
    const statLines: PrintableStatLine[] = [];
    for (const profile of r?.entry.profiles ?? []) {
      const stats = profiles.unitStats(profile.stats);
      if (stats.length === 0) continue;
      const line: PrintableStatLine = { stats };
      if (profile.name) line.name = tr(profile.name, '');
      statLines.push(line);
    }
    const extras = [...(r?.options ?? []).map((o) => o.option), ...(r?.items ?? []).map((i) => i.item)];
    for (const extra of extras) {
      const stats = profiles.unitStats(extra.stats);
      if (stats.length > 0) statLines.push({ name: tr(extra.name, extra.id), stats });
    }
    if (statLines.length > 1) for (const line of statLines) line.name ??= entryName;
    return statLines;
  };

  // The weapons as chosen: model count, swaps, options and items taken (catalogue/unit-weapons.ts).
  const weaponsOf = (s: UnitCard, count: number): PrintableWeapon[] => {
    const r = resolve(s);
    const carried = r
      ? carriedWeapons(r.entry, count, [
          ...r.options,
          ...r.items.map((i) => ({ option: i.item, count: i.count })),
        ])
      : [];
    return carried.map(({ id, count: n }) => {
      const weapon = weapons[id];
      profiles.usedWeapons.add(id);
      return {
        id,
        name: weapon ? tr(weapon.name, id) : cleanLine(id),
        count: n,
        profiles: weapon && Array.isArray(weapon.profiles) ? weapon.profiles.map(profiles.weaponProfile) : [],
      };
    });
  };

  // An option or item that grants an ability of its own name (a Freebooter's Fate action, a drone)
  // is listed once, as the option or item.
  const abilitiesOf = (s: UnitCard): string[] => {
    const r = resolve(s);
    const viaNames = new Map<string, string>();
    for (const o of r?.options ?? []) viaNames.set(o.option.id, tr(o.option.name, o.option.id));
    for (const i of r?.items ?? []) viaNames.set(i.item.id, tr(i.item.name, i.item.id));
    const names: string[] = [];
    for (const held of r?.abilities ?? []) {
      profiles.usedAbilities.add(held.id);
      const text = profiles.abilityLabel(held);
      if (held.via && viaNames.get(held.via) === text) continue;
      if (!names.includes(text)) names.push(text);
    }
    return names;
  };

  /** A kind the game does not name, in the print's language where the view has it in both. */
  const kindName = (kind: string): string => {
    const names = context.catalogue.kindNames?.[kind];
    return names ? tr(names, kind) : cleanLine(kind);
  };

  const taken = (list: { name: I18nText; id: string }[], counts: number[]) =>
    list.map((o, i) => `${(counts[i] ?? 1) > 1 ? `${counts[i]}× ` : ''}${tr(o.name, o.id)}`);

  // A unit's bases are its count, not options it takes (the Rhinos of a détachement are options).
  // From the list's tree where the print has it: copies holding different things are each named.
  const optionsOf = (s: UnitCard, r: ResolvedSelection | null): string[] => {
    const isBase = (option: CatalogueOption) => r !== null && isBaseOption(r.entry, option);
    const lines = context.heldOptions(s.id);
    if (!lines || !r) {
      const shown = (r?.options ?? []).filter((o) => !isBase(o.option));
      return taken(
        shown.map((o) => o.option),
        shown.map((o) => o.count),
      );
    }
    const entry = r.entry;
    const named = namedOptionLines(
      lines,
      (key) => context.index.optionNamed(entry, key),
      (option) => tr(option.name, option.id),
      (holder, n) => words.numbered(holder, L.number(n)),
    );
    return named
      .filter((line) => !isBase(line.option))
      .map((line) => `${line.count > 1 ? `${line.count}× ` : ''}${line.name}`);
  };

  const unit = (s: UnitCard, group: UnitCard[] = [s]): PrintableUnit => {
    const r = resolve(s);
    const entry = r?.entry;
    const multiplier = group.length;
    const count = countOf(r) ?? s.count ?? 0;
    const costs = r?.costs ?? {};
    const pointsEach = typeof costs[primary] === 'number' ? costs[primary] : 0;
    const label = s.label !== undefined ? cleanLine(s.label) : '';
    const entryName = entry ? tr(entry.name, s.entry) : cleanLine(s.entry);
    const kind = entry?.kind ?? '';
    const statLines = statLinesOf(s, entryName);
    const unitWeapons = weaponsOf(s, count);
    const abilityNames = abilitiesOf(s);
    const printed: PrintableUnit = {
      selections: group.map((g) => g.id),
      multiplier,
      name: label || entryName,
      kind,
      kindLabel: kind ? (L.kinds[kind]?.[0] ?? kindName(kind)) : L.unknownEntry,
      count,
      countText: L.count[entry?.count.unit === 'base' ? 'base' : 'model'](count),
      points: pointsEach * multiplier,
      pointsEach,
      otherCosts: costTypes
        .filter((c) => c.id !== primary && typeof costs[c.id] === 'number' && costs[c.id] !== 0)
        .map((c) => ({ id: c.id, label: tr(c.name, c.id), value: (costs[c.id] ?? 0) * multiplier })),
      statLines,
      weapons: unitWeapons,
      weaponColumns: weaponColumnsOf(unitWeapons),
      abilities: abilityNames,
      options: optionsOf(s, r),
      items: taken(
        (r?.items ?? []).map((i) => i.item),
        (r?.items ?? []).map((i) => i.count),
      ),
      // attachedTo has no loop and at most MAX_ATTACHMENT_DEPTH levels (relations.ts), so this
      // recursion ends, and its depth does not grow with the roster.
      attached: (attachedTo.get(s.id) ?? []).map((a) => unit(a)),
      bonuses: [],
      unknownEntry: !r,
    };
    const figures = unitFigures.get(s.id);
    if (figures) addEquipment(printed, figures);
    if (label && label !== entryName) printed.entryName = entryName;
    const host = hostOf.get(s.id);
    if (host !== undefined) {
      printed.host = hostName(host);
      if (placeOf(s.id) !== placeOf(host)) printed.countedApart = true;
    }
    const load = transports.get(s.id);
    if (load) {
      printed.transport = {
        used: load.used,
        capacity: load.capacity,
        text: `${load.used}/${load.capacity}`,
        // The détachement's own bases ride first, then the units embarked from elsewhere.
        passengers: [...(finite(load.own) > 0 ? [nameOf(s.id)] : []), ...load.passengers.map(nameOf)],
        harnessed: load.harnessed,
      };
    }
    if (s.embarkedIn !== undefined && s.embarkedIn !== s.id && byId.has(s.embarkedIn))
      printed.embarkedIn = nameOf(s.embarkedIn);
    return printed;
  };

  /** Antares: models beside buddy drones, and the bonuses the unit's equipment gives. */
  const addEquipment = (printed: PrintableUnit, figures: AntaresUnitFigures): void => {
    const drones = finite(figures.drones);
    printed.countText = `${L.count.model(figures.models)}${drones > 0 ? ` + ${L.drones(drones)}` : ''}`;
    if (finite(figures.resBonus) > 0) printed.bonuses.push(`${L.res} +${finite(figures.resBonus)}`);
    if (finite(figures.targeterBonus) > 0) printed.bonuses.push(`${L.acc} +${finite(figures.targeterBonus)}`);
    if (finite(figures.medicRerolls) > 0) printed.bonuses.push(L.medicRerolls(finite(figures.medicRerolls)));
  };

  /** Identical units (same entry, count, options, items; no label; nothing attached or embarked). */
  const groupKey = (s: UnitCard): string | null => {
    if (s.label !== undefined && s.label !== '') return null;
    if (s.embarkedIn !== undefined || hostOf.has(s.id)) return null;
    if (attachedTo.has(s.id) || embarkedIn.has(s.id) || childrenOf.has(s.id)) return null;
    const load = transports.get(s.id);
    // A transport carrying others is printed on its own; one carrying only its own bases groups with its twins.
    if (load && load.passengers.length > 0) return null;
    const chosen = (record: Record<string, number>) =>
      Object.entries(record)
        .filter(([, n]) => n !== 0)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    // Copies holding different things are told apart (titan nº 1's weapons are not titan nº 2's).
    const lines = context.heldOptions(s.id);
    const options = lines
      ? lines
          .map((line) => `${line.key}#${line.copies.map((copy) => copy.number).join('.')}×${line.count}`)
          .sort()
      : chosen(s.options);
    return JSON.stringify([
      s.entry,
      resolve(s)?.count ?? s.count ?? null,
      options,
      chosen(s.items),
      load ? `${load.used}/${load.capacity}/${finite(load.own)}/${load.harnessed}` : '',
    ]);
  };

  const group = (list: UnitCard[]): PrintableUnit[] => {
    const groups: UnitCard[][] = [];
    const byKey = new Map<string, UnitCard[]>();
    for (const s of list) {
      const key = groupKey(s);
      const existing = key === null ? undefined : byKey.get(key);
      if (existing) existing.push(s);
      else {
        const made = [s];
        groups.push(made);
        if (key !== null) byKey.set(key, made);
      }
    }
    return groups.map((made) => unit(made[0]!, made));
  };

  // A section counts what is bought in it: a character joined from elsewhere is priced in its own place.
  const total = (printed: PrintableUnit): number =>
    printed.points + printed.attached.reduce((sum, a) => sum + (a.countedApart ? 0 : total(a)), 0);

  return { unit, group, total };
}

/**
 * A unit's count: its bases taken as options where the view says they are its models (built-in data in
 * the engine's model, countsModels), else its own.
 */
function countOf(r: ResolvedSelection | null): number | undefined {
  if (!r) return undefined;
  if (!r.entry.countsModels) return r.count;
  const models = r.options
    .filter(({ option }) => isBaseOption(r.entry, option))
    .reduce((sum, { count }) => sum + count, 0);
  return models > 0 ? models : r.count;
}
