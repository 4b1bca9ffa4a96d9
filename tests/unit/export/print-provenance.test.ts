/**
 * Every print says what it was made from: the data's revision (an imported faction's game system and
 * catalogue revisions, or the built-in catalogue's version), Muster's version and the day, in the
 * print's language, in HTML, Markdown and both text layouts. The day is given, never read from a clock.
 */
import { describe, expect, it } from 'vitest';
import {
  buildPrintableRoster,
  localDay,
  printDate,
  renderRoster,
  type ExportFormat,
} from '../../../src/core/export';
import type { GameSystem } from '../../../src/core/catalogue/model';
import { deadzoneCase, XSS_SCRIPT, type ExportCase } from '../../helpers/export-fixtures';

const PROVENANCE = { musterVersion: '1.4.2', date: '2026-11-28', builtinCatalogueVersion: 'f'.repeat(64) };

/** The Deadzone case as a list of an imported faction: game system revision 12, catalogue revision 7. */
function communityCase(systemName = 'Deadzone Escalation'): ExportCase {
  const base = deadzoneCase();
  const gameSystem = { id: 'dz-gst', kind: 'gameSystem', name: systemName, revision: 12 } as GameSystem;
  return {
    ...base,
    catalogue: {
      ...base.catalogue,
      faction: {
        ...base.catalogue.faction,
        community: { gameSystemId: 'dz-gst', gameSystemName: systemName, revision: 7 },
      },
      gameData: { gameSystem, catalogues: [] },
    },
  };
}

describe('the footer of a print', () => {
  it('names an imported faction’s game system and catalogue with their revisions, in French and English', () => {
    const input = communityCase();
    const faction = input.catalogue.faction.name;
    const fr = buildPrintableRoster({ ...input, lang: 'fr', provenance: PROVENANCE }).madeFrom;
    expect(fr).toEqual({
      data: `Données : Deadzone Escalation rév. 12, catalogue ${faction.fr} rév. 7`,
      muster: 'Muster 1.4.2',
      date: 'Imprimé le 28 novembre 2026',
    });
    const en = buildPrintableRoster({ ...input, lang: 'en', provenance: PROVENANCE }).madeFrom;
    expect(en).toEqual({
      data: `Data: Deadzone Escalation rev. 12, catalogue ${faction.en} rev. 7`,
      muster: 'Muster 1.4.2',
      date: 'Printed on 28 November 2026',
    });
  });

  it('names the built-in catalogue’s version for a built-in faction (its first 12 digits)', () => {
    const made = buildPrintableRoster({ ...deadzoneCase(), lang: 'fr', provenance: PROVENANCE }).madeFrom;
    expect(made?.data).toBe('Données : catalogue intégré de Muster, version ffffffffffff');
  });

  it('is in every format, and absent when the caller gives nothing', () => {
    const formats: ExportFormat[] = ['html', 'md', 'txt', 'txt-compact'];
    for (const format of formats) {
      const printed = renderRoster(format, { ...communityCase(), lang: 'en', provenance: PROVENANCE });
      expect(printed, format).toContain('Deadzone Escalation rev. 12');
      expect(printed, format).toContain('Muster 1.4.2');
      expect(printed, format).toContain('Printed on 28 November 2026');
      const bare = renderRoster(format, { ...communityCase(), lang: 'en' });
      expect(bare, format).not.toContain('Printed on');
    }
  });

  it('escapes a game system name that tries to be markup', () => {
    const html = renderRoster('html', { ...communityCase(XSS_SCRIPT), lang: 'en', provenance: PROVENANCE });
    expect(html).not.toContain(XSS_SCRIPT);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; rev. 12');
  });

  it('writes the day in words, the first of the month as French writes it', () => {
    expect(printDate('2026-05-01', 'fr')).toBe('1er mai 2026');
    expect(printDate('2026-05-01', 'en')).toBe('1 May 2026');
    expect(printDate('2026-12-31', 'fr')).toBe('31 décembre 2026');
    // Not a day: printed as given, never a made-up date.
    expect(printDate('2026-13-01', 'en')).toBe('2026-13-01');
    expect(printDate('yesterday', 'fr')).toBe('yesterday');
  });

  it('takes the local day of the moment given', () => {
    expect(localDay(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
    expect(localDay(new Date(2026, 10, 28, 0, 1))).toBe('2026-11-28');
  });
});
