/**
 * The export formats and paper sizes, with no dependency: the contract validates against them and the
 * renderer lists them without bundling zod.
 *
 * Named as the CLI names them (`compact` is the CLI's `txt --compact`): a printable HTML page, the
 * same as PDF, Markdown, plain text, one line per unit, the roster file itself, and the opponent-safe
 * secret list (units and counts only: core/export/secret-list.ts), and BattleScribe's roster file
 * (`.rosz`, lists of imported factions: core/bsdata/export-roster-file.ts).
 */
export const ROSTER_EXPORT_FORMATS = [
  'html',
  'pdf',
  'md',
  'txt',
  'compact',
  'json',
  'secret',
  'rosz',
] as const;
export type RosterExportFormat = (typeof ROSTER_EXPORT_FORMATS)[number];

export const PAPER_SIZES = ['a4', 'letter'] as const;
export type PaperSize = (typeof PAPER_SIZES)[number];

/** HTML and PDF: standard, compact two-column, or one reference card per unit (core/export/print-layout.ts). */
export { PRINT_LAYOUTS, type PrintLayout } from '../core';
