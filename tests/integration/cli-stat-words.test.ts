/**
 * The catalogue listing says each stat value in the reader's language, as the editor and the prints
 * do: `listEntries` gives every value in both languages (a built-in codex's "6+ fixe" is "6+ fixed",
 * its character's Morale "Lié" is "Attached"), and `muster catalogue units` shows the one of --lang.
 */
import { describe, expect, it } from 'vitest';
import type { EntrySummary } from '../../src/shared/catalogue-types';
import { muster } from '../helpers/cli';
import { useService } from '../helpers/service';
import { useTempDirs } from '../helpers/temp-dir';

const openService = useService();
const tempDir = useTempDirs();

/** The Biel-Tan 3.1 codex: a faction written only in the engine's model. */
const CODEX = 'netepic-fr-biel-tan-310';
/** One of the older built-in factions, its view keeping the first model's ids. */
const OLDER = 'netepic-eldar';

function farseerCard(entries: EntrySummary[]): EntrySummary {
  const found = entries.find((entry) => entry.kind === 'carte-extra-speciale' && entry.name.en === 'Farseer');
  if (!found) throw new Error('no extra-special Farseer in the codex');
  return found;
}

describe('stat values in the catalogue listing', () => {
  it('listEntries gives each value in both languages, for a codex and an older faction', async () => {
    const api = openService().handlers;
    const farseer = farseerCard(await api.listEntries({ faction: CODEX }));
    expect(farseer.stats.svg).toEqual({ fr: '6+ fixe', en: '6+ fixed' });
    expect(farseer.stats.moral).toEqual({ fr: 'Lié', en: 'Attached' });
    const older = await api.listEntries({ faction: OLDER });
    const fixed = older.flatMap((entry) => Object.values(entry.stats)).filter((v) => /\bfixe\b/.test(v.fr));
    expect(fixed.length).toBeGreaterThan(0);
    for (const value of fixed) expect(value.en).toBe(value.fr.replace(/\bfixe\b/g, 'fixed'));
  });

  it('catalogue units shows them in --lang', async () => {
    const dataDir = tempDir();
    const row = async (lang: 'fr' | 'en', name: string) => {
      const run = await muster([
        '--data-dir',
        dataDir,
        'catalogue',
        'units',
        '--faction',
        CODEX,
        '--lang',
        lang,
      ]);
      expect(run.status, run.stderr).toBe(0);
      const found = run.stdout
        .split('\n')
        .find((line) => /carte-extra-speciale/.test(line) && line.includes(name));
      if (!found) throw new Error(`no ${name} row in:\n${run.stdout}`);
      return found;
    };
    const en = await row('en', 'Farseer');
    expect(en).toContain('Save 6+ fixed');
    expect(en).toContain('Morale Attached');
    expect(en).not.toMatch(/\bfixe\b|Lié/);
    const fr = await row('fr', 'Grand Prophète');
    expect(fr).toContain('Svg 6+ fixe');
    expect(fr).toContain('Moral Lié');
  }, 60_000);
});
