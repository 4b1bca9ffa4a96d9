import { withUnboundWarnings } from '../../core/bsdata/import-report';
import { bindingFor } from '../../core/engine/v2/muster/binding';
import { importGameData, importPrepared, type GameDataInput } from '../game-data/import-game-data';
import { importFromIndex, updateFromIndexes } from '../game-data/import-from-index';
import { checkRosterFile, checkUploadedRoster } from '../game-data/check-roster-file';
import { rosterStore } from '../rosters/roster-store';
import { dataFileReader } from '../worker/heavy-work';
import type { ApiHandlers, ServiceContext } from './handlers';

/**
 * Community data (BattleScribe files) the player adds, lists and removes. The library follows it: the
 * lists of the game systems whose files changed get their figures again, and keep the figures they had
 * for the review shown when they are opened (roster-store `recomputeQueued`).
 */
export function gameDataHandlers({
  gameData: { store, cache, bindings },
  host,
  db,
  catalogue,
  backUpAfterImport,
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
  // A game system no binding ties to a Muster game is stored, but its factions are offered nowhere.
  const isBound = (gameSystemId: string) => bindingFor(bindings, gameSystemId) !== undefined;
  /**
   * The change queues the lists it makes stale in its own transaction (recompute-queue.ts); they are
   * worked off before the call answers, in small transactions that let saves through between them.
   */
  async function following<T>(change: () => T | Promise<T>): Promise<T> {
    try {
      return await change();
    } finally {
      await library.recomputeQueued();
    }
  }
  /**
   * Community data given by the player: unpacked and read in the worker (seconds of XML for a game's
   * data), then checked and stored here, in one transaction.
   */
  async function importOffThread(inputs: GameDataInput[]) {
    if (!heavy) return importGameData(store, inputs, new Date());
    const prepared = await heavy.run({ kind: 'prepare-import', inputs });
    return importPrepared(store, prepared, new Date());
  }
  /** A bulk import that stored something is followed by a backup of the library (its figures changed). */
  async function backedUp<T extends { stored: boolean }>(report: Promise<T>): Promise<T> {
    const done = await report;
    if (done.stored) backUpAfterImport();
    return done;
  }
  return {
    importGameData: ({ files }) =>
      backedUp(
        following(async () =>
          withUnboundWarnings(
            await importOffThread(
              files.map((file) => ({ name: file.name, bytes: Buffer.from(file.base64, 'base64') })),
            ),
            isBound,
          ),
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
      backedUp(
        following(async () =>
          withUnboundWarnings(
            await importFromIndex(store, url, new Date(), { localFiles: host === 'cli' }),
            isBound,
          ),
        ),
      ),
    updateGameData: async ({ id }) => {
      const update = await following(async () => {
        const read = await updateFromIndexes(store, new Date(), id);
        return {
          sources: read.sources.map((source) => ({
            ...source,
            report: withUnboundWarnings(source.report, isBound),
          })),
        };
      });
      if (update.sources.some((source) => source.report.stored)) backUpAfterImport();
      return update;
    },
  };
}
