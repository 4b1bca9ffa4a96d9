import { findAppRoot, migrationsFolder, DATABASE_FILE_NAME } from '../paths';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { openDatabase } from '../db/open-database';
import { readMigrations } from '../db/migrations';
import { nativeBindingFor } from '../db/native-binding';
import type { ApiHandlers, ApiHost, ServiceContext } from './handlers';
import { appHandlers } from './app-handlers';
import { settingsHandlers } from './settings-handlers';
import { catalogueHandlers } from './catalogue-handlers';
import { glossaryHandlers } from './glossary-handlers';
import { rosterHandlers } from './roster-handlers';
import { rosterLibraryHandlers } from './roster-library-handlers';
import { rosterExportHandlers } from './roster-export-handlers';
import { gameDataHandlers } from './game-data-handlers';
import { builtinCatalogueFolder, loadBuiltinCatalogue } from '../catalogue/load-builtin-catalogue';

export interface MusterService {
  handlers: ApiHandlers;
  context: ServiceContext;
  close(): void;
}

export function createHandlers(context: ServiceContext): ApiHandlers {
  const handlers = {
    ...appHandlers(context),
    ...settingsHandlers(context),
    ...catalogueHandlers(context),
    ...glossaryHandlers(context),
    ...rosterHandlers(context),
    ...rosterLibraryHandlers(context),
    ...gameDataHandlers(context),
  };
  return { ...handlers, ...rosterExportHandlers(handlers) };
}

/** Opens the database in `dataDir` and builds the API implementation over it. */
export function startService(options: { dataDir: string; host: ApiHost; appRoot?: string }): MusterService {
  const appRoot = options.appRoot ?? findAppRoot();
  const databaseFile = join(options.dataDir, DATABASE_FILE_NAME);
  const nativeBinding = nativeBindingFor(appRoot);
  const { db, schemaVersion } = openDatabase({
    file: databaseFile,
    migrations: readMigrations(migrationsFolder(appRoot)),
    ...(nativeBinding ? { nativeBinding } : {}),
  });
  try {
    loadBuiltinCatalogue(db, builtinCatalogueFolder(appRoot));
  } catch (error) {
    db.close();
    throw error;
  }
  const appVersion = (JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')) as { version: string })
    .version;
  const context: ServiceContext = { db, databaseFile, schemaVersion, host: options.host, appVersion };
  return { handlers: createHandlers(context), context, close: () => db.close() };
}
