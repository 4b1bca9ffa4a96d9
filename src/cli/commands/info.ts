import type { Command } from 'commander';
import { cleanLine, terminalJson } from '../../core';
import { callApi, withService, type GlobalOptions } from '../call';
import { cliMessages } from '../messages';
import { langOption, type Lang } from '../options';

export function registerInfoCommand(program: Command): void {
  program
    .command('info')
    .description('show the version, the database file and its schema version')
    .option('--json', 'print JSON')
    .addOption(langOption())
    .action(async (options: { json?: boolean; lang: Lang }, command: Command) => {
      await withService(command.optsWithGlobals<GlobalOptions>(), async (service) => {
        const info = await callApi(service, 'appInfo', {});
        if (options.json) console.log(terminalJson(info));
        else
          console.log(
            cliMessages(options.lang).info.lines(
              info.version,
              cleanLine(info.databaseFile),
              info.schemaVersion,
              info.sqliteVersion,
            ),
          );
      });
    });
}
