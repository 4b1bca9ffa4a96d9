/**
 * What a print was made from, said in its footer: the revision of the data the list was checked
 * against (an imported faction's game system and catalogue revisions, or the built-in catalogue's
 * version), Muster's version and the day it was printed. An organiser holding two printouts of one list
 * then tells which data each was judged with. The caller gives the version and the date (core reads no
 * clock), so that tests and golden files are the same every day.
 */
import type { I18nText } from '../../catalogue/schema';
import { cleanLine } from '../../text/clean';
import type { ExportLang } from '../labels';
import type { ExportCatalogue } from './model';

export interface PrintProvenance {
  /** Muster's version ("0.1.0"). */
  musterVersion: string;
  /** The day of the print, `YYYY-MM-DD`, in the printing computer's time zone. */
  date: string;
  /** The built-in catalogue's version (a hash of its files), for lists of built-in factions. */
  builtinCatalogueVersion?: string;
}

/** The footer's three parts, each in the print's language. */
export interface PrintableProvenance {
  /** "Données : Deadzone rév. 12, catalogue Rebs rév. 7" */
  data: string;
  /** "Muster 0.1.0" */
  muster: string;
  /** "Imprimé le 28 novembre 2026" */
  date: string;
}

/** How much of the built-in catalogue's hash is printed: enough to tell two versions apart. */
export const BUILTIN_VERSION_DIGITS = 12;

const MONTHS: Record<ExportLang, readonly string[]> = {
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

const WORDS = {
  fr: {
    data: (text: string) => `Données : ${text}`,
    revision: (name: string, revision: number | undefined) =>
      revision === undefined ? name : `${name} rév. ${revision}`,
    catalogue: (name: string, revision: number | undefined) =>
      revision === undefined ? `catalogue ${name}` : `catalogue ${name} rév. ${revision}`,
    builtin: (version: string | undefined) =>
      version ? `catalogue intégré de Muster, version ${version}` : 'catalogue intégré de Muster',
    printed: (date: string) => `Imprimé le ${date}`,
    day: (day: number) => (day === 1 ? '1er' : String(day)),
  },
  en: {
    data: (text: string) => `Data: ${text}`,
    revision: (name: string, revision: number | undefined) =>
      revision === undefined ? name : `${name} rev. ${revision}`,
    catalogue: (name: string, revision: number | undefined) =>
      revision === undefined ? `catalogue ${name}` : `catalogue ${name} rev. ${revision}`,
    builtin: (version: string | undefined) =>
      version ? `Muster's built-in catalogue, version ${version}` : "Muster's built-in catalogue",
    printed: (date: string) => `Printed on ${date}`,
    day: (day: number) => String(day),
  },
} as const;

/** "28 novembre 2026", "1er mai 2026", "28 November 2026"; a date that is not `YYYY-MM-DD` as given. */
export function printDate(date: string, lang: ExportLang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[lang][Number(match[2]) - 1] : undefined;
  const day = match ? Number(match[3]) : 0;
  if (!match || !month || day < 1 || day > 31) return cleanLine(date);
  return `${WORDS[lang].day(day)} ${month} ${match[1]}`;
}

/** The local day of a moment, `YYYY-MM-DD`: what callers pass as `PrintProvenance.date`. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const revisionOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * The data part: an imported faction names its game system and catalogue with their revisions (as the
 * data gives them); a built-in faction, the built-in catalogue's version.
 */
function dataText(catalogue: ExportCatalogue, lang: ExportLang, provenance: PrintProvenance): string {
  const words = WORDS[lang];
  const name = (text: I18nText | undefined, fallback: string) =>
    cleanLine(text?.[lang] ?? text?.fr ?? fallback) || fallback;
  const community = catalogue.faction.community;
  if (!community) {
    const version = provenance.builtinCatalogueVersion?.slice(0, BUILTIN_VERSION_DIGITS);
    return words.data(words.builtin(version ? cleanLine(version) : undefined));
  }
  const system = cleanLine(community.gameSystemName) || community.gameSystemId;
  const systemRevision = revisionOf(catalogue.gameData?.gameSystem.revision);
  const faction = name(catalogue.faction.name, catalogue.faction.id);
  return words.data(
    `${words.revision(system, systemRevision)}, ${words.catalogue(faction, revisionOf(community.revision))}`,
  );
}

export function printProvenance(
  catalogue: ExportCatalogue,
  lang: ExportLang,
  provenance: PrintProvenance,
): PrintableProvenance {
  return {
    data: dataText(catalogue, lang, provenance),
    muster: `Muster ${cleanLine(provenance.musterVersion)}`,
    date: WORDS[lang].printed(printDate(provenance.date, lang)),
  };
}
