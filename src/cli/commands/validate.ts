import type { Command } from 'commander';
import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { RosterFileImportProblem } from '../../core';
import { rosterFileProblemText } from '../../core';
import type { ValidationResult } from '../../core';
import { ruleDisplayName, severityDisplayName } from '../../core';
import { rosterFingerprint } from '../../core';
import { LABELS } from '../../core';
import { renderTournamentReport, type TournamentReportRow } from '../../core';
import { writeFileAtomic } from '../../main/export/write-atomic';
import {
  describeRosterReason,
  rosterProblemLines,
  rosterReadSentences,
  type RosterReadReason,
} from '../../core';
import { parseRosterJson, RosterFormatError } from '../../core';
import type { RosterFileValidation, RosterValidation } from '../../shared/api-contract';
import { dispatch } from '../../main/service/dispatch';
import { CliError, withService, type GlobalOptions } from '../call';
import { cleanLine, cleanLines, terminalJson } from '../../core';
import { formatTable } from '../format-table';
import { cliMessages } from '../messages';
import { cannotWrite } from '../file-problem';
import { langOption, type Lang } from '../options';
import type { MusterService } from '../../main/service/create-service';
import { withReadSnapshot } from '../../main/service/read-snapshot';

interface ValidateOptions {
  json?: boolean;
  lang: Lang;
  report?: string;
}

/** An unreadable file keeps its reason as data (said in --lang) or, for anything else, the API's message. */
export type FileVerdict =
  | { file: string; ok: true; validation: RosterValidation }
  | { file: string; ok: false; reason: RosterReadReason }
  | { file: string; ok: false; problem: RosterFileImportProblem }
  | { file: string; ok: false; error: string };

/** BattleScribe and New Recruit roster files, judged as they are (organisers receive them). */
const BATTLESCRIBE_ROSTER = /\.rosz?$/i;
/** Muster's own roster files: `.muster` (the desktop app's), `.muster.json` and any `.json` list. */
export const MUSTER_ROSTER = /\.(?:muster|json)$/i;

/** Whether a file found in a folder is a roster `validate` reads: Muster's own, BattleScribe's. */
const anyRosterFile = (path: string) => MUSTER_ROSTER.test(path) || BATTLESCRIBE_ROSTER.test(path);

/**
 * Files as given, folders expanded to the roster files they hold (sorted, recursively; by default the
 * .muster, .json, .ros and .rosz files, `kept` says which). The walk keeps
 * its own stack, so folder depth cannot overflow the call stack, and enters each real folder once, so a
 * link to a parent folder does not loop.
 */
export function expandRosterPaths(
  paths: string[],
  kept: (path: string) => boolean = anyRosterFile,
): string[] {
  const files: string[] = [];
  const entered = new Set<string>();
  // Depth first, in the order given and by sorted names: the stack holds the next path on top. A path
  // given by the user is always kept (reported later if unreadable); inside folders, only roster files.
  const pending = paths.map((path) => ({ path, given: true })).reverse();
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { path, given } = next;
    let realFolder: string | undefined;
    try {
      realFolder = statSync(path).isDirectory() ? realpathSync(path) : undefined;
    } catch {
      realFolder = undefined;
    }
    if (realFolder === undefined) {
      if (given || kept(path)) files.push(path);
      continue;
    }
    if (entered.has(realFolder)) continue;
    entered.add(realFolder);
    const children = readdirSync(path)
      .sort()
      .map((name) => ({ path: join(path, name), given: false }));
    pending.push(...children.reverse());
  }
  return files;
}

function readText(file: string): string | RosterReadReason {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return code === 'ENOENT' ? { code: 'file-not-found' } : { code: 'cannot-open', detail: code ?? message };
  }
}

/** A .ros or .rosz file read as the library would import it, validated, and not stored. */
async function checkBattleScribeFile(service: MusterService, file: string): Promise<FileVerdict> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    return {
      file,
      ok: false,
      reason:
        code === 'ENOENT' ? { code: 'file-not-found' } : { code: 'cannot-open', detail: code ?? message },
    };
  }
  const result = await dispatch(service.handlers, 'validateRosterFile', {
    name: basename(file),
    base64: bytes.toString('base64'),
  });
  if (!result.ok)
    return { file, ok: false, error: [result.error.message, ...(result.error.details ?? [])].join('\n') };
  const judged = result.value as RosterFileValidation;
  return judged.ok
    ? { file, ok: true, validation: judged.validation }
    : { file, ok: false, problem: judged.problem };
}

