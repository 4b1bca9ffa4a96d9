/**
 * The list model judged by itself: a list read from a file of version 2 (the migration) and then
 * validated as a list (`validateList`, its units found in the tree by the catalogue's formations)
 * gets exactly the verdicts and figures the version 2 validation gives, on every roster fixture of the
 * four games and on a bench-like NetEpic list; a list written and read again is the same list; and
 * the words of the player (a card's name, the list's notes) change no verdict.
 */
import { describe, expect, it } from 'vitest';
import type { EngineCatalogue } from '../../../src/core/engine/types';
import { validate, validateList } from '../../../src/core/engine/validate';
import { listFaction, writeList, type MusterList } from '../../../src/core/roster/list';
import { readTreeRoster } from '../../../src/core/roster/read-roster-tree';
import { migrateV2 } from '../../../src/core/roster/migrate/cards-to-tree';
import { onDataPaths } from '../../../src/core/roster/migrate/data-paths';
import type { ListCards } from '../../../src/core/roster/cards';
import { listOfRoster, migrationOf } from '../../../src/core/rules/data';
import { rosterFixtures, useFactionCatalogues } from '../../helpers/roster-fixtures';
import { benchLike } from '../../helpers/random-edits';

const catalogueOf = useFactionCatalogues();

function asList(roster: ListCards, catalogue: EngineCatalogue): MusterList {
  // A copy: the list judged here shares no object with the one the version 2 validation migrated.
  return structuredClone(listOfRoster(roster, catalogue.gameData!));
}

/** A roster fixture (a version 2 file) as the list it reads as against its faction's data. */
function fileAsList(roster: ListCards, catalogue: EngineCatalogue): MusterList {
  const data = catalogue.gameData!;
  return structuredClone(onDataPaths(migrateV2(roster, migrationOf(data), { file: true }), data));
}

/** The list with each formation of the catalogue added, holding two of each unit it may hold. */
function withFormations(roster: ListCards, catalogue: EngineCatalogue): ListCards {
  const selections = [...roster.selections];
  for (const formation of catalogue.entries.filter((entry) => entry.contains.length > 0).slice(0, 4)) {
    const id = `f${selections.length}`;
    selections.push({ id, entry: formation.id, options: {}, items: {} });
    for (const slot of formation.contains)
      for (let n = 0; n < Math.min(2, slot.max); n += 1)
        selections.push({
          id: `f${selections.length}`,
          entry: slot.entry,
          parent: id,
          options: {},
          items: {},
        });
  }
  return { ...roster, selections };
}

describe('a list judged as a list', () => {
  it('gets the verdicts and figures of its version 2 file, on every roster fixture', async () => {
    const seen = rosterFixtures();
    expect(seen.length).toBeGreaterThanOrEqual(8);
    for (const { name, roster } of seen) {
      const catalogue = await catalogueOf(roster.faction);
      const list = fileAsList(roster, catalogue);
      expect(listFaction(list), name).toBe(roster.faction);
      expect(validateList(list, catalogue), name).toEqual(validate(roster, catalogue));
    }
  });

  it('finds the cards of NetEpic lists (companies holding détachements) in the tree', async () => {
    for (const faction of ['netepic-space-marines', 'netepic-chaos', 'netepic-eldar']) {
      const catalogue = await catalogueOf(faction);
      const roster = withFormations(benchLike(catalogue, 60), catalogue);
      expect(roster.selections.filter((selection) => selection.parent !== undefined).length).toBeGreaterThan(
        3,
      );
      // Judged as a version 2 document, as `validate` judges one.
      const result = validateList(fileAsList(roster, catalogue), catalogue);
      expect(result, faction).toEqual(validate(roster, catalogue));
      // Every card is priced, a company with its détachements.
      expect(Object.keys(result.stats.shownCosts).sort()).toEqual(roster.selections.map((s) => s.id).sort());
    }
  });

  it('is read back from its file as it was written, and a version 2 file becomes the same list', async () => {
    for (const { name, roster } of rosterFixtures()) {
      const catalogue = await catalogueOf(roster.faction);
      const migration = migrationOf(catalogue.gameData!);
      const list = fileAsList(roster, catalogue);
      const text = writeList(list);
      expect(readTreeRoster(text, migration), name).toEqual(list);
      const data = catalogue.gameData;
      expect(onDataPaths(readTreeRoster(JSON.stringify(roster), migration), data), name).toEqual(list);
    }
  });

  it('takes its verdicts over when only the words of the player change, and judges again otherwise', async () => {
    const catalogue = await catalogueOf('netepic-space-marines');
    const roster = benchLike(catalogue, 40);
    const list = asList(roster, catalogue);
    const before = validateList(list, catalogue);
    const force = list.forces[0]!;
    const at = force.selections.findIndex((card) => (before.stats.shownCosts[card.id]?.points ?? 0) > 0);
    const first = force.selections[at]!;
    const renamed: MusterList = {
      ...list,
      name: 'Renamed',
      customNotes: 'A note',
      forces: [
        {
          ...force,
          selections: force.selections.map((card, i) => (i === at ? { ...first, customName: 'Mine' } : card)),
        },
      ],
    };
    expect(validateList(renamed, catalogue)).toEqual(before);
    const fewer: MusterList = {
      ...renamed,
      forces: [{ ...force, selections: force.selections.filter((_, i) => i !== at) }],
    };
    const judged = validateList(fewer, catalogue);
    expect(judged.stats.points).toBeLessThan(before.stats.points);
    expect(judged).toEqual(validateList(structuredClone(fewer), catalogue));
  });
});
