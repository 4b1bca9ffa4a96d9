/**
 * The nine older built-in factions still have a display catalogue of the first model
 * (db/catalogue/<game>/<faction>.json) beside their data in the engine's model (db/catalogue/<game>/v2).
 * Before the first model goes, the faction view made from their v2 data (core/catalogue/faction-view.ts)
 * must give what the consumers read of it: the editor, the prints, the share code and the fingerprint
 * read units, counts, prices, characteristics, weapons, abilities, options and items. This test
 * compares both for each faction. Where the models spell a fact differently, the mapping is written
 * here, explicitly, with the reason it changes nothing for those consumers. Not compared: the machine
 * `tags` and `traits` (no consumer of a faction with game data reads them: its prices and rules are the
 * engine's, through the binding) and authoring notes (`comment`, never shown).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderRoster } from '../../../src/core/export';
import { validate } from '../../../src/core/engine/validate';
import { dataRules } from '../../../src/core/rules/data';
import { readRoster } from '../../../src/core/roster/read-roster';
import type { CatalogueEntry, CatalogueOption, GameId } from '../../../src/core/catalogue/schema';
import type { FactionCatalogue } from '../../../src/core/catalogue/view-types';
import { builtinFactionCatalogue } from '../../helpers/export-fixtures';
import { builtinView } from '../../helpers/builtin-view';

const NINE: { game: GameId; file: string }[] = [
  { game: 'netepic', file: 'space-marines' },
  { game: 'netepic', file: 'chaos' },
  { game: 'netepic', file: 'eldar' },
  { game: 'deadzone', file: 'enforcers' },
  { game: 'deadzone', file: 'marauders' },
  { game: 'freebooters-fate', file: 'amazonen' },
  { game: 'freebooters-fate', file: 'imperiale-armada' },
  { game: 'antares', file: 'algoryn' },
  { game: 'antares', file: 'isorian' },
];

/** Mapping 1 — an option group is named after its unit in the view: `<unit>.<group>`. */
function firstGroupOf(entry: CatalogueEntry, group: string | undefined): string | undefined {
  const prefix = `${entry.id}.`;
  return group?.startsWith(prefix) ? group.slice(prefix.length) : group;
}

/**
 * Mapping 2 — a cost of 0 is written by the first model and left out by the view: every consumer
 * reads `costs[type] ?? 0`.
 */
function costs(values: Record<string, number> | undefined): Record<string, number> {
  return Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== 0));
}

/**
 * Mapping 3 — options whose kind differs, each listed in a group of its unit: the editor lists a
 * grouped option under its group's name (SelectionOptions `sections`) and the prints read only the
 * kind `model`, so an upgrade carrying a weapon is shown the same as a weapon there.
 */
const KIND_IN_GROUP: Record<string, { first: string; view: string }> = {
  'enf-strider-soutien-lourd/lance-fumigenes': { first: 'upgrade', view: 'weapon' },
  'enf-strider-soutien-lourd/roquettes-d-epaule': { first: 'upgrade', view: 'weapon' },
  'enf-strider-chasseur-de-chars/lance-fumigenes': { first: 'upgrade', view: 'weapon' },
  'enf-strider-chasseur-de-chars/roquettes-d-epaule': { first: 'upgrade', view: 'weapon' },
  'mar-stuntbot-slasher/roquettes': { first: 'upgrade', view: 'weapon' },
};

/**
 * Mapping 4 — options the data offers by a modifier: their limit in the view is the data's own
 * constraint, which the engine raises (an extra Micro-X Launcher's special ammunition: none until the
 * squad takes the launcher, one per launcher); the editor asks the engine (optionOffersOf), and the
 * first model wrote the highest it may reach.
 */
const MAX_BY_MODIFIER: Record<string, { first: number; view: number }> = {
  'alg-ai-squad/munition-filet-fronde-micro-x': { first: 2, view: 1 },
  'alg-ai-squad/munition-surcharge-micro-x': { first: 2, view: 1 },
};

/**
 * Mapping 5 — units only the v2 data has: the Antares Army Options (bought for the whole force, capped
 * at 10 % of its points by the force entry), added to the v2 data with Antares' list-building rules;
 * the first model never had them. They are shown in the view with their options and are no loss.
 */
const VIEW_ONLY_UNITS = new Set(['alg-army-options', 'iso-army-options']);

/**
 * Mapping 6 — the Eldar Heat Lance writes its Toucher and PA per range band ("2+/3+/4+"), which the
 * view shows on each band as the first model did and, as for the Antares compression weapons' SV
 * ("7/4/2"), as one characteristic too; the first model of NetEpic left that one out.
 */
