import { parseActionListing } from './action-listing';
import { parseMarkdownHeadings } from './markdown-headings';
import { parseMarkdownTables } from './markdown-tables';
import { parseNetepicCodex } from './netepic-codex';
import { BULLET_RULE_START } from './scan';
import { GlossaryParseError, type GlossaryLayout, type ParsedGlossary } from './types';

export { abilityMatcher, matchAbility, normaliseAbilityName } from './normalise';
export { GlossaryParseError } from './types';
export type { GlossaryBlock, GlossaryLayout, ParsedGlossary } from './types';

const PARSERS: Record<GlossaryLayout, (text: string) => ParsedGlossary> = {
  'markdown-headings': parseMarkdownHeadings,
  'netepic-codex': parseNetepicCodex,
  'action-listing': parseActionListing,
  'markdown-tables': parseMarkdownTables,
};

/** Guesses the layout from its markers; undefined when the text looks like none of them. */
export function detectGlossaryLayout(text: string): GlossaryLayout | undefined {
  const count = (pattern: RegExp) => (text.match(pattern) ?? []).length;
  const scores: [GlossaryLayout, number][] = [
    ['markdown-headings', count(/^###\s+\S/gm)],
    ['netepic-codex', count(/^Capacité Spéciale\s*$/gm)],
    ['action-listing', count(/^(?:Action (?:simple|complexe|spéciale)|Simple action|Complex action)\b/gim)],
    ['markdown-tables', count(/^\|.*\|\s*$/gm) / 4 + count(BULLET_RULE_START)],
  ];
  const [best, score] = scores.sort((a, b) => b[1] - a[1])[0]!;
  return score >= 2 ? best : undefined;
}

/** Reads a glossary; throws GlossaryParseError when the text fits no layout or yields no rule. */
export function parseGlossary(text: string, layout?: GlossaryLayout): ParsedGlossary {
  const chosen = layout ?? detectGlossaryLayout(text);
  if (!chosen)
    throw new GlossaryParseError(
      'the text matches none of the glossary layouts (### headings, NetEpic codex listing, action listing, Markdown tables)',
    );
  const parsed = PARSERS[chosen](text);
  if (parsed.blocks.length === 0) throw new GlossaryParseError(`no rule could be read as ${chosen}`);
  return parsed;
}
