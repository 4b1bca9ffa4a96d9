import type { ApiErrorCode } from '../../shared/api-result';

/** Thrown by a handler to answer with a specific error; `dispatch` turns it into data. */
export class ApiFailure extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: string[],
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}
