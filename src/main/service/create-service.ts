import { findAppRoot, migrationsFolder, DATABASE_FILE_NAME } from '../paths';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import {
  DatabaseDamagedError,
  openDatabase,
  type OpenedDatabase,
  type SqliteDatabase,
} from '../db/open-database';
import { explainDatabaseFailure } from '../db/database-errors';
import { readMigrations, type Migration } from '../db/migrations';
import { nativeBindingFor } from '../db/native-binding';
import { moveDamagedAside } from '../backups/backup-folder';
import type { ApiHandlers, ApiHost, ServiceContext } from './handlers';
import { appHandlers } from './app-handlers';
import { warmUpFirstAsks } from './warm-up';
import { settingsHandlers } from './settings-handlers';
import { catalogueHandlers } from './catalogue-handlers';
import { glossaryHandlers } from './glossary-handlers';
import { rosterHandlers } from './roster-handlers';
import { rosterLibraryHandlers } from './roster-library-handlers';
import { rosterExportHandlers } from './roster-export-handlers';
import { shareHandlers } from './share-handlers';
import { gameDataHandlers } from './game-data-handlers';
import { backUpAfterImport, backUpDaily, libraryHandlers } from './library-handlers';
import { rosterFileHandlers } from './roster-file-handlers';
import { ApiFailure } from './api-failure';
import { builtinCatalogueFolder, loadBuiltinCatalogue } from '../catalogue/load-builtin-catalogue';
import { cachedCatalogueQueries, factionCatalogueStamp } from '../catalogue/catalogue-cache';
import { factionViews } from '../catalogue/faction-views';
import { builtinGameDataLoader, type BuiltinGameDataLoader } from '../catalogue/read-builtin-data';
import { GAME_IDS } from '../../core';
import { bindingsFolder, readBindings } from '../game-data/read-bindings';
import { GameDataStore } from '../game-data/game-data-store';
import { GameDataCache } from '../game-data/game-data-cache';
import { GameDataModels } from '../game-data/game-data-models';
import { communityFactions } from '../catalogue/community-factions';
import { rosterStore } from '../rosters/roster-store';
import { queueDataChange, queueEveryList } from '../rosters/recompute-queue';
import { dataFileReader, startHeavyWork, type HeavyWork } from '../worker/heavy-work';
import { startImportJobs, type ImportJobs } from '../worker/import-jobs';
import { warmPdfRenderer, type WarmPdfRenderer } from '../export/warm-pdf';

/** An http(s) origin from the environment, or GitHub's (undefined) when it is missing or not one. */
function communityOriginOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export interface MusterService {
  handlers: ApiHandlers;
  context: ServiceContext;
  close(): void;
}

/** SQLite failures while serving a call name the file and say what to do, like those at start. */
function explainingDatabaseFailures(handlers: ApiHandlers, file: string): ApiHandlers {
  const wrapped: Record<string, (input: never) => unknown> = {};
  for (const [method, handler] of Object.entries(handlers) as Array<[string, (input: never) => unknown]>)
    wrapped[method] = async (input) => {
      try {
        return await handler(input);
      } catch (error) {
        const explained = explainDatabaseFailure(error, file);
        if (explained === error) throw error;
        throw new ApiFailure('database', (explained as Error).message);
      }
    };
  return wrapped as unknown as ApiHandlers;
}

export function createHandlers(context: ServiceContext, pdf?: WarmPdfRenderer): ApiHandlers {
  const rosters = rosterStore(context.db, context.catalogue, undefined, context.gameData.bindings);
  const handlers = {
    ...appHandlers(context),
    ...settingsHandlers(context),
    ...catalogueHandlers(context),
    ...glossaryHandlers(context),
    ...rosterHandlers(context),
    ...rosterLibraryHandlers(context, rosters),
    ...gameDataHandlers(context),
    ...libraryHandlers(context),
    ...rosterFileHandlers(context),
  };
  return explainingDatabaseFailures(
    {
      ...handlers,
      ...rosterExportHandlers(handlers, pdf ? (html, options) => pdf.render(html, options) : undefined, {
        storedText: (id) => rosters.storedText(id),
        cardsOf: (list) => rosters.cardsOf(list),
        listOfCards: (roster) => rosters.listOfCards(roster),
      }),
      ...shareHandlers(handlers),
    },
    context.databaseFile,
  );
}

/**
 * Opens the database; a damaged one is kept aside under a timestamped name and a fresh one opened in
 * its place, so that a damaged file is never a dead end. The player restores from a backup.
 */
