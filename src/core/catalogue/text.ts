/**
 * Localisable text of catalogue model v2. Community data is written in one language (English for
 * most files, German for Freebooter's Fate), our own data in French and English; so a text is
 * either a plain string in the data's own language or a partial map from language tag to string.
 *
 * Fallback chain, used everywhere a text is shown: the requested language, then English, then
 * French, then the data's own language (a plain string), then any language present, then ''.
 */
export type LocalText = string | Readonly<Partial<Record<string, string>>>;

const FALLBACK_LANGUAGES = ['en', 'fr'] as const;

/** The text in `lang`, following the documented fallback chain. */
export function textIn(text: LocalText | undefined, lang: string): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  const wanted = text[lang];
  if (wanted !== undefined) return wanted;
  for (const fallback of FALLBACK_LANGUAGES) {
    const value = text[fallback];
    if (value !== undefined) return value;
  }
  for (const value of Object.values(text)) if (value !== undefined) return value;
  return '';
}

/** The languages a text exists in ('*' for a plain string in the data's own language). */
export function languagesOf(text: LocalText | undefined): string[] {
  if (text === undefined) return [];
  if (typeof text === 'string') return ['*'];
  return Object.keys(text).filter((lang) => text[lang] !== undefined);
}
