import { importGameData } from '../game-data/import-game-data';
import { importFromIndex, updateFromIndexes } from '../game-data/import-from-index';
import { checkRosterFile } from '../game-data/check-roster-file';
import type { ApiHandlers, ServiceContext } from './handlers';

/** Community data (BattleScribe files) the player adds, lists and removes. */
export function gameDataHandlers({
  gameData: { store, cache, bindings },
  host,
}: ServiceContext): Pick<
  ApiHandlers,
  | 'importGameData'
  | 'listGameData'
  | 'removeGameData'
  | 'checkRosterFile'
  | 'importGameDataFromUrl'
  | 'updateGameData'
> {
  return {
    importGameData: ({ files }) =>
      importGameData(
        store,
        files.map((file) => ({ name: file.name, bytes: Buffer.from(file.base64, 'base64') })),
        new Date(),
      ),
    listGameData: () => store.list(),
    removeGameData: ({ id }) => store.remove(id),
    checkRosterFile: ({ name, base64 }) =>
      checkRosterFile(cache, name, Buffer.from(base64, 'base64'), bindings),
    // An index on disk only from the command line: a page must not make the service read the disk.
    importGameDataFromUrl: ({ url }) =>
      importFromIndex(store, url, new Date(), { localFiles: host === 'cli' }),
    updateGameData: ({ id }) => updateFromIndexes(store, new Date(), id),
  };
}
