import { GameDataStore } from '../game-data/game-data-store';
import { importGameData } from '../game-data/import-game-data';
import { importFromIndex, updateFromIndexes } from '../game-data/import-from-index';
import { GameDataCache } from '../game-data/game-data-cache';
import { checkRosterFile } from '../game-data/check-roster-file';
import { bindingsFolder, readBindings } from '../game-data/read-bindings';
import { findAppRoot } from '../paths';
import type { ApiHandlers, ServiceContext } from './handlers';

/** Community data (BattleScribe files) the player adds, lists and removes. */
export function gameDataHandlers({
  db,
}: ServiceContext): Pick<
  ApiHandlers,
  | 'importGameData'
  | 'listGameData'
  | 'removeGameData'
  | 'checkRosterFile'
  | 'importGameDataFromUrl'
  | 'updateGameData'
> {
  const store = new GameDataStore(db);
  const cache = new GameDataCache(store);
  const bindings = readBindings(bindingsFolder(findAppRoot()));
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
    importGameDataFromUrl: ({ url }) => importFromIndex(store, url, new Date()),
    updateGameData: ({ id }) => updateFromIndexes(store, new Date(), id),
  };
}
