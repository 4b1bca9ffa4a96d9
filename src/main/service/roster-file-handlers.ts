import { importRosterFile } from '../game-data/import-roster-file';
import { writeRoster } from '../../core/roster/read-roster';
import { rosterStore } from '../rosters/roster-store';
import type { ApiHandlers, ServiceContext } from './handlers';

/** BattleScribe / New Recruit roster files (.ros, .rosz) imported into the library as lists. */
export function rosterFileHandlers({
  db,
  catalogue,
  gameData: { cache, bindings },
}: ServiceContext): Pick<ApiHandlers, 'importRosterFile'> {
  const store = rosterStore(db, catalogue);
  return {
    importRosterFile: ({ name, base64 }) =>
      importRosterFile(
        {
          cache,
          bindings,
          factionCatalogue: (id) => catalogue.factionCatalogue(id),
          // The same path as a roster JSON file's import: checked, validated, a new id when it is taken.
          store: (roster) => store.importText(writeRoster(roster)),
        },
        name,
        Buffer.from(base64, 'base64'),
      ),
  };
}
