import type { Command } from 'commander';
import { cleanLine, terminalJson } from '../../core';
import { callApi, withService, type GlobalOptions } from '../call';

export function registerInfoCommand(program: Command): void {
  program
    .command('info')
    .description('show the version, the database file and its schema version')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }, command: Command) => {
      await withService(command.optsWithGlobals<GlobalOptions>(), async (service) => {
        const info = await callApi(service, 'appInfo', {});
        if (options.json) console.log(terminalJson(info));
        else
          console.log(
            `Muster ${info.version}\nDatabase: ${cleanLine(info.databaseFile)}\nSchema version: ${info.schemaVersion}\nSQLite: ${info.sqliteVersion}`,
          );
      });
    });
}
