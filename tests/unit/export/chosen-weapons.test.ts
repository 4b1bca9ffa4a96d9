/**
 * Exports print the weapons the player chose, over the built-in catalogue (issue 13, point 3): a unit's
 * model count (each model above the default carries its weapons), a swap (the replaced weapon goes, the
 * new one comes with its count), per-copy options; and a weapon table has one range column, in every
 * game and every format.
 */
import { describe, expect, it } from 'vitest';
import { allUnits, buildPrintableRoster, renderRoster, type ExportLang } from '../../../src/core/export';
import { builtinCase, type ExportCase } from '../../helpers/export-fixtures';

type Chosen = { entry: string; count?: number; options?: Record<string, number> };

function algoryn(unit: Chosen): ExportCase {
  return builtinCase('antares', 'algoryn', [{ id: 'u1', options: {}, items: {}, ...unit }]);
}

/** The unit's weapons in the printable model: [count, id]. */
function weaponsOf(c: ExportCase, lang: ExportLang = 'en'): [number, string][] {
  const [unit] = allUnits(buildPrintableRoster({ ...c, lang }));
  return unit!.weapons.map((w) => [w.count, w.id]);
}

/** The weapons as each format prints them: the weapons line of text and Markdown, the weapon table of HTML. */
function printedWeapons(c: ExportCase, lang: ExportLang = 'en'): { txt: string; md: string; html: string } {
  const label = lang === 'en' ? 'Weapons' : 'Armes';
  const lineOf = (text: string) => text.split('\n').find((l) => l.includes(label)) ?? '';
  const html = renderRoster('html', { ...c, lang });
  return {
    txt: lineOf(renderRoster('txt', { ...c, lang })),
    md: lineOf(renderRoster('md', { ...c, lang })),
    html: /<table class="weapons">[\s\S]*?<\/table>/.exec(html)?.[0] ?? '',
  };
}

describe('exports print the weapons the player chose (Antares, built-in Algoryn)', () => {
  it('an AI Squad of 8 whose leader takes a Mag Gun instead of his Mag Pistol carries 8 Mag Guns and no pistol', () => {
    const c = algoryn({ entry: 'alg-ai-squad', count: 8, options: { 'chef-mag-gun': 1 } });
    expect(weaponsOf(c)).toEqual([
      [8, 'mag-gun'],
      [1, 'micro-x-launcher'],
      [1, 'x-sling'],
    ]);
    for (const [format, text] of Object.entries(printedWeapons(c))) {
      expect(text, format).toContain('8× Mag Gun');
      expect(text, format).not.toContain('Mag Pistol');
      expect(text, format).not.toMatch(/[0-79]× Mag Gun/);
      expect(text, format).toContain('Micro-X Launcher');
    }
    const fr = printedWeapons(c, 'fr');
    for (const [format, text] of Object.entries(fr)) expect(text, format).toContain('8× Mag Gun');
  });

  it('an AI Squad of 8 as it comes: 7 troopers with Mag Guns, the leader with his Mag Pistol', () => {
    const c = algoryn({ entry: 'alg-ai-squad', count: 8 });
    expect(weaponsOf(c)).toEqual([
      [7, 'mag-gun'],
      [1, 'micro-x-launcher'],
      [1, 'mag-pistol'],
      [1, 'x-sling'],
    ]);
  });

  it('a squad-wide swap replaces every Mag Gun of the troopers, however many, and not the leader’s', () => {
    const c = algoryn({
      entry: 'alg-ai-squad',
      count: 8,
      options: { 'echange-mag-repeater': 1, 'chef-mag-gun': 1 },
    });
    // The Mag Repeaters take the Mag Guns' place; the leader's Mag Gun is the one left.
    expect(weaponsOf(c)).toEqual([
      [1, 'mag-gun'],
      [7, 'mag-repeater'],
      [1, 'micro-x-launcher'],
      [1, 'x-sling'],
    ]);
    const html = printedWeapons(c).html;
    expect(html).toContain('7× Mag Repeater');
    expect(html).toMatch(/>Mag Gun</);
  });

  it('options taken several times add their weapons as many times (two extra Micro-X Launchers)', () => {
    const c = algoryn({ entry: 'alg-ai-squad', count: 6, options: { 'echange-micro-x': 2 } });
    expect(weaponsOf(c)).toEqual([
      [5, 'mag-gun'],
      [3, 'micro-x-launcher'],
      [1, 'mag-pistol'],
      [1, 'x-sling'],
    ]);
  });

  it('a support team of 3 whose crew swap their pistols carries 3 Mag Guns and its support weapon swapped', () => {
    const c = algoryn({
      entry: 'alg-ai-support-team',
      count: 3,
      options: { 'equipage-mag-gun': 1, 'arme-x-launcher': 1 },
    });
    expect(weaponsOf(c)).toEqual([
      [1, 'x-launcher'],
      [3, 'mag-gun'],
    ]);
  });

  it('one Plasma Lance instead of one Plasma Carbine (Isorian phase squad of 7)', () => {
    const c = builtinCase('antares', 'isorian', [
      { id: 'u1', entry: 'iso-senatex-phase-squad', count: 7, options: { 'plasma-lance': 1 }, items: {} },
    ]);
    expect(weaponsOf(c)).toEqual([
      [6, 'plasma-carbine'],
      [1, 'iso-plasma-lance'],
      [1, 'x-sling'],
    ]);
  });
});

