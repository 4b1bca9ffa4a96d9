import { describe, expect, it } from 'vitest';
import { dataLanguageOf, knownTerm, withKnownTerm } from '../../src/core/catalogue/known-terms';

describe('known terms of community data', () => {
  it('gives Muster’s words for the cost types and categories it knows, whatever the spacing or case', () => {
    expect(knownTerm(' Dublonen')).toEqual({ fr: 'Doublons', en: 'Doubloons' });
    expect(knownTerm('Anführer')).toEqual({ fr: 'Chef', en: 'Leader' });
    expect(knownTerm({ de: 'GEFOLGE' })).toEqual({ fr: 'Suivant', en: 'Follower' });
    expect(knownTerm('Spezialist')?.fr).toBe('Spécialiste');
    expect(knownTerm('Söldner')?.en).toBe('Mercenary');
    expect(knownTerm('Leaders')?.fr).toBe('Chef');
    expect(knownTerm('Support Card')?.fr).toBe('Carte de soutien');
  });

  it('leaves the data’s other names, and texts that already have their French, as they are', () => {
    expect(knownTerm('Boote')).toBeUndefined();
    expect(withKnownTerm('Schattenmacht')).toBe('Schattenmacht');
    const own = { fr: 'Points de victoire', en: 'Victory Points' };
    expect(withKnownTerm(own)).toBe(own);
    expect(withKnownTerm('Anführer')).toEqual({ fr: 'Chef', en: 'Leader' });
  });

  it('tells the data’s language by the names it knows', () => {
    expect(dataLanguageOf([' Dublonen', 'Anführer', 'Gefolge', 'Boote', 'Limited'])).toBe('de');
    expect(dataLanguageOf(['pts', 'Tactical', 'Strategic'])).toBe('en');
    expect(dataLanguageOf(['Boote', undefined])).toBeUndefined();
  });
});
