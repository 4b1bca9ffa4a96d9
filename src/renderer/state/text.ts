import type { I18nText } from '../../core';
import type { Locale } from '../i18n/i18n';

/** Lower-case text without diacritics, so that "elite" finds "Élite" and "detachement" finds "Détachement". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The text in the interface language; catalogue texts always exist in both. */
export function pick(text: I18nText, locale: Locale): string {
  return text[locale];
}

export function queryWords(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean);
}

/**
 * Ability names carry a placeholder for their parameter ("Tacticien (n)", "Elite (XX)", "Dodge (X+)"): the held
 * value replaces it, or follows the name when there is no placeholder.
 */
export function withParameter(name: string, param: number | string | undefined): string {
  if (param === undefined) return name.replace(/\s*\((?:n|x+|X+|\+?[xX]\+?)\)\s*$/, '');
  const replaced = name.replace(/\((?:n|x+|X+|\+?[xX]\+?)\)\s*$/, `(${param})`);
  return replaced === name ? `${name} (${param})` : replaced;
}
