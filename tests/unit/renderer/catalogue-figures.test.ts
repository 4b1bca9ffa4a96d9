/**
 * What the catalogue panel says beside an entry (renderer/state/catalogue-figures.ts), in each language:
 * a codex unit's stat values in the interface's language, the data's own English where it writes one
 * ("Lié" is "Attached"), and a company's least price "à partir de" / "from".
 */
import { resolveTemplate } from '@solid-primitives/i18n';
import { describe, expect, it } from 'vitest';
import { en } from '../../../src/renderer/i18n/en';
import { fr, type Dictionary } from '../../../src/renderer/i18n/fr';
import { entryPriceText, keyStats, type PriceWords } from '../../../src/renderer/state/catalogue-figures';
import { codexView } from '../../helpers/codex-view';
import { entry } from '../../helpers/engine-fixtures';

const view = codexView('netepic-fr-biel-tan-310');
const byId = (id: string) => {
  const found = view.entries.find((each) => each.id === id || each.id.endsWith(`::${id}`));
  if (!found) throw new Error(`no entry ${id}`);
  return found;
};

const words = (dictionary: Dictionary): PriceWords => ({
  format: (n) => dictionary.common.costAmount.points({ n }),
  included: dictionary.common.included,
  from: (price) => resolveTemplate(dictionary.common.priceFrom, { price }),
});

describe('the figures of a catalogue row', () => {
  it("says a codex unit's stat values in the interface's language", () => {
    const farseer = byId('biel-tan-310-farseer');
    const stats = (locale: 'fr' | 'en') =>
      keyStats(farseer, view.game.unitStats, locale, 5, view.statValues).map((stat) => stat.value);
    expect(stats('en')).toEqual(['10 cm', '6+ fixed', '+3', 'Attached']);
    expect(stats('fr')).toEqual(['10 cm', '6+ fixe', '+3', 'Lié']);
  });

  it('says the French words of a stat written in French only in English (the older armies)', () => {
    const unit = entry({ id: 'old', kind: 'detachement' });
    unit.profiles = [{ stats: { svg: '5+ fixe' } }];
    const defs = [{ id: 'svg', short: { fr: 'Svg', en: 'Save' } }];
    expect(keyStats(unit, defs, 'en')).toEqual([{ label: 'Save', value: '5+ fixed' }]);
  });

  it("says a company's least price from what it holds, in either language", () => {
    const company = byId('biel-tan-310-ghost-company');
    expect(entryPriceText(company, 'points', false, words(fr))).toMatch(/^à partir de 525\s?pts$/u);
    expect(entryPriceText(company, 'points', false, words(en))).toBe('from 525 pts');
    // A unit of its own price, and a free one its formation pays for, as before.
    expect(entryPriceText(byId('biel-tan-310-guardian-detachment'), 'points', false, words(en))).toBe(
      '100 pts',
    );
    expect(entryPriceText({ costs: {} }, 'points', true, words(en))).toBe('included');
  });
});
