/**
 * Why a file named on the command line cannot be read or written, in the command's language: the
 * system's commonest refusals by their code, any other in the system's own words (its message is all
 * there is to say about it).
 */
import { CliError } from './call';
import { cliMessages } from './messages';
import type { Lang } from './options';

function fileProblem(error: unknown, lang: Lang, writing: boolean): string {
  const says = cliMessages(lang).files;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return writing ? says.folderMissing : says.missing;
  if (code === 'EACCES' || code === 'EPERM') return says.denied;
  if (code === 'EISDIR') return says.isFolder;
  return error instanceof Error ? error.message : String(error);
}

/** `file` cannot be read: the refusal, with its reason (exit 2 unless said otherwise). */
export function cannotRead(file: string, error: unknown, lang: Lang, exitCode = 2): CliError {
  return new CliError(cliMessages(lang).files.cannotRead(file, fileProblem(error, lang, false)), exitCode);
}

/** `file` cannot be written: the refusal, with its reason. */
export function cannotWrite(file: string, error: unknown, lang: Lang): CliError {
  return new CliError(cliMessages(lang).files.cannotWrite(file, fileProblem(error, lang, true)));
}
