import type { Command } from 'commander';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { checkSentences, importSentences } from '../../core/bsdata/import-messages';
import type { RosterFileCheck } from '../../core/bsdata/roster-check';
import { renderFigure, renderVerdict } from '../../core/engine/v2/messages';
import type { GameDataImportReport, GameDataUpdateReport } from '../../core/bsdata/import-report';
import { cleanLine, terminalJson } from '../../core/text/clean';
import { isDataFileName } from '../../main/game-data/unpack';
import { callApi, CliError, withService, type GlobalOptions } from '../call';
import { importShowingProgress } from '../import-progress';
import { langOption, type Lang } from '../options';

function dataFilesAt(path: string): string[] {
  return filesAt(path, isDataFileName);
}

/** The files a path names: the file itself, or every matching file under a folder (walked with a stack). */
function filesAt(path: string, wanted: (name: string) => boolean): string[] {
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
      else if (wanted(entry.name)) found.push(child);
    }
  }
  return found.sort();
}

const ADDRESS = /^[a-z][a-z0-9+.-]*:\/\//i;

/** Progress is drawn on a terminal only, never into a pipe or beside JSON. */
const showProgress = (options: { json?: boolean }) => !options.json && process.stderr.isTTY === true;

/**
 * A repository index on disk, given by itself: an `index.bsi` (or its XML). Inside a folder, an index
 * is not data: the folder's files are imported one by one and the index is left aside.
 */
function isIndexFile(path: string): boolean {
  return /\.(bsi|xml)$/i.test(path) && statSync(path, { throwIfNoEntry: false })?.isFile() === true;
}

function printReport(report: GameDataImportReport, lang: Lang): void {
  const say = importSentences[lang];
  if (report.index) console.log(cleanLine(say.fromIndex(report.index.name, report.index.url)));
  for (const file of report.refused) console.log(`${cleanLine(file.name)}: ${cleanLine(say.refused(file))}`);
  for (const warning of report.warnings) console.log(`! ${cleanLine(say.warning(warning))}`);
  if (!report.stored) {
    console.log(say.nothingStored);
    return;
  }
  for (const file of report.files) {
    console.log(
      `${cleanLine(file.name)} (rev. ${file.revision}, ${cleanLine(file.id)}): ${say.outcome[file.outcome]}`,
    );
  }
  if (report.index && report.index.upToDate.length > 0)
    console.log(say.upToDate(report.index.upToDate.length));
  if (report.unresolvedLinks.length > 0) console.log(say.unresolved(report.unresolvedLinks.length));
  if (report.unsupported.length > 0) console.log(say.unsupported(report.unsupported.length));
}

function printUpdate(update: GameDataUpdateReport, lang: Lang): void {
  if (update.sources.length === 0) console.log(importSentences[lang].noUrlSource);
  for (const { report } of update.sources) printReport(report, lang);
}

const ROSTER_FILE = /\.rosz?$/i;

function printCheck(name: string, result: RosterFileCheck, lang: Lang): boolean {
  const say = checkSentences[lang];
  if (!result.ok) {
    console.log(`${cleanLine(name)}: ${cleanLine(say.problem(result.problem))}`);
    return false;
  }
  const { check } = result;
  const errors = check.verdicts.filter((verdict) => verdict.severity === 'error');
  console.log(
    `${cleanLine(name)} — ${cleanLine(check.roster.name)} (${cleanLine(check.gameSystem.name)}): ${errors.length === 0 ? say.valid : say.invalid}`,
  );
  for (const cost of check.costs) {
    if (cost.value === 0 && cost.limit < 0) continue;
    const limit = cost.limit >= 0 ? ` / ${cost.limit}` : '';
    const stated = cost.stated !== undefined ? ` (${say.stated(cost.stated)})` : '';
    console.log(`  ${cleanLine(cost.name)}: ${cost.value}${limit}${stated}`);
  }
  for (const mismatch of check.revisionMismatches) console.log(`  ! ${cleanLine(say.revision(mismatch))}`);
  for (const figure of check.figures) console.log(`  ${cleanLine(renderFigure(figure, lang))}`);
  for (const verdict of check.verdicts) console.log(`  - ${cleanLine(renderVerdict(verdict, lang))}`);
  if (check.notEvaluated.length > 0) console.log(`  ${say.notEvaluated(check.notEvaluated)}`);
  return errors.length === 0;
}

