/**
 * What the builder's view of a NetEpic FR codex (core/catalogue/faction-view.ts) gives the panels and
 * prints to say its figures as the game does: the stat values the data writes in both languages
 * ("Lié" / "Attached", "6+ fixe" / "6+ fixed"), only the cost types the codex prices (no break or
 * victory points, which the older built-in armies do price), units counted in bases as the game's
 * binding says, and a company's price marked as its least one when what it holds may cost more.
 */
import { describe, expect, it } from 'vitest';
import type { FactionCatalogue } from '../../../src/core/catalogue/view-types';
import { statValueIn } from '../../../src/core/export/stat-words';
import { codexView } from '../../helpers/codex-view';

const BIEL_TAN = 'netepic-fr-biel-tan-310';
const P = 'biel-tan-310';

const entryOf = (view: FactionCatalogue, id: string) => {
  const found = view.entries.find((entry) => entry.id === id || entry.id.endsWith(`::${id}`));
  if (!found) throw new Error(`no entry ${id} in ${view.faction.id}`);
  return found;
};

describe('the figures of a codex view', () => {
  const view = codexView(BIEL_TAN);

  it('keeps the English of the stat values the data writes in both languages', () => {
    const farseer = entryOf(view, `${P}-farseer`);
    // The stats are written in French, as the older built-in armies' are; the English is the data's.
    expect(farseer.profiles[0]?.stats).toMatchObject({ svg: '6+ fixe', moral: 'Lié' });
    expect(view.statValues?.['Lié']).toEqual({ fr: 'Lié', en: 'Attached' });
    expect(view.statValues?.['6+ fixe']).toEqual({ fr: '6+ fixe', en: '6+ fixed' });
    // A value the same in both languages needs no entry.
    expect(view.statValues?.['10 cm']).toBeUndefined();
  });

  it("says a weapon's words in each language: the Sonic Disruptor's TSM is none, « Aucune »", () => {
    const mechanicus = codexView('netepic-fr-adeptus-mechanicus-310');
    const tsm = mechanicus.weapons['adeptus-mechanicus-310-w-sonic-disruptor']?.profiles[0]?.stats.pa;
    expect(tsm).toBeDefined();
    expect(statValueIn(tsm!, 'fr', mechanicus.statValues)).toBe('Aucune');
    expect(statValueIn(tsm!, 'en', mechanicus.statValues)).toBe('None');
  });

  it('offers only the cost types the faction prices: no break or victory points in a codex', () => {
    expect(view.game.costTypes.map((cost) => cost.id)).toEqual(['points']);
    // The older built-in Eldar, in the same model, price both: they keep them.
    expect(codexView('netepic-eldar').game.costTypes.map((cost) => cost.id)).toEqual(['points', 'bp', 'vp']);
  });

  it('counts units in bases, as the game binding says NetEpic counts them', () => {
    expect(entryOf(view, `${P}-guardian-detachment`).count.unit).toBe('base');
    expect(view.entries.every((entry) => entry.count.unit === 'base')).toBe(true);
  });

  it("marks a company's price as its least one when what it holds may cost more", () => {
    // "2 détachements parmi…": the company costs at least its cheapest choices.
    expect(entryOf(view, `${P}-ghost-company`)).toMatchObject({ costs: { points: 525 }, leastPrice: true });
    // A détachement holding nothing has its own price.
    expect(entryOf(view, `${P}-guardian-detachment`).leastPrice).toBeUndefined();
    // Contents bought by sizes (2 or 3 bases) cost more with the larger size.
    const hammerheads = codexView('netepic-fr-tau-310').entries.find(
      (entry) => entry.id === 'tau-310-compagnie-hammerhead',
    );
    expect(hammerheads?.leastPrice).toBe(true);
  });

  it('counts a content bought by sizes at its smallest size in the least price', () => {
    // Its command (25) and three Hammerhead détachements of 2 bases (200 each), the smallest size.
    const hammerheads = codexView('netepic-fr-tau-310').entries.find(
      (entry) => entry.id === 'tau-310-compagnie-hammerhead',
    );
    expect(hammerheads?.costs).toEqual({ points: 25 + 3 * 200 });
  });

  it('gives a formation holding fixed contents its exact price', () => {
    // Angron comes with his fixed contents only: his price does not depend on a choice.
    const angron = codexView('netepic-fr-world-eaters-310').entries.find((entry) =>
      entry.id.endsWith('::world-eaters-310-angron'),
    );
    expect(angron?.contains.length).toBeGreaterThan(0);
    expect(angron?.leastPrice).toBeUndefined();
  });
});
