/**
 * Catalogue model v2: list-building rules as data, in BattleScribe's vocabulary (game systems,
 * catalogues, selection entries and groups, links, categories, forces, constraints, modifiers,
 * conditions, repeats). The semantics are those of BattleScribe data; docs/engine.md says where
 * Muster reads them and what it adds. Optional arrays and flags are absent when empty or default,
 * so authored files stay short.
 */
import type { LocalText } from './text';
import type { CONDITION_TYPES, MODIFIER_TYPES } from './vocabulary';

export type Id = string;

/** A value a modifier writes: numbers for costs and constraint values, text for names. */
export type ModifierValue = string | number | boolean;

export interface CostType {
  id: Id;
  name: LocalText;
  /** -1 when there is no default limit. */
  defaultCostLimit?: number;
  hidden?: boolean;
}

export interface Cost {
  typeId: Id;
  /** The cost type's name as written beside the value in the data (display only). */
  name?: LocalText;
  value: number;
}

export interface CharacteristicType {
  id: Id;
  name: LocalText;
  /** The label of a stat line's column ("Mvt", "CAF"); the name when absent. */
  shortName?: LocalText;
}

export interface ProfileType {
  id: Id;
  name: LocalText;
  characteristicTypes?: CharacteristicType[];
}

export interface Publication {
  id: Id;
  name: LocalText;
  shortName?: string;
  publisher?: string;
  publicationDate?: string;
  publisherUrl?: string;
}

/** Where a query counts: a fixed scope keyword or the id of an ancestor entry. */
export type Scope =
  | 'self'
  | 'parent'
  | 'ancestor'
  | 'force'
  | 'roster'
  | 'primary-category'
  | 'primary-catalogue'
  | (string & {});

/** What a query counts: `selections`, `forces`, a cost type id, or `limit::<costTypeId>`. */
export type QueryField = string;

/** The counting part shared by constraints, conditions and repeats. */
export interface Query {
  field: QueryField;
  scope: Scope;
  shared?: boolean;
  includeChildSelections?: boolean;
  includeChildForces?: boolean;
  percentValue?: boolean;
}

export interface Constraint extends Query {
  id: Id;
  type: 'min' | 'max';
  /** -1 means unlimited. */
  value: number;
}

export type ConditionType = (typeof CONDITION_TYPES)[number];

export interface Condition extends Query {
  type: ConditionType;
  value: number;
  /** What is counted: an entry, group, category, force entry or catalogue id; absent or `any` for all. */
  childId?: Id;
}

export interface ConditionGroup {
  type: 'and' | 'or';
  conditions?: Condition[];
  conditionGroups?: ConditionGroup[];
}

export interface Repeat extends Query {
  value: number;
  repeats: number;
  childId?: Id;
  roundUp?: boolean;
}

export type ModifierType = (typeof MODIFIER_TYPES)[number];

export interface Modifier {
  type: ModifierType;
  /**
   * `hidden`, `name`, `page`, `description`, `category` (with add/remove/set-primary), a cost type
   * id, a constraint id, or a characteristic type id.
   */
  field: string;
  value: ModifierValue;
  conditions?: Condition[];
  conditionGroups?: ConditionGroup[];
  repeats?: Repeat[];
}

export interface ModifierGroup {
  modifiers?: Modifier[];
  modifierGroups?: ModifierGroup[];
  conditions?: Condition[];
  conditionGroups?: ConditionGroup[];
  repeats?: Repeat[];
}

/** What every modifiable node can carry. */
export interface Modifiable {
  modifiers?: Modifier[];
  modifierGroups?: ModifierGroup[];
}

export interface Characteristic {
  typeId: Id;
  name?: LocalText;
  value: LocalText;
}

export interface Profile extends Modifiable {
  id: Id;
  name: LocalText;
  typeId: Id;
  typeName?: LocalText;
  hidden?: boolean;
  publicationId?: Id;
  page?: string;
  characteristics?: Characteristic[];
}

export interface Rule extends Modifiable {
  id: Id;
  name: LocalText;
  description?: LocalText;
  hidden?: boolean;
  publicationId?: Id;
  page?: string;
}

export interface InfoLink extends Modifiable {
  id: Id;
  name?: LocalText;
  targetId: Id;
  type: 'profile' | 'rule' | 'infoGroup';
  hidden?: boolean;
  publicationId?: Id;
  page?: string;
}

