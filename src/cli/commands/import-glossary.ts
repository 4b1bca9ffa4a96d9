import type { Command } from 'commander';
import { Option } from 'commander';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { GLOSSARY_LAYOUTS } from '../../shared/api-contract';
import type { GameId } from '../../core';
import { cleanLine, terminalJson } from '../../core';
import { callApi, withService, type GlobalOptions } from '../call';
import { cannotRead } from '../file-problem';
import { cliMessages } from '../messages';
import { gameOption, type Lang } from '../options';

interface ImportOptions {
  game?: GameId;
  lang: Lang;
  layout?: (typeof GLOSSARY_LAYOUTS)[number];
  json?: boolean;
}

export function registerImportGlossaryCommand(program: Command): void {
  program
    .command('import-glossary')
    .description('store the full rule texts of a glossary file beside the catalogue’s summaries')
    .argument(
      '<file>',
      'the glossary (Markdown headings, NetEpic codex listing, action listing or Markdown tables)',
    )
    .addOption(gameOption().makeOptionMandatory())
    .addOption(
      new Option('--lang <lang>', 'language of the texts and of the messages')
        .choices(['fr', 'en'])
        .default('fr'),
    )
    .addOption(
      new Option('--layout <layout>', 'layout, when detection guesses wrong').choices([...GLOSSARY_LAYOUTS]),
    )
    .option('--json', 'print the report as JSON')
    .action(async (file: string, options: ImportOptions, command: Command) => {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        throw cannotRead(file, error, options.lang);
      }
      await withService(command.optsWithGlobals<GlobalOptions>(), async (service) => {
        const report = await callApi(service, 'importGlossary', {
          game: options.game,
          text,
          sourceName: basename(file),
          lang: options.lang,
          ...(options.layout ? { layout: options.layout } : {}),
        });
        if (options.json) {
          console.log(terminalJson(report));
          return;
        }
        // Names and fragments come from the file: one line each, without control characters.
        console.log(`${cleanLine(basename(file))} (${report.layout}) → ${report.game}`);
        const says = cliMessages(options.lang).glossary;
        console.log(says.report(report.added.length, report.updated.length, report.unchanged.length));
        console.log(says.unmatched(report.unmatched.length, report.unmatched.map(cleanLine).join(', ')));
        console.log(says.unreadable(report.unreadable.length));
        for (const fragment of report.unreadable.slice(0, 10))
          console.log(`    - ${cleanLine(fragment).slice(0, 100)}`);
      });
    });
}
