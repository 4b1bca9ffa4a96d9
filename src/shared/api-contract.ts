/**
 * The one API contract. Every method is listed here with the schema its input is validated against
 * at each boundary (IPC, HTTP, CLI) and the type it returns. `src/main/service` implements it once.
 */
import { z } from 'zod';
import type { ApiMethodName } from './api-methods';
import type { ApiResult } from './api-result';

export const SETTING_KEYS = ['language', 'theme'] as const;
export const settingKeySchema = z.enum(SETTING_KEYS);
export type SettingKey = z.infer<typeof settingKeySchema>;

export interface AppInfo {
  name: string;
  version: string;
  /** Where the API is served from: the desktop shell, browser mode or the CLI. */
  host: 'desktop' | 'browser' | 'cli';
  sqliteVersion: string;
  schemaVersion: number;
  databaseFile: string;
}

/** Declares a method: its input schema, and (as a type only) its output. */
function method<Input extends z.ZodType, Output>(input: Input): { input: Input; output?: Output } {
  return { input };
}

export const apiContract = {
  appInfo: method<z.ZodObject<Record<string, never>>, AppInfo>(z.strictObject({})),
  getSetting: method<z.ZodObject<{ key: typeof settingKeySchema }>, string | null>(
    z.strictObject({ key: settingKeySchema }),
  ),
  setSetting: method<z.ZodObject<{ key: typeof settingKeySchema; value: z.ZodString }>, string>(
    z.strictObject({ key: settingKeySchema, value: z.string().max(200) }),
  ),
} satisfies Record<ApiMethodName, { input: z.ZodType }>;

// The contract and the dependency-free name list must name exactly the same methods.
type ContractNames = keyof typeof apiContract;
type _SameNames = [ContractNames] extends [ApiMethodName]
  ? [ApiMethodName] extends [ContractNames]
    ? true
    : never
  : never;
export const contractMatchesMethodNames: _SameNames = true;

export type ApiContract = typeof apiContract;
export type ApiInput<M extends ApiMethodName> = z.input<ApiContract[M]['input']>;
export type ApiParsedInput<M extends ApiMethodName> = z.output<ApiContract[M]['input']>;
export type ApiOutput<M extends ApiMethodName> = Exclude<ApiContract[M]['output'], undefined>;

/** What the renderer holds, whichever way it reaches main (preload or HTTP). */
export type MusterClient = {
  [M in ApiMethodName]: (input: ApiInput<M>) => Promise<ApiResult<ApiOutput<M>>>;
};
