/**
 * What a new list starts with, as the engine's new force selects it (the units the builder adds later
 * come from `addUnit`, src/core/engine/unit-add.ts).
 */
import type { GameData } from '../catalogue/model';
import { addForce } from '../engine/edits';
import { builtinMigration } from '../roster/builtin-migration';
import { selectionsFromTree, type FromTreeOptions } from '../roster/from-tree';
import { migrateV2 } from '../roster/migrate/cards-to-tree';
import type { ListCards as Roster, UnitCard as Selection } from '../roster/cards';
import { dataIndexOf } from './data';

/**
 * What a new list starts with: the root entries its force must hold (a Biel-Tan army's Avatar), each
 * with what it holds, as the engine's new force selects them (edits.ts `addForce`). Empty when the
 * data requires nothing at the root or offers no force.
 */
export function requiredRootSelections(
  roster: Roster,
  data: GameData,
  options: FromTreeOptions,
): Selection[] {
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
    return (created?.selections ?? []).flatMap((root) => selectionsFromTree(root, options).selections);
  } catch {
    return [];
  }
}
