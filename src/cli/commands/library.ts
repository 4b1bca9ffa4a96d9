import type { Command } from 'commander';
import { renameSync, writeFileSync } from 'node:fs';
import { readBackupFile } from '../../main/backups/library-file';
import { cleanLine, terminalJson } from '../../core';
import type { LibraryImportReport } from '../../shared/library-types';
import { callApi, CliError, withService, type GlobalOptions } from '../call';
import { cannotRead } from '../file-problem';
import { cliMessages } from '../messages';
import { langOption, type Lang } from '../options';

interface LibraryOptions {
  json?: boolean;
  lang: Lang;
}

function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** A library file or a database copy, as library text for the API; a file it cannot read says why. */
function readLibraryArgument(file: string, lang: Lang): string {
  try {
    return JSON.stringify(readBackupFile(file));
  } catch (error) {
    // The service's refusal (not a library file, a damaged copy) is already a sentence of its own.
    if (error instanceof Error && error.name === 'ApiFailure')
      throw new CliError(`${file}${cliMessages(lang).colon}${error.message}`);
    throw cannotRead(file, error, lang);
  }
}

function printReport(report: LibraryImportReport & { file?: string }, options: LibraryOptions): void {
  if (options.json) {
    console.log(terminalJson(report));
    return;
  }
  const says = cliMessages(options.lang).library;
  if (report.file) console.log(says.from(cleanLine(report.file)));
  console.log(says.summary({ ...report, refused: report.refused.length }));
  if (report.needingData > 0) console.log(says.needingData(report.needingData));
  for (const refused of report.refused)
    console.log(says.refused(cleanLine(refused.name), cleanLine(refused.message)));
  // A refused list is still in the file: the exit code says it was not all restored.
  if (report.refused.length > 0) process.exitCode = 1;
}

function registerLibrary(program: Command): void {
  const library = program.command('library').description('export, import and back up the whole library');
  library
    .command('export')
    .description('write every saved list and the settings to one file')
    .argument('<file>', 'the library file to write (JSON)')
    .addOption(langOption())
    .action(async (file: string, options: LibraryOptions, command: Command) => {
      await withService(command.optsWithGlobals<GlobalOptions>(), async (service) => {
        const exported = await callApi(service, 'exportLibrary', {});
        writeAtomically(file, exported.content);
        const count = (JSON.parse(exported.content) as { rosters: unknown[] }).rosters.length;
        console.log(cliMessages(options.lang).library.written(count, cleanLine(file)));
      });
    });
  library
    .command('import')
    .description('add the lists of a library file (or of a database copy); the newer copy of a list wins')
    .argument('<file>', 'a library file, a daily backup or a muster.db copy')
    .option('--json', 'print the report as JSON')
    .addOption(langOption())
    .action(async (file: string, options: LibraryOptions, command: Command) => {
      const text = readLibraryArgument(file, options.lang);
      await withService(command.optsWithGlobals<GlobalOptions>(), async (service) => {
        printReport(await callApi(service, 'importLibrary', { text }), options);
      });
    });
  library
    .command('backups')
    .description('list the backups of the library, newest first')
    .option('--json', 'print JSON')
    .addOption(langOption())
    .action(async (options: LibraryOptions, command: Command) => {
      await withService(command.optsWithGlobals<GlobalOptions>(), async (service) => {
        const backups = await callApi(service, 'listBackups', {});
        if (options.json) console.log(terminalJson(backups));
        else if (backups.length === 0) console.log(cliMessages(options.lang).library.noBackup);
        else
          for (const backup of backups)
            console.log(`${backup.at}  ${backup.kind}  ${cleanLine(backup.file)}`);
      });
    });
}

function registerRestoreBackup(program: Command): void {
  program
    .command('restore-backup')
    .description('bring the lists back from the latest backup, or from FILE')
    .argument('[file]', 'a daily backup, a pre-migration copy or a library file (default: the latest backup)')
    .option('--json', 'print the report as JSON')
    .addOption(langOption())
    .action(async (file: string | undefined, options: LibraryOptions, command: Command) => {
      const text = file === undefined ? undefined : readLibraryArgument(file, options.lang);
      await withService(command.optsWithGlobals<GlobalOptions>(), async (service) => {
        const report =
          text === undefined
            ? await callApi(service, 'restoreBackup', {})
            : { file: file!, ...(await callApi(service, 'importLibrary', { text })) };
        printReport(report, options);
      });
    });
}

/** `muster library export|import|backups` and `muster restore-backup [FILE]`. */
export function registerLibraryCommands(program: Command): void {
  registerLibrary(program);
  registerRestoreBackup(program);
}
