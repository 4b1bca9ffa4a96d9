/**
 * The printable model's types: what the export needs from the catalogue (the API's FactionCatalogue
 * satisfies it) and the language-specific model the HTML, Markdown and text renderers lay out.
 */
import type { GameId, I18nText, RuleKind, Weapon } from '../../catalogue/schema';
import type { EngineCatalogue, Severity, ValidationResult } from '../../engine/types';
import type { MusterList } from '../../roster/list';
import type { ListCards } from '../../roster/cards';
import type { ExportLabels, ExportLang } from '../labels';
import type { PrintableProvenance, PrintProvenance } from './provenance';

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
  faction: {
    id: string;
    name: I18nText;
    edition?: string;
    /** An imported faction's game system and catalogue revision: the print's footer names them. */
    community?: { gameSystemId: string; gameSystemName: string; revision: number };
  };
  abilities: Record<string, ExportAbility>;
  weapons: Record<string, ExportWeapon>;
  /** Kinds the game does not name, in both languages (a built-in catalogue's own categories). */
  kindNames?: Record<string, I18nText>;
  /** Stat values the data writes in both languages, by the value the stats show (the view's statValues). */
  statValues?: Record<string, I18nText>;
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
  /** The footer: the data's revision, Muster's version and the day (print/provenance.ts). */
  madeFrom?: PrintableProvenance;
}

export interface PrintableRosterInput {
  roster: ListCards;
  /**
   * The list the cards were made from: a unit's options are then printed from its subtree, copies
   * that hold different things each named ("Warlord Titan n° 2 › Doomburner"). Without it (lists
   * given as cards), options are printed by key, as the cards count them.
   */
  list?: MusterList;
  catalogue: ExportCatalogue;
  result: ValidationResult;
  lang: ExportLang;
  /** Muster's version, the day and the built-in catalogue's version, for the footer (absent: none). */
  provenance?: PrintProvenance;
}
