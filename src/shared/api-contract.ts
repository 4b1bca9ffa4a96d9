/**
 * The one API contract. Every method is listed here with the schema its input is validated against
 * at each boundary (IPC, HTTP, CLI) and the type it returns. `src/main/service` implements it once.
 */
import { z } from 'zod';
import type { ApiMethodName } from './api-methods';
import type { ApiResult } from './api-result';
import { gameIdSchema } from '../core';
import type {
  AbilityInfo,
  EntrySummary,
  FactionCatalogue,
  FactionInfo,
  GameInfo,
  GlossaryImportReport,
} from './catalogue-types';
import { dataRefSchema, type ListCards } from '../core';
import type { GameDataImportReport, GameDataUpdateReport, StoredDataFile } from '../core';
import type { ImportJobState } from '../core';
import type { RosterFileCheck } from '../core';
import type { GameDataSources, SubscriptionUpdate } from '../core';
import type { RosterFileImport, RosterFileImportProblem, RosterFileImportReport } from '../core';
import type { ValidationResult } from '../core';
import type { RosterCodexSwitch, RosterDataReview, RosterOpening, RosterSummary } from './roster-types';
import type { BackupInfo, LibraryImportReport } from './library-types';
import { PAPER_SIZES, PRINT_LAYOUTS, ROSTER_EXPORT_FORMATS } from './export-formats';

export {
  PAPER_SIZES,
  PRINT_LAYOUTS,
  ROSTER_EXPORT_FORMATS,
  type PaperSize,
  type PrintLayout,
  type RosterExportFormat,
} from './export-formats';

export interface RosterValidation {
  /** The roster as read (older versions migrated). */
  roster: ListCards;
  result: ValidationResult;
}

/**
 * A BattleScribe / New Recruit roster file judged as it is, without adding it to the library (an
 * organiser receives lists made with other builders): read as `importRosterFile` reads it, then
 * validated; a file that cannot be read says why, as data.
 */
export type RosterFileValidation =
  | { ok: true; validation: RosterValidation; report: RosterFileImportReport }
  | { ok: false; problem: RosterFileImportProblem };

export const SETTING_KEYS = ['language', 'theme'] as const;
export const settingKeySchema = z.enum(SETTING_KEYS);
/** The longest setting value stored, from `setSetting` as from a library file. */
export const SETTING_VALUE_MAX_LENGTH = 200;
export type SettingKey = z.infer<typeof settingKeySchema>;

export interface AppInfo {
  name: string;
  version: string;
  /** Where the API is served from: the desktop shell, browser mode or the CLI. */
  host: 'desktop' | 'browser' | 'cli';
  sqliteVersion: string;
  schemaVersion: number;
  databaseFile: string;
  /** The built-in catalogue's version (a hash of its files): prints name the data they were made from. */
  catalogueVersion: string;
  /**
   * The desktop app's log file (main-process errors and crashes, rotated in the data folder). Absent
   * where there is none: browser mode and the CLI write to their terminal.
   */
  logFile?: string;
  /**
   * Set when this start found the database damaged: where the damaged file was kept. The library then
   * starts empty, and `restoreBackup` brings the lists back from the latest backup.
   */
  damagedDatabase?: string;
}

const listFactionsInput = z.strictObject({ game: gameIdSchema.optional() });
const listEntriesInput = z.strictObject({ faction: dataRefSchema, kind: z.string().max(200).optional() });
const factionInput = z.strictObject({ faction: dataRefSchema });
const listAbilitiesInput = z.strictObject({ game: gameIdSchema, faction: dataRefSchema.optional() });
export const GLOSSARY_LAYOUTS = [
  'markdown-headings',
  'netepic-codex',
  'action-listing',
  'markdown-tables',
] as const;
/**
 * How much text or how many bytes (as base64) an input may carry: the schemas below and the
 * browser-mode server's body limits (http-server.ts) both come from these, so that whatever the API
 * accepts also passes the server.
 */
export const INPUT_LIMITS = {
  glossaryChars: 5_000_000,
  rosterChars: 10_000_000,
  /** About 60,000 lists: far above any library, and what one request of browser mode may carry. */
  libraryChars: 64_000_000,
  shareCodeChars: 250_000,
  gameDataFileBase64: 200_000_000,
  gameDataFiles: 500,
  checkRosterFileBase64: 50_000_000,
  importRosterFileBase64: 30_000_000,
} as const;

