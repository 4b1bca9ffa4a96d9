/**
 * The desktop actions behind the preload's named methods: native save and open dialogs, printing and
 * PDF, the menu's language. Each has its own channel, answers only our own top frame (like the API's),
 * validates its input, and writes files atomically (temporary file, then rename).
 */
import type { BrowserWindow, Dialog, IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import { readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { failure, success } from '../../shared/api-result';
import {
  desktopChannel,
  type DesktopInvokeMethod,
  type FileFilter,
  type OpenedRosterFile,
} from '../../shared/desktop-bridge';
import { writeFileAtomic } from '../export/write-atomic';
import { ROSTER_FILE } from './open-files';
import { isTrustedSender } from './security';

/** The same bound as importRoster's input. */
const MAX_OPEN_BYTES = 10_000_000;
const MAX_HTML_CHARS = 5_000_000;

export interface DesktopDeps {
  dialog: Pick<Dialog, 'showSaveDialog' | 'showOpenDialog'>;
  /** The window a page belongs to: the dialogs' parent. */
  windowOf(contents: WebContents): BrowserWindow | null;
  /** Where the save dialog opens first. */
  defaultFolder(): string;
  printHtml(html: string): Promise<boolean>;
  htmlToPdf(html: string, paper: 'a4' | 'letter'): Promise<Uint8Array>;
  setMenuLanguage(lang: 'fr' | 'en'): void;
  /** The roster files waiting to be opened (from the system, a second launch, a recent file). */
  takeOpenedFiles(): OpenedRosterFile[];
  /** A roster file opened or saved through a dialog: it becomes a recent file. */
  rememberFile?: (path: string) => void;
  writeFile?: (path: string, data: string | Uint8Array) => void;
}

const filtersSchema = z
  .array(
    z.strictObject({
      name: z.string().min(1).max(100),
      extensions: z
        .array(z.string().regex(/^[A-Za-z0-9]{1,10}$/))
        .min(1)
        .max(10),
    }),
  )
  .max(10);
const suggestedName = z.string().trim().min(1).max(200);
const paper = z.enum(['a4', 'letter']);

const schemas = {
  saveFileAs: z.strictObject({
    suggestedName,
    filters: filtersSchema,
    content: z.string().max(30_000_000),
    encoding: z.enum(['utf8', 'base64']),
  }),
  savePdfAs: z.strictObject({ suggestedName, html: z.string().min(1).max(MAX_HTML_CHARS), paper }),
  openFile: z.strictObject({ filters: filtersSchema }),
  printHtml: z.strictObject({ html: z.string().min(1).max(MAX_HTML_CHARS) }),
  setMenuLanguage: z.strictObject({ lang: z.enum(['fr', 'en']) }),
  takeOpenedFiles: z.strictObject({}),
} satisfies Record<DesktopInvokeMethod, z.ZodType>;

type Input<M extends DesktopInvokeMethod> = z.output<(typeof schemas)[M]>;
type Handlers = {
  [M in DesktopInvokeMethod]: (input: Input<M>, event: IpcMainInvokeEvent) => Promise<unknown>;
};

/** A name only, never a path: separators and characters Windows refuses become dashes. */
export function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = basename(name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '-')).replace(/^\.+/, '');
  return cleaned || 'muster';
}

/** Roster files are JSON; other exports (HTML, PDF, Markdown) are not lists to reopen. */
const isRosterFile = (path: string) => ROSTER_FILE.test(path);

function withFilters(filters: FileFilter[]) {
  return filters.length > 0 ? { filters } : {};
}

export function desktopHandlers(deps: DesktopDeps): Handlers {
  const write = deps.writeFile ?? writeFileAtomic;
  const askWhereToSave = async (event: IpcMainInvokeEvent, name: string, filters: FileFilter[]) => {
    const options = { defaultPath: join(deps.defaultFolder(), safeFileName(name)), ...withFilters(filters) };
    const owner = deps.windowOf(event.sender);
    const answer = owner
      ? await deps.dialog.showSaveDialog(owner, options)
      : await deps.dialog.showSaveDialog(options);
    return answer.canceled || !answer.filePath ? undefined : answer.filePath;
  };
  const save = (path: string, data: string | Uint8Array) => {
    write(path, data);
    return { saved: true as const, fileName: basename(path) };
  };
  return {
    async saveFileAs({ suggestedName, filters, content, encoding }, event) {
      const path = await askWhereToSave(event, suggestedName, filters);
      if (!path) return { saved: false };
      const saved = save(path, encoding === 'base64' ? Buffer.from(content, 'base64') : content);
      if (isRosterFile(path)) deps.rememberFile?.(path);
      return saved;
    },
    async savePdfAs({ suggestedName, html, paper }, event) {
      const path = await askWhereToSave(event, suggestedName, [{ name: 'PDF', extensions: ['pdf'] }]);
      if (!path) return { saved: false };
      return save(path, await deps.htmlToPdf(html, paper));
    },
    async openFile({ filters }, event) {
      const options = { properties: ['openFile' as const], ...withFilters(filters) };
      const owner = deps.windowOf(event.sender);
      const answer = owner
        ? await deps.dialog.showOpenDialog(owner, options)
        : await deps.dialog.showOpenDialog(options);
      const path = answer.canceled ? undefined : answer.filePaths[0];
      if (!path) return { opened: false };
      if (statSync(path).size > MAX_OPEN_BYTES) throw new Error(`${basename(path)} is too large`);
      const text = readFileSync(path, 'utf8');
      deps.rememberFile?.(path);
      return { opened: true, fileName: basename(path), text };
    },
    async printHtml({ html }) {
      return { printed: await deps.printHtml(html) };
    },
    async setMenuLanguage({ lang }) {
      deps.setMenuLanguage(lang);
      return null;
    },
    async takeOpenedFiles() {
      return { files: deps.takeOpenedFiles() };
    },
  };
}

/** One channel per action; each checks the sender and the input before doing anything. */
export function registerDesktopHandlers(
  ipcMain: Pick<IpcMain, 'handle'>,
  deps: DesktopDeps,
  appOrigin: () => string,
): void {
  const handlers = desktopHandlers(deps);
  for (const method of Object.keys(schemas) as DesktopInvokeMethod[]) {
    ipcMain.handle(desktopChannel(method), async (event, raw: unknown) => {
      if (!isTrustedSender(event.senderFrame, appOrigin()))
        return failure('unauthorized', 'IPC refused: the sender is not the Muster window');
      const parsed = schemas[method].safeParse(raw ?? {});
      if (!parsed.success)
        return failure(
          'invalid-input',
          `Invalid input for ${method}`,
          parsed.error.issues.map((issue) => `${issue.path.join('.') || '(input)'}: ${issue.message}`),
        );
      try {
        const run = handlers[method] as (input: unknown, event: IpcMainInvokeEvent) => Promise<unknown>;
        return success(await run(parsed.data, event));
      } catch (error) {
        return failure('internal', error instanceof Error ? error.message : String(error));
      }
    });
  }
}
