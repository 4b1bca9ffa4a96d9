import { resolveDataDir } from '../main/paths';
import { startService, type MusterService } from '../main/service/create-service';
import { dispatch } from '../main/service/dispatch';
import type { ApiOutput } from '../shared/api-contract';
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

/** Opens the service for one CLI command and closes it afterwards, whatever happens. */
export async function withService<T>(
  options: GlobalOptions,
  run: (service: MusterService) => Promise<T>,
): Promise<T> {
  const service = startService({ dataDir: resolveDataDir(options.dataDir), host: 'cli' });
  try {
    return await run(service);
  } finally {
    service.close();
  }
}

/** Calls the API through the same validating dispatcher as IPC and HTTP. */
export async function callApi<M extends ApiMethodName>(
  service: MusterService,
  method: M,
  input: unknown,
): Promise<ApiOutput<M>> {
  const result = await dispatch(service.handlers, method, input);
  if (!result.ok) {
    const details = result.error.details?.map((line) => `\n  - ${line}`).join('') ?? '';
    throw new CliError(`${result.error.message}${details}`);
  }
  return result.value as ApiOutput<M>;
}
