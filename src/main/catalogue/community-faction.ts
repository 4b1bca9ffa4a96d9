/**
 * An imported community catalogue as the builder, the validation and the prints see a faction: its
 * units (the entries a force may hold at its root, and those that other units hold as formations),
 * with what each unit may take as options, its characteristics, weapons and rules. The rules of the
 * list (limits, costs, hidden options, categories) stay the game data's: the engine evaluates them on
 * the roster, so this view only says what there is to show and choose.
 *
 * A unit's options are the selectable entries under it, through its groups; the options of an option
 * (a model's weapons) are listed too, their keys joined by '/' from the unit down, which is how the
 * roster names them (read-roster-v3 `migrateV2` nests them again). A child entry of type `unit` is a
 * formation's content: a selection of its own with the unit as parent, so that characters can join it
 * and units can embark in it.
 */
import type { CatalogueEntry, CatalogueOption, GameId, I18nText, Weapon } from '../../core/catalogue/schema';
import type { GameData, Profile, ProfileType, Rule } from '../../core/catalogue/v2/model';
import { textIn, type LocalText } from '../../core/catalogue/v2/text';
import type { DataIndex, OptionNode } from '../../core/engine/v2/data-index';
import { limitedCostType } from '../../core/roster/builtin-migration';
import { dataLanguageOf, knownTerm } from '../../core/catalogue/known-terms';
import { MAX_OPTION_NESTING, OPTION_PATH_SEPARATOR } from '../../core/roster/schema';
import type {
  AbilityInfo,
  FactionCatalogue,
  FactionInfo,
  GameInfo,
  StatDefInfo,
  WeaponInfo,
} from '../../shared/catalogue-types';

/** Profile types whose name says weapon, in the languages the community data is written in. */
const WEAPON_TYPE = /weapon|waffe|arme|armes|wapen/i;
/** A stepper needs a bound: an unlimited option offers up to this many. */
const UNLIMITED_OPTION = 99;

/** A text of the data in both languages (the data's own where it has one only), trimmed. */
export function bilingual(text: LocalText | undefined, fallback = ''): I18nText {
  const fr = textIn(text, 'fr').trim() || fallback;
  const en = textIn(text, 'en').trim() || fallback;
  return { fr, en };
}

function costsOf(node: OptionNode): Record<string, number> {
  const costs: Record<string, number> = {};
  for (const cost of node.costs) if (cost.value !== 0) costs[cost.typeId] = cost.value;
  return costs;
}

interface ViewContext {
  index: DataIndex;
  unitType: ProfileType | undefined;
  weaponTypes: Set<string>;
  abilities: Record<string, AbilityInfo>;
  weapons: Record<string, WeaponInfo>;
  entries: Map<string, CatalogueEntry>;
  game: GameId;
  faction: string;
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

function profilesOf(context: ViewContext, node: OptionNode): Profile[] {
  const out = [...node.profiles];
  for (const link of node.infoLinks) {
    if (link.type !== 'profile' || link.hidden) continue;
    const target = context.index.infoTarget(link.targetId);
    if (target && 'typeId' in target) out.push(target);
  }
  return out.filter((profile) => !profile.hidden);
}

function rulesOf(context: ViewContext, node: OptionNode): Rule[] {
  const out = [...node.rules];
  for (const link of node.infoLinks) {
    if (link.type !== 'rule' || link.hidden) continue;
    const target = context.index.infoTarget(link.targetId);
    if (target && !('typeId' in target) && !('profiles' in target && !('description' in target)))
      out.push(target as Rule);
  }
  return out.filter((rule) => !rule.hidden);
}

function statsOf(profile: Profile): Record<string, string> {
  const stats: Record<string, string> = {};
  for (const characteristic of profile.characteristics ?? [])
    stats[characteristic.typeId] = textIn(characteristic.value, 'en');
  return stats;
}

/** The rules an entry names, as abilities of the faction (their description is the data's own). */
function abilityRefs(context: ViewContext, node: OptionNode): CatalogueEntry['abilities'] {
  const refs: CatalogueEntry['abilities'] = [];
  for (const rule of rulesOf(context, node)) {
    if (!context.abilities[rule.id]) {
      // A rule the data names without a text has no summary: its name says it all.
      const summary = bilingual(rule.description);
      context.abilities[rule.id] = {
        id: rule.id,
        game: context.game,
        faction: context.faction,
        name: bilingual(rule.name, rule.id),
        aliases: [],
        scope: 'unit',
        parameter: null,
        ruleKind: null,
        summary,
        restriction: null,
        actionType: null,
        fullText: null,
      };
    }
    refs.push({ id: rule.id });
  }
  return refs;
}

/** The weapons an entry shows: its profiles of a weapon type, kept once per profile id. */
function weaponRefs(context: ViewContext, profiles: Profile[]): { id: string; count: number }[] {
  const refs: { id: string; count: number }[] = [];
  for (const profile of profiles) {
    if (!context.weaponTypes.has(profile.typeId)) continue;
    if (!context.weapons[profile.id]) {
      const weapon: Weapon = {
        id: profile.id,
        name: bilingual(profile.name, profile.id),
        profiles: [{ ranges: [], stats: statsOf(profile), abilities: [] }],
      };
      context.weapons[profile.id] = { ...weapon, fullText: null };
    }
    refs.push({ id: profile.id, count: 1 });
  }
  return refs;
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
  const profiles = profilesOf(context, node);
  const unitProfile = profiles.find((profile) => profile.typeId === context.unitType?.id);
  const option: CatalogueOption = {
    id: key,
    kind: node.type === 'model' ? 'model' : 'upgrade',
    name,
    costs: costsOf(node),
    min,
    max: max < 0 ? UNLIMITED_OPTION : Math.max(max, 1),
    default: 'defaultAmount' in node.def ? (node.def.defaultAmount ?? 0) : 0,
    weapons: weaponRefs(context, profiles),
    abilities: abilityRefs(context, node),
    tags: [],
  };
  if (node.groupId !== undefined) option.group = node.groupId;
  if (unitProfile) option.stats = statsOf(unitProfile);
  return option;
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
      if (depth === 0 && child.type === 'unit') {
        const { min, max } = limitsOf(child);
        contains.push({ entry: child.id, min, max: max < 0 ? UNLIMITED_OPTION : Math.max(max, 1) });
        addEntry(context, child);
        continue;
      }
      const childKey = key === '' ? child.id : `${key}${OPTION_PATH_SEPARATOR}${child.id}`;
      const option = optionOf(context, child, childKey, prefix);
      options.push(option);
      collectGroups(context, child, groups, seenGroups);
      if (depth + 1 < MAX_OPTION_NESTING)
        next.push({ node: child, key: childKey, prefix: option.name, depth: depth + 1 });
    }
    stack.push(...next.reverse());
  }
  return { options, groups, contains };
}

