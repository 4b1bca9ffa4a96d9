import { withUnboundWarnings } from '../../core/bsdata/import-report';
import { bindingFor } from '../../core/engine/v2/muster/binding';
import { importGameData } from '../game-data/import-game-data';
import { importFromIndex, updateFromIndexes } from '../game-data/import-from-index';
import { checkRosterFile } from '../game-data/check-roster-file';
import { rosterStore } from '../rosters/roster-store';
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
  // A game system no binding ties to a Muster game is stored, but its factions are offered nowhere.
  const isBound = (gameSystemId: string) => bindingFor(bindings, gameSystemId) !== undefined;
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
        withUnboundWarnings(
          importGameData(
            store,
            files.map((file) => ({ name: file.name, bytes: Buffer.from(file.base64, 'base64') })),
            new Date(),
          ),
          isBound,
        ),
      ),
    listGameData: () => store.list(),
    removeGameData: ({ id }) => following(() => store.remove(id)),
    checkRosterFile: ({ name, base64 }) =>
      checkRosterFile(cache, name, Buffer.from(base64, 'base64'), bindings),
    // An index on disk only from the command line: a page must not make the service read the disk.
    importGameDataFromUrl: ({ url }) =>
      following(async () =>
        withUnboundWarnings(
          await importFromIndex(store, url, new Date(), { localFiles: host === 'cli' }),
          isBound,
        ),
      ),
    updateGameData: ({ id }) =>
      following(async () => {
        const update = await updateFromIndexes(store, new Date(), id);
        return {
          sources: update.sources.map((source) => ({
            ...source,
            report: withUnboundWarnings(source.report, isBound),
          })),
        };
      }),
  };
}
