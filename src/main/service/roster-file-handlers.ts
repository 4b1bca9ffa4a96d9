import { importRosterFile, importUploadedRoster } from '../game-data/import-roster-file';
import type { Roster } from '../../core/roster/schema';
import { writeRoster } from '../../core/roster/read-roster';
import { rosterStore } from '../rosters/roster-store';
import { dataFileReader } from '../worker/heavy-work';
import type { ApiHandlers, ServiceContext } from './handlers';

/** BattleScribe / New Recruit roster files (.ros, .rosz) imported into the library as lists. */
export function rosterFileHandlers({
  db,
  catalogue,
  gameData: { cache, bindings },
  heavy,
}: ServiceContext): Pick<ApiHandlers, 'importRosterFile'> {
  const store = rosterStore(db, catalogue);
  const deps = {
    cache,
    bindings,
    factionCatalogue: (id: string) => catalogue.factionCatalogue(id),
    // The same path as a roster JSON file's import: checked, validated, a new id when it is taken.
    store: (roster: Roster) => store.importText(writeRoster(roster)),
  };
  return {
    // Read in the worker (the XML of a big file takes seconds); converted and stored here.
    importRosterFile: async ({ name, base64 }) => {
      const bytes = Buffer.from(base64, 'base64');
      if (!heavy) return importRosterFile(deps, name, bytes);
      const uploaded = await heavy.run({ kind: 'read-uploaded-roster', name, bytes });
      // Its game data read in the worker too, the first time it is needed.
      if (uploaded.ok) await cache.prepare(uploaded.roster.gameSystemId, dataFileReader(heavy));
      return importUploadedRoster(deps, name, uploaded);
    },
  };
}