function collectGroups(
  context: ViewContext,
  option: OptionNode,
  groups: CatalogueEntry['optionGroups'],
  seen: Set<string>,
): void {
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
  void context;
}

function primaryCategoryName(context: ViewContext, node: OptionNode): string {
  const link = node.categoryLinks.find((candidate) => candidate.primary) ?? node.categoryLinks[0];
  if (!link) return node.type;
  return textIn(context.index.category(link.targetId)?.name ?? link.name, 'en') || node.type;
}

function addEntry(context: ViewContext, node: OptionNode): void {
  if (context.entries.has(node.id)) return;
  // Placed first: a unit holding itself (through links) is listed once, not followed forever.
  const profiles = profilesOf(context, node);
  const entry: CatalogueEntry = {
    id: node.id,
    name: bilingual(node.name, node.defId),
    kind: primaryCategoryName(context, node),
    walker: false,
    count: { min: 1, max: 1, default: 1, unit: 'model' },
    costs: costsOf(node),
    unique: false,
    traits: node.categoryLinks.map((link) => textIn(context.index.category(link.targetId)?.name, 'en')),
    tags: [],
    profiles: profiles
      .filter((profile) => !context.weaponTypes.has(profile.typeId))
      .filter((profile) => profile.typeId === context.unitType?.id)
      .map((profile) => ({ name: bilingual(profile.name, ''), stats: statsOf(profile) })),
    weapons: [],
    abilities: [],
    options: [],
    optionGroups: [],
    contains: [],
  };
  context.entries.set(node.id, entry);
  entry.weapons = weaponRefs(context, profiles);
  entry.abilities = abilityRefs(context, node);
  const { options, groups, contains } = optionsUnder(context, node);
  entry.options = options;
  entry.optionGroups = groups;
  entry.contains = contains;
}

/** The profile types of the data: the one most units show, and those of weapons. */
function profileTypesOf(index: DataIndex, roots: OptionNode[]): { unit?: ProfileType; weapons: Set<string> } {
  const types = index.gameSystem.profileTypes ?? [];
  const weapons = new Set(types.filter((type) => WEAPON_TYPE.test(textIn(type.name, 'en'))).map((t) => t.id));
  const uses = new Map<string, number>();
  for (const root of roots)
    for (const profile of root.profiles)
      if (!weapons.has(profile.typeId)) uses.set(profile.typeId, (uses.get(profile.typeId) ?? 0) + 1);
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

export interface CommunityFactionInput {
  index: DataIndex;
  /** The game data the builder evaluates: the game system and the catalogues this one reads. */
  data: GameData;
  catalogueId: string;
  /** The Muster game this data is bound to, and its built-in description (names, range bands). */
  game: GameInfo;
}

/** The game as an imported faction's lists count it: the data's cost types and characteristics. */
function gameOf(
  input: CommunityFactionInput,
  unit: ProfileType | undefined,
  weapons: Set<string>,
  dataLanguage: string | undefined,
): GameInfo {
  const costTypes = (input.index.gameSystem.costTypes ?? []).filter((cost) => !cost.hidden);
  const limited = limitedCostType(input.index.gameSystem.costTypes ?? []);
  const weaponType = (input.index.gameSystem.profileTypes ?? []).find((type) => weapons.has(type.id));
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
    weaponStats: statDefs(weaponType),
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

/** The faction catalogue of an imported community catalogue. */
export function communityFactionCatalogue(input: CommunityFactionInput): FactionCatalogue {
  const { index, catalogueId } = input;
  const catalogue = index.catalogues.get(catalogueId);
  const roots = [...index.selectableRoots(catalogueId).values()].filter((node) => !node.hidden);
  const types = profileTypesOf(index, roots);
  const context: ViewContext = {
    index,
    unitType: types.unit,
    weaponTypes: types.weapons,
    abilities: {},
    weapons: {},
    entries: new Map(),
    game: input.game.id,
    faction: catalogueId,
  };
  for (const root of roots) addEntry(context, root);
  const faction: FactionInfo = {
    id: catalogueId,
    game: input.game.id,
    name: bilingual(catalogue?.name, catalogueId),
    sources: [],
    entryCount: context.entries.size,
    community: {
      gameSystemId: index.gameSystem.id,
      gameSystemName: textIn(index.gameSystem.name, 'en').trim() || index.gameSystem.id,
      revision: catalogue?.revision ?? 0,
      ...languageOf(index),
    },
  };
  return {
    game: gameOf(input, types.unit, types.weapons, faction.community?.language),
    faction,
    entries: [...context.entries.values()],
    items: [],
    abilities: context.abilities,
    weapons: context.weapons,
    gameData: input.data,
  };
}
