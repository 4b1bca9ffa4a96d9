/**
 * The prints of a NetEpic FR codex list (a view of its game data, core/catalogue/faction-view.ts) in
 * HTML, Markdown and text, in French and English: stat values in the print's language ("Moral Lié",
 * "Morale Attached", "6+ fixed"), units counted in bases ("6 socles", "6 bases") as the older armies'
 * are, and no break or victory points, which the codices do not give (the older armies keep them).
 */
import { describe, expect, it } from 'vitest';
import { renderRoster, type ExportFormat } from '../../../src/core/export';
import type { ListCards } from '../../../src/core/roster/cards';
import type { MusterService } from '../../../src/main/service/create-service';
import { useService } from '../../helpers/service';
import { addUnits } from '../../helpers/tyranid-lists';

/** A French word on its own ("Lié", not in "Liées"). */
const word = (text: string) => new RegExp(`(?<!\\p{L})${text}(?!\\p{L})`, 'u');

const open = useService();
type Api = MusterService['handlers'];

/** Every print of a list, in one language, as the export writes them. */
async function prints(api: Api, roster: ListCards, lang: 'fr' | 'en'): Promise<Record<ExportFormat, string>> {
  const { roster: checked, result } = await api.validateRoster({ roster });
  const catalogue = await api.getFactionCatalogue({ faction: roster.faction });
  const input = { roster: checked, catalogue, result, lang };
  const formats: ExportFormat[] = ['html', 'md', 'txt'];
  return Object.fromEntries(formats.map((format) => [format, renderRoster(format, input)])) as Record<
    ExportFormat,
    string
  >;
}

async function newList(api: Api, faction: string, units: string[]): Promise<ListCards> {
  const catalogue = await api.getFactionCatalogue({ faction });
  const created = await api.createRoster({ game: 'netepic', faction, name: 'Impression', pointsLimit: 3000 });
  return addUnits(created, catalogue, units);
}

describe('the prints of a codex list', () => {
  it('say the stat values, the counts and the costs in the print’s language', async () => {
    const api = open().handlers;
    const list = await newList(api, 'netepic-fr-biel-tan-310', ['Farseer', 'Guardian Detachment']);
    const english = await prints(api, list, 'en');
    const french = await prints(api, list, 'fr');
    for (const format of ['html', 'md', 'txt'] as const) {
      const [en, fr] = [english[format], french[format]];
      expect(en, format).toContain('6+ fixed');
      expect(en, format).toContain('Attached');
      expect(en, format).not.toMatch(word('Lié'));
      expect(en, format).not.toMatch(word('fixe'));
      expect(fr, format).toContain('6+ fixe');
      expect(fr, format).toMatch(word('Lié'));
      expect(en, format).toContain('6 bases');
      expect(fr, format).toContain('6 socles');
      expect(en, format).not.toMatch(/\bmodels?\b/u);
      expect(fr, format).not.toMatch(/figurines?/u);
      expect(en, format).not.toMatch(/Break Points|Victory Points/u);
      expect(fr, format).not.toMatch(/Points de rupture|Points de victoire/u);
    }
  });

  it('keep the break and victory points of the older armies, which price them', async () => {
    const api = open().handlers;
    const list = await newList(api, 'netepic-eldar', []);
    const english = await prints(api, list, 'en');
    expect(english.md).toContain('Break Points');
    expect(english.md).toContain('Victory Points');
  });
});
