/**
 * The print of a faction whose view is made from the engine's model (core/catalogue/faction-view.ts,
 * the built-in NetEpic FR codices): a détachement counted by the bases it takes as options, a kind of
 * the data's own named in the print's language, and an ability whose name holds a "(X+)" placeholder.
 */
import { describe, expect, it } from 'vitest';
import { allUnits, buildPrintableRoster, type PrintableRoster } from '../../../src/core/export';
import type { FactionCatalogue } from '../../../src/shared/catalogue-types';
import { entry, option, roster } from '../../helpers/engine-fixtures';
import { ability, netepicCatalogue, validation } from '../../helpers/export-fixtures';

const REQUIRED = 'Required formation';

function catalogue(): FactionCatalogue {
  const base = netepicCatalogue();
  const bases = (id: string) => [option({ id: `${id}-bases`, kind: 'model', min: 6, max: 6, default: 6 })];
  return {
    ...base,
    entries: [
      ...base.entries,
      // Its six bases are an option of its own: the view says so (countsModels).
      {
        ...entry({ id: 'fr-guardians', kind: 'detachement', options: bases('fr-guardians') }),
        countsModels: true,
      },
      // The same without the view's word: counted as itself, as before.
      entry({ id: 'fr-plain', kind: 'detachement', options: bases('fr-plain') }),
      {
        ...entry({ id: 'fr-avatar', kind: 'carte-speciale', abilities: [{ id: 'psychic-save', param: 4 }] }),
        kind: REQUIRED,
      },
    ],
    abilities: {
      ...base.abilities,
      'psychic-save': ability('netepic', {
        id: 'psychic-save',
        name: { fr: 'Sauvegarde Psychique (XX)', en: 'Psychic Save (X+)' },
        parameter: { kind: 'number' },
        summary: { fr: 'Une sauvegarde.', en: 'A save.' },
      }),
    },
    kindNames: { [REQUIRED]: { fr: 'Formation obligatoire', en: REQUIRED } },
  };
}

function print(lang: 'fr' | 'en'): PrintableRoster {
  const shown = catalogue();
  const r = roster('netepic', [
    { id: 'g', entry: 'fr-guardians', options: { 'fr-guardians-bases': 6 } },
    { id: 'p', entry: 'fr-plain', options: { 'fr-plain-bases': 6 } },
    { id: 'a', entry: 'fr-avatar' },
  ]);
  return buildPrintableRoster({ roster: r, catalogue: shown, result: validation(r, shown), lang });
}

const unit = (model: PrintableRoster, id: string) => {
  const found = allUnits(model).find((candidate) => candidate.selections.includes(id));
  if (!found) throw new Error(`no unit ${id}`);
  return found;
};

describe('the print of a faction made from its game data', () => {
  it('counts a détachement by the bases it takes, where the view says they are its models', () => {
    const model = print('fr');
    expect(unit(model, 'g')).toMatchObject({ count: 6, countText: '6 figurines' });
    expect(unit(model, 'p')).toMatchObject({ count: 1, countText: '1 figurine' });
  });

  it("names a kind of the data's own in the print's language", () => {
    expect(unit(print('fr'), 'a').kindLabel).toBe('Formation obligatoire');
    expect(unit(print('en'), 'a').kindLabel).toBe(REQUIRED);
    expect(print('fr').sections.map((section) => section.title)).toContain('Formation obligatoire');
  });

  it('puts the parameter in place of a "(X+)" placeholder, in either language', () => {
    expect(unit(print('en'), 'a').abilities).toEqual(['Psychic Save (4)']);
    expect(unit(print('fr'), 'a').abilities).toEqual(['Sauvegarde Psychique (4)']);
  });
});
