import type { Command } from 'commander';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { importSentences } from '../../core/bsdata/import-messages';
import type { GameDataImportReport } from '../../core/bsdata/import-report';
import { cleanLine, terminalJson } from '../../core/text/clean';
import { isDataFileName } from '../../main/game-data/unpack';
import { callApi, CliError, withService, type GlobalOptions } from '../call';
import { langOption, type Lang } from '../options';

/** The data files a path names: the file itself, or every data file under a folder (walked with a stack). */
function dataFilesAt(path: string): string[] {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) throw new CliError(`Cannot read ${path}: no such file or folder`);
  if (stat.isFile()) return [path];
  const found: string[] = [];
  const pending = [path];
  while (pending.length > 0) {
    const dir = pending.pop()!;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const child = join(dir, entry.name);
      if (entry.isDirectory()) pending.push(child);
      else if (isDataFileName(entry.name)) found.push(child);
    }
  }
  return found.sort();
}

function printReport(report: GameDataImportReport, lang: Lang): void {
  const say = importSentences[lang];
  for (const file of report.refused) console.log(`${cleanLine(file.name)}: ${cleanLine(say.refused(file))}`);
  for (const warning of report.warnings) console.log(`! ${cleanLine(say.warning(warning))}`);
  if (!report.stored) {
    console.log(say.nothingStored);
    return;
  }
  for (const file of report.files) {
    console.log(`${cleanLine(file.name)} (rev. ${file.revision}, ${file.id}): ${say.outcome[file.outcome]}`);
  }
  if (report.unresolvedLinks.length > 0) console.log(say.unresolved(report.unresolvedLinks.length));
  if (report.unsupported.length > 0) console.log(say.unsupported(report.unsupported.length));
}

export function registerDataCommand(program: Command): void {
  const data = program.command('data').description('community game data (BattleScribe .gst/.cat files)');
  data
    .command('import')
    .description('add .gst, .cat, .gstz, .catz or .bsr files, or folders of them; all or nothing')
    .argument('<paths...>', 'files or folders')
    .addOption(langOption())
    .option('--json', 'print the report as JSON')
    .action(async (paths: string[], options: { lang: Lang; json?: boolean }, command: Command) => {
      const files = paths.flatMap(dataFilesAt);
      if (files.length === 0)
        throw new CliError(`No data file (.gst, .cat, .gstz, .catz, .bsr) in ${paths.join(', ')}`);
      const inputs = files.map((file) => ({
        name: basename(file),
        base64: readFileSync(file).toString('base64'),
      }));
      await withService(command.optsWithGlobals<GlobalOptions>(), async (service) => {
        const report = await callApi(service, 'importGameData', { files: inputs });
        if (options.json) console.log(terminalJson(report));
        else printReport(report, options.lang);
        if (!report.stored) process.exitCode = 1;
      });
    });
  data
    .command('list')
    .description('list the stored game systems and catalogues')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }, command: Command) => {
      await withService(command.optsWithGlobals<GlobalOptions>(), async (service) => {
        const files = await callApi(service, 'listGameData', {});
        if (options.json) {
          console.log(terminalJson(files));
          return;
        }
        for (const file of files) {
          const indent = file.kind === 'gameSystem' ? '' : '  ';
          console.log(
            `${indent}${cleanLine(file.name)}  rev. ${file.revision}  ${file.id}  ${cleanLine(file.source)}  ${file.importedAt}`,
          );
        }
      });
    });
  data
    .command('remove')
    .description('remove a catalogue, or a game system with its catalogues (rosters are kept)')
    .argument('<id>', 'the id shown by `muster data list`')
    .action(async (id: string, _options: unknown, command: Command) => {
      await withService(command.optsWithGlobals<GlobalOptions>(), async (service) => {
        const removed = await callApi(service, 'removeGameData', { id });
        if (removed.length === 0) throw new CliError(`No stored game data has the id ${id}`);
        console.log(`Removed: ${removed.map(cleanLine).join(', ')}`);
      });
    });
}
