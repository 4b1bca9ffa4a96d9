/**
 * A list of an imported faction holds options of options (a model's weapons) as counts keyed `a/b`,
 * and the units a formation holds as selections of their own: format v3 nests them again, and reading
 * a v3 tree back gives the same list.
 */
import { describe, expect, it } from 'vitest';
import type { SelectionShape, V2Migration } from '../../../src/core/roster/migrate/cards-to-tree';
import { migrateV2 } from '../../../src/core/roster/migrate/cards-to-tree';
import { selectionsFromTree } from '../../helpers/selections-from-tree';
import { rosterSchema, type Roster } from '../../../src/core/roster/migrate/v2-file';
import type { RosterSelection } from '../../../src/core/roster/tree';

const migration: V2Migration = {
  forceOf: () => ({ entryId: 'army', catalogueId: 'cat-1', costTypeId: 'pts' }),
  selectionShape: (_game, _entry, count): SelectionShape => ({ number: count ?? 1, models: [] }),
};

function list(selections: Roster['selections']): Roster {
  return rosterSchema.parse({
    format: 'muster-roster',
    version: 2,
    id: 'imported-1',
    name: 'Imported',
    game: 'antares',
    faction: '4a7e-2ba7-e1b9-9c85',
    pointsLimit: 1000,
    createdAt: '2026-11-24T00:00:00.000Z',
    updatedAt: '2026-11-24T00:00:00.000Z',
    selections,
  });
}

const squad = {
  id: 's1',
  entry: 'link-1::squad-e',
  options: { 'trooper-e': 4, 'trooper-e/l2::armour-e': 4, 'leader-e': 1, 'leader-e/pistol-e': 1, 'gun-e': 1 },
  items: {},
};

describe('nested options of an imported faction', () => {
  it('accepts the data’s ids, link paths and nested keys, and refuses anything else', () => {
    expect(() => list([squad])).not.toThrow();
    expect(() => list([{ ...squad, options: { 'a//b': 1 } }])).toThrow();
    expect(() => list([{ ...squad, options: { 'a b': 1 } }])).toThrow();
    expect(() => list([{ ...squad, entry: '../x' }])).toThrow();
    // Built-in data in the engine's model names a unit's bases `<entry>.models`.
    expect(() => list([{ ...squad, options: { 'warriors-310.models': 6 } }])).not.toThrow();
    expect(() => list([{ ...squad, options: { '.models': 6 } }])).toThrow();
  });

  it('nests a/b under the selection of a, and leaves out what no option holds', () => {
    const v3 = migrateV2(list([{ ...squad, options: { ...squad.options, 'drone-e/ammo-e': 1 } }]), migration);
    const unit = v3.forces[0]!.selections[0]!;
    const byEntry = (selections: RosterSelection[], entry: string) =>
      selections.find((s) => s.entryId === entry);
    expect(unit.entryId).toBe('link-1::squad-e');
    expect(unit.selections.map((s) => s.entryId).sort()).toEqual(['gun-e', 'leader-e', 'trooper-e']);
    expect(byEntry(unit.selections, 'trooper-e')).toMatchObject({
      number: 4,
      selections: [{ entryId: 'l2::armour-e', number: 4 }],
    });
    expect(byEntry(unit.selections, 'leader-e')!.selections).toMatchObject([
      { entryId: 'pistol-e', number: 1 },
    ]);
    // The drone is not taken: its ammunition has nothing to be in.
    expect(JSON.stringify(v3)).not.toContain('ammo-e');
  });

  it('reads the v3 tree back into the same list, formation contents as units with their parent', () => {
    const company = { id: 'c1', entry: 'company-e', options: { 'hq-e': 1 }, items: {} };
    const detachment = { id: 'd1', entry: 'det-e', parent: 'c1', options: { 'rhino-e': 3 }, items: {} };
    const original = list([company, detachment, squad]);
    const v3 = migrateV2(original, migration);
    let serial = 0;
    const read = v3.forces[0]!.selections.flatMap(
      (root) =>
        selectionsFromTree(root, { isUnit: (id) => id === 'det-e', newId: () => `n${(serial += 1)}` })
          .selections,
    );
    expect(read.map((s) => [s.entry, s.parent, s.options])).toEqual([
      ['company-e', undefined, { 'hq-e': 1 }],
      ['det-e', 'n1', { 'rhino-e': 3 }],
      ['link-1::squad-e', undefined, squad.options],
    ]);
  });

  it('drops what is nested deeper than the builder lists, and says how much', () => {
    let inner: RosterSelection = { id: 'x9', entryId: 'e9', number: 1, selections: [] };
    for (let depth = 8; depth >= 1; depth -= 1)
      inner = { id: `x${depth}`, entryId: `e${depth}`, number: 1, selections: [inner] };
    const root: RosterSelection = { id: 'r', entryId: 'unit-e', number: 1, selections: [inner] };
    const { selections, dropped } = selectionsFromTree(root, { isUnit: () => false, newId: () => 'n' });
    expect(Object.keys(selections[0]!.options)).toEqual(['e1', 'e1/e2', 'e1/e2/e3', 'e1/e2/e3/e4']);
    expect(dropped).toBe(5);
  });
});

