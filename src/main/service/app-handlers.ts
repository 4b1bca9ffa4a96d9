import type { ApiHandlers, ServiceContext } from './handlers';

export function appHandlers(context: ServiceContext): Pick<ApiHandlers, 'appInfo'> {
  return {
    appInfo: () => ({
      name: 'Muster',
      version: context.appVersion,
      host: context.host,
      // Read from SQLite on each call: the shell's smoke test proves a round trip to the database.
      sqliteVersion: (context.db.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v,
      schemaVersion: context.db.pragma('user_version', { simple: true }) as number,
      databaseFile: context.databaseFile,
      catalogueVersion: context.catalogueVersion,
      ...(context.logFile ? { logFile: context.logFile } : {}),
      ...(context.damagedDatabase ? { damagedDatabase: context.damagedDatabase } : {}),
    }),
  };
}
