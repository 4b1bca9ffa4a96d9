/**
 * One roster export, whoever asks: the `exportRoster` API method and the `muster export` command both
 * come here. Pure rendering is in src/core/export; this adds the PDF (headless Chromium), the roster
 * file itself (json), the file name and the media type.
 */
import { fileNameBase, renderRoster, type ExportFormat, type PrintableRosterInput } from '../../core';
import { localDay, type PrintProvenance } from '../../core';
import { writeRoster } from '../../core';
import type { MusterList, ListCards } from '../../core';
import type { ValidationResult } from '../../core';
import type { PaperSize, PrintLayout, RosterExportFormat } from '../../shared/api-contract';
import type { ApiHandlers } from '../service/handlers';
import { renderPdf } from './pdf';
import { renderSecretList } from '../../core';
import { exportRosterFile, RosterFileExportRefused } from '../../core';

/** The faction's catalogue and the verdict, as the API gives them; not needed for the roster file. */
export type RosterAnalysis = Omit<PrintableRosterInput, 'lang'>;

/**
 * The analysis through the API's own methods: the roster's validation, then the faction's catalogue,
 * and what the print's footer says it was made from (Muster's version and the built-in catalogue's, from
 * `appInfo`; the day from `now`, which tests fix). Validation first: a roster whose faction is not here
 * answers why (unknown, or its community data not imported) as a reason the caller says in its language.
 */
export function analyseThrough(
  api: Pick<ApiHandlers, 'getFactionCatalogue' | 'validateRoster' | 'appInfo'>,
  now: () => Date = () => new Date(),
): (roster: unknown) => Promise<RosterAnalysis> {
  // A list of any version: the validation reads it as the library does and answers its cards.
  return async (roster) => {
    const { roster: checked, result } = await api.validateRoster({ roster });
    const catalogue = await api.getFactionCatalogue({ faction: checked.faction });
    const info = await api.appInfo({});
    const provenance: PrintProvenance = {
      musterVersion: info.version,
      date: localDay(now()),
      builtinCatalogueVersion: info.catalogueVersion,
    };
    return { roster: checked, catalogue, result, provenance };
  };
}

export interface RosterExportRequest {
  roster: ListCards;
  format: RosterExportFormat;
  lang: 'fr' | 'en';
  paper?: PaperSize | undefined;
  /** HTML and PDF: standard (default), compact two-column or reference cards. */
  layout?: PrintLayout | undefined;
  /** HTML and PDF: false leaves the glossary out (default: printed). */
  glossary?: boolean | undefined;
  /** Reads the catalogue and validates the roster (through the API, so that both callers agree). */
  analyse: (roster: ListCards) => Promise<RosterAnalysis>;
  /** Replaceable in tests. */
  pdf?: typeof renderPdf;
  /** The list file (format json) of the list shown: by default the view written as it is. */
  listText?: (roster: ListCards) => string;
  /** The list the cards shown come from (format rosz: its copies that differ kept). */
  listOf?: (roster: ListCards) => MusterList | undefined;
}

export interface RenderedRosterExport {
  fileName: string;
  mediaType: string;
  /** Text, or the PDF's bytes. */
  data: string | Uint8Array;
  /** The verdict the export shows (absent for json, which is the roster file as it is). */
  result?: ValidationResult;
}

const FILES: Record<RosterExportFormat, { suffix: string; mediaType: string; core?: ExportFormat }> = {
  html: { suffix: '.html', mediaType: 'text/html; charset=utf-8', core: 'html' },
  pdf: { suffix: '.pdf', mediaType: 'application/pdf', core: 'html' },
  md: { suffix: '.md', mediaType: 'text/markdown; charset=utf-8', core: 'md' },
  txt: { suffix: '.txt', mediaType: 'text/plain; charset=utf-8', core: 'txt' },
  compact: { suffix: '.compact.txt', mediaType: 'text/plain; charset=utf-8', core: 'txt-compact' },
  json: { suffix: '.muster.json', mediaType: 'application/json' },
  secret: { suffix: '.secret.txt', mediaType: 'text/plain; charset=utf-8' },
  rosz: { suffix: '.rosz', mediaType: 'application/zip' },
};

/** The ending of a format's files (`.pdf`, `.muster.json`). */
export function exportFileSuffix(format: RosterExportFormat): string {
  return FILES[format].suffix;
}

/** The file name an export is offered under: the roster's name, made safe, and the format's ending. */
export function exportFileName(rosterName: string, format: RosterExportFormat): string {
  return `${fileNameBase(rosterName)}${FILES[format].suffix}`;
}

export async function renderRosterExport(request: RosterExportRequest): Promise<RenderedRosterExport> {
  const { format, lang, paper, layout, glossary } = request;
  const file = FILES[format];
  const named = { fileName: exportFileName(request.roster.name, format), mediaType: file.mediaType };
  if (format === 'secret') {
    // Units and counts only: the catalogue names them; no verdict, no fingerprint (secret-list.ts).
    const { roster, catalogue } = await request.analyse(request.roster);
    return { ...named, data: renderSecretList({ roster, catalogue, lang }) };
  }
  if (format === 'rosz') {
    // BattleScribe's roster file, for lists of imported factions (core/bsdata/export-roster-file.ts).
    const { roster, catalogue } = await request.analyse(request.roster);
    const exported = exportRosterFile(roster, catalogue, request.listOf?.(request.roster));
    if (!exported.ok) throw new RosterFileExportRefused(exported.refusal);
    return { ...named, data: exported.rosz };
  }
  if (!file.core) return { ...named, data: (request.listText ?? writeRoster)(request.roster) };
  const analysis = await request.analyse(request.roster);
  const shareList = request.listOf?.(request.roster);
  const text = renderRoster(file.core, {
    ...analysis,
    lang,
    fingerprint: true,
    // The list itself: options held by copies are printed copy by copy.
    ...(shareList ? { shareList, list: shareList } : {}),
    ...(paper ? { pageSize: paper } : {}),
    ...(layout ? { layout } : {}),
    ...(glossary === false ? { glossary } : {}),
  });
  const data = format === 'pdf' ? await (request.pdf ?? renderPdf)(text, { pageSize: paper, lang }) : text;
  return { ...named, data, result: analysis.result };
}
