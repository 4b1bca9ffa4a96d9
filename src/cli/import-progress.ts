/**
 * `muster data import` with its progress: on a terminal, the import runs as a job and one line of
 * standard error says how far it is (phase, files, megabytes), rewritten in place; Ctrl-C cancels it,
 * nothing stored. Elsewhere (a pipe, --json, a script) the import is simply waited for.
 */
import type { GameDataImportReport } from '../core';
import type { ImportJobState, ImportProgress } from '../core';
import type { MusterService } from '../main/service/create-service';
import type { ApiInput } from '../shared/api-contract';
import { callApi, CliError } from './call';
import { cliMessages } from './messages';
import type { Lang } from './options';

const POLL_MS = 150;

export function progressLine(progress: ImportProgress, lang: Lang): string {
  const says = cliMessages(lang).dataImport;
  const mb = (bytes: number) =>
    (bytes / 1_000_000).toLocaleString(says.numberLocale, { maximumFractionDigits: 1 });
  const files = says.files;
  const unit = says.megabytes;
  const bytes =
    progress.bytesTotal > 0 ? `, ${mb(progress.bytesDone)}/${mb(progress.bytesTotal)} ${unit}` : '';
  const counted =
    progress.filesTotal > 0 ? ` ${progress.filesDone}/${progress.filesTotal} ${files}${bytes}` : '';
  return `${says.phases[progress.phase]}${counted}`;
}

export async function importShowingProgress(
  service: MusterService,
  input: ApiInput<'startGameDataImport'>,
  lang: Lang,
  show: boolean,
): Promise<GameDataImportReport> {
  if (!show)
    return 'files' in input
      ? callApi(service, 'importGameData', input)
      : callApi(service, 'importGameDataFromUrl', input);
  const started = await callApi(service, 'startGameDataImport', input);
  const cancel = () => void callApi(service, 'cancelGameDataImport', { id: started.id });
  process.once('SIGINT', cancel);
  let state: ImportJobState = started;
  try {
    while (state.state === 'running') {
      process.stderr.write(`\r\x1b[K${progressLine(state.progress, lang)}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      state = await callApi(service, 'gameDataImportProgress', { id: started.id });
    }
  } finally {
    process.removeListener('SIGINT', cancel);
    process.stderr.write('\r\x1b[K');
  }
  if (state.state === 'done') return state.report;
  if (state.state === 'cancelled') throw new CliError(cliMessages(lang).dataImport.cancelled, 130);
  throw new CliError(state.error);
}
