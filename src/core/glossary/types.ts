export type GlossaryLayout = 'markdown-headings' | 'netepic-codex' | 'action-listing' | 'markdown-tables';

/** One rule read from a glossary file. */
export interface GlossaryBlock {
  /** The name as printed (French first where the file gives both). */
  name: string;
  /** Other names the block gives (the English name of a Freebooter's Fate action). */
  altNames: string[];
  /** The full text, paragraphs joined by blank lines, markup removed. Always plain text. */
  text: string;
  scope?: 'unit' | 'weapon' | 'action';
  /** "Farrador Barrigon uniquement", "Mystique et Exorciste uniquement"… */
  restriction?: string;
  /** "Action simple", "Action complexe, mouvement, combat". */
  actionType?: string;
}

export interface ParsedGlossary {
  layout: GlossaryLayout;
  blocks: GlossaryBlock[];
  /** Non-empty fragments that belong to no block, so that an import can report them. */
  unreadable: string[];
}

export class GlossaryParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GlossaryParseError';
  }
}
