/**
 * The printable roster: one language-specific model built from a roster, its faction's catalogue and
 * its validation, which the HTML, Markdown and text renderers only lay out. Every string in the model
 * is display text in the chosen language, already stripped of control characters; none of it is markup.
 *
 * Structure: NetEpic formations (top-level selections holding détachements by `parent`), then units
 * grouped by entry kind; each unit with its count, points, stat lines, weapons, options, items,
 * attached characters and transport load. Identical units are printed once as "3 × …". The glossary
 * holds only the rules this roster uses, each once.
 */
import type { GameId, I18nText, RuleKind, Weapon } from '../catalogue/schema';
import { ENTRY_KINDS } from '../catalogue/schema';
import { carriedWeapons } from '../catalogue/unit-weapons';
import { indexCatalogue } from '../engine/catalogue-index';
import { resolveSelection } from '../engine/resolve';
import type {
  EngineCatalogue,
  ResolvedSelection,
  Severity,
  TransportLoad,
  ValidationResult,
} from '../engine/types';
import type { Roster, Selection } from '../roster/schema';
import { cleanLine, cleanText } from '../text/clean';
import { distinctUnitLabel } from '../roster/unit-labels';
import { LABELS, type ExportLabels, type ExportLang } from './labels';
import { groupIdenticalUnits } from './group-units';
import { LAYOUT_LABELS } from './print-layout';
import { statValueIn } from './stat-words';

export type { ExportLang } from './labels';

// ---------------------------------------------------------------------------------------------------
// What the export needs from the catalogue. The API's FactionCatalogue satisfies it.

export interface ExportStatDef {
  id: string;
  name: I18nText;
  short: I18nText;
}

/** Imported rule text, per language (`muster import-glossary`). */
export interface ExportFullText {
  fr?: string;
  en?: string;
}

export interface ExportAbility {
  id: string;
  name: I18nText;
  ruleKind: RuleKind | null;
  scope: string;
  restriction: { names: string[]; traits: string[] } | null;
  summary: I18nText;
  parameter?: { kind: 'number' | 'text'; label?: I18nText } | null;
  actionType?: I18nText | null;
  fullText?: ExportFullText | null;
}

export interface ExportWeapon {
  id: string;
  name: I18nText;
  profiles: Weapon['profiles'];
  fullText?: ExportFullText | null;
}

export interface ExportGame {
  id: GameId;
  name: I18nText;
  costTypes: { id: string; name: I18nText; primary: boolean }[];
  unitStats: ExportStatDef[];
  weaponStats: ExportStatDef[];
  rangeBands: { id: string; name: I18nText }[];
}

export interface ExportCatalogue extends EngineCatalogue {
  game: ExportGame;
  faction: { id: string; name: I18nText; edition?: string };
  abilities: Record<string, ExportAbility>;
  weapons: Record<string, ExportWeapon>;
}

// ---------------------------------------------------------------------------------------------------
// The model.

export interface PrintableStat {
  id: string;
  label: string;
  value: string;
}

export interface PrintableStatLine {
  /** The profile's or the model option's name, when the unit has several lines. */
  name?: string;
  stats: PrintableStat[];
}

export interface PrintableWeaponProfile {
  mode?: string;
  /** "50cm", or "Efficace 10 · Longue 20 (VF 5)" with several range bands; '' for melee weapons. */
  range: string;
  stats: PrintableStat[];
  /** Weapon rules with their parameters: "Perforant", "Déflagration (D10)". */
  rules: string[];
  note?: string;
}

export interface PrintableWeapon {
  id: string;
  name: string;
  count: number;
  profiles: PrintableWeaponProfile[];
}

/**
 * The columns of a unit's weapon table, after the weapon's name: a range column when a profile has
 * range bands (NetEpic, Antares), else a mode column when a profile has a mode (Freebooter's Fate's
 * Mêlée / Tir); then the weapon stats its profiles use, as they first come. Where the range is a stat
 * (Deadzone, Freebooter's Fate), it is one of `stats` and there is no range column.
 */
export interface PrintableWeaponColumns {
  range: boolean;
  mode: boolean;
  stats: { id: string; label: string }[];
}

export interface PrintableTransport {
  used: number;
  capacity: number;
  /** "5/6" */
  text: string;
  passengers: string[];
  harnessed: boolean;
}

