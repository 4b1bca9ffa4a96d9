/**
 * `muster export` of several lists at once (an organiser printing every submitted list): files and
 * folders in, one output per list into the folder `-o` names. The service is opened once for the whole
 * batch and, for PDFs, one Chromium prints every list (src/main/export/warm-pdf.ts): launching it is
 * most of a lone PDF's time. A list that cannot be exported is reported and the others still are.
 */
import { mkdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { exportFileSuffix } from '../../main/export/roster-export';
import { warmPdfRenderer, type WarmPdfRenderer } from '../../main/export/warm-pdf';
import type { MusterService } from '../../main/service/create-service';
import { cleanLine } from '../../core';
import { CliError } from '../call';
import { cliMessages } from '../messages';
import {
  checkedFormat,
  CLI_EXPORT_FORMATS,
  runExport,
  type ExportOptions,
  type ExportOutput,
  type ServiceRunner,
} from './export';
import { expandRosterPaths, MUSTER_ROSTER } from './validate';

export interface BatchOutcome {
  written: number;
  failed: number;
}

/** The format's files' ending (the CLI's compact text included), its options checked once for all. */
function suffixOf(options: ExportOptions): string {
  if (!options.format)
    throw new CliError(cliMessages(options.lang).exportList.batchNeedsFormat(CLI_EXPORT_FORMATS.join('|')));
  const format = checkedFormat(options);
  return exportFileSuffix(format === 'txt' && options.compact ? 'compact' : format);
}

/** A list file's name without its endings (`lists/3e-compagnie.muster.json` → `3e-compagnie`). */
function baseOf(file: string): string {
  return basename(file).replace(/(?:\.muster)?(?:\.json)?$/i, '') || 'liste';
}

/** One output name per input, in the input's order; two inputs of the same name get -2, -3… */
export function outputNames(files: readonly string[], suffix: string): string[] {
  const taken = new Set<string>();
  return files.map((file) => {
    const base = baseOf(file);
    let name = `${base}${suffix}`;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base}-${n}${suffix}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/** The output folder, made if it is not there; a file in its place is refused. */
function outputFolder(options: ExportOptions): string {
  const folder = options.output;
  const says = cliMessages(options.lang).exportList;
  if (!folder) throw new CliError(says.batchNeedsFolder);
  try {
    if (!statSync(folder).isDirectory()) throw new CliError(says.notAFolder(folder));
  } catch (error) {
    if (error instanceof CliError) throw error;
    mkdirSync(folder, { recursive: true });
  }
  return folder;
}

/**
 * A service opened on first use and kept for the batch (json needs none); `close` closes it once done.
 */
export function sharedService(open: () => MusterService): { run: ServiceRunner; close(): void } {
  let service: MusterService | undefined;
  return {
    run: (step) => step((service ??= open())),
    close: () => service?.close(),
  };
}

export async function runExportBatch(
  paths: string[],
  options: ExportOptions,
  runWithService: ServiceRunner,
  out: ExportOutput,
  now?: () => Date,
  /** The one browser the batch's PDFs are printed in (tests count its launches). */
  makePdf: () => WarmPdfRenderer = () => warmPdfRenderer(),
): Promise<BatchOutcome> {
  const suffix = suffixOf(options);
  const folder = outputFolder(options);
  const files = expandRosterPaths(paths, (path) => MUSTER_ROSTER.test(path));
  if (files.length === 0)
    throw new CliError(cliMessages(options.lang).exportList.noListFile(paths.join(', ')));
  const names = outputNames(files, suffix);
  const pdf = options.format === 'pdf' ? makePdf() : undefined;
  const outcome: BatchOutcome = { written: 0, failed: 0 };
  try {
    for (const [i, file] of files.entries()) {
      try {
        const one = { ...options, output: join(folder, names[i]!) };
        await runExport(
          file,
          one,
          runWithService,
          out,
          now,
          pdf ? (html, o) => pdf.render(html, o) : undefined,
        );
        outcome.written += 1;
      } catch (error) {
        if (!(error instanceof CliError)) throw error;
        out.info(cliMessages(options.lang).exportList.batchCannotExport(cleanLine(file), error.message));
        outcome.failed += 1;
      }
    }
  } finally {
    await pdf?.close();
  }
  out.info(cliMessages(options.lang).exportList.batchDone(outcome.written, files.length, cleanLine(folder)));
  return outcome;
}