describe('weapon tables have one range column (built-in Deadzone and Freebooter’s Fate)', () => {
  const cases = {
    deadzone: () =>
      builtinCase('deadzone', 'enforcers', [
        { id: 'u1', entry: 'enf-capitaine-gantelet', options: {}, items: {} },
      ]),
    'freebooters-fate': () =>
      builtinCase('freebooters-fate', 'amazonen', [{ id: 'u1', entry: 'amz-pehua', options: {}, items: {} }]),
  };
  for (const [game, make] of Object.entries(cases))
    for (const lang of ['fr', 'en'] as const)
      it(`${game} ${lang}`, () => {
        const c = make();
        const [unit] = allUnits(buildPrintableRoster({ ...c, lang }));
        // The range is a weapon stat in these games: no range-band column besides it.
        expect(unit!.weaponColumns.range).toBe(false);
        expect(unit!.weaponColumns.stats.filter((s) => s.id === 'portee')).toHaveLength(1);
        const html = printedWeapons(c, lang).html;
        const head = /<thead>([\s\S]*?)<\/thead>/.exec(html)?.[1] ?? '';
        const headers = [...head.matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
        const rangeHeaders = headers.filter((h) => /^(Portée|Range|Rng)$/.test(h ?? ''));
        expect(rangeHeaders, headers.join(' | ')).toHaveLength(1);
        // Every row has as many cells as the header.
        const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(html)?.[1] ?? '';
        for (const row of body.split('</tr>').filter((r) => r.includes('<td')))
          expect((row.match(/<td/g) ?? []).length, row).toBe(headers.length);
        // Text and Markdown: one range per weapon at most, and the pistol's or the bow's is there.
        for (const format of ['txt', 'md'] as const) {
          const text = printedWeapons(c, lang)[format];
          for (const w of text.split(' ; '))
            expect(w.match(/\b(Portée|Range|Rng)\b/g)?.length ?? 0, w).toBeLessThanOrEqual(1);
          expect(text).toMatch(/(Portée|Range|Rng) (R3|40 cm)/);
        }
      });

  it('NetEpic and Antares keep their range-band column', () => {
    const c = builtinCase('antares', 'algoryn', [
      { id: 'u1', entry: 'alg-ai-squad', options: {}, items: {} },
    ]);
    const [unit] = allUnits(buildPrintableRoster({ ...c, lang: 'en' }));
    expect(unit!.weaponColumns.range).toBe(true);
    expect(unit!.weaponColumns.stats.map((s) => s.id)).toEqual(['sv']);
  });
});
