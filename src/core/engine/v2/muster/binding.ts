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

export const gameBindingSchema = z.strictObject({
  formatVersion: z.literal(1),
  /** The Muster game id. */
  game: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** The community game system ids (BattleScribe) this binding reads. */
  gameSystemIds: z.array(z.string().min(1)).min(1),
  rules: z.strictObject({
    tactician: z.strictObject({}).optional(),
    transport: z
      .strictObject({
        /** Seeds 001/002: walkers and a free character need a transport of at least this capacity. */
        largeCapacity: z.number().int().positive(),
        /** Places one walker takes. */
        walkerPlaces: z.number().int().positive(),
      })
      .optional(),
  }),
  /** Ability kind → how the data writes it; '#' stands for the parameter. */
  abilities: z.record(z.string().regex(/^[a-z-]+$/), z.array(name).min(1)),
  /** Characteristic names whose text lists abilities, comma separated ("Abilities"). */
  abilityCharacteristics: z.array(name).default([]),
  /** What categories mean, by category name or id. */
  categories: z.partialRecord(z.enum(BOUND_KINDS), z.array(name)).default({}),
});

export type GameBinding = z.infer<typeof gameBindingSchema>;

export function parseBinding(json: unknown): GameBinding {
  return gameBindingSchema.parse(json);
}

/** The binding that reads a game system, if any. */
export function bindingFor(bindings: readonly GameBinding[], gameSystemId: string): GameBinding | undefined {
  return bindings.find((binding) => binding.gameSystemIds.includes(gameSystemId));
}
