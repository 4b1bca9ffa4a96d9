/**
 * Checks a `.ros` or `.rosz` file (BattleScribe, New Recruit) against the community data stored for
 * its game system. A `.rosz` is a zip holding one `.ros`; its sizes are checked before inflating, with
 * the bounds of an import (import-roster-file.ts).
 */
import type { RosterFileImportProblem } from '../../core';
import { checkRoster, type RosterFileCheck } from '../../core';
import type { GameDataCache } from './game-data-cache';
import { bindingFor, type GameBinding } from '../../core';
import { readUploadedRoster, type UploadedRoster } from './read-uploaded-roster';

/** A refusal of the file itself, in the check's own terms. */
function fileProblem(name: string, problem: RosterFileImportProblem): RosterFileCheck {
  switch (problem.code) {
    case 'not-a-roster-file':
    case 'unreadable-archive':
      return { ok: false, problem: { code: problem.code, name } };
    case 'too-large':
      return { ok: false, problem: { code: 'too-large', name, limit: problem.limit } };
    case 'not-utf8':
      return { ok: false, problem: { code: 'unreadable-roster', name, detail: 'not UTF-8 text' } };
    case 'not-xml':
      return { ok: false, problem: { code: 'unreadable-roster', name, detail: problem.detail } };
    default:
      return { ok: false, problem: { code: 'unreadable-roster', name, detail: problem.code } };
  }
}

export function checkRosterFile(
  cache: GameDataCache,
  name: string,
  bytes: Uint8Array,
  bindings: readonly GameBinding[] = [],
): RosterFileCheck {
  return checkUploadedRoster(cache, name, readUploadedRoster(name, bytes), bindings);
}

/** A file already read (readUploadedRoster, in the worker for the service) checked against the stored data. */
export function checkUploadedRoster(
  cache: GameDataCache,
  name: string,
  uploaded: UploadedRoster,
  bindings: readonly GameBinding[] = [],
): RosterFileCheck {
  if (!uploaded.ok) return fileProblem(name, uploaded.problem);
  const index = cache.indexOf(uploaded.roster.gameSystemId);
  if (!index)
    return { ok: false, problem: { code: 'no-game-data', gameSystemId: uploaded.roster.gameSystemId } };
  const binding = bindingFor(bindings, uploaded.roster.gameSystemId);
  return { ok: true, check: checkRoster(index, uploaded.roster, uploaded.hints, binding) };
}
