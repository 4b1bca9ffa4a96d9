import type { GlossaryBlock } from './types';

/**
 * A name reduced to what identifies a rule: lower case, no accents, no parameter placeholder
 * ("(XX)", "(n)", "(X)", "D(n)", the x of "PAx"), punctuation collapsed. "Elite (XX)" and "élite" → "elite".
 */
export function normaliseAbilityName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\bd\s*\(\s*n\s*\)/g, ' ')
    .replace(/\(\s*(?:x{1,2}|n|m|\d+|\+?x\+?)\s*\)/g, ' ')
    .replace(/\b([a-z]{2,})x\b/g, '$1')
    .replace(/\b([a-z]{2,})\s*x\s*\d*\b/g, '$1')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Matches blocks to abilities: the first candidate (in the order given) having a name equal to the
 * block's name, else to one of its other names, once normalised. The candidates' names are normalised
 * once, here, so a glossary of many blocks costs one look-up per name, not one pass over the game.
 */
export function abilityMatcher(
  candidates: { id: string; names: string[] }[],
): (block: GlossaryBlock) => string | undefined {
  const byName = new Map<string, string>();
  for (const candidate of candidates)
    for (const name of candidate.names) {
      const key = normaliseAbilityName(name);
      if (!byName.has(key)) byName.set(key, candidate.id);
    }
  return (block) => {
    for (const name of [block.name, ...block.altNames]) {
      const key = normaliseAbilityName(name);
      if (key && byName.has(key)) return byName.get(key);
    }
    return undefined;
  };
}

/** The ability (by id) whose French, English or alias name matches the block's name or one of its other names. */
export function matchAbility(
  block: GlossaryBlock,
  candidates: { id: string; names: string[] }[],
): string | undefined {
  return abilityMatcher(candidates)(block);
}
