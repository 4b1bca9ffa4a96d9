/**
 * Imports a BattleScribe / New Recruit roster file (`.ros`, or `.rosz`: a zip holding one) into the
 * library as a list of an imported faction. The file is unpacked with its sizes checked before
 * anything is inflated (bounded-unzip.ts: each entry and all together), read as XML with a
 * DOCTYPE, broken XML and deep nesting refused (read-roster-file.ts), matched with the stored game
 * system and catalogue, converted (core/bsdata/import-roster-file.ts), priced by the engine and stored
 * as a new list. Every refusal is data, and nothing is stored then.
 */
import { randomUUID } from 'node:crypto';
import {
  costLines,
  listFromFile,
  revisionMismatches,
  type RosterFileImport,
  type RosterFileImportProblem,
} from '../../core';
import { textIn } from '../../core';
import { bindingFor, type GameBinding } from '../../core';
import { containedEntryIds, defaultForce, listCosts, parseListJson } from '../../core';
import { RosterFormatError } from '../../core';
import type { MusterList, ListCards } from '../../core';
import type { FactionCatalogue } from '../../shared/catalogue-types';
import { readUploadedRoster, type UploadedRoster } from './read-uploaded-roster';
import type { GameDataCache } from './game-data-cache';

export { MAX_ROSTER_FILE_BYTES, rosterFileText } from './read-uploaded-roster';

export interface RosterFileImportDeps {
  cache: GameDataCache;
  bindings: readonly GameBinding[];
  /** An imported faction's catalogue (catalogue-queries `factionCatalogue`); throws when there is none. */
  factionCatalogue(id: string): FactionCatalogue;
  /** Stores the list as a new one of the library (roster-store `importText`); answers its cards. */
  store(list: MusterList): ListCards;
  now?: () => Date;
}

/** The file read, checked and stored as a new list; or the reason it was not, nothing stored. */
export function importRosterFile(
  deps: RosterFileImportDeps,
  name: string,
  bytes: Uint8Array,
): RosterFileImport {
  return importUploadedRoster(deps, name, readUploadedRoster(name, bytes));
}

/**
 * A file already read (readUploadedRoster, in the worker for the service) matched with the stored data,
 * checked and stored as a new list; or the reason it was not, nothing stored.
 */
export function importUploadedRoster(
  deps: RosterFileImportDeps,
  name: string,
  uploaded: UploadedRoster,
): RosterFileImport {
  const refuse = (problem: RosterFileImportProblem): RosterFileImport => ({ ok: false, problem });
  if (!uploaded.ok) return refuse(uploaded.problem);
  const read = uploaded;
  const file = read.roster;
  const names = uploaded.names;
  const gameSystemName = names.gameSystemName || file.gameSystemId;
  const index = deps.cache.indexOf(file.gameSystemId);
  if (!index) return refuse({ code: 'no-game-data', gameSystemId: file.gameSystemId, gameSystemName });
  const binding = bindingFor(deps.bindings, file.gameSystemId);
  if (!binding) return refuse({ code: 'unsupported-game', gameSystemId: file.gameSystemId, gameSystemName });
  const firstForce = file.forces[0];
  if (!firstForce) return refuse({ code: 'no-force' });
  const catalogueId = firstForce.catalogueId;
  const catalogueName = names.catalogueNames.get(catalogueId) ?? catalogueId;
  let faction: FactionCatalogue | undefined;
  try {
    faction = index.catalogues.has(catalogueId) ? deps.factionCatalogue(catalogueId) : undefined;
  } catch {
    faction = undefined;
  }
  if (!faction?.gameData || !faction.faction.community)
    return refuse({ code: 'no-catalogue', catalogueId, catalogueName });
  const formationContents = containedEntryIds(faction);
  const converted = listFromFile(file, {
    index,
    game: faction.game.id,
    defaultPointsLimit: faction.game.defaultPointsLimit,
    catalogueId,
    isUnit: (entryId) => formationContents.has(entryId),
    names,
    fileName: name,
    now: (deps.now ?? (() => new Date()))(),
    newRosterId: randomUUID(),
    defaultForce: defaultForce(faction.gameData, catalogueId)?.id ?? `${catalogueId}-force`,
  });
  if ('code' in converted) return refuse(converted);
  let list: MusterList;
  try {
    // Read as any list file is: its schema and references checked.
    list = parseListJson(converted.list);
  } catch (error) {
    if (error instanceof RosterFormatError)
      return refuse({ code: 'invalid-content', details: error.problems.slice(0, 20) });
    throw error;
  }
  const computed = listCosts(list, faction.gameData).costs;
  const stored = deps.store(list);
  const catalogue = index.catalogues.get(catalogueId)!;
  return {
    ok: true,
    roster: stored,
    report: {
      file: name,
      gameSystem: {
        id: index.gameSystem.id,
        name: textIn(index.gameSystem.name, 'en'),
        revision: index.gameSystem.revision ?? 0,
      },
      catalogue: { id: catalogueId, name: textIn(catalogue.name, 'en'), revision: catalogue.revision ?? 0 },
      costs: costLines(index, computed, read.hints.costs),
      revisionMismatches: revisionMismatches(index, read.hints),
      otherForces: converted.otherForces,
      // The list keeps every selection of the file, however deep.
      dropped: 0,
    },
  };
}
