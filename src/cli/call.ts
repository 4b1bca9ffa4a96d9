import { resolveDataDir } from '../main/paths';
import { startService, type MusterService } from '../main/service/create-service';
import { dispatch } from '../main/service/dispatch';
import type { ApiOutput } from '../shared/api-contract';
import { describeRosterReadFailure, rosterReadSentences } from '../core';
import { cleanLine } from '../core';
import { dataMissingText } from '../main/rosters/last-known';
import type { ApiMethodName } from '../shared/api-methods';

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 2,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export interface GlobalOptions {
  dataDir?: string;
}

/** The service on the data folder the options name (--data-dir, else MUSTER_DATA_DIR, else the app's). */
export function openService(options: GlobalOptions): MusterService {
  return startService({ dataDir: resolveDataDir(options.dataDir), host: 'cli' });
}

/** Opens the service for one CLI command and closes it afterwards, whatever happens. */
export async function withService<T>(
  options: GlobalOptions,
  run: (service: MusterService) => Promise<T>,
): Promise<T> {
  const service = openService(options);
  try {
    return await run(service);
  } finally {
    service.close();
  }
}

/**
 * Calls the API through the same validating dispatcher as IPC and HTTP. With `lang`, an answer that
 * carries its reason as data (a roster that cannot be read, a list whose data is missing) is said in
 * that language; other failures keep the API's English message.
 */
export async function callApi<M extends ApiMethodName>(
  service: MusterService,
  method: M,
  input: unknown,
  lang?: 'fr' | 'en',
): Promise<ApiOutput<M>> {
  const result = await dispatch(service.handlers, method, input);
  if (!result.ok) {
    const { error } = result;
    if (lang && error.missing) throw new CliError(cleanLine(dataMissingText(error.missing, lang)));
    if (lang && error.reason) {
      const sentence = cleanLine(describeRosterReadFailure(error.reason, rosterReadSentences[lang]));
      throw new CliError(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`);
    }
    const details = error.details?.map((line) => `\n  - ${line}`).join('') ?? '';
    throw new CliError(`${error.message}${details}`);
  }
  return result.value as ApiOutput<M>;
}