export interface PrintableUnit {
  /** Selection ids: several when identical units are grouped. */
  selections: string[];
  /** How many identical units this line stands for. */
  multiplier: number;
  name: string;
  /** The catalogue entry's name, when the player gave the unit a label of its own. */
  entryName?: string;
  kind: string;
  kindLabel: string;
  count: number;
  /** "6 socles", "1 model" */
  countText: string;
  /** Primary cost of the whole line (multiplier included). */
  points: number;
  pointsEach: number;
  /** The other cost types this line costs, multiplier included ("2 VP"). */
  otherCosts: { id: string; label: string; value: number }[];
  statLines: PrintableStatLine[];
  weapons: PrintableWeapon[];
  weaponColumns: PrintableWeaponColumns;
  abilities: string[];
  options: string[];
  items: string[];
  /** Bonuses the validation derived for this unit (Antares: Res, Acc, Medic rerolls). */
  bonuses: string[];
  /** Characters joined to this unit (selections whose `attachedTo` is this one). */
  attached: PrintableUnit[];
  /**
   * For a joined character: the name that tells its host from the host's namesakes, as the editor
   * says it ("Détachement Tactique n° 2"), printed under a group of identical units to say which.
   */
  host?: string;
  /**
   * A joined character bought elsewhere (a NetEpic special card joined to a détachement of a company):
   * printed under its host with its own price, not added to the host's section total.
   */
  countedApart?: boolean;
  transport?: PrintableTransport;
  /** The unit whose transports carry this one. */
  embarkedIn?: string;
  unknownEntry: boolean;
}

export interface PrintableSection {
  /** A formation's name, or an entry kind ("Troupes"). */
  title: string;
  /** The formation's kind ("Compagnie"), for formations. */
  subtitle?: string;
  /** Primary cost of everything in the section. */
  points: number;
  /** The formation itself (NetEpic compagnie or card), whose détachements are `units`. */
  formation?: PrintableUnit;
  units: PrintableUnit[];
}

export interface PrintableFigure {
  id: string;
  label: string;
  value: string;
  details: string[];
}

export interface PrintableIssue {
  severity: Severity;
  severityLabel: string;
  message: string;
}

export interface PrintableGlossaryEntry {
  id: string;
  kind: 'ability' | 'weapon';
  name: string;
  /** Paragraphs separated by blank lines; lines by "\n". */
  text: string;
  /** True when `text` is the imported rule text, false when it is our summary. */
  fullText: boolean;
  /** Action type or parameter meaning, when the catalogue gives one. */
  note?: string;
}

export interface PrintableRoster {
  lang: ExportLang;
  labels: ExportLabels;
  gameId: GameId;
  title: string;
  game: string;
  faction: string;
  /** Name of the primary cost ("Points", "Doublons"). */
  pointsLabel: string;
  /** Suffix after a unit's cost ("pts", "doublons"). */
  pointsUnit: string;
  points: number;
  pointsLimit: number;
  valid: boolean;
  errors: number;
  warnings: number;
  /** "Liste non valide — 2 erreurs, 1 avertissement" */
  verdict: string;
  issues: PrintableIssue[];
  notes: string;
  figures: PrintableFigure[];
  sections: PrintableSection[];
  glossary: PrintableGlossaryEntry[];
  /** The roster's fingerprint ("3F9A-C21B-07DE", fingerprint.ts), printed when the export carries one. */
  fingerprint?: string;
  /** HTML: the QR code of the roster's share code (share/qr.ts), printed when the export carries one. */
  shareQr?: { size: number; path: string };
}

export interface PrintableRosterInput {
  roster: Roster;
  catalogue: ExportCatalogue;
  result: ValidationResult;
  lang: ExportLang;
}

// ---------------------------------------------------------------------------------------------------
// Text helpers.

export { cleanLine, cleanText };

/**
 * How deep characters may be joined to characters in the printout. A roster may chain `attachedTo`
 * through thousands of selections; the export's recursion over attached units must not follow it.
 */
export const MAX_ATTACHMENT_DEPTH = 8;

/**
 * Cuts `attachedTo` chains (selection id → host id, without loops) deeper than MAX_ATTACHMENT_DEPTH:
 * the selection at the cut is printed as a unit of its own, with what is joined to it. Iterative, so
 * that no chain length can overflow the stack; a loop left by duplicated ids is cut the same way.
 */
