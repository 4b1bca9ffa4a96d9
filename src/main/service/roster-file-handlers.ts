import {
  importRosterFile,
  importUploadedRoster,
  type RosterFileImportDeps,
} from '../game-data/import-roster-file';
import type { MusterList } from '../../core';
import { validateList, viewOf, writeList } from '../../core';
import type { RosterFileImport } from '../../core';
import { rosterStore } from '../rosters/roster-store';
import { dataFileReader } from '../worker/heavy-work';
import type { RosterFileValidation } from '../../shared/api-contract';
import type { ApiHandlers, ServiceContext } from './handlers';

/**
 * BattleScribe / New Recruit roster files (.ros, .rosz): imported into the library as lists, or
 * judged as they are without being added (an organiser's lists from other builders).
 */
export function rosterFileHandlers({
  db,
  catalogue,
  gameData: { cache, bindings },
  heavy,
}: ServiceContext): Pick<ApiHandlers, 'importRosterFile' | 'validateRosterFile'> {
  const store = rosterStore(db, catalogue);
  const factionCatalogue = (id: string) => catalogue.factionCatalogue(id);
  const deps: RosterFileImportDeps = {
    cache,
    bindings,
    factionCatalogue,
    // The same path as a roster JSON file's import: checked, validated, a new id when it is taken.
    store: (list: MusterList) => store.importText(writeList(list)),
  };

  /** Read in the worker (the XML of a big file takes seconds); converted (and stored) here. */
  async function read(deps: RosterFileImportDeps, name: string, base64: string): Promise<RosterFileImport> {
    const bytes = Buffer.from(base64, 'base64');
    if (!heavy) return importRosterFile(deps, name, bytes);
    const uploaded = await heavy.run({ kind: 'read-uploaded-roster', name, bytes });
    // Its game data read in the worker too, the first time it is needed.
    if (uploaded.ok) await cache.prepare(uploaded.roster.gameSystemId, dataFileReader(heavy));
    return importUploadedRoster(deps, name, uploaded);
  }

  return {
    importRosterFile: ({ name, base64 }) => read(deps, name, base64),
    validateRosterFile: async ({ name, base64 }): Promise<RosterFileValidation> => {
      // Read and converted the same way, kept out of the library: the file's list is judged.
      let judgedList: MusterList | undefined;
      const judged: RosterFileImportDeps = {
        ...deps,
        store: (list) => {
          judgedList = list;
          return viewOf(list, factionCatalogue(list.forces[0]!.catalogueId));
        },
      };
      const converted = await read(judged, name, base64);
      if (!converted.ok) return converted;
      if (!judgedList) throw new Error('A roster file read without its list');
      const { roster, report } = converted;
      return {
        ok: true,
        validation: { roster, result: validateList(judgedList, factionCatalogue(roster.faction)) },
        report,
      };
    },
  };
}
