/**
 * The names community data gives the cost types and categories Muster knows, with Muster's own words
 * for them (those of its built-in game data): the German Freebooter's Fate data says "Dublonen" and
 * "Anführer" where the interface says "doublons" and "Chef". A name not in this table is the data's own
 * and is shown as written, marked with the data's language.
 */
import type { I18nText } from './schema';
import { type LocalText } from './text';

interface KnownTerm {
  /** The names the data uses, in the data's language (`lang`). */
  names: string[];
  lang: 'de' | 'en';
  text: I18nText;
}

const TERMS: KnownTerm[] = [
  // Cost types.
  { names: ['Dublonen'], lang: 'de', text: { fr: 'Doublons', en: 'Doubloons' } },
  { names: ['pts', 'Points'], lang: 'en', text: { fr: 'Points', en: 'Points' } },
  {
    names: ['VP', 'VPs', 'Victory Points'],
    lang: 'en',
    text: { fr: 'Points de victoire', en: 'Victory Points' },
  },
  {
    names: ['Break Point', 'Break Points'],
    lang: 'en',
    text: { fr: 'Points de rupture', en: 'Break points' },
  },
  // Freebooter's Fate categories (German data).
  { names: ['Anführer'], lang: 'de', text: { fr: 'Chef', en: 'Leader' } },
  { names: ['Gefolge'], lang: 'de', text: { fr: 'Suivant', en: 'Follower' } },
  { names: ['Spezialist'], lang: 'de', text: { fr: 'Spécialiste', en: 'Specialist' } },
  { names: ['Söldner'], lang: 'de', text: { fr: 'Mercenaire', en: 'Mercenary' } },
  // Deadzone categories.
  { names: ['Leader', 'Leaders'], lang: 'en', text: { fr: 'Chef', en: 'Leader' } },
  { names: ['Troop', 'Troops'], lang: 'en', text: { fr: 'Troupe', en: 'Troop' } },
  { names: ['Specialist', 'Specialists'], lang: 'en', text: { fr: 'Spécialiste', en: 'Specialist' } },
  { names: ['Merc', 'Mercs', 'Mercenary'], lang: 'en', text: { fr: 'Mercenaire', en: 'Mercenary' } },
  { names: ['Living Legend'], lang: 'en', text: { fr: 'Légende vivante', en: 'Living Legend' } },
  { names: ['Support'], lang: 'en', text: { fr: 'Soutien', en: 'Support' } },
  // Antares categories.
  { names: ['Tactical'], lang: 'en', text: { fr: 'Tactique', en: 'Tactical' } },
  { names: ['Strategic'], lang: 'en', text: { fr: 'Stratégique', en: 'Strategic' } },
  { names: ['Auxiliary'], lang: 'en', text: { fr: 'Auxiliaire', en: 'Auxiliary' } },
  { names: ['Limited'], lang: 'en', text: { fr: 'Choix limité', en: 'Limited' } },
  { names: ['Army Options'], lang: 'en', text: { fr: 'Options d’armée', en: 'Army Options' } },
  // NetEpic categories.
  { names: ['Company'], lang: 'en', text: { fr: 'Compagnie', en: 'Company' } },
  { names: ['Detachment'], lang: 'en', text: { fr: 'Détachement', en: 'Detachment' } },
  { names: ['Support Card'], lang: 'en', text: { fr: 'Carte de soutien', en: 'Support card' } },
  { names: ['Special Card'], lang: 'en', text: { fr: 'Carte spéciale', en: 'Special card' } },
];

/** Data names compare without surrounding spaces (" Dublonen"), case or Unicode form. */
function keyOf(name: string): string {
  return name.normalize('NFC').trim().toLocaleLowerCase('en');
}

const BY_NAME = new Map<string, KnownTerm>(
  TERMS.flatMap((term) => term.names.map((name) => [keyOf(name), term] as const)),
);

function termOf(text: LocalText | undefined): KnownTerm | undefined {
  // A text that has its French already (Muster's own data, translated data) keeps its words.
  if (text === undefined || (typeof text === 'object' && text.fr !== undefined)) return undefined;
  const values = typeof text === 'string' ? [text] : Object.values(text);
  for (const value of values) {
    const term = value === undefined ? undefined : BY_NAME.get(keyOf(value));
    if (term) return term;
  }
  return undefined;
}

/** Muster's words for a cost type or category the data names, or undefined when Muster does not know it. */
export function knownTerm(name: LocalText | undefined): I18nText | undefined {
  return termOf(name)?.text;
}

/** The name in Muster's words where it knows it, else the data's name unchanged. */
export function withKnownTerm<T extends LocalText>(name: T): T | I18nText {
  return knownTerm(name) ?? name;
}

/**
 * The language the data's names are written in, told by the known names among them (German for the
 * Freebooter's Fate data), or undefined when none is known.
 */
export function dataLanguageOf(names: Iterable<LocalText | undefined>): 'de' | 'en' | undefined {
  const votes = new Map<'de' | 'en', number>();
  for (const name of names) {
    const term = termOf(name);
    if (term) votes.set(term.lang, (votes.get(term.lang) ?? 0) + 1);
  }
  let best: 'de' | 'en' | undefined;
  for (const [lang, count] of votes) if (best === undefined || count > votes.get(best)!) best = lang;
  return best;
}
