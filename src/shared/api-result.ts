import type { RosterReadReason } from '../core';
import type { RosterDataMissing } from './roster-types';

/** Errors cross every boundary (IPC, HTTP, CLI) as data, never as a thrown exception. */
export const API_ERROR_CODES = [
  'invalid-input',
  'unknown-method',
  'not-found',
  'conflict',
  'unauthorized',
  'database',
  /** Something the host needs is missing (Chromium for a PDF): the message says what to do. */
  'unavailable',
  /** A saved list whose faction's data is no longer stored: `missing` says what it needs. */
  'data-missing',
  /** An import job (an update's) cancelled at the player's request: nothing of it was stored. */
  'cancelled',
  'internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Why browser mode's server refused a request before any method saw it. */
export type RequestProblem =
  /** `limit`: the bytes the method's body may take (the API's own input limits). */
  | { code: 'body-too-large'; limit: number }
  /** Not JSON, or cut short. */
  | { code: 'unreadable-body' };

export interface ApiError {
  code: ApiErrorCode;
  message: string;
  /** Where the input was wrong, one line per problem ("key: expected one of …"). */
  details?: string[];
  /**
   * Why, as data, when the page or the CLI must say it in the reader's language (`message` is English,
   * for logs): a roster file that cannot be read.
   */
  reason?: RosterReadReason;
  /** Why the request itself was refused (browser mode), for the page to say in the reader's language. */
  request?: RequestProblem;
  /** `data-missing`: the list's last known summary and the data it needs, for the page to show. */
  missing?: RosterDataMissing;
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export function success<T>(value: T): ApiResult<T> {
  return { ok: true, value };
}

export function failure(
  code: ApiErrorCode,
  message: string,
  details?: string[],
  reason?: RosterReadReason,
  missing?: RosterDataMissing,
): ApiResult<never> {
  return {
    ok: false,
    error: {
      code,
      message,
      ...(details?.length ? { details } : {}),
      ...(reason ? { reason } : {}),
      ...(missing ? { missing } : {}),
    },
  };
}