const importGlossaryInput = z.strictObject({
  game: gameIdSchema,
  /** The glossary's text; files are read by the caller (CLI) or picked by the user. */
  text: z.string().min(1).max(INPUT_LIMITS.glossaryChars),
  sourceName: z.string().min(1).max(300),
  lang: z.enum(['fr', 'en']).default('fr'),
  layout: z.enum(GLOSSARY_LAYOUTS).optional(),
});

/** The roster is checked against its file format by the handler, which reports where it is wrong. */
const validateRosterInput = z.strictObject({ roster: z.unknown() });
/**
 * `baseRevision`: the `updatedAt` of the saved roster this copy was based on. A save over a newer
 * revision is refused with `conflict`; without it the save overwrites (the player kept their copy).
 */
const saveRosterInput = z.strictObject({ roster: z.unknown(), baseRevision: z.string().max(40).optional() });
/** A whole-library file (`exportLibrary`), as text. */
const importLibraryInput = z.strictObject({ text: z.string().max(INPUT_LIMITS.libraryChars) });
/** One of the files `listBackups` names; the latest when left out. */
const restoreBackupInput = z.strictObject({ file: z.string().min(1).max(4096).optional() });

const rosterIdInput = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/) });
const listRostersInput = z.strictObject({
  query: z.string().max(200).optional(),
  sort: z.enum(['updated', 'name', 'game', 'points']).optional(),
});
const createRosterInput = z.strictObject({
  game: gameIdSchema,
  faction: dataRefSchema,
  /** The force entry the list takes; the faction's default when left out. */
  force: dataRefSchema.optional(),
  name: z.string().trim().min(1).max(200),
  pointsLimit: z.number().int().positive().max(1_000_000),
});
const renameRosterInput = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/),
  name: z.string().trim().min(1).max(200),
});
/**
 * Another codex version of the list's army: a faction of its game whose id differs from the list's
 * only by the version suffix (`netepic-fr-tyranids-300` → `-310`). `baseRevision` as for a save.
 */
const switchRosterCodexInput = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/),
  faction: dataRefSchema,
  baseRevision: z.string().max(40).optional(),
});
/** A roster file's text, as picked by the user: read and checked by the handler (an empty file too, to say so). */
const importRosterInput = z.strictObject({ text: z.string().max(INPUT_LIMITS.rosterChars) });

const exportRosterInput = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/),
  format: z.enum(ROSTER_EXPORT_FORMATS),
  lang: z.enum(['fr', 'en']),
  /** HTML and PDF: the paper the page is laid out for (default A4); ignored by the other formats. */
  paper: z.enum(PAPER_SIZES).optional(),
  /** HTML and PDF: standard (default), compact two-column, or reference cards; ignored by the other formats. */
  layout: z.enum(PRINT_LAYOUTS).optional(),
  /** HTML and PDF: print the glossary of the rules the list uses (default true); ignored by the other formats. */
  glossary: z.boolean().optional(),
  /**
   * The roster as the editor holds it, edits not yet saved included (checked like a save, and its id
   * must be `id`); without it, the saved roster. What is printed is what the player sees.
   */
  roster: z.unknown().optional(),
});

/** Community data files as picked by the player (or read by the CLI): bytes in base64. */
const importGameDataInput = z.strictObject({
  files: z
    .array(
      z.strictObject({
        name: z.string().min(1).max(300),
        base64: z
          .string()
          .max(INPUT_LIMITS.gameDataFileBase64)
          .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64 text'),
      }),
    )
    .min(1)
    .max(INPUT_LIMITS.gameDataFiles),
});
const gameDataIdInput = z.strictObject({ id: z.string().min(1).max(200) });
/**
 * The http(s) address of a BattleScribe data repository index (`index.bsi`, or its XML). Any other
 * address is refused by the import with a translated reason, not here.
 */
