/**
 * Adding an entry as the engine does it, for factions whose units the app's list holds as the data
 * shapes them (community data): the entry is chosen where the player put it (the root of the list or
 * inside a formation), the engine brings what the data selects by itself (a unit's models at their
 * minimum, a group's default weapon, a company's détachements), and the result is read back into
 * the app's selections.
 */
import type { GameData } from '../catalogue/model';
import { addForce, selectEntry } from '../engine/edits';
import { builtinMigration } from '../roster/builtin-migration';
import { selectionsFromV3, type FromV3Options } from '../roster/from-tree';
import { migrateV2 } from '../roster/read-roster-tree';
import type { ListCards as Roster, UnitCard as Selection } from '../roster/cards';
import { findSelectionById } from '../roster/tree';
import { dataIndexOf } from './data';

/**
 * The selections a new `entryId` adds to the list, the unit first; undefined when the data does not
 * offer the entry there (the builder then adds it bare, and the data's verdict says why).
 */
export function selectionsAdded(
  roster: Roster,
  data: GameData,
  entryId: string,
  parent: string | undefined,
  options: FromV3Options,
): Selection[] | undefined {
  const v3 = migrateV2(roster, builtinMigration([data]));
  const force = v3.forces[0];
  if (!force) return undefined;
  let serial = 0;
  const context = { index: dataIndexOf(data), newId: () => `added-${(serial += 1)}` };
  try {
    const result = selectEntry(context, v3, force.id, entryId, parent);
    const created = result.createdId
      ? findSelectionById(result.roster.forces[0]?.selections ?? [], result.createdId)
      : undefined;
    return created ? selectionsFromV3(created, options, parent).selections : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a new list starts with: the root entries its force must hold (a Biel-Tan army's Avatar), each
 * with what it holds, as the engine's new force selects them (edits.ts `addForce`). Empty when the
 * data requires nothing at the root or offers no force.
 */
export function requiredRootSelections(roster: Roster, data: GameData, options: FromV3Options): Selection[] {
  const force = migrateV2(roster, builtinMigration([data])).forces[0];
  if (!force) return [];
  let serial = 0;
  const context = { index: dataIndexOf(data), newId: () => `required-${(serial += 1)}` };
  const empty = {
    id: roster.id,
    name: roster.name,
    gameSystemId: data.gameSystem.id,
    costLimits: {},
    forces: [],
  };
  try {
    const created = addForce(context, empty, force.entryId, force.catalogueId).roster.forces[0];
    return (created?.selections ?? []).flatMap((root) => selectionsFromV3(root, options).selections);
  } catch {
    return [];
  }
}
