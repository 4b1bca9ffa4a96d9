import type { Command } from 'commander';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { rosterFileImportedText, rosterFileProblemText, rosterFileReportLines } from '../../core';
import { cleanLine, terminalJson } from '../../core';
import { callApi, CliError, withService, type GlobalOptions } from '../call';
import { cannotRead } from '../file-problem';
import { cliMessages } from '../messages';
import { langOption, type Lang } from '../options';

interface ImportRosterOptions {
  json?: boolean;
  lang: Lang;
}

/**
 * `muster import-roster FILE.ros[z]`: a roster made with BattleScribe or New Recruit into the library,
 * as a list of the imported faction it was made with (through the `importRosterFile` API method, as
 * the library's "Importer un fichier" does). Exit 0 when it was added, 1 when it was refused (why, in
 * --lang), 2 when the file cannot be read from disk.
 */
export function registerImportRosterCommand(program: Command): void {
  program
    .command('import-roster')
    .description(
      'add a roster made with BattleScribe or New Recruit (.ros, .rosz) to the library, as a list of its imported faction',
    )
    .argument('<file>', 'the .ros or .rosz file')
    .option('--json', 'print { ok, roster, report } or { ok, problem, message } as JSON')
    .addOption(langOption())
    .action(async (file: string, options: ImportRosterOptions, command: Command) => {
      let bytes: Buffer;
      try {
        bytes = readFileSync(file);
      } catch (error) {
        throw cannotRead(file, error, options.lang, 2);
      }
      const name = basename(file);
      const lang = options.lang;
      if (!/\.rosz?$/i.test(name))
        throw new CliError(rosterFileProblemText({ code: 'not-a-roster-file', name }, lang), 1);
      const result = await withService(command.optsWithGlobals<GlobalOptions>(), (service) =>
        callApi(service, 'importRosterFile', { name, base64: bytes.toString('base64') }),
      );
      if (!result.ok) {
        const message = rosterFileProblemText(result.problem, lang);
        if (options.json) console.log(terminalJson({ ok: false, problem: result.problem, message }));
        else console.error(`muster: ${cleanLine(message)}`);
        process.exitCode = 1;
        return;
      }
      const { roster, report } = result;
      const notes = rosterFileReportLines(report, lang);
      if (options.json) {
        console.log(terminalJson({ ok: true, roster, report, notes }));
        return;
      }
      console.log(cleanLine(rosterFileImportedText(roster.name, report.catalogue.name, lang)));
      console.log(`id: ${cleanLine(roster.id)}`);
      const units = roster.selections.length;
      console.log(cliMessages(lang).importRoster.selectionsAndLimit(units, roster.pointsLimit));
      for (const line of notes) console.log(cleanLine(line));
    });
}
