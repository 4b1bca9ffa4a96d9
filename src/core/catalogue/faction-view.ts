/**
 * The builder's view of a faction made from the catalogue model the engine reads (v2): its units (the
 * entries a force may hold at its root, and those that other units hold as formations), with what each
 * unit may take as options, its characteristics, weapons and rules. It is made for imported community
 * data and for the built-in factions written only in that model (db/catalogue/<game>). The rules of
 * the list (limits, costs, hidden options, categories) stay the game data's: the engine evaluates them
 * on the roster, so this view only says what there is to show and choose. Pure: no I/O.
 *
 * A unit's options are the selectable entries under it, through its groups; the options of an option
 * (a model's weapons) are listed too, their keys joined by '/' from the unit down, which is how the
 * roster names them (read-roster-tree `migrateV2` nests them again). A child entry of type `unit` is a
 * formation's content: a selection of its own with the unit as parent, so that characters can join it
 * and units can embark in it.
 *
 * The data's own words are read where the game knows them: an entry's kind is its primary category's
 * id when the game lists that kind (NetEpic's compagnie, detachement…), its class a `class-N` category.
 * Built-in data is read further (`builtin`): its characteristics in French, its weapons' range bands,
 * and the game system's rules it links to shown as the game's glossary abilities, with their parameter
 * from the link's name ("Transport (2)"), so that the prints and the panels speak of them as Muster does.
 */
import { type AbilityRef, type GameId, type I18nText, type Weapon } from './schema';
import { ENTRY_KINDS, type CatalogueEntry, type CatalogueOption } from './entry-types';
import type { GameData, Profile, ProfileType, Rule } from './model';
import { textIn, type LocalText } from './text';
import type { DataIndex, OptionNode } from '../engine/data-index';
import type { GameBinding } from '../engine/muster/binding';
import { limitedCostType } from '../roster/builtin-migration';
import { dataLanguageOf, knownTerm } from './known-terms';
import { MAX_OPTION_NESTING, OPTION_PATH_SEPARATOR } from '../roster/ids';
import { normaliseAbilityName } from '../glossary/normalise';
import {
  bandStats,
  isUnique,
  modeProfile,
  perModelCosts,
  pricePerModel,
  singleMode,
  trailingParenthesis,
  weaponCount,
  withoutParenthesis,
} from './builtin-shapes';
import type {
  AbilityInfo,
  FactionCatalogue,
  FactionInfo,
  GameInfo,
  StatDefInfo,
  WeaponInfo,
} from './view-types';

/** Profile types whose name says weapon, in the languages the community data is written in. */
const WEAPON_TYPE = /weapon|waffe|arme|armes|wapen/i;
/** A stepper needs a bound: an unlimited option offers up to this many. */
const UNLIMITED_OPTION = 99;
/** A class category of the built-in data: `class-1` … `class-5`. */
const CLASS_CATEGORY = /^class-([1-5])$/;
/** A range band characteristic of the built-in data's weapons: `range-<band>`. */
const RANGE_CHARACTERISTIC = /^range-(.+)$/;
/** A parameter placeholder rather than a value: "(XX)", "(X)", "(X+)", "(n)". */
const PLACEHOLDER = /^(?:x{1,2}|n|\+?x\+?|…|\?)$/i;

/** A text of the data in both languages (the data's own where it has one only), trimmed. */
export function bilingual(text: LocalText | undefined, fallback = ''): I18nText {
  const fr = textIn(text, 'fr').trim() || fallback;
  const en = textIn(text, 'en').trim() || fallback;
  return { fr, en };
}

/** What is read further in Muster's own data (db/catalogue/<game>), which is written for it. */
export interface BuiltinReading {
  /**
   * The game's glossary abilities (glossary.json, with Muster's rule kinds and summaries, and full texts
   * where a glossary was imported): a game system rule the data links to is shown as the ability of
   * the same id or name.
   */
  glossary: readonly AbilityInfo[];
  /** The game's binding: the categories that make a walker. */
  binding?: GameBinding;
  /** Where the faction comes from, as the built-in factions say it. */
  sources: string[];
}

export interface FactionViewInput {
  index: DataIndex;
  /** The game data the builder evaluates: the game system and the catalogues this one reads. */
  data: GameData;
  catalogueId: string;
  /** The Muster game this data is bound to, and its built-in description (names, stats, range bands). */
  game: GameInfo;
  /** Set for built-in data; imported community data is read as the data says it, in its language. */
  builtin?: BuiltinReading;
}

/** A glossary ability found by a rule's id or by one of its names, once normalised. */
interface Glossary {
  byId: Map<string, AbilityInfo>;
  byName: Map<string, AbilityInfo>;
}

interface ViewContext {
  index: DataIndex;
  unitType: ProfileType | undefined;
  weaponTypes: Set<string>;
  abilities: Record<string, AbilityInfo>;
  weapons: Record<string, WeaponInfo>;
  entries: Map<string, CatalogueEntry>;
  game: GameInfo;
  faction: string;
  kinds: ReadonlySet<string>;
  /** The language the characteristics' values are shown in (one value per stat). */
  statLanguage: 'fr' | 'en';
  glossary?: Glossary;
  /** The game system's own rules: those the glossary may name. */
  gameRules: ReadonlySet<string>;
  walkerCategories: ReadonlySet<string>;
  /** The categories the binding names company cards (`company-card`): what they hold are units. */
  companyCategories: ReadonlySet<string>;
  /** Built-in data: the kinds named by a category of the data, in both languages, by the kind shown. */
  kindNames?: Record<string, I18nText>;
  /** What a unit's count counts: bases where the game's binding says its models are (NetEpic). */
  countUnit: CatalogueEntry['count']['unit'];
  /** The values the data writes in both languages, by the one shown (statLanguage): "Lié" → Attached. */
  statValues: Record<string, I18nText>;
  /**
   * Built-in data: the faction's shared groups of selections, which hold its items (Deadzone items,
   * Freebooter's Fate equipment) that its units link to; in their order.
   */
  itemGroups: readonly string[];
  /** The faction's items met so far, by id. */
  items: Map<string, CatalogueOption>;
  /** Built-in data: the options priced per model of their unit, with that price. */
  perModel: Map<CatalogueOption, Record<string, number>>;
}

