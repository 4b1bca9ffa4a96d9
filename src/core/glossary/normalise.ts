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

/** The ability (by id) whose French, English or alias name matches the block's name or one of its other names. */
export function matchAbility(
  block: GlossaryBlock,
  candidates: { id: string; names: string[] }[],
): string | undefined {
  const wanted = [block.name, ...block.altNames].map(normaliseAbilityName).filter(Boolean);
  for (const name of wanted)
    for (const candidate of candidates)
      if (candidate.names.some((n) => normaliseAbilityName(n) === name)) return candidate.id;
  return undefined;
}