const WHOLE_BAND_STATS: Record<string, string[]> = { 'eldar-heat-lance': ['toucher', 'pa'] };

/**
 * Mapping 7 — the order of a unit's options: the engine's model holds a unit's own options, then its
 * groups', so the view lists an Antares squad's options outside groups before its grouped ones (weapon
 * swaps), where the first model put the swaps first. Same options, same sections in the editor, in
 * another order: they are compared by id here. (The data has no order of its own to say it.)
 */
const byId = <T extends { id: string }>(list: T[]): T[] => [...list].sort((a, b) => a.id.localeCompare(b.id));

/**
 * Mapping 8 — NetEpic's v2 data names every stat line (BattleScribe's profiles have names), the one of
 * a unit of one kind of base after the unit; the first model left that line unnamed. The view names
 * it, as it does the French codices' units: the panels and prints show the name once more.
 */
function statLines(entry: CatalogueEntry, original: CatalogueEntry): CatalogueEntry['profiles'] {
  const [line, ...others] = entry.profiles;
  const sole = line && others.length === 0 && original.profiles.length === 1;
  const namedAsUnit =
    sole && line.name?.fr === entry.name.fr && line.name.en === entry.name.en && !original.profiles[0]!.name;
  return namedAsUnit ? [{ stats: line.stats }] : entry.profiles;
}

/** What consumers read of an option, the mappings above applied. */
function optionFacts(entry: CatalogueEntry, option: CatalogueOption, first: boolean) {
  const key = `${entry.id}/${option.id}`;
  const kind = KIND_IN_GROUP[key];
  const max = MAX_BY_MODIFIER[key];
  return {
    id: option.id,
    name: option.name,
    kind: kind && option.kind === (first ? kind.first : kind.view) ? 'mapped' : option.kind,
    costs: costs(option.costs),
    min: option.min,
    max: max && option.max === (first ? max.first : max.view) ? 'mapped' : option.max,
    default: option.default,
    group: first ? option.group : firstGroupOf(entry, option.group),
    class: option.class,
    stats: option.stats,
    weapons: option.weapons,
    replaces: option.replaces,
    abilities: option.abilities,
  };
}

/** What consumers read of an entry (the editor, the prints, the secret list, the count stepper). */
function entryFacts(entry: CatalogueEntry, original: CatalogueEntry) {
  const first = entry === original;
  return {
    name: entry.name,
    kind: entry.kind,
    class: entry.class,
    walker: entry.walker,
    unique: entry.unique,
    count: entry.count,
    countsModels: entry.countsModels,
    costs: costs(entry.costs),
    extraCosts: entry.extraCosts,
    extraWeapons: entry.extraWeapons,
    profiles: first ? entry.profiles : statLines(entry, original),
    weapons: entry.weapons,
    abilities: entry.abilities,
    note: entry.note,
    options: byId(entry.options.map((option) => optionFacts(entry, option, first))),
    optionGroups: byId(
      entry.optionGroups.map((group) => ({
        ...group,
        id: (first ? group.id : firstGroupOf(entry, group.id))!,
      })),
    ),
    contains: entry.contains,
  };
}

/** Every weapon and ability id an entry, its options and the items name. */
function referenced(catalogue: FactionCatalogue): { weapons: Set<string>; abilities: Set<string> } {
  const weapons = new Set<string>();
  const abilities = new Set<string>();
  const options = [...catalogue.items, ...catalogue.entries.flatMap((entry) => entry.options)];
  for (const holder of [...catalogue.entries, ...options]) {
    for (const ref of holder.weapons) weapons.add(ref.id);
    for (const ref of holder.abilities) abilities.add(ref.id);
  }
  for (const entry of catalogue.entries) for (const ref of entry.extraWeapons ?? []) weapons.add(ref.id);
  for (const option of options) for (const ref of option.replaces ?? []) weapons.add(ref.id);
  for (const id of weapons)
    for (const profile of catalogue.weapons[id]?.profiles ?? [])
      for (const ref of profile.abilities) abilities.add(ref.id);
  return { weapons, abilities };
}