function costsOf(node: OptionNode): Record<string, number> {
  const costs: Record<string, number> = {};
  for (const cost of node.costs) if (cost.value !== 0) costs[cost.typeId] = cost.value;
  return costs;
}

/** Limits a parent's constraints put on an option: min and max on its own selections there. */
function limitsOf(node: OptionNode): { min: number; max: number } {
  let min = 0;
  let max = -1;
  for (const { constraint } of node.constraints) {
    if (constraint.field !== 'selections' || constraint.scope !== 'parent' || constraint.percentValue)
      continue;
    if (constraint.type === 'min') min = Math.max(min, constraint.value);
    else if (constraint.value >= 0) max = max < 0 ? constraint.value : Math.min(max, constraint.value);
  }
  return { min, max };
}

/** An entry's profiles: its own and the shared ones its info links reach. */
function profilesOf(index: DataIndex, node: OptionNode): Profile[] {
  const out = [...node.profiles];
  for (const link of node.infoLinks) {
    if (link.type !== 'profile' || link.hidden) continue;
    const target = index.infoTarget(link.targetId);
    if (target && 'typeId' in target) out.push(target);
  }
  return out.filter((profile) => !profile.hidden);
}

/** An entry's rules, each with the name its link gives it ("Transport (2)") where it is linked. */
function rulesOf(context: ViewContext, node: OptionNode): { rule: Rule; linkName?: LocalText }[] {
  // Built-in data links its rules; a rule written in the entry itself is a note about it (entry.note).
  const own = context.glossary ? [] : node.rules;
  const out: { rule: Rule; linkName?: LocalText }[] = own.map((rule) => ({ rule }));
  for (const link of node.infoLinks) {
    if (link.type !== 'rule' || link.hidden) continue;
    const target = context.index.infoTarget(link.targetId);
    if (target && !('typeId' in target) && !('profiles' in target && !('description' in target)))
      out.push(
        link.name === undefined ? { rule: target as Rule } : { rule: target as Rule, linkName: link.name },
      );
  }
  return out.filter(({ rule }) => !rule.hidden);
}

/**
 * A profile's characteristics by type id. One the data leaves blank (a weapon without special rules) is
 * left out: the sheet gives it no column and prints do not say it, where "Special Rules" followed by
 * nothing said nothing.
 */
function statsOf(context: ViewContext, profile: Profile): Record<string, string> {
  const stats: Record<string, string> = {};
  for (const characteristic of profile.characteristics ?? []) {
    const value = shownValue(context, bilingual(characteristic.value));
    if (value.trim() !== '') stats[characteristic.typeId] = value;
  }
  return stats;
}

/**
 * A characteristic's value as the view's stats write it (one language), its other language kept in
 * `statValues` where the data writes both ("Lié" / "Attached"): the panels and prints say each.
 */
function shownValue(context: ViewContext, value: I18nText): string {
  const shown = value[context.statLanguage];
  if (value.fr !== value.en && shown !== '') context.statValues[shown] ??= value;
  return shown;
}

function glossaryOf(abilities: readonly AbilityInfo[]): Glossary {
  const glossary: Glossary = { byId: new Map(), byName: new Map() };
  for (const ability of abilities) {
    glossary.byId.set(ability.id, ability);
    for (const name of [ability.name.fr, ability.name.en, ...ability.aliases]) {
      const key = normaliseAbilityName(name);
      if (key && !glossary.byName.has(key)) glossary.byName.set(key, ability);
    }
  }
  return glossary;
}

/** The glossary ability a text names ("Ignore les Couverts", "Transport (2)"), if any. */
function glossaryAbility(glossary: Glossary, names: (LocalText | undefined)[]): AbilityInfo | undefined {
  for (const name of names)
    for (const language of ['fr', 'en'] as const) {
      const text = textIn(name, language);
      if (!text) continue;
      // "Gabarit (LT)": the glossary's "Gabarit (XX)", its parameter aside; "Déflagration D (D3)":
      // the glossary's "Déflagration D(n)".
      const bare = withoutParenthesis(text);
      const found =
        glossary.byName.get(normaliseAbilityName(text)) ??
        glossary.byName.get(normaliseAbilityName(bare)) ??
        glossary.byName.get(normaliseAbilityName(`${bare}(n)`));
      if (found) return found;
    }
  return undefined;
}

/** The parameter a rule's name gives the ability: 2 for "Transport (2)", "LT" for "Gabarit (LT)". */
function parameterOf(ability: AbilityInfo, name: LocalText | undefined): Omit<AbilityRef, 'id'> {
  if (!ability.parameter || name === undefined) return {};
  for (const language of ['fr', 'en'] as const) {
    const value = trailingParenthesis(textIn(name, language));
    if (!value || PLACEHOLDER.test(value)) continue;
    const number = /^([+-]?\d+(?:[.,]\d+)?)\+?$/.exec(value);
    if (ability.parameter.kind === 'number' && number) return { param: Number(number[1]!.replace(',', '.')) };
    return { paramText: value };
  }
  return {};
}

/** A rule the glossary does not name, as an ability of the faction (its description is the data's own). */
function ownAbility(context: ViewContext, rule: Rule): AbilityRef {
  context.abilities[rule.id] ??= ruleAbility(context.game.id, context.faction, rule);
  return { id: rule.id };
}

function ruleAbility(game: GameId, faction: string, rule: Rule): AbilityInfo {
  // A rule the data names without a text has no summary: its name says it all.
  return {
    id: rule.id,
    game,
    faction,
    name: bilingual(rule.name, rule.id),
    aliases: [],
    scope: 'unit',
    parameter: null,
    ruleKind: null,
    summary: bilingual(rule.description),
    restriction: null,
    actionType: null,
    fullText: null,
  };
}

/**
 * The glossary built-in data is read with: the game's abilities, then the faction's own rules (an
 * Isorian weapon's "3 Attaques" is a rule of the Isorian catalogue), each found by its name too. A rule
 * the glossary keeps for the faction (its names, aliases and scope: glossary.json `faction`) is the
 * glossary's.
 */
