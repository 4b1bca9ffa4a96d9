/**
 * A v1 faction file as a v2 catalogue. Ids are kept: an entry keeps its id, an option keeps its id
 * under its entry, a faction item keeps its id, so version 2 rosters name the same things. What v1
 * said with fields the engine interpreted in code becomes data:
 * - kind, NetEpic class, walker, tags and traits → category links (the kind is the primary one);
 * - `count` → a unit holding a model entry for its default bases or models, and an "extra" model
 *   entry priced per base above the default (BattleScribe prices a unit, then its added models);
 * - `unique`, `limit` → constraints; option and group min / max → constraints under the entry;
 * - `contains` (a NetEpic card's détachements) → entry links with min / max; an entry that exists
 *   only inside cards (no price of its own) is shared, not offered at the root;
 * - faction items → a shared group linked into every model that may carry items.
 */
import type {
  CategoryLink,
  Catalogue,
  Constraint,
  Cost,
  EntryLink,
  InfoLink,
  Profile,
  SelectionEntry,
  SelectionEntryGroup,
} from '../../src/core/catalogue/model';
import { ENTRY_KINDS } from '../../src/core/catalogue/schema';
import type {
  Ability,
  AbilityRef,
  CatalogueEntry,
  CatalogueOption,
  Costs,
  FactionFile,
  GameFile,
  I18nText,
} from '../../src/core/catalogue/schema';
import { abilityRule, forceEntryId, GAME_WIDE_FORCE, UNIT_PROFILE, weaponProfiles } from './convert-game';
import { CATEGORY_NAMES, FORCE_NAMES, ITEMS_GROUP_NAME, MODEL_NAMES } from './names';
import { abilityName, isProvenance, mapText, slug } from './texts';

export interface FactionContext {
  game: GameFile;
  abilities: ReadonlyMap<string, Ability>;
  /** Weapon id → the shared profiles of its firing modes. */
  weaponProfiles: ReadonlyMap<string, Profile[]>;
  /** Categories the game system declares; the catalogue declares the others it uses. */
  gameCategories: ReadonlySet<string>;
}

/** Entries that carry no items: Bestial and Véhicule models, walkers and bikes (Deadzone). */
const NO_ITEM_KINDS = new Set(['bestial', 'vehicle']);
const NO_ITEM_TAGS = new Set(['walker', 'bike', 'vehicle']);

function constraint(
  owner: string,
  type: 'min' | 'max',
  value: number,
  scope: string,
  extra: Partial<Constraint> = {},
): Constraint {
  return {
    id: `${owner}.${type}${scope === 'parent' ? '' : `-${scope}`}`,
    type,
    value,
    field: 'selections',
    scope,
    shared: true,
    ...extra,
  };
}

export function costList(costs: Costs | undefined): Cost[] {
  return Object.entries(costs ?? {}).map(([typeId, value]) => ({ typeId, value }));
}

function countConstraints(owner: string, min: number, max: number | undefined): Constraint[] {
  const out: Constraint[] = [];
  if (min > 0) out.push(constraint(owner, 'min', min, 'parent'));
  if (max !== undefined) out.push(constraint(owner, 'max', max, 'parent'));
  return out;
}

class FactionConverter {
  private readonly categories = new Map<string, { fr: string; en: string }>();

  constructor(
    private readonly file: FactionFile,
    private readonly context: FactionContext,
  ) {}

  private category(id: string, name?: { fr: string; en: string }): CategoryLink {
    if (!this.context.gameCategories.has(id)) {
      const known = name ?? CATEGORY_NAMES[id];
      if (!known) throw new Error(`${this.file.faction.id}: no name for category ${id}`);
      this.categories.set(id, known);
    }
    return { id: `${id}.link`, targetId: id };
  }

  private whatItIs(source: {
    class?: number | undefined;
    walker?: boolean | undefined;
    tags: string[];
  }): CategoryLink[] {
    const links: CategoryLink[] = [];
    if (source.class !== undefined) links.push(this.category(`class-${source.class}`));
    if (source.walker && !source.tags.includes('walker')) links.push(this.category('walker'));
    for (const tag of source.tags) links.push(this.category(tag));
    return links;
  }