describe.each(NINE)('the faction view of $game $file gives what its first model gives', ({ game, file }) => {
  const first = builtinFactionCatalogue(game, file);
  const view = builtinView(game, first.faction.id);

  it('has the same units, and each the same facts', () => {
    const firstIds = first.entries.map((entry) => entry.id).sort();
    const shown = view.entries.filter((entry) => !VIEW_ONLY_UNITS.has(entry.id));
    expect(shown.map((entry) => entry.id).sort()).toEqual(firstIds);
    for (const entry of shown) {
      const original = first.entries.find((candidate) => candidate.id === entry.id)!;
      expect({ id: entry.id, ...entryFacts(entry, original) }).toEqual({
        id: entry.id,
        ...entryFacts(original, original),
      });
    }
  });

  it('has the same faction items, keyed as the lists key them', () => {
    const facts = (item: CatalogueOption) => ({ ...item, costs: costs(item.costs), tags: [] });
    expect(view.items.map(facts)).toEqual(first.items.map(facts));
  });

  it('shows every weapon the units carry, swap or take by its name and profiles', () => {
    const { weapons } = referenced(first);
    expect([...referenced(view).weapons].sort()).toEqual([...weapons].sort());
    for (const id of weapons) {
      expect(withoutFullText(view.weapons[id], WHOLE_BAND_STATS[id]), id).toEqual(
        withoutFullText(first.weapons[id]),
      );
    }
  });

  it("names every ability the units, options, items and weapons hold, the faction's own with their name and summary", () => {
    const { abilities } = referenced(first);
    expect([...referenced(view).abilities].sort()).toEqual([...abilities].sort());
    for (const id of abilities) {
      const original = first.abilities[id]!;
      const shown = view.abilities[id]!;
      expect(shown, id).toBeDefined();
      expect({ id, name: shown.name, summary: shown.summary, faction: shown.faction }).toEqual({
        id,
        name: original.name,
        summary: original.summary,
        faction: original.faction,
      });
      if (original.faction === null) expect(shown, id).toEqual(original);
    }
  });
});

/**
 * A weapon as the data gives it: a full text comes from an imported glossary (SQLite), and an
 * authoring note (`comment`) is never shown (the app strips them from the data it reads).
 */
function withoutFullText(
  weapon: FactionCatalogue['weapons'][string] | undefined,
  wholeBandStats: string[] = [],
) {
  if (!weapon) return undefined;
  const { fullText: _fullText, ...rest } = weapon;
  return {
    ...rest,
    profiles: rest.profiles.map(({ comment: _comment, ...profile }) => ({
      ...profile,
      stats: Object.fromEntries(
        Object.entries(profile.stats).filter(([stat]) => !wholeBandStats.includes(stat)),
      ),
    })),
  };
}

/** A list of each game, as saved for the first model, and the faction it is of. */
const LISTS: { game: GameId; file: string; list: string }[] = [
  { game: 'netepic', file: 'space-marines', list: 'netepic/legal-tactical-company.json' },
  { game: 'netepic', file: 'space-marines', list: 'netepic/overloaded-transports.json' },
  { game: 'deadzone', file: 'enforcers', list: 'deadzone/legal-enforcers.json' },
  { game: 'freebooters-fate', file: 'imperiale-armada', list: 'freebooters-fate/legal-armada.json' },
  { game: 'antares', file: 'algoryn', list: 'antares/legal-algoryn.json' },
];

/** The first model with Mapping 8 applied: a unit's one unnamed stat line named as the view names it. */
function withNamedStatLines(first: FactionCatalogue, view: FactionCatalogue): FactionCatalogue {
  const entries = first.entries.map((entry) => {
    const shown = view.entries.find((candidate) => candidate.id === entry.id);
    if (!shown || statLines(shown, entry) === shown.profiles) return entry;
    return { ...entry, profiles: shown.profiles };
  });
  return { ...first, entries };
}

describe.each(LISTS)('a $game list ($list) printed from the view', ({ game, file, list }) => {
  it('reads as printed from the first model, in every format and both languages', () => {
    const text = readFileSync(resolve(import.meta.dirname, '../../fixtures/rosters', list), 'utf8');
    const roster = readRoster(text);
    const first = builtinFactionCatalogue(game, file);
    const view = builtinView(game, first.faction.id);
    // One verdict for both: the engine's, on the faction's game data (what the app gives both).
    const result = validate(roster, view, [dataRules]);
    const named = withNamedStatLines(first, view);
    expect(result.stats.points, list).toBeGreaterThan(0);
    for (const lang of ['fr', 'en'] as const)
      for (const format of ['txt', 'md', 'html'] as const) {
        const fromFirst = renderRoster(format, { roster, catalogue: named, result, lang });
        const fromView = renderRoster(format, { roster, catalogue: view, result, lang });
        expect(fromView, `${format} ${lang}`).toBe(fromFirst);
      }
  });
});