function openOrRecover(
  file: string,
  migrations: Migration[],
  nativeBinding: string | undefined,
): OpenedDatabase & { damagedDatabase?: string } {
  const options = { file, migrations, ...(nativeBinding ? { nativeBinding } : {}) };
  try {
    return openDatabase(options);
  } catch (error) {
    if (!(error instanceof DatabaseDamagedError)) throw error;
    const damagedDatabase = moveDamagedAside(file);
    console.error(`${error.message} The damaged file is kept as ${damagedDatabase}.`);
    return { ...openDatabase(options), damagedDatabase };
  }
}

/**
 * Writes run after the request that asked for them is answered (on the event loop's next turn), or
 * when the service closes, whichever comes first. Each only keeps a copy: a failure is logged. A turn
 * that finds the connection inside a transaction (`muster validate FOLDER` reads every list in one
 * snapshot) waits for the next one: a write there would hold the database's write lock until the
 * snapshot ends, and an import by another process meanwhile would find the database locked.
 */
function laterWrites(db: SqliteDatabase): { defer(write: () => void): void; flush(): void } {
  const pending: (() => void)[] = [];
  const onTurn = () => {
    if (db.open && db.inTransaction) setImmediate(onTurn);
    else flush();
  };
  const flush = () => {
    for (const write of pending.splice(0)) {
      try {
        if (db.open) write();
      } catch (error) {
        // Only a copy: what it keeps is built again next time.
        console.error('Muster: keeping a faction view failed:', error);
      }
    }
  };
  return {
    defer(write) {
      if (pending.push(write) === 1) setImmediate(onTurn);
    },
    flush,
  };
}

/** The next turn of the event loop: requests that came meanwhile are answered first. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The imported factions of the lists edited last, most recent first: those likely opened first. */
function recentImportedFactions(db: SqliteDatabase, store: GameDataStore): string[] {
  const imported = new Set(store.factionRows().map((row) => row.id));
  const recent = db
    .prepare(
      `SELECT faction_id FROM roster WHERE deleted_at IS NULL
       GROUP BY faction_id ORDER BY max(updated_at) DESC LIMIT ${RECENT_FACTIONS}`,
    )
    .all() as { faction_id: string }[];
  return recent.map((row) => row.faction_id).filter((id) => imported.has(id));
}

/** How many of the last edited lists' imported factions are opened ahead. */
const RECENT_FACTIONS = 3;

/**
 * In the background, one game system after the other: the stored files without a kept model read in
 * the worker (their models kept, their game system indexed); then the imported factions of the lists
 * edited last, one per turn (their views read back, or built and kept: the first list opened after a
 * start waits for none of it); then the page's first asks, answered once for the service itself (the
 * library and the list edited last: warm-up.ts); then the built-in games' data the first list opened
 * reads, one file per turn (`builtin.games`: every game's data-only factions).
 */
function prepareAhead(
  store: GameDataStore,
  cache: GameDataCache,
  heavy: HeavyWork,
  isOpen: () => boolean,
  builtin: { data: BuiltinGameDataLoader; games: () => unknown },
  recent: { factions: () => string[]; open: (faction: string) => unknown; warm: () => Promise<void> },
): void {
  const ids = store
    .list()
    .filter((file) => file.kind === 'gameSystem')
    .map((file) => file.id);
  void ids
    .reduce(
      (previous, id) =>
        previous.then(() => (isOpen() ? cache.prepare(id, dataFileReader(heavy)) : undefined)),
      Promise.resolve(),
    )
    .then(async () => {
      for (const faction of isOpen() ? recent.factions() : []) {
        await nextTurn();
        try {
          if (isOpen()) recent.open(faction);
        } catch {
          // Said when the list is opened; the rest is read ahead all the same.
        }
      }
    })
    // The page's first asks answered once (warm-up.ts), their factions' views now here.
    .then(() => (isOpen() ? recent.warm() : undefined))
    // On a later turn: requests that came meanwhile go first.
    .then(() => builtin.data.readAhead(GAME_IDS, isOpen))
    .then(() => (isOpen() ? builtin.games() : undefined))
    .catch((error: unknown) => {
      // Closed meanwhile: nothing to build any more.
      if (isOpen()) console.error('Muster: reading the stored game data ahead failed:', error);
    });
}

