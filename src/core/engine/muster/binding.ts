/**
 * How a game's community data speaks to Muster's own rules (Personnage Lié, Transport, Elite pool,
 * Tacticien…), authored per game under `db/bindings/`: which rules run, their parameters, how an
 * ability is written in the data ("Tactician (#)", '#' standing for its number), where ability lists
 * live (a profile characteristic such as "Abilities"), and which categories mean infantry, walker…
 * A house-rule variant is a change of this file, not of code.
 */
import { z } from 'zod';

export const BOUND_KINDS = [
  'infantry',
  'cavalry',
  'walker',
  'vehicle',
  'character',
  'flying',
  'floating',
  'tunnelling',
  'leader',
  'company-card',
] as const;
export type BoundKind = (typeof BOUND_KINDS)[number];

const name = z.string().min(1).max(200);
const kindName = z.string().regex(/^[a-z-]+$/);

export const gameBindingSchema = z.strictObject({
  formatVersion: z.literal(1),
  /** The Muster game id. */
  game: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** The community game system ids (BattleScribe) this binding reads. */
  gameSystemIds: z.array(z.string().min(1)).min(1),
  /** The Muster rules that run on this game's data, with their parameters; a rule absent does not run. */
  rules: z.strictObject({
    tactician: z.strictObject({}).optional(),
    transport: z
      .strictObject({
        /** Seeds 001/002: walkers and a free character need a transport model of at least this capacity. */
        largeCapacity: z.number().int().positive(),
        /** Places one walker takes. */
        walkerPlaces: z.number().int().positive(),
        /** Seed 001: character bases riding free in each transport model of `largeCapacity` or more. */
        freeCharactersPerLargeTransport: z.number().int().nonnegative().default(0),
        /** Categories (names or ids) of walkers too large to board at all (war engines, titans). */
        neverBoard: z.array(name).default([]),
      })
      .optional(),
    attachedCharacter: z
      .strictObject({
        /** Seed 001: « jusqu'à 2 Personnage Liés à un même détachement ». */
        maxPerDetachment: z.number().int().positive(),
        /** Class label → the categories (names or ids) that put a unit in that class. */
        classes: z.record(z.string().min(1).max(20), z.array(name).min(1)).default({}),
        /** Class label → the other classes a character of that class may also join (seed 001: 1 → 2). */
        alsoJoins: z.record(z.string().min(1).max(20), z.array(z.string().min(1).max(20))).default({}),
        /** Ability kinds a character gains from the détachement it joins (Infiltration…). */
        passes: z.array(kindName).default([]),
        /**
         * For data that writes no Personnage Lié (NetEpic Gold): a unit whose one and only base
         * holding this ability (Headquarters) is of one of these kinds is a Personnage Lié — a
         * Librarian, a Commissar, a Company HQ; not a Warboss leading his Nobz, nor a war engine.
         */
        recognisedBy: z
          .strictObject({ ability: kindName, kinds: z.array(z.enum(BOUND_KINDS)).min(1) })
          .optional(),
      })
      .optional(),
    elitePool: z
      .strictObject({
        /** Rerolls an Elite written without a number brings (NetEpic Gold's "Elite"). */
        withoutNumber: z.number().int().nonnegative().default(0),
      })
      .optional(),
    leaderOnly: z.strictObject({}).optional(),
    unitEquipment: z
      .strictObject({
        /** Seed 004: targeters add +1 Acc each, « jusqu'à un maximum de +3 ». */
        targeterCap: z.number().int().nonnegative(),
      })
      .optional(),
  }),
  /** Ability kind → how the data writes it; '#' stands for the parameter. */
  abilities: z.record(kindName, z.array(name).min(1)),
  /** Characteristic names whose text lists abilities, comma separated ("Abilities"). */
  abilityCharacteristics: z.array(name).default([]),
  /** What categories mean, by category name or id. */
  categories: z.partialRecord(z.enum(BOUND_KINDS), z.array(name)).default({}),
  /**
   * What the data's models are on the table, as the game counts a unit: NetEpic counts bases
   * (« socles »); models when left out. Built-in data in the engine's model is shown and printed so.
   */
  counts: z.enum(['base', 'model']).optional(),
});

export type GameBinding = z.infer<typeof gameBindingSchema>;

export function parseBinding(json: unknown): GameBinding {
  return gameBindingSchema.parse(json);
}

/** The binding that reads a game system, if any. */
export function bindingFor(bindings: readonly GameBinding[], gameSystemId: string): GameBinding | undefined {
  return bindings.find((binding) => binding.gameSystemIds.includes(gameSystemId));
}
