import { Command, CommanderError } from 'commander';
import { cleanLines } from '../core';
import { CliError } from './call';
import { appVersion } from './version';
import { registerInfoCommand } from './commands/info';
import { registerServeCommand } from './commands/serve';
import { registerCatalogueCommand } from './commands/catalogue';
import { registerImportGlossaryCommand } from './commands/import-glossary';
import { registerValidateCommand } from './commands/validate';
import { registerExportCommand } from './commands/export-command';
import { registerDataCommand } from './commands/data';
import { registerLibraryCommands } from './commands/library';
import { registerShareCommands } from './commands/share';
import { registerImportRosterCommand } from './commands/import-roster';

export function buildProgram(): Command {
  const program = new Command('muster')
    .description(
      'Muster: army lists for NetEpic, Deadzone, Freebooter’s Fate and Beyond the Gates of Antares',
    )
    .version(appVersion(), '-v, --version')
    .option(
      '--data-dir <folder>',
      'data folder holding muster.db (default: MUSTER_DATA_DIR, then the app data folder)',
    )
    .showHelpAfterError()
    .exitOverride();
  registerInfoCommand(program);
  registerServeCommand(program);
  registerCatalogueCommand(program);
  registerImportGlossaryCommand(program);
  registerValidateCommand(program);
  registerExportCommand(program);
  registerDataCommand(program);
  registerLibraryCommands(program);
  registerShareCommands(program);
  registerImportRosterCommand(program);
  return program;
}

/** Runs the CLI and returns the exit code instead of exiting, so tests can call it. */
export async function runCli(argv: string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv, { from: 'user' });
    return process.exitCode === undefined ? 0 : Number(process.exitCode);
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    if (error instanceof CliError) {
      console.error(`muster: ${cleanLines(error.message)}`);
      // A failure never reads as success, whatever code it was given.
      return error.exitCode > 0 ? error.exitCode : 2;
    }
    console.error(`muster: ${cleanLines(error instanceof Error ? error.message : String(error))}`);
    return 2;
  }
}
