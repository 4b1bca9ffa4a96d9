/**
 * How the source check compares names and statistics: what differences of writing it forgives.
 */
import { splitMarks } from './formations';

/** Letters and digits only, lower case, accents dropped: "Sagittarii -- Mortar" is "sagittariimortar". */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** A data name's key, with any marks it kept ("Hornet Detachment (Maximum 1)") read off too. */
export function dataNameKey(name: string): string {
  return nameKey(splitMarks(name).name);
}

/** A word in the singular, roughly: "Harpies" "Harpy", "Knights" "Knight", "Chassis" kept. */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('is'))
    return word.slice(0, -1);
  return word;
}

/**
 * A unit's key whatever its number: contents say "6 Fusilier bases" of the unit whose profile is
 * "Fusiliers", "4 Dark Reapers bases" of "Dark Reapers".
 */
export function unitKey(name: string): string {
  return nameKey(
    name
      .split(/\s+/)
      .map((word) => singular(word.toLowerCase()))
      .join(' '),
  );
}

/**
 * A statistic as compared: lower case, blanks dropped, every dash one "-", "fixed"/"fixe" written
 * "f", "," between two saves written "/" and a "/" before a word dropped: "15 cm" is "15cm", "–"
 * is "-", "4+, 6+ fixe" is "4+/6+f", "2+ / Chart" is "2+chart". Anything else ("+0" and "0",
 * "2+ Chart" and "2+ see chart") must be written alike.
 */
export function statKey(value: string): string {
  return (
    value
      .toLowerCase()
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .replace(/fixed|fixe/g, 'f')
      .replace(/\s+/g, '')
      .replace(/,/g, '/')
      // A word after a save is no second save: "2+ / Sheet", "2+/Sheet" and "2+ Sheet" are alike.
      .replace(/\/(?=[a-z])/g, '')
  );
}

/** The words of a unit's name, singular, lower case, punctuation dropped. */
function unitWords(name: string): string[] {
  return name
    .split(/\s+/)
    .map((word) => nameKey(singular(word.toLowerCase())))
    .filter((word) => word !== '');
}

/**
 * Whether one unit name's words appear, in order, among the other's: a contents cell and a profile
 * table sometimes name a unit apart ("Shas'vre Battlesuit" and "Shas'vre", "XV9 Mk I Battlesuit"
 * and "XV9 Hazard Mk I Battlesuit"). Used only where no name is the same.
 */
export function unitNamesOverlap(a: string, b: string): boolean {
  const [short, long] = [unitWords(a), unitWords(b)].sort((x, y) => x.length - y.length);
  if (!short || !long || short.length === 0) return false;
  let at = 0;
  for (const word of long) if (word === short[at]) at += 1;
  return at === short.length;
}