const importGameDataFromUrlInput = z.strictObject({ url: z.string().trim().min(1).max(2000) });
/** An import started as a job: files as `importGameData` takes them, or an index as `importGameDataFromUrl`. */
const startGameDataImportInput = z.union([importGameDataInput, importGameDataFromUrlInput]);
/** A job started by `startGameDataImport`. */
const importJobInput = z.strictObject({ id: z.string().min(1).max(100) });
/** Without an id: every index stored data came from; with one: the index of that game system or catalogue. */
const updateGameDataInput = z.strictObject({ id: z.string().min(1).max(200).optional() });
/**
 * A game's subscription to community data: one of the game's community sources (`listDataSources`),
 * or a repository release's address (`…/releases/…/<repo>.latest.bsi` or `<repo>.catpkg.json`, a
 * tag-pinned one followed to the latest release). Any other address is refused by the handler, as data.
 */
const subscribeGameDataInput = z.union([
  z.strictObject({ game: gameIdSchema, source: z.string().min(1).max(100) }),
  z.strictObject({ game: gameIdSchema, address: z.string().trim().min(1).max(2000) }),
]);
/** Every game's subscription, or one game's. */
const checkDataUpdatesInput = z.strictObject({ game: gameIdSchema.optional() });
/** A roster made with BattleScribe or New Recruit (.ros, .rosz), checked against the stored community data. */
const checkRosterFileInput = z.strictObject({
  name: z.string().min(1).max(300),
  base64: z
    .string()
    .max(INPUT_LIMITS.checkRosterFileBase64)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64 text'),
});

/**
 * A roster made with BattleScribe or New Recruit (.ros, .rosz) to add to the library as a list of an
 * imported faction: bytes in base64; refusals (no game data, broken XML, a zip bomb) come back as data.
 */
const importRosterFileInput = z.strictObject({
  name: z
    .string()
    .min(1)
    .max(300)
    .regex(/\.rosz?$/i, 'a .ros or .rosz file name'),
  base64: z
    .string()
    .max(INPUT_LIMITS.importRosterFileBase64)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64 text'),
});

/**
 * A share code ("muster:2:…") as pasted or scanned: read and checked by the handler, which says why a
 * code cannot be opened (the reason, as for a roster file). Whitespace and text around the code are
 * allowed; the code itself is bounded again when read (share-code.ts).
 */
const importShareCodeInput = z.strictObject({ code: z.string().max(INPUT_LIMITS.shareCodeChars) });

/** A saved list in one line of text, its fingerprint (what the code opens as, anywhere) and its name. */
export interface RosterShare {
  code: string;
  fingerprint: string;
  name: string;
}