export function registerDataCommand(program: Command): void {
  const data = program.command('data').description('community game data (BattleScribe .gst/.cat files)');
  data
    .command('import')
    .description(
      'add .gst, .cat, .gstz, .catz or .bsr files, folders of them (an index.bsi inside is left aside), or one repository index (index.bsi) by its http(s) address or its path; all or nothing',
    )
    .argument('<paths...>', 'files, folders, or one index address or index file')
    .addOption(langOption())
    .option('--json', 'print the report as JSON')
    .action(async (paths: string[], options: { lang: Lang; json?: boolean }, command: Command) => {
      const indexes = paths.filter((path) => ADDRESS.test(path) || isIndexFile(path));
      if (indexes.length > 0) {
        if (paths.length > 1)
          throw new CliError(
            'Give one index (an address or an index.bsi file) alone, without files or folders',
          );
        const index = indexes[0]!;
        // A path is stored absolute: `data update` reads it again from wherever it runs.
        const url = ADDRESS.test(index) ? index : resolve(index);
        await withService(command.optsWithGlobals<GlobalOptions>(), async (service) => {
          const report = await importShowingProgress(service, { url }, options.lang, showProgress(options));
          if (options.json) console.log(terminalJson(report));
          else printReport(report, options.lang);
          if (!report.stored) process.exitCode = 1;
        });
        return;
      }
      const files = paths.flatMap(dataFilesAt);
      if (files.length === 0)
        throw new CliError(`No data file (.gst, .cat, .gstz, .catz, .bsr) in ${paths.join(', ')}`);
      const inputs = files.map((file) => ({
        name: basename(file),
        base64: readFileSync(file).toString('base64'),
      }));
      await withService(command.optsWithGlobals<GlobalOptions>(), async (service) => {
        const report = await importShowingProgress(
          service,
          { files: inputs },
          options.lang,
          showProgress(options),
        );
        if (options.json) console.log(terminalJson(report));
        else printReport(report, options.lang);
        if (!report.stored) process.exitCode = 1;
      });
    });
  data
    .command('update')
    .description(
      'read again the repository indexes stored data came from (addresses or index files), and import the files whose revision is newer',
    )
    .argument('[id]', 'only the index of this game system or catalogue')
    .addOption(langOption())
    .option('--json', 'print the reports as JSON')
    .action(async (id: string | undefined, options: { lang: Lang; json?: boolean }, command: Command) => {
      await withService(command.optsWithGlobals<GlobalOptions>(), async (service) => {
        const update = await callApi(service, 'updateGameData', id === undefined ? {} : { id });
        if (options.json) console.log(terminalJson(update));
        else printUpdate(update, options.lang);
        if (update.sources.length === 0 || update.sources.some(({ report }) => !report.stored))
          process.exitCode = 1;
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
            `${indent}${cleanLine(file.name)}  rev. ${file.revision}  ${cleanLine(file.id)}  ${cleanLine(file.source)}  ${file.importedAt}`,
          );
        }
      });
    });
  data
    .command('check')
    .description(
      'check rosters made with BattleScribe or New Recruit (.ros, .rosz, or folders of them) against the stored data',
    )
    .argument('<paths...>', 'roster files or folders')
    .addOption(langOption())
    .option('--json', 'print the checks as JSON')
    .action(async (paths: string[], options: { lang: Lang; json?: boolean }, command: Command) => {
      const files = paths.flatMap((path) => filesAt(path, (name) => ROSTER_FILE.test(name)));
      if (files.length === 0) throw new CliError(`No roster file (.ros, .rosz) in ${paths.join(', ')}`);
      await withService(command.optsWithGlobals<GlobalOptions>(), async (service) => {
        const results: { file: string; result: RosterFileCheck }[] = [];
        for (const file of files) {
          const result = await callApi(service, 'checkRosterFile', {
            name: basename(file),
            base64: readFileSync(file).toString('base64'),
          });
          results.push({ file, result });
        }
        let allValid = true;
        if (options.json) console.log(terminalJson(results));
        for (const { file, result } of results) {
          const valid = result.ok && result.check.verdicts.every((verdict) => verdict.severity !== 'error');
          if (!options.json) printCheck(file, result, options.lang);
          allValid &&= valid;
        }
        if (!allValid) process.exitCode = results.some(({ result }) => !result.ok) ? 2 : 1;
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