describe('copies of an option (an entry the data makes one selection per copy)', () => {
  const copying: V2Migration = { ...migration, copiesOf: (_g, _f, _h, _u, key) => key === 'trooper-e' };
  const numbersUnder = (selections: RosterSelection[]) =>
    selections.map((copy) => copy.selections.map((inner) => `${inner.entryId}×${inner.number}`).join(' '));

  it('become as many selections of one, each holding its turn of what they hold', () => {
    const squadOf = (options: Record<string, number>) =>
      migrateV2(list([{ id: 's1', entry: 'squad-e', options, items: {} }]), copying).forces[0]!
        .selections[0]!;
    const five = squadOf({ 'trooper-e': 5, 'trooper-e/rifle-e': 4, 'trooper-e/lance-e': 1 });
    expect(five.selections.map((copy) => copy.number)).toEqual([1, 1, 1, 1, 1]);
    // Each trooper one weapon: the lance goes to the one the rifles left without.
    expect(numbersUnder(five.selections)).toEqual([
      'rifle-e×1',
      'rifle-e×1',
      'rifle-e×1',
      'rifle-e×1',
      'lance-e×1',
    ]);
    const ids = five.selections.map((copy) => copy.id);
    expect(new Set(ids).size).toBe(5);

    const three = squadOf({ 'trooper-e': 3, 'trooper-e/rifle-e': 6, 'trooper-e/armour-e': 12 });
    expect(numbersUnder(three.selections)).toEqual(Array(3).fill('rifle-e×2 armour-e×4'));
  });

  it('read back into the list, count together again (the round trip keeps the list)', () => {
    const options = { 'trooper-e': 5, 'trooper-e/rifle-e': 4, 'trooper-e/lance-e': 1, 'gun-e': 2 };
    const tree = migrateV2(list([{ id: 's1', entry: 'squad-e', options, items: {} }]), copying);
    let serial = 0;
    const back = selectionsFromTree(tree.forces[0]!.selections[0]!, {
      isUnit: () => false,
      newId: () => `n${(serial += 1)}`,
    }).selections;
    expect(back[0]!.options).toEqual(options);
  });

  it('stay one selection past a thousand copies, or when the data does not make copies', () => {
    const big = migrateV2(
      list([{ id: 's1', entry: 'squad-e', options: { 'trooper-e': 5000, 'gun-e': 3 }, items: {} }]),
      copying,
    ).forces[0]!.selections[0]!;
    expect(big.selections.map((child) => `${child.entryId}×${child.number}`)).toEqual([
      'trooper-e×5000',
      'gun-e×3',
    ]);
  });
});
