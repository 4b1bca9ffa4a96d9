/**
 * The `export` command: one list to a file or to the terminal, or several lists (files, folders) into a
 * folder (export-batch.ts).
 */
import type { Command } from 'commander';
import { Option } from 'commander';
import { statSync } from 'node:fs';
import { PRINT_LAYOUTS } from '../../core';
import { openService, withService, type GlobalOptions } from '../call';
import { langOption } from '../options';
import { CLI_EXPORT_FORMATS, cliOutput, runExport, type ExportOptions } from './export';
import { runExportBatch, sharedService } from './export-batch';

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

export function registerExportCommand(program: Command): void {
  program
    .command('export')
    .description(
      'print a roster: HTML or PDF to print, Markdown for forums, plain text, the roster JSON, or a BattleScribe .rosz',
    )
    .argument(
      '<files...>',
      'the roster file; several files or folders: every list into the folder -o names, PDFs through one browser',
    )
    .addOption(
      new Option('--format <format>', 'output format (default: from the -o extension)').choices([
        ...CLI_EXPORT_FORMATS,
      ]),
    )
    .option('--compact', 'txt: one line per unit')
    .addOption(langOption())
    .addOption(new Option('--page <size>', 'paper size (html, pdf)').choices(['a4', 'letter']).default('a4'))
    .addOption(
      new Option(
        '--layout <layout>',
        'html, pdf: standard, compact (two columns) or cards (one reference card per unit)',
      ).choices([...PRINT_LAYOUTS]),
    )
    .option('--no-glossary', 'html, pdf: leave out the glossary of the rules the list uses')
    .option('-o, --output <file>', 'write here (atomically) instead of printing; required for pdf and rosz')
    .action(async (files: string[], options: ExportOptions, command: Command) => {
      const globals = command.optsWithGlobals<GlobalOptions>();
      if (files.length === 1 && !isFolder(files[0]!)) {
        await runExport(files[0]!, options, (run) => withService(globals, run));
        return;
      }
      const service = sharedService(() => openService(globals));
      try {
        const { failed } = await runExportBatch(files, options, service.run, cliOutput);
        if (failed > 0) process.exitCode = 1;
      } finally {
        service.close();
      }
    });
}
