import { importGameData } from '../game-data/import-game-data';
import { importFromIndex, updateFromIndexes } from '../game-data/import-from-index';
import { checkRosterFile, checkUploadedRoster } from '../game-data/check-roster-file';
import { rosterStore } from '../rosters/roster-store';
import { dataFileReader } from '../worker/heavy-work';
import type { ApiHandlers, ServiceContext } from './handlers';

/**
 * Community data (BattleScribe files) the player adds, lists and removes. The library follows it: the
 * lists of the game systems whose files changed get their figures again, and keep the figures they had
 * for the review shown when they are opened (roster-store `followData`).
 */
export function gameDataHandlers({
  gameData: { store, cache, bindings },
  host,
  db,
  catalogue,
  heavy,
}: ServiceContext): Pick<
  ApiHandlers,
  | 'importGameData'
  | 'listGameData'
  | 'removeGameData'
  | 'checkRosterFile'
  | 'importGameDataFromUrl'
  | 'updateGameData'
> {
  const library = rosterStore(db, catalogue);
  async function following<T>(change: () => T | Promise<T>): Promise<T> {
    const before = library.dataSnapshot();
    try {
      return await change();
    } finally {
      library.followData(before);
    }
  }
  return {
    importGameData: ({ files }) =>
      following(() =>
        importGameData(
          store,
          files.map((file) => ({ name: file.name, bytes: Buffer.from(file.base64, 'base64') })),
          new Date(),
        ),
      ),
    listGameData: () => store.list(),
    removeGameData: ({ id }) => following(() => store.remove(id)),
    // Read in the worker (the XML of a big file takes seconds); matched with the stored data here.
    checkRosterFile: async ({ name, base64 }) => {
      const bytes = Buffer.from(base64, 'base64');
      if (!heavy) return checkRosterFile(cache, name, bytes, bindings);
      const uploaded = await heavy.run({ kind: 'read-uploaded-roster', name, bytes });
      // Its game data read in the worker too, the first time it is needed.
      if (uploaded.ok) await cache.prepare(uploaded.roster.gameSystemId, dataFileReader(heavy));
      return checkUploadedRoster(cache, name, uploaded, bindings);
    },
    // An index on disk only from the command line: a page must not make the service read the disk.
    importGameDataFromUrl: ({ url }) =>
      following(() => importFromIndex(store, url, new Date(), { localFiles: host === 'cli' })),
    updateGameData: ({ id }) => following(() => updateFromIndexes(store, new Date(), id)),
  };
}
