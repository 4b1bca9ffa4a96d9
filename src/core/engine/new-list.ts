/**
 * A new list, made in the one model: the envelope, one force of the chosen force entry (else the one
 * the faction's data gives a list by default) and what that force must hold from the start, as the
 * engine's `addForce` selects it (a Biel-Tan army's Avatar). Units the player adds later come from
 * `addUnit` (unit-add.ts).
 */
import { withCardIds, type MusterList } from '../roster/list';
import { ROSTER_FORMAT, TREE_ROSTER_VERSION } from '../roster/tree';
import { unitIdFactory } from '../roster/unit-tree';
import type { GameId } from '../catalogue/schema';
import { dataIndexOf } from './data-index';
import { addForce } from './edits';
import { cardViewContextOf } from './list-cards';
import type { EngineCatalogue } from './types';

export interface NewListInput {
  id: string;
  name: string;
  game: GameId;
  faction: string;
  /** The force entry chosen; absent: the faction's default. */
  force?: string;
  pointsLimit: number;
  /** When it is made: its creation and first revision. */
  at: string;
}

/** The new list, or undefined when the faction has no game data to make its force from. */
export function newList(input: NewListInput, catalogue: EngineCatalogue): MusterList | undefined {
  const context = cardViewContextOf(catalogue);
  if (!context || !catalogue.gameData) return undefined;
  const force = context.migration.forceOf(input.game, input.faction, input.force);
  const envelope: MusterList = {
    format: ROSTER_FORMAT,
    version: TREE_ROSTER_VERSION,
    id: input.id,
    name: input.name,
    gameSystemId: input.game,
    costLimits: { [force.costTypeId]: input.pointsLimit },
    forces: [],
    createdAt: input.at,
    updatedAt: input.at,
  };
  // Card ids as the builder's own additions get them; what a card holds is then named after it.
  const nextId = unitIdFactory(envelope);
  const edit = { index: dataIndexOf(catalogue.gameData), newId: nextId };
  const made = addForce(edit, envelope, force.entryId, force.catalogueId).roster;
  // The force named after the list, as the migration names a list's force.
  const forces = made.forces.map((each) => ({ ...each, id: `${input.id}-force` }));
  return withCardIds({ ...envelope, forces }, context.isCard);
}
