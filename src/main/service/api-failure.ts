import type { RosterReadReason } from '../../core';
import { RosterFormatError } from '../../core';
import type { ApiErrorCode } from '../../shared/api-result';
import type { RosterDataMissing } from '../../shared/roster-types';

/** Thrown by a handler to answer with a specific error; `dispatch` turns it into data. */
export class ApiFailure extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: string[],
    readonly reason?: RosterReadReason,
    readonly missing?: RosterDataMissing,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/**
 * A faction this Muster does not have, asked for by id (a catalogue, a new list): `not-found`, with its
 * reason as data so that the page and the command line say it in their language.
 */
export function unknownFactionFailure(faction: string): ApiFailure {
  return new ApiFailure('not-found', `Unknown faction "${faction}"`, undefined, {
    code: 'unknown-faction',
    faction,
  });
}

/** A roster that cannot be read, as an answer carrying its reason. */
export function rosterReadFailure(reason: RosterReadReason): ApiFailure {
  const error = new RosterFormatError(reason);
  return new ApiFailure('invalid-input', error.message, error.problems, reason);
}

/** Runs a read of roster input, answering a RosterFormatError as invalid input with its reason. */
export function readRosterInput<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof RosterFormatError) throw rosterReadFailure(error.reason);
    throw error;
  }
}
