import type { ApiOutput, ApiParsedInput } from '../../shared/api-contract';
import type { ApiMethodName } from '../../shared/api-methods';
import type { SqliteDatabase } from '../db/open-database';
import type { CatalogueQueries } from '../catalogue/catalogue-queries';
import type { GameBinding } from '../../core';
import type { GameDataCache } from '../game-data/game-data-cache';
import type { GameDataStore } from '../game-data/game-data-store';
import type { HeavyWork } from '../worker/heavy-work';
import type { ImportJobs } from '../worker/import-jobs';

export type ApiHandlers = {
  [M in ApiMethodName]: (input: ApiParsedInput<M>) => ApiOutput<M> | Promise<ApiOutput<M>>;
};

export type ApiHost = 'desktop' | 'browser' | 'cli';

/** What every handler group gets: the open database and where it was opened from. */
export interface ServiceContext {
  db: SqliteDatabase;
  /** The catalogue, with faction catalogues built once per catalogue version (catalogue-cache.ts). */
  catalogue: CatalogueQueries;
  /** Imported community data: its store, its indexes read once per content, and the games' bindings. */
  gameData: { store: GameDataStore; cache: GameDataCache; bindings: readonly GameBinding[] };
  databaseFile: string;
  schemaVersion: number;
  host: ApiHost;
  appVersion: string;
  /** The built-in catalogue's version (load-builtin-catalogue.ts), named by prints. */
  catalogueVersion: string;
  /** The desktop app's log file, shown under "À propos" (none in browser mode and the CLI). */
  logFile?: string;
  /** The data folder: backups live in its `backups/` folder. */
  dataDir: string;
  /** better-sqlite3's binding in this process (Electron's ABI), for opening backup copies. */
  nativeBinding?: string;
  /** Where a damaged database found at this start was kept. */
  damagedDatabase?: string;
  /** Writes today's library backup if it is due; called after each save. */
  backUpDaily: () => void;
  /** Writes a library backup after a bulk import (a library file, community data). */
  backUpAfterImport: () => void;
  /** Where uploaded files are read, off the request path (absent: on the calling thread). */
  heavy?: HeavyWork;
  /**
   * Where the community sources are served (the BSData Gallery, NetEpic's repository): GitHub unless
   * `MUSTER_COMMUNITY_ORIGIN` says otherwise (the tests serve them from 127.0.0.1).
   */
  communityOrigin?: string;
  /** Imports of community data, each in a worker thread of its own (import-jobs.ts). */
  importJobs?: ImportJobs;
}
