/**
 * Checks a `.ros` or `.rosz` file (BattleScribe, New Recruit) against the community data stored for
 * its game system. A `.rosz` is a zip holding one `.ros`; its sizes are checked before inflating, with
 * the bounds of an import (import-roster-file.ts).
 */
import { readRosterFile } from '../../core/bsdata/read-roster-file';
import { checkRoster, type RosterFileCheck } from '../../core/bsdata/roster-check';
import type { GameDataCache } from './game-data-cache';
import { bindingFor, type GameBinding } from '../../core/engine/v2/muster/binding';
import { rosterFileText } from './import-roster-file';

/** The `.ros` text, unpacked within the same bounds as an import, or why not. */
function rosterText(name: string, bytes: Uint8Array): string | RosterFileCheck {
  const text = rosterFileText(name, bytes);
  if (typeof text === 'string') return text;
  switch (text.code) {
    case 'not-a-roster-file':
    case 'unreadable-archive':
      return { ok: false, problem: { code: text.code, name } };
    case 'too-large':
      return { ok: false, problem: { code: 'too-large', name, limit: text.limit } };
    default:
      return { ok: false, problem: { code: 'unreadable-roster', name, detail: 'not UTF-8 text' } };
  }
}

export function checkRosterFile(
  cache: GameDataCache,
  name: string,
  bytes: Uint8Array,
  bindings: readonly GameBinding[] = [],
): RosterFileCheck {
  const text = rosterText(name, bytes);
  if (typeof text !== 'string') return text;
  const read = readRosterFile(text);
  if (!read.ok) {
    const detail = 'detail' in read.error ? read.error.detail : read.error.code;
    return { ok: false, problem: { code: 'unreadable-roster', name, detail } };
  }
  const index = cache.indexOf(read.roster.gameSystemId);
  if (!index) return { ok: false, problem: { code: 'no-game-data', gameSystemId: read.roster.gameSystemId } };
  const binding = bindingFor(bindings, read.roster.gameSystemId);
  return { ok: true, check: checkRoster(index, read.roster, read.hints, binding) };
}
