/**
 * The print's sections come from the data, not from the game's id: a formation is a selection holding
 * units, or an entry of a kind that stands above what the catalogue's entries hold.
 */
import { describe, expect, it } from 'vitest';
import { buildPrintableRoster } from '../../../src/core/export/printable-roster';
import { formationKinds } from '../../../src/core/export/print/sections';
import { ENTRY_KINDS } from '../../../src/core/catalogue/entry-types';
import {
  builtinFactionCatalogue,
  deadzoneCase,
  netepicCase,
  validation,
} from '../../helpers/export-fixtures';

describe('print sections from the data', () => {
  it('the formation kinds stand above a kind whose every entry is held by another', () => {
    const netepic = builtinFactionCatalogue('netepic', 'space-marines').entries;
    expect([...formationKinds(netepic, ENTRY_KINDS.netepic)].sort()).toEqual([
      'carte-de-soutien',
      'carte-speciale',
      'compagnie',
    ]);
    // One détachement bought on its own: détachements no longer exist only inside companies.
    const loose = [...netepic, { ...netepic.find((entry) => entry.kind === 'detachement')!, id: 'alone' }];
    expect(formationKinds(loose, ENTRY_KINDS.netepic).size).toBe(0);
    expect(formationKinds(deadzoneCase().catalogue.entries, ENTRY_KINDS.deadzone).size).toBe(0);
    // Kinds the catalogue model does not know (an imported faction's categories) are not read.
    const renamed = netepic.map((entry) => ({ ...entry, kind: `Data ${entry.kind}` }));
    expect(formationKinds(renamed as typeof netepic, ENTRY_KINDS.netepic).size).toBe(0);
  });

  it('NetEpic cards holding nothing of their own are no formations when no entry holds others', () => {
    const c = netepicCase();
    const catalogue = {
      ...c.catalogue,
      entries: c.catalogue.entries.map((entry) => ({ ...entry, contains: [] })),
    };
    const roster = { ...c.roster, selections: c.roster.selections.map(({ parent: _parent, ...s }) => s) };
    const model = buildPrintableRoster({
      roster,
      catalogue,
      result: validation(roster, catalogue),
      lang: 'fr',
    });
    expect(model.sections.some((section) => section.formation !== undefined)).toBe(false);
  });

  it('in any game, a selection holding units is a formation with them inside', () => {
    const c = deadzoneCase();
    const roster = {
      ...c.roster,
      selections: c.roster.selections.map((s) =>
        s.id === 'e1' || s.id === 'e2' ? { ...s, parent: 'ldr' } : s,
      ),
    };
    const model = buildPrintableRoster({ ...c, roster, lang: 'en' });
    const formation = model.sections.find((section) => section.formation !== undefined);
    expect(formation?.formation?.selections).toEqual(['ldr']);
    expect(formation?.units.flatMap((unit) => unit.selections)).toEqual(['e1', 'e2']);
    // The other units keep their sections by kind.
    expect(model.sections.filter((section) => !section.formation).map((section) => section.title)).toEqual([
      'Troops',
      'Specialists',
      'Support',
    ]);
  });
});
