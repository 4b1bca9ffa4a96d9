/**
 * The points breakdown (issue 26, point 8): per category and, in NetEpic, per company or card, computed
 * in core from the printable model; the standard print draws it as bars with the figures written out.
 */
import { describe, expect, it } from 'vitest';
import { buildPrintableRoster, pointsBreakdown, renderRoster } from '../../../src/core/export';
import { builtinCase, deadzoneCase, hostileCase, type ExportCase } from '../../helpers/export-fixtures';

function army(): ExportCase {
  return builtinCase('netepic', 'space-marines', [
    { id: 'c1', entry: 'sm-tactical-company' },
    { id: 'cap', entry: 'sm-captain', parent: 'c1' },
    { id: 'd1', entry: 'sm-tactical-detachment', parent: 'c1' },
    { id: 'd2', entry: 'sm-tactical-detachment', parent: 'c1' },
    { id: 'd3', entry: 'sm-tactical-detachment', parent: 'c1' },
    { id: 'p1', entry: 'sm-predator-squadron' },
    { id: 'p2', entry: 'sm-land-speeder-squadron' },
    { id: 'ch', entry: 'sm-chaplain', attachedTo: 'd2' },
  ]);
}

describe('points breakdown', () => {
  it('NetEpic: per category as the data names its kinds, and per company or card, the Chapelain on his own', () => {
    const model = buildPrintableRoster({ ...army(), lang: 'fr' });
    const { total, charts } = pointsBreakdown(model);
    expect(total).toBe(750 + 200 + 200 + 75);
    expect(charts.map((c) => c.title)).toEqual(['Par catégorie', 'Par compagnie ou carte']);
    expect(charts[0]!.shares).toEqual([
      { label: 'Compagnies', points: 750, percent: 61 },
      { label: 'Cartes de soutien', points: 400, percent: 33 },
      { label: 'Cartes spéciales', points: 75, percent: 6 },
    ]);
    expect(charts[1]!.shares.map((s) => [s.label, s.points])).toEqual([
      ['Compagnie Tactique', 750],
      ['Chapelain', 75],
      ['Escadron de Predators', 200],
      ['Escadron de Land Speeders', 200],
    ]);
    for (const chart of charts) expect(chart.shares.reduce((sum, s) => sum + s.points, 0)).toBe(total);
  });

  it('other games: per category only', () => {
    const model = buildPrintableRoster({ ...deadzoneCase(), lang: 'en' });
    const { total, charts } = pointsBreakdown(model);
    expect(charts).toHaveLength(1);
    expect(charts[0]!.title).toBe('By category');
    expect(charts[0]!.shares.reduce((sum, s) => sum + s.points, 0)).toBe(total);
    expect(total).toBeGreaterThan(0);
  });

  it('is drawn in the standard print as bars with their text values, in French and English, and only there', () => {
    for (const lang of ['fr', 'en'] as const) {
      const html = renderRoster('html', { ...army(), lang });
      const company = lang === 'fr' ? 'Compagnie Tactique' : 'Tactical Company';
      const section = /<section class="breakdown">[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
      expect(section, lang).toContain(lang === 'fr' ? 'Répartition des points' : 'Points breakdown');
      expect(section).toContain(`<th scope="row">${company}</th>`);
      expect(section).toContain('<rect width="61" height="4"/>');
      expect(section).toContain(lang === 'fr' ? '61\u202f%' : '61%');
      expect(section).toContain('750 pts');
      expect(section).not.toContain('<script');
      for (const layout of ['compact', 'cards'] as const)
        expect(renderRoster('html', { ...army(), lang, layout })).not.toContain('class="breakdown"');
    }
  });

  it('escapes what comes from the data', () => {
    const html = renderRoster('html', { ...hostileCase(), lang: 'en' });
    const section = /<section class="breakdown">[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(
      section.replace(/<\/?(section|h2|div|table|caption|tbody|tr|th|td|svg|rect)\b[^>]*>/g, ''),
    ).not.toMatch(/[<>]/);
  });
});
