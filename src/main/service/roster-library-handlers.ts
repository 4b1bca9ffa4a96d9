import { rosterStore, type RosterStore } from '../rosters/roster-store';
import type { ApiHandlers, ServiceContext } from './handlers';

type LibraryMethods =
  | 'listRosters'
  | 'getRoster'
  | 'openRoster'
  | 'createRoster'
  | 'saveRoster'
  | 'renameRoster'
  | 'duplicateRoster'
  | 'deleteRoster'
  | 'restoreRoster'
  | 'importRoster'
  | 'reviewRosterData'
  | 'switchRosterCodex';

export function rosterLibraryHandlers(
  { db, catalogue, gameData, backUpDaily }: ServiceContext,
  store: RosterStore = rosterStore(db, catalogue, undefined, gameData.bindings),
): Pick<ApiHandlers, LibraryMethods> {
  return {
    listRosters: ({ query, sort }) => store.list({ ...(query ? { query } : {}), ...(sort ? { sort } : {}) }),
    getRoster: ({ id }) => store.get(id),
    openRoster: ({ id }) => store.open(id),
    createRoster: (input) => store.create(input),
    saveRoster: ({ roster, baseRevision }) => {
      const saved = store.save(roster, baseRevision);
      // The desktop app may stay open for days: a save is when a new day's backup falls due.
      backUpDaily();
      return saved;
    },
    renameRoster: ({ id, name }) => store.rename(id, name),
    duplicateRoster: ({ id }) => store.duplicate(id),
    deleteRoster: ({ id }) => store.remove(id),
    restoreRoster: ({ id }) => store.restore(id),
    importRoster: ({ text }) => store.importText(text),
    reviewRosterData: ({ id }) => store.reviewData(id),
    switchRosterCodex: ({ id, faction, baseRevision }) => store.switchCodex(id, faction, baseRevision),
  };
}
