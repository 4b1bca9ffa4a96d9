/**
 * Text helpers of the v1 → v2 conversion: ability names with their parameter, weapon profile texts,
 * and the split between notes for players and provenance notes for authors.
 */
import type { AbilityRef, I18nText } from '../../src/core/catalogue/schema';
import { PROVENANCE_MARKERS } from './names';

export const LANGS = ['fr', 'en'] as const;

/** A parameter placeholder at the end of an ability name: "Transport (X)", "Elite (XX)", "Esquive (X+)". */
const PLACEHOLDER = /\s*\((?:[nNxX]{1,2}\+?|\?|…|\.\.\.)\)\s*$/;

export function mapText(text: I18nText, map: (value: string) => string): I18nText {
  return { fr: map(text.fr), en: map(text.en) };
}

/** "Transport (2)", "Déflagration (D10)", "Elite (1)": the name the data gives an ability with its value. */
export function abilityName(name: I18nText, ref: Pick<AbilityRef, 'param' | 'paramText'>): I18nText {
  const param = ref.param !== undefined ? String(ref.param) : ref.paramText;
  return mapText(name, (value) => {
    const bare = value.replace(PLACEHOLDER, '') || value;
    return param === undefined ? bare : `${bare} (${param})`;
  });
}

/** Several texts joined per language: a weapon's rules in one characteristic. */
export function joinTexts(texts: I18nText[], separator = ', '): I18nText {
  return {
    fr: texts.map((text) => text.fr).join(separator),
    en: texts.map((text) => text.en).join(separator),
  };
}

export function isProvenance(note: I18nText): boolean {
  return PROVENANCE_MARKERS.some((marker) => marker.test(note.fr) || marker.test(note.en));
}

/** A lower-case id from free text ("Guerriers Aspects" → "guerriers-aspects"). */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