function limitAttachmentDepth(hostOf: Map<string, string>): void {
  const depthOf = new Map<string, number>();
  for (const start of [...hostOf.keys()]) {
    const chain: string[] = [];
    const onChain = new Set<string>();
    let id: string | undefined = start;
    while (id !== undefined && hostOf.has(id) && !depthOf.has(id) && !onChain.has(id)) {
      chain.push(id);
      onChain.add(id);
      id = hostOf.get(id);
    }
    if (id !== undefined && onChain.has(id)) hostOf.delete(id);
    let depth = id === undefined ? 0 : (depthOf.get(id) ?? 0);
    for (const member of chain.reverse()) {
      depth = hostOf.has(member) ? depth + 1 : 0;
      if (depth > MAX_ATTACHMENT_DEPTH) {
        hostOf.delete(member);
        depth = 0;
      }
      depthOf.set(member, depth);
    }
  }
}

/** The selections under `rootId` by `parent`, depth first in roster order, each once (iterative). */
function descendantsDepthFirst(
  rootId: string,
  childrenOf: Map<string, Selection[]>,
  placed: Set<string>,
): Selection[] {
  const members: Selection[] = [];
  const stack = [...(childrenOf.get(rootId) ?? [])].reverse();
  for (let child = stack.pop(); child !== undefined; child = stack.pop()) {
    if (placed.has(child.id)) continue;
    placed.add(child.id);
    members.push(child);
    stack.push(...[...(childrenOf.get(child.id) ?? [])].reverse());
  }
  return members;
}

function weaponColumnsOf(list: PrintableWeapon[]): PrintableWeaponColumns {
  const profiles = list.flatMap((w) => w.profiles);
  const stats: PrintableWeaponColumns['stats'] = [];
  for (const p of profiles)
    for (const s of p.stats) if (!stats.some((c) => c.id === s.id)) stats.push({ id: s.id, label: s.label });
  const range = profiles.some((p) => p.range !== '');
  return { range, mode: !range && profiles.some((p) => p.mode !== undefined && p.mode !== ''), stats };
}

const FORMATION_KINDS = new Set([
  'compagnie',
  'carte-de-soutien',
  'carte-de-soutien-rare',
  'carte-speciale',
  'carte-extra-speciale',
]);
/** A parameter placeholder at the end of an ability name: "Transport (X)", "Tacticien (n)". */
const PLACEHOLDER = /\s*\((?:[nNxX]{1,2}|\?|…|\.\.\.)\)\s*$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isI18n(value: unknown): value is I18nText {
  return isRecord(value) && typeof value.fr === 'string' && typeof value.en === 'string';
}

const KNOWN_STATS = new Set([
  'points',
  'pointsLimit',
  'pointsRemaining',
  'costs',
  'unitCosts',
  'elitePool',
  'tacticianDice',
  'transports',
  'composition',
  'antaresUnits',
]);

// ---------------------------------------------------------------------------------------------------