/** Profiles, rules and links to them: the information shown for an entry. */
export interface InfoHolder {
  profiles?: Profile[];
  rules?: Rule[];
  infoGroups?: InfoGroup[];
  infoLinks?: InfoLink[];
}

export interface InfoGroup extends Modifiable, InfoHolder {
  id: Id;
  name?: LocalText;
  hidden?: boolean;
  publicationId?: Id;
  page?: string;
}

/** Fields common to entries, groups, links, categories and forces. */
export interface EntryBase extends Modifiable, InfoHolder {
  id: Id;
  name?: LocalText;
  hidden?: boolean;
  publicationId?: Id;
  page?: string;
  constraints?: Constraint[];
  /** Authoring note: provenance and corrections. Never shown to players. */
  comment?: string;
  /** The id of the same definition in the community (BattleScribe) data, when there is one. */
  bsdataId?: Id;
}

export interface CategoryLink extends EntryBase {
  targetId: Id;
  primary?: boolean;
}

export interface CategoryEntry extends EntryBase {
  name: LocalText;
}

export interface ForceEntry extends EntryBase {
  name: LocalText;
  forceEntries?: ForceEntry[];
  categoryLinks?: CategoryLink[];
}

/** What selection entries, groups and links share: children, costs, categories. */
export interface EntryContainer extends EntryBase {
  collective?: boolean;
  import?: boolean;
  costs?: Cost[];
  categoryLinks?: CategoryLink[];
  selectionEntries?: SelectionEntry[];
  selectionEntryGroups?: SelectionEntryGroup[];
  entryLinks?: EntryLink[];
}

export type SelectionEntryType = 'unit' | 'model' | 'upgrade' | (string & {});

export interface SelectionEntry extends EntryContainer {
  name: LocalText;
  type: SelectionEntryType;
  /**
   * How many a new parent selection starts with when no minimum asks for them (New Recruit's
   * `defaultAmount`): a détachement comes with its Rhinos, which a player may leave behind.
   */
  defaultAmount?: number;
  /**
   * Muster's own built-in data only (BattleScribe has no word for it): the weapons one copy of this
   * option takes from its unit, a swap ("Mag Repeaters instead of Mag Guns"), by weapon id, `count` of
   * each, or every one the unit's models carry when left out. The prints count a unit's weapons with it.
   */
  replaces?: { targetId: Id; count?: number }[];
}

export interface SelectionEntryGroup extends EntryContainer {
  name: LocalText;
  defaultSelectionEntryId?: Id;
}

export interface EntryLink extends EntryContainer {
  targetId: Id;
  type: 'selectionEntry' | 'selectionEntryGroup';
}

export interface CatalogueLink {
  id: Id;
  name?: LocalText;
  targetId: Id;
  type?: 'catalogue';
  importRootEntries?: boolean;
}

/** What a game system and a catalogue both hold. */
export interface DataFileBase extends InfoHolder {
  id: Id;
  name: LocalText;
  /** Authoring note: where the file's facts come from. Never shown to players. */
  comment?: string;
  revision?: number;
  publications?: Publication[];
  costTypes?: CostType[];
  profileTypes?: ProfileType[];
  categoryEntries?: CategoryEntry[];
  forceEntries?: ForceEntry[];
  selectionEntries?: SelectionEntry[];
  entryLinks?: EntryLink[];
  sharedSelectionEntries?: SelectionEntry[];
  sharedSelectionEntryGroups?: SelectionEntryGroup[];
  sharedRules?: Rule[];
  sharedProfiles?: Profile[];
  sharedInfoGroups?: InfoGroup[];
}

export interface GameSystem extends DataFileBase {
  kind: 'gameSystem';
}

export interface Catalogue extends DataFileBase {
  kind: 'catalogue';
  gameSystemId: Id;
  gameSystemRevision?: number;
  /** A library catalogue only lends entries to others; it cannot be chosen for a force. */
  library?: boolean;
  catalogueLinks?: CatalogueLink[];
}

/** A game system with the catalogues that belong to it: what the engine reads. */
export interface GameData {
  gameSystem: GameSystem;
  catalogues: Catalogue[];
  /**
   * Set on the game data of a built-in faction (its view, builtin-factions.ts): its
   * lists name the data's entries and hold their models as options, as lists of imported data do, so
   * the first model's counts of bases (builtin-migration.ts `selectionShape`) are not read into them.
   */
  dataOnly?: true;
}