  private abilityLinks(owner: string, refs: AbilityRef[]): InfoLink[] {
    return refs.map((ref) => {
      const ability = this.context.abilities.get(ref.id);
      const link: InfoLink = { id: `${owner}.rule.${ref.id}`, targetId: ref.id, type: 'rule' };
      if (ability && (ref.param !== undefined || ref.paramText !== undefined))
        link.name = abilityName(ability.name, ref);
      return link;
    });
  }

  private weaponLinks(owner: string, refs: { id: string; count: number }[]): InfoLink[] {
    return refs.flatMap((ref) =>
      (this.context.weaponProfiles.get(ref.id) ?? []).map((profile) => {
        const link: InfoLink = { id: `${owner}.weapon.${profile.id}`, targetId: profile.id, type: 'profile' };
        // BattleScribe has no weapon count: "2 × Bolter" is how community data writes it.
        if (ref.count > 1) link.name = mapText(profile.name as I18nText, (name) => `${ref.count} × ${name}`);
        return link;
      }),
    );
  }

  private statProfile(id: string, name: { fr: string; en: string }, stats: Record<string, string>): Profile {
    return {
      id,
      name,
      typeId: UNIT_PROFILE,
      characteristics: Object.entries(stats).map(([typeId, value]) => ({ typeId, value })),
    };
  }

  private option(entry: CatalogueEntry, option: CatalogueOption): SelectionEntry {
    const out: SelectionEntry = {
      id: option.id,
      name: option.name,
      type: option.kind === 'model' ? 'model' : 'upgrade',
    };
    const constraints = countConstraints(`${entry.id}.${option.id}`, option.min, option.max);
    if (constraints.length > 0) out.constraints = constraints;
    if (option.default > 0) out.defaultAmount = option.default;
    const costs = costList(option.costs);
    if (costs.length > 0) out.costs = costs;
    const categories = this.whatItIs({ class: option.class, walker: option.walker, tags: option.tags });
    if (categories.length > 0) out.categoryLinks = categories;
    if (option.stats)
      out.profiles = [this.statProfile(`${entry.id}.${option.id}.profile`, option.name, option.stats)];
    const links = [
      ...this.weaponLinks(`${entry.id}.${option.id}`, option.weapons),
      ...this.abilityLinks(`${entry.id}.${option.id}`, option.abilities),
    ];
    if (links.length > 0) out.infoLinks = links;
    return out;
  }

  private optionGroups(entry: CatalogueEntry): SelectionEntryGroup[] {
    return entry.optionGroups.map((group) => ({
      id: `${entry.id}.${group.id}`,
      name: group.name,
      constraints: countConstraints(`${entry.id}.${group.id}`, group.min, group.max),
      selectionEntries: entry.options
        .filter((option) => option.group === group.id && option.kind !== 'item')
        .map((option) => this.option(entry, option)),
    }));
  }

  /** A unit's bases or models: those its price includes, then the ones bought one by one. */
  private models(entry: CatalogueEntry): SelectionEntry[] {
    const { count } = entry;
    if (count.min === 1 && count.max === 1) return [];
    const names = count.unit === 'base' ? MODEL_NAMES.base : MODEL_NAMES.model;
    const whatItIs = this.whatItIs(entry);
    const included: SelectionEntry = {
      id: `${entry.id}.models`,
      name: names,
      type: 'model',
      constraints: countConstraints(`${entry.id}.models`, Math.min(count.min, count.default), count.default),
      defaultAmount: count.default,
      ...(whatItIs.length > 0 ? { categoryLinks: whatItIs } : {}),
    };
    if (count.max <= count.default) return [included];
    const extraNames = count.unit === 'base' ? MODEL_NAMES.extraBase : MODEL_NAMES.extraModel;
    const extra: SelectionEntry = {
      id: `${entry.id}.extra`,
      name: extraNames,
      type: 'model',
      constraints: countConstraints(`${entry.id}.extra`, 0, count.max - count.default),
      costs: costList(entry.extraCosts),
      ...(whatItIs.length > 0 ? { categoryLinks: whatItIs } : {}),
    };
    return [included, extra];
  }