/** Builds the printable model. Never throws on unknown entries, abilities, weapons or references. */
export function buildPrintableRoster(input: PrintableRosterInput): PrintableRoster {
  const { roster, catalogue, result, lang } = input;
  const L = LABELS[lang];
  const tr = (text: I18nText | undefined | null, fallback: string) =>
    cleanLine(text?.[lang] ?? text?.fr ?? fallback) || fallback;

  const index = indexCatalogue(catalogue);
  const primary = index.primaryCost;
  const game = catalogue.game;
  const costTypes = Array.isArray(game.costTypes) ? game.costTypes : [];
  const primaryType = costTypes.find((c) => c.id === primary);
  const pointsLabel = tr(primaryType?.name, L.points);
  const pointsUnit = primary === 'points' ? L.pointsShort : pointsLabel.toLocaleLowerCase(lang);
  const abilities = catalogue.abilities ?? {};
  const weapons = catalogue.weapons ?? {};

  const selections = roster.selections;
  const byId = new Map<string, Selection>();
  for (const s of selections) if (!byId.has(s.id)) byId.set(s.id, s);
  const resolvedOf = new Map<string, ResolvedSelection | null>();
  const resolve = (s: Selection): ResolvedSelection | null => {
    if (!resolvedOf.has(s.id)) {
      let r: ResolvedSelection | null = null;
      try {
        r = resolveSelection(index, s);
        // Where the engine prices the units (community data), its price is the one printed.
        const priced = result.stats.unitCosts?.[s.id];
        if (r && priced) r = { ...r, costs: priced };
      } catch {
        r = null;
      }
      resolvedOf.set(s.id, r);
    }
    return resolvedOf.get(s.id) ?? null;
  };
  const nameOf = (id: string): string => {
    const s = byId.get(id);
    if (!s) return cleanLine(id);
    if (s.label && cleanLine(s.label)) return cleanLine(s.label);
    return tr(resolve(s)?.entry.name, s.entry);
  };

  const words = LAYOUT_LABELS[lang];
  /** The host as the editor names it among namesakes (core/roster/unit-labels.ts), without its formation. */
  const hostName = (id: string): string =>
    distinctUnitLabel(roster, id, nameOf, { numbered: words.numbered, within: (name) => name }, L.number);
  /**
   * The section a selection is bought in, as the sections below are made: the formation its `parent`
   * chain reaches (a NetEpic company), else its kind. A character joined to a unit of another section
   * (a special card's Chapelain joined to a company's détachement) is printed there, priced apart.
   */
  const placeOf = (id: string): string => {
    const seen = new Set<string>();
    let current = id;
    for (let parent = byId.get(current)?.parent; parent !== undefined && byId.has(parent);) {
      if (seen.has(parent) || parent === current) break;
      seen.add(parent);
      current = parent;
      parent = byId.get(current)?.parent;
    }
    if (current !== id) return `formation:${current}`;
    const own = byId.get(id);
    return `kind:${(own && resolve(own)?.entry.kind) ?? ''}`;
  };

  // Attachment: a selection joins its host, except inside a loop of attachedTo references, whose
  // members are printed as units of their own (those pointing into the loop still join their host).
  const inLoop = new Set<string>();
  const walked = new Set<string>();
  for (const s of selections) {
    const path: string[] = [];
    const onPath = new Map<string, number>();
    let id: string | undefined = s.id;
    while (id !== undefined && byId.has(id) && !walked.has(id)) {
      if (onPath.has(id)) {
        for (const member of path.slice(onPath.get(id))) inLoop.add(member);
        break;
      }
      onPath.set(id, path.length);
      path.push(id);
      id = byId.get(id)?.attachedTo;
    }
    for (const member of path) walked.add(member);
  }
  const hostOf = new Map<string, string>();
  for (const s of selections) {
    const target = s.attachedTo;
    if (target !== undefined && target !== s.id && byId.has(target) && !inLoop.has(s.id))
      hostOf.set(s.id, target);
  }
  limitAttachmentDepth(hostOf);
  const attachedTo = new Map<string, Selection[]>();
  const embarkedIn = new Map<string, Selection[]>();
  const childrenOf = new Map<string, Selection[]>();
  const push = (map: Map<string, Selection[]>, key: string, s: Selection) => {
    const list = map.get(key);
    if (list) list.push(s);
    else map.set(key, [s]);
  };
  for (const s of selections) {
    const host = hostOf.get(s.id);
    if (host !== undefined) push(attachedTo, host, s);
    else if (s.parent !== undefined && s.parent !== s.id && byId.has(s.parent)) push(childrenOf, s.parent, s);
    if (s.embarkedIn !== undefined && s.embarkedIn !== s.id && byId.has(s.embarkedIn))
      push(embarkedIn, s.embarkedIn, s);
  }

  const transports = new Map<string, TransportLoad>();
  const rawTransports: unknown = result.stats?.transports;
  if (Array.isArray(rawTransports))
    for (const t of rawTransports as unknown[])
      if (
        isRecord(t) &&
        typeof t.selection === 'string' &&
        typeof t.used === 'number' &&
        typeof t.capacity === 'number'
      )
        transports.set(t.selection, t as unknown as TransportLoad);

  const unitFigures = new Map<string, Record<string, unknown>>();
  const rawUnitFigures: unknown = result.stats?.antaresUnits;
  if (Array.isArray(rawUnitFigures))
    for (const f of rawUnitFigures as unknown[])
      if (isRecord(f) && typeof f.selection === 'string') unitFigures.set(f.selection, f);
  const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

  // -- Units ------------------------------------------------------------------------------------------

  const statLine = (defs: ExportStatDef[], stats: Record<string, string> | undefined): PrintableStat[] => {
    if (!isRecord(stats)) return [];
    const out: PrintableStat[] = [];
    const seen = new Set<string>();
    for (const def of defs) {
      const value = stats[def.id];
      if (typeof value !== 'string') continue;
      seen.add(def.id);
      out.push({ id: def.id, label: tr(def.short, def.id), value: cleanLine(statValueIn(value, lang)) });
    }
    for (const [id, value] of Object.entries(stats))
      if (!seen.has(id) && typeof value === 'string')
        out.push({ id, label: cleanLine(id), value: cleanLine(statValueIn(value, lang)) });
    return out;
  };
  const unitStatDefs = Array.isArray(game.unitStats) ? game.unitStats : [];
  const weaponStatDefs = Array.isArray(game.weaponStats) ? game.weaponStats : [];
  const bandNames = new Map(
    (Array.isArray(game.rangeBands) ? game.rangeBands : []).map((b) => [b.id, b.name]),
  );

  const abilityLabel = (ref: { id: string; param?: number; paramText?: string }): string => {
    const known = abilities[ref.id];
    const name = known ? tr(known.name, ref.id) : cleanLine(ref.id);
    const param =
      typeof ref.param === 'number'
        ? String(ref.param)
        : typeof ref.paramText === 'string' && cleanLine(ref.paramText)
          ? cleanLine(ref.paramText)
          : undefined;
    if (param === undefined) return name.replace(PLACEHOLDER, '') || name;
    return `${name.replace(PLACEHOLDER, '')} (${param})`;
  };

  const usedAbilities = new Set<string>();
  const usedWeapons = new Set<string>();

  const weaponProfile = (profile: Weapon['profiles'][number]): PrintableWeaponProfile => {
    const ranges = Array.isArray(profile.ranges) ? profile.ranges : [];
    const range = ranges
      .map((band) => {
        const extra = statLine(weaponStatDefs, band.stats)
          .map((s) => `${s.label} ${s.value}`)
          .join(', ');
        const name = ranges.length > 1 ? `${tr(bandNames.get(band.band), band.band)} ` : '';
        return `${name}${cleanLine(band.distance)}${extra ? ` (${extra})` : ''}`;
      })
      .join(' · ');
    const refs = Array.isArray(profile.abilities) ? profile.abilities : [];
    for (const a of refs) usedAbilities.add(a.id);
    const out: PrintableWeaponProfile = {
      range,
      stats: statLine(weaponStatDefs, profile.stats),
      rules: refs.map(abilityLabel),
    };
    if (profile.mode) out.mode = tr(profile.mode, '');
    if (profile.note) out.note = tr(profile.note, '');
    return out;
  };

  const buildUnit = (s: Selection, group: Selection[] = [s]): PrintableUnit => {
    const r = resolve(s);
    const entry = r?.entry;
    const multiplier = group.length;
    const count = r?.count ?? s.count ?? 0;
    const costs = r?.costs ?? {};
    const pointsEach = typeof costs[primary] === 'number' ? costs[primary] : 0;
    const label = s.label !== undefined ? cleanLine(s.label) : '';
    const entryName = entry ? tr(entry.name, s.entry) : cleanLine(s.entry);
    const kind = entry?.kind ?? '';

    const statLines: PrintableStatLine[] = [];
    const profiles = entry?.profiles ?? [];
    for (const profile of profiles) {
      const stats = statLine(unitStatDefs, profile.stats);
      if (stats.length === 0) continue;
      const line: PrintableStatLine = { stats };
      if (profile.name) line.name = tr(profile.name, '');
      statLines.push(line);
    }
    const extras = [...(r?.options ?? []).map((o) => o.option), ...(r?.items ?? []).map((i) => i.item)];
    for (const extra of extras) {
      const stats = statLine(unitStatDefs, extra.stats);
      if (stats.length > 0) statLines.push({ name: tr(extra.name, extra.id), stats });
    }
    if (statLines.length > 1) for (const line of statLines) line.name ??= entryName;

    // The weapons as chosen: model count, swaps, options and items taken (catalogue/unit-weapons.ts).
    const carried = entry
      ? carriedWeapons(entry, count, [
          ...(r?.options ?? []),
          ...(r?.items ?? []).map((i) => ({ option: i.item, count: i.count })),
        ])
      : [];
    const unitWeapons: PrintableWeapon[] = carried.map(({ id, count: n }) => {
      const weapon = weapons[id];
      usedWeapons.add(id);
      return {
        id,
        name: weapon ? tr(weapon.name, id) : cleanLine(id),
        count: n,
        profiles: weapon && Array.isArray(weapon.profiles) ? weapon.profiles.map(weaponProfile) : [],
      };
    });

    // An option or item that grants an ability of its own name (a Freebooter's Fate action, a drone)
    // is listed once, as the option or item.
    const viaNames = new Map<string, string>();
    for (const extra of extras) viaNames.set(extra.id, tr(extra.name, extra.id));
    const abilityNames: string[] = [];
    for (const held of r?.abilities ?? []) {
      usedAbilities.add(held.id);
      const text = abilityLabel(held);
      if (held.via && viaNames.get(held.via) === text) continue;
      if (!abilityNames.includes(text)) abilityNames.push(text);
    }
    const taken = (list: { name: I18nText; id: string }[], counts: number[]) =>
      list.map((o, i) => `${(counts[i] ?? 1) > 1 ? `${counts[i]}× ` : ''}${tr(o.name, o.id)}`);

    const unit: PrintableUnit = {
      selections: group.map((g) => g.id),
      multiplier,
      name: label || entryName,
      kind,
      kindLabel: kind ? (L.kinds[kind]?.[0] ?? cleanLine(kind)) : L.unknownEntry,
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
      options: taken(
        (r?.options ?? []).map((o) => o.option),
        (r?.options ?? []).map((o) => o.count),
      ),
      items: taken(
        (r?.items ?? []).map((i) => i.item),
        (r?.items ?? []).map((i) => i.count),
      ),
      // attachedTo has no loop and at most MAX_ATTACHMENT_DEPTH levels (limitAttachmentDepth), so this
      // recursion ends, and its depth does not grow with the roster.
      attached: (attachedTo.get(s.id) ?? []).map((a) => buildUnit(a)),
      bonuses: [],
      unknownEntry: !r,
    };
    const figures = unitFigures.get(s.id);
    if (figures) {
      if (typeof figures.models === 'number') {
        const drones = num(figures.drones);
        unit.countText = `${L.count.model(figures.models)}${drones > 0 ? ` + ${L.drones(drones)}` : ''}`;
      }
      if (num(figures.resBonus) > 0) unit.bonuses.push(`${L.res} +${num(figures.resBonus)}`);
      if (num(figures.targeterBonus) > 0) unit.bonuses.push(`${L.acc} +${num(figures.targeterBonus)}`);
      if (num(figures.medicRerolls) > 0) unit.bonuses.push(L.medicRerolls(num(figures.medicRerolls)));
    }
    if (label && label !== entryName) unit.entryName = entryName;
    const host = hostOf.get(s.id);
    if (host !== undefined) {
      unit.host = hostName(host);
      if (placeOf(s.id) !== placeOf(host)) unit.countedApart = true;
    }
    const load = transports.get(s.id);
    if (load) {
      unit.transport = {
        used: load.used,
        capacity: load.capacity,
        text: `${load.used}/${load.capacity}`,
        // The détachement's own bases ride first, then the units embarked from elsewhere.
        passengers: [
          ...(num(load.own) > 0 ? [nameOf(s.id)] : []),
          ...(Array.isArray(load.passengers) ? load.passengers.map(nameOf) : []),
        ],
        harnessed: load.harnessed === true,
      };
    }
    if (s.embarkedIn !== undefined && s.embarkedIn !== s.id && byId.has(s.embarkedIn))
      unit.embarkedIn = nameOf(s.embarkedIn);
    return unit;
  };

  /** Identical units (same entry, count, options, items; no label; nothing attached or embarked). */
  const groupKey = (s: Selection): string | null => {
    if (s.label !== undefined && s.label !== '') return null;
    if (s.embarkedIn !== undefined || hostOf.has(s.id)) return null;
    if (attachedTo.has(s.id) || embarkedIn.has(s.id) || childrenOf.has(s.id)) return null;
    const load = transports.get(s.id);
    // A transport carrying others is printed on its own; one carrying only its own bases groups with its twins.
    if (load && Array.isArray(load.passengers) && load.passengers.length > 0) return null;
    const taken = (record: Record<string, number>) =>
      Object.entries(record)
        .filter(([, n]) => n !== 0)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return JSON.stringify([
      s.entry,
      resolve(s)?.count ?? s.count ?? null,
      taken(s.options),
      taken(s.items),
      load ? `${load.used}/${load.capacity}/${num(load.own)}/${load.harnessed === true}` : '',
    ]);
  };

  const groupUnits = (list: Selection[]): PrintableUnit[] => {
    const groups: Selection[][] = [];
    const byKey = new Map<string, Selection[]>();
    for (const s of list) {
      const key = groupKey(s);
      const existing = key === null ? undefined : byKey.get(key);
      if (existing) existing.push(s);
      else {
        const group = [s];
        groups.push(group);
        if (key !== null) byKey.set(key, group);
      }
    }
    return groups.map((group) => buildUnit(group[0]!, group));
  };

  // A section counts what is bought in it: a character joined from elsewhere is priced in its own place.
  const unitTotal = (unit: PrintableUnit): number =>
    unit.points + unit.attached.reduce((sum, a) => sum + (a.countedApart ? 0 : unitTotal(a)), 0);

  const kindOrder: readonly string[] = ENTRY_KINDS[roster.game] ?? [];
  const sectionsByKind = (list: Selection[]): PrintableSection[] => {
    const byKind = new Map<string, Selection[]>();
    for (const s of list) push(byKind, resolve(s)?.entry.kind ?? '', s);
    const kinds = [...byKind.keys()].sort((a, b) => {
      const rank = (k: string) => (k === '' ? 1e6 : kindOrder.includes(k) ? kindOrder.indexOf(k) : 1e3);
      return rank(a) - rank(b);
    });
    return kinds.map((kind) => {
      const units = groupUnits(byKind.get(kind) ?? []);
      return {
        title: kind === '' ? L.otherUnits : (L.kinds[kind]?.[1] ?? cleanLine(kind)),
        points: units.reduce((sum, u) => sum + unitTotal(u), 0),
        units,
      };
    });
  };

  const unattached = selections.filter((s) => !hostOf.has(s.id) && byId.get(s.id) === s);
  const sections: PrintableSection[] = [];
  if (roster.game === 'netepic') {
    const placed = new Set<string>();
    const topLevel = unattached.filter(
      (s) => s.parent === undefined || s.parent === s.id || !byId.has(s.parent),
    );
    const loose: Selection[] = [];
    for (const top of topLevel) {
      const entry = resolve(top)?.entry;
      const isFormation =
        childrenOf.has(top.id) ||
        (entry !== undefined && (FORMATION_KINDS.has(entry.kind) || entry.contains.length > 0));
      placed.add(top.id);
      if (!isFormation) {
        loose.push(top);
        continue;
      }
      // Détachements in roster order; a détachement's own children (deeper nesting) follow it.
      const members = descendantsDepthFirst(top.id, childrenOf, placed);
      const formation = buildUnit(top);
      const units = groupUnits(members);
      sections.push({
        title: formation.name,
        subtitle: formation.kindLabel,
        points: unitTotal(formation) + units.reduce((sum, u) => sum + unitTotal(u), 0),
        formation,
        units,
      });
    }
    // Selections whose parents loop never reach a top level: printed with the loose units.
    for (const s of unattached) if (!placed.has(s.id)) loose.push(s);
    sections.push(...sectionsByKind(loose));
  } else sections.push(...sectionsByKind(unattached));

  // -- Figures ------------------------------------------------------------------------------------------

  const stats = isRecord(result.stats) ? result.stats : ({} as Record<string, unknown>);
  const figures: PrintableFigure[] = [];
  const elite = stats.elitePool;
  if (isRecord(elite) && typeof elite.total === 'number') {
    const breakdown = Array.isArray(elite.breakdown) ? (elite.breakdown as unknown[]) : [];
    figures.push({
      id: 'elitePool',
      label: L.elitePool,
      value: String(elite.total),
      details: breakdown.filter(isRecord).map((line) => {
        const name = isI18n(line.name)
          ? tr(line.name, '')
          : typeof line.selection === 'string'
            ? nameOf(line.selection)
            : '?';
        const value = typeof line.value === 'number' ? line.value : 0;
        const reason =
          line.reason === 'detachment' || line.reason === 'attached-character'
            ? ` (${L.elitePoolReason[line.reason]})`
            : '';
        return `${name} +${value}${reason}`;
      }),
    });
  }
  const tactician = stats.tacticianDice;
  if (isRecord(tactician) && typeof tactician.dice === 'number') {
    const details: string[] = [];
    if (typeof tactician.from === 'string') details.push(nameOf(tactician.from));
    const redundant = Array.isArray(tactician.redundant)
      ? (tactician.redundant as unknown[]).filter((id): id is string => typeof id === 'string')
      : [];
    if (redundant.length > 0)
      details.push(`${L.tacticianRedundant}${L.colon} ${redundant.map(nameOf).join(', ')}`);
    figures.push({ id: 'tacticianDice', label: L.tacticianDice, value: String(tactician.dice), details });
  }
  const composition = Array.isArray(stats.composition)
    ? (stats.composition as unknown[]).filter(isRecord)
    : [];
  // Categories the list holds or must hold, with the bounds the faction's data sets at its limit.
  const lines = composition
    .filter((line) => line.count !== 0 || (typeof line.min === 'number' && line.min > 0))
    .map((line) => {
      const name = isRecord(line.name) ? tr(line.name as unknown as I18nText, String(line.category)) : '';
      const min = typeof line.min === 'number' ? line.min : 0;
      const bounds = typeof line.max === 'number' ? `${num(min)}–${num(line.max)}` : `${num(min)}+`;
      return `${name} ${num(line.count)} (${bounds})`;
    });
  if (lines.length > 0)
    figures.push({ id: 'composition', label: L.forceOrganisation, value: lines.join(' · '), details: [] });
  const totals = isRecord(stats.costs) ? stats.costs : {};
  for (const c of costTypes) {
    if (c.id === primary) continue;
    const value = totals[c.id];
    figures.push({
      id: `cost:${c.id}`,
      label: tr(c.name, c.id),
      value: L.number(typeof value === 'number' ? value : 0),
      details: [],
    });
  }
  // Figures other rules add, when they carry their own label: { label: {fr, en}, value, details? }.
  for (const [id, figure] of Object.entries(stats)) {
    if (KNOWN_STATS.has(id) || !isRecord(figure) || !isI18n(figure.label)) continue;
    if (typeof figure.value !== 'number' && typeof figure.value !== 'string') continue;
    const details = Array.isArray(figure.details) ? (figure.details as unknown[]).filter(isI18n) : [];
    figures.push({
      id,
      label: tr(figure.label, id),
      value: cleanLine(String(figure.value)),
      details: details.map((d) => tr(d, '')),
    });
  }

  // -- Glossary -----------------------------------------------------------------------------------------

  const glossary: PrintableGlossaryEntry[] = [];
  for (const id of usedAbilities) {
    const ability = abilities[id];
    if (!ability) continue;
    const full = ability.fullText?.[lang];
    const imported = typeof full === 'string' && cleanText(full) !== '';
    const text = imported ? cleanText(full) : cleanText(ability.summary?.[lang] ?? '');
    const entry: PrintableGlossaryEntry = {
      id,
      kind: 'ability',
      name: tr(ability.name, id).replace(PLACEHOLDER, '') || tr(ability.name, id),
      text,
      fullText: imported,
    };
    const note = ability.actionType ?? ability.parameter?.label;
    if (note) entry.note = tr(note, '');
    if (text || entry.note) glossary.push(entry);
  }
  // A weapon is in the glossary only when a rule text was imported for it: its profile is printed
  // with each unit already.
  for (const id of usedWeapons) {
    const weapon = weapons[id];
    const full = weapon?.fullText?.[lang];
    if (!weapon || typeof full !== 'string' || cleanText(full) === '') continue;
    glossary.push({ id, kind: 'weapon', name: tr(weapon.name, id), text: cleanText(full), fullText: true });
  }
  const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
  glossary.sort((a, b) => collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  // -- Header -------------------------------------------------------------------------------------------

  const points = typeof stats.points === 'number' ? stats.points : 0;
  const pointsLimit = typeof stats.pointsLimit === 'number' ? stats.pointsLimit : roster.pointsLimit;
  const issues = Array.isArray(result.issues) ? result.issues : [];
  const errors =
    typeof result.errors === 'number' ? result.errors : issues.filter((i) => i.severity === 'error').length;
  const warnings =
    typeof result.warnings === 'number'
      ? result.warnings
      : issues.filter((i) => i.severity === 'warning').length;
  const valid = result.valid === true;
  const counts = [errors > 0 ? L.errors(errors) : '', warnings > 0 ? L.warnings(warnings) : '']
    .filter(Boolean)
    .join(', ');

  return groupIdenticalUnits({
    lang,
    labels: L,
    gameId: roster.game,
    title: cleanLine(roster.name) || roster.id,
    game: tr(game.name, roster.game),
    faction: catalogue.faction?.edition
      ? L.factionEdition(tr(catalogue.faction.name, roster.faction), catalogue.faction.edition)
      : tr(catalogue.faction?.name, roster.faction),
    pointsLabel,
    pointsUnit,
    points,
    pointsLimit,
    valid,
    errors,
    warnings,
    verdict: `${valid ? L.valid : L.invalid}${counts ? ` — ${counts}` : ''}`,
    issues: issues.map((i) => {
      const severity: Severity = i.severity in L.severity ? i.severity : 'info';
      return {
        severity,
        severityLabel: L.severity[severity],
        message: cleanText(isI18n(i.message) ? i.message[lang] : String(i.code ?? '')),
      };
    }),
    notes: cleanText(roster.notes ?? ''),
    figures,
    sections,
    glossary,
  });
}

/** Every unit line of the roster, depth first (formations, their units, attached characters). */
export function allUnits(model: PrintableRoster): PrintableUnit[] {
  const out: PrintableUnit[] = [];
  const visit = (unit: PrintableUnit) => {
    out.push(unit);
    unit.attached.forEach(visit);
  };
  for (const section of model.sections) {
    if (section.formation) visit(section.formation);
    section.units.forEach(visit);
  }
  return out;
}
