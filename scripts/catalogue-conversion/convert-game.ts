/**
 * A v1 game file (`db/catalogue/<game>/game.json`) as a v2 game system: cost types with the default
 * limit, profile types for units and weapons, the categories every faction uses (entry kinds, NetEpic
 * classes), the game's abilities as shared rules and its weapons as shared profiles.
 */
import type {
  CategoryEntry,
  CharacteristicType,
  GameSystem,
  Profile,
  ProfileType,
  Rule,
} from '../../src/core/catalogue/model';
import { ENTRY_KINDS, type Ability, type GameFile, type Weapon } from '../../src/core/catalogue/schema';
import { CATEGORY_NAMES, FORCE_NAMES, PROFILE_TYPE_NAMES } from './names';
import { abilityName, joinTexts, mapText } from './texts';

export const UNIT_PROFILE = 'unit';
export const WEAPON_PROFILE = 'weapon';
export const RULES_CHARACTERISTIC = 'rules';
export const NOTE_CHARACTERISTIC = 'note';

/**
 * Deadzone's strike team is the same for every faction (its rules sit on the game's categories, as
 * in the community data); NetEpic armies, Freebooter's Fate crews and Antares forces each have
 * their faction's own force entry, where per-faction composition rules are written.
 */
export const GAME_WIDE_FORCE = new Set(['deadzone']);

export function categoryEntry(id: string, comment?: string): CategoryEntry {
  const name = CATEGORY_NAMES[id];
  if (!name) throw new Error(`no name for category ${id}`);
  return { id, name, ...(comment ? { comment } : {}) };
}

export function forceEntryId(game: string, faction?: string): string {
  return faction ? `${faction}-force` : `${game}-force`;
}

export function abilityRule(ability: Ability): Rule {
  return { id: ability.id, name: ability.name, description: ability.summary };
}

function profileTypes(game: GameFile['game']): ProfileType[] {
  const stat = (def: GameFile['game']['unitStats'][number]): CharacteristicType => ({
    id: def.id,
    name: def.name,
    shortName: def.short,
  });
  return [
    { id: UNIT_PROFILE, name: PROFILE_TYPE_NAMES.unit, characteristicTypes: game.unitStats.map(stat) },
    {
      id: WEAPON_PROFILE,
      name: PROFILE_TYPE_NAMES.weapon,
      characteristicTypes: [
        ...game.rangeBands.map((band) => ({ id: `range-${band.id}`, name: band.name, shortName: band.name })),
        ...game.weaponStats.map(stat),
        {
          id: RULES_CHARACTERISTIC,
          name: PROFILE_TYPE_NAMES.abilities,
          shortName: PROFILE_TYPE_NAMES.abilities,
        },
        { id: NOTE_CHARACTERISTIC, name: PROFILE_TYPE_NAMES.note, shortName: PROFILE_TYPE_NAMES.note },
      ],
    },
  ];
}

/** One profile per firing mode: "Lance-flammes", "Canon à distorsion (Tir direct)". */
export function weaponProfiles(weapon: Weapon, abilities: ReadonlyMap<string, Ability>): Profile[] {
  return weapon.profiles.map((mode, i) => {
    const characteristics: Profile['characteristics'] = [];
    for (const range of mode.ranges)
      characteristics.push({ typeId: `range-${range.band}`, value: range.distance });
    for (const [typeId, value] of Object.entries(mode.stats)) characteristics.push({ typeId, value });
    const rules = mode.abilities.map((ref) => {
      const ability = abilities.get(ref.id);
      return ability ? abilityName(ability.name, ref) : { fr: ref.id, en: ref.id };
    });
    if (rules.length > 0) characteristics.push({ typeId: RULES_CHARACTERISTIC, value: joinTexts(rules) });
    if (mode.note) characteristics.push({ typeId: NOTE_CHARACTERISTIC, value: mode.note });
    const modeName = mode.mode;
    const name = modeName
      ? { fr: `${weapon.name.fr} (${modeName.fr})`, en: `${weapon.name.en} (${modeName.en})` }
      : weapon.name;
    return {
      id: weapon.profiles.length === 1 ? weapon.id : `${weapon.id}.${i + 1}`,
      name,
      typeId: WEAPON_PROFILE,
      characteristics,
    };
  });
}

export function convertGame(file: GameFile, abilityIndex: ReadonlyMap<string, Ability>): GameSystem {
  const { game } = file;
  const kinds = ENTRY_KINDS[game.id] as readonly string[];
  const classes = game.id === 'netepic' ? [1, 2, 3, 4, 5].map((n) => `class-${n}`) : [];
  const gameWide = GAME_WIDE_FORCE.has(game.id);
  return {
    kind: 'gameSystem',
    id: game.id,
    name: game.name,
    revision: 1,
    costTypes: game.costTypes.map((cost) => ({
      id: cost.id,
      name: cost.name,
      defaultCostLimit: cost.primary ? game.defaultPointsLimit : -1,
    })),
    profileTypes: profileTypes(game),
    categoryEntries: [...kinds, ...classes].map((id) => categoryEntry(id)),
    ...(gameWide
      ? {
          forceEntries: [
            {
              id: forceEntryId(game.id),
              name: FORCE_NAMES[game.id] ?? mapText(game.name, (value) => value),
              categoryLinks: kinds.map((id) => ({ id: `${forceEntryId(game.id)}.${id}`, targetId: id })),
            },
          ],
        }
      : {}),
    sharedRules: file.abilities.map(abilityRule),
    sharedProfiles: file.weapons.flatMap((weapon) => weaponProfiles(weapon, abilityIndex)),
  };
}
