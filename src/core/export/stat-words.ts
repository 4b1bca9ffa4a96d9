/**
 * A few stat values of the built-in NetEpic catalogue are written with French words ("6+ fixe",
 * "voir gabarit", "1 (D3 touches)"): the catalogue's stats are plain strings, in French. An English
 * print or screen says them in English, so that no message mixes the two languages.
 */
const ENGLISH: readonly [RegExp, string][] = [
  [/\bgabarit de barrage\b/gu, 'barrage template'],
  [/\bvoir gabarit\b/gu, 'see template'],
  [/\bvoir carte\b/gu, 'see card'],
  [/\bfixe\b/gu, 'fixed'],
  [/\btouches\b/gu, 'hits'],
  [/(^|\s)spécial(?=$|\s|[,.;)])/gu, '$1special'],
];

/**
 * A stat value in the reader's language: the data's own words where it writes the value in both
 * (`values`, a faction view's `statValues`: "Lié" is "Attached"), else as written in French, its
 * French words put in English.
 */
export function statValueIn(
  value: string,
  lang: 'fr' | 'en',
  values?: Readonly<Record<string, { fr: string; en: string }>>,
): string {
  const own = values && Object.hasOwn(values, value) ? values[value]?.[lang] : undefined;
  if (own) return own;
  if (lang === 'fr') return value;
  return ENGLISH.reduce((text, [french, english]) => text.replace(french, english), value);
}

/**
 * A profile's stats with each value in both languages, as `statValueIn` says them: for an answer
 * that carries both and lets its reader pick one (the catalogue listing's entry summaries).
 */
export function statsInBoth(
  stats: Readonly<Record<string, string>>,
  values?: Readonly<Record<string, { fr: string; en: string }>>,
): Record<string, { fr: string; en: string }> {
  const both: Record<string, { fr: string; en: string }> = {};
  for (const [id, value] of Object.entries(stats))
    both[id] = { fr: statValueIn(value, 'fr', values), en: statValueIn(value, 'en', values) };
  return both;
}
