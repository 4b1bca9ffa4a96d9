import { ImportCancelled, withUnboundWarnings, type GameDataImportReport } from '../../core';
import type { ImportJobState } from '../../core';
import { bindingFor } from '../../core';
import type { ImportJobInput } from '../game-data/import-job';
import { updateFromIndexes } from '../game-data/import-from-index';
import type { StoreTexts } from '../game-data/import-texts-job';
import { checkRosterFile, checkUploadedRoster } from '../game-data/check-roster-file';
import { rosterStore } from '../rosters/roster-store';
import { dataFileReader } from '../worker/heavy-work';
import { startImportJobs, type FinishImport } from '../worker/import-jobs';
import { ApiFailure } from './api-failure';
import type { ApiHandlers, ServiceContext } from './handlers';
import { GAME_IDS, type GameId } from '../../core';
import { communitySourcesOf } from '../../core';
import type { SubscriptionUpdate } from '../../core';
import { publicSubscription, SubscriptionStore } from '../game-data/subscriptions/subscription-store';
import { subscribe, updateSubscriptions } from '../game-data/subscriptions/update-subscription';

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
  communityOrigin,
  importJobs,
  databaseFile,
}: ServiceContext): Pick<
  ApiHandlers,
  | 'importGameData'
  | 'listGameData'
  | 'removeGameData'
  | 'checkRosterFile'
  | 'importGameDataFromUrl'
  | 'updateGameData'
  | 'listDataSources'
  | 'subscribeGameData'
  | 'checkDataUpdates'
  | 'startGameDataImport'
  | 'gameDataImportProgress'
  | 'cancelGameDataImport'
  | 'currentGameDataJob'
> {
  const subscriptions = new SubscriptionStore(db);
  const isGame = (id: string | undefined): id is GameId => GAME_IDS.includes(id as GameId);
  /** The reports of subscription updates, with the same warnings as any import. */
  const warned = (update: SubscriptionUpdate): SubscriptionUpdate => ({
    ...update,
    report: withUnboundWarnings(update.report, isBound),
  });
  // A service built without its workers runs imports in place, through its own store.
  const jobs = importJobs ?? startImportJobs({ store, target: { databaseFile }, threaded: false });
  // The last job started: an update's, started inside its request, is followed through it.
  let lastStarted: string | undefined;
  jobs.watch((id) => (lastStarted = id));
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
   * What follows an import the worker stored, on this thread: the changed game systems' indexes built
   * from files read in the heavy-work worker (else the lists' figures, worked out next, would read
   * seconds of XML here), the library's figures in small transactions, the backup.
   */
  const prepareChanged: FinishImport = async (report) => {
    const changed = new Set(
      report.files
        .filter((file) => file.outcome === 'added' || file.outcome === 'updated')
        .map((file) => file.gameSystemId),
    );
    // A command reads only what it needs, and ends: nothing to build ahead for it.
    for (const id of heavy && host !== 'cli' ? changed : []) {
      // Built ahead of need only: on a failure the index is built when it is needed.
      await cache.prepare(id, dataFileReader(heavy!)).catch(() => undefined);
    }
    return report;
  };
  const finish: FinishImport = async (report) => {
    await prepareChanged(report);
    await library.recomputeQueued();
    const done = withUnboundWarnings(report, isBound);
    if (done.stored) backUpAfterImport();
    return done;
  };
  /** An import run as a job and waited for: its report, or its failure thrown (ImportCancelled when cancelled). */
  async function importAsJob(input: ImportJobInput, then = finish): Promise<GameDataImportReport> {
    const end = await jobs.wait(jobs.start(input, then));
    if (end.state === 'done') return end.report;
    if (end.state === 'cancelled') throw new ImportCancelled();
    throw new Error(end.state === 'failed' ? end.error : 'The import did not end');
  }
  /**
   * An update's files (a subscription, an index read again), fetched and checked here, read and
   * stored by an import job; the update itself records its state, reviews the lists and backs up.
   */
  const updateOptions = {
    origin: communityOrigin,
    storeTexts: ((input) => importAsJob({ kind: 'texts', ...input }, prepareChanged)) as StoreTexts,
  };
  const jobState = (id: string): ImportJobState => {
    const state = jobs.state(id);
    if (!state) throw new ApiFailure('not-found', `No import ${id} (finished long ago, or never started)`);
    return state;
  };
  return {
    // The same job as startGameDataImport, waited for (the CLI, and callers that need no progress).
    importGameData: ({ files }) => importAsJob({ kind: 'files', files }),
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
    importGameDataFromUrl: ({ url }) => importAsJob({ kind: 'url', url, localFiles: host === 'cli' }),
    startGameDataImport: (input) =>
      jobState(
        jobs.start(
          'files' in input
            ? { kind: 'files', files: input.files }
            : { kind: 'url', url: input.url, localFiles: host === 'cli' },
          finish,
        ),
      ),
    gameDataImportProgress: ({ id }) => jobState(id),
    cancelGameDataImport: ({ id }) => {
      jobState(id);
      return jobs.cancel(id)!;
    },
    currentGameDataJob: () => {
      const state = lastStarted === undefined ? undefined : jobs.state(lastStarted);
      return state?.state === 'running' ? state : null;
    },
    updateGameData: async ({ id }) => {
      const update = await following(async () => {
        const read = await updateFromIndexes(store, new Date(), id, updateOptions);
        // Without an id, or with a game's, the subscriptions are updated too (a game system's id names an index).
        const subscribed =
          id === undefined || isGame(id)
            ? await updateSubscriptions(store, subscriptions, new Date(), id, updateOptions)
            : [];
        return {
          sources: read.sources.map((source) => ({
            ...source,
            report: withUnboundWarnings(source.report, isBound),
          })),
          subscriptions: subscribed.map(warned),
        };
      });
      if (
        update.sources.some((source) => source.report.stored) ||
        update.subscriptions.some((each) => each.status === 'updated')
      )
        backUpAfterImport();
      return update;
    },
    listDataSources: () =>
      GAME_IDS.map((game) => {
        const state = subscriptions.get(game);
        return {
          game,
          sources: communitySourcesOf(game).map(({ id, kind, repository, name }) => ({
            id,
            kind,
            repository,
            name,
          })),
          subscription: state ? publicSubscription(state) : null,
        };
      }),
    subscribeGameData: async (input) => {
      const update = await following(() =>
        subscribe(
          store,
          subscriptions,
          'source' in input
            ? { game: input.game, sourceId: input.source }
            : { game: input.game, address: input.address },
          new Date(),
          updateOptions,
        ),
      );
      if (update.status === 'updated') backUpAfterImport();
      return warned(update);
    },
    checkDataUpdates: async ({ game }) => {
      const updates = await following(() =>
        updateSubscriptions(store, subscriptions, new Date(), game, updateOptions),
      );
      if (updates.some((update) => update.status === 'updated')) backUpAfterImport();
      return updates.map(warned);
    },
  };
}
