/**
 * The names of the API methods, with no dependency at all: the sandboxed preload bundles this list
 * to expose one named function per method, and `api-contract.ts` checks that it matches the
 * contract exactly.
 */
export const API_METHOD_NAMES = [
  'appInfo',
  'getSetting',
  'setSetting',
  'listGames',
  'listFactions',
  'listEntries',
  'getFactionCatalogue',
  'factionCatalogueTag',
  'listAbilities',
  'importGlossary',
  'validateRoster',
  'listRosters',
  'getRoster',
  'openRoster',
  'createRoster',
  'saveRoster',
  'renameRoster',
  'duplicateRoster',
  'deleteRoster',
  'restoreRoster',
  'importRoster',
  'reviewRosterData',
  'switchRosterCodex',
  'exportRoster',
  'importGameData',
  'listGameData',
  'removeGameData',
  'checkRosterFile',
  'importGameDataFromUrl',
  'updateGameData',
  'listDataSources',
  'subscribeGameData',
  'checkDataUpdates',
  'startGameDataImport',
  'gameDataImportProgress',
  'cancelGameDataImport',
  'currentGameDataJob',
  'exportLibrary',
  'importLibrary',
  'listBackups',
  'restoreBackup',
  'shareRoster',
  'importShareCode',
  'importRosterFile',
  'validateRosterFile',
] as const;

export type ApiMethodName = (typeof API_METHOD_NAMES)[number];

/** The IPC channel of a method: one channel per method, never a generic one. */
export function ipcChannel(method: ApiMethodName): string {
  return `muster:${method}`;
}
