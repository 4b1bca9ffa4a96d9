import { apiContract } from '../../shared/api-contract';
import { API_METHOD_NAMES, type ApiMethodName } from '../../shared/api-methods';
import { failure, success, type ApiResult } from '../../shared/api-result';
import { ImportCancelled, wellFormedDeep } from '../../core';
import { ApiFailure } from './api-failure';
import type { ApiHandlers } from './handlers';

export function isApiMethodName(name: string): name is ApiMethodName {
  return (API_METHOD_NAMES as readonly string[]).includes(name);
}

/**
 * The single entry point of every transport: validates the raw input against the contract, runs the
 * handler and turns anything thrown into an error value. Nothing that comes from outside reaches a
 * handler unvalidated.
 */
export async function dispatch(
  handlers: ApiHandlers,
  method: string,
  rawInput: unknown,
): Promise<ApiResult<unknown>> {
  if (!isApiMethodName(method)) return failure('unknown-method', `Unknown API method "${method}"`);
  // Lone surrogates become one U+FFFD each before anything reads the input (see well-formed.ts).
  const parsed = apiContract[method].input.safeParse(wellFormedDeep(rawInput ?? {}));
  if (!parsed.success) {
    return failure(
      'invalid-input',
      `Invalid input for ${method}`,
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(input)'}: ${issue.message}`),
    );
  }
  try {
    const handler = handlers[method] as (input: unknown) => unknown;
    return success(await handler(parsed.data));
  } catch (error) {
    if (error instanceof ApiFailure)
      return failure(error.code, error.message, error.details, error.reason, error.missing);
    // A cancel the player asked for is an answer of its own, said in their language by the caller.
    if (error instanceof ImportCancelled) return failure('cancelled', error.message);
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof Error && error.name === 'SqliteError') return failure('database', message);
    return failure('internal', message);
  }
}
