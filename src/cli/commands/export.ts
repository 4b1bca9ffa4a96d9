import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { isListJson, parseListJson, parseRoster, parseRosterJson, readListJson } from '../../core';
import { viewOf, writeList, writeRoster, type MusterList, type ListCards } from '../../core';
import type { PrintLayout } from '../../core';
import { analyseThrough, renderRosterExport } from '../../main/export/roster-export';
import type { renderPdf } from '../../main/export/pdf';
import { writeFileAtomic } from '../../main/export/write-atomic';
import type { MusterService } from '../../main/service/create-service';
import { callApi, CliError } from '../call';
import { cliMessages } from '../messages';
import type { Lang } from '../options';
import { RosterFileExportRefused } from '../../core';
import { rosterFileExportRefusalText } from '../../core';
import { describeRosterReadFailure, RosterFormatError, rosterReadSentences } from '../../core';
import { cannotRead, cannotWrite } from '../file-problem';

export const CLI_EXPORT_FORMATS = ['html', 'pdf', 'md', 'txt', 'json', 'secret', 'rosz'] as const;
export type CliExportFormat = (typeof CLI_EXPORT_FORMATS)[number];

export interface ExportOptions {
  format?: CliExportFormat;
  compact?: boolean;
  lang: Lang;
  page: 'a4' | 'letter';
  /** html, pdf: standard (default), compact two-column, or one reference card per unit. */
  layout?: PrintLayout;
  /** html, pdf: false (--no-glossary) leaves the glossary of the rules out. */
  glossary?: boolean;
  output?: string;
}

/** Runs one step with the service open; the CLI opens it from --data-dir, tests pass their own. */
export type ServiceRunner = <T>(run: (service: MusterService) => Promise<T>) => Promise<T>;

export interface ExportOutput {
  stdout(text: string): void;
  info(text: string): void;
}

/** The export's output in a terminal: the text on stdout, what it says about it on stderr. */
export const cliOutput: ExportOutput = {
  stdout: (text) => process.stdout.write(text),
  info: (text) => console.error(text),
};

const EXTENSIONS: Record<string, CliExportFormat> = {
  '.html': 'html',
  '.htm': 'html',
  '.pdf': 'pdf',
  '.md': 'md',
  '.markdown': 'md',
  '.txt': 'txt',
  '.json': 'json',
  '.rosz': 'rosz',
};

function chooseFormat(options: ExportOptions): CliExportFormat {
  if (options.format) return options.format;
  const guessed = options.output ? EXTENSIONS[extname(options.output).toLowerCase()] : undefined;
  if (guessed) return guessed;
  throw new CliError(cliMessages(options.lang).exportList.chooseFormat(CLI_EXPORT_FORMATS.join('|')));
}

/** The format asked for, once the options that go with another format are refused. */
export function checkedFormat(options: ExportOptions): CliExportFormat {
  const format = chooseFormat(options);
  const says = cliMessages(options.lang).exportList;
  if (options.compact && format !== 'txt') throw new CliError(says.compactNeedsTxt);
  if (options.layout && format !== 'html' && format !== 'pdf') throw new CliError(says.layoutNeedsPrint);
  if (options.glossary === false && format !== 'html' && format !== 'pdf')
    throw new CliError(says.glossaryNeedsPrint);
  return format;
}

/**
 * A list file as it is: a list (version 3) or a list of an older version, read without the data (the
 * validation reads it again with the data, through the API, for every format but json).
 */
interface ListFile {
  raw: unknown;
  /** The cards of the file, for its name and as the export names them; the API's answer replaces them. */
  view: ListCards;
  /** The list of a version 3 file, copies that differ included. */
  list?: MusterList;
  /** The file itself, written again as it is (format json). */
  text: string;
}

function readListFile(file: string, lang: Lang): ListFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw cannotRead(file, error, lang);
  }
  try {
    const raw = parseRosterJson(text);
    if (isListJson(raw)) {
      const list = parseListJson(raw);
      return { raw, view: viewOf(list, undefined), list, text: writeList(list) };
    }
    const roster = parseRoster(raw);
    return { raw, view: roster, text: writeRoster(roster) };
  } catch (error) {
    // A file that is not a list says why in `lang`, as `share` and `validate` do.
    const why =
      error instanceof RosterFormatError
        ? describeRosterReadFailure(error.reason, rosterReadSentences[lang])
        : (error as Error).message;
    throw new CliError(cliMessages(lang).files.cannotRead(file, why));
  }
}

/**
 * `muster export`: reads a roster file, takes its faction's catalogue and its validation from the API,
 * renders it, and writes the result atomically to the output file (or prints text formats).
 */
export async function runExport(
  file: string,
  options: ExportOptions,
  runWithService: ServiceRunner,
  out: ExportOutput = cliOutput,
  /** The day a print's footer gives (tests fix it). */
  now: () => Date = () => new Date(),
  /** Makes the PDF (a batch passes one warm browser for all its lists); by default a browser of its own. */
  pdf?: typeof renderPdf,
): Promise<void> {
  const format = checkedFormat(options);
  const says = cliMessages(options.lang).exportList;
  if (format === 'pdf' && !options.output) throw new CliError(says.pdfNeedsOutput);
  if (format === 'rosz' && !options.output) throw new CliError(says.roszNeedsOutput);
  const read = readListFile(file, options.lang);
  // A file of format version 2 becomes a list once its faction's catalogue is here (its print's QR code).
  let migrated: MusterList | undefined;

  // The service is opened only for what needs the data (not for json), and closed before the PDF.
  const rendered = await renderRosterExport({
    roster: read.view,
    listText: () => read.text,
    listOf: () => read.list ?? migrated,
    format: format === 'txt' && options.compact ? 'compact' : format,
    lang: options.lang,
    paper: options.page,
    layout: options.layout,
    glossary: options.glossary,
    ...(pdf ? { pdf } : {}),
    // The file itself is judged (its list, copies that differ included), not the cards shown of it.
    analyse: async () => {
      const analysis = await runWithService((service) =>
        analyseThrough(
          {
            getFactionCatalogue: (input) => callApi(service, 'getFactionCatalogue', input, options.lang),
            validateRoster: (input) => callApi(service, 'validateRoster', input, options.lang),
            appInfo: (input) => callApi(service, 'appInfo', input, options.lang),
          },
          now,
        )(read.raw),
      );
      if (!read.list) migrated = readListJson(read.raw, () => analysis.catalogue).list;
      return analysis;
    },
  }).catch((error: unknown) => {
    if (error instanceof RosterFileExportRefused)
      throw new CliError(rosterFileExportRefusalText(error.refusal, options.lang), 1);
    if (error instanceof CliError || format !== 'pdf') throw error;
    throw new CliError(says.cannotMakePdf((error as Error).message));
  });
  if (rendered.result && !rendered.result.valid) out.info(says.notValid(rendered.result.errors));
  const content = rendered.data;

  if (!options.output) {
    out.stdout(typeof content === 'string' ? content : Buffer.from(content).toString('utf8'));
    return;
  }
  try {
    writeFileAtomic(options.output, content);
  } catch (error) {
    throw cannotWrite(options.output, error, options.lang);
  }
  out.info(
    says.wrote(options.output, typeof content === 'string' ? Buffer.byteLength(content) : content.length),
  );
}
