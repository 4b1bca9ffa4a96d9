/**
 * Checks a `.ros` or `.rosz` file (BattleScribe, New Recruit) against the community data stored for
 * its game system. A `.rosz` is a zip holding one `.ros`; its size is checked before inflating.
 */
import { unzipSync } from 'fflate';
import { readRosterFile } from '../../core/bsdata/read-roster-file';
import { checkRoster, type RosterFileCheck } from '../../core/bsdata/roster-check';
import type { GameDataCache } from './game-data-cache';
import { bindingFor, type GameBinding } from '../../core/engine/v2/muster/binding';

const MAX_ROSTER_BYTES = 32 * 1024 * 1024;

function rosterText(name: string, bytes: Uint8Array): string | RosterFileCheck {
  let data = bytes;
  if (/\.rosz$/i.test(name)) {
    try {
      let inflated = 0;
      const entries = unzipSync(bytes, {
        filter: (file) => {
          inflated += file.originalSize;
          return /\.ros$/i.test(file.name) && inflated <= MAX_ROSTER_BYTES;
        },
      });
      const first = Object.values(entries)[0];
      if (!first) return { ok: false, problem: { code: 'unreadable-archive', name } };
      data = first;
    } catch {
      return { ok: false, problem: { code: 'unreadable-archive', name } };
    }
  } else if (!/\.ros$/i.test(name)) {
    return { ok: false, problem: { code: 'not-a-roster-file', name } };
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data).replace(/^\uFEFF/, '');
  } catch {
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
