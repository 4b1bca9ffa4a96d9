import { randomUUID } from 'node:crypto';
import { rosterFingerprint } from '../../core';
import { writeRoster } from '../../core';
import { decodeShareCode, encodeShareCode } from '../../core';
import { readRosterInput } from './api-failure';
import type { ApiHandlers } from './handlers';

type Uses = 'openRoster' | 'importRoster';

/**
 * Share codes: `shareRoster` writes a saved list as "muster:1:…", `importShareCode` adds the list a
 * code holds to the library as a new list (a new id, today's date), read and checked exactly as an
 * imported roster file is. A code that cannot be read answers `invalid-input` with its reason and
 * changes nothing.
 */
export function shareHandlers(
  api: Pick<ApiHandlers, Uses>,
): Pick<ApiHandlers, 'shareRoster' | 'importShareCode'> {
  return {
    shareRoster: async ({ id }) => {
      // A list whose data is missing is read-only: it answers what it needs, as opening it does.
      const { roster } = await api.openRoster({ id });
      return { code: encodeShareCode(roster), fingerprint: rosterFingerprint(roster) };
    },
    importShareCode: ({ code }) => {
      const roster = readRosterInput(() =>
        decodeShareCode(code, { id: randomUUID(), at: new Date().toISOString() }),
      );
      return api.importRoster({ text: writeRoster(roster) });
    },
  };
}
