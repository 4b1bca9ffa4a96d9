/**
 * Moving a list between two codex versions of one army (the NetEpic FR codices 3.0 and 3.1, issue #27).
 * Each version is a faction of its own (`netepic-fr-tyranids-300`, `-310`) whose ids start with the
 * army and the version (`tyranids-300-…`, docs/netepic-fr-codices.md). A unit, option or item keeps its
 * id with the version part replaced when the other version has it, else takes the one of the same
 * English name offered where the unit stands (at the root of the list, or in the formation that holds
 * it); what has neither is left out of the list and reported, for the review the player reads.
 */
import { comparable, forceChoices } from '../catalogue/forces';
import { textIn } from '../catalogue/text';
import type { I18nText } from '../catalogue/schema';
import type { CatalogueEntry, CatalogueOption } from '../catalogue/entry-types';
import type { FactionCatalogue, FactionInfo } from '../catalogue/view-types';
import { OPTION_PATH_SEPARATOR } from './ids';
import type { ListCards, UnitCard } from './cards';
import type { RosterRemoval } from './list-records';

/** A faction id ending with its codex version's digits: `netepic-fr-tyranids-310`. */
const VERSIONED_ID = /^(.+)-(\d+)$/;

function stemOf(factionId: string): { stem: string; version: string } | undefined {
  const match = VERSIONED_ID.exec(factionId);
  return match ? { stem: match[1]!, version: match[2]! } : undefined;
}

/**
 * The other codex versions of a faction's army, oldest first: factions of the same game whose ids
 * differ from its own only by the version suffix, each naming its codex version (`edition`). Read from
 * the faction list, so that a new codex file is offered without any code knowing the armies.
 */
export function otherCodexVersions(factions: readonly FactionInfo[], factionId: string): FactionInfo[] {
  const own = factions.find((faction) => faction.id === factionId);
  const ownStem = stemOf(factionId);
  if (!own?.edition || !ownStem) return [];
  return factions
    .filter((faction) => {
      if (faction.id === own.id || faction.game !== own.game || !faction.edition) return false;
      return stemOf(faction.id)?.stem === ownStem.stem;
    })
    .sort((a, b) => Number(stemOf(a.id)!.version) - Number(stemOf(b.id)!.version));
}

/** What a list becomes in another codex version, and what it held that has no counterpart there. */
export interface CodexSwitch {
  /** The list of the other faction: its units, options, items and force carried over. */
  roster: ListCards;
  /** Units, options and items left out, in the list's order. */
  dropped: RosterRemoval[];
}

/**
 * How ids of one version read in the other: `tyranids-300-` → `tyranids-310-`. The army part is the
 * longest end of the faction id's stem its entries' ids start with; null when they follow no such rule
 * (then only names carry entries over).
 */
function idPrefixes(from: FactionCatalogue, to: FactionCatalogue): { from: string; to: string } | null {
  const source = stemOf(from.faction.id);
  const target = stemOf(to.faction.id);
  if (!source || !target || source.stem !== target.stem) return null;
  const words = source.stem.split('-');
  for (let start = 0; start < words.length; start += 1) {
    const army = words.slice(start).join('-');
    const prefix = `${army}-${source.version}-`;
    if (from.entries.some((entry) => entry.id.startsWith(prefix)))
      return { from: prefix, to: `${army}-${target.version}-` };
  }
  return null;
}

/** Each id of a path (`link::entry`, `option/inner`) with its version part replaced. */
function swapPath(path: string, prefixes: { from: string; to: string } | null): string {
  if (!prefixes) return path;
  return path
    .split(/(::|\/)/)
    .map((part) => (part.startsWith(prefixes.from) ? prefixes.to + part.slice(prefixes.from.length) : part))
    .join('');
}

/** The candidate sharing the longest start with the id the version swap gave (the same place in the data). */
function closest<T extends { id: string }>(candidates: readonly T[], wanted: string): T | undefined {
  const shared = (id: string) => {
    let length = 0;
    while (length < id.length && id[length] === wanted[length]) length += 1;
    return length;
  };
  let best: T | undefined;
  for (const candidate of candidates) if (!best || shared(candidate.id) > shared(best.id)) best = candidate;
  return best;
}

/** A name with its words' plural ends and the spaces between them left out: "Star Cannons" ~ "Starcannons". */
function loose(text: string): string {
  return comparable(text)
    .split(' ')
    .map((word) => word.replace(/s$/, ''))
    .join('');
}

