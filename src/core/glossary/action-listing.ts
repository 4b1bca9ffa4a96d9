import { paragraphs, splitLines } from './plain-text';
import { collapseWhitespace, endsWithWordIgnoringCase } from './scan';
import type { GlossaryBlock, ParsedGlossary } from './types';

const KIND_LINE = /^(?:action\b|simple action\b|complex action\b)/i;
/** A longer line is text, not an action's name. */
export const MAX_ACTION_NAME_LENGTH = 90;
const RESTRICTION_WORDS = ['uniquement', 'seulement'];
const CAPITALISED_WORD = /^[A-ZÀ-Ý][\p{L}'-]*$/u;

const endsWithRestrictionWord = (text: string, separator: string) =>
  RESTRICTION_WORDS.some((word) => {
    const tail = `${separator}${word}`;
    return text.length > tail.length && endsWithWordIgnoringCase(text, tail);
  });

/** "Kiss of death (Baiser de la mort) Reine des Ombres seulement": whatever follows the first ") ". */
function restrictionAfterNames(line: string): { names: string; restriction: string } | undefined {
  const close = line.indexOf(') ', 1);
  if (close < 0) return undefined;
  const restriction = line.slice(close + 2);
  return endsWithRestrictionWord(restriction, ' ')
    ? { names: line.slice(0, close + 1), restriction }
    : undefined;
}

/**
 * "Bribery (Corruption) Farrador Barrigon uniquement": the capitalised names before the last word
 * ("Mystique et Exorciste" too), never the first word of the line.
 */
function trailingRestriction(line: string): { names: string; restriction: string } | undefined {
  const words = line.split(' ');
  const last = words.length - 1;
  if (last < 2 || !RESTRICTION_WORDS.includes(words[last]!) || !CAPITALISED_WORD.test(words[last - 1]!))
    return undefined;
  let first = last - 1;
  for (;;) {
    if (first - 1 >= 1 && CAPITALISED_WORD.test(words[first - 1]!)) first -= 1;
    else if (first - 2 >= 1 && words[first - 1] === 'et' && CAPITALISED_WORD.test(words[first - 2]!))
      first -= 2;
    else break;
  }
  return { names: words.slice(0, first).join(' '), restriction: words.slice(first).join(' ') };
}

/** "Bribery (Corruption)" → Corruption, with Bribery as the other name. */
function bilingualNames(text: string): Pick<GlossaryBlock, 'name' | 'altNames'> {
  const open = text.indexOf('(', 1);
  if (open < 0 || !text.endsWith(')') || open > text.length - 3) return { name: text, altNames: [] };
  return { name: text.slice(open + 1, -1).trim(), altNames: [text.slice(0, open).trim()] };
}

/**
 * "Bribery (Corruption) Farrador Barrigon uniquement" → French name, English name, restriction.
 * Spaces are collapsed first, and the line is read by hand, so the work is linear in its length.
 */
export function readActionName(line: string): Pick<GlossaryBlock, 'name' | 'altNames' | 'restriction'> {
  const text = collapseWhitespace(line);
  const split = restrictionAfterNames(text) ?? trailingRestriction(text);
  const names = bilingualNames(split ? split.names : text);
  return { ...names, ...(split ? { restriction: split.restriction } : {}) };
}

/** "Action simple, Mystique et Exorciste uniquement" → the kind and the restriction after the last comma. */
export function readKindLine(line: string): { actionType: string; restriction?: string } {
  const kindLine = line.trim();
  const comma = kindLine.lastIndexOf(',');
  const restriction = comma < 0 ? '' : kindLine.slice(comma + 1).trim();
  if (!RESTRICTION_WORDS.some((word) => endsWithWordIgnoringCase(restriction, word)))
    return { actionType: kindLine };
  return { actionType: kindLine.slice(0, comma).trim(), restriction };
}

/**
 * Freebooter's Fate special actions (seed 003): a name line, a kind line ("Action simple",
 * "Action complexe, mouvement, combat"), then paragraphs until the next name line. A name line is
 * recognised by the kind line that follows it.
 */
export function parseActionListing(text: string): ParsedGlossary {
  const lines = splitLines(text);
  const nonEmpty: { line: string; index: number }[] = [];
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed) nonEmpty.push({ line: trimmed, index });
  });
  const starts: { nameAt: number; kindAt: number }[] = [];
  for (let i = 0; i + 1 < nonEmpty.length; i++)
    if (
      KIND_LINE.test(nonEmpty[i + 1]!.line) &&
      !KIND_LINE.test(nonEmpty[i]!.line) &&
      nonEmpty[i]!.line.length < MAX_ACTION_NAME_LENGTH
    )
      starts.push({ nameAt: nonEmpty[i]!.index, kindAt: nonEmpty[i + 1]!.index });
  const unreadable = lines
    .slice(0, starts[0]?.nameAt ?? lines.length)
    .map((l) => l.trim())
    .filter((l) => l && !/^\d+(\.\d+)*\s/.test(l));
  const blocks = starts.map((start, n): GlossaryBlock => {
    const named = readActionName(lines[start.nameAt]!);
    // The kind line may carry the restriction too: "Action simple, Mystique et Exorciste uniquement".
    const kind = readKindLine(lines[start.kindAt]!);
    const actionType = kind.actionType;
    const restriction = named.restriction ?? kind.restriction;
    return {
      name: named.name,
      altNames: named.altNames,
      text: paragraphs(lines.slice(start.kindAt + 1, starts[n + 1]?.nameAt ?? lines.length)),
      scope: 'action',
      actionType,
      ...(restriction ? { restriction } : {}),
    };
  });
  return { layout: 'action-listing', blocks, unreadable };
}
