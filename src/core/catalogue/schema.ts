/**
 * Muster's own vocabulary of a game: the games, and their description, glossary and shared weapons
 * (`db/catalogue/<game>/glossary.json`, checked against `gameFileSchema` before it reaches SQLite).
 * The entries and options the faction view makes of the data are entry-types.ts.
 */
import { z } from 'zod';

export const GAME_IDS = ['netepic', 'deadzone', 'freebooters-fate', 'antares'] as const;
export const gameIdSchema = z.enum(GAME_IDS);
export type GameId = z.infer<typeof gameIdSchema>;

/** Stable ids: lower-case ASCII words joined by dashes, so they survive files, URLs and SQL. */
export const idSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are lower-case words joined by dashes');

/** Every user-visible text exists in French (first language) and English. */
export const i18nTextSchema = z.strictObject({
  fr: z.string().min(1),
  en: z.string().min(1),
});
export type I18nText = z.infer<typeof i18nTextSchema>;

/** Costs keyed by the game's cost type ids (points, vp, bp, doubloons…). */
export const costsSchema = z.record(idSchema, z.number().nonnegative());
export type Costs = z.infer<typeof costsSchema>;

/** Characteristics keyed by the game's stat ids; values are printed as written ("10cm", "4+", "-"). */
export const statsSchema = z.record(idSchema, z.string());

/** A reference to an ability, with its numeric parameter when it has one: Transport (2), Elite (1). */
export const abilityRefSchema = z.strictObject({
  id: idSchema,
  param: z.number().optional(),
  /** Free text parameter when the rule takes one that is not a number ("D10" for Déflagration). */
  paramText: z.string().optional(),
});
export type AbilityRef = z.infer<typeof abilityRefSchema>;

export const ABILITY_SCOPES = ['unit', 'weapon', 'action', 'item'] as const;

/**
 * The rule kinds that list building cares about. The engine looks abilities up by kind, never by
 * name, so that a French, English or imported alias behaves the same.
 */
export const RULE_KINDS = [
  'attached-character', // NetEpic Personnage Lié
  'transport', // NetEpic Transport (X)
  'elite', // NetEpic Elite (X)
  'infiltration', // NetEpic Infiltration (passed to an attached character)
  'command-unit', // NetEpic Unité de Commandement (passed to an attached character)
  'flying', // cannot be harnessed (Attelage): Volant / Aéronef
  'floating', // Antigrav / skimmer
  'tunnelling', // Tunnelier
  'tactician', // Deadzone Tacticien (n)
  'looter', // Deadzone Pillard: up to 3 items
  'bestial', // Deadzone Bestial: no items
  'vehicle', // Deadzone Véhicule: no items
  'leader-only', // Deadzone Stratège, Logistique: only works on the leader
  'restricted-action', // Freebooter's Fate actions for named fighters or traits
  'reflex-armour', // Antares reflex armour
  'hl-booster', // Antares mounts with HL boosters
  'medic', // Antares Medic / Medi-Drone / Medi-Probe rerolls
  'targeter', // Antares Targeter bonus (capped)
  'compactor-drone', // Antares Compactor Drone, carries one load
  'buddy-drone', // Antares buddy drones: equipment, not unit members
  'probe', // Antares probes
  'shield-drone', // Antares Shield Drone
] as const;
export const ruleKindSchema = z.enum(RULE_KINDS);
export type RuleKind = z.infer<typeof ruleKindSchema>;

export const abilitySchema = z.strictObject({
  id: idSchema,
  /**
   * The faction whose data alone names it (an Algoryn or Isorian rule): kept with the game's glossary
   * so that its names, aliases and scope are known, listed with that faction's abilities only.
   */
  faction: idSchema.optional(),
  name: i18nTextSchema,
  /** Other spellings found in rule books and data files ("Attached Character", "Elite (XX)"). */
  aliases: z.array(z.string()).default([]),
  scope: z.enum(ABILITY_SCOPES),
  /** Whether the ability carries a parameter, and what it means. */
  parameter: z
    .strictObject({ kind: z.enum(['number', 'text']), label: i18nTextSchema.optional() })
    .optional(),
  ruleKind: ruleKindSchema.optional(),
  /** Our own short summary (never the rule book's sentences). */
  summary: i18nTextSchema,
  /** Freebooter's Fate: the fighters (by name) or traits that alone may use this action. */
  restriction: z
    .strictObject({
      names: z.array(z.string()).default([]),
      traits: z.array(z.string()).default([]),
    })
    .optional(),
  /** Freebooter's Fate: simple / complex, movement / combat… as printed. */
  actionType: i18nTextSchema.optional(),
});
export type Ability = z.infer<typeof abilitySchema>;

/** One range band of a weapon: Antares has Efficace / Longue / Extrême with per-band strike values. */
export const rangeBandSchema = z.strictObject({
  band: idSchema,
  distance: z.string(),
  /** Characteristics that change with the band (compression weapons' strike value). */
  stats: statsSchema.optional(),
});

export const weaponProfileSchema = z.strictObject({
  /** Firing mode when the weapon has several (Tir Direct / Surplomb, Dispersion / Tir Unique). */
  mode: i18nTextSchema.optional(),
  ranges: z.array(rangeBandSchema).default([]),
  stats: statsSchema.default({}),
  abilities: z.array(abilityRefSchema).default([]),
  /** Printed text for what does not fit a number ("2+1 max 10", "corps-à-corps uniquement"). */
  note: i18nTextSchema.optional(),
  /** Authoring note (where a figure comes from, a choice made): kept in the file, never shown. */
  comment: z.string().optional(),
});

export const weaponSchema = z.strictObject({
  id: idSchema,
  name: i18nTextSchema,
  profiles: z.array(weaponProfileSchema).min(1),
});
export type Weapon = z.infer<typeof weaponSchema>;

export const statDefSchema = z.strictObject({
  id: idSchema,
  name: i18nTextSchema,
  /** Short label for stat lines ("Mvt", "Sv"). */
  short: i18nTextSchema,
});

export const costTypeSchema = z.strictObject({
  id: idSchema,
  name: i18nTextSchema,
  /** The cost that a roster's limit is expressed in. */
  primary: z.boolean().default(false),
});

/** `db/catalogue/<game>/glossary.json`: the game's description, its glossary and its shared weapons. */
export const gameFileSchema = z.strictObject({
  formatVersion: z.literal(1),
  game: z.strictObject({
    id: gameIdSchema,
    name: i18nTextSchema,
    costTypes: z.array(costTypeSchema).min(1),
    unitStats: z.array(statDefSchema),
    weaponStats: z.array(statDefSchema),
    /** Range band ids used by weapon profiles (efficace, longue, extreme…). */
    rangeBands: z.array(z.strictObject({ id: idSchema, name: i18nTextSchema })).default([]),
    defaultPointsLimit: z.number().int().positive(),
  }),
  abilities: z.array(abilitySchema),
  weapons: z.array(weaponSchema).default([]),
});
export type GameFile = z.infer<typeof gameFileSchema>;