function builtinGlossary(input: FactionViewInput, builtin: BuiltinReading): Glossary {
  const catalogue = input.index.catalogues.get(input.catalogueId);
  const kept = new Set(builtin.glossary.map((ability) => ability.id));
  const own = (catalogue?.sharedRules ?? [])
    .filter((rule) => !kept.has(rule.id))
    .map((rule) => ruleAbility(input.game.id, input.catalogueId, rule));
  return glossaryOf([...builtin.glossary, ...own]);
}

/** The rules an entry names, as abilities: the glossary's where it knows a game system rule. */
function abilityRefs(context: ViewContext, node: OptionNode): AbilityRef[] {
  return rulesOf(context, node).map(({ rule, linkName }) => {
    const glossary = context.glossary;
    if (!glossary) return ownAbility(context, rule);
    // A rule of the faction's own is the glossary's only where it keeps it by the rule's id.
    const ability = context.gameRules.has(rule.id)
      ? (glossary.byId.get(rule.id) ?? glossaryAbility(glossary, [linkName, rule.name]))
      : glossary.byId.get(rule.id);
    if (!ability) return ownAbility(context, rule);
    context.abilities[ability.id] ??= ability;
    return { id: ability.id, ...parameterOf(ability, linkName ?? rule.name) };
  });
}

/**
 * A weapon profile of the built-in data as Muster shows weapons: its range bands, the game's weapon
 * stats, and the rules of its other characteristics as glossary abilities, the rest as a note.
 */
function builtinWeaponProfile(
  context: ViewContext,
  glossary: Glossary,
  profile: Profile,
): Weapon['profiles'][number] {
  const bands = new Set(context.game.rangeBands.map((band) => band.id));
  const statIds = new Set(context.game.weaponStats.map((stat) => stat.id));
  const out: Weapon['profiles'][number] = { ranges: [], stats: {}, abilities: [] };
  const note: { fr: string[]; en: string[] } = { fr: [], en: [] };
  for (const characteristic of profile.characteristics ?? []) {
    const value = bilingual(characteristic.value);
    const band = RANGE_CHARACTERISTIC.exec(characteristic.typeId)?.[1];
    if (band !== undefined && bands.has(band)) {
      if (value.fr !== '') out.ranges.push({ band, distance: shownValue(context, value) });
    } else if (statIds.has(characteristic.typeId))
      out.stats[characteristic.typeId] = shownValue(context, value);
    else addRulesAndNote(context, glossary, value, out.abilities, note);
  }
  bandStats(out);
  if (note.fr.length > 0 || note.en.length > 0)
    out.note = {
      fr: note.fr.join(' ; ') || note.en.join('; '),
      en: note.en.join('; ') || note.fr.join(' ; '),
    };
  return out;
}

/**
 * A characteristic's text read as rules ("Ignore les Couverts, Gabarit (LT)"): the parts the glossary
 * names become abilities; a text with any other part is kept whole as a note, in both languages.
 */
function addRulesAndNote(
  context: ViewContext,
  glossary: Glossary,
  value: I18nText,
  abilities: AbilityRef[],
  note: { fr: string[]; en: string[] },
): void {
  const parts = { fr: splitRules(value.fr), en: splitRules(value.en) };
  const found = parts.fr.map((part, position) =>
    partAbility(glossary, { fr: part, en: parts.en[position] ?? part }),
  );
  if (parts.fr.length > 0 && parts.fr.length === parts.en.length && found.every(Boolean)) {
    found.forEach((ability, position) => {
      // Shown by its name in each language, as the unit's own abilities are.
      context.abilities[ability!.id] ??= ability!;
      abilities.push({ id: ability!.id, ...parameterOf(ability!, parts.fr[position]) });
    });
    return;
  }
  if (value.fr !== '') note.fr.push(value.fr);
  if (value.en !== '') note.en.push(value.en);
}

/**
 * The glossary ability a part of a characteristic names. A rule of the faction's own is it only if it
 * says all the part says: a part whose parentheses are no part of its name ("Charismatique (30 cm)")
 * is kept as text, the rule having no parameter to keep them in.
 */
function partAbility(glossary: Glossary, part: I18nText): AbilityInfo | undefined {
  const found = glossaryAbility(glossary, [part]);
  if (!found || found.parameter || found.faction === null) return found;
  const named = (text: string) => glossary.byName.get(normaliseAbilityName(text)) === found;
  const hasParenthesis = trailingParenthesis(part.fr) !== undefined;
  return !hasParenthesis || named(part.fr) || named(part.en) ? found : undefined;
}

