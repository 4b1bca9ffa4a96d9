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
 * "f" and "," between two saves written "/": "15 cm" is "15cm", "–" is "-", "4+, 6+ fixe" is
 * "4+/6+f". Anything else ("+0" and "0", "2+ Chart" and "2+ see chart") must be written alike.
 */
export function statKey(value: string): string {
  return value
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/fixed|fixe/g, 'f')
    .replace(/,/g, '/')
    .replace(/\s+/g, '');
}