  private itemCapacity(entry: CatalogueEntry): number {
    const kinds = entry.abilities.map((ref) => this.context.abilities.get(ref.id)?.ruleKind);
    if (kinds.some((kind) => kind !== undefined && NO_ITEM_KINDS.has(kind))) return 0;
    if (entry.tags.some((tag) => NO_ITEM_TAGS.has(tag))) return 0;
    return kinds.includes('looter') ? 3 : 1;
  }

  /**
   * The items a model may carry: its own item options and the faction's items, counted together.
   * A model that may carry none still lists them, at most 0, so that a roster giving it one gets
   * a verdict naming the rule rather than an unknown option.
   */
  private itemGroup(entry: CatalogueEntry): SelectionEntryGroup | undefined {
    const own = entry.options.filter((option) => option.kind === 'item');
    const hasFactionItems = this.file.items.length > 0;
    if (own.length === 0 && !hasFactionItems) return undefined;
    const group: SelectionEntryGroup = {
      id: `${entry.id}.items`,
      name: ITEMS_GROUP_NAME,
      constraints: [constraint(`${entry.id}.items`, 'max', this.itemCapacity(entry), 'parent')],
    };
    if (own.length > 0) group.selectionEntries = own.map((option) => this.option(entry, option));
    if (hasFactionItems)
      group.entryLinks = [
        { id: `${entry.id}.faction-items`, targetId: itemsGroupId(this.file), type: 'selectionEntryGroup' },
      ];
    return group;
  }

  entry(entry: CatalogueEntry, containedIn: Map<string, string[]>): SelectionEntry {
    const single = entry.count.min === 1 && entry.count.max === 1;
    const out: SelectionEntry = { id: entry.id, name: entry.name, type: single ? 'model' : 'unit' };
    const primary: CategoryLink = { ...this.category(entry.kind), primary: true };
    const traits = entry.traits.map((trait) =>
      this.category(`trait-${slug(trait)}`, { fr: trait, en: trait }),
    );
    out.categoryLinks = [primary, ...(single ? this.whatItIs(entry) : []), ...traits];
    if (!single && entry.tags.length > 0) {
      // A unit is what its models are for the rules that count whole units (Personnage Lié targets).
      out.categoryLinks.push(...this.whatItIs(entry));
    }
    const costs = costList(entry.costs);
    if (costs.length > 0) out.costs = costs;
    const constraints: Constraint[] = [];
    if (entry.unique) constraints.push(constraint(entry.id, 'max', 1, 'roster'));
    if (entry.limit && entry.limit.per === 'army') {
      if (entry.limit.min > 0) constraints.push(constraint(entry.id, 'min', entry.limit.min, 'force'));
      if (entry.limit.max !== undefined && !(entry.unique && entry.limit.max >= 1))
        constraints.push(constraint(entry.id, 'max', entry.limit.max, 'force'));
    }
    if (constraints.length > 0) out.constraints = constraints;
    out.profiles = entry.profiles.map((profile, i) =>
      this.statProfile(
        entry.profiles.length === 1 ? `${entry.id}.profile` : `${entry.id}.profile.${i + 1}`,
        profile.name ?? entry.name,
        profile.stats,
      ),
    );
    if (out.profiles.length === 0) delete out.profiles;
    const links = [
      ...this.weaponLinks(entry.id, entry.weapons),
      ...this.abilityLinks(entry.id, entry.abilities),
    ];
    if (links.length > 0) out.infoLinks = links;
    const children = [
      ...this.models(entry),
      ...entry.options
        .filter((option) => option.group === undefined && option.kind !== 'item')
        .map((option) => this.option(entry, option)),
    ];
    if (children.length > 0) out.selectionEntries = children;
    const groups = [...this.optionGroups(entry)];
    const items = this.itemGroup(entry);
    if (items) groups.push(items);
    if (groups.length > 0) out.selectionEntryGroups = groups;
    const contents: EntryLink[] = entry.contains.map((slot) => ({
      id: `${entry.id}.contains.${slot.entry}`,
      targetId: slot.entry,
      type: 'selectionEntry',
      constraints: countConstraints(`${entry.id}.contains.${slot.entry}`, slot.min, slot.max),
    }));
    if (contents.length > 0) out.entryLinks = contents;
    if (entry.note) {
      if (isProvenance(entry.note)) out.comment = `${entry.note.fr}\n${entry.note.en}`;
      else
        out.rules = [{ id: `${entry.id}.note`, name: { fr: 'Note', en: 'Note' }, description: entry.note }];
    }
    if (containedIn.has(entry.id)) {
      const holders = containedIn.get(entry.id)!.join(', ');
      out.comment = [out.comment, `Chosen inside: ${holders}.`].filter(Boolean).join('\n');
    }
    return out;
  }