/** Opens the database in `dataDir` and builds the API implementation over it. */
export function startService(options: {
  dataDir: string;
  host: ApiHost;
  appRoot?: string;
  /** The desktop app's log file, shown under "À propos". */
  logFile?: string;
}): MusterService {
  const appRoot = options.appRoot ?? findAppRoot();
  const databaseFile = join(options.dataDir, DATABASE_FILE_NAME);
  const nativeBinding = nativeBindingFor(appRoot);
  const { db, schemaVersion, damagedDatabase } = openOrRecover(
    databaseFile,
    readMigrations(migrationsFolder(appRoot)),
    nativeBinding,
  );
  // Uploaded files are read in a worker thread, started on the first one and stopped with the service.
  let heavy: HeavyWork | undefined;
  let importJobs: ImportJobs | undefined;
  // Made last; the work read ahead asks them only on later turns.
  let handlers: ApiHandlers | undefined;
  try {
    // The list-building rules of the built-in factions, as game data the generic engine reads.
    const bindings = readBindings(bindingsFolder(appRoot));
    const appVersion = (
      JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')) as { version: string }
    ).version;
    // Each file's model kept beside it, from its import on: opening an imported faction reads no XML.
    const gameDataModels = new GameDataModels(db, appVersion);
    const gameDataStore = new GameDataStore(db, gameDataModels);
    const gameDataCache = new GameDataCache(gameDataStore, gameDataModels);
    const builtinData = builtinGameDataLoader(builtinCatalogueFolder(appRoot));
    const viewWrites = laterWrites(db);
    const catalogue = cachedCatalogueQueries(
      db,
      builtinData,
      bindings,
      // Imported factions beside the built-in ones, described with their game's built-in names.
      (queries, knownGame) =>
        communityFactions({
          store: gameDataStore,
          cache: gameDataCache,
          bindings,
          game: (id) => queries.games().find((game) => game.id === id),
          knownGame,
          builtinData,
          // Each faction's view as built, kept for the next start: it opens without building it again.
          kept: {
            views: factionViews(db),
            builtinStamp: factionCatalogueStamp(db),
            appVersion,
            defer: (write) => viewWrites.defer(write),
          },
        }),
    );
    // A change of the stored data queues, in its own transaction, the lists whose library figures
    // it makes stale: the built-in catalogue reloaded here (every list), community data (its lists).
    gameDataStore.beforeChange((change) => queueDataChange(db, change));
    const { version: catalogueVersion } = loadBuiltinCatalogue(db, builtinCatalogueFolder(appRoot), () =>
      queueEveryList(db),
    );
    // What is queued is worked off before anything is served, what a stopped process left included.
    rosterStore(db, catalogue).recomputeQueuedNow();
    const backUp = () => backUpDaily(db, options.dataDir);
    backUp();
    heavy = startHeavyWork();
    // Community data is read, checked and stored by a worker of its own per import, through its own
    // connection to the same file: the thread that answers requests only hears how far it is.
    importJobs = startImportJobs({
      store: gameDataStore,
      target: { databaseFile, appVersion, ...(nativeBinding ? { nativeBinding } : {}) },
    });
    // The app and browser mode run long: stored XML never read before is read in the worker from the
    // start, so that opening an imported faction reads kept models only. A command reads only what it
    // needs.
    if (options.host !== 'cli')
      prepareAhead(
        gameDataStore,
        gameDataCache,
        heavy,
        () => db.open,
        { data: builtinData, games: () => catalogue.games() },
        {
          factions: () => recentImportedFactions(db, gameDataStore),
          open: (faction) => catalogue.factionCatalogue(faction),
          warm: () => (handlers ? warmUpFirstAsks(handlers) : Promise.resolve()),
        },
      );
    const context: ServiceContext = {
      db,
      catalogue,
      gameData: { store: gameDataStore, cache: gameDataCache, bindings },
      databaseFile,
      schemaVersion,
      host: options.host,
      appVersion,
      catalogueVersion,
      ...(options.logFile ? { logFile: options.logFile } : {}),
      dataDir: options.dataDir,
      backUpDaily: backUp,
      backUpAfterImport: () => backUpAfterImport(db, options.dataDir),
      heavy,
      communityOrigin: communityOriginOf(process.env.MUSTER_COMMUNITY_ORIGIN),
      importJobs,
      ...(nativeBinding ? { nativeBinding } : {}),
      ...(damagedDatabase ? { damagedDatabase } : {}),
    };
    // PDFs print in one Chromium kept warm between exports, launched on the first and closed with the service.
    const pdf = warmPdfRenderer();
    handlers = createHandlers(context, pdf);
    return {
      handlers,
      context,
      close: () => {
        // A command closes as soon as it answered: the views it built are kept for the next one.
        viewWrites.flush();
        void pdf.close();
        void heavy?.close();
        void importJobs?.close();
        db.close();
      },
    };
  } catch (error) {
    void heavy?.close();
    void importJobs?.close();
    db.close();
    throw explainDatabaseFailure(error, databaseFile);
  }
}
