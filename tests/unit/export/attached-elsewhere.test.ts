/**
 * Characters joined across sections (issue 26, point 6), over the built-in Space Marines: a Chapelain is
 * a special card of his own (75 pts) joined to a détachement of a Compagnie Tactique (750 pts). The
 * company's total counts what is bought in it (750), the Chapelain is printed under his détachement with
 * his own price and says it is not in that total; under a group of identical détachements, each
 * character says which one it joined, by the name the editor gives namesakes ("n° 2").
 */
import { describe, expect, it } from 'vitest';
import { allUnits, buildPrintableRoster, renderRoster, type ExportLang } from '../../../src/core/export';
import { builtinCase, type ExportCase } from '../../helpers/export-fixtures';

function company(): ExportCase {
  return builtinCase('netepic', 'space-marines', [
    { id: 'c1', entry: 'sm-tactical-company' },
    { id: 'cap', entry: 'sm-captain', parent: 'c1' },
    { id: 'd1', entry: 'sm-tactical-detachment', parent: 'c1' },
    { id: 'd2', entry: 'sm-tactical-detachment', parent: 'c1' },
    { id: 'd3', entry: 'sm-tactical-detachment', parent: 'c1' },
    { id: 'ch', entry: 'sm-chaplain', attachedTo: 'd2' },
  ]);
}

const FORMATS = ['html', 'md', 'txt', 'txt-compact'] as const;

function render(c: ExportCase, format: (typeof FORMATS)[number], lang: ExportLang): string {
  return renderRoster(format, { ...c, lang });
}

describe('a character bought elsewhere and joined to a détachement of a company', () => {
  it('is not added to the company’s total, and the roster total still counts him', () => {
    const model = buildPrintableRoster({ ...company(), lang: 'fr' });
    const [section] = model.sections;
    expect(section?.title).toBe('Compagnie Tactique');
    expect(section?.points).toBe(750);
    const chaplain = allUnits(model).find((u) => u.selections.includes('ch'));
    expect(chaplain?.points).toBe(75);
    expect(chaplain?.countedApart).toBe(true);
    // The captain is bought in the company: counted there, not apart.
    expect(allUnits(model).find((u) => u.selections.includes('cap'))?.countedApart).toBeUndefined();
  });

  it('prints the company at 750 and the Chapelain at 75 “not in this section’s total”, in every format and both languages', () => {
    const c = company();
    for (const lang of ['fr', 'en'] as const)
      for (const format of FORMATS) {
        const text = render(c, format, lang);
        const where = `${format} ${lang}`;
        expect(text, where).toMatch(/Compagnie Tactique|Tactical Company/);
        expect(text, where).toContain('750 pts');
        expect(text, where).not.toMatch(/(Compagnie Tactique|Tactical Company)[^\n]*825/);
        expect(text, where).toContain(
          lang === 'fr' ? 'hors total de la section' : 'not in this section’s total',
        );
      }
  });

  it('under “3 × Détachement Tactique”, says which détachement the Chapelain joined (n° 2), in every format', () => {
    const c = company();
    for (const lang of ['fr', 'en'] as const) {
      const joined =
        lang === 'fr' ? 'Lié à Détachement Tactique n° 2' : 'Attached to Tactical Detachment no. 2';
      for (const format of ['html', 'md', 'txt'] as const) {
        const text = render(c, format, lang);
        expect(text, `${format} ${lang}`).toContain(joined);
        expect(text, `${format} ${lang}`).not.toMatch(/l’un d’eux|one of them/);
      }
      const cards = renderRoster('html', { ...c, lang, layout: 'cards' });
      expect(cards, `cards ${lang}`).toContain(joined);
    }
  });

  it('a character of the company joined to one of its détachements is still counted in it', () => {
    const c = builtinCase('netepic', 'space-marines', [
      { id: 'c1', entry: 'sm-tactical-company' },
      { id: 'd1', entry: 'sm-tactical-detachment', parent: 'c1' },
      { id: 'd2', entry: 'sm-tactical-detachment', parent: 'c1' },
      { id: 'd3', entry: 'sm-tactical-detachment', parent: 'c1' },
      { id: 'cap', entry: 'sm-captain', parent: 'c1', attachedTo: 'd3' },
    ]);
    const model = buildPrintableRoster({ ...c, lang: 'fr' });
    expect(model.sections[0]?.points).toBe(750);
    const captain = allUnits(model).find((u) => u.selections.includes('cap'));
    expect(captain?.countedApart).toBeUndefined();
    expect(captain?.host).toBe('Détachement Tactique n° 3');
    expect(renderRoster('md', { ...c, lang: 'fr' })).not.toContain('hors total');
  });
});
