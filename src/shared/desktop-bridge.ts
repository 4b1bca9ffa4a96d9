/**
 * What the desktop shell adds to the API for the renderer: the File menu's commands, native save and
 * open dialogs, printing. Dependency-free like the method list: the sandboxed preload bundles it.
 * Each method has its own IPC channel, checked in main like the API's.
 */
import type { ApiResult } from './api-result';

/** The File menu's commands, sent to the focused window's page. */
export const MENU_COMMANDS = ['new-roster', 'open-file', 'save-as', 'export', 'print'] as const;
export type MenuCommand = (typeof MENU_COMMANDS)[number];

export function isMenuCommand(value: unknown): value is MenuCommand {
  return (MENU_COMMANDS as readonly unknown[]).includes(value);
}

/** Main → page: one menu command. */
export const MENU_COMMAND_CHANNEL = 'muster-desktop:menu-command';

/**
 * The close handshake: main asks the page to store what is still waiting (an edit typed a moment ago)
 * before the window closes, and closes it when the page answers.
 */
export const CLOSE_REQUEST_CHANNEL = 'muster-desktop:close-requested';
export const CLOSE_READY_CHANNEL = 'muster-desktop:ready-to-close';

/**
 * Main → page: roster files are waiting to be opened (a double-click in the file manager, a second
 * launch, a recent file). The page then takes them with takeOpenedFiles; nothing else travels here.
 */
export const FILES_OPENED_CHANNEL = 'muster-desktop:files-opened';

/** The page → main methods, each on its own channel. */
export const DESKTOP_INVOKE_METHODS = [
  'saveFileAs',
  'savePdfAs',
  'openFile',
  'printHtml',
  'setMenuLanguage',
  'takeOpenedFiles',
] as const;
export type DesktopInvokeMethod = (typeof DESKTOP_INVOKE_METHODS)[number];

/** Every name the preload adds beside the API methods. */
export const DESKTOP_BRIDGE_METHODS = [
  'onMenuCommand',
  'onCloseRequested',
  'onFilesOpened',
  ...DESKTOP_INVOKE_METHODS,
] as const;

export function desktopChannel(method: DesktopInvokeMethod): string {
  return `muster-desktop:${method}`;
}

export interface FileFilter {
  name: string;
  extensions: string[];
}

export interface SaveFileRequest {
  suggestedName: string;
  filters: FileFilter[];
  content: string;
  encoding: 'utf8' | 'base64';
}

export interface SavePdfRequest {
  suggestedName: string;
  /** Our printable HTML; printed to PDF with scripts disabled. */
  html: string;
  paper: 'a4' | 'letter';
}

/** Cancelled dialogs are not errors: nothing was written. */
export type SaveFileResult = { saved: true; fileName: string } | { saved: false };
export type OpenFileResult = { opened: true; fileName: string; text: string } | { opened: false };
/**
 * What the system gave Muster to open: a roster file's text, a BattleScribe roster (`.ros`, `.rosz`) in
 * base64 for `importRosterFile`, a file that could not be read and why, the share code of a `muster:`
 * link, or a link refused before anything was done (`problem`: 'too-long' | 'malformed').
 */
export type OpenedRosterFile =
  | { fileName: string; text: string }
  | { fileName: string; base64: string }
  | { fileName: string; error: string }
  | { shareCode: string }
  | { linkProblem: 'too-long' | 'malformed' };

export interface DesktopBridge {
  /** Calls back on every menu command; returns the function that stops listening. */
  onMenuCommand(listener: (command: MenuCommand) => void): () => void;
  /**
   * Runs before the window closes; the window waits for the returned promise (a last save). Returns the
   * function that stops listening.
   */
  onCloseRequested(listener: () => Promise<void> | void): () => void;
  saveFileAs(request: SaveFileRequest): Promise<ApiResult<SaveFileResult>>;
  savePdfAs(request: SavePdfRequest): Promise<ApiResult<SaveFileResult>>;
  openFile(request: { filters: FileFilter[] }): Promise<ApiResult<OpenFileResult>>;
  /** Opens the system's print dialog for our printable HTML. */
  printHtml(request: { html: string }): Promise<ApiResult<{ printed: boolean }>>;
  /** The menu follows the interface's language. */
  setMenuLanguage(request: { lang: 'fr' | 'en' }): Promise<ApiResult<null>>;
  /** Calls back when roster files are waiting (see takeOpenedFiles); returns the function that stops. */
  onFilesOpened(listener: () => void): () => void;
  /** The roster files waiting to be opened, in order; each is given once. */
  takeOpenedFiles(request: Record<string, never>): Promise<ApiResult<{ files: OpenedRosterFile[] }>>;
}
