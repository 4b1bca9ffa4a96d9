/**
 * The old way of adding an entry, kept for tests only (the oracle of the unit edits, and tests that
 * build a list as cards): the engine adds it to the list migrated from the cards, and what it made is
 * read back as cards. The builder adds units with `addUnit` (src/core/engine/unit-add.ts) on the list.
 */
import type { GameData } from '../../src/core/catalogue/model';
import { selectEntry } from '../../src/core/engine/edits';
import type { ListCards as Roster, UnitCard as Selection } from '../../src/core/roster/cards';
import { builtinMigration } from '../../src/core/roster/builtin-migration';
import { selectionsFromTree, type FromTreeOptions } from './selections-from-tree';
import { migrateV2 } from '../../src/core/roster/migrate/cards-to-tree';
import { findSelectionById } from '../../src/core/roster/tree';
import { dataIndexOf } from '../../src/core/rules/data';

/**
 * The selections a new `entryId` adds to the list, the unit first; undefined when the data does not
 * offer the entry there (the builder then adds it bare, and the data's verdict says why).
 */
export function selectionsAdded(
  roster: Roster,
  data: GameData,
  entryId: string,
  parent: string | undefined,
  options: FromTreeOptions,
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
    return created ? selectionsFromTree(created, options, parent).selections : undefined;
  } catch {
    return undefined;
  }
}