async function checkFile(service: MusterService, file: string): Promise<FileVerdict> {
  if (BATTLESCRIBE_ROSTER.test(file)) return checkBattleScribeFile(service, file);
  const text = readText(file);
  if (typeof text !== 'string') return { file, ok: false, reason: text };
  let raw: unknown;
  try {
    raw = parseRosterJson(text);
  } catch (error) {
    if (error instanceof RosterFormatError) return { file, ok: false, reason: error.reason };
    throw error;
  }
  const result = await dispatch(service.handlers, 'validateRoster', { roster: raw });
  if (result.ok) return { file, ok: true, validation: result.value as RosterValidation };
  const { reason, message, details } = result.error;
  return reason
    ? { file, ok: false, reason }
    : { file, ok: false, error: [message, ...(details ?? [])].join('\n') };
}

/**
 * Every file's verdict, all read in one snapshot of the database: data imported meanwhile by another
 * process (the app, a server, another command) is not seen, and every list is judged against the same
 * revision of the data. `afterEach` runs once a file is judged.
 */
export async function validateFiles(
  service: MusterService,
  files: string[],
  afterEach: (file: string) => Promise<void> | void = () => {},
): Promise<FileVerdict[]> {
  return withReadSnapshot(service.context.db, async () => {
    const out: FileVerdict[] = [];
    for (const file of files) {
      out.push(await checkFile(service, file));
      await afterEach(file);
    }
    return out;
  });
}