/**
 * Ways a name may be written in the other version, strictest first: the same English name, the same
 * French name ("Détachement de Vyper de Transport" in both, where the English changed), the English
 * without plurals or spaces ("Dragon Knights Detachment" for "Dragon Knight Detachment").
 */
const NAME_KEYS: readonly ((name: I18nText | undefined) => string)[] = [
  (name) => comparable(name?.en ?? ''),
  (name) => comparable(name?.fr ?? ''),
  (name) => loose(name?.en ?? ''),
];

/** The candidate named as `name` by the strictest way that finds one, nearest to `wanted` by id. */
function sameNamed<T extends { id: string; name: I18nText }>(
  candidates: readonly T[],
  name: I18nText | undefined,
  wanted: string,
): T | undefined {
  for (const key of NAME_KEYS) {
    const own = key(name);
    if (own === '') continue;
    const found = closest(
      candidates.filter((candidate) => key(candidate.name) === own),
      wanted,
    );
    if (found) return found;
  }
  return undefined;
}

/** The counterpart of one option (or item) among `offered`: the swapped id, else the same name. */
function counterpart(
  key: string,
  source: readonly CatalogueOption[],
  offered: readonly CatalogueOption[],
  prefixes: { from: string; to: string } | null,
): string | undefined {
  const swapped = swapPath(key, prefixes);
  if (offered.some((option) => option.id === swapped)) return swapped;
  return sameNamed(offered, source.find((option) => option.id === key)?.name, swapped)?.id;
}

/** The option key holding this one (`a/b` → `a`), or undefined at the first level. */
function holderKey(key: string): string | undefined {
  const cut = key.lastIndexOf(OPTION_PATH_SEPARATOR);
  return cut < 0 ? undefined : key.slice(0, cut);
}

interface Context {
  from: FactionCatalogue;
  to: FactionCatalogue;
  prefixes: { from: string; to: string } | null;
  fromEntries: Map<string, CatalogueEntry>;
  toEntries: Map<string, CatalogueEntry>;
  /** Entries some formation of the target holds: not offered at the root of the list. */
  contained: Set<string>;
}

function contextOf(from: FactionCatalogue, to: FactionCatalogue): Context {
  return {
    from,
    to,
    prefixes: idPrefixes(from, to),
    fromEntries: new Map(from.entries.map((entry) => [entry.id, entry])),
    toEntries: new Map(to.entries.map((entry) => [entry.id, entry])),
    contained: new Set(to.entries.flatMap((entry) => entry.contains.map((content) => content.entry))),
  };
}

/**
 * The target entry of a unit held by `holder` (a target entry id) or at the root (undefined): the
 * swapped id when the other version has it, else the entry of the same name offered there (`sameNamed`).
 */
function entryCounterpart(
  context: Context,
  selection: UnitCard,
  holder: string | undefined,
): string | undefined {
  const swapped = swapPath(selection.entry, context.prefixes);
  if (context.toEntries.has(swapped)) return swapped;
  const offered = holder
    ? new Set(context.toEntries.get(holder)?.contains.map((content) => content.entry) ?? [])
    : undefined;
  const candidates = context.to.entries.filter((entry) =>
    offered ? offered.has(entry.id) : !context.contained.has(entry.id),
  );
  return sameNamed(candidates, context.fromEntries.get(selection.entry)?.name, swapped)?.id;
}

/** Each unit's target entry, null for a unit left out (its own has no counterpart, or its formation's). */
function entryTargets(context: Context, selections: readonly UnitCard[]): Map<string, string | null> {
  const byId = new Map(selections.map((selection) => [selection.id, selection]));
  const targets = new Map<string, string | null>();
  const visit = (selection: UnitCard, depth: number): string | null => {
    const known = targets.get(selection.id);
    if (known !== undefined) return known;
    const parent = selection.parent === undefined ? undefined : byId.get(selection.parent);
    // A formation is worked out before the units it holds; a loop of parents (refused when read) holds nothing.
    const holder = parent && depth < selections.length ? visit(parent, depth + 1) : undefined;
    const target = holder === null ? null : (entryCounterpart(context, selection, holder) ?? null);
    targets.set(selection.id, target);
    return target;
  };
  for (const selection of selections) visit(selection, 0);
  return targets;
}

