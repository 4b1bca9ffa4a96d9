/**
 * Repeated selections stay distinct (issue 21): a company holding three copies of the same détachement,
 * each with its own vehicles and troops, read into the app's list (where the copies' options are
 * counted together) and back into the tree the engine judges, gives the copies back — with the
 * verdicts and the Elite pool the engine gives the tree made by its own edits. A migration that
 * does not know which options are copies merges them into one selection of three, whose own
 * vehicles and troops then break their limits: the test says so, so that it can fail.
 */
import { describe, expect, it } from 'vitest';
import { textIn } from '../../../src/core/catalogue/text';
import { addForce, selectEntry } from '../../../src/core/engine/edits';
import { evaluateRoster } from '../../../src/core/engine/evaluate';
import { figuresOf } from '../../../src/core/engine/muster/figures';
import { runMusterRules } from '../../../src/core/engine/muster/run';
import { builtinMigration } from '../../../src/core/roster/builtin-migration';
import { selectionsFromTree } from '../../helpers/selections-from-tree';
import { migrateV2, type V2Migration } from '../../../src/core/roster/migrate/cards-to-tree';
import { ROSTER_FORMAT } from '../../../src/core/roster/tree';
import { ROSTER_VERSION, type Roster } from '../../../src/core/roster/migrate/v2-file';
import type { RosterSelection, TreeRoster } from '../../../src/core/roster/tree';
import { catalogueAndRoster, communityContext, communityData } from '../../helpers/community-data';
import { sharedAvailable, SHARED_MISSING_REASON } from '../../helpers/shared-material';

const COMPANY = 'Dark Angels - Deathwing Company';
const DETACHMENT = 'Deathwing Terminator Detachment';

function deathwingTree() {
  const { index, context, binding } = communityContext('netepic');
  const { catalogue, roster } = catalogueAndRoster(index, 'Space Marines');
  const added = addForce(context, roster, index.topForceEntries(catalogue.id)[0]!.id, catalogue.id);
  const company = [...index.selectableRoots(catalogue.id).values()].find(
    (node) => textIn(node.name, 'en') === COMPANY,
  )!;
  const tree = selectEntry(context, added.roster, added.createdId!, company.id).roster;
  return { index, binding: binding!, catalogue, tree };
}

/** The tree as the app's list holds it: the company a unit, everything it holds counted as its options. */
function asAppList(tree: TreeRoster, catalogueId: string): Roster {
  let serial = 0;
  const selections = tree.forces[0]!.selections.flatMap(
    (root) => selectionsFromTree(root, { isUnit: () => false, newId: () => `u${(serial += 1)}` }).selections,
  );
  const at = '2026-01-01T00:00:00.000Z';
  return {
    format: ROSTER_FORMAT,
    version: ROSTER_VERSION,
    id: 'deathwing',
    name: 'Deathwing',
    game: 'netepic',
    faction: catalogueId,
    pointsLimit: 3000,
    notes: '',
    createdAt: at,
    updatedAt: at,
    selections,
  };
}

function named(
  index: ReturnType<typeof deathwingTree>['index'],
  selections: RosterSelection[],
  name: string,
) {
  return selections.filter((selection) => {
    const def = index.entryDef(selection.entryId.split('::').pop()!);
    return def !== undefined && textIn(def.name, 'en') === name;
  });
}

describe.skipIf(!sharedAvailable)('Repeated selections of a community company', () => {
  const data = sharedAvailable ? communityData('netepic') : undefined;

  it('come back as distinct copies, with the verdicts and Elite pool of the engine’s own tree', () => {
    const { index, binding, catalogue, tree } = deathwingTree();
    const company = tree.forces[0]!.selections[0]!;
    const copies = named(index, company.selections, DETACHMENT);
    expect(copies.length).toBe(3);
    expect(copies.every((copy) => copy.number === 1)).toBe(true);

    const list = asAppList(tree, catalogue.id);
    // The app's list counts the copies together: 3 détachements holding 6 Land Raiders, 12 Terminators.
    expect(Object.values(list.selections[0]!.options)).toContain(3);

    const read = migrateV2(list, builtinMigration([data!]));
    const readCompany = read.forces[0]!.selections[0]!;
    const readCopies = named(index, readCompany.selections, DETACHMENT);
    expect(readCopies.map((copy) => copy.number)).toEqual([1, 1, 1]);
    expect(readCopies.map((copy) => copy.selections.map((inner) => inner.number).sort())).toEqual(
      copies.map((copy) => copy.selections.map((inner) => inner.number).sort()),
    );

    const judge = (roster: TreeRoster) => {
      const evaluation = evaluateRoster(index, roster);
      const muster = runMusterRules(evaluation, binding);
      return {
        verdicts: [...evaluation.verdicts, ...muster.verdicts].map((verdict) => verdict.code).sort(),
        elite: figuresOf(muster.figures, 'elite-pool').map((figure) => figure.value),
      };
    };
    const direct = judge(tree);
    expect(direct.elite[0]).toBeGreaterThan(0);
    expect(judge(read)).toEqual(direct);
  });

  it('merge into one selection of three, breaking their limits, when the migration cannot tell copies', () => {
    const { index, catalogue, tree } = deathwingTree();
    const plain = builtinMigration([data!]);
    const blind: V2Migration = { forceOf: plain.forceOf, selectionShape: plain.selectionShape };
    const read = migrateV2(asAppList(tree, catalogue.id), blind);
    const merged = named(index, read.forces[0]!.selections[0]!.selections, DETACHMENT);
    expect(merged.map((copy) => copy.number)).toEqual([3]);
    const verdicts = evaluateRoster(index, read).verdicts.map((verdict) => verdict.code);
    expect(verdicts.length).toBeGreaterThan(evaluateRoster(index, tree).verdicts.length);
  });
});

if (!sharedAvailable) console.warn(SHARED_MISSING_REASON);
