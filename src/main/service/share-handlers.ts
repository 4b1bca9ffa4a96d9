import { randomUUID } from 'node:crypto';
import { rosterFingerprint } from '../../core';
import { decodeShareCode, encodeShareCode, sharedDocumentText } from '../../core';
import { ApiFailure, readRosterInput } from './api-failure';
import type { ApiHandlers } from './handlers';

type Uses = 'openRoster' | 'importRoster';

/**
 * Share codes: `shareRoster` writes a saved list as "muster:2:…" (the stored list, forces and tree),
 * `importShareCode` adds the list a code holds to the library as a new list (a new id, today's date),
 * read and checked exactly as an imported roster file is (a code of version 1 is migrated as a file of
 * format version 2 is). A code that cannot be read answers `invalid-input` with its reason and
 * changes nothing.
 */
export function shareHandlers(
  api: Pick<ApiHandlers, Uses>,
): Pick<ApiHandlers, 'shareRoster' | 'importShareCode'> {
  return {
    shareRoster: async ({ id }) => {
      // A list whose data is missing is read-only: it answers what it needs, as opening it does.
      const { roster, list } = await api.openRoster({ id });
      if (!list) throw new ApiFailure('internal', `The list ${id} could not be read as a list.`);
      return { code: encodeShareCode(list), fingerprint: rosterFingerprint(roster), name: list.name };
    },
    importShareCode: ({ code }) => {
      const shared = readRosterInput(() =>
        decodeShareCode(code, { id: randomUUID(), at: new Date().toISOString() }),
      );
      return api.importRoster({ text: sharedDocumentText(shared) });
    },
  };
}
