import { paragraphs, splitLines } from './plain-text';
import type { GlossaryBlock, ParsedGlossary } from './types';

const KIND_LINE = /^(?:action\b|simple action\b|complex action\b)/i;
const RESTRICTION =
  /\s+((?:[A-ZÀ-Ý][\p{L}'-]*)(?:\s+(?:et\s+)?[A-ZÀ-Ý][\p{L}'-]*)*\s+(?:uniquement|seulement))\s*$/u;

/** "Bribery (Corruption) Farrador Barrigon uniquement" → French name, English name, restriction. */
export function readActionName(line: string): Pick<GlossaryBlock, 'name' | 'altNames' | 'restriction'> {
  let rest = line.trim();
  let restriction: string | undefined;
  // "Kiss of death (Baiser de la mort) Reine des Ombres seulement": whatever follows the French name.
  const afterNames = /^(.+?\))\s+(.+?\s(?:uniquement|seulement))\s*$/i.exec(rest);
  const restricted = afterNames ? null : RESTRICTION.exec(rest);
  if (afterNames) {
    restriction = afterNames[2]!;
    rest = afterNames[1]!;
  } else if (restricted) {
    restriction = restricted[1]!;
    rest = rest.slice(0, restricted.index).trim();
  }
  const both = /^(.+?)\s*\((.+)\)$/.exec(rest);
  const names = both ? { name: both[2]!.trim(), altNames: [both[1]!.trim()] } : { name: rest, altNames: [] };
  return { ...names, ...(restriction ? { restriction } : {}) };
}

/**
 * Freebooter's Fate special actions (seed 003): a name line, a kind line ("Action simple",
 * "Action complexe, mouvement, combat"), then paragraphs until the next name line. A name line is
 * recognised by the kind line that follows it.
 */
export function parseActionListing(text: string): ParsedGlossary {
  const lines = splitLines(text);
  const nonEmpty = lines.map((line, index) => ({ line: line.trim(), index })).filter((l) => l.line);
  const starts: { nameAt: number; kindAt: number }[] = [];
  for (let i = 0; i + 1 < nonEmpty.length; i++)
    if (
      KIND_LINE.test(nonEmpty[i + 1]!.line) &&
      !KIND_LINE.test(nonEmpty[i]!.line) &&
      nonEmpty[i]!.line.length < 90
    )
      starts.push({ nameAt: nonEmpty[i]!.index, kindAt: nonEmpty[i + 1]!.index });
  const unreadable = lines
    .slice(0, starts[0]?.nameAt ?? lines.length)
    .map((l) => l.trim())
    .filter((l) => l && !/^\d+(\.\d+)*\s/.test(l));
  const blocks = starts.map((start, n): GlossaryBlock => {
    const kindLine = lines[start.kindAt]!.trim();
    const named = readActionName(lines[start.nameAt]!);
    // The kind line may carry the restriction too: "Action simple, Mystique et Exorciste uniquement".
    const kindRestriction = /,\s*([^,]*(?:uniquement|seulement))\s*$/i.exec(kindLine);
    const actionType = kindRestriction ? kindLine.slice(0, kindRestriction.index).trim() : kindLine;
    const restriction = named.restriction ?? kindRestriction?.[1]?.trim();
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
