import type { Command } from 'commander';
import { Option } from 'commander';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { renderRoster, type ExportFormat } from '../../core/export';
import { readRoster, writeRoster } from '../../core/roster/read-roster';
import type { Roster } from '../../core/roster/schema';
import { writeFileAtomic } from '../../main/export/write-atomic';
import type { MusterService } from '../../main/service/create-service';
import { callApi, CliError, withService, type GlobalOptions } from '../call';
import { langOption, type Lang } from '../options';

export const CLI_EXPORT_FORMATS = ['html', 'pdf', 'md', 'txt', 'json'] as const;
export type CliExportFormat = (typeof CLI_EXPORT_FORMATS)[number];

export interface ExportOptions {
  format?: CliExportFormat;
  compact?: boolean;
  lang: Lang;
  page: 'a4' | 'letter';
  output?: string;
}

/** Runs one step with the service open; the CLI opens it from --data-dir, tests pass their own. */
export type ServiceRunner = <T>(run: (service: MusterService) => Promise<T>) => Promise<T>;

export interface ExportOutput {
  stdout(text: string): void;
  info(text: string): void;
}

const EXTENSIONS: Record<string, CliExportFormat> = {
  '.html': 'html',
  '.htm': 'html',
  '.pdf': 'pdf',
  '.md': 'md',
  '.markdown': 'md',
  '.txt': 'txt',
  '.json': 'json',
};

function chooseFormat(options: ExportOptions): CliExportFormat {
  if (options.format) return options.format;
  const guessed = options.output ? EXTENSIONS[extname(options.output).toLowerCase()] : undefined;
  if (guessed) return guessed;
  throw new CliError(`Choose a format: --format ${CLI_EXPORT_FORMATS.join('|')}`);
}

function readRosterFile(file: string): Roster {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new CliError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    return readRoster(text);
  } catch (error) {
    throw new CliError(`Cannot read ${file}: ${(error as Error).message}`);
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
  out: ExportOutput = {
    stdout: (text) => process.stdout.write(text),
    info: (text) => console.error(text),
  },
): Promise<void> {
  const format = chooseFormat(options);
  if (options.compact && format !== 'txt')
    throw new CliError('--compact goes with --format txt (one line per unit)');
  if (format === 'pdf' && !options.output) throw new CliError('A PDF needs an output file: -o FILE.pdf');
  const roster = readRosterFile(file);

  let content: string | Uint8Array;
  if (format === 'json') content = writeRoster(roster);
  else {
    const rendered = await runWithService(async (service) => {
      const catalogue = await callApi(service, 'getFactionCatalogue', { faction: roster.faction });
      const { roster: checked, result } = await callApi(service, 'validateRoster', { roster });
      const kind: ExportFormat =
        format === 'pdf' ? 'html' : format === 'txt' && options.compact ? 'txt-compact' : format;
      const text = renderRoster(kind, {
        roster: checked,
        catalogue,
        result,
        lang: options.lang,
        pageSize: options.page,
      });
      return { text, result };
    });
    if (!rendered.result.valid)
      out.info(
        options.lang === 'fr'
          ? `muster : cette liste n’est pas valide (${rendered.result.errors} erreur(s)) ; l’export les mentionne.`
          : `muster: this list is not valid (${rendered.result.errors} error(s)); the export lists them.`,
      );
    if (format === 'pdf') {
      const { renderPdf } = await import('../../main/export/pdf');
      try {
        content = await renderPdf(rendered.text, { pageSize: options.page });
      } catch (error) {
        throw new CliError(`Cannot make the PDF: ${(error as Error).message}`);
      }
    } else content = rendered.text;
  }

  if (!options.output) {
    out.stdout(typeof content === 'string' ? content : Buffer.from(content).toString('utf8'));
    return;
  }
  try {
    writeFileAtomic(options.output, content);
  } catch (error) {
    throw new CliError(`Cannot write ${options.output}: ${(error as Error).message}`);
  }
  out.info(
    `wrote ${options.output} (${typeof content === 'string' ? Buffer.byteLength(content) : content.length} bytes)`,
  );
}

export function registerExportCommand(program: Command): void {
  program
    .command('export')
    .description('print a roster: HTML or PDF to print, Markdown for forums, plain text, or the roster JSON')
    .argument('<file>', 'the roster file')
    .addOption(
      new Option('--format <format>', 'output format (default: from the -o extension)').choices([
        ...CLI_EXPORT_FORMATS,
      ]),
    )
    .option('--compact', 'txt: one line per unit')
    .addOption(langOption())
    .addOption(new Option('--page <size>', 'paper size (html, pdf)').choices(['a4', 'letter']).default('a4'))
    .option('-o, --output <file>', 'write here (atomically) instead of printing; required for pdf')
    .action(async (file: string, options: ExportOptions, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      await runExport(file, options, (run) => withService(globals, run));
    });
}