/** An exported roster, ready to save: text as is, PDF bytes in base64 (JSON carries no bytes). */
export interface RosterExport {
  fileName: string;
  mediaType: string;
  encoding: 'utf8' | 'base64';
  content: string;
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
    z.strictObject({ key: settingKeySchema, value: z.string().max(SETTING_VALUE_MAX_LENGTH) }),
  ),
  listGames: method<z.ZodObject<Record<string, never>>, GameInfo[]>(z.strictObject({})),
  listFactions: method<typeof listFactionsInput, FactionInfo[]>(listFactionsInput),
  listEntries: method<typeof listEntriesInput, EntrySummary[]>(listEntriesInput),
  getFactionCatalogue: method<typeof factionInput, FactionCatalogue>(factionInput),
  /**
   * What names the faction's catalogue as the service serves it now: the same tag, the same catalogue
   * (the page keeps the catalogues it read and asks this instead of reading one again).
   */
  factionCatalogueTag: method<typeof factionInput, string>(factionInput),
  listAbilities: method<typeof listAbilitiesInput, AbilityInfo[]>(listAbilitiesInput),
  importGlossary: method<typeof importGlossaryInput, GlossaryImportReport>(importGlossaryInput),
  validateRoster: method<typeof validateRosterInput, RosterValidation>(validateRosterInput),
  listRosters: method<typeof listRostersInput, RosterSummary[]>(listRostersInput),
  getRoster: method<typeof rosterIdInput, ListCards>(rosterIdInput),
  /**
   * A saved list for the editor, with its data review. A list whose faction's data is no longer stored
   * fails with `data-missing`, carrying (`error.missing`) what it last showed and the data it needs.
   */
  openRoster: method<typeof rosterIdInput, RosterOpening>(rosterIdInput),
  createRoster: method<typeof createRosterInput, ListCards>(createRosterInput),
  saveRoster: method<typeof saveRosterInput, RosterSummary>(saveRosterInput),
  renameRoster: method<typeof renameRosterInput, RosterSummary>(renameRosterInput),
  duplicateRoster: method<typeof rosterIdInput, ListCards>(rosterIdInput),
  deleteRoster: method<typeof rosterIdInput, null>(rosterIdInput),
  restoreRoster: method<typeof rosterIdInput, RosterSummary>(rosterIdInput),
  importRoster: method<typeof importRosterInput, ListCards>(importRosterInput),
  /**
   * What a change of the community data means for a saved list of an imported faction (files changed,
   * figures before and now, what the data no longer has, the verdicts now). Accepting it is a save of
   * the list with `current` as its `data`.
   */
  reviewRosterData: method<typeof rosterIdInput, RosterDataReview>(rosterIdInput),
  /**
   * Moves a saved list to another codex version of its army in one transaction: each unit, option and
   * item carried over by its id with the version replaced, else by its English name; what has no
   * counterpart is left out. The list keeps its figures before the move (`codexChange`) for the review
   * it answers with, shown until the player accepts it (a save without `codexChange`).
   */
  switchRosterCodex: method<typeof switchRosterCodexInput, RosterCodexSwitch>(switchRosterCodexInput),
  exportRoster: method<typeof exportRosterInput, RosterExport>(exportRosterInput),
  importGameData: method<typeof importGameDataInput, GameDataImportReport>(importGameDataInput),
  listGameData: method<z.ZodObject<Record<string, never>>, StoredDataFile[]>(z.strictObject({})),
  removeGameData: method<typeof gameDataIdInput, string[]>(gameDataIdInput),
  checkRosterFile: method<typeof checkRosterFileInput, RosterFileCheck>(checkRosterFileInput),
  importGameDataFromUrl: method<typeof importGameDataFromUrlInput, GameDataImportReport>(
    importGameDataFromUrlInput,
  ),
  /** Repository indexes read again, and every subscription updated (`subscriptions`). */
  updateGameData: method<typeof updateGameDataInput, GameDataUpdateReport>(updateGameDataInput),
  /** For each game, its community sources and its subscription. Reads no network. */
  listDataSources: method<z.ZodObject<Record<string, never>>, GameDataSources[]>(z.strictObject({})),
  /** Subscribes a game and reads its data whole; recorded only when stored. Refusals are data. */
  subscribeGameData: method<typeof subscribeGameDataInput, SubscriptionUpdate>(subscribeGameDataInput),
  /** Updates the subscriptions (conditional requests, changed files only, SHA-256 checked) and says per game what changed. */
  checkDataUpdates: method<typeof checkDataUpdatesInput, SubscriptionUpdate[]>(checkDataUpdatesInput),
  /**
   * Starts an import of community data off the main thread and answers at once with its job (id,
   * progress). `gameDataImportProgress` follows it to its end (with the report), and
   * `cancelGameDataImport` stops it with nothing stored. `importGameData` and `importGameDataFromUrl`
   * are the same job, waited for.
   */
  startGameDataImport: method<typeof startGameDataImportInput, ImportJobState>(startGameDataImportInput),
  gameDataImportProgress: method<typeof importJobInput, ImportJobState>(importJobInput),
  cancelGameDataImport: method<typeof importJobInput, ImportJobState>(importJobInput),
  /**
   * The import job running now, or null: how a page follows (and cancels, by its id) the job an update
   * started inside its own call (`subscribeGameData`, `checkDataUpdates`, `updateGameData`). Such a
   * call, cancelled, fails with the code `cancelled`.
   */
  currentGameDataJob: method<z.ZodObject<Record<string, never>>, ImportJobState | null>(z.strictObject({})),
  exportLibrary: method<z.ZodObject<Record<string, never>>, RosterExport>(z.strictObject({})),
  importLibrary: method<typeof importLibraryInput, LibraryImportReport>(importLibraryInput),
  listBackups: method<z.ZodObject<Record<string, never>>, BackupInfo[]>(z.strictObject({})),
  restoreBackup: method<typeof restoreBackupInput, LibraryImportReport & { file: string }>(
    restoreBackupInput,
  ),
  shareRoster: method<typeof rosterIdInput, RosterShare>(rosterIdInput),
  importShareCode: method<typeof importShareCodeInput, ListCards>(importShareCodeInput),
  importRosterFile: method<typeof importRosterFileInput, RosterFileImport>(importRosterFileInput),
  validateRosterFile: method<typeof importRosterFileInput, RosterFileValidation>(importRosterFileInput),
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