function unitName(selection: UnitCard, entry: CatalogueEntry | undefined): I18nText {
  if (selection.label) return { fr: selection.label, en: selection.label };
  return entry?.name ?? { fr: selection.entry, en: selection.entry };
}

/** Options (or items) carried over, and those left out; an option held by one left out goes with it. */
function carryCounts(
  context: Context,
  counts: Record<string, number>,
  source: readonly CatalogueOption[],
  offered: readonly CatalogueOption[],
  leftOut: (key: string, option: CatalogueOption | undefined) => void,
): Record<string, number> {
  const out: Record<string, number> = {};
  const dropped = new Set<string>();
  for (const [key, taken] of Object.entries(counts)) {
    if (taken <= 0) continue;
    const target = counterpart(key, source, offered, context.prefixes);
    if (target !== undefined) {
      out[target] = (out[target] ?? 0) + taken;
      continue;
    }
    dropped.add(key);
    const holder = holderKey(key);
    if (holder === undefined || !dropped.has(holder))
      leftOut(
        key,
        source.find((option) => option.id === key),
      );
  }
  return out;
}

function carrySelection(
  context: Context,
  selection: UnitCard,
  target: string,
  dropped: RosterRemoval[],
  kept: ReadonlySet<string>,
): UnitCard {
  const fromEntry = context.fromEntries.get(selection.entry);
  const toEntry = context.toEntries.get(target);
  const unit = unitName(selection, fromEntry);
  const report = (kind: 'option' | 'item') => (key: string, option: CatalogueOption | undefined) =>
    dropped.push({ selection: selection.id, unit, kind, id: key, name: option?.name ?? null });
  const { attachedTo, embarkedIn, ...rest } = selection;
  return {
    ...rest,
    entry: target,
    options: carryCounts(
      context,
      selection.options,
      fromEntry?.options ?? [],
      toEntry?.options ?? [],
      report('option'),
    ),
    items: carryCounts(context, selection.items, context.from.items, context.to.items, report('item')),
    // A link to a unit left out goes with it: the unit stays, no longer joined nor carried.
    ...(attachedTo !== undefined && kept.has(attachedTo) ? { attachedTo } : {}),
    ...(embarkedIn !== undefined && kept.has(embarkedIn) ? { embarkedIn } : {}),
  };
}

/** The force of the other version: the swapped id, else the same English name; undefined: its default. */
function forceCounterpart(context: Context, force: string | undefined): string | undefined {
  const data = context.to.gameData;
  if (force === undefined || !data) return undefined;
  const choices = forceChoices(data, context.to.faction.id);
  const swapped = swapPath(force, context.prefixes);
  if (choices.some((choice) => choice.id === swapped)) return swapped;
  const sourceData = context.from.gameData;
  const source = sourceData
    ? forceChoices(sourceData, context.from.faction.id).find((choice) => choice.id === force)
    : undefined;
  const name = comparable(textIn(source?.name, 'en'));
  if (name === '') return undefined;
  return choices.find((choice) => comparable(textIn(choice.name, 'en')) === name)?.id;
}

/**
 * The list moved from `from`'s codex version to `to`'s. Counts, names of its units and links between
 * the units carried over are kept; the data revisions and a previous move's review are not (they were
 * the other catalogue's). Pure: the store records the figures before and saves it.
 */
export function switchCodexVersion(
  roster: ListCards,
  from: FactionCatalogue,
  to: FactionCatalogue,
): CodexSwitch {
  const context = contextOf(from, to);
  const targets = entryTargets(context, roster.selections);
  const kept = new Set([...targets].filter(([, target]) => target !== null).map(([id]) => id));
  const dropped: RosterRemoval[] = [];
  const selections: UnitCard[] = [];
  for (const selection of roster.selections) {
    const target = targets.get(selection.id);
    if (target) {
      selections.push(carrySelection(context, selection, target, dropped, kept));
      continue;
    }
    const entry = context.fromEntries.get(selection.entry);
    dropped.push({
      selection: selection.id,
      unit: unitName(selection, entry),
      kind: 'entry',
      id: selection.entry,
      name: entry?.name ?? null,
    });
  }
  const { data: _data, codexChange: _change, force, ...rest } = roster;
  const movedForce = forceCounterpart(context, force);
  return {
    roster: {
      ...rest,
      faction: to.faction.id,
      ...(movedForce === undefined ? {} : { force: movedForce }),
      selections,
    },
    dropped,
  };
}
