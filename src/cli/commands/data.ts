import type { Command } from 'commander';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { checkSentences, importSentences } from '../../core';
import type { RosterFileCheck } from '../../core';
import { renderFigure, renderVerdict } from '../../core';
import type { GameDataImportReport, GameDataUpdateReport } from '../../core';
import { cleanLine, terminalJson } from '../../core';
import { isDataFileName } from '../../main/game-data/unpack';
import { changeSentence, updateSummary } from '../../core';
import type { GameDataSources, SubscriptionUpdate } from '../../core';
import { gameIdSchema } from '../../core';
import { callApi, CliError, withService, type GlobalOptions } from '../call';
import { importShowingProgress } from '../import-progress';
import { cliMessages } from '../messages';
import { langOption, type Lang } from '../options';

/** The files a path names: the file itself, or every matching file under a folder (walked with a stack). */
function filesAt(path: string, wanted: (name: string) => boolean, lang: Lang): string[] {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) {
    const says = cliMessages(lang).files;
    throw new CliError(says.cannotRead(path, says.missing));
  }
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
  const subscribed = update.subscriptions ?? [];
  if (update.sources.length === 0 && subscribed.length === 0) {
    console.log(importSentences[lang].noUrlSource);
    console.log(cliMessages(lang).dataImport.subscribeHint);
  }
  for (const { report } of update.sources) printReport(report, lang);
  for (const each of subscribed) printSubscriptionUpdate(each, lang);
}

/** A game's subscription update: what it did, each changed file, then the import's report when it stored or refused. */
function printSubscriptionUpdate(update: SubscriptionUpdate, lang: Lang): void {
  const name = update.name ? `${cleanLine(update.name)} — ` : '';
  console.log(`[${update.game}] ${name}${cleanLine(update.address)}`);
  console.log(`  ${updateSummary(lang, update)}`);
  for (const change of update.changes) console.log(`  ${cleanLine(changeSentence(lang, change))}`);
  const say = importSentences[lang];
  for (const file of update.report.refused)
    console.log(`  ${cleanLine(file.name)}: ${cleanLine(say.refused(file))}`);
  for (const warning of update.report.warnings) console.log(`  ! ${cleanLine(say.warning(warning))}`);
}

function printSources(games: GameDataSources[], lang: Lang): void {
  const words = cliMessages(lang).dataImport.sources;
  for (const { game, sources, subscription } of games) {
    const state = subscription
      ? `${words.subscribed} ${cleanLine(subscription.name ?? subscription.address)} ${cleanLine(subscription.version ?? '')}`.trim()
      : words.none;
    console.log(`${game}: ${state}`);
    for (const source of sources)
      console.log(
        `  ${source.id}  ${cleanLine(source.name[lang])}  (${words.kind[source.kind]}, ${source.repository})`,
      );
  }
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
      const says = cliMessages(options.lang).dataImport;
      if (indexes.length > 0) {
        if (paths.length > 1) throw new CliError(says.oneIndexAlone);
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
      const files = paths.flatMap((path) => filesAt(path, isDataFileName, options.lang));
      if (files.length === 0) throw new CliError(says.noDataFile(paths.join(', ')));
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
      'read again the repository indexes stored data came from (addresses or index files), and import the files whose revision is newer; update the subscriptions (changed files only, SHA-256 checked)',
    )
    .argument('[id]', 'only the index of this game system or catalogue, or the subscription of this game')
    .addOption(langOption())
    .option('--json', 'print the reports as JSON')
    .action(async (id: string | undefined, options: { lang: Lang; json?: boolean }, command: Command) => {
      await withService(command.optsWithGlobals<GlobalOptions>(), async (service) => {
        const update = await callApi(service, 'updateGameData', id === undefined ? {} : { id });
        if (options.json) console.log(terminalJson(update));
        else printUpdate(update, options.lang);
        const subscribed = update.subscriptions ?? [];
        if (
          (update.sources.length === 0 && subscribed.length === 0) ||
          update.sources.some(({ report }) => !report.stored) ||
          subscribed.some((each) => each.status === 'refused')
        )
          process.exitCode = 1;
      });
    });
  data
    .command('sources')
    .description(
      "each game's community data sources (BSData Gallery, NetEpic's repository) and its subscription",
    )
    .addOption(langOption())
    .option('--json', 'print JSON')
    .action(async (options: { lang: Lang; json?: boolean }, command: Command) => {
      await withService(command.optsWithGlobals<GlobalOptions>(), async (service) => {
        const games = await callApi(service, 'listDataSources', {});
        if (options.json) console.log(terminalJson(games));
        else printSources(games, options.lang);
      });
    });
  data
    .command('subscribe')
    .description(
      "subscribe a game to a community source (an id from `data sources`) or a repository release's address (…/releases/…/<repo>.latest.bsi or <repo>.catpkg.json), and import its data",
    )
    .argument('<game>', 'netepic, deadzone, freebooters-fate or antares')
    .argument('<source>', 'a source id, or a release address')
    .addOption(langOption())
    .option('--json', 'print the report as JSON')
    .action(
      async (game: string, source: string, options: { lang: Lang; json?: boolean }, command: Command) => {
        const parsed = gameIdSchema.safeParse(game);
        if (!parsed.success) throw new CliError(cliMessages(options.lang).dataImport.unknownGame(game));
        const input = ADDRESS.test(source)
          ? { game: parsed.data, address: source }
          : { game: parsed.data, source };
        await withService(command.optsWithGlobals<GlobalOptions>(), async (service) => {
          const update = await callApi(service, 'subscribeGameData', input);
          if (options.json) console.log(terminalJson(update));
          else printSubscriptionUpdate(update, options.lang);
          if (update.status === 'refused') process.exitCode = 1;
        });
      },
    );
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
      const files = paths.flatMap((path) => filesAt(path, (name) => ROSTER_FILE.test(name), options.lang));
      if (files.length === 0)
        throw new CliError(cliMessages(options.lang).dataImport.noRosterFile(paths.join(', ')));
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
    .addOption(langOption())
    .action(async (id: string, options: { lang: Lang }, command: Command) => {
      await withService(command.optsWithGlobals<GlobalOptions>(), async (service) => {
        const says = cliMessages(options.lang).dataImport;
        const removed = await callApi(service, 'removeGameData', { id });
        if (removed.length === 0) throw new CliError(says.noStoredData(id));
        console.log(says.removed(removed.map(cleanLine).join(', ')));
      });
    });
}