  convert(): Catalogue {
    const { file, context } = this;
    const containedIn = new Map<string, string[]>();
    for (const entry of file.entries)
      for (const slot of entry.contains)
        containedIn.set(slot.entry, [...(containedIn.get(slot.entry) ?? []), entry.id]);
    const primaryCost = context.game.game.costTypes.find((cost) => cost.primary)?.id ?? 'points';
    // An entry with no price of its own that a card contains exists only inside that card.
    const cardOnly = (entry: CatalogueEntry) =>
      containedIn.has(entry.id) && (entry.costs[primaryCost] ?? 0) === 0;
    const converted = file.entries.map((entry) => ({ entry, v2: this.entry(entry, containedIn) }));
    const catalogue: Catalogue = {
      kind: 'catalogue',
      id: file.faction.id,
      name: file.faction.name,
      revision: 1,
      gameSystemId: file.faction.game,
      gameSystemRevision: 1,
      comment: file.faction.sources.join('\n'),
      selectionEntries: converted.filter(({ entry }) => !containedIn.has(entry.id)).map(({ v2 }) => v2),
      entryLinks: converted
        .filter(({ entry }) => containedIn.has(entry.id) && !cardOnly(entry))
        .map(({ entry }) => ({
          id: `${entry.id}.root`,
          targetId: entry.id,
          type: 'selectionEntry' as const,
        })),
      sharedSelectionEntries: converted.filter(({ entry }) => containedIn.has(entry.id)).map(({ v2 }) => v2),
    };
    if (file.items.length > 0)
      catalogue.sharedSelectionEntryGroups = [
        {
          id: itemsGroupId(file),
          name: ITEMS_GROUP_NAME,
          selectionEntries: file.items.map((item) =>
            this.option({ id: file.faction.id } as CatalogueEntry, item),
          ),
        },
      ];
    if (file.abilities.length > 0) catalogue.sharedRules = file.abilities.map(abilityRule);
    const profiles = file.weapons.flatMap((weapon) => weaponProfiles(weapon, context.abilities));
    if (profiles.length > 0) catalogue.sharedProfiles = profiles;
    const game = file.faction.game;
    if (!GAME_WIDE_FORCE.has(game))
      catalogue.forceEntries = [
        {
          id: forceEntryId(game, file.faction.id),
          name: FORCE_NAMES[game]!,
          categoryLinks: ENTRY_KINDS[game].map((kind) => ({
            id: `${forceEntryId(game, file.faction.id)}.${kind}`,
            targetId: kind,
          })),
        },
      ];
    const categories = [...this.categories].map(([id, name]) => ({ id, name }));
    if (categories.length > 0) catalogue.categoryEntries = categories;
    for (const key of ['entryLinks', 'sharedSelectionEntries'] as const)
      if (catalogue[key]?.length === 0) delete catalogue[key];
    return catalogue;
  }
}

export function itemsGroupId(file: FactionFile): string {
  return `${file.faction.id}.items`;
}

export function convertFaction(file: FactionFile, context: FactionContext): Catalogue {
  return new FactionConverter(file, context).convert();
}