/** Why a file cannot be read, in the language of the labels around it. */
function unreadableText(verdict: Exclude<FileVerdict, { ok: true }>, lang: Lang): string {
  if ('problem' in verdict) return cleanLines(rosterFileProblemText(verdict.problem, lang));
  if (!('reason' in verdict)) return cleanLines(verdict.error);
  const sentences = rosterReadSentences[lang];
  const sentence = cleanLine(describeRosterReason(verdict.reason, sentences));
  const problems = rosterProblemLines(verdict.reason, sentences).map((line) => `\n  - ${cleanLine(line)}`);
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}${problems.join('')}`;
}

function issuesJson(result: ValidationResult, lang: Lang) {
  return result.issues.map((i) => ({
    code: i.code,
    severity: i.severity,
    message: i.message[lang],
    selections: i.selections,
    rule: i.source.rule,
    ...(i.source.ability ? { ability: i.source.ability } : {}),
  }));
}

function printText(verdicts: FileVerdict[], lang: Lang, names: FactionNamesOf): void {
  const labels = cliMessages(lang).validate;
  // A list of community data not imported here is read well: what it lacks is the data, said so.
  const notJudged = (v: Exclude<FileVerdict, { ok: true }>) =>
    'reason' in v && v.reason.code === 'faction-data-missing' ? labels.dataMissing : labels.unreadable;
  for (const v of verdicts) {
    if (!v.ok) {
      console.log(
        `${cleanLine(v.file)}: ${notJudged(v)}\n  ${unreadableText(v, lang).replace(/\n/g, '\n  ')}`,
      );
      continue;
    }
    // Names and messages carry the roster's own text: one line each, no control character, so that
    // nothing in a roster can rewrite or hide the verdict printed before it.
    const { roster, result } = v.validation;
    console.log(
      `${cleanLine(v.file)}: ${result.valid ? labels.valid : labels.invalid} — ${cleanLine(roster.name)} (${cleanLine(names(roster.faction).faction)}) ${result.stats.points}/${result.stats.pointsLimit} — ${labels.fingerprint} ${rosterFingerprint(roster)}`,
    );
    // The rule's name, not its id: the id is for programs (--json), the line for a person.
    const colon = cliMessages(lang).colon;
    for (const i of result.issues)
      console.log(
        `  [${severityDisplayName(i.severity, lang)}] ${ruleDisplayName(i.source.rule, lang)}${colon}${cleanLine(i.message[lang])}`,
      );
  }
  if (verdicts.length > 1) {
    const headers = cliMessages(lang).validate.tableHeaders;
    console.log(
      `\n${formatTable(
        headers,
        verdicts.map((v) =>
          v.ok
            ? [
                v.file,
                names(v.validation.roster.faction).faction,
                `${v.validation.result.stats.points}/${v.validation.result.stats.pointsLimit}`,
                String(v.validation.result.errors),
                String(v.validation.result.warnings),
                rosterFingerprint(v.validation.roster),
              ]
            : [v.file, '-', '-', notJudged(v), '-', '-'],
        ),
      )}`,
    );
  }
}

/** A faction's names in the output's language: its own, its game's, and the unit its limit counts in. */
interface FactionNames {
  faction: string;
  game: string;
  unit: string;
}

type FactionNamesOf = (faction: string) => FactionNames;

/**
 * The names of the factions the judged lists belong to, read from the catalogue (an imported faction
 * by its data's name, not its catalogue id); a faction the catalogue does not know keeps its id.
 */
async function factionNames(
  service: MusterService,
  verdicts: FileVerdict[],
  lang: Lang,
): Promise<FactionNamesOf> {
  const names = new Map<string, FactionNames>();
  for (const v of verdicts) {
    if (!v.ok || names.has(v.validation.roster.faction)) continue;
    const faction = v.validation.roster.faction;
    const result = await dispatch(service.handlers, 'getFactionCatalogue', { faction });
    if (result.ok) {
      const catalogue = result.value as {
        faction: { name: Record<Lang, string>; edition?: string };
        game: { name: Record<Lang, string>; costTypes: { primary: boolean; name: Record<Lang, string> }[] };
      };
      const primary = catalogue.game.costTypes.find((c) => c.primary)?.name[lang] ?? 'points';
      names.set(faction, {
        // Two codex versions of an army are two factions of the same name: the version tells them apart.
        faction: catalogue.faction.edition
          ? LABELS[lang].factionEdition(catalogue.faction.name[lang], catalogue.faction.edition)
          : catalogue.faction.name[lang],
        game: catalogue.game.name[lang],
        unit: primary.toLocaleLowerCase(lang),
      });
    } else names.set(faction, { faction, game: '', unit: 'points' });
  }
  return (faction) => names.get(faction) ?? { faction, game: '', unit: 'points' };
}

/**
 * The rows of the tournament report: names from the catalogue (faction, game, how it counts) in the
 * report's language, each file's errors and warnings, and its fingerprint.
 */
function reportRows(verdicts: FileVerdict[], lang: Lang, namesOf: FactionNamesOf): TournamentReportRow[] {
  const rows: TournamentReportRow[] = [];
  for (const v of verdicts) {
    if (!v.ok) {
      rows.push({ file: v.file, readable: false, reason: unreadableText(v, lang).replace(/\n\s*/g, ' ') });
      continue;
    }
    const { roster, result } = v.validation;
    const named = namesOf(roster.faction);
    rows.push({
      file: v.file,
      readable: true,
      name: roster.name,
      game: named.game,
      faction: named.faction,
      points: result.stats.points,
      pointsLimit: result.stats.pointsLimit,
      pointsUnit: named.unit,
      valid: result.valid,
      errors: result.issues.filter((i) => i.severity === 'error').map((i) => i.message[lang]),
      warnings: result.issues.filter((i) => i.severity === 'warning').map((i) => i.message[lang]),
      fingerprint: rosterFingerprint(roster),
    });
  }
  return rows;
}

export function registerValidateCommand(program: Command): void {
  program
    .command('validate')
    .description(
      'check roster files (or folders of them); exit 1 if any has an error, 2 if one cannot be read',
    )
    .argument('<files...>', 'roster files or folders')
    .option('--json', 'print JSON')
    .option(
      '--report <file>',
      'also write an HTML report for organisers: each list with its faction, points, verdict and fingerprint',
    )
    .addOption(langOption())
    .action(async (paths: string[], options: ValidateOptions, command: Command) => {
      const files = expandRosterPaths(paths);
      if (files.length === 0) throw new CliError(cliMessages(options.lang).validate.noRosterFile);
      const { verdicts, names } = await withService(
        command.optsWithGlobals<GlobalOptions>(),
        async (service) => {
          // The report names factions and games from the same snapshot the lists were judged in.
          const { out, rows, names } = await withReadSnapshot(service.context.db, async () => {
            const judged = await validateFiles(service, files);
            const namesOf = await factionNames(service, judged, options.lang);
            return {
              out: judged,
              rows: options.report ? reportRows(judged, options.lang, namesOf) : [],
              names: namesOf,
            };
          });
          if (options.report) {
            const html = renderTournamentReport({
              lang: options.lang,
              sources: paths,
              generatedAt: new Intl.DateTimeFormat(options.lang, {
                dateStyle: 'long',
                timeStyle: 'short',
              }).format(new Date()),
              rows,
            });
            try {
              writeFileAtomic(options.report, html);
            } catch (error) {
              throw cannotWrite(options.report, error, options.lang);
            }
            console.error(cliMessages(options.lang).validate.reportWritten(cleanLine(options.report)));
          }
          return { verdicts: out, names };
        },
      );
      if (options.json) {
        const files = verdicts.map((v) =>
          v.ok
            ? {
                file: v.file,
                name: v.validation.roster.name,
                faction: {
                  id: v.validation.roster.faction,
                  name: names(v.validation.roster.faction).faction,
                },
                valid: v.validation.result.valid,
                fingerprint: rosterFingerprint(v.validation.roster),
                issues: issuesJson(v.validation.result, options.lang),
                stats: v.validation.result.stats,
              }
            : {
                file: v.file,
                valid: false,
                error: unreadableText(v, options.lang),
                ...('reason' in v ? { reason: v.reason } : {}),
                ...('problem' in v ? { problem: v.problem } : {}),
              },
        );
        console.log(terminalJson({ files }));
      } else printText(verdicts, options.lang, names);
      const unreadable = verdicts.some((v) => !v.ok);
      const invalid = verdicts.some((v) => v.ok && !v.validation.result.valid);
      process.exitCode = unreadable ? 2 : invalid ? 1 : 0;
    });
}
