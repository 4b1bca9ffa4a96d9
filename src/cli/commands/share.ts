import type { Command } from 'commander';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { rosterFingerprint } from '../../core';
import { describeRosterReadFailure, rosterReadSentences } from '../../core';
import { parseRosterJson, readListJson, RosterFormatError, type ReadDocument } from '../../core';
import { factionIfHere } from '../../main/catalogue/faction-if-here';
import type { ListCards } from '../../core';
import { decodeShareCode, encodeShareCode, isSharedList, sharedDocumentText } from '../../core';
import type { SharedDocument } from '../../core';
import { qrCodeOf, qrTerminalLines, TERMINAL_COLUMNS, TERMINAL_QR } from '../../core';
import { cleanLine, terminalJson } from '../../core';
import { dispatch } from '../../main/service/dispatch';
import { writeFileAtomic } from '../../main/export/write-atomic';
import type { MusterService } from '../../main/service/create-service';
import { callApi, CliError, withService, type GlobalOptions } from '../call';
import { cliMessages } from '../messages';
import { langOption, type Lang } from '../options';

interface ShareOptions {
  json?: boolean;
  lang: Lang;
  qr?: boolean;
}

interface ImportCodeOptions extends ShareOptions {
  output?: string;
}

/** A roster file or a code that cannot be read: its reason, said in --lang; exit 2 like `validate`. */
function unreadable(what: string, error: RosterFormatError, lang: Lang): CliError {
  const sentence = describeRosterReadFailure(error.reason, rosterReadSentences[lang]);
  return new CliError(`${cleanLine(what)}${cliMessages(lang).colon}${cleanLine(sentence)}`, 2);
}

/** What `share` prints of a list: its code, fingerprint and name. */
interface Shared {
  code: string;
  fingerprint: string;
  name: string;
}

/** The code of a list file, or of the saved list with that id. */
async function sharedOf(service: MusterService, what: string, lang: Lang): Promise<Shared> {
  if (existsSync(what) && statSync(what).isFile()) {
    let read: ReadDocument;
    try {
      // A list file of any version, read as the library reads it.
      const raw = parseRosterJson(readFileSync(what, 'utf8'));
      read = readListJson(raw, factionIfHere(service.context.catalogue));
    } catch (error) {
      if (error instanceof RosterFormatError) throw unreadable(what, error, lang);
      throw error;
    }
    // A file of an older version becomes a list with its faction's data only.
    if (!read.list) throw dataNeeded(what, read.view.faction, lang);
    return {
      code: encodeShareCode(read.list),
      fingerprint: rosterFingerprint(read.view),
      name: read.view.name,
    };
  }
  if (!/^[A-Za-z0-9_-]{6,64}$/.test(what))
    throw new CliError(cliMessages(lang).share.notAListNorId(cleanLine(what)));
  // As the editor opens it: a saved list whose data is missing says which data to import, in --lang.
  return callApi(service, 'shareRoster', { id: what }, lang);
}

/** A file of format version 1 or 2 whose faction's data is not here: it cannot become a list. */
function dataNeeded(what: string, faction: string, lang: Lang): CliError {
  return new CliError(cliMessages(lang).share.olderFormatNeedsData(cleanLine(what), cleanLine(faction)), 2);
}

/** The code from the argument, or from standard input with "-" or nothing. */
function codeArgument(code: string | undefined): string {
  if (code !== undefined && code !== '-') return code;
  return readFileSync(0, 'utf8');
}

/**
 * What to say when the QR code is wider than the terminal (80 columns when the output is not one): a
 * cut code does not scan, so the user widens the window or shares the text.
 */
function widenNote(width: number, lang: Lang): string | null {
  const columns = process.stdout.isTTY ? (process.stdout.columns ?? TERMINAL_COLUMNS) : TERMINAL_COLUMNS;
  if (width <= columns) return null;
  return cliMessages(lang).share.qrTooWide(width);
}

function registerShare(program: Command): void {
  program
    .command('share')
    .description(
      'print the share code ("muster:2:…") of a roster file or of a saved list, and its fingerprint',
    )
    .argument('<roster>', 'a roster file, or the id of a saved list')
    .option('--json', 'print { code, fingerprint, name } as JSON')
    .option('--qr', 'print the code as a QR code too (block characters, for a dark terminal)')
    .addOption(langOption())
    .action(async (what: string, options: ShareOptions, command: Command) => {
      const { code, fingerprint, name } = await withService(
        command.optsWithGlobals<GlobalOptions>(),
        (service) => sharedOf(service, what, options.lang),
      );
      if (options.json) console.log(terminalJson({ code, fingerprint, name }));
      else {
        const qr = options.qr ? qrCodeOf(code, TERMINAL_QR) : null;
        if (qr) {
          const note = widenNote(qr.size, options.lang);
          if (note) console.error(note);
          console.log(qrTerminalLines(qr).join('\n'));
        } else if (options.qr) console.error(cliMessages(options.lang).share.tooLongForQr);
        console.log(code);
        console.error(cliMessages(options.lang).share.nameAndFingerprint(cleanLine(name), fingerprint));
      }
    });
}

function registerImportCode(program: Command): void {
  program
    .command('import-code')
    .description('add the list of a share code to the library (or write it as a roster file with -o)')
    .argument('[code]', 'the share code, "muster:2:…" (default, or "-": read from standard input)')
    .option('-o, --output <file>', 'write the roster file instead of adding the list to the library')
    .option('--json', 'print the list as JSON')
    .addOption(langOption())
    .action(async (code: string | undefined, options: ImportCodeOptions, command: Command) => {
      const text = codeArgument(code);
      const says = cliMessages(options.lang).share;
      if (options.output) {
        let shared: SharedDocument;
        try {
          shared = decodeShareCode(text, { id: randomUUID(), at: new Date().toISOString() });
        } catch (error) {
          if (error instanceof RosterFormatError) throw unreadable('code', error, options.lang);
          throw error;
        }
        writeFileAtomic(options.output, sharedDocumentText(shared));
        // The fingerprint is the list's as the builder shows it: read with its faction's data.
        const fingerprint = isSharedList(shared)
          ? await withService(command.optsWithGlobals<GlobalOptions>(), async (service) =>
              rosterFingerprint(readListJson(shared, factionIfHere(service.context.catalogue)).view),
            )
          : rosterFingerprint(shared);
        if (options.json) console.log(terminalJson({ file: options.output, fingerprint }));
        else console.log(says.codeWritten(cleanLine(shared.name), cleanLine(options.output), fingerprint));
        return;
      }
      await withService(command.optsWithGlobals<GlobalOptions>(), async (service) => {
        const result = await dispatch(service.handlers, 'importShareCode', { code: text });
        if (!result.ok) {
          if (result.error.reason)
            throw unreadable('code', new RosterFormatError(result.error.reason), options.lang);
          throw new CliError(result.error.message);
        }
        const roster = result.value as ListCards;
        const fingerprint = rosterFingerprint(roster);
        if (options.json) console.log(terminalJson({ id: roster.id, name: roster.name, fingerprint }));
        else console.log(says.codeAdded(cleanLine(roster.name), roster.id, fingerprint));
      });
    });
}

/** `muster share ROSTER` and `muster import-code [CODE] [-o FILE]`. */
export function registerShareCommands(program: Command): void {
  registerShare(program);
  registerImportCode(program);
}