function splitRules(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * The weapons an entry shows: its profiles of a weapon type, kept once per profile id. Built-in data
 * is read further: the profiles of a weapon's firing modes are that weapon's, and the name of the link
 * to a weapon says how many the unit carries ("4 × Mag Gun").
 */
function weaponRefs(context: ViewContext, profiles: Profile[], node?: OptionNode): WeaponRef[] {
  if (context.glossary) return builtinWeaponRefs(context, context.glossary, profiles, node);
  const refs: WeaponRef[] = [];
  for (const profile of profiles) {
    if (!context.weaponTypes.has(profile.typeId)) continue;
    if (!context.weapons[profile.id]) {
      const glossary = context.glossary;
      const weapon: Weapon = {
        id: profile.id,
        name: bilingual(profile.name, profile.id),
        profiles: [
          glossary
            ? builtinWeaponProfile(context, glossary, profile)
            : { ranges: [], stats: statsOf(context, profile), abilities: [] },
        ],
      };
      context.weapons[profile.id] = { ...weapon, fullText: null };
    }
    refs.push({ id: profile.id, count: 1 });
  }
  return refs;
}

type WeaponRef = { id: string; count: number };

function builtinWeaponRefs(
  context: ViewContext,
  glossary: Glossary,
  profiles: Profile[],
  node: OptionNode | undefined,
): WeaponRef[] {
  const linkNames = new Map<string, LocalText | undefined>();
  for (const link of node?.infoLinks ?? [])
    if (link.type === 'profile') linkNames.set(link.targetId, link.name);
  const refs = new Map<string, WeaponRef>();
  for (const profile of profiles) {
    if (!context.weaponTypes.has(profile.typeId)) continue;
    const id = builtinWeapon(context, glossary, profile);
    if (!refs.has(id)) refs.set(id, { id, count: weaponCount(bilingual(linkNames.get(profile.id))) });
  }
  return [...refs.values()];
}

/** Profiles `<weapon>.1`, `<weapon>.2`… of the weapon type: the firing modes of one weapon. */
function modeProfiles(context: ViewContext, weaponId: string): Profile[] {
  const out: Profile[] = [];
  for (let mode = 1; ; mode += 1) {
    const target = context.index.infoTarget(`${weaponId}.${mode}`);
    if (!target || !('typeId' in target) || !context.weaponTypes.has(target.typeId)) return out;
    out.push(target);
  }
}

/** The weapon a built-in profile shows, made once: its id. */
function builtinWeapon(context: ViewContext, glossary: Glossary, profile: Profile): string {
  const mode = modeProfile(profile.id);
  const modes = mode ? modeProfiles(context, mode.weapon) : [];
  const id = modes.length > 0 && mode ? mode.weapon : profile.id;
  if (context.weapons[id]) return id;
  if (modes.length === 0) {
    const shown = builtinWeaponProfile(context, glossary, profile);
    const name = bilingual(profile.name, id);
    const mode = singleMode(name);
    context.weapons[id] = mode
      ? {
          id,
          name: { fr: withoutParenthesis(name.fr), en: withoutParenthesis(name.en) },
          profiles: [{ mode, ...shown }],
          fullText: null,
        }
      : { id, name, profiles: [shown], fullText: null };
    return id;
  }
  // A mode's profile is named "Plasma Carbine (Dispersion)": the weapon's name, then the mode's.
  const names = modes.map((each) => bilingual(each.name, id));
  const profilesOfModes = modes.map((each, position) => {
    const shown = builtinWeaponProfile(context, glossary, each);
    const name = names[position]!;
    const fr = trailingParenthesis(name.fr);
    const en = trailingParenthesis(name.en);
    return fr || en ? { mode: { fr: fr || en!, en: en || fr! }, ...shown } : shown;
  });
  const first = names[0]!;
  const name = { fr: withoutParenthesis(first.fr), en: withoutParenthesis(first.en) };
  context.weapons[id] = { id, name, profiles: profilesOfModes, fullText: null };
  return id;
}

/** The categories an entry belongs to, and those of the models it is made of (not the units it holds). */
function categoryIdsOf(context: ViewContext, node: OptionNode): string[] {
  const ids = node.categoryLinks.map((link) => link.targetId);
  for (const model of modelsOf(context, node)) ids.push(...model.categoryLinks.map((link) => link.targetId));
  return ids;
}

/** NetEpic's class (1 infantry … 5 titans), from a `class-N` category of the entry or of its models. */
function classOf(categoryIds: string[]): number | undefined {
  for (const id of categoryIds) {
    const found = CLASS_CATEGORY.exec(id);
    if (found) return Number(found[1]);
  }
  return undefined;
}

function isWalker(context: ViewContext, categoryIds: string[]): boolean {
  if (context.walkerCategories.size === 0) return false;
  return categoryIds.some((id) => {
    const category = context.index.category(id);
    const names = [id, textIn(category?.name, 'fr'), textIn(category?.name, 'en')];
    return names.some((name) => context.walkerCategories.has(name));
  });
}

function optionOf(
  context: ViewContext,
  node: OptionNode,
  key: string,
  prefix: I18nText | null,
): CatalogueOption {
  const { min, max } = limitsOf(node);
  const own = bilingual(node.name, node.defId);
  const name = prefix ? { fr: `${prefix.fr} › ${own.fr}`, en: `${prefix.en} › ${own.en}` } : own;
  const profiles = profilesOf(context.index, node);
  const unitProfile = profiles.find((profile) => profile.typeId === context.unitType?.id);
  const option: CatalogueOption = {
    id: key,
    kind: node.type === 'model' ? 'model' : 'upgrade',
    name,
    costs: costsOf(node),
    min,
    max: max < 0 ? UNLIMITED_OPTION : Math.max(max, 1),
    default: 'defaultAmount' in node.def ? (node.def.defaultAmount ?? 0) : 0,
    weapons: weaponRefs(context, profiles, node),
    abilities: abilityRefs(context, node),
    tags: [],
  };
  if (node.groupId !== undefined) option.group = node.groupId;
  if (unitProfile) option.stats = statsOf(context, unitProfile);
  if (context.glossary) readBuiltinOption(context, node, option);
  return option;
}

/**
 * What built-in data says of an option besides: its class (a détachement's Rhinos are class 3), the
 * weapons it takes in a swap, and its kind, a weapon when it brings weapons, an action when it brings
 * the game's actions (Freebooter's Fate), else an upgrade or a model as the data's type says.
 */
function readBuiltinOption(context: ViewContext, node: OptionNode, option: CatalogueOption): void {
  const optionClass = classOf(node.categoryLinks.map((link) => link.targetId));
  if (optionClass !== undefined) option.class = optionClass;
  const costTypes = new Set(context.game.costTypes.map((cost) => cost.id));
  const perModel = perModelCosts(node.modifiers, costTypes);
  if (perModel) context.perModel.set(option, perModel);
  const replaces = 'replaces' in node.def ? node.def.replaces : undefined;
  if (replaces && replaces.length > 0)
    option.replaces = replaces.map(({ targetId, count }) =>
      count === undefined ? { id: targetId } : { id: targetId, count },
    );
  if (option.kind !== 'upgrade') return;
  // A drone or a load that brings a weapon with rules of its own is an upgrade still.
  if (option.weapons.length > 0 && option.abilities.length === 0) option.kind = 'weapon';
  else if (
    option.abilities.length > 0 &&
    option.abilities.every((ref) => context.abilities[ref.id]?.scope === 'action')
  )
    option.kind = 'action';
}

/**
 * Whether a formation's child is a unit of its own inside it (a company's détachements): an entry of
 * type unit, or, in built-in data, one whose primary category is a kind of the game (a company's
 * Capitaine, a model of category détachement) or any child of a company card as the binding names
 * them, which Muster's rules take for units too (a company's Fireblade, who joins one of its détachements).
 */
function isContainedUnit(context: ViewContext, parent: OptionNode, child: OptionNode): boolean {
  if (child.type === 'unit') return true;
  if (!context.glossary) return false;
  const primary = child.categoryLinks.find((link) => link.primary);
  if (primary !== undefined && context.kinds.has(primary.targetId)) return true;
  return parent.categoryLinks.some((link) => isCompanyCard(context, link.targetId));
}

function isCompanyCard(context: ViewContext, categoryId: string): boolean {
  const category = context.index.category(categoryId);
  const names = [categoryId, textIn(category?.name, 'fr'), textIn(category?.name, 'en')];
  return names.some((name) => context.companyCategories.has(name));
}

/** A note written in the entry itself (built-in data's composition notes), in both languages. */
function noteOf(context: ViewContext, node: OptionNode): I18nText | undefined {
  if (!context.glossary) return undefined;
  const texts = node.rules.filter((rule) => !rule.hidden).map((rule) => bilingual(rule.description));
  const fr = texts
    .map((text) => text.fr)
    .filter(Boolean)
    .join(' ');
  const en = texts
    .map((text) => text.en)
    .filter(Boolean)
    .join(' ');
  return fr || en ? { fr: fr || en, en: en || fr } : undefined;
}

/** What a unit may take, options of options included, and the units it holds as a formation. */
function optionsUnder(
  context: ViewContext,
  root: OptionNode,
): {
  options: CatalogueOption[];
  groups: CatalogueEntry['optionGroups'];
  contains: CatalogueEntry['contains'];
} {
  const options: CatalogueOption[] = [];
  const groups: CatalogueEntry['optionGroups'] = [];
  const contains: CatalogueEntry['contains'] = [];
  const seenGroups = new Set<string>();
  const stack: { node: OptionNode; key: string; prefix: I18nText | null; depth: number }[] = [
    { node: root, key: '', prefix: null, depth: 0 },
  ];
  while (stack.length > 0) {
    const { node, key, prefix, depth } = stack.pop()!;
    const children = [...context.index.selectable(node).values()].filter((child) => !child.hidden);
    const next: typeof stack = [];
    for (const child of children) {
      if (isFactionItem(context, child)) {
        addItem(context, child);
        continue;
      }
      if (depth === 0 && isContainedUnit(context, node, child)) {
        const { min, max } = slotLimits(context, child, children);
        const entry = child.id;
        contains.push({ entry, min, max: max < 0 ? UNLIMITED_OPTION : Math.max(max, 1) });
        addEntry(context, child);
        continue;
      }
      const step = child.id;
      const childKey = key === '' ? step : `${key}${OPTION_PATH_SEPARATOR}${step}`;
      const option = optionOf(context, child, childKey, prefix);
      options.push(option);
      collectGroups(child, groups, seenGroups);
      if (depth + 1 < MAX_OPTION_NESTING)
        next.push({ node: child, key: childKey, prefix: option.name, depth: depth + 1 });
    }
    stack.push(...next.reverse());
  }
  return { options, groups, contains };
}

/** Whether an option is one of the faction's items, listed in one of its shared groups of items. */
function isFactionItem(context: ViewContext, node: OptionNode): boolean {
  if (context.itemGroups.length === 0) return false;
  for (let up = node.parent; up && up.kind === 'group'; up = up.parent)
    if (context.itemGroups.includes(up.defId)) return true;
  return false;
}

/**
 * An item of the faction, as the first model's faction items: taken by a unit under its own id, with
 * the limits its own constraints set (the unit's limit on items is the game's rule).
 */
function addItem(context: ViewContext, node: OptionNode): void {
  if (context.items.has(node.defId)) return;
  const item = optionOf(context, node, node.defId, null);
  delete item.group;
  context.items.set(node.defId, { ...item, kind: 'item' });
}

/** The faction's items in the order its groups list them. */
function itemsOf(context: ViewContext): CatalogueOption[] {
  const catalogue = context.index.catalogues.get(context.faction);
  const order: string[] = [];
  for (const group of catalogue?.sharedSelectionEntryGroups ?? [])
    if (context.itemGroups.includes(group.id))
      for (const entry of group.selectionEntries ?? []) order.push(entry.id);
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return [...context.items.values()].sort((a, b) => rank(a.id) - rank(b.id));
}

/**
 * How many of a formation's content it holds. Built-in data writes a choice ("2 détachements parmi")
 * as a group with its own bounds: a content bounded by nothing of its own takes the group's maximum,
 * and the group's minimum when it is the group's only entry.
 */
function slotLimits(
  context: ViewContext,
  child: OptionNode,
  siblings: readonly OptionNode[],
): { min: number; max: number } {
  const own = limitsOf(child);
  const group = child.parent?.kind === 'group' ? child.parent : undefined;
  if (!context.glossary || !group) return own;
  const bounds = limitsOf(group);
  const alone = siblings.filter((sibling) => sibling.parent?.id === group.id).length === 1;
  return {
    min: Math.max(own.min, alone ? bounds.min : 0),
    max: own.max < 0 ? bounds.max : bounds.max < 0 ? own.max : Math.min(own.max, bounds.max),
  };
}

/**
 * What a formation of built-in data costs at the least, with what it must hold: its own costs, each
 * content's at its minimum (with the sizes and options it must choose), and each group's minimum of its
 * cheapest entries. A company written at 0
 * whose détachements carry the prices then shows what it costs, as the other built-in armies' cards do.
 */
function leastCosts(
  context: ViewContext,
  root: OptionNode,
  own: Record<string, number>,
): Record<string, number> {
  const children = [...context.index.selectable(root).values()].filter(
    (child) => !child.hidden && isContainedUnit(context, root, child),
  );
  const total: Record<string, number> = { ...own };
  const add = (costs: Record<string, number>, times: number) => {
    for (const [type, value] of Object.entries(costs)) total[type] = (total[type] ?? 0) + value * times;
  };
  const groups = new Map<string, OptionNode[]>();
  const costsOfChild = (child: OptionNode) => {
    const entry = context.entries.get(child.id);
    return entry ? withRequiredOptions(entry) : costsOf(child);
  };
  for (const child of children) {
    add(costsOfChild(child), limitsOf(child).min);
    const group = child.parent?.kind === 'group' ? child.parent : undefined;
    if (group) groups.set(group.id, [...(groups.get(group.id) ?? []), child]);
  }
  for (const members of groups.values()) {
    const group = members[0]!.parent!;
    const missing = limitsOf(group).min - members.reduce((sum, child) => sum + limitsOf(child).min, 0);
    if (missing <= 0) continue;
    const types = new Set(members.flatMap((child) => Object.keys(costsOfChild(child))));
    for (const type of types) {
      const cheapest = Math.min(...members.map((child) => costsOfChild(child)[type] ?? 0));
      add({ [type]: cheapest }, missing);
    }
  }
  return Object.fromEntries(Object.entries(total).filter(([, value]) => value !== 0));
}

/**
 * What a content costs at the least with what it must choose: its own costs, each option it must take
 * at its minimum, and each group it must choose in at its cheapest options (a détachement bought by
 * sizes, "4 socles" at 150 or "8 socles" at 275: 150).
 */
function withRequiredOptions(entry: CatalogueEntry): Record<string, number> {
  const total: Record<string, number> = { ...entry.costs };
  const add = (type: string, value: number) => (total[type] = (total[type] ?? 0) + value);
  // Options of options come with the option that holds them: only the entry's own are read.
  const own = entry.options.filter((option) => !option.id.includes(OPTION_PATH_SEPARATOR));
  for (const option of own)
    if (option.group === undefined && option.min > 0)
      for (const [type, value] of Object.entries(option.costs)) add(type, value * option.min);
  for (const group of entry.optionGroups) {
    const members = own.filter((option) => option.group === group.id);
    if (group.min <= 0 || members.length === 0) continue;
    const types = new Set(members.flatMap((option) => Object.keys(option.costs)));
    for (const type of types)
      add(type, group.min * Math.min(...members.map((option) => option.costs[type] ?? 0)));
  }
  return total;
}

function collectGroups(option: OptionNode, groups: CatalogueEntry['optionGroups'], seen: Set<string>): void {
  for (let group = option.parent; group && group.kind === 'group'; group = group.parent) {
    if (seen.has(group.id)) continue;
    seen.add(group.id);
    const { min, max } = limitsOf(group);
    groups.push({
      id: group.id,
      name: bilingual(group.name, group.defId),
      min,
      max: max < 0 ? UNLIMITED_OPTION : Math.max(max, 1),
    });
  }
}

/**
 * What an entry is: its primary category's id where the game lists that kind (NetEpic's `compagnie`,
 * `detachement`…, which the panels and prints name in both languages), else that category's name.
 */
function kindOf(context: ViewContext, node: OptionNode): string {
  const links = node.categoryLinks;
  const primary = links.find((candidate) => candidate.primary);
  if (primary && context.kinds.has(primary.targetId)) return primary.targetId;
  if (context.glossary) {
    // Built-in data: a kind of the game among its categories, else its own category, never its class.
    const known = links.find((candidate) => context.kinds.has(candidate.targetId));
    if (known) return known.targetId;
    const named = primary ?? links.find((candidate) => !CLASS_CATEGORY.test(candidate.targetId));
    return named ? categoryName(context, named) : node.type;
  }
  const link = primary ?? links[0];
  return link ? categoryName(context, link) : node.type;
}

/**
 * A category's name as the entry's kind: its English name, the key the panels and prints group by;
 * built-in data keeps it in both languages too (kindNames), so that each language shows its own.
 */
function categoryName(context: ViewContext, link: OptionNode['categoryLinks'][number]): string {
  const name = context.index.category(link.targetId)?.name ?? link.name;
  const kind = textIn(name, 'en') || link.targetId;
  if (context.kindNames) context.kindNames[kind] ??= bilingual(name, kind);
  return kind;
}

/**
 * The models a unit is made of: its model children, and those of the sizes it is bought in (a group
 * of upgrades "2 socles" / "3 socles", each holding the bases), not the units it holds.
 */
function modelsOf(context: ViewContext, node: OptionNode): OptionNode[] {
  const models: OptionNode[] = [];
  for (const child of context.index.selectable(node).values()) {
    if (child.hidden || isContainedUnit(context, node, child)) continue;
    if (child.type === 'model') models.push(child);
    else
      for (const inner of context.index.selectable(child).values())
        if (inner.type === 'model' && !inner.hidden) models.push(inner);
  }
  return models;
}

/** The stat lines an entry shows: its own, else those of the models it is made of, each once. */
function statLines(context: ViewContext, node: OptionNode, own: Profile[]): CatalogueEntry['profiles'] {
  const isUnitType = (profile: Profile) => profile.typeId === context.unitType?.id;
  let shown = own.filter(isUnitType);
  if (shown.length === 0) {
    const seen = new Set<string>();
    shown = [];
    for (const child of modelsOf(context, node)) {
      for (const profile of profilesOf(context.index, child))
        if (isUnitType(profile) && !seen.has(profile.id)) {
          seen.add(profile.id);
          shown.push(profile);
        }
    }
  }
  return shown.map((profile) => ({ name: bilingual(profile.name, ''), stats: statsOf(context, profile) }));
}

function addEntry(context: ViewContext, node: OptionNode): void {
  const id = node.id;
  if (context.entries.has(id)) return;
  // Placed first: a unit holding itself (through links) is listed once, not followed forever.
  const profiles = profilesOf(context.index, node);
  const categoryIds = categoryIdsOf(context, node);
  const entry: CatalogueEntry = {
    id,
    name: bilingual(node.name, node.defId),
    kind: kindOf(context, node),
    walker: isWalker(context, categoryIds),
    count: { min: 1, max: 1, default: 1, unit: context.countUnit },
    costs: costsOf(node),
    unique: false,
    traits: node.categoryLinks.map((link) => textIn(context.index.category(link.targetId)?.name, 'en')),
    tags: [],
    profiles: statLines(context, node, profiles),
    weapons: [],
    abilities: [],
    options: [],
    optionGroups: [],
    contains: [],
  };
  const unitClass = classOf(categoryIds);
  if (unitClass !== undefined) entry.class = unitClass;
  const note = noteOf(context, node);
  if (note) entry.note = note;
  context.entries.set(id, entry);
  entry.weapons = weaponRefs(context, profiles, node);
  entry.abilities = abilityRefs(context, node);
  const { options, groups, contains } = optionsUnder(context, node);
  entry.options = options;
  entry.optionGroups = groups;
  entry.contains = contains;
  if (context.glossary) {
    takeBasesInfo(entry);
    pricePerModel(entry, context.perModel);
    if (isUnique(node)) entry.unique = true;
    if (contains.length > 0) {
      // A formation never boards a transport: its category says what it holds (a Spirit Host's
      // Wraithlords), not that it walks.
      entry.walker = false;
      entry.costs = leastCosts(context, node, entry.costs);
      if (priceDependsOnContents(context, contains)) entry.leastPrice = true;
    }
  }
}

/**
 * Whether a formation may cost more than its least price: it holds a content whose price may grow (a
 * least price of its own, or options that cost: sizes bought by steps, upgrades), or a priced one it
 * may take more of than it must (a choice among détachements).
 */
function priceDependsOnContents(context: ViewContext, contains: CatalogueEntry['contains']): boolean {
  const costs = (values: Record<string, number>) => Object.values(values).some((value) => value !== 0);
  return contains.some(({ entry: id, min, max }) => {
    const content = context.entries.get(id);
    if (!content) return false;
    const grows = content.leastPrice === true || content.options.some((option) => costs(option.costs));
    return grows || (max > min && costs(content.costs));
  });
}

/**
 * Built-in data may write a unit's abilities and weapons on its bases (the models it must hold, a
 * Grand Prophète's one base): they are the unit's, shown with it as the first model's entries show
 * them, once. A model the unit may go without (a détachement's Rhinos) keeps its own.
 */
function takeBasesInfo(entry: CatalogueEntry): void {
  const abilityKey = (ref: AbilityRef) => `${ref.id}|${ref.param ?? ''}|${ref.paramText ?? ''}`;
  const shown = new Set(entry.profiles.map((profile) => JSON.stringify(profile.stats)));
  for (const option of entry.options) {
    if (option.kind !== 'model' || option.id.includes(OPTION_PATH_SEPARATOR)) continue;
    // The unit shows its models' stat lines (statLines): a model's line is not printed a second time.
    if (option.stats && shown.has(JSON.stringify(option.stats))) delete option.stats;
    if (option.min <= 0) continue;
    // Its bases are options of their own: their number is the unit's count.
    entry.countsModels = true;
    const abilities = new Set(entry.abilities.map(abilityKey));
    for (const ref of option.abilities) if (!abilities.has(abilityKey(ref))) entry.abilities.push(ref);
    const weapons = new Set(entry.weapons.map((weapon) => weapon.id));
    for (const ref of option.weapons) if (!weapons.has(ref.id)) entry.weapons.push(ref);
    option.abilities = [];
    option.weapons = [];
  }
}

/**
 * The profile types of the data: the one units show and those of weapons. Built-in data shows the
 * game's unit stats (the type having most of them); imported data, the type most root units show.
 */
function profileTypesOf(
  input: FactionViewInput,
  roots: OptionNode[],
): { unit?: ProfileType; weapons: Set<string> } {
  const { index } = input;
  const types = index.gameSystem.profileTypes ?? [];
  const weapons = new Set(types.filter((type) => WEAPON_TYPE.test(textIn(type.name, 'en'))).map((t) => t.id));
  if (input.builtin) {
    const stats = new Set(input.game.unitStats.map((stat) => stat.id));
    const shown = (type: ProfileType) =>
      (type.characteristicTypes ?? []).filter((characteristic) => stats.has(characteristic.id)).length;
    const unit = types
      .filter((type) => !weapons.has(type.id) && shown(type) > 0)
      .sort((a, b) => shown(b) - shown(a))[0];
    return unit ? { unit, weapons } : { weapons };
  }
  const uses = new Map<string, number>();
  const count = (profiles: Profile[]) => {
    for (const profile of profiles)
      if (!weapons.has(profile.typeId)) uses.set(profile.typeId, (uses.get(profile.typeId) ?? 0) + 1);
  };
  for (const root of roots) count(root.profiles);
  // Units whose profiles are shared ones their models link to (NetEpic Gold: a clan's Boyz and Nobz).
  if (uses.size === 0)
    for (const root of roots) {
      count(profilesOf(index, root));
      for (const child of index.selectable(root).values()) count(profilesOf(index, child));
    }
  let unit: ProfileType | undefined;
  let most = 0;
  for (const type of types) {
    const count = uses.get(type.id) ?? 0;
    if (count > most) {
      unit = type;
      most = count;
    }
  }
  return unit ? { unit, weapons } : { weapons };
}

function statDefs(type: ProfileType | undefined): StatDefInfo[] {
  return (type?.characteristicTypes ?? []).map((characteristic) => ({
    id: characteristic.id,
    name: bilingual(characteristic.name, characteristic.id),
    short: bilingual(characteristic.shortName ?? characteristic.name, characteristic.id),
  }));
}

function uniqueById<T extends { id: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

/** The game as an imported faction's lists count it: the data's cost types and characteristics. */
function communityGame(
  input: FactionViewInput,
  unit: ProfileType | undefined,
  weapons: Set<string>,
  dataLanguage: string | undefined,
): GameInfo {
  const costTypes = (input.index.gameSystem.costTypes ?? []).filter((cost) => !cost.hidden);
  const limited = limitedCostType(input.index.gameSystem.costTypes ?? []);
  // Every weapon type's characteristics: data may write weapons in several types (NetEpic Gold's
  // "Weapon" and "Imperial Titan Weapons"), and a characteristic left out shows under its raw id.
  const weaponTypes = (input.index.gameSystem.profileTypes ?? []).filter((type) => weapons.has(type.id));
  return {
    ...input.game,
    defaultPointsLimit:
      limited?.defaultCostLimit && limited.defaultCostLimit > 0
        ? limited.defaultCostLimit
        : input.game.defaultPointsLimit,
    costTypes: costTypes.map((cost) => {
      // Muster's word where it knows the data's ("Dublonen": doublons), else the data's own, marked.
      const known = knownTerm(cost.name);
      const language = known ? undefined : dataLanguage;
      return {
        id: cost.id,
        name: known ?? bilingual(cost.name, cost.id),
        primary: cost.id === limited?.id,
        ...(language ? { lang: language } : {}),
      };
    }),
    unitStats: statDefs(unit),
    weaponStats: uniqueById(weaponTypes.flatMap(statDefs)),
    rangeBands: [],
  };
}

/** The language the data's names are written in, told by the cost types and categories Muster knows. */
function languageOf(index: DataIndex): { language?: string } {
  const names = [
    ...(index.gameSystem.costTypes ?? []).map((cost) => cost.name),
    ...[index.gameSystem, ...index.catalogues.values()].flatMap((file) =>
      (file.categoryEntries ?? []).map((category) => category.name),
    ),
  ];
  const language = dataLanguageOf(names);
  return language ? { language } : {};
}

function contextOf(
  input: FactionViewInput,
  types: { unit?: ProfileType; weapons: Set<string> },
): ViewContext {
  const { index, builtin } = input;
  const kinds: readonly string[] = ENTRY_KINDS[input.game.id as GameId] ?? [];
  return {
    index,
    unitType: types.unit,
    weaponTypes: types.weapons,
    abilities: {},
    weapons: {},
    entries: new Map(),
    game: input.game,
    faction: input.catalogueId,
    kinds: new Set(kinds),
    statLanguage: builtin ? 'fr' : 'en',
    countUnit: builtin?.binding?.counts ?? 'model',
    statValues: {},
    ...(builtin ? { glossary: builtinGlossary(input, builtin), kindNames: {} } : {}),
    gameRules: new Set((index.gameSystem.sharedRules ?? []).map((rule) => rule.id)),
    itemGroups: builtin
      ? (index.catalogues.get(input.catalogueId)?.sharedSelectionEntryGroups ?? []).map((group) => group.id)
      : [],
    items: new Map(),
    perModel: new Map(),
    walkerCategories: new Set(builtin?.binding?.categories?.walker ?? []),
    companyCategories: new Set(builtin?.binding?.categories?.['company-card'] ?? []),
  };
}

/**
 * The cost types the faction's data prices: a cost of its entries, or a modifier of one, other than 0
 * (in its catalogue, those it links to, and the game system). A cost type it never prices (the
 * NetEpic codices give no break or victory points) is not one of its lists' figures: a list would
 * always show it at 0. The primary one is always kept.
 */
function pricedCostTypes(input: FactionViewInput, costTypes: GameInfo['costTypes']): GameInfo['costTypes'] {
  const ids = new Set(costTypes.map((cost) => cost.id));
  const priced = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const node = value as Record<string, unknown>;
    const typeId = node.typeId ?? node.field;
    if (typeof typeId === 'string' && ids.has(typeId) && typeof node.value === 'number' && node.value !== 0)
      priced.add(typeId);
    for (const child of Object.values(node)) visit(child);
  };
  const catalogues = new Map(input.data.catalogues.map((catalogue) => [catalogue.id, catalogue]));
  const own = catalogues.get(input.catalogueId);
  visit(input.data.gameSystem);
  visit(own);
  for (const link of own?.catalogueLinks ?? []) visit(catalogues.get(link.targetId));
  return costTypes.filter((cost) => cost.primary || priced.has(cost.id));
}

/** The faction as the lists and the library name it. */
function factionInfo(input: FactionViewInput, entryCount: number): FactionInfo {
  const { index, catalogueId, builtin } = input;
  const catalogue = index.catalogues.get(catalogueId);
  const info: FactionInfo = {
    id: catalogueId,
    game: input.game.id,
    name: bilingual(catalogue?.name, catalogueId),
    sources: builtin?.sources ?? [],
    entryCount,
  };
  if (builtin) {
    const edition = catalogue?.publications?.[0]?.shortName?.trim();
    return { ...info, ...(edition ? { edition } : {}), fromGameData: true };
  }
  return {
    ...info,
    community: {
      gameSystemId: index.gameSystem.id,
      gameSystemName: textIn(index.gameSystem.name, 'en').trim() || index.gameSystem.id,
      revision: catalogue?.revision ?? 0,
      ...languageOf(index),
    },
  };
}

/** The faction catalogue of a catalogue of the engine's model: imported, or built-in (`builtin`). */
export function factionView(input: FactionViewInput): FactionCatalogue {
  const roots = [...input.index.selectableRoots(input.catalogueId).values()].filter((node) => !node.hidden);
  const types = profileTypesOf(input, roots);
  const context = contextOf(input, types);
  for (const root of roots) addEntry(context, root);
  const faction = factionInfo(input, context.entries.size);
  const game = input.builtin
    ? input.game
    : communityGame(input, types.unit, types.weapons, faction.community?.language);
  const costTypes = pricedCostTypes(input, game.costTypes);
  return {
    game: costTypes.length === game.costTypes.length ? game : { ...game, costTypes },
    faction,
    entries: [...context.entries.values()],
    items: itemsOf(context),
    abilities: context.abilities,
    weapons: context.weapons,
    gameData: input.data,
    ...(context.kindNames && Object.keys(context.kindNames).length > 0
      ? { kindNames: context.kindNames }
      : {}),
    ...(Object.keys(context.statValues).length > 0 ? { statValues: context.statValues } : {}),
  };
}
