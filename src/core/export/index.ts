/**
 * Roster exports: printable HTML (also the source of the PDF), Markdown for forums and Discord, plain
 * text and its one-line-per-unit variant. Pure: the caller reads files and writes the result.
 */
import { renderHtml, type HtmlOptions, type PageSize } from './html';
import type { PrintLayout } from './print-layout';
import { renderMarkdown } from './markdown';
import { buildPrintableRoster, type PrintableRosterInput } from './printable-roster';
import { renderCompactText, renderText } from './text';
import { rosterFingerprint } from './fingerprint';
import { qrCodeOf } from '../share/qr';
import { encodeShareCode } from '../share/share-code';
import type { MusterList } from '../roster/list';

export const EXPORT_FORMATS = ['html', 'md', 'txt', 'txt-compact'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface RenderRosterInput extends PrintableRosterInput {
  /** HTML only: the paper the print stylesheet is laid out for (default A4). */
  pageSize?: PageSize;
  /** HTML only: standard, compact two-column or reference cards (print-layout.ts; default standard). */
  layout?: PrintLayout;
  /** Print the roster's fingerprint (fingerprint.ts), so that a printout can be matched to its file. */
  fingerprint?: boolean;
  /** HTML only: the list the roster shows, whose share code is printed as a QR code (it opens in Muster). */
  shareList?: MusterList;
  /**
   * HTML only: print the glossary of the rules the list uses (default true). Players who know the
   * rules leave it out to keep a printout short.
   */
  glossary?: boolean;
}

/** Renders a roster, its catalogue and its validation in one format and language. */
export function renderRoster(format: ExportFormat, input: RenderRosterInput): string {
  const built = buildPrintableRoster(input);
  const model = input.fingerprint ? { ...built, fingerprint: rosterFingerprint(input.roster) } : { ...built };
  if (input.glossary === false) model.glossary = [];
  if (format === 'html' && input.shareList) {
    const qr = qrCodeOf(encodeShareCode(input.shareList));
    if (qr) model.shareQr = { size: qr.size, path: qr.path };
  }
  switch (format) {
    case 'html': {
      const options: HtmlOptions = {};
      if (input.pageSize) options.pageSize = input.pageSize;
      if (input.layout) options.layout = input.layout;
      return renderHtml(model, options);
    }
    case 'md':
      return renderMarkdown(model);
    case 'txt':
      return renderText(model);
    case 'txt-compact':
      return renderCompactText(model);
    default:
      throw new Error(`Unknown export format "${String(format)}"`);
  }
}

export { buildPrintableRoster, allUnits, cleanLine, cleanText } from './printable-roster';
export type {
  ExportAbility,
  ExportCatalogue,
  ExportGame,
  ExportLang,
  ExportWeapon,
  PrintableFigure,
  PrintableGlossaryEntry,
  PrintableIssue,
  PrintableRoster,
  PrintableRosterInput,
  PrintableSection,
  PrintableUnit,
  PrintableWeapon,
} from './printable-roster';
export { escapeHtml, renderHtml, type HtmlOptions, type PageSize } from './html';
export { escapeMarkdown, renderMarkdown } from './markdown';
export { renderCompactText, renderText } from './text';
export { LABELS, type ExportLabels } from './labels';
export { fileNameBase } from './file-name';
export { groupIdenticalUnits, groupUnitList, sectionMultiplier } from './group-units';
export { isPrintLayout, LAYOUT_LABELS, PRINT_LAYOUTS, type PrintLayout } from './print-layout';
export {
  localDay,
  printDate,
  printProvenance,
  type PrintableProvenance,
  type PrintProvenance,
} from './print/provenance';
export { canonicalArmy, canonicalJson, rosterFingerprint, sameFingerprint, sha256 } from './fingerprint';
export {
  BREAKDOWN_LABELS,
  pointsBreakdown,
  type PointsBreakdown,
  type PointsChart,
  type PointsShare,
} from './points-breakdown';
