import type { ApiOutput, ApiParsedInput } from '../../shared/api-contract';
import type { ApiMethodName } from '../../shared/api-methods';
import type { SqliteDatabase } from '../db/open-database';

export type ApiHandlers = {
  [M in ApiMethodName]: (input: ApiParsedInput<M>) => ApiOutput<M> | Promise<ApiOutput<M>>;
};

export type ApiHost = 'desktop' | 'browser' | 'cli';

/** What every handler group gets: the open database and where it was opened from. */
export interface ServiceContext {
  db: SqliteDatabase;
  databaseFile: string;
  schemaVersion: number;
  host: ApiHost;
  appVersion: string;
}
